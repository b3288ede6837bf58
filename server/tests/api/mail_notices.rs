//! Notices: one message per event, recorded in the event's own transaction, to the right
//! person, with every user value escaped in the HTML part.

use domain::mail::notices;
use foundation::entities::{general_enquiries, mail_outbox, product_enquiries};
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, PaginatorTrait, QueryFilter, TransactionTrait};
use serde_json::json;

use crate::helpers::{Backend, Spawn, PUBLIC_URL};
use crate::mail_support::*;
use crate::on_both_databases;
use crate::supplier_inbox::{call, enquire, supplier_with_listing};
use crate::supplier_support::{apply, registration};

fn resolved(row: &mail_outbox::Model) -> (String, String) {
    (domain::mail::resolve_links(&row.text_body, PUBLIC_URL), domain::mail::resolve_links(&row.html_body, PUBLIC_URL))
}

on_both_databases!(mail_notices_of_enquiries_reach_the_supplier_and_the_buyer, |backend: Backend| async move {
    let app = Spawn::new(backend).demo().start().await.unwrap();
    let (_, supplier, listing) = supplier_with_listing(&app, "leads@suppliers.test").await;
    let (_, buyer) = app.buyer("asha@buyers.test").await;
    let before = outbox(&app).await.len();
    let enquiry = enquire(&app, &buyer, &listing, 12).await;

    let to_supplier = mail_to(&app, "leads@suppliers.test").await;
    assert_eq!(to_supplier.len(), 1, "one notice for one enquiry");
    assert_eq!(outbox(&app).await.len(), before + 1);
    let (text, html) = resolved(&to_supplier[0]);
    assert!(to_supplier[0].subject.starts_with("New enquiry: "), "{}", to_supplier[0].subject);
    assert!(
        text.contains("Quantity: 12 ton")
            && text.contains("Company: Asha Foods")
            && text.contains("Requirements: Cold chain please"),
        "{text}"
    );
    assert!(text.contains(&format!("{PUBLIC_URL}/vendor/enquiries/{enquiry}")), "a link to the enquiry's own page");
    assert!(
        !text.contains("98765") && !text.contains("asha@example.test"),
        "the buyer's contact details stay in the portal"
    );
    assert!(html.contains(&format!("href=\"{PUBLIC_URL}/vendor/enquiries/{enquiry}\"")));

    // The same status again tells the buyer nothing; a new one and a reply do.
    let status_path = format!("/api/v1/vendor/enquiry/{enquiry}/status");
    let (s, _) =
        call(&app, reqwest::Method::PUT, &status_path, &supplier, Some(json!({ "status": "processing" }))).await;
    assert_eq!(s, 200);
    let (s, _) =
        call(&app, reqwest::Method::PUT, &status_path, &supplier, Some(json!({ "status": "processing" }))).await;
    assert_eq!(s, 200);
    let reply = "<b>Yes</b> — 12 tons & samples by Friday";
    let (s, _) = call(
        &app,
        reqwest::Method::PUT,
        &format!("/api/v1/vendor/enquiry/{enquiry}/reply"),
        &supplier,
        Some(json!({ "reply": reply })),
    )
    .await;
    assert_eq!(s, 200);
    let to_buyer = mail_to(&app, "asha@buyers.test").await;
    assert_eq!(
        to_buyer.len(),
        2,
        "one status change and one reply: {:?}",
        to_buyer.iter().map(|m| &m.subject).collect::<Vec<_>>()
    );
    assert!(to_buyer[0].subject.ends_with("is processing"), "{}", to_buyer[0].subject);
    let (text, html) = resolved(&to_buyer[1]);
    assert!(text.contains(reply), "the reply in full: {text}");
    assert!(html.contains("&lt;b&gt;Yes&lt;/b&gt; — 12 tons &amp; samples by Friday"), "escaped in HTML");
    assert!(!html.contains("<b>Yes</b>"));
    assert!(text.contains(&format!("{PUBLIC_URL}/profile")));

    // The admin's status change (another issue wires the call) sends the same notice.
    let txn = app.db.begin().await.unwrap();
    // As the admin's status change does, write before reading: on SQLite a transaction that
    // reads first cannot take the write lock once the outbox worker has written meanwhile.
    foundation::content_version::lock(&txn).await.unwrap();
    assert_eq!(notices::enquiry_status_changed(&txn, &enquiry).await.unwrap(), 1);
    txn.commit().await.unwrap();
    assert_eq!(mail_to(&app, "asha@buyers.test").await.len(), 3);
    assert_eq!(notices::enquiry_status_changed(&app.db, "no-such-enquiry").await.unwrap(), 0);

    // Delivered by the worker to the outbox folder, readable as sent.
    let files = delivered_to(&app, "leads@suppliers.test").await;
    assert!(files[0].text.contains("Quantity: 12 ton"));
});

on_both_databases!(mail_notices_to_admins_of_registrations_and_contact_messages, |backend: Backend| async move {
    let app = Spawn::new(backend).start().await.unwrap();
    app.admin("first@admins.test").await;
    app.admin("second@admins.test").await;
    let (_, token) = app.vendor("apply@suppliers.test", false).await;
    let (status, body) = apply(&app, &token, registration(vec![], &[])).await;
    assert_eq!(status, 201, "{body}");
    for admin in ["first@admins.test", "second@admins.test"] {
        let mail = mail_to(&app, admin).await;
        assert_eq!(mail.len(), 1, "{admin}");
        assert!(mail[0].subject.starts_with("Supplier registration to review: Spice Traders"), "{}", mail[0].subject);
        assert!(resolved(&mail[0]).0.contains(&format!("{PUBLIC_URL}/admin/verifiedSupplier")));
    }

    let message = json!({ "name": "Ravi <script>", "email": "ravi@visitors.test", "phone": "+91 98765 43210", "message": "Price list please & thanks" });
    let (status, _) = app.post_json("/api/v1/admin/enquiry", message).await;
    assert_eq!(status, 201);
    let mail = mail_to(&app, "second@admins.test").await;
    assert_eq!(mail.len(), 2);
    let (text, html) = resolved(&mail[1]);
    assert!(text.contains("Message: Price list please & thanks") && text.contains("ravi@visitors.test"));
    assert!(html.contains("Ravi &lt;script&gt;") && !html.contains("<script>"));
    assert_eq!(mail_to(&app, "first@admins.test").await.len(), 2);
});

on_both_databases!(mail_notices_of_verification_and_rejection, |backend: Backend| async move {
    let app = Spawn::new(backend).start().await.unwrap();
    let (vendor, _) = app.vendor("verify@suppliers.test", false).await;
    let txn = app.db.begin().await.unwrap();
    foundation::content_version::lock(&txn).await.unwrap();
    assert_eq!(notices::registration_verified(&txn, &vendor).await.unwrap(), 1);
    assert_eq!(
        notices::registration_rejected(&txn, &vendor, "GST certificate <unreadable> & expired").await.unwrap(),
        1
    );
    txn.commit().await.unwrap();
    let mail = mail_to(&app, "verify@suppliers.test").await;
    assert_eq!(mail.len(), 2);
    assert_eq!(mail[0].subject, "Your supplier account is verified");
    assert!(resolved(&mail[0]).0.contains(&format!("{PUBLIC_URL}/vendor/login")));
    let (text, html) = resolved(&mail[1]);
    assert!(text.contains("Reason: GST certificate <unreadable> & expired"));
    assert!(html.contains("GST certificate &lt;unreadable&gt; &amp; expired"));
    assert!(text.contains(&format!("{PUBLIC_URL}/vendor/complete-registration")));
    assert_eq!(notices::registration_verified(&app.db, "no-such-vendor").await.unwrap(), 0);
});

// An event and its notice commit together: a notice in a rolled-back transaction is
// gone, and an event whose notice cannot be recorded is not stored either.
on_both_databases!(mail_notices_share_the_event_transaction, |backend: Backend| async move {
    let app = Spawn::new(backend).start().await.unwrap();
    let (vendor, _) = app.vendor("rollback@suppliers.test", false).await;
    let txn = app.db.begin().await.unwrap();
    foundation::content_version::lock(&txn).await.unwrap();
    notices::registration_rejected(&txn, &vendor, "Blurred PAN").await.unwrap();
    txn.rollback().await.unwrap();
    assert!(mail_to(&app, "rollback@suppliers.test").await.is_empty());

    app.admin("only@admins.test").await;
    let count = || async { general_enquiries::Entity::find().count(&app.db).await.unwrap() };
    let stored = count().await;
    app.db.execute_unprepared("ALTER TABLE mail_outbox RENAME TO mail_outbox_away").await.unwrap();
    let message =
        json!({ "name": "Ravi", "email": "ravi@visitors.test", "phone": "+91 98765 43210", "message": "Hello" });
    let (status, _) = app.post_json("/api/v1/admin/enquiry", message.clone()).await;
    assert_eq!(status, 500);
    assert_eq!(count().await, stored, "no contact message without its notice");
    app.db.execute_unprepared("ALTER TABLE mail_outbox_away RENAME TO mail_outbox").await.unwrap();
    assert_eq!(app.post_json("/api/v1/admin/enquiry", message).await.0, 201);
    assert_eq!(count().await, stored + 1);
    assert_eq!(mail_to(&app, "only@admins.test").await.len(), 1);
});

on_both_databases!(mail_notices_one_per_enquiry_even_when_the_form_is_sent_again, |backend: Backend| async move {
    let app = Spawn::new(backend).demo().start().await.unwrap();
    let (_, _, listing) = supplier_with_listing(&app, "once@suppliers.test").await;
    let (_, buyer) = app.buyer("twice@buyers.test").await;
    let body = json!({
        "listingId": listing, "name": "Asha", "email": "asha@example.test", "phone": "+91 98765 43210",
        "address": "1 Market Road", "city": "Pune", "state": "MH", "pincode": "411001", "quantity": 5, "unit": "kg",
        "submissionKey": "8d8f6c1e-5f0b-4c36-9d7e-3b1f1e0f2a11",
    });
    let (first, _) = call(&app, reqwest::Method::POST, "/api/v1/user/enquiry/create", &buyer, Some(body.clone())).await;
    let (again, _) = call(&app, reqwest::Method::POST, "/api/v1/user/enquiry/create", &buyer, Some(body)).await;
    assert_eq!((first, again), (201, 200));
    let stored = product_enquiries::Entity::find()
        .filter(product_enquiries::Column::ListingId.eq(listing.as_str()))
        .count(&app.db)
        .await
        .unwrap();
    assert_eq!(stored, 1);
    assert_eq!(mail_to(&app, "once@suppliers.test").await.len(), 1);
});
