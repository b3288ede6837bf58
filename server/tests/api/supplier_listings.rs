//! A supplier's own listings: rules of SPEC.md §5, ownership, who may list, and the public
//! variety page showing each write at once.

use foundation::entities::{products, varieties, vendor_listings};
use sea_orm::{ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter};
use serde_json::{json, Value};

use crate::helpers::{Backend, Spawn, TestApp};
use crate::on_both_databases;
use crate::supplier_support::set_vendor_flags;

const PAGE: &str = "/products/mango/alphonso";

/// (product id, Alphonso's id, a variety of another product).
async fn catalogue(app: &TestApp) -> (String, String, String) {
    let mango =
        products::Entity::find().filter(products::Column::Slug.eq("mango")).one(&app.db).await.unwrap().unwrap();
    let alphonso = varieties::Entity::find()
        .filter(varieties::Column::ProductId.eq(mango.id.as_str()))
        .filter(varieties::Column::Slug.eq("alphonso"))
        .one(&app.db)
        .await
        .unwrap()
        .unwrap();
    let foreign = varieties::Entity::find()
        .filter(varieties::Column::ProductId.ne(mango.id.as_str()))
        .one(&app.db)
        .await
        .unwrap()
        .unwrap();
    (mango.id, alphonso.id, foreign.id)
}

fn listing(product: &str, variety: &str) -> Value {
    json!({ "product": product, "varietyId": variety, "price": 1234.5, "location": "Ratnagiri", "quantityAvailable": 40, "unit": "box", "packContent": 3, "notes": "GI tagged" })
}

async fn send(app: &TestApp, method: reqwest::Method, path: &str, token: &str, body: Option<&Value>) -> (u16, Value) {
    let mut request = app.client.request(method, app.url(path)).bearer_auth(token);
    if let Some(body) = body {
        request = request.json(body);
    }
    let response = request.send().await.unwrap();
    let status = response.status().as_u16();
    (status, response.json().await.unwrap_or(Value::Null))
}

async fn page(app: &TestApp) -> String {
    let (status, html) = app.get_text(PAGE).await;
    assert_eq!(status, 200);
    html
}

on_both_databases!(listing_writes_show_on_the_variety_page_at_once, |backend: Backend| async move {
    let app = Spawn::new(backend).demo().start().await.unwrap();
    let (product, variety, _) = catalogue(&app).await;
    let (me, token) = app.vendor("lister@suppliers.test", true).await;
    assert!(!page(&app).await.contains("Spice Traders"), "cached before the write");

    let (status, body) =
        send(&app, reqwest::Method::POST, "/api/v1/vendorProduct/add", &token, Some(&listing(&product, &variety)))
            .await;
    assert_eq!((status, body["message"].as_str()), (201, Some("Product Added")), "{body}");
    let id = body["_id"].as_str().unwrap().to_owned();
    assert!(page(&app).await.contains("Spice Traders"), "the new offer is on the page");
    let row = vendor_listings::Entity::find_by_id(id.clone()).one(&app.db).await.unwrap().unwrap();
    assert_eq!((row.price_paise, row.vendor_id.as_str(), row.unit.as_str()), (123_450, me.as_str(), "box"));

    let mut changed = listing(&product, &variety);
    changed["price"] = json!("99.95");
    changed["notes"] = json!("");
    let (status, body) =
        send(&app, reqwest::Method::PUT, &format!("/api/v1/vendorProduct/{id}"), &token, Some(&changed)).await;
    assert_eq!((status, body["message"].as_str()), (200, Some("Product Updated")), "{body}");
    let (status, body) = app.get_json_as(&format!("/api/v1/vendorProduct/vendor/{me}"), &token).await;
    assert_eq!(status, 200);
    let mine = &body["listings"][0];
    assert_eq!((mine["price"].as_f64(), mine["notes"].is_null()), (Some(99.95), true));
    assert_eq!(
        (mine["product"]["title"].as_str(), mine["variety"]["title"].as_str()),
        (Some("Mango"), Some("Alphonso"))
    );
    assert!(page(&app).await.contains("99.95"), "the new price is on the page");

    let (status, body) =
        send(&app, reqwest::Method::DELETE, &format!("/api/v1/vendorProduct/delete/{id}"), &token, None).await;
    assert_eq!((status, body["message"].as_str()), (200, Some("Product Deleted")));
    assert!(!page(&app).await.contains("Spice Traders"), "the offer is gone from the page");
});

on_both_databases!(listing_fields_follow_section_5, |backend: Backend| async move {
    let app = Spawn::new(backend).demo().start().await.unwrap();
    let (product, variety, foreign) = catalogue(&app).await;
    let (me, token) = app.vendor("rules@suppliers.test", true).await;
    let cases: Vec<(&str, Value, &str)> = vec![
        ("product", json!(""), "Product is required"),
        ("varietyId", json!(null), "Variety is required"),
        ("varietyId", json!(foreign), "The variety does not belong to this product"),
        ("price", json!(-1), "Price must be a number of at least 0 with at most two decimals"),
        ("price", json!(10.005), "Price must be a number of at least 0 with at most two decimals"),
        ("price", json!("ten"), "Price must be a number of at least 0 with at most two decimals"),
        ("quantityAvailable", json!(-2), "Quantity available must be a number of at least 0"),
        ("unit", json!("litre"), "Unit must be one of kg, g, ton, quintal, piece, packet, box, metre"),
        ("location", json!("  "), "Location is required"),
    ];
    for (field, value, message) in cases {
        let mut body = listing(&product, &variety);
        body[field] = value;
        let (status, answer) =
            send(&app, reqwest::Method::POST, "/api/v1/vendorProduct/add", &token, Some(&body)).await;
        assert_eq!((status, answer["message"].as_str()), (400, Some(message)), "{field}");
    }
    let count = vendor_listings::Entity::find()
        .filter(vendor_listings::Column::VendorId.eq(me.as_str()))
        .count(&app.db)
        .await
        .unwrap();
    assert_eq!(count, 0);
    // Zero is a price and a quantity; the body's vendor is ignored.
    let mut body = listing(&product, &variety);
    body["price"] = json!(0);
    body["quantityAvailable"] = json!("0");
    body["vendor"] = json!("someone-else");
    assert_eq!(send(&app, reqwest::Method::POST, "/api/v1/vendorProduct/add", &token, Some(&body)).await.0, 201);
    let row = vendor_listings::Entity::find()
        .filter(vendor_listings::Column::VendorId.eq(me.as_str()))
        .one(&app.db)
        .await
        .unwrap()
        .unwrap();
    assert_eq!((row.price_paise, row.quantity_available), (0, 0.0));
});

on_both_databases!(only_the_owner_changes_a_listing_and_an_admin_may_delete_any, |backend: Backend| async move {
    let app = Spawn::new(backend).demo().start().await.unwrap();
    let (product, variety, _) = catalogue(&app).await;
    let (owner, owner_token) = app.vendor("owner@suppliers.test", true).await;
    let (_, other_token) = app.vendor("other@suppliers.test", true).await;
    let (_, admin_token) = app.admin("root@admins.test").await;
    let (_, body) = send(
        &app,
        reqwest::Method::POST,
        "/api/v1/vendorProduct/add",
        &owner_token,
        Some(&listing(&product, &variety)),
    )
    .await;
    let id = body["_id"].as_str().unwrap().to_owned();
    let before = vendor_listings::Entity::find_by_id(id.clone()).one(&app.db).await.unwrap().unwrap();

    let mut changed = listing(&product, &variety);
    changed["price"] = json!(1);
    let (status, body) =
        send(&app, reqwest::Method::PUT, &format!("/api/v1/vendorProduct/{id}"), &other_token, Some(&changed)).await;
    assert_eq!((status, body["message"].as_str()), (403, Some("You can only change your own listings")));
    let (status, _) =
        send(&app, reqwest::Method::DELETE, &format!("/api/v1/vendorProduct/delete/{id}"), &other_token, None).await;
    assert_eq!(status, 403);
    let (status, _) = app.get_json_as(&format!("/api/v1/vendorProduct/vendor/{owner}"), &other_token).await;
    assert_eq!(status, 403, "another supplier's list");
    assert_eq!(
        vendor_listings::Entity::find_by_id(id.clone()).one(&app.db).await.unwrap().unwrap(),
        before,
        "nothing changed"
    );

    let (status, _) = app.get_json_as(&format!("/api/v1/vendorProduct/vendor/{owner}"), &admin_token).await;
    assert_eq!(status, 200);
    let (status, body) =
        send(&app, reqwest::Method::DELETE, &format!("/api/v1/vendorProduct/delete/{id}"), &admin_token, None).await;
    assert_eq!((status, body["message"].as_str()), (200, Some("Product deleted successfully")));
    assert!(vendor_listings::Entity::find_by_id(id.clone()).one(&app.db).await.unwrap().is_none());
    let (status, _) =
        send(&app, reqwest::Method::DELETE, &format!("/api/v1/vendorProduct/delete/{id}"), &admin_token, None).await;
    assert_eq!(status, 404);
});

on_both_databases!(unverified_or_blocked_suppliers_cannot_list, |backend: Backend| async move {
    let app = Spawn::new(backend).demo().start().await.unwrap();
    let (product, variety, _) = catalogue(&app).await;
    let (pending, pending_token) = app.vendor("pending@suppliers.test", false).await;
    let (status, body) = send(
        &app,
        reqwest::Method::POST,
        "/api/v1/vendorProduct/add",
        &pending_token,
        Some(&listing(&product, &variety)),
    )
    .await;
    assert_eq!((status, body["message"].as_str()), (403, Some(domain::suppliers::NOT_VERIFIED)));
    let (status, _) = app.get_json_as(&format!("/api/v1/vendorProduct/vendor/{pending}"), &pending_token).await;
    assert_eq!(status, 403);

    let (blocked, token) = app.vendor("blocked@suppliers.test", true).await;
    let (_, body) =
        send(&app, reqwest::Method::POST, "/api/v1/vendorProduct/add", &token, Some(&listing(&product, &variety)))
            .await;
    let id = body["_id"].as_str().unwrap().to_owned();
    set_vendor_flags(&app, &blocked, true, true).await;
    for (method, path, body) in [
        (reqwest::Method::POST, "/api/v1/vendorProduct/add".to_owned(), Some(listing(&product, &variety))),
        (reqwest::Method::PUT, format!("/api/v1/vendorProduct/{id}"), Some(listing(&product, &variety))),
        (reqwest::Method::DELETE, format!("/api/v1/vendorProduct/delete/{id}"), None),
    ] {
        let (status, answer) = send(&app, method.clone(), &path, &token, body.as_ref()).await;
        assert_eq!(
            (status, answer["message"].as_str()),
            (403, Some("Your account has been blocked by admin")),
            "{method} {path}"
        );
    }
    let count = vendor_listings::Entity::find()
        .filter(vendor_listings::Column::VendorId.is_in([pending, blocked]))
        .count(&app.db)
        .await
        .unwrap();
    assert_eq!(count, 1, "only the listing made before the block");
});

on_both_databases!(the_listing_cap_holds_under_parallel_adds, |backend: Backend| async move {
    use domain::suppliers::offers::MAX_OFFERS;
    use sea_orm::{ActiveModelTrait, Set};
    let app = Spawn::new(backend).demo().start().await.unwrap();
    let (product, variety, _) = catalogue(&app).await;
    let (me, token) = app.vendor("many@suppliers.test", true).await;
    // One short of the cap, written directly; then ten adds race for the last place.
    for _ in 1..MAX_OFFERS {
        vendor_listings::ActiveModel {
            vendor_id: Set(me.clone()),
            product_id: Set(product.clone()),
            variety_id: Set(variety.clone()),
            price_paise: Set(100),
            unit: Set(foundation::entities::codes::Unit::Kg),
            location: Set("Pune".into()),
            quantity_available: Set(1.0),
            is_active: Set(false),
            ..Default::default()
        }
        .insert(&app.db)
        .await
        .unwrap();
    }
    let body = listing(&product, &variety);
    let answers = futures_util::future::join_all(
        (0..10).map(|_| send(&app, reqwest::Method::POST, "/api/v1/vendorProduct/add", &token, Some(&body))),
    )
    .await;
    let created = answers.iter().filter(|(status, _)| *status == 201 || *status == 200).count();
    assert_eq!(created, 1, "{answers:?}");
    assert!(answers.iter().all(|(status, _)| [200, 201, 409].contains(status)), "{answers:?}");
    let count = vendor_listings::Entity::find()
        .filter(vendor_listings::Column::VendorId.eq(me.as_str()))
        .count(&app.db)
        .await
        .unwrap();
    assert_eq!(count, MAX_OFFERS);
});
