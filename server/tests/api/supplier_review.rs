//! An admin's review of a supplier registration: verify lets the supplier list (and shows
//! its offers), reject keeps it from listing and tells it why, a new submission clears it.

use foundation::entities::{admin_activity, products, varieties, vendor_registrations, vendors};
use sea_orm::{ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter};
use serde_json::{json, Value};

use crate::helpers::{Backend, Spawn, TestApp};
use crate::on_both_databases;
use crate::supplier_support::{apply, registration, set_vendor_flags};

const PAGE: &str = "/products/mango/alphonso";

async fn patch(app: &TestApp, path: &str, token: Option<&str>, body: Value) -> (u16, Value) {
    let mut request = app.client.patch(app.url(path)).json(&body);
    if let Some(token) = token {
        request = request.bearer_auth(token);
    }
    let response = request.send().await.unwrap();
    let status = response.status().as_u16();
    (status, response.json().await.unwrap_or(Value::Null))
}

async fn verify(app: &TestApp, id: &str, token: Option<&str>) -> (u16, Value) {
    patch(app, &format!("/api/v1/vendorRegistration/verify/{id}"), token, json!({})).await
}

async fn reject(app: &TestApp, id: &str, token: Option<&str>, body: Value) -> (u16, Value) {
    patch(app, &format!("/api/v1/vendorRegistration/reject/{id}"), token, body).await
}

/// A Mango/Alphonso listing by the supplier behind `token`: (status, body).
async fn add_listing(app: &TestApp, token: &str) -> (u16, Value) {
    let mango =
        products::Entity::find().filter(products::Column::Slug.eq("mango")).one(&app.db).await.unwrap().unwrap();
    let alphonso = varieties::Entity::find()
        .filter(varieties::Column::ProductId.eq(mango.id.as_str()))
        .filter(varieties::Column::Slug.eq("alphonso"))
        .one(&app.db)
        .await
        .unwrap()
        .unwrap();
    let body = json!({ "product": mango.id, "varietyId": alphonso.id, "price": 410, "location": "Ratnagiri", "quantityAvailable": 12, "unit": "box", "packContent": 3 });
    let response =
        app.client.post(app.url("/api/v1/vendorProduct/add")).bearer_auth(token).json(&body).send().await.unwrap();
    let status = response.status().as_u16();
    (status, response.json().await.unwrap_or(Value::Null))
}

async fn registration_row(app: &TestApp, vendor: &str) -> vendor_registrations::Model {
    vendor_registrations::Entity::find()
        .filter(vendor_registrations::Column::VendorId.eq(vendor))
        .one(&app.db)
        .await
        .unwrap()
        .unwrap()
}

async fn activities(app: &TestApp, action: &str) -> Vec<admin_activity::Model> {
    admin_activity::Entity::find().filter(admin_activity::Column::Action.eq(action)).all(&app.db).await.unwrap()
}

on_both_databases!(only_admins_review_registrations, |backend: Backend| async move {
    let app = TestApp::spawn(backend).await.unwrap();
    let (me, token) = app.vendor("review@suppliers.test", false).await;
    let (_, other_token) = app.vendor("other@suppliers.test", true).await;
    let (_, buyer_token) = app.buyer("review@buyers.test").await;
    assert_eq!(apply(&app, &token, registration(vec![], &[])).await.0, 201);
    // Nobody signed in: 401; a signed-in buyer or supplier is known and not allowed: 403
    // (as every admin call of the API answers, see authorization.rs).
    let callers = [
        ("nobody", None, 401),
        ("buyer", Some(&buyer_token), 403),
        ("the supplier itself", Some(&token), 403),
        ("another supplier", Some(&other_token), 403),
    ];
    for (who, bearer, expected) in callers {
        let (status, _) = verify(&app, &me, bearer.map(String::as_str)).await;
        assert_eq!(status, expected, "verify as {who}");
        let (status, _) = reject(&app, &me, bearer.map(String::as_str), json!({ "reason": "Blurred PAN card" })).await;
        assert_eq!(status, expected, "reject as {who}");
    }
    let vendor = vendors::Entity::find_by_id(me.clone()).one(&app.db).await.unwrap().unwrap();
    let row = registration_row(&app, &me).await;
    assert!(!vendor.is_verified && !row.is_verified && row.rejection_reason.is_none(), "nothing changed");
    assert_eq!(admin_activity::Entity::find().count(&app.db).await.unwrap(), 0);
});

on_both_databases!(verifying_lets_the_supplier_list_and_shows_its_offers, |backend: Backend| async move {
    let app = Spawn::new(backend).demo().start().await.unwrap();
    let (admin, admin_token) = app.admin("review@admins.test").await;
    let (me, token) = app.vendor("verify@suppliers.test", false).await;
    let (without, _) = app.vendor("nothing-sent@suppliers.test", false).await;
    assert_eq!(apply(&app, &token, registration(vec![], &[])).await.0, 201);
    let (status, body) = add_listing(&app, &token).await;
    assert_eq!(
        (status, body["message"].as_str()),
        (403, Some(domain::suppliers::NOT_VERIFIED)),
        "not before verification"
    );

    // An offer listed while verified, then hidden by an un-verification: the page is
    // rendered and cached without it, so only a verification naming its page shows it.
    set_vendor_flags(&app, &me, true, false).await;
    assert_eq!(add_listing(&app, &token).await.0, 201);
    set_vendor_flags(&app, &me, false, false).await;
    let (_, html) = app.get_text(PAGE).await;
    assert!(!html.contains("Spice Traders"), "an unverified supplier's offer is not shown");

    let (status, body) = verify(&app, &me, Some(&admin_token)).await;
    assert_eq!(
        (status, body["success"].as_bool(), body["message"].as_str()),
        (200, Some(true), Some("Vendor verified successfully")),
        "{body}"
    );
    assert_eq!(
        (body["vendor"]["isVerified"].as_bool(), body["vendor"]["vendorRegistration"]["isVerified"].as_bool()),
        (Some(true), Some(true))
    );
    let (_, html) = app.get_text(PAGE).await;
    assert!(html.contains("Spice Traders"), "the verified supplier's offer is on the page at once");
    let (status, body) = add_listing(&app, &token).await;
    assert_eq!(status, 201, "{body}");

    let logged = activities(&app, "vendorRegistration.verify").await;
    assert_eq!(logged.len(), 1);
    assert_eq!(
        (logged[0].admin_id.as_str(), logged[0].record_id.as_deref(), logged[0].entity.as_str()),
        (admin.as_str(), Some(me.as_str()), "vendorRegistration")
    );

    let (status, body) = verify(&app, &me, Some(&admin_token)).await;
    assert_eq!((status, body["message"].as_str()), (409, Some("Vendor is already verified")));
    let (status, body) = verify(&app, &without, Some(&admin_token)).await;
    assert_eq!((status, body["message"].as_str()), (404, Some("This supplier has not submitted a registration")));
    let (status, body) = verify(&app, "00000000-0000-0000-0000-000000000000", Some(&admin_token)).await;
    assert_eq!((status, body["message"].as_str()), (404, Some("Vendor not found")));
    assert!(!vendors::Entity::find_by_id(without).one(&app.db).await.unwrap().unwrap().is_verified);
    assert_eq!(activities(&app, "vendorRegistration.verify").await.len(), 1, "refusals are not recorded");
});

on_both_databases!(a_rejection_keeps_the_supplier_out_and_tells_it_why, |backend: Backend| async move {
    let app = Spawn::new(backend).demo().start().await.unwrap();
    let (_, admin_token) = app.admin("reject@admins.test").await;
    let (me, token) = app.vendor("reject@suppliers.test", false).await;
    assert_eq!(apply(&app, &token, registration(vec![], &[])).await.0, 201);

    let too_long: String = "₹".repeat(501);
    for (body, message) in [
        (json!({}), "Reason is required"),
        (json!({ "reason": "   " }), "Reason is required"),
        (json!({ "reason": too_long }), "Reason must be at most 500 characters"),
    ] {
        let (status, answer) = reject(&app, &me, Some(&admin_token), body).await;
        assert_eq!(
            (status, answer["message"].as_str(), answer["errors"]["reason"].as_str()),
            (400, Some(message), Some(message))
        );
    }
    assert!(registration_row(&app, &me).await.rejection_reason.is_none(), "refused reasons are not stored");

    // 500 characters of three bytes each fit: the limit counts characters.
    let (status, _) = reject(&app, &me, Some(&admin_token), json!({ "reason": "₹".repeat(500) })).await;
    assert_eq!(status, 200);
    let reason = "The PAN card image is unreadable; please upload a clearer scan.";
    let (status, body) = reject(&app, &me, Some(&admin_token), json!({ "reason": format!("  {reason} ") })).await;
    assert_eq!((status, body["message"].as_str()), (200, Some("Registration rejected")), "{body}");
    assert_eq!(body["vendor"]["vendorRegistration"]["rejectionReason"], reason);
    assert_eq!(activities(&app, "vendorRegistration.reject").await.len(), 2);

    // The supplier reads the reason on its own record and still cannot list.
    let (status, body) = app.get_json_as(&format!("/api/v1/vendor/{me}"), &token).await;
    assert_eq!(status, 200);
    let registration_view = &body["vendor"]["vendorRegistration"];
    assert_eq!(
        (registration_view["rejectionReason"].as_str(), body["vendor"]["isVerified"].as_bool()),
        (Some(reason), Some(false))
    );
    let rejected_at = registration_view["rejectedAt"].as_str().unwrap();
    assert!(chrono::DateTime::parse_from_rfc3339(rejected_at).is_ok(), "{rejected_at}");
    let (status, body) = add_listing(&app, &token).await;
    assert_eq!((status, body["message"].as_str()), (403, Some(domain::suppliers::NOT_VERIFIED)));
    let login: Value = app
        .new_browser()
        .post(app.url("/api/v1/vendor/vendorLogin"))
        .json(&json!({ "email": "reject@suppliers.test", "password": "secret1" }))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!((login["verified"].as_bool(), login["hasSubmittedRegistration"].as_bool()), (Some(false), Some(true)));

    // Submitting again answers the rejection: it is cleared and the admin reviews afresh.
    let (status, body) = apply(&app, &token, registration(vec![], &[])).await;
    assert_eq!(status, 201, "{body}");
    assert!(
        body["vendorRegistration"]["rejectionReason"].is_null() && body["vendorRegistration"]["rejectedAt"].is_null(),
        "{body}"
    );
    let row = registration_row(&app, &me).await;
    assert!(row.rejection_reason.is_none() && row.rejected_at.is_none());

    assert_eq!(verify(&app, &me, Some(&admin_token)).await.0, 200);
    let (status, body) = reject(&app, &me, Some(&admin_token), json!({ "reason": "Changed my mind" })).await;
    assert_eq!((status, body["message"].as_str()), (409, Some("A verified registration cannot be rejected")));
    assert!(registration_row(&app, &me).await.rejection_reason.is_none());
    assert_eq!(add_listing(&app, &token).await.0, 201);
});

on_both_databases!(two_verifications_at_once_verify_once, |backend: Backend| async move {
    let app = TestApp::spawn(backend).await.unwrap();
    let (_, admin_token) = app.admin("twice@admins.test").await;
    let (me, token) = app.vendor("twice@suppliers.test", false).await;
    assert_eq!(apply(&app, &token, registration(vec![], &[])).await.0, 201);
    let calls: Vec<_> = (0..4).map(|_| verify(&app, &me, Some(&admin_token))).collect();
    let mut statuses: Vec<u16> = futures_util::future::join_all(calls).await.into_iter().map(|(s, _)| s).collect();
    statuses.sort();
    assert_eq!(statuses, vec![200, 409, 409, 409]);
    assert_eq!(activities(&app, "vendorRegistration.verify").await.len(), 1, "one verification, one record");
});

// The review calls take the registration's `_id`, as their sibling `update/{id}` does; the
// supplier's id, which the first clients sent, still works.
on_both_databases!(reviews_name_the_registration_by_its_id, |backend: Backend| async move {
    let app = TestApp::spawn(backend).await.unwrap();
    let (_, admin_token) = app.admin("ids@admins.test").await;
    let (rejected, rejected_token) = app.vendor("rejected-by-id@suppliers.test", false).await;
    let (verified, verified_token) = app.vendor("verified-by-id@suppliers.test", false).await;
    for token in [&rejected_token, &verified_token] {
        assert_eq!(apply(&app, token, registration(vec![], &[])).await.0, 201);
    }
    let rejected_registration = registration_row(&app, &rejected).await.id;
    let verified_registration = registration_row(&app, &verified).await.id;
    assert_ne!(rejected_registration, rejected, "a registration has an id of its own");

    let (status, body) =
        reject(&app, &rejected_registration, Some(&admin_token), json!({ "reason": "Blurred PAN card" })).await;
    assert_eq!((status, body["message"].as_str()), (200, Some("Registration rejected")), "{body}");
    assert_eq!(body["vendor"]["_id"].as_str(), Some(rejected.as_str()), "the answer is the supplier's");
    assert_eq!(registration_row(&app, &rejected).await.rejection_reason.as_deref(), Some("Blurred PAN card"));
    // The supplier's id names the same registration.
    let (status, body) = reject(&app, &rejected, Some(&admin_token), json!({ "reason": "Unreadable GST" })).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(registration_row(&app, &rejected).await.rejection_reason.as_deref(), Some("Unreadable GST"));

    let (status, body) = verify(&app, &verified_registration, Some(&admin_token)).await;
    assert_eq!((status, body["message"].as_str()), (200, Some("Vendor verified successfully")), "{body}");
    assert_eq!(body["vendor"]["_id"].as_str(), Some(verified.as_str()));
    assert!(vendors::Entity::find_by_id(verified.clone()).one(&app.db).await.unwrap().unwrap().is_verified);
    assert!(registration_row(&app, &verified).await.is_verified);
    let logged = activities(&app, "vendorRegistration.verify").await;
    assert_eq!(logged[0].record_id.as_deref(), Some(verified.as_str()), "the log names the supplier");
    let (status, body) = verify(&app, &verified_registration, Some(&admin_token)).await;
    assert_eq!((status, body["message"].as_str()), (409, Some("Vendor is already verified")));
    // The other supplier's registration stayed as it was.
    assert!(!vendors::Entity::find_by_id(rejected).one(&app.db).await.unwrap().unwrap().is_verified);
});
