//! Supplier registration review and Supplier Products (admin): tabs and paging, the
//! contact edit with its rules, deletion with the files, and the listing switch.

use foundation::entities::{vendor_documents, vendor_listings, vendor_registrations, vendors};
use sea_orm::{ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter};
use serde_json::{json, Value};

use crate::admin_support::{activity, patch, send};
use crate::helpers::{Backend, Spawn, TestApp};
use crate::on_both_databases;
use crate::supplier_support::{apply, registration, stored_files};

const PAGE: &str = "/products/mango/alphonso";

async fn page(app: &TestApp) -> String {
    let (status, html) = app.get_text(PAGE).await;
    assert_eq!(status, 200);
    html
}

/// A supplier that has submitted its registration: (vendor id, token, registration id).
pub(crate) async fn applied(app: &TestApp, email: &str) -> (String, String, String) {
    let (vendor, token) = app.vendor(email, false).await;
    let (status, body) = apply(app, &token, registration(vec![], &[])).await;
    assert_eq!(status, 201, "{body}");
    (vendor, token, body["vendorRegistration"]["_id"].as_str().unwrap().to_owned())
}

fn emails(body: &Value) -> Vec<String> {
    body["vendors"].as_array().unwrap().iter().map(|r| r["email"].as_str().unwrap().to_owned()).collect()
}

on_both_databases!(registrations_come_in_tabs_and_pages, |backend: Backend| async move {
    let app = TestApp::spawn(backend).await.unwrap();
    let (_, admin) = app.admin("review@admins.test").await;
    let (first, _, _) = applied(&app, "first@suppliers.test").await;
    applied(&app, "second@suppliers.test").await;
    applied(&app, "third@suppliers.test").await;
    app.vendor("never@suppliers.test", false).await;

    let (status, body) = app.get_json_as("/api/v1/vendorRegistration/get", &admin).await;
    assert_eq!((status, body["total"].as_u64()), (200, Some(0)), "Verified is the default tab: {body}");
    let (status, body) =
        patch(&app, &format!("/api/v1/vendor/updateVendor/{first}"), &admin, json!({ "isVerified": true })).await;
    assert_eq!(status, 200, "{body}");

    let (_, body) = app.get_json_as("/api/v1/vendorRegistration/get", &admin).await;
    assert_eq!(emails(&body), ["first@suppliers.test"]);
    let row = &body["vendors"][0];
    assert_eq!(
        (row["isVerified"].as_bool(), row["gstNo"].as_str(), row["vendorId"].as_str()),
        (Some(true), Some("27AAPFU0939F1ZV"), Some(first.as_str()))
    );
    assert_eq!(row["verificationDocuments"]["panFile"], format!("/api/v1/vendorRegistration/document/{first}/panFile"));
    let (_, body) = app.get_json_as("/api/v1/vendorRegistration/get?tab=unverified", &admin).await;
    let mut unverified = emails(&body);
    unverified.sort();
    assert_eq!(
        unverified,
        ["second@suppliers.test", "third@suppliers.test"],
        "a supplier without a registration is not listed"
    );
    let (_, body) = app.get_json_as("/api/v1/vendorRegistration/get?tab=all&pageSize=2", &admin).await;
    assert_eq!((emails(&body).len(), body["total"].as_u64()), (2, Some(3)));
    let (_, page2) = app.get_json_as("/api/v1/vendorRegistration/get?tab=all&pageSize=2&page=2", &admin).await;
    let mut all = emails(&body);
    all.extend(emails(&page2));
    all.sort();
    assert_eq!(all, ["first@suppliers.test", "second@suppliers.test", "third@suppliers.test"]);
    let (_, body) = app.get_json_as("/api/v1/vendorRegistration/get?tab=all&search=THIRD", &admin).await;
    assert_eq!(emails(&body), ["third@suppliers.test"]);
    assert_eq!(app.get_json_as("/api/v1/vendorRegistration/get?tab=pending", &admin).await.0, 400);
});

on_both_databases!(an_admin_edits_the_contact_details_under_the_rules, |backend: Backend| async move {
    let app = TestApp::spawn(backend).await.unwrap();
    let (_, admin) = app.admin("review@admins.test").await;
    let (vendor, _, id) = applied(&app, "edit@suppliers.test").await;
    app.vendor("taken@suppliers.test", false).await;
    let path = format!("/api/v1/vendorRegistration/update/{id}");
    let put = |body: Value| send(&app, reqwest::Method::PUT, &path, &admin, Some(body));

    let (status, body) = put(json!({ "name": " ", "email": "not-an-email", "phone": "" })).await;
    assert_eq!(status, 400);
    assert_eq!(body["errors"]["name"], "Name is required");
    assert_eq!(body["errors"]["email"], "Email is invalid");
    assert_eq!(body["errors"]["phone"], "Phone is required");
    let (status, body) =
        put(json!({ "name": "Konkan Exports", "email": "TAKEN@suppliers.test", "phone": "+91 99999 11111" })).await;
    assert_eq!((status, body["message"].as_str()), (409, Some("A supplier with this email already exists")));
    let stored = vendor_registrations::Entity::find_by_id(id.clone()).one(&app.db).await.unwrap().unwrap();
    assert_eq!(
        (stored.name.as_str(), stored.email.as_str()),
        ("Spice Traders", "edit@suppliers.test"),
        "nothing stored was lost"
    );
    assert!(activity(&app, None).await.is_empty());

    let (status, body) = put(
        json!({ "name": "Konkan Exports ₹", "email": "New@Suppliers.test", "phone": "+91 99999 11111", "address": "" }),
    )
    .await;
    assert_eq!((status, body["message"].as_str()), (200, Some("Supplier updated successfully")), "{body}");
    let saved = &body["vendorRegistration"];
    assert_eq!(
        (saved["name"].as_str(), saved["email"].as_str(), saved["phone"].as_str()),
        (Some("Konkan Exports ₹"), Some("new@suppliers.test"), Some("+91 99999 11111"))
    );
    assert_eq!(saved["address"], "Plot 7, MIDC, Ratnagiri, Maharashtra", "a blank address keeps the stored one");
    let account = vendors::Entity::find_by_id(vendor.clone()).one(&app.db).await.unwrap().unwrap();
    assert_eq!((account.name.as_str(), account.email.as_str()), ("Konkan Exports ₹", "new@suppliers.test"));
    let login = app
        .new_browser()
        .post(app.url("/api/v1/vendor/vendorLogin"))
        .json(&json!({ "email": "new@suppliers.test", "password": "secret1" }))
        .send()
        .await
        .unwrap();
    assert_eq!(login.status().as_u16(), 200, "the supplier signs in with the new e-mail");
    let records = activity(&app, Some(&id)).await;
    assert_eq!(records.iter().map(|r| r.action.as_str()).collect::<Vec<_>>(), ["registration.update"]);
    let missing = "/api/v1/vendorRegistration/update/00000000-0000-0000-0000-000000000000";
    let body = json!({ "name": "X", "email": "x@suppliers.test", "phone": "+91 99999 11111" });
    assert_eq!(send(&app, reqwest::Method::PUT, missing, &admin, Some(body)).await.0, 404);
});

on_both_databases!(
    deleting_a_registration_removes_its_files_and_unverifies_the_supplier,
    |backend: Backend| async move {
        let app = Spawn::new(backend).demo().start().await.unwrap();
        let (_, admin) = app.admin("review@admins.test").await;
        let (vendor, token, id) = applied(&app, "gone@suppliers.test").await;
        assert_eq!(
            patch(&app, &format!("/api/v1/vendor/updateVendor/{vendor}"), &admin, json!({ "isVerified": true }))
                .await
                .0,
            200
        );
        let mango = foundation::entities::products::Entity::find()
            .filter(foundation::entities::products::Column::Slug.eq("mango"))
            .one(&app.db)
            .await
            .unwrap()
            .unwrap();
        let alphonso = foundation::entities::varieties::Entity::find()
            .filter(foundation::entities::varieties::Column::ProductId.eq(mango.id.as_str()))
            .filter(foundation::entities::varieties::Column::Slug.eq("alphonso"))
            .one(&app.db)
            .await
            .unwrap()
            .unwrap();
        let listing = json!({ "product": mango.id, "varietyId": alphonso.id, "price": 500, "location": "Pune", "quantityAvailable": 5, "unit": "kg" });
        assert_eq!(send(&app, reqwest::Method::POST, "/api/v1/vendorProduct/add", &token, Some(listing)).await.0, 201);
        assert!(page(&app).await.contains("Spice Traders"));
        assert_eq!(stored_files(app.data_dir.path()).len(), 4);

        let registrations_before = vendor_registrations::Entity::find().count(&app.db).await.unwrap();
        let path = format!("/api/v1/vendorRegistration/delete/{id}");
        let (status, body) = send(&app, reqwest::Method::DELETE, &path, &admin, None).await;
        assert_eq!((status, body["message"].as_str()), (200, Some("Supplier deleted successfully")), "{body}");
        assert!(stored_files(app.data_dir.path()).is_empty(), "the documents left the store");
        assert_eq!(vendor_registrations::Entity::find().count(&app.db).await.unwrap(), registrations_before - 1);
        assert!(vendor_registrations::Entity::find_by_id(id.clone()).one(&app.db).await.unwrap().is_none());
        assert_eq!(vendor_documents::Entity::find().count(&app.db).await.unwrap(), 0);
        let account = vendors::Entity::find_by_id(vendor.clone()).one(&app.db).await.unwrap().unwrap();
        assert_eq!(
            (account.is_verified, account.has_submitted_registration),
            (false, false),
            "the account stays, unverified"
        );
        assert!(!page(&app).await.contains("Spice Traders"), "its offers left the public page");
        assert_eq!(activity(&app, Some(&id)).await.len(), 1);
        assert_eq!(send(&app, reqwest::Method::DELETE, &path, &admin, None).await.0, 404);
        // It may register again.
        assert_eq!(apply(&app, &token, registration(vec![], &[])).await.0, 201);
    }
);

on_both_databases!(supplier_products_are_listed_switched_and_deleted, |backend: Backend| async move {
    let app = Spawn::new(backend).demo().start().await.unwrap();
    let (_, admin) = app.admin("review@admins.test").await;
    let (_, token) = app.vendor("lister@suppliers.test", true).await;
    let mango = foundation::entities::products::Entity::find()
        .filter(foundation::entities::products::Column::Slug.eq("mango"))
        .one(&app.db)
        .await
        .unwrap()
        .unwrap();
    let alphonso = foundation::entities::varieties::Entity::find()
        .filter(foundation::entities::varieties::Column::ProductId.eq(mango.id.as_str()))
        .filter(foundation::entities::varieties::Column::Slug.eq("alphonso"))
        .one(&app.db)
        .await
        .unwrap()
        .unwrap();
    let listing = json!({ "product": mango.id, "varietyId": alphonso.id, "price": 1234.5, "location": "Pune", "quantityAvailable": 5, "unit": "box", "packContent": 3, "notes": "" });
    let (_, body) = send(&app, reqwest::Method::POST, "/api/v1/vendorProduct/add", &token, Some(listing.clone())).await;
    let id = body["_id"].as_str().unwrap().to_owned();

    let total = vendor_listings::Entity::find().count(&app.db).await.unwrap();
    let (status, body) = app.get_json_as("/api/v1/vendorProduct/getAllProduct?pageSize=3", &admin).await;
    assert_eq!(
        (status, body["total"].as_u64(), body["products"].as_array().unwrap().len()),
        (200, Some(total), 3),
        "{body}"
    );
    let (_, body) = app.get_json_as("/api/v1/vendorProduct/getAllProduct?pageSize=100", &admin).await;
    let row = body["products"].as_array().unwrap().iter().find(|r| r["_id"] == id.as_str()).unwrap().clone();
    assert_eq!(
        (
            row["product"]["title"].as_str(),
            row["vendor"]["email"].as_str(),
            row["price"].as_f64(),
            row["unit"].as_str()
        ),
        (Some("Mango"), Some("lister@suppliers.test"), Some(1234.5), Some("box"))
    );
    assert!(
        row["product"]["varieties"].as_array().unwrap().iter().any(|v| v["title"] == "Alphonso"),
        "the details dialog's varieties"
    );
    assert_eq!(row["isActive"], true);

    let path = format!("/api/v1/vendorProduct/status/{id}");
    assert_eq!(patch(&app, &path, &admin, json!({})).await.0, 400);
    let (status, body) = patch(&app, &path, &admin, json!({ "isActive": false })).await;
    assert_eq!((status, body["product"]["isActive"].as_bool()), (200, Some(false)), "{body}");
    assert!(!page(&app).await.contains("Spice Traders"), "an inactive listing leaves the public page");
    let (_, inactive) = app.get_json_as("/api/v1/vendorProduct/getAllProduct?active=no&pageSize=100", &admin).await;
    let inactive: Vec<&Value> = inactive["products"].as_array().unwrap().iter().collect();
    assert!(inactive.iter().any(|r| r["_id"] == id.as_str()));
    assert!(inactive.iter().all(|r| r["isActive"] == false), "the filter returns inactive listings only");
    let stored = vendor_listings::Entity::find()
        .filter(vendor_listings::Column::IsActive.eq(false))
        .count(&app.db)
        .await
        .unwrap();
    assert_eq!(inactive.len() as u64, stored);
    assert_eq!(patch(&app, &path, &admin, json!({ "isActive": true })).await.0, 200);
    assert!(page(&app).await.contains("Spice Traders"));
    assert_eq!(activity(&app, Some(&id)).await.len(), 2);

    // A supplier deleting its own listing is not an admin write; an admin's delete is recorded.
    let (_, body) = send(&app, reqwest::Method::POST, "/api/v1/vendorProduct/add", &token, Some(listing)).await;
    let own = body["_id"].as_str().unwrap().to_owned();
    assert_eq!(
        send(&app, reqwest::Method::DELETE, &format!("/api/v1/vendorProduct/delete/{own}"), &token, None).await.0,
        200
    );
    assert!(activity(&app, Some(&own)).await.is_empty());
    let (status, _) =
        send(&app, reqwest::Method::DELETE, &format!("/api/v1/vendorProduct/delete/{id}"), &admin, None).await;
    assert_eq!(status, 200);
    let records = activity(&app, Some(&id)).await;
    assert_eq!(records.iter().filter(|r| r.action == "listing.delete").count(), 1);
    assert!(!page(&app).await.contains("Spice Traders"));
});
