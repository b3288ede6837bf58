//! Buyers' priced enquiries (SPEC.md §2 /enquiry, §3, §5, §8).

use chrono::SubsecRound;
use foundation::entities::{product_enquiries, vendor_listings, vendors};
use sea_orm::sea_query::Expr;
use sea_orm::{ActiveModelTrait, ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter, Set};
use serde_json::{json, Value};

use crate::helpers::{Backend, Spawn, TestApp};
use crate::on_both_databases;

/// An open offer of the demo catalogue: (listing, price in paise).
async fn open_listing(app: &TestApp) -> vendor_listings::Model {
    let verified: Vec<String> = vendors::Entity::find()
        .filter(vendors::Column::IsVerified.eq(true))
        .filter(vendors::Column::IsBlocked.eq(false))
        .all(&app.db)
        .await
        .unwrap()
        .into_iter()
        .map(|v| v.id)
        .collect();
    vendor_listings::Entity::find()
        .filter(vendor_listings::Column::IsActive.eq(true))
        .filter(vendor_listings::Column::VendorId.is_in(verified))
        .one(&app.db)
        .await
        .unwrap()
        .expect("the demo has open offers")
}

fn form(listing: &str) -> Value {
    json!({
        "listingId": listing, "name": "Asha Buyer", "email": "asha@example.test", "phone": "+91 98765 43210",
        "company": "Asha Foods", "address": "1 Market Road", "city": "Pune", "state": "MH", "pincode": "411001",
        "quantity": 25, "unit": "ton", "urgency": "urgent", "deliveryDate": "2027-01-15",
        "additionalRequirements": "Cold chain please", "packagingPreference": "eco-friendly", "paymentTerms": "advance",
        "certificationRequired": true, "samplesRequired": false,
    })
}

async fn send(app: &TestApp, token: &str, body: &Value) -> (u16, Value) {
    let response =
        app.client.post(app.url("/api/v1/user/enquiry/create")).bearer_auth(token).json(body).send().await.unwrap();
    let status = response.status().as_u16();
    (status, response.json().await.unwrap())
}

on_both_databases!(each_required_field_and_the_quantity_are_checked, |backend: Backend| async move {
    let app = Spawn::new(backend).demo().start().await.unwrap();
    let listing = open_listing(&app).await;
    let (_, token) = app.buyer("fields@example.test").await;
    let before = product_enquiries::Entity::find().count(&app.db).await.unwrap();
    for field in ["name", "email", "phone", "address", "city", "state", "pincode", "quantity"] {
        let mut body = form(&listing.id);
        body[field] = json!("");
        let (status, answer) = send(&app, &token, &body).await;
        assert_eq!((status, answer["message"].as_str()), (400, Some("Please fill in all required fields")), "{field}");
        body.as_object_mut().unwrap().remove(field);
        assert_eq!(send(&app, &token, &body).await.0, 400, "{field} missing");
    }
    for quantity in [json!(0), json!(0.5), json!(-3), json!("abc"), json!("1e99")] {
        let mut body = form(&listing.id);
        body["quantity"] = quantity.clone();
        let (status, answer) = send(&app, &token, &body).await;
        assert_eq!(
            (status, answer["message"].as_str()),
            (400, Some("Quantity must be a number of at least 1")),
            "{quantity}"
        );
    }
    let mut body = form(&listing.id);
    body["email"] = json!("not-an-email");
    assert_eq!(send(&app, &token, &body).await.1["message"], "Email is invalid");
    let mut body = form(&listing.id);
    body["urgency"] = json!("yesterday");
    assert_eq!(send(&app, &token, &body).await.0, 400);
    assert_eq!(
        product_enquiries::Entity::find().count(&app.db).await.unwrap(),
        before,
        "nothing stored by refused forms"
    );
    // Quantity as text from a form is fine.
    let mut body = form(&listing.id);
    body["quantity"] = json!("12");
    assert_eq!(send(&app, &token, &body).await.0, 201);
});

on_both_databases!(the_server_fills_supplier_price_and_product_from_the_listing, |backend: Backend| async move {
    let app = Spawn::new(backend).demo().start().await.unwrap();
    let listing = open_listing(&app).await;
    let (_, token) = app.buyer("prices@example.test").await;
    let mut body = form(&listing.id);
    body["supplier"] = json!({ "id": "x", "name": "Cheapest Ltd", "price": 1, "unit": "box", "listingId": listing.id });
    body["product"] = json!({ "title": "Gold", "variety": "24 carat" });
    let (status, answer) = send(&app, &token, &body).await;
    assert_eq!(status, 201, "{answer}");
    assert_eq!(answer["message"], "Enquiry submitted successfully!");
    let data = &answer["data"];
    assert_eq!(data["status"], "pending");
    let vendor = vendors::Entity::find_by_id(listing.vendor_id.clone()).one(&app.db).await.unwrap().unwrap();
    assert_eq!(data["supplier"]["name"], vendor.name.as_str());
    assert_eq!(data["supplier"]["unit"], listing.unit.as_str());
    let id = data["_id"].as_str().unwrap().to_owned();
    let stored = product_enquiries::Entity::find_by_id(id).one(&app.db).await.unwrap().unwrap();
    assert_eq!(stored.supplier_price_paise, listing.price_paise, "the client's price is ignored");
    assert_ne!(stored.product_title, "Gold");
    assert_eq!(stored.variety_id.as_deref(), Some(listing.variety_id.as_str()));
    assert_eq!((stored.quantity, stored.unit.as_str(), stored.urgency.as_str()), (25.0, "ton", "urgent"));
    assert_eq!((stored.packaging_preference.as_str(), stored.payment_terms.as_str()), ("eco-friendly", "advance"));
    assert!(stored.certification_required && !stored.samples_required);
    assert_eq!(stored.delivery_date.unwrap().to_string(), "2027-01-15");
    // Defaults of the spec when the optional choices are left out; the unit is the offer's own.
    let bare = json!({ "listingId": listing.id, "name": "A", "email": "a@b.test", "phone": "9876543210", "address": "x", "city": "y", "state": "z", "pincode": "411001", "quantity": 1 });
    let (_, answer) = send(&app, &token, &bare).await;
    let d = &answer["data"];
    assert_eq!(
        (d["unit"].as_str(), d["urgency"].as_str(), d["packagingPreference"].as_str(), d["paymentTerms"].as_str()),
        (Some(listing.unit.as_str()), Some("normal"), Some("standard"), Some("net30"))
    );
});

on_both_databases!(offers_that_are_not_open_are_refused, |backend: Backend| async move {
    let app = Spawn::new(backend).demo().start().await.unwrap();
    let (_, token) = app.buyer("closed@example.test").await;
    let before = product_enquiries::Entity::find().count(&app.db).await.unwrap();
    let refused = |answer: (u16, Value)| {
        assert_eq!(answer.0, 400, "{}", answer.1);
        assert_eq!(answer.1["message"], "This supplier's offer is no longer available");
    };
    refused(send(&app, &token, &form("00000000-0000-0000-0000-000000000000")).await);

    let listing = open_listing(&app).await;
    let mut row: vendor_listings::ActiveModel = listing.clone().into();
    row.is_active = Set(false);
    row.update(&app.db).await.unwrap();
    refused(send(&app, &token, &form(&listing.id)).await);
    let mut row: vendor_listings::ActiveModel = listing.clone().into();
    row.is_active = Set(true);
    row.update(&app.db).await.unwrap();

    let vendor = vendors::Entity::find_by_id(listing.vendor_id.clone()).one(&app.db).await.unwrap().unwrap();
    let mut blocked: vendors::ActiveModel = vendor.clone().into();
    blocked.is_blocked = Set(true);
    blocked.update(&app.db).await.unwrap();
    refused(send(&app, &token, &form(&listing.id)).await);

    let mut unverified: vendors::ActiveModel = vendor.clone().into();
    unverified.is_blocked = Set(false);
    unverified.is_verified = Set(false);
    unverified.update(&app.db).await.unwrap();
    refused(send(&app, &token, &form(&listing.id)).await);
    assert_eq!(product_enquiries::Entity::find().count(&app.db).await.unwrap(), before);
});

on_both_databases!(a_buyer_sees_only_their_own_enquiries_newest_first, |backend: Backend| async move {
    let app = Spawn::new(backend).demo().start().await.unwrap();
    let listing = open_listing(&app).await;
    let (mine_id, mine) = app.buyer("mine@example.test").await;
    let (_, theirs) = app.buyer("theirs@example.test").await;
    // Three in a row, well within one second: the list still knows their order.
    for quantity in [5, 7, 9] {
        let mut body = form(&listing.id);
        body["quantity"] = json!(quantity);
        assert_eq!(send(&app, &mine, &body).await.0, 201);
    }
    assert_eq!(send(&app, &theirs, &form(&listing.id)).await.0, 201);
    // Whether or not the clock turned a second between them, make it the same second for
    // all three: only the finer creation order can tell them apart now.
    let same_second = chrono::Utc::now().trunc_subsecs(0);
    product_enquiries::Entity::update_many()
        .col_expr(product_enquiries::Column::CreatedAt, Expr::value(same_second))
        .filter(product_enquiries::Column::UserId.eq(mine_id.as_str()))
        .exec(&app.db)
        .await
        .unwrap();

    let (status, body) = app.get_json_as("/api/v1/user/enquiry/user", &mine).await;
    assert_eq!(status, 200);
    assert_eq!(body["success"], true);
    let quantities: Vec<f64> =
        body["data"].as_array().unwrap().iter().map(|e| e["quantity"].as_f64().unwrap()).collect();
    assert_eq!(quantities, [9.0, 7.0, 5.0]);
    let (_, body) = app.get_json_as("/api/v1/user/enquiry/user", &theirs).await;
    assert_eq!(body["data"].as_array().unwrap().len(), 1);
    assert_eq!(app.get("/api/v1/user/enquiry/user").await.status().as_u16(), 401);
    assert_eq!(
        app.client
            .post(app.url("/api/v1/user/enquiry/create"))
            .json(&form(&listing.id))
            .send()
            .await
            .unwrap()
            .status()
            .as_u16(),
        401
    );
});

on_both_databases!(the_same_form_sent_twice_makes_one_enquiry, |backend: Backend| async move {
    let app = Spawn::new(backend).demo().start().await.unwrap();
    let listing = open_listing(&app).await;
    let (_, token) = app.buyer("double@example.test").await;
    let before = product_enquiries::Entity::find().count(&app.db).await.unwrap();
    let mut body = form(&listing.id);
    body["submissionKey"] = json!("3d7c1c8e-double-click");
    // A double click: both requests leave before either is answered.
    let (a, b) = tokio::join!(send(&app, &token, &body), send(&app, &token, &body));
    let statuses = [a.0, b.0];
    assert!(statuses.contains(&201) && statuses.iter().all(|s| *s == 200 || *s == 201), "{statuses:?}");
    assert_eq!(a.1["data"]["_id"], b.1["data"]["_id"]);
    // And without a key, the same form again at once.
    let mut plain = form(&listing.id);
    plain["quantity"] = json!(40);
    let first = send(&app, &token, &plain).await;
    let again = send(&app, &token, &plain).await;
    assert_eq!(first.1["data"]["_id"], again.1["data"]["_id"]);
    assert_eq!(product_enquiries::Entity::find().count(&app.db).await.unwrap(), before + 2);
    // Another buyer cannot reuse someone's key.
    let (_, other) = app.buyer("other-double@example.test").await;
    assert_eq!(send(&app, &other, &body).await.0, 409);
});

on_both_databases!(the_enquiry_page_needs_an_offer_and_a_signed_in_buyer, |backend: Backend| async move {
    let app = Spawn::new(backend).demo().start().await.unwrap();
    let listing = open_listing(&app).await;
    let response = app.get("/enquiry").await;
    assert_eq!((response.status().as_u16(), response.headers()["location"].to_str().unwrap()), (303, "/products"));
    let response = app.get(&format!("/enquiry?listing={}", listing.id)).await;
    assert_eq!(response.status().as_u16(), 303);
    let location = response.headers()["location"].to_str().unwrap().to_owned();
    assert_eq!(location, format!("/login?redirect=%2Fenquiry%3Flisting%3D{}", listing.id));
    app.buyer("page@example.test").await;
    let browser = app.new_browser();
    browser
        .post(app.url("/api/v1/user/login"))
        .json(&json!({ "email": "page@example.test", "password": "secret1" }))
        .send()
        .await
        .unwrap();
    let response = browser.get(app.url(&format!("/enquiry?listing={}", listing.id))).send().await.unwrap();
    assert_eq!(response.status().as_u16(), 200);
    let html = response.text().await.unwrap();
    assert!(html.contains(&listing.id) && html.contains("\"page\":\"enquiry\""));
    assert!(html.contains("1 Market Road"), "the buyer's address is offered");
    let (status, _) = app.get_text("/enquiries").await;
    assert_eq!(status, 200);
});

on_both_databases!(a_buyer_may_send_only_so_many_enquiries_an_hour, |backend: Backend| async move {
    let app = Spawn::new(backend).demo().start().await.unwrap();
    let listing = open_listing(&app).await;
    let (busy, token) = app.buyer("busy@example.test").await;
    // A new account's allowance: the lower one.
    let limit = domain::quotas::ENQUIRIES.young_account;
    for i in 0..limit {
        // Distinct forms: an identical one would be taken for a resubmission.
        let mut body = form(&listing.id);
        body["quantity"] = json!(10 + i);
        assert_eq!(send(&app, &token, &body).await.0, 201);
    }
    let mut one_more = form(&listing.id);
    one_more["quantity"] = json!(999);
    let (status, body) = send(&app, &token, &one_more).await;
    assert_eq!((status, body["message"].as_str()), (429, Some(domain::quotas::ENQUIRIES.refusal)));
    let stored = product_enquiries::Entity::find()
        .filter(product_enquiries::Column::UserId.eq(busy))
        .count(&app.db)
        .await
        .unwrap();
    assert_eq!(stored, u64::from(limit));
    // Another buyer has an allowance of its own.
    let (_, other) = app.buyer("calm@example.test").await;
    assert_eq!(send(&app, &other, &form(&listing.id)).await.0, 201);
});

on_both_databases!(a_sent_enquiry_is_found_by_the_admin_filter_from_its_words, |backend: Backend| async move {
    let app = Spawn::new(backend).demo().start().await.unwrap();
    let listing = open_listing(&app).await;
    let (_, token) = app.buyer("indexed@example.test").await;
    let mut body = form(&listing.id);
    body["name"] = json!("Zubeida Qureshi");
    body["email"] = json!("zq@qureshi-impex.test");
    let (status, answer) = send(&app, &token, &body).await;
    assert_eq!(status, 201, "{answer}");
    let (_, admin) = app.admin("filter-admin@example.test").await;
    let find = |q: &'static str| {
        let app = &app;
        let admin = admin.clone();
        async move {
            let (status, page) = app.get_json_as(&format!("/api/v1/user/enquiry?q={q}"), &admin).await;
            assert_eq!(status, 200, "{q}");
            page["total"].as_u64().unwrap()
        }
    };
    // The write path indexes the new row: a word's beginning, in any case, any field.
    for q in ["zubei", "QURESHI", "qureshi-imp", "zubeida%20qur"] {
        assert_eq!(find(q).await, 1, "{q}");
    }
    // Text inside a word that no word begins with is not a match; neither is an absent word.
    assert_eq!(find("beida").await, 0);
    assert_eq!(find("zubeida%20nobody").await, 0);
    let id = answer["data"]["_id"].as_str().expect("the new enquiry's id").to_owned();
    let words = foundation::entities::enquiry_words::Entity::find().all(&app.db).await.unwrap();
    assert!(words.iter().any(|w| w.term == "zubeida"));
    let response =
        app.client.delete(app.url(&format!("/api/v1/user/enquiry/{id}"))).bearer_auth(&admin).send().await.unwrap();
    assert_eq!(response.status().as_u16(), 200);
    assert_eq!(find("zubei").await, 0);
    let left = foundation::entities::enquiry_words::Entity::find().all(&app.db).await.unwrap();
    assert!(left.iter().all(|w| w.enquiry_id != id), "a deleted enquiry's words go with it");
});

// Reading one offer: an open one answers 200, one that is closed or was never there is not
// there to read (404, in the form's words), not a malformed request.
on_both_databases!(an_offer_that_is_not_open_is_not_found, |backend: Backend| async move {
    let app = Spawn::new(backend).demo().start().await.unwrap();
    let listing = open_listing(&app).await;
    let (status, body) = app.get_json(&format!("/api/v1/vendorProduct/offer/{}", listing.id)).await;
    assert_eq!((status, body["offer"]["listingId"].as_str()), (200, Some(listing.id.as_str())), "{body}");
    let (status, body) = app.get_json("/api/v1/vendorProduct/offer/no-such-listing").await;
    let unavailable = domain::enquiries::offer::OFFER_UNAVAILABLE;
    assert_eq!((status, body["message"].as_str()), (404, Some(unavailable)), "{body}");
    vendor_listings::Entity::update_many()
        .col_expr(vendor_listings::Column::IsActive, Expr::value(false))
        .filter(vendor_listings::Column::Id.eq(listing.id.as_str()))
        .exec(&app.db)
        .await
        .unwrap();
    let (status, _) = app.get_json(&format!("/api/v1/vendorProduct/offer/{}", listing.id)).await;
    assert_eq!(status, 404, "a closed offer");
});
