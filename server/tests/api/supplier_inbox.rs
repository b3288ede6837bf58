//! The supplier's enquiry inbox: its own leads newest first, status changes and a reply
//! the buyer then reads in My Enquiries.

use foundation::entities::product_enquiries;
use sea_orm::{ActiveModelTrait, EntityTrait, Set};
use serde_json::{json, Value};

use crate::helpers::{Backend, Spawn, TestApp};
use crate::on_both_databases;

pub(crate) async fn call(
    app: &TestApp,
    method: reqwest::Method,
    path: &str,
    token: &str,
    body: Option<Value>,
) -> (u16, Value) {
    let mut request = app.client.request(method, app.url(path)).bearer_auth(token);
    if let Some(body) = body {
        request = request.json(&body);
    }
    let response = request.send().await.unwrap();
    let status = response.status().as_u16();
    (status, response.json().await.unwrap_or(Value::Null))
}

/// A verified supplier with one listing of the demo catalogue: (vendor id, token, listing id).
pub(crate) async fn supplier_with_listing(app: &TestApp, email: &str) -> (String, String, String) {
    let (_, products) = app.get_json("/api/v1/admin/product/getAllProducts").await;
    let product = &products["products"][0];
    let (id, token) = app.vendor(email, true).await;
    let body = json!({
        "product": product["_id"], "varietyId": product["varieties"][0]["_id"], "price": 500,
        "location": "Nashik", "quantityAvailable": 100, "unit": "kg",
    });
    let (status, answer) = call(app, reqwest::Method::POST, "/api/v1/vendorProduct/add", &token, Some(body)).await;
    assert_eq!(status, 201, "{answer}");
    (id, token, answer["_id"].as_str().unwrap().to_owned())
}

pub(crate) async fn enquire(app: &TestApp, buyer_token: &str, listing: &str, quantity: u32) -> String {
    let body = json!({
        "listingId": listing, "name": "Asha Buyer", "email": "asha@example.test", "phone": "+91 98765 43210",
        "company": "Asha Foods", "address": "1 Market Road", "city": "Pune", "state": "MH", "pincode": "411001",
        "quantity": quantity, "unit": "ton", "urgency": "urgent", "deliveryDate": "2027-01-15",
        "additionalRequirements": "Cold chain please", "packagingPreference": "eco-friendly", "paymentTerms": "advance",
        "certificationRequired": true, "samplesRequired": false,
    });
    let (status, answer) =
        call(app, reqwest::Method::POST, "/api/v1/user/enquiry/create", buyer_token, Some(body)).await;
    assert_eq!(status, 201, "{answer}");
    answer["data"]["_id"].as_str().unwrap().to_owned()
}

on_both_databases!(a_supplier_sees_its_leads_and_the_buyer_sees_the_reply, |backend: Backend| async move {
    let app = Spawn::new(backend).demo().start().await.unwrap();
    let (_, token, listing) = supplier_with_listing(&app, "inbox@suppliers.test").await;
    let (_, other_token, other_listing) = supplier_with_listing(&app, "rival@suppliers.test").await;
    let (_, buyer) = app.buyer("asha@buyers.test").await;
    let first = enquire(&app, &buyer, &listing, 10).await;
    let second = enquire(&app, &buyer, &listing, 20).await;
    let elsewhere = enquire(&app, &buyer, &other_listing, 30).await;
    // Stored times have whole seconds; the first enquiry is made a minute older so that
    // "newest first" has one answer (ties within a second are the ordering fix's concern).
    let row = product_enquiries::Entity::find_by_id(first.clone()).one(&app.db).await.unwrap().unwrap();
    let mut row: product_enquiries::ActiveModel = row.into();
    row.created_at = Set(chrono::Utc::now() - chrono::Duration::minutes(1));
    row.update(&app.db).await.unwrap();

    let (status, inbox) = app.get_json_as("/api/v1/vendor/enquiry", &token).await;
    assert_eq!(status, 200);
    let ids: Vec<&str> = inbox["data"].as_array().unwrap().iter().map(|e| e["_id"].as_str().unwrap()).collect();
    assert_eq!(ids, [second.as_str(), first.as_str()], "its own, newest first");
    let lead = &inbox["data"][0];
    for (key, value) in [
        ("email", json!("asha@example.test")),
        ("phone", json!("+91 98765 43210")),
        ("quantity", json!(20.0)),
        ("urgency", json!("urgent")),
        ("packagingPreference", json!("eco-friendly")),
        ("paymentTerms", json!("advance")),
        ("deliveryDate", json!("2027-01-15")),
        ("certificationRequired", json!(true)),
        ("status", json!("pending")),
    ] {
        assert_eq!(lead[key], value, "{key}");
    }
    let (_, summary) = app.get_json_as("/api/v1/vendor/dashboard", &token).await;
    assert_eq!(summary["summary"], json!({ "listings": 1, "openEnquiries": 2, "newEnquiries": 2 }));

    // Another supplier can neither move nor answer this lead.
    let path = format!("/api/v1/vendor/enquiry/{first}/status");
    let (status, _) =
        call(&app, reqwest::Method::PUT, &path, &other_token, Some(json!({ "status": "rejected" }))).await;
    assert_eq!(status, 403);
    let reply_path = format!("/api/v1/vendor/enquiry/{first}/reply");
    let (status, _) =
        call(&app, reqwest::Method::PUT, &reply_path, &other_token, Some(json!({ "reply": "Mine now" }))).await;
    assert_eq!(status, 403);
    let (status, answer) = call(&app, reqwest::Method::PUT, &path, &token, Some(json!({ "status": "pending" }))).await;
    assert_eq!(
        (status, answer["message"].as_str()),
        (400, Some("Status must be one of processing, completed, rejected"))
    );
    let (status, answer) = call(&app, reqwest::Method::PUT, &reply_path, &token, Some(json!({ "reply": "   " }))).await;
    assert_eq!((status, answer["message"].as_str()), (400, Some("Reply is required")));
    let (status, _) = call(
        &app,
        reqwest::Method::PUT,
        &format!("/api/v1/vendor/enquiry/{elsewhere}/status"),
        &token,
        Some(json!({ "status": "completed" })),
    )
    .await;
    assert_eq!(status, 403);

    let (status, answer) =
        call(&app, reqwest::Method::PUT, &path, &token, Some(json!({ "status": "processing" }))).await;
    assert_eq!((status, answer["data"]["status"].as_str()), (200, Some("processing")));
    let reply = "We can ship 10 tons by 10 January — ₹500/kg, FOB Nhava Sheva.";
    let (status, answer) = call(&app, reqwest::Method::PUT, &reply_path, &token, Some(json!({ "reply": reply }))).await;
    assert_eq!((status, answer["data"]["supplierReply"]["text"].as_str()), (200, Some(reply)));

    let (_, mine) = app.get_json_as("/api/v1/user/enquiry/user", &buyer).await;
    let seen = mine["data"].as_array().unwrap().iter().find(|e| e["_id"] == first.as_str()).unwrap();
    assert_eq!((seen["status"].as_str(), seen["supplierReply"]["text"].as_str()), (Some("processing"), Some(reply)));
    assert!(seen["supplierReply"]["repliedAt"].as_str().unwrap().ends_with('Z'));
    let untouched = mine["data"].as_array().unwrap().iter().find(|e| e["_id"] == elsewhere.as_str()).unwrap();
    assert!(untouched["supplierReply"].is_null());

    let (_, filtered) = app.get_json_as("/api/v1/vendor/enquiry?status=processing", &token).await;
    assert_eq!(filtered["data"].as_array().unwrap().len(), 1);
    let (status, _) = app.get_json_as("/api/v1/vendor/enquiry?status=lost", &token).await;
    assert_eq!(status, 400);
    let (_, summary) = app.get_json_as("/api/v1/vendor/dashboard", &token).await;
    assert_eq!(summary["summary"], json!({ "listings": 1, "openEnquiries": 2, "newEnquiries": 1 }));
});
