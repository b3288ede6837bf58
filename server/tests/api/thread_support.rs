//! An enquiry between one buyer and one supplier, and the calls of its conversation.

use chrono::{Days, Utc};
use foundation::entities::{products, varieties};
use reqwest::multipart::{Form, Part};
use reqwest::Method;
use sea_orm::{ActiveModelTrait, Set};
use serde_json::{json, Value};

use crate::helpers::TestApp;
use crate::supplier_inbox::call;

/// A new product with one variety, offered by no one yet: (product id, variety id).
pub async fn new_variety(app: &TestApp) -> (String, String) {
    let slug = format!("thread-{}", uuid::Uuid::new_v4().simple());
    let product = products::ActiveModel {
        title: Set(format!("Mango {slug}")),
        slug: Set(slug.clone()),
        category: Set(format!("Mango {slug}")),
        category_slug: Set(slug.clone()),
        description: Set("Fresh".into()),
        details: Set("Export grade".into()),
        position: Set(90),
        ..Default::default()
    }
    .insert(&app.db)
    .await
    .unwrap();
    let variety = varieties::ActiveModel {
        product_id: Set(product.id.clone()),
        position: Set(0),
        title: Set("Alphonso".into()),
        slug: Set("alphonso".into()),
        ..Default::default()
    }
    .insert(&app.db)
    .await
    .unwrap();
    (product.id, variety.id)
}

/// A verified supplier's active offer on `variety` at `price` per kg: (supplier id, token, listing id).
pub async fn supplier_offering(
    app: &TestApp,
    email: &str,
    (product, variety): &(String, String),
    price: u32,
) -> (String, String, String) {
    let (id, token) = app.vendor(email, true).await;
    let body = json!({
        "product": product, "varietyId": variety, "price": price,
        "location": "Nashik", "quantityAvailable": 1000, "unit": "kg",
    });
    let (status, answer) = call(app, Method::POST, "/api/v1/vendorProduct/add", &token, Some(body)).await;
    assert_eq!(status, 201, "{answer}");
    (id, token, answer["_id"].as_str().unwrap().to_owned())
}

/// The enquiry form's fields, for a single enquiry or a request.
pub fn form(key: &str) -> Value {
    json!({
        "name": "Asha Buyer", "email": "asha@example.test", "phone": "+91 98765 43210",
        "address": "1 Market Road", "city": "Pune", "state": "MH", "pincode": "411001",
        "quantity": 2, "unit": "ton", "urgency": "normal", "packagingPreference": "standard",
        "paymentTerms": "net30", "submissionKey": key,
    })
}

/// The buyer's enquiry on `listing`: its id.
pub async fn enquire(app: &TestApp, buyer: &str, listing: &str, key: &str) -> String {
    let mut body = form(key);
    body["listingId"] = json!(listing);
    let (status, answer) = call(app, Method::POST, "/api/v1/user/enquiry/create", buyer, Some(body)).await;
    assert_eq!(status, 201, "{answer}");
    answer["data"]["_id"].as_str().unwrap().to_owned()
}

pub fn quote(price: &str, valid_days: u64) -> Value {
    let until = Utc::now().date_naive().checked_add_days(Days::new(valid_days)).unwrap();
    json!({
        "price": price, "unit": "kg", "minOrder": 500, "validUntil": until.format("%Y-%m-%d").to_string(),
        "deliveryTerms": "12 days from order", "message": "Grade A, fresh harvest",
        "incoterm": "FOB", "namedPlace": "Nhava Sheva", "currency": "INR",
    })
}

pub async fn send_quote(app: &TestApp, supplier: &str, enquiry: &str, body: Value) {
    let path = format!("/api/v1/vendor/enquiry/{enquiry}/quote");
    let (status, answer) = call(app, Method::PUT, &path, supplier, Some(body)).await;
    assert_eq!(status, 200, "{answer}");
}

/// `area` is `user/enquiry`, `vendor/enquiry` or `admin/productEnquiry`.
pub async fn thread(app: &TestApp, area: &str, enquiry: &str, query: &str, token: &str) -> (u16, Value) {
    app.get_json_as(&format!("/api/v1/{area}/{enquiry}/thread{query}"), token).await
}

/// Posts a message (multipart): text and an optional file (name, bytes).
pub async fn post_message(
    app: &TestApp,
    area: &str,
    enquiry: &str,
    token: &str,
    text: Option<&str>,
    file: Option<(&str, Vec<u8>)>,
) -> (u16, Value) {
    let mut form = Form::new();
    if let Some(text) = text {
        form = form.text("text", text.to_owned());
    }
    if let Some((name, bytes)) = file {
        form = form.part(
            "attachment",
            Part::bytes(bytes).file_name(name.to_owned()).mime_str("application/octet-stream").unwrap(),
        );
    }
    let url = app.url(&format!("/api/v1/{area}/{enquiry}/message"));
    let response = app.client.post(url).bearer_auth(token).multipart(form).send().await.unwrap();
    let status = response.status().as_u16();
    (status, response.json().await.unwrap_or(Value::Null))
}

/// (enquiries with something unread, unread items) of the caller (`user` or `vendor`).
pub async fn unread(app: &TestApp, role: &str, token: &str) -> (u64, u64) {
    let (status, body) = app.get_json_as(&format!("/api/v1/{role}/unread"), token).await;
    assert_eq!(status, 200, "{body}");
    (body["data"]["enquiries"].as_u64().unwrap(), body["data"]["items"].as_u64().unwrap())
}

/// The kinds of a page's items, oldest first.
pub fn kinds(page: &Value) -> Vec<String> {
    page["data"]["items"].as_array().unwrap().iter().map(|i| i["kind"].as_str().unwrap().to_owned()).collect()
}
