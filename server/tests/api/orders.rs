//! Orders after acceptance: every accepted quote places exactly one order that freezes the
//! revision and both parties; its milestones move by rules (the right side, in order, one
//! at a time); payments are recorded lines from the terms, mailed once when overdue; trade
//! documents are checked as conversation files are; lists are paged and filtered; and only
//! the order's two sides and admins read it.

use chrono::{Datelike, Days, Utc};
use foundation::entities::{admin_activity, enquiry_quotes, order_payments, orders};
use reqwest::multipart::{Form, Part};
use reqwest::Method;
use sea_orm::{ActiveModelTrait, ColumnTrait, EntityTrait, IntoActiveModel, PaginatorTrait, QueryFilter, Set};
use serde_json::{json, Value};

use crate::helpers::{Backend, Spawn, TestApp};
use crate::mail_support::mail_to;
use crate::on_both_databases;
use crate::supplier_inbox::call;
use crate::supplier_support::{pdf, png};
use crate::thread_support::{form, new_variety, quote, send_quote, supplier_offering};
use domain::enquiries::quote::ALREADY_ACCEPTED;
use domain::orders::payments::{send_overdue, ALREADY_SENT};
use domain::orders::steps::{ADVANCE_FIRST, NOT_AFTER_SHIPMENT, UNPAID};
use domain::quotas;

/// One accepted quote and its order: both sides' tokens and ids, the enquiry, the order.
pub(crate) struct Deal {
    buyer: String,
    buyer_id: String,
    supplier: String,
    supplier_id: String,
    enquiry: String,
    pub(crate) order: String,
}

/// A buyer's enquiry (2 tons, on `terms`) to a new supplier's offer, quoted at ₹300 a kg
/// FOB Nhava Sheva; the quote is not accepted yet: (buyer, buyer id, supplier, supplier id, enquiry).
async fn quoted(app: &TestApp, n: usize, terms: &str) -> (String, String, String, String, String) {
    let variety = new_variety(app).await;
    let (supplier_id, supplier, listing) =
        supplier_offering(app, &format!("order{n}@suppliers.test"), &variety, 300).await;
    let (buyer_id, buyer) = app.buyer(&format!("order{n}@buyers.test")).await;
    let mut body = form(&format!("order-{n}"));
    body["listingId"] = json!(listing);
    body["paymentTerms"] = json!(terms);
    let (status, answer) = call(app, Method::POST, "/api/v1/user/enquiry/create", &buyer, Some(body)).await;
    assert_eq!(status, 201, "{answer}");
    let enquiry = answer["data"]["_id"].as_str().unwrap().to_owned();
    send_quote(app, &supplier, &enquiry, quote("300", 20)).await;
    (buyer, buyer_id, supplier, supplier_id, enquiry)
}

async fn accept(app: &TestApp, buyer: &str, enquiry: &str) -> (u16, Value) {
    let path = format!("/api/v1/user/enquiry/{enquiry}/accept");
    call(app, Method::POST, &path, buyer, Some(json!({ "revision": 1 }))).await
}

pub(crate) async fn deal(app: &TestApp, n: usize, terms: &str) -> Deal {
    let (buyer, buyer_id, supplier, supplier_id, enquiry) = quoted(app, n, terms).await;
    let (status, answer) = accept(app, &buyer, &enquiry).await;
    assert_eq!(status, 200, "{answer}");
    let (status, order) = app.get_json_as(&format!("/api/v1/user/enquiry/{enquiry}/order"), &buyer).await;
    assert_eq!(status, 200, "{order}");
    let order = order["data"]["_id"].as_str().unwrap().to_owned();
    assert_eq!(answer["order"]["_id"], json!(order), "the acceptance names the order it placed");
    assert!(answer["order"]["number"].as_str().unwrap().starts_with("TH-"), "{answer}");
    Deal { buyer, buyer_id, supplier, supplier_id, enquiry, order }
}

/// The text a well-known reader finds in a PDF, once qpdf has checked its structure
/// (`scripts/install-deps.sh` installs both).
fn read_by_poppler(app: &TestApp, bytes: &[u8]) -> String {
    let file = app.data_dir.path().join("proforma-read.pdf");
    std::fs::write(&file, bytes).unwrap();
    let run = |program: &str, args: &[&std::ffi::OsStr]| {
        let out = std::process::Command::new(program)
            .args(args)
            .output()
            .unwrap_or_else(|e| panic!("{program} (scripts/install-deps.sh installs it): {e}"));
        assert!(out.status.success(), "{program}: {}", String::from_utf8_lossy(&out.stderr));
        String::from_utf8_lossy(&out.stdout).into_owned()
    };
    run("qpdf", &["--check".as_ref(), file.as_os_str()]);
    run("pdftotext", &[file.as_os_str(), "-".as_ref()])
}

/// A step by one side: `area` is `user` or `vendor`.
async fn step(app: &TestApp, area: &str, token: &str, order: &str, body: Value) -> (u16, Value) {
    call(app, Method::POST, &format!("/api/v1/{area}/orders/{order}/steps"), token, Some(body)).await
}

fn statuses(order: &Value) -> Vec<String> {
    order["data"]["events"].as_array().unwrap().iter().map(|e| e["status"].as_str().unwrap().to_owned()).collect()
}

fn in_days(days: u64) -> String {
    Utc::now().date_naive().checked_add_days(Days::new(days)).unwrap().format("%Y-%m-%d").to_string()
}

async fn upload(
    app: &TestApp,
    area: &str,
    token: &str,
    order: &str,
    kind: &str,
    file: (&str, Vec<u8>),
) -> (u16, Value) {
    let form = Form::new()
        .text("kind", kind.to_owned())
        .part("file", Part::bytes(file.1).file_name(file.0.to_owned()).mime_str("application/octet-stream").unwrap());
    let url = app.url(&format!("/api/v1/{area}/orders/{order}/documents"));
    let response = app.client.post(url).bearer_auth(token).multipart(form).send().await.unwrap();
    let status = response.status().as_u16();
    (status, response.json().await.unwrap_or(Value::Null))
}

on_both_databases!(an_acceptance_places_one_order_that_freezes_the_quote, |backend: Backend| async move {
    let app = Spawn::new(backend).start().await.unwrap();
    let d = deal(&app, 0, "net30").await;
    let (status, order) = app.get_json_as(&format!("/api/v1/user/orders/{}", d.order), &d.buyer).await;
    assert_eq!(status, 200, "{order}");
    let o = &order["data"];
    let number = o["number"].as_str().unwrap();
    let year = Utc::now().year();
    assert!(number.starts_with(&format!("TH-{year}-")) && number.len() == 14, "{number}");
    assert!(number[8..].chars().all(|c| c.is_ascii_digit()), "{number}");
    assert_eq!((&o["status"], &o["enquiryId"]), (&json!("placed"), &json!(d.enquiry)));
    assert_eq!((&o["quantity"], &o["unit"], &o["priceUnit"]), (&json!(2.0), &json!("ton"), &json!("kg")));
    assert_eq!(o["price"], json!({ "amount": 300.0, "currency": "INR" }));
    assert_eq!(o["total"], json!({ "amount": 600000.0, "currency": "INR" }), "2 tons at ₹300 a kg");
    assert_eq!((&o["incoterm"], &o["namedPlace"]), (&json!("FOB"), &json!("Nhava Sheva")));
    assert_eq!((&o["paymentTerms"], &o["quoteRevision"]), (&json!("net30"), &json!(1)));
    assert_eq!(o["quoteValidUntil"], in_days(20));
    assert_eq!((&o["buyer"]["name"], &o["buyer"]["email"]), (&json!("Asha Buyer"), &json!("asha@example.test")));
    assert!(o["buyer"]["address"].as_str().unwrap().contains("1 Market Road, Pune"), "{o}");
    assert_eq!(o["supplier"]["email"], "order0@suppliers.test");
    assert_eq!(statuses(&order), ["placed"]);
    let lines = o["payments"].as_array().unwrap();
    assert_eq!(lines.len(), 1, "net 30: one line");
    assert_eq!((&lines[0]["part"], &lines[0]["percent"]), (&json!("full"), &json!(100)));
    assert_eq!(lines[0]["amount"], json!({ "amount": 600000.0, "currency": "INR" }));
    assert_eq!(lines[0]["dueOn"], in_days(30));

    // One order per enquiry: a second acceptance is refused, a re-quote too, and the
    // quote's row changed behind the site's back changes nothing on the order.
    let (status, _) = accept(&app, &d.buyer, &d.enquiry).await;
    assert_eq!(status, 409);
    let path = format!("/api/v1/vendor/enquiry/{}/quote", d.enquiry);
    let (status, answer) = call(&app, Method::PUT, &path, &d.supplier, Some(quote("999", 20))).await;
    assert_eq!((status, answer["message"].as_str()), (409, Some(ALREADY_ACCEPTED)));
    let mut row =
        enquiry_quotes::Entity::find_by_id(d.enquiry.clone()).one(&app.db).await.unwrap().unwrap().into_active_model();
    row.price_paise = Set(99_900);
    row.revision = Set(2);
    row.update(&app.db).await.unwrap();
    let count = orders::Entity::find().filter(orders::Column::EnquiryId.eq(d.enquiry.as_str())).count(&app.db).await;
    assert_eq!(count.unwrap(), 1);
    let (_, again) = app.get_json_as(&format!("/api/v1/vendor/orders/{}", d.order), &d.supplier).await;
    assert_eq!((&again["data"]["price"]["amount"], &again["data"]["quoteRevision"]), (&json!(300.0), &json!(1)));

    // Nobody else reads it: another buyer or supplier finds nothing; an admin reads it.
    let (_, other_buyer) = app.buyer("nosy@buyers.test").await;
    let (_, other_supplier) = app.vendor("nosy@suppliers.test", true).await;
    let (_, admin) = app.admin("orders@admins.test").await;
    let (status, _) = app.get_json_as(&format!("/api/v1/user/orders/{}", d.order), &other_buyer).await;
    assert_eq!(status, 404);
    let (status, _) = app.get_json_as(&format!("/api/v1/vendor/orders/{}", d.order), &other_supplier).await;
    assert_eq!(status, 404);
    let (status, _) = app.get_json_as(&format!("/api/v1/user/enquiry/{}/order", d.enquiry), &other_buyer).await;
    assert_eq!(status, 404);
    let (status, _) = app.get_json_as(&format!("/api/v1/vendor/orders/{}", d.order), &d.buyer).await;
    assert!(status == 401 || status == 403, "a buyer on the supplier's call: {status}");
    let (status, _) = app.get_json_as(&format!("/api/v1/admin/orders/{}", d.order), &admin).await;
    assert_eq!(status, 200);
    let (status, _) = app.get_json_as("/api/v1/admin/orders", &d.buyer).await;
    assert_eq!(status, 403);
    let (status, body) = app.get_json_as("/api/v1/user/orders", &other_buyer).await;
    assert_eq!((status, body["data"].as_array().unwrap().len()), (200, 0));
});

on_both_databases!(parallel_acceptances_get_distinct_numbers, |backend: Backend| async move {
    let app = Spawn::new(backend).start().await.unwrap();
    let mut pending = Vec::new();
    for n in 0..6 {
        pending.push(quoted(&app, 10 + n, "net15").await);
    }
    let answers =
        futures_util::future::join_all(pending.iter().map(|(buyer, _, _, _, e)| accept(&app, buyer, e))).await;
    for (status, answer) in &answers {
        assert_eq!(*status, 200, "{answer}");
    }
    let rows = orders::Entity::find().all(&app.db).await.unwrap();
    assert_eq!(rows.len(), 6);
    let mut numbers: Vec<String> = rows.iter().map(|o| o.number.clone()).collect();
    numbers.sort();
    numbers.dedup();
    assert_eq!(numbers.len(), 6, "every number once: {numbers:?}");
    let ranks: Vec<u32> = numbers.iter().map(|n| n[8..].parse().unwrap()).collect();
    assert_eq!(ranks, (1..=6).collect::<Vec<u32>>(), "counted from 1 without gaps");
});

on_both_databases!(each_side_moves_its_own_steps_in_order, |backend: Backend| async move {
    let app = Spawn::new(backend).start().await.unwrap();
    let d = deal(&app, 20, "advance").await;
    let (_, order) = app.get_json_as(&format!("/api/v1/user/orders/{}", d.order), &d.buyer).await;
    let lines = order["data"]["payments"].as_array().unwrap();
    assert_eq!(lines.len(), 2, "advance: 30% now, the balance against documents");
    assert_eq!((&lines[0]["part"], &lines[0]["amount"]["amount"]), (&json!("advance"), &json!(180000.0)));
    assert_eq!((&lines[0]["dueOn"], &lines[1]["dueOn"]), (&json!(in_days(7)), &Value::Null));
    assert_eq!((&lines[1]["part"], &lines[1]["amount"]["amount"]), (&json!("balance"), &json!(420000.0)));

    // The wrong side: 403 in words; out of order: 409 in words.
    let (status, answer) = step(&app, "user", &d.buyer, &d.order, json!({ "step": "confirmed" })).await;
    assert_eq!((status, answer["message"].as_str()), (403, Some("Only the supplier can mark an order confirmed")));
    let (status, answer) = step(&app, "vendor", &d.supplier, &d.order, json!({ "step": "delivered" })).await;
    assert_eq!((status, answer["message"].as_str()), (403, Some("Only the buyer can mark an order delivered")));
    let (status, answer) = step(&app, "vendor", &d.supplier, &d.order, json!({ "step": "ready_to_ship" })).await;
    assert_eq!(
        (status, answer["message"].as_str()),
        (409, Some("This order is placed: it cannot be marked ready to ship now"))
    );
    let (status, _) = step(&app, "vendor", &d.supplier, &d.order, json!({ "step": "sailing" })).await;
    assert_eq!(status, 400);

    // Two identical steps at once: one moves the order, the other finds it moved.
    let confirm = json!({ "step": "confirmed", "note": "Packing starts Monday" });
    let (a, b) = tokio::join!(
        step(&app, "vendor", &d.supplier, &d.order, confirm.clone()),
        step(&app, "vendor", &d.supplier, &d.order, confirm.clone())
    );
    let mut both = [a.0, b.0];
    both.sort_unstable();
    assert_eq!(both, [200, 409], "{a:?} {b:?}");
    let mail = mail_to(&app, "order20@buyers.test").await;
    let moved = mail.iter().find(|m| m.text_body.contains("marked order TH-")).expect("the buyer is told");
    assert!(moved.text_body.contains(&format!("/profile/orders/{}", d.order)), "{}", moved.text_body);
    assert!(moved.text_body.contains("Packing starts Monday"));

    // Production waits for the advance, which the supplier's record of it moves on.
    let (status, answer) = step(&app, "vendor", &d.supplier, &d.order, json!({ "step": "in_production" })).await;
    assert_eq!((status, answer["message"].as_str()), (409, Some(ADVANCE_FIRST)));
    let sent = format!("/api/v1/user/orders/{}/payments/1/sent", d.order);
    let (status, _) = call(&app, Method::POST, &sent, &d.buyer, Some(json!({ "note": "SWIFT 123" }))).await;
    assert_eq!(status, 200);
    let (status, answer) = call(&app, Method::POST, &sent, &d.buyer, Some(json!({}))).await;
    assert_eq!((status, answer["message"].as_str()), (409, Some(ALREADY_SENT)));
    let to_supplier = mail_to(&app, "order20@suppliers.test").await;
    assert!(to_supplier.iter().any(|m| m.text_body.contains("marked the advance payment of ₹1,80,000.00")));
    let received = format!("/api/v1/vendor/orders/{}/payments/1/received", d.order);
    let (status, _) = call(&app, Method::POST, &received, &d.buyer, None).await;
    assert!(status == 401 || status == 403, "the buyer cannot mark it received: {status}");
    let (status, answer) = call(&app, Method::POST, &received, &d.supplier, None).await;
    assert_eq!((status, &answer["data"]["status"]), (200, &json!("advance_received")), "{answer}");
    assert!(answer["data"]["payments"][0]["receivedAt"].is_string());

    for next in ["in_production", "ready_to_ship"] {
        let (status, answer) = step(&app, "vendor", &d.supplier, &d.order, json!({ "step": next })).await;
        assert_eq!((status, &answer["data"]["status"]), (200, &json!(next)), "{answer}");
    }
    let (status, answer) = step(&app, "vendor", &d.supplier, &d.order, json!({ "step": "shipped" })).await;
    assert_eq!(status, 400);
    assert_eq!(answer["errors"]["carrier"], "Carrier is required");
    assert_eq!(answer["errors"]["transportDocument"], "B/L or AWB number is required");
    let shipped = json!({
        "step": "shipped", "carrier": "Maersk", "vessel": "Maersk Kolkata", "transportDocument": "MAEU123456789",
        "container": "MSKU7654321", "etd": in_days(2), "eta": in_days(20),
    });
    let (status, answer) = step(&app, "vendor", &d.supplier, &d.order, shipped).await;
    assert_eq!(status, 200, "{answer}");
    let shipment = &answer["data"]["shipment"];
    assert_eq!((&shipment["carrier"], &shipment["transportDocument"]), (&json!("Maersk"), &json!("MAEU123456789")));
    assert_eq!(shipment["eta"], in_days(20));
    assert_eq!(answer["data"]["payments"][1]["dueOn"], in_days(7), "the balance falls due against documents");
    let (status, answer) =
        step(&app, "user", &d.buyer, &d.order, json!({ "step": "cancelled", "reason": "Too late" })).await;
    assert_eq!((status, answer["message"].as_str()), (409, Some(NOT_AFTER_SHIPMENT)));
    let (status, _) = step(&app, "user", &d.buyer, &d.order, json!({ "step": "delivered" })).await;
    assert_eq!(status, 409, "not before it arrived");
    let (status, _) = step(&app, "vendor", &d.supplier, &d.order, json!({ "step": "arrived" })).await;
    assert_eq!(status, 200);
    let (status, _) = step(&app, "user", &d.buyer, &d.order, json!({ "step": "delivered" })).await;
    assert_eq!(status, 200);
    let (status, answer) = step(&app, "vendor", &d.supplier, &d.order, json!({ "step": "closed" })).await;
    assert_eq!((status, answer["message"].as_str()), (409, Some(UNPAID)));
    let balance = format!("/api/v1/vendor/orders/{}/payments/2/received", d.order);
    assert_eq!(call(&app, Method::POST, &balance, &d.supplier, None).await.0, 200);
    let (status, order) = step(&app, "vendor", &d.supplier, &d.order, json!({ "step": "closed" })).await;
    assert_eq!(status, 200, "{order}");
    assert_eq!(
        statuses(&order),
        [
            "placed",
            "confirmed",
            "advance_received",
            "in_production",
            "ready_to_ship",
            "shipped",
            "arrived",
            "delivered",
            "closed"
        ]
    );
    let events = order["data"]["events"].as_array().unwrap();
    assert_eq!((&events[1]["party"], &events[1]["actorId"]), (&json!("supplier"), &json!(d.supplier_id)));
    assert_eq!((&events[7]["party"], &events[7]["actorId"]), (&json!("buyer"), &json!(d.buyer_id)));

    // The supplier's insights and the site's count the order, its value and its pace.
    let (status, insights) = app.get_json_as("/api/v1/vendor/insights", &d.supplier).await;
    assert_eq!(status, 200, "{insights}");
    let orders = &insights["data"]["orders"];
    assert_eq!(orders["orders"], 1);
    assert_eq!(orders["value"], json!([{ "amount": 600_000.0, "currency": "INR" }]), "2 tons at ₹300 a kg");
    assert_eq!((orders["daysToShipment"].as_f64(), orders["daysToDelivery"].as_f64()), (Some(0.0), Some(0.0)));
    let (_, admin) = app.admin("orders@admins.test").await;
    let (status, site) = app.get_json_as("/api/v1/admin/insights", &admin).await;
    assert_eq!(status, 200, "{site}");
    assert_eq!(site["data"]["orders"]["byStatus"], json!([{ "status": "closed", "count": 1 }]));
    let month = Utc::now().format("%Y-%m").to_string();
    let by_month = json!([{ "month": month, "orders": 1, "value": [{ "amount": 600_000.0, "currency": "INR" }] }]);
    assert_eq!(site["data"]["orders"]["byMonth"], by_month);
});

on_both_databases!(an_order_is_cancelled_only_before_shipment_and_with_a_reason, |backend: Backend| async move {
    let app = Spawn::new(backend).start().await.unwrap();
    let d = deal(&app, 30, "net30").await;
    let (status, answer) = step(&app, "user", &d.buyer, &d.order, json!({ "step": "cancelled" })).await;
    assert_eq!((status, answer["errors"]["reason"].as_str()), (400, Some("Say why the order is cancelled")));
    let (status, _) = step(&app, "vendor", &d.supplier, &d.order, json!({ "step": "confirmed" })).await;
    assert_eq!(status, 200);
    let cancel = json!({ "step": "cancelled", "reason": "Found a nearer supplier" });
    let (status, answer) = step(&app, "user", &d.buyer, &d.order, cancel).await;
    assert_eq!((status, &answer["data"]["status"]), (200, &json!("cancelled")), "{answer}");
    assert_eq!(answer["data"]["cancelReason"], "Found a nearer supplier");
    let (status, _) = step(&app, "vendor", &d.supplier, &d.order, json!({ "step": "in_production" })).await;
    assert_eq!(status, 409);
    let sent = format!("/api/v1/user/orders/{}/payments/1/sent", d.order);
    assert_eq!(call(&app, Method::POST, &sent, &d.buyer, Some(json!({}))).await.0, 409);
    let mail = mail_to(&app, "order30@suppliers.test").await;
    let told = mail.iter().find(|m| m.text_body.contains("Found a nearer supplier")).expect("the supplier is told why");
    assert!(told.text_body.contains(&format!("/vendor/orders/{}", d.order)), "{}", told.text_body);
});

on_both_databases!(an_admin_corrects_an_order_with_a_note_in_the_activity_log, |backend: Backend| async move {
    let app = Spawn::new(backend).start().await.unwrap();
    let d = deal(&app, 40, "net30").await;
    let (admin_id, admin) = app.admin("fixer@admins.test").await;
    let path = format!("/api/v1/admin/orders/{}/status", d.order);
    let (status, answer) = call(&app, Method::POST, &path, &admin, Some(json!({ "status": "shipped" }))).await;
    assert_eq!((status, answer["errors"]["note"].as_str()), (400, Some("Say why you correct this order")));
    let (status, _) =
        call(&app, Method::POST, &path, &d.supplier, Some(json!({ "status": "shipped", "note": "x" }))).await;
    assert_eq!(status, 403);
    let body = json!({ "status": "shipped", "note": "Supplier shipped offline; B/L by mail" });
    let (status, answer) = call(&app, Method::POST, &path, &admin, Some(body)).await;
    assert_eq!((status, &answer["data"]["status"]), (200, &json!("shipped")), "{answer}");
    let last = answer["data"]["events"].as_array().unwrap().last().unwrap().clone();
    assert_eq!((&last["party"], &last["actorId"]), (&json!("admin"), &json!(admin_id)));
    let logged = admin_activity::Entity::find()
        .filter(admin_activity::Column::Action.eq("order.status"))
        .filter(admin_activity::Column::RecordId.eq(d.order.as_str()))
        .one(&app.db)
        .await
        .unwrap()
        .expect("the correction is in the activity log");
    assert!(logged.summary.unwrap().contains("placed → shipped (Supplier shipped offline"));
    for recipient in ["order40@buyers.test", "order40@suppliers.test"] {
        let mail = mail_to(&app, recipient).await;
        assert!(mail.iter().any(|m| m.text_body.contains("B/L by mail")), "{recipient} is told");
    }
});

on_both_databases!(documents_are_checked_listed_and_served_to_the_parties, |backend: Backend| async move {
    let app = Spawn::new(backend).start().await.unwrap();
    let d = deal(&app, 50, "net30").await;
    let (_, order) = app.get_json_as(&format!("/api/v1/vendor/orders/{}", d.order), &d.supplier).await;
    assert_eq!(
        order["data"]["missingDocuments"],
        json!([
            "commercial_invoice",
            "packing_list",
            "certificate_of_origin",
            "bill_of_lading",
            "phytosanitary_certificate"
        ]),
        "FOB, goods by weight"
    );
    let (status, answer) =
        upload(&app, "vendor", &d.supplier, &d.order, "commercial_invoice", ("inv.pdf", pdf())).await;
    assert_eq!(status, 201, "{answer}");
    let missing = answer["data"]["missingDocuments"].as_array().unwrap();
    assert!(!missing.contains(&json!("commercial_invoice")) && missing.len() == 4, "{missing:?}");
    let document = answer["data"]["documents"][0]["_id"].as_str().unwrap().to_owned();
    let mail = mail_to(&app, "order50@buyers.test").await;
    assert!(mail.iter().any(|m| m.text_body.contains("commercial invoice")), "the buyer is told");

    // Refused as conversation files are, with the same statuses.
    for (label, kind, name, bytes, expected) in [
        ("markup", "packing_list", "list.pdf", b"<html><script>alert(1)</script></html>".to_vec(), 415),
        ("a PNG under a PDF's name", "packing_list", "list.pdf", png(8, 8), 415),
        ("an unknown kind", "invoice", "inv.pdf", pdf(), 400),
    ] {
        let (status, answer) = upload(&app, "user", &d.buyer, &d.order, kind, (name, bytes)).await;
        assert_eq!(status, expected, "{label}: {answer}");
        assert_eq!(answer["success"], false);
    }

    // Served as a download to the buyer, the supplier and admins; to nobody else.
    let (_, admin) = app.admin("docs@admins.test").await;
    let (_, other_buyer) = app.buyer("other50@buyers.test").await;
    for (area, token, expected) in
        [("user", &d.buyer, 200), ("vendor", &d.supplier, 200), ("admin", &admin, 200), ("user", &other_buyer, 404)]
    {
        let url = app.url(&format!("/api/v1/{area}/orders/{}/documents/{document}", d.order));
        let response = app.client.get(url).bearer_auth(token).send().await.unwrap();
        assert_eq!(response.status().as_u16(), expected, "{area}");
        if expected == 200 {
            assert!(response.headers()["content-disposition"].to_str().unwrap().starts_with("attachment"));
            assert_eq!(response.headers()["content-type"], "application/pdf");
            assert_eq!(response.bytes().await.unwrap().to_vec(), pdf());
        }
    }
    let (status, _) = upload(&app, "user", &other_buyer, &d.order, "other", ("x.pdf", pdf())).await;
    assert_eq!(status, 404, "another buyer cannot add to it");

    // The proforma invoice: a PDF for the same three, generated from the order.
    for (area, token, expected) in
        [("user", &d.buyer, 200), ("vendor", &d.supplier, 200), ("admin", &admin, 200), ("user", &other_buyer, 404)]
    {
        let url = app.url(&format!("/api/v1/{area}/orders/{}/proforma.pdf", d.order));
        let response = app.client.get(url).bearer_auth(token).send().await.unwrap();
        assert_eq!(response.status().as_u16(), expected, "{area}");
        if expected == 200 {
            assert_eq!(response.headers()["content-type"], "application/pdf");
            assert!(response.headers()["content-disposition"].to_str().unwrap().contains("-proforma.pdf"));
            let bytes = response.bytes().await.unwrap();
            assert!(bytes.starts_with(b"%PDF-"));
            let text = read_by_poppler(&app, &bytes);
            assert!(text.contains("PROFORMA INVOICE") && text.contains("Nhava Sheva"), "{text}");
        }
    }

    // The file allowances of conversation files: a young account's day of files.
    for n in 0..quotas::ATTACHMENT_FILES.young_account {
        let (status, answer) = upload(&app, "user", &d.buyer, &d.order, "other", ("x.pdf", pdf())).await;
        assert_eq!(status, 201, "file {n}: {answer}");
    }
    let (status, answer) = upload(&app, "user", &d.buyer, &d.order, "other", ("x.pdf", pdf())).await;
    assert_eq!((status, answer["message"].as_str()), (429, Some(quotas::ATTACHMENT_FILES.refusal)));
});

on_both_databases!(an_overdue_payment_is_mailed_once_across_two_instances, |backend: Backend| async move {
    let one = Spawn::new(backend).start().await.unwrap();
    let two = Spawn::new(backend).sharing_database_of(&one).start().await.unwrap();
    let d = deal(&one, 60, "net15").await;
    let line = order_payments::Entity::find()
        .filter(order_payments::Column::OrderId.eq(d.order.as_str()))
        .one(&one.db)
        .await
        .unwrap()
        .unwrap();
    let mut row = line.into_active_model();
    row.due_on = Set(Some(Utc::now().date_naive().checked_sub_days(Days::new(1)).unwrap()));
    row.update(&one.db).await.unwrap();
    let (a, b) = tokio::join!(send_overdue(&one.db), send_overdue(&two.db));
    assert_eq!(a.unwrap() + b.unwrap(), 1, "one line is overdue, claimed by one instance");
    let (a, b) = tokio::join!(send_overdue(&one.db), send_overdue(&two.db));
    assert_eq!(a.unwrap() + b.unwrap(), 0, "and never again");
    for (recipient, page) in
        [("order60@buyers.test", "/profile/orders/"), ("order60@suppliers.test", "/vendor/orders/")]
    {
        let mail = mail_to(&one, recipient).await;
        let told: Vec<_> = mail.iter().filter(|m| m.text_body.contains("is not recorded as received")).collect();
        assert_eq!(told.len(), 1, "{recipient}");
        assert!(told[0].text_body.contains(&format!("{page}{}", d.order)), "{}", told[0].text_body);
    }
    let (_, order) = one.get_json_as(&format!("/api/v1/user/orders/{}", d.order), &d.buyer).await;
    assert_eq!(order["data"]["payments"][0]["overdue"], true);
});

on_both_databases!(order_lists_are_paged_and_filtered, |backend: Backend| async move {
    let app = Spawn::new(backend).start().await.unwrap();
    let first = deal(&app, 70, "net30").await;
    let second = deal(&app, 71, "net30").await;
    // A third order of the first buyer, to the second supplier.
    let listing = {
        let variety = new_variety(&app).await;
        let body = json!({
            "product": variety.0, "varietyId": variety.1, "price": 250,
            "location": "Nashik", "quantityAvailable": 1000, "unit": "kg",
        });
        let (status, answer) =
            call(&app, Method::POST, "/api/v1/vendorProduct/add", &second.supplier, Some(body)).await;
        assert_eq!(status, 201, "{answer}");
        answer["_id"].as_str().unwrap().to_owned()
    };
    let mut body = form("order-72");
    body["listingId"] = json!(listing);
    let (_, answer) = call(&app, Method::POST, "/api/v1/user/enquiry/create", &first.buyer, Some(body)).await;
    let enquiry = answer["data"]["_id"].as_str().unwrap().to_owned();
    send_quote(&app, &second.supplier, &enquiry, quote("250", 20)).await;
    assert_eq!(accept(&app, &first.buyer, &enquiry).await.0, 200);

    let (status, page) = app.get_json_as("/api/v1/user/orders?pageSize=1", &first.buyer).await;
    assert_eq!((status, page["total"].as_u64()), (200, Some(2)), "{page}");
    assert_eq!(page["data"][0]["productTitle"].as_str().map(|t| t.starts_with("Mango")), Some(true));
    let next = page["next"].as_str().unwrap();
    let (_, rest) = app.get_json_as(&format!("/api/v1/user/orders?pageSize=1&after={next}"), &first.buyer).await;
    assert_eq!(rest["data"][0]["_id"], json!(first.order), "newest first: the first order last");
    assert!(rest["next"].is_null() || rest["data"].as_array().unwrap().len() == 1);
    let (_, theirs) = app.get_json_as("/api/v1/vendor/orders", &second.supplier).await;
    assert_eq!(theirs["total"], 2);
    let (_, mine) = app.get_json_as("/api/v1/vendor/orders", &first.supplier).await;
    assert_eq!((&mine["total"], &mine["data"][0]["_id"]), (&json!(1), &json!(first.order)));

    let (_, admin) = app.admin("lists@admins.test").await;
    assert_eq!(step(&app, "vendor", &second.supplier, &second.order, json!({ "step": "confirmed" })).await.0, 200);
    let today = in_days(0);
    for (query, expected) in [
        ("".to_owned(), 3),
        ("?status=confirmed".to_owned(), 1),
        ("?status=placed".to_owned(), 2),
        (format!("?supplier={}", second.supplier_id), 2),
        (format!("?buyer={}", first.buyer_id), 2),
        (format!("?buyer={}&supplier={}", first.buyer_id, second.supplier_id), 1),
        (format!("?from={today}&to={today}"), 3),
        (format!("?to={}", "2020-01-01"), 0),
    ] {
        let (status, page) = app.get_json_as(&format!("/api/v1/admin/orders{query}"), &admin).await;
        assert_eq!((status, page["total"].as_u64()), (200, Some(expected)), "{query}: {page}");
    }
    for query in
        ["?status=lost", "?from=2026-13-01", "?from=2025-01-01&to=2026-06-01", "?from=2026-02-01&to=2026-01-01"]
    {
        let (status, _) = app.get_json_as(&format!("/api/v1/admin/orders{query}"), &admin).await;
        assert_eq!(status, 400, "{query}");
    }
    let _ = (first.enquiry, second.buyer_id);
});

on_both_databases!(every_order_call_checks_who_calls_it, |backend: Backend| async move {
    let app = Spawn::new(backend).start().await.unwrap();
    let (_, buyer) = app.buyer("calls@buyers.test").await;
    let (_, supplier) = app.vendor("calls@suppliers.test", true).await;
    let (_, admin) = app.admin("calls@admins.test").await;
    let callers = [("nobody", None), ("buyer", Some(&buyer)), ("supplier", Some(&supplier)), ("admin", Some(&admin))];
    let (_, doc) = app.get_json("/api/openapi.json").await;
    let mut checked = 0;
    for (path, item) in doc["paths"].as_object().unwrap() {
        if !path.contains("/orders") && !path.ends_with("/order") {
            continue;
        }
        // Who may call it: the side its path names; the others are known but refused (an
        // admin call) or not signed in for it (a buyer's or supplier's call).
        let owner = if path.starts_with("/api/v1/admin/") {
            "admin"
        } else if path.starts_with("/api/v1/vendor/") {
            "supplier"
        } else {
            "buyer"
        };
        for method in item.as_object().unwrap().keys() {
            let url = path.replace("{id}", "00000000-0000-0000-0000-000000000000");
            for (caller, token) in &callers {
                let mut request = app.new_browser().request(method.to_uppercase().parse().unwrap(), app.url(&url));
                if let Some(token) = token {
                    request = request.bearer_auth(token);
                }
                if method != "get" {
                    request = request.json(&json!({}));
                }
                let status = request.send().await.unwrap().status().as_u16();
                assert!(status < 500, "{method} {path} as {caller}: {status}");
                let expected = match (*caller, owner) {
                    (c, o) if c == o => None,
                    ("nobody", _) => Some(401),
                    (_, "admin") => Some(403),
                    _ => Some(401),
                };
                match expected {
                    None => assert!(status != 401 && status != 403, "{method} {path} as {caller}: {status}"),
                    Some(expected) => assert_eq!(status, expected, "{method} {path} as {caller}"),
                }
                checked += 1;
            }
        }
    }
    assert_eq!(checked, 20 * callers.len(), "every order call");
});

/// Each list's page of ids is a range of an index in the list's own order: no order list
/// reads the table whole or sorts it (SQLite's plans; MariaDB's follow the same indexes).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn order_lists_walk_their_indexes() {
    use sea_orm::{ConnectionTrait, DbBackend, Statement};
    let app = Spawn::new(Backend::Sqlite).start().await.unwrap();
    let lists = [
        ("user_id = 'b'", "idx_orders_buyer"),
        ("vendor_id = 's'", "idx_orders_supplier"),
        ("status = 'placed'", "idx_orders_status"),
        ("created_micros >= 1 AND created_micros < 2", "idx_orders_newest"),
        ("vendor_id = 's' AND created_micros >= 1 AND created_micros < 2", "idx_orders_supplier"),
    ];
    for (filter, index) in lists {
        let sql = format!(
            "EXPLAIN QUERY PLAN SELECT id FROM orders WHERE {filter} ORDER BY created_micros DESC, id DESC LIMIT 20"
        );
        let rows = app.db.query_all(Statement::from_string(DbBackend::Sqlite, sql)).await.unwrap();
        let plan: Vec<String> = rows.iter().map(|r| r.try_get::<String>("", "detail").unwrap()).collect();
        let plan = plan.join("; ");
        assert!(plan.contains(index), "{filter}: {plan}");
        assert!(!plan.contains("TEMP B-TREE") && !plan.starts_with("SCAN orders"), "{filter}: {plan}");
    }
}
