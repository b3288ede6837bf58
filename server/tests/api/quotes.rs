//! Requests to several suppliers and their quotes: one request makes one enquiry per
//! supplier, all or none; each supplier quotes only on its own; the buyer accepts one
//! quote, which closes the others and tells their suppliers; an expired quote stays out.

use chrono::{Days, Utc};
use foundation::entities::{enquiry_quotes, product_enquiries};
use reqwest::Method;
use sea_orm::{ActiveModelTrait, ColumnTrait, EntityTrait, IntoActiveModel, PaginatorTrait, QueryFilter, Set};
use serde_json::{json, Value};

use crate::helpers::{Backend, Spawn, TestApp};
use crate::mail_support::mail_to;
use crate::on_both_databases;
use crate::supplier_inbox::call;

/// A verified supplier's offer on the first variety of the demo catalogue, at `price` per kg.
async fn offer(app: &TestApp, email: &str, price: u32) -> (String, String) {
    let (_, products) = app.get_json("/api/v1/admin/product/getAllProducts").await;
    let product = &products["products"][0];
    let (_, token) = app.vendor(email, true).await;
    let body = json!({
        "product": product["_id"], "varietyId": product["varieties"][0]["_id"], "price": price,
        "location": "Nashik", "quantityAvailable": 1000, "unit": "kg",
    });
    let (status, answer) = call(app, Method::POST, "/api/v1/vendorProduct/add", &token, Some(body)).await;
    assert_eq!(status, 201, "{answer}");
    (token, answer["_id"].as_str().unwrap().to_owned())
}

fn request(listings: &[&str], key: &str) -> Value {
    json!({
        "listingIds": listings, "name": "Asha Buyer", "email": "asha@example.test", "phone": "+91 98765 43210",
        "address": "1 Market Road", "city": "Pune", "state": "MH", "pincode": "411001",
        "quantity": 2, "unit": "ton", "urgency": "normal", "packagingPreference": "standard",
        "paymentTerms": "net30", "submissionKey": key,
    })
}

fn quote(price: &str, valid_days: u64) -> Value {
    let until = Utc::now().date_naive().checked_add_days(Days::new(valid_days)).unwrap();
    json!({
        "price": price, "unit": "kg", "minOrder": 500, "validUntil": until.format("%Y-%m-%d").to_string(),
        "deliveryTerms": "12 days from order", "message": "Grade A, fresh harvest",
        "incoterm": "FOB", "namedPlace": "Nhava Sheva", "currency": "INR",
    })
}

async fn enquiries_of(app: &TestApp, user_id: &str) -> u64 {
    product_enquiries::Entity::find()
        .filter(product_enquiries::Column::UserId.eq(user_id))
        .count(&app.db)
        .await
        .unwrap()
}

fn ids(list: &Value) -> Vec<String> {
    list.as_array().unwrap().iter().map(|e| e["_id"].as_str().unwrap().to_owned()).collect()
}

/// Three suppliers' offers and a buyer's request to all three: (supplier tokens, enquiry
/// ids in the same order, buyer token).
async fn requested(app: &TestApp) -> (Vec<String>, Vec<String>, String) {
    let mut tokens = Vec::new();
    let mut listings = Vec::new();
    for (n, price) in [480, 500, 520].into_iter().enumerate() {
        let (token, listing) = offer(app, &format!("quotes{n}@suppliers.test"), price).await;
        tokens.push(token);
        listings.push(listing);
    }
    let (_, buyer) = app.buyer("asha@buyers.test").await;
    let refs: Vec<&str> = listings.iter().map(String::as_str).collect();
    let (status, answer) =
        call(app, Method::POST, "/api/v1/user/enquiry/request", &buyer, Some(request(&refs, "req-1"))).await;
    assert_eq!(status, 201, "{answer}");
    let by_listing = |listing: &str| {
        answer["data"].as_array().unwrap().iter().find(|e| e["supplier"]["listingId"] == listing).unwrap()["_id"]
            .as_str()
            .unwrap()
            .to_owned()
    };
    let enquiries = listings.iter().map(|l| by_listing(l)).collect();
    (tokens, enquiries, buyer)
}

on_both_databases!(a_request_reaches_three_suppliers_each_at_its_own_price, |backend: Backend| async move {
    let app = Spawn::new(backend).demo().start().await.unwrap();
    let mut listings = Vec::new();
    let mut tokens = Vec::new();
    for (n, price) in [480, 500, 520].into_iter().enumerate() {
        let (token, listing) = offer(&app, &format!("reach{n}@suppliers.test"), price).await;
        tokens.push(token);
        listings.push(listing);
    }
    let (buyer_id, buyer) = app.buyer("asha@buyers.test").await;
    let refs: Vec<&str> = listings.iter().map(String::as_str).collect();
    let (status, answer) =
        call(&app, Method::POST, "/api/v1/user/enquiry/request", &buyer, Some(request(&refs, "key-3"))).await;
    assert_eq!(status, 201, "{answer}");
    assert_eq!(answer["message"], "Quote request sent to 3 suppliers");
    let request_id = answer["requestId"].as_str().unwrap().to_owned();
    let made = answer["data"].as_array().unwrap();
    assert_eq!(made.len(), 3);
    for enquiry in made {
        assert_eq!(enquiry["requestId"], request_id.as_str());
        assert_eq!(enquiry["status"], "pending");
        let n = listings.iter().position(|l| enquiry["supplier"]["listingId"] == l.as_str()).unwrap();
        assert_eq!(enquiry["supplier"]["price"], json!([480.0, 500.0, 520.0][n]), "priced from its own offer");
    }
    // Each supplier's inbox holds its own enquiry only, and each was told once.
    for (n, token) in tokens.iter().enumerate() {
        let (status, inbox) = app.get_json_as("/api/v1/vendor/enquiry", token).await;
        assert_eq!(status, 200);
        let inbox = inbox["data"].as_array().unwrap();
        assert_eq!(inbox.len(), 1, "supplier {n}");
        assert_eq!(inbox[0]["supplier"]["listingId"], listings[n].as_str());
        assert_eq!(mail_to(&app, &format!("reach{n}@suppliers.test")).await.len(), 1);
    }
    // The same form again is the same request.
    let (status, again) =
        call(&app, Method::POST, "/api/v1/user/enquiry/request", &buyer, Some(request(&refs, "key-3"))).await;
    assert_eq!(status, 200, "{again}");
    assert_eq!(again["requestId"], request_id.as_str());
    assert_eq!(enquiries_of(&app, &buyer_id).await, 3);
    let (_, mine) = app.get_json_as("/api/v1/user/enquiry/user", &buyer).await;
    assert!(mine["data"].as_array().unwrap().iter().all(|e| e["requestId"] == request_id.as_str()));
});

on_both_databases!(a_request_that_cannot_reach_every_supplier_makes_no_enquiry, |backend: Backend| async move {
    let app = Spawn::new(backend).demo().start().await.unwrap();
    let (first_token, first) = offer(&app, "open@suppliers.test", 500).await;
    let (closing_token, closing) = offer(&app, "closing@suppliers.test", 510).await;
    let (_, third) = offer(&app, "third@suppliers.test", 520).await;
    let (buyer_id, buyer) = app.buyer("asha@buyers.test").await;
    let send = |listings: Vec<String>, key: &'static str| {
        let app = &app;
        let buyer = buyer.clone();
        async move {
            let refs: Vec<&str> = listings.iter().map(String::as_str).collect();
            call(app, Method::POST, "/api/v1/user/enquiry/request", &buyer, Some(request(&refs, key))).await
        }
    };
    // One offer goes: the request is refused whole.
    let path = format!("/api/v1/vendorProduct/delete/{closing}");
    let (status, answer) = call(&app, Method::DELETE, &path, &closing_token, None).await;
    assert_eq!(status, 200, "{answer}");
    let (status, answer) = send(vec![first.clone(), closing.clone(), third.clone()], "k1").await;
    assert_eq!((status, answer["message"].as_str()), (400, Some("This supplier's offer is no longer available")));
    // Two offers of one supplier, none, or more than five.
    let (_, second_of_first) = {
        let (_, products) = app.get_json("/api/v1/admin/product/getAllProducts").await;
        let product = &products["products"][0];
        let body = json!({
            "product": product["_id"], "varietyId": product["varieties"][0]["_id"], "price": 600,
            "location": "Pune", "quantityAvailable": 10, "unit": "kg",
        });
        let (s, a) = call(&app, Method::POST, "/api/v1/vendorProduct/add", &first_token, Some(body)).await;
        assert_eq!(s, 201, "{a}");
        (s, a["_id"].as_str().unwrap().to_owned())
    };
    let (status, answer) = send(vec![first.clone(), second_of_first, third.clone()], "k2").await;
    assert_eq!((status, answer["message"].as_str()), (400, Some("Choose one offer per supplier")));
    let (status, answer) = send(vec![], "k3").await;
    assert_eq!((status, answer["message"].as_str()), (400, Some("Choose up to 5 offers to request quotes from")));
    let six: Vec<String> = (0..6).map(|n| format!("listing-{n}")).collect();
    let (status, _) = send(six, "k4").await;
    assert_eq!(status, 400);
    // A request that would pass the hourly allowance is refused whole: all but two taken, 3 asked.
    let quota = &domain::quotas::ENQUIRIES;
    let sender = domain::quotas::Sender::buyer(&app.db, &buyer_id, None).await.unwrap();
    domain::quotas::take(&app.db, quota, &sender, quota.young_account - 2).await.unwrap();
    let (status, answer) = send(vec![first.clone(), third.clone(), closing.clone()], "k5").await;
    assert_eq!(status, 400, "a closed offer is refused before the allowance is counted: {answer}");
    let (status, answer) = send(vec![first.clone(), third.clone()], "k6").await;
    assert_eq!(status, 201, "two suppliers fit the allowance: {answer}");
    let (_, fourth) = offer(&app, "fourth@suppliers.test", 530).await;
    let (status, answer) = send(vec![first, third, fourth], "k7").await;
    assert_eq!((status, answer["message"].as_str()), (429, Some(domain::quotas::ENQUIRIES.refusal)));
    assert_eq!(enquiries_of(&app, &buyer_id).await, 2, "only the request that fitted made enquiries");
});

on_both_databases!(a_supplier_quotes_on_its_own_enquiry_only, |backend: Backend| async move {
    let app = Spawn::new(backend).demo().start().await.unwrap();
    let (tokens, enquiries, buyer) = requested(&app).await;
    let path = |id: &str| format!("/api/v1/vendor/enquiry/{id}/quote");
    // Another supplier's enquiry, an unknown one, a buyer and nobody.
    let (status, answer) = call(&app, Method::PUT, &path(&enquiries[0]), &tokens[1], Some(quote("450", 10))).await;
    assert_eq!((status, answer["message"].as_str()), (403, Some("This enquiry is addressed to another supplier")));
    let (status, _) = call(&app, Method::PUT, &path("no-such-enquiry"), &tokens[0], Some(quote("450", 10))).await;
    assert_eq!(status, 404);
    let (status, _) = call(&app, Method::PUT, &path(&enquiries[0]), &buyer, Some(quote("450", 10))).await;
    assert!(matches!(status, 401 | 403), "{status}");
    let response = app.client.put(app.url(&path(&enquiries[0]))).json(&quote("450", 10)).send().await.unwrap();
    assert_eq!(response.status().as_u16(), 401);
    // A quote that fails its checks, in the form's words.
    let mut bad = quote("4.505", 10);
    bad["unit"] = json!("litre");
    bad["deliveryTerms"] = json!(" ");
    let (status, answer) = call(&app, Method::PUT, &path(&enquiries[0]), &tokens[0], Some(bad)).await;
    assert_eq!(status, 400, "{answer}");
    for field in ["price", "unit", "deliveryTerms"] {
        assert!(answer["errors"][field].is_string(), "{field}: {answer}");
    }
    assert!(enquiry_quotes::Entity::find().all(&app.db).await.unwrap().is_empty(), "nothing stored");

    let (status, answer) = call(&app, Method::PUT, &path(&enquiries[0]), &tokens[0], Some(quote("450", 10))).await;
    assert_eq!((status, answer["message"].as_str()), (200, Some("Quote sent")), "{answer}");
    let sent = &answer["data"];
    assert_eq!(sent["status"], "processing", "a quote answers a pending enquiry");
    assert_eq!(sent["quote"]["revision"], 1);
    assert_eq!(sent["quote"]["pricePerKg"], json!({ "amount": 450.0, "currency": "INR" }));
    assert_eq!(sent["quote"]["total"], json!({ "amount": 900_000.0, "currency": "INR" }), "2 ton at ₹450/kg");
    let row = product_enquiries::Entity::find_by_id(enquiries[0].clone()).one(&app.db).await.unwrap().unwrap();
    let first_answer = row.first_answered_at.expect("the first answer is stamped");
    let (status, answer) = call(&app, Method::PUT, &path(&enquiries[0]), &tokens[0], Some(quote("440.50", 20))).await;
    assert_eq!((status, answer["message"].as_str()), (200, Some("Quote updated")));
    assert_eq!(answer["data"]["quote"]["revision"], 2);
    assert_eq!(answer["data"]["quote"]["price"], 440.5);
    let row = product_enquiries::Entity::find_by_id(enquiries[0].clone()).one(&app.db).await.unwrap().unwrap();
    assert_eq!(row.first_answered_at, Some(first_answer), "a revision is not a first answer");
    // The buyer sees the revised quote; the supplier was told twice.
    let (_, mine) = app.get_json_as("/api/v1/user/enquiry/user", &buyer).await;
    let quoted = mine["data"].as_array().unwrap().iter().find(|e| e["_id"] == enquiries[0].as_str()).unwrap();
    assert_eq!(quoted["quote"]["price"], 440.5);
    assert_eq!(quoted["quote"]["expired"], false);
    let to_buyer = mail_to(&app, "asha@buyers.test").await;
    // Bundled (one mail per enquiry per turn), every quote's notice is told.
    let told = |words: &str| to_buyer.iter().map(|m| m.text_body.matches(words).count()).sum::<usize>();
    assert_eq!((told("sent a quote"), told("revised its quote")), (1, 1), "one notice per quote");
});

on_both_databases!(accepting_a_quote_closes_the_others_and_tells_their_suppliers, |backend: Backend| async move {
    let app = Spawn::new(backend).demo().start().await.unwrap();
    let (tokens, enquiries, buyer) = requested(&app).await;
    for n in [0, 1] {
        let path = format!("/api/v1/vendor/enquiry/{}/quote", enquiries[n]);
        let (status, answer) = call(&app, Method::PUT, &path, &tokens[n], Some(quote("455", 15))).await;
        assert_eq!(status, 200, "{answer}");
    }
    let accept = |id: &str, token: &str| {
        let path = format!("/api/v1/user/enquiry/{id}/accept");
        let token = token.to_owned();
        let app = &app;
        async move { call(app, Method::POST, &path, &token, Some(json!({ "revision": 1 }))).await }
    };
    let (status, answer) = accept(&enquiries[2], &buyer).await;
    assert_eq!((status, answer["message"].as_str()), (409, Some("This supplier has not quoted yet")));
    let (_, stranger) = app.buyer("stranger@buyers.test").await;
    let (status, _) = accept(&enquiries[0], &stranger).await;
    assert_eq!(status, 404, "another buyer's enquiry is not there to accept");
    let before = [0, 1, 2].map(|n| format!("quotes{n}@suppliers.test"));
    let mut mails = Vec::new();
    for address in &before {
        mails.push(mail_to(&app, address).await.len());
    }

    let (status, answer) = accept(&enquiries[1], &buyer).await;
    assert_eq!((status, answer["message"].as_str()), (200, Some("Quote accepted")), "{answer}");
    let outcome =
        |id: &str| answer["data"].as_array().unwrap().iter().find(|e| e["_id"] == id).unwrap()["quoteOutcome"].clone();
    assert_eq!(outcome(&enquiries[1]), "accepted");
    assert_eq!(outcome(&enquiries[0]), "closed");
    assert_eq!(outcome(&enquiries[2]), "closed");
    for (n, address) in before.iter().enumerate() {
        let mail = mail_to(&app, address).await;
        assert_eq!(mail.len(), mails[n] + 1, "{address} is told once");
        let subject = &mail.last().unwrap().subject;
        if n == 1 {
            assert!(subject.starts_with("Your quote was accepted"), "{subject}");
        } else {
            assert!(subject.starts_with("Request closed"), "{subject}");
            let text = &mail.last().unwrap().text_body;
            assert!(text.contains("closed: another quote was accepted"), "{text}");
        }
    }
    // The third supplier's inbox shows its enquiry closed; quoting on it is refused.
    let (_, inbox) = app.get_json_as("/api/v1/vendor/enquiry", &tokens[2]).await;
    assert_eq!(inbox["data"][0]["quoteOutcome"], "closed");
    let path = format!("/api/v1/vendor/enquiry/{}/quote", enquiries[2]);
    let (status, answer) = call(&app, Method::PUT, &path, &tokens[2], Some(quote("400", 5))).await;
    assert_eq!((status, answer["message"].as_str()), (409, Some("This request is closed: another quote was accepted")));
    // The decision is made once.
    let (status, answer) = accept(&enquiries[0], &buyer).await;
    assert_eq!((status, answer["message"].as_str()), (409, Some("A quote was already accepted for this request")));
});

on_both_databases!(two_acceptances_at_once_decide_once, |backend: Backend| async move {
    let app = Spawn::new(backend).demo().start().await.unwrap();
    let (tokens, enquiries, buyer) = requested(&app).await;
    for n in 0..3 {
        let path = format!("/api/v1/vendor/enquiry/{}/quote", enquiries[n]);
        let (status, _) = call(&app, Method::PUT, &path, &tokens[n], Some(quote("455", 15))).await;
        assert_eq!(status, 200);
    }
    let tries = enquiries.iter().map(|id| {
        let path = format!("/api/v1/user/enquiry/{id}/accept");
        let buyer = buyer.clone();
        let app = &app;
        async move { call(app, Method::POST, &path, &buyer, Some(json!({ "revision": 1 }))).await.0 }
    });
    let mut statuses = futures_util::future::join_all(tries).await;
    statuses.sort();
    assert_eq!(statuses, [200, 409, 409]);
    let accepted = product_enquiries::Entity::find()
        .filter(product_enquiries::Column::QuoteOutcome.eq("accepted"))
        .count(&app.db)
        .await
        .unwrap();
    assert_eq!(accepted, 1);
    assert_eq!(ids(&app.get_json_as("/api/v1/user/enquiry/user", &buyer).await.1["data"]).len(), 3);
});

on_both_databases!(a_quote_past_its_validity_cannot_be_accepted, |backend: Backend| async move {
    let app = Spawn::new(backend).demo().start().await.unwrap();
    let (tokens, enquiries, buyer) = requested(&app).await;
    let path = format!("/api/v1/vendor/enquiry/{}/quote", enquiries[0]);
    let (status, _) = call(&app, Method::PUT, &path, &tokens[0], Some(quote("455", 1))).await;
    assert_eq!(status, 200);
    // Its day passes.
    let row = enquiry_quotes::Entity::find_by_id(enquiries[0].clone()).one(&app.db).await.unwrap().unwrap();
    let mut row = row.into_active_model();
    row.valid_until = Set(Utc::now().date_naive().checked_sub_days(Days::new(2)).unwrap());
    row.update(&app.db).await.unwrap();
    let (_, mine) = app.get_json_as("/api/v1/user/enquiry/user", &buyer).await;
    let quoted = mine["data"].as_array().unwrap().iter().find(|e| e["_id"] == enquiries[0].as_str()).unwrap();
    assert_eq!(quoted["quote"]["expired"], true, "marked expired");
    let accept = format!("/api/v1/user/enquiry/{}/accept", enquiries[0]);
    let (status, answer) = call(&app, Method::POST, &accept, &buyer, Some(json!({ "revision": 1 }))).await;
    assert_eq!(
        (status, answer["message"].as_str()),
        (409, Some("This quote has expired and can no longer be accepted"))
    );
    let decided = product_enquiries::Entity::find()
        .filter(product_enquiries::Column::QuoteOutcome.is_not_null())
        .count(&app.db)
        .await
        .unwrap();
    assert_eq!(decided, 0, "nothing was decided");
    // The supplier may quote again with a new date, and then it can be accepted.
    let (status, _) = call(&app, Method::PUT, &path, &tokens[0], Some(quote("455", 3))).await;
    assert_eq!(status, 200);
    let (status, _) = call(&app, Method::POST, &accept, &buyer, Some(json!({ "revision": 2 }))).await;
    assert_eq!(status, 200);
});
