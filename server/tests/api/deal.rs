//! A deal the buyer can trust: every amount states its currency (the quote, its revision,
//! the thread's event, the counter-offer, the notice mail, the CSV export), the buyer
//! accepts exactly the revision it read, an acceptance and a re-quote at the same moment
//! never both succeed, the demo has dated rates, and a spec-shaped edit of a box offer
//! keeps what the box holds.

use chrono::{Days, Utc};
use foundation::entities::{enquiry_quotes, exchange_rates, product_enquiries};
use reqwest::Method;
use sea_orm::{EntityTrait, PaginatorTrait};
use serde_json::{json, Value};

use crate::helpers::{Backend, Spawn, TestApp};
use crate::mail_support::mail_to;
use crate::on_both_databases;
use crate::supplier_inbox::call;
use crate::thread_support::{enquire, new_variety, send_quote, supplier_offering, thread};
use domain::enquiries::quote::{quote_changed, ALREADY_ACCEPTED};

fn dollar_quote(price: &str) -> Value {
    let until = Utc::now().date_naive().checked_add_days(Days::new(20)).unwrap();
    json!({
        "price": price, "unit": "kg", "minOrder": 500, "validUntil": until.format("%Y-%m-%d").to_string(),
        "deliveryTerms": "Vessel from Nhava Sheva within 3 weeks", "incoterm": "CIF", "namedPlace": "Jebel Ali",
        "currency": "USD",
    })
}

/// A buyer's enquiry on a new supplier's offer: (supplier token, enquiry id, buyer token).
async fn enquiry(app: &TestApp, n: usize) -> (String, String, String) {
    let variety = new_variety(app).await;
    let (_, supplier, listing) = supplier_offering(app, &format!("deal{n}@suppliers.test"), &variety, 300).await;
    let (_, buyer) = app.buyer(&format!("deal{n}@buyers.test")).await;
    let enquiry = enquire(app, &buyer, &listing, &format!("deal-{n}")).await;
    (supplier, enquiry, buyer)
}

fn accept_path(enquiry: &str) -> String {
    format!("/api/v1/user/enquiry/{enquiry}/accept")
}

on_both_databases!(a_dollar_quote_states_its_currency_everywhere, |backend: Backend| async move {
    let app = Spawn::new(backend).demo().start().await.unwrap();
    let (supplier, enquiry, buyer) = enquiry(&app, 0).await;
    // The demo's dated rates take a dollar quote without an admin setting one first.
    send_quote(&app, &supplier, &enquiry, dollar_quote("3.50")).await;

    let (status, page) = thread(&app, "user/enquiry", &enquiry, "", &buyer).await;
    assert_eq!(status, 200, "{page}");
    let quote = &page["data"]["enquiry"]["quote"];
    assert_eq!((&quote["price"], &quote["currency"]), (&json!(3.5), &json!("USD")));
    assert_eq!(quote["pricePerKg"], json!({ "amount": 3.5, "currency": "USD" }));
    assert_eq!(quote["comparable"], json!({ "amount": 3.5, "currency": "USD" }));
    assert_eq!(quote["total"], json!({ "amount": 7000.0, "currency": "USD" }), "2 tons at US$3.50 a kg");
    let rate_day = Utc::now().date_naive().format("%Y-%m-%d").to_string();
    assert_eq!(
        quote["converted"],
        json!({ "amount": 295.75, "currency": "INR", "rateDate": rate_day }),
        "US$3.50 at the demo's ₹84.50"
    );
    // Read with a euro cookie, the same quote is converted into euros, through rupees.
    let url = app.url(&format!("/api/v1/user/enquiry/{enquiry}/thread"));
    let euros = app.client.get(url).bearer_auth(&buyer).header("cookie", "currency=EUR").send().await.unwrap();
    let euros: Value = euros.json().await.unwrap();
    assert_eq!(euros["data"]["enquiry"]["quote"]["converted"]["currency"], "EUR");
    assert_eq!(euros["data"]["enquiry"]["quote"]["converted"]["amount"], 3.32, "₹295.75 at ₹89.20");

    let event = page["data"]["items"].as_array().unwrap().iter().find(|i| i["kind"] == "quoted").unwrap();
    assert_eq!(
        (&event["quote"]["currency"], &event["quote"]["incoterm"], &event["quote"]["namedPlace"]),
        (&json!("USD"), &json!("CIF"), &json!("Jebel Ali"))
    );
    assert_eq!((&event["quote"]["price"], &event["quote"]["revision"]), (&json!(3.5), &json!(1)));
    assert_eq!(event["quote"]["comparable"], json!({ "amount": 3.5, "currency": "USD" }));
    assert_eq!(event["quote"]["converted"], json!({ "amount": 295.75, "currency": "INR", "rateDate": rate_day }));

    let notice = mail_to(&app, "deal0@buyers.test").await;
    let notice = notice.iter().find(|m| m.text_body.contains("sent a quote")).expect("the buyer is told");
    assert!(notice.text_body.contains("US$3.50 / kg, ") || notice.text_body.contains("US$3.50 / kg"));
    assert!(notice.text_body.contains("CIF Jebel Ali"), "{}", notice.text_body);
    assert!(notice.text_body.contains("US$7,000.00"), "the total in dollars: {}", notice.text_body);
    assert!(notice.text_body.contains("≈ ₹295.75 / kg"), "{}", notice.text_body);
    assert!(!notice.text_body.contains("₹3.50"), "never a dollar amount with a rupee sign");

    // A counter-offer is made in the quote's currency, and mailed in it.
    let counter = json!({ "targetPrice": "3.20", "targetUnit": "kg", "message": "Can you do 3.20?" });
    let path = format!("/api/v1/user/enquiry/{enquiry}/counterOffer");
    let (status, item) = call(&app, Method::POST, &path, &buyer, Some(counter)).await;
    assert_eq!((status, &item["data"]["targetCurrency"]), (201, &json!("USD")), "{item}");
    let to_supplier = mail_to(&app, "deal0@suppliers.test").await;
    let text = &to_supplier.last().unwrap().text_body;
    assert!(text.contains("US$3.20 / kg"), "{text}");

    // The admins' CSV export names the quote with its currency and terms.
    let (_, admin) = app.admin("deal@tradehub.test").await;
    let csv = app
        .client
        .get(app.url("/api/v1/user/enquiry/export.csv"))
        .bearer_auth(&admin)
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(csv.contains("US$3.50 / kg, CIF Jebel Ali"), "{csv}");
    assert!(csv.contains(",USD,") && csv.contains("US$7,000.00"), "{csv}");
});

on_both_databases!(the_buyer_accepts_only_the_revision_it_read, |backend: Backend| async move {
    let app = Spawn::new(backend).demo().start().await.unwrap();
    let (supplier, enquiry, buyer) = enquiry(&app, 1).await;
    send_quote(&app, &supplier, &enquiry, dollar_quote("2.00")).await;
    send_quote(&app, &supplier, &enquiry, dollar_quote("9.99")).await;
    let path = accept_path(&enquiry);
    let (status, answer) = call(&app, Method::POST, &path, &buyer, None).await;
    assert_eq!(status, 400, "the revision read is required: {answer}");
    let (status, answer) = call(&app, Method::POST, &path, &buyer, Some(json!({ "revision": 1 }))).await;
    assert_eq!((status, answer["message"].as_str()), (409, Some(quote_changed(2).as_str())));
    let row = product_enquiries::Entity::find_by_id(enquiry.clone()).one(&app.db).await.unwrap().unwrap();
    assert_eq!(row.quote_outcome, None, "nothing was accepted");
    let (status, answer) = call(&app, Method::POST, &path, &buyer, Some(json!({ "revision": 2 }))).await;
    assert_eq!(status, 200, "{answer}");
    // Once accepted, the quote cannot change under the buyer.
    let quote_path = format!("/api/v1/vendor/enquiry/{enquiry}/quote");
    let (status, answer) = call(&app, Method::PUT, &quote_path, &supplier, Some(dollar_quote("12.00"))).await;
    assert_eq!((status, answer["message"].as_str()), (409, Some(ALREADY_ACCEPTED)));
    let kept = enquiry_quotes::Entity::find_by_id(enquiry).one(&app.db).await.unwrap().unwrap();
    assert_eq!((kept.revision, kept.price_paise), (2, 999));
});

on_both_databases!(an_acceptance_and_a_requote_at_once_never_both_succeed, |backend: Backend| async move {
    let app = Spawn::new(backend).demo().start().await.unwrap();
    let variety = new_variety(&app).await;
    let (_, supplier, listing) = supplier_offering(&app, "race@suppliers.test", &variety, 300).await;
    let (mut accepted, mut revised) = (0, 0);
    let mut buyer = String::new();
    for round in 0..50 {
        // A new account sends at most 10 enquiries an hour: a new buyer every 9 rounds.
        if round % 9 == 0 {
            buyer = app.buyer(&format!("race{round}@buyers.test")).await.1;
        }
        let enquiry = enquire(&app, &buyer, &listing, &format!("race-{round}")).await;
        send_quote(&app, &supplier, &enquiry, dollar_quote("3.00")).await;
        let accept_path = accept_path(&enquiry);
        let accept = call(&app, Method::POST, &accept_path, &buyer, Some(json!({ "revision": 1 })));
        let quote_path = format!("/api/v1/vendor/enquiry/{enquiry}/quote");
        let requote = call(&app, Method::PUT, &quote_path, &supplier, Some(dollar_quote("4.00")));
        let ((accept, accept_answer), (requote, requote_answer)) = tokio::join!(accept, requote);
        let said = format!("round {round}: {accept} {accept_answer} / {requote} {requote_answer}");
        assert_eq!([accept, requote].iter().filter(|s| **s == 200).count(), 1, "{said}");
        assert!([accept, requote].iter().all(|s| matches!(s, 200 | 409)), "{said}");
        let row = product_enquiries::Entity::find_by_id(enquiry.clone()).one(&app.db).await.unwrap().unwrap();
        let quote = enquiry_quotes::Entity::find_by_id(enquiry).one(&app.db).await.unwrap().unwrap();
        if accept == 200 {
            accepted += 1;
            assert_eq!((row.quote_outcome.map(|o| o.to_string()), quote.revision), (Some("accepted".into()), 1));
        } else {
            revised += 1;
            assert_eq!((row.quote_outcome, quote.revision), (None, 2), "round {round}");
        }
    }
    assert_eq!(accepted + revised, 50);
});

on_both_databases!(the_demo_has_dated_rates_for_every_currency, |backend: Backend| async move {
    let app = Spawn::new(backend).demo().start().await.unwrap();
    let rates = exchange_rates::Entity::find().all(&app.db).await.unwrap();
    let mut codes: Vec<String> = rates.iter().map(|r| r.currency.to_string()).collect();
    codes.sort();
    assert_eq!(codes, ["AED", "EUR", "GBP", "USD"]);
    assert!(rates.iter().all(|r| r.inr_micros > 0 && r.set_by.is_none()), "demonstration figures, set by no admin");
    assert_eq!(exchange_rates::Entity::find().count(&app.db).await.unwrap(), 4);
});

on_both_databases!(
    a_spec_shaped_edit_keeps_a_boxs_content_and_quintals_are_offer_units,
    |backend: Backend| async move {
        let app = Spawn::new(backend).demo().start().await.unwrap();
        let (product, variety) = new_variety(&app).await;
        let (_, token) = app.vendor("boxes@suppliers.test", true).await;
        let boxed = json!({
            "product": product, "varietyId": variety, "price": 1380, "unit": "box", "packContent": 5,
            "location": "Ratnagiri", "quantityAvailable": 300,
        });
        let (status, answer) = call(&app, Method::POST, "/api/v1/vendorProduct/add", &token, Some(boxed)).await;
        assert_eq!(status, 201, "{answer}");
        let id = answer["_id"].as_str().unwrap().to_owned();
        // The spec's edit form: no pack content, the same unit.
        let edit = json!({
            "product": product, "varietyId": variety, "price": 1450, "unit": "box",
            "location": "Ratnagiri", "quantityAvailable": 250,
        });
        let path = format!("/api/v1/vendorProduct/{id}");
        let (status, answer) = call(&app, Method::PUT, &path, &token, Some(edit.clone())).await;
        assert_eq!(status, 200, "{answer}");
        let row =
            foundation::entities::vendor_listings::Entity::find_by_id(id.clone()).one(&app.db).await.unwrap().unwrap();
        assert_eq!((row.pack_content_milli, row.comparable_paise), (Some(5_000), Some(29_000)), "₹1,450 a 5 kg box");
        // A new unit that is a pack must say what it holds.
        let mut packet = edit;
        packet["unit"] = json!("packet");
        let (status, answer) = call(&app, Method::PUT, &path, &token, Some(packet)).await;
        assert_eq!((status, answer["errors"]["packContent"].is_string()), (400, true), "{answer}");
        // Quintals are an offer unit, compared per kilogram.
        let quintal = json!({
            "product": product, "varietyId": variety, "price": 4800, "unit": "quintal",
            "location": "Nashik", "quantityAvailable": 40,
        });
        let (status, answer) = call(&app, Method::POST, "/api/v1/vendorProduct/add", &token, Some(quintal)).await;
        assert_eq!(status, 201, "{answer}");
        let id = answer["_id"].as_str().unwrap().to_owned();
        let row = foundation::entities::vendor_listings::Entity::find_by_id(id).one(&app.db).await.unwrap().unwrap();
        assert_eq!(row.comparable_paise, Some(4_800), "₹4,800 a quintal is ₹48 a kg");
    }
);

on_both_databases!(a_page_in_a_currency_is_never_a_shared_copy, |backend: Backend| async move {
    let app = Spawn::new(backend).demo().start().await.unwrap();
    let plain = app.client.get(app.url("/products")).send().await.unwrap();
    let header = |r: &reqwest::Response, name: &str| r.headers().get(name).unwrap().to_str().unwrap().to_owned();
    assert_eq!(header(&plain, "cache-control"), "public, max-age=0, must-revalidate");
    assert_eq!(header(&plain, "vary"), "Accept-Encoding, Cookie", "a shared cache keys the copy by the cookie");
    let dollars = app.client.get(app.url("/products")).header("cookie", "currency=USD").send().await.unwrap();
    assert!(header(&dollars, "cache-control").starts_with("private"), "a page in dollars is the reader's own");
    assert_eq!(header(&dollars, "vary"), "Accept-Encoding, Cookie");
});
