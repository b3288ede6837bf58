//! Verification only through the review (issue 24): the Verified switch of Vendor
//! Management refuses a supplier without a registration holding its documents, and a
//! verified supplier's change of a KYC number or document sends it back to review, its
//! offers hidden until an admin approves the change it can see.

use reqwest::multipart::{Form, Part};
use serde_json::{json, Value};

use crate::admin_support::{activity_count, patch, send};
use crate::helpers::{Backend, Spawn, TestApp};
use crate::on_both_databases;
use crate::supplier_support::{apply, part, pdf, png, registration, TEXT};

const PAGE: &str = "/products/mango/alphonso";
const REFUSAL: &str =
    "This supplier has not submitted its registration documents yet: verify it from Supplier Registrations once it has";

async fn row(app: &TestApp, admin: &str, email: &str) -> Value {
    let (status, body) = app.get_json_as(&format!("/api/v1/vendor/getAllVendors?search={email}"), admin).await;
    assert_eq!(status, 200, "{body}");
    body["vendors"][0].clone()
}

on_both_databases!(the_verified_switch_needs_a_registration_with_documents, |backend: Backend| async move {
    let app = TestApp::spawn(backend).await.unwrap();
    let (_, admin) = app.admin("rules@admins.test").await;
    let (vendor, token) = app.vendor("switch@suppliers.test", false).await;
    let path = format!("/api/v1/vendor/updateVendor/{vendor}");

    assert_eq!(row(&app, &admin, "switch@").await["verifyRefusal"], REFUSAL, "the switch says why it is off");
    let (status, body) = patch(&app, &path, &admin, json!({ "isVerified": true })).await;
    assert_eq!((status, body["success"].as_bool(), body["message"].as_str()), (409, Some(false), Some(REFUSAL)));
    let (_, me) = app.get_json_as(&format!("/api/v1/vendor/{vendor}"), &token).await;
    assert_eq!(me["vendor"]["isVerified"], false, "nothing changed: {me}");
    assert_eq!(activity_count(&app).await, 0, "a refused switch records nothing");
    // The other switches are not the review's.
    assert_eq!(patch(&app, &path, &admin, json!({ "isActive": false })).await.0, 200);
    assert_eq!(patch(&app, &path, &admin, json!({ "isActive": true })).await.0, 200);

    // A registration without its required documents (rows gone) is refused as well.
    assert_eq!(apply(&app, &token, registration(vec![], &[])).await.0, 201);
    {
        use foundation::entities::vendor_documents;
        use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};
        vendor_documents::Entity::delete_many()
            .filter(vendor_documents::Column::Kind.eq("panFile"))
            .exec(&app.db)
            .await
            .unwrap();
    }
    assert_eq!(row(&app, &admin, "switch@").await["verifyRefusal"], REFUSAL);
    assert_eq!(patch(&app, &path, &admin, json!({ "isVerified": true })).await.0, 409);

    // With its documents the switch turns on, and the row no longer gives a reason.
    assert_eq!(apply(&app, &token, registration(vec![], &[])).await.0, 201);
    assert!(row(&app, &admin, "switch@").await["verifyRefusal"].is_null());
    let (status, body) = patch(&app, &path, &admin, json!({ "isVerified": true })).await;
    assert_eq!((status, body["vendor"]["isVerified"].as_bool()), (200, Some(true)), "{body}");
    // Turning it off again needs no documents, and the row then gives the reason only
    // when one applies.
    let (status, body) = patch(&app, &path, &admin, json!({ "isVerified": false })).await;
    assert_eq!((status, body["vendor"]["verifyRefusal"].is_null()), (200, true), "{body}");
});

/// The change form: the registration's text fields with `texts` replacing some, and `files`.
fn change_form(texts: &[(&str, &str)], files: Vec<(&'static str, Part)>) -> Form {
    let mut form = Form::new();
    for (name, value) in TEXT {
        let value = texts.iter().find(|(n, _)| *n == name).map_or(value, |(_, v)| *v);
        form = form.text(name, value.to_owned());
    }
    for (name, file) in files {
        form = form.part(name, file);
    }
    form
}

async fn change(app: &TestApp, token: &str, form: Form) -> (u16, Value) {
    let response = app
        .client
        .post(app.url("/api/v1/vendorRegistration/change"))
        .bearer_auth(token)
        .multipart(form)
        .send()
        .await
        .unwrap();
    let status = response.status().as_u16();
    (status, response.json().await.unwrap_or(Value::Null))
}

async fn list_alphonso(app: &TestApp, token: &str) -> u16 {
    use foundation::entities::{products, varieties};
    use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};
    let mango =
        products::Entity::find().filter(products::Column::Slug.eq("mango")).one(&app.db).await.unwrap().unwrap();
    let alphonso = varieties::Entity::find()
        .filter(varieties::Column::ProductId.eq(mango.id.as_str()))
        .filter(varieties::Column::Slug.eq("alphonso"))
        .one(&app.db)
        .await
        .unwrap()
        .unwrap();
    let body = json!({ "product": mango.id, "varietyId": alphonso.id, "price": 515, "location": "Ratnagiri", "quantityAvailable": 9, "unit": "box", "packContent": 3 });
    send(app, reqwest::Method::POST, "/api/v1/vendorProduct/add", token, Some(body)).await.0
}

async fn offer_shown(app: &TestApp) -> bool {
    let (status, html) = app.get_text(PAGE).await;
    assert_eq!(status, 200);
    html.contains("Spice Traders")
}

on_both_databases!(a_verified_suppliers_kyc_change_returns_it_to_review, |backend: Backend| async move {
    let app = Spawn::new(backend).demo().start().await.unwrap();
    let (_, admin) = app.admin("rules@admins.test").await;
    let (vendor, token) = app.vendor("renewed@suppliers.test", false).await;
    assert_eq!(apply(&app, &token, registration(vec![], &[])).await.0, 201);
    let verify = format!("/api/v1/vendorRegistration/verify/{vendor}");
    assert_eq!(patch(&app, &verify, &admin, json!({})).await.0, 200);
    assert_eq!(list_alphonso(&app, &token).await, 201);
    assert!(offer_shown(&app).await, "a verified supplier's offer is public");

    // Business details alone: saved, still verified, still public.
    let (status, body) =
        change(&app, &token, change_form(&[("address", "Shed 3, Nachane Road, Ratnagiri")], vec![])).await;
    assert_eq!((status, body["message"].as_str()), (200, Some("Business details updated")), "{body}");
    assert_eq!(body["vendor"]["isVerified"], true);
    assert_eq!(body["vendorRegistration"]["address"], "Shed 3, Nachane Road, Ratnagiri");
    assert!(offer_shown(&app).await);

    // A renewed GST certificate with a new number: back to review, offers hidden, and the
    // supplier told why.
    let renewed = vec![("gstFile", part(pdf(), "gst-2026.pdf", "application/pdf"))];
    let (status, body) = change(&app, &token, change_form(&[("gstNo", "27AAKCK4821L1Z6")], renewed)).await;
    let note = "Your registration is back under review because you changed: GST number, GST certificate. \
                Your offers are hidden until an admin approves it.";
    assert_eq!((status, body["message"].as_str()), (200, Some(note)), "{body}");
    assert_eq!(body["vendor"]["isVerified"], false);
    assert_eq!(body["vendorRegistration"]["reviewNote"], note);
    assert!(!offer_shown(&app).await, "the offer leaves the public page at once");
    assert_eq!(list_alphonso(&app, &token).await, 403, "no new offers while under review");
    let documents = &body["vendorRegistration"]["verificationDocuments"];
    assert!(documents["aadharFile"].is_string() && documents["panFile"].is_string(), "files not sent are kept");

    // The admin sees what changed: the number before and after, the replaced document.
    let (_, list) = app.get_json_as("/api/v1/vendorRegistration/get?tab=unverified&search=renewed", &admin).await;
    let changes = &list["vendors"][0]["pendingChanges"];
    assert_eq!(
        changes,
        &json!([
            { "field": "gstNo", "label": "GST number", "before": "27AAPFU0939F1ZV", "after": "27AAKCK4821L1Z6" },
            { "field": "gstFile", "label": "GST certificate", "before": null, "after": null },
        ]),
        "{list}"
    );
    let (status, file) = {
        let response = app
            .client
            .get(app.url(&format!("/api/v1/vendorRegistration/document/{vendor}/gstFile")))
            .bearer_auth(&admin)
            .send()
            .await
            .unwrap();
        (response.status().as_u16(), response.bytes().await.unwrap())
    };
    assert_eq!((status, file.starts_with(b"%PDF")), (200, true), "the new certificate replaced the old picture");

    // A second change while under review adds to the list, keeping the approved number.
    let photo = vec![("profile", part(png(60, 60), "me.png", "image/png"))];
    let (_, body) =
        change(&app, &token, change_form(&[("gstNo", "27AAKCK4821L1Z6"), ("panNo", "AAKCK4821L")], photo)).await;
    let labels: Vec<&str> = body["vendorRegistration"]["pendingChanges"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["label"].as_str().unwrap())
        .collect();
    assert_eq!(labels, ["GST number", "GST certificate", "PAN number"], "a new profile photo is no KYC change");

    // Approval shows the offer again and clears the list.
    assert_eq!(patch(&app, &verify, &admin, json!({})).await.0, 200);
    assert!(offer_shown(&app).await, "approved: the offer is back");
    let (_, me) = app.get_json_as(&format!("/api/v1/vendor/{vendor}"), &token).await;
    assert_eq!(me["vendor"]["vendorRegistration"]["pendingChanges"], json!([]), "{me}");
    assert!(me["vendor"]["vendorRegistration"]["reviewNote"].is_null());
});

on_both_databases!(a_change_is_checked_like_the_registration, |backend: Backend| async move {
    let app = TestApp::spawn(backend).await.unwrap();
    let (_, token) = app.vendor("checked@suppliers.test", true).await;
    let (status, body) = change(&app, &token, change_form(&[], vec![])).await;
    assert_eq!((status, body["message"].as_str()), (409, Some("Submit your registration documents first")));
    let (_, other) = app.vendor("checked2@suppliers.test", false).await;
    assert_eq!(apply(&app, &other, registration(vec![], &[])).await.0, 201);
    let (status, body) = change(&app, &other, change_form(&[("gstNo", "27AAPFU0939F1ZW")], vec![])).await;
    assert_eq!((status, body["errors"]["gstNo"].as_str()), (400, Some("Valid GST number required")), "{body}");
    let (status, _) = app.post_json("/api/v1/vendorRegistration/change", json!({})).await;
    assert_eq!(status, 401, "signed out");
});

on_both_databases!(kyc_changes_count_from_the_last_approval_even_when_changed_back, |backend: Backend| async move {
    let app = Spawn::new(backend).demo().start().await.unwrap();
    let (_, admin) = app.admin("tracked@admins.test").await;
    let (vendor, token) = app.vendor("tracked@suppliers.test", false).await;
    assert_eq!(apply(&app, &token, registration(vec![], &[])).await.0, 201);
    let verify = format!("/api/v1/vendorRegistration/verify/{vendor}");
    assert_eq!(patch(&app, &verify, &admin, json!({})).await.0, 200);

    // A new GST number, then the approved one again: nothing is left to list, and the
    // registration stays under review until an admin approves it.
    assert_eq!(change(&app, &token, change_form(&[("gstNo", "27AAKCK4821L1Z6")], vec![])).await.0, 200);
    let (_, body) = change(&app, &token, change_form(&[("gstNo", "27AAPFU0939F1ZV")], vec![])).await;
    assert_eq!(body["vendorRegistration"]["pendingChanges"], json!([]), "{body}");
    assert_eq!(body["vendor"]["isVerified"], false);

    // A later change is still recorded, and the supplier told why.
    let (status, body) = change(&app, &token, change_form(&[("panNo", "AAKCK4821L")], vec![])).await;
    let note = "Your registration is back under review because you changed: PAN number. \
                Your offers are hidden until an admin approves it.";
    assert_eq!((status, body["message"].as_str()), (200, Some(note)), "{body}");
    let labels: Vec<&str> = body["vendorRegistration"]["pendingChanges"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["label"].as_str().unwrap())
        .collect();
    assert_eq!(labels, ["PAN number"]);
});

on_both_databases!(the_verified_switch_approves_like_the_review, |backend: Backend| async move {
    let app = Spawn::new(backend).start().await.unwrap();
    let (_, admin) = app.admin("switch@admins.test").await;
    let (vendor, token) = app.vendor("switched@suppliers.test", false).await;
    assert_eq!(apply(&app, &token, registration(vec![], &[])).await.0, 201);
    let reject = format!("/api/v1/vendorRegistration/reject/{vendor}");
    assert_eq!(patch(&app, &reject, &admin, json!({ "reason": "The PAN card is unreadable" })).await.0, 200);

    let switch = format!("/api/v1/vendor/updateVendor/{vendor}");
    assert_eq!(patch(&app, &switch, &admin, json!({ "isVerified": true })).await.0, 200);
    let (_, me) = app.get_json_as(&format!("/api/v1/vendor/{vendor}"), &token).await;
    let registration = &me["vendor"]["vendorRegistration"];
    assert_eq!(registration["isVerified"], true, "{me}");
    assert!(registration["rejectionReason"].is_null(), "an approval ends the earlier rejection: {me}");
});
