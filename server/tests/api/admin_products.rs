//! Product Management: an admin creates, edits and deletes catalogue products with their
//! varieties (multipart, SPEC.md section 7), on the real database and file store.

use foundation::entities::{admin_activity, products, vendor_listings};
use reqwest::multipart::{Form, Part};
use sea_orm::{ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter};
use serde_json::{json, Value};

use crate::helpers::{Backend, Spawn, TestApp};
use crate::on_both_databases;
use crate::supplier_support::{part, png, stored_files};

const CREATE: &str = "/api/v1/admin/product/createProduct";

/// A complete product form: these texts, the main image unless `main` is `None`, and the
/// variety images in order.
fn product_form(texts: &[(&str, String)], main: Option<Part>, variety_images: Vec<Part>) -> Form {
    let mut form = Form::new();
    for (name, value) in texts {
        form = form.text(name.to_string(), value.clone());
    }
    if let Some(main) = main {
        form = form.part("mainImage", main);
    }
    for image in variety_images {
        form = form.part("varietyImages", image);
    }
    form
}

fn picture(width: u32, height: u32) -> Part {
    part(png(width, height), "picture.png", "image/png")
}

/// The texts of a mango product with two varieties: the first takes the second picture
/// sent, the second the first one (so the matching is by `imageIndex`, not by order).
pub(crate) fn mango_texts(title: &str, category: &str) -> Vec<(&'static str, String)> {
    let varieties = json!([
        {
            "title": "Alphonso", "description": "The king of mangoes — “Hapus”, ₹ grade A.",
            "origin": "Ratnagiri, India", "energy": "60 kcal", "protein": "0.8 g", "crudeFibre": "1.6 g",
            "calcium": "11 mg", "iron": "0.16 mg", "imageIndex": 1,
            "additionalDescription": {
                "packaging": "3 kg corrugated box", "packagingMaterial": "5-ply cardboard",
                "supplyAbility": "20 tons per week", "container": "40 ft reefer",
                "shipmentPreparationTime": "3 days", "deliveryTime": "7–10 days"
            }
        },
        { "title": "Kesar", "origin": "Junagadh", "imageIndex": 0 }
    ]);
    vec![
        ("title", title.to_owned()),
        ("category", category.to_owned()),
        ("tag", "Seasonal".to_owned()),
        ("details", "Hand-picked mangoes.\nLine two.".to_owned()),
        ("description", "Export-grade mangoes from Konkan.".to_owned()),
        ("features", json!(["Naturally ripened", "  ", "Residue tested"]).to_string()),
        (
            "specifications",
            json!([{ "name": "Brix", "value": "18–22%" }, { "name": "Size", "value": "250–300 g" }]).to_string(),
        ),
        ("varieties", varieties.to_string()),
    ]
}

async fn send(
    app: &TestApp,
    method: reqwest::Method,
    path: &str,
    token: Option<&str>,
    form: Option<Form>,
) -> (u16, Value) {
    let mut request = app.client.request(method, app.url(path));
    if let Some(token) = token {
        request = request.bearer_auth(token);
    }
    if let Some(form) = form {
        request = request.multipart(form);
    }
    let response = request.send().await.unwrap();
    let status = response.status().as_u16();
    (status, response.json().await.unwrap_or(Value::Null))
}

pub(crate) async fn create_mango(app: &TestApp, token: &str, title: &str, category: &str) -> Value {
    let form =
        product_form(&mango_texts(title, category), Some(picture(64, 48)), vec![picture(30, 20), picture(40, 10)]);
    let (status, body) = send(app, reqwest::Method::POST, CREATE, Some(token), Some(form)).await;
    assert_eq!(status, 201, "{body}");
    body["product"].clone()
}

/// The pixel size of a picture the site serves at `url`.
async fn served_size(app: &TestApp, url: &str) -> (u32, u32) {
    let response = app.get(url).await;
    assert_eq!(response.status().as_u16(), 200, "{url}");
    let bytes = response.bytes().await.unwrap();
    let image = image::load_from_memory(&bytes).unwrap();
    (image.width(), image.height())
}

/// The form that saves `product` (as the API answers it) again, with `varieties` instead.
pub(crate) fn edit_texts(product: &Value, varieties: Value) -> Vec<(&'static str, String)> {
    let text = |key: &str| product[key].as_str().unwrap_or_default().to_owned();
    vec![
        ("title", text("title")),
        ("category", text("category")),
        ("tag", text("tag")),
        ("details", text("details")),
        ("description", text("description")),
        ("features", product["features"].to_string()),
        ("specifications", product["specifications"].to_string()),
        ("varieties", varieties.to_string()),
    ]
}

on_both_databases!(only_admins_manage_products, |backend: Backend| async move {
    let app = TestApp::spawn(backend).await.unwrap();
    let (_, buyer) = app.buyer("buyer@buyers.test").await;
    let (_, vendor) = app.vendor("vendor@suppliers.test", true).await;
    let (_, admin) = app.admin("root@admins.test").await;
    let product = create_mango(&app, &admin, "Mango", "Fruits").await;
    let id = product["_id"].as_str().unwrap();
    let path = format!("/api/v1/admin/product/{id}");
    for (token, expected) in [(None, 401), (Some(buyer.as_str()), 403), (Some(vendor.as_str()), 403)] {
        let form = || {
            Some(product_form(&mango_texts("Guava", "Guavas"), Some(picture(8, 8)), vec![picture(4, 4), picture(4, 4)]))
        };
        assert_eq!(send(&app, reqwest::Method::POST, CREATE, token, form()).await.0, expected, "create as {token:?}");
        assert_eq!(send(&app, reqwest::Method::PUT, &path, token, form()).await.0, expected, "update as {token:?}");
        assert_eq!(send(&app, reqwest::Method::DELETE, &path, token, None).await.0, expected, "delete as {token:?}");
    }
    // Nothing changed: one product, still called Mango, and only the admin's create recorded.
    let rows = products::Entity::find().all(&app.db).await.unwrap();
    assert_eq!(rows.iter().map(|p| p.title.as_str()).collect::<Vec<_>>(), vec!["Mango"]);
    let actions: Vec<String> =
        admin_activity::Entity::find().all(&app.db).await.unwrap().into_iter().map(|a| a.action).collect();
    assert_eq!(actions, vec!["product.create"]);
});

on_both_databases!(a_new_product_needs_a_main_image_and_pictures_by_content, |backend: Backend| async move {
    let app = TestApp::spawn(backend).await.unwrap();
    let (_, admin) = app.admin("root@admins.test").await;
    let texts = mango_texts("Mango", "Fruits");

    let (status, body) = send(
        &app,
        reqwest::Method::POST,
        CREATE,
        Some(&admin),
        Some(product_form(&texts, None, vec![picture(4, 4), picture(4, 4)])),
    )
    .await;
    assert_eq!((status, body["message"].as_str()), (400, Some("Main image is required")), "{body}");
    assert_eq!(body["errors"]["mainImage"], "Main image is required");

    let html = || part(b"<html><script>alert(1)</script></html>".to_vec(), "mango.png", "image/png");
    let (status, body) = send(
        &app,
        reqwest::Method::POST,
        CREATE,
        Some(&admin),
        Some(product_form(&texts, Some(html()), vec![picture(4, 4), picture(4, 4)])),
    )
    .await;
    assert_eq!(status, 415, "an HTML page named .png is no main image: {body}");
    let (status, body) = send(
        &app,
        reqwest::Method::POST,
        CREATE,
        Some(&admin),
        Some(product_form(&texts, Some(picture(8, 8)), vec![picture(4, 4), html()])),
    )
    .await;
    assert_eq!(status, 415, "nor a variety image: {body}");

    let mut no_title = texts.clone();
    no_title[0].1 = "  ".into();
    let (status, body) = send(
        &app,
        reqwest::Method::POST,
        CREATE,
        Some(&admin),
        Some(product_form(&no_title, Some(picture(8, 8)), vec![picture(4, 4), picture(4, 4)])),
    )
    .await;
    assert_eq!((status, body["errors"]["title"].as_str()), (400, Some("Title is required")), "{body}");
    let mut broken = texts.clone();
    broken[7].1 = "[{\"title\": ".into();
    let (status, body) = send(
        &app,
        reqwest::Method::POST,
        CREATE,
        Some(&admin),
        Some(product_form(&broken, Some(picture(8, 8)), vec![])),
    )
    .await;
    assert_eq!((status, body["errors"]["varieties"].as_str()), (400, Some("Varieties must be a JSON list")), "{body}");
    // A picture that no variety names, and an index with no picture.
    let (status, _) = send(
        &app,
        reqwest::Method::POST,
        CREATE,
        Some(&admin),
        Some(product_form(&texts, Some(picture(8, 8)), vec![picture(4, 4), picture(4, 4), picture(4, 4)])),
    )
    .await;
    assert_eq!(status, 400);
    let (status, _) = send(
        &app,
        reqwest::Method::POST,
        CREATE,
        Some(&admin),
        Some(product_form(&texts, Some(picture(8, 8)), vec![picture(4, 4)])),
    )
    .await;
    assert_eq!(status, 400);

    assert_eq!(products::Entity::find().count(&app.db).await.unwrap(), 0);
    assert!(stored_files(app.data_dir.path()).is_empty(), "refused forms leave no file behind");
});

on_both_databases!(every_field_round_trips_exactly, |backend: Backend| async move {
    let app = TestApp::spawn(backend).await.unwrap();
    let (_, admin) = app.admin("root@admins.test").await;
    let created = create_mango(&app, &admin, "Mango — हापुस", "Fresh Fruits").await;
    let (_, all) = app.get_json("/api/v1/admin/product/getAllProducts").await;
    let product = all["products"].as_array().unwrap().iter().find(|p| p["_id"] == created["_id"]).unwrap().clone();
    assert_eq!(product, created, "the answer is the catalogue's own view");
    assert_eq!(product["title"], "Mango — हापुस");
    assert_eq!(product["slug"], "mango-haapus");
    assert_eq!(product["category"], "Fresh Fruits");
    assert_eq!(product["categorySlug"], "fresh-fruits");
    assert_eq!(product["tag"], "Seasonal");
    assert_eq!(product["details"], "Hand-picked mangoes.\nLine two.");
    assert_eq!(product["description"], "Export-grade mangoes from Konkan.");
    assert_eq!(product["features"], json!(["Naturally ripened", "Residue tested"]));
    assert_eq!(
        product["specifications"],
        json!([{ "name": "Brix", "value": "18–22%" }, { "name": "Size", "value": "250–300 g" }])
    );
    let alphonso = &product["varieties"][0];
    assert_eq!(alphonso["title"], "Alphonso");
    assert_eq!(alphonso["description"], "The king of mangoes — “Hapus”, ₹ grade A.");
    for (key, value) in [
        ("origin", "Ratnagiri, India"),
        ("energy", "60 kcal"),
        ("protein", "0.8 g"),
        ("crudeFibre", "1.6 g"),
        ("calcium", "11 mg"),
        ("iron", "0.16 mg"),
    ] {
        assert_eq!(alphonso[key], value, "{key}");
    }
    assert_eq!(
        alphonso["additionalDescription"],
        json!({
            "packaging": "3 kg corrugated box", "packagingMaterial": "5-ply cardboard", "supplyAbility": "20 tons per week",
            "container": "40 ft reefer", "shipmentPreparationTime": "3 days", "deliveryTime": "7–10 days"
        })
    );
    let kesar = &product["varieties"][1];
    assert_eq!(
        (kesar["title"].as_str(), kesar["origin"].as_str(), kesar["energy"].as_str()),
        (Some("Kesar"), Some("Junagadh"), None)
    );
    // Each variety has the picture its imageIndex named; the main image is its own.
    assert_eq!(served_size(&app, product["image"].as_str().unwrap()).await, (64, 48));
    assert_eq!(served_size(&app, alphonso["varietyImage"].as_str().unwrap()).await, (40, 10));
    assert_eq!(served_size(&app, kesar["varietyImage"].as_str().unwrap()).await, (30, 20));
    assert_eq!(stored_files(app.data_dir.path()).len(), 3);
});

on_both_databases!(an_update_keeps_variety_ids_and_drops_replaced_files, |backend: Backend| async move {
    let app = TestApp::spawn(backend).await.unwrap();
    let (_, admin) = app.admin("root@admins.test").await;
    let (_, vendor) = app.vendor("vendor@suppliers.test", true).await;
    let product = create_mango(&app, &admin, "Mango", "Fruits").await;
    let id = product["_id"].as_str().unwrap().to_owned();
    let alphonso = product["varieties"][0].clone();
    let kesar = product["varieties"][1].clone();
    let listing = json!({ "product": id, "varietyId": alphonso["_id"], "price": 120.5, "location": "Ratnagiri", "quantityAvailable": 500, "unit": "kg" });
    let response =
        app.client.post(app.url("/api/v1/vendorProduct/add")).bearer_auth(&vendor).json(&listing).send().await.unwrap();
    assert_eq!(response.status().as_u16(), 201);
    let files_before = stored_files(app.data_dir.path());
    assert_eq!(files_before.len(), 3);

    // Alphonso kept (renamed, new picture), Kesar left out, Totapuri added; new main image.
    let varieties = json!([
        { "_id": alphonso["_id"], "title": "Alphonso Premium", "origin": "Devgad", "imageIndex": 0,
          "additionalDescription": { "container": "20 ft reefer" } },
        { "title": "Totapuri", "iron": "0.2 mg" }
    ]);
    let form = product_form(&edit_texts(&product, varieties), Some(picture(50, 50)), vec![picture(12, 34)]);
    let (status, body) =
        send(&app, reqwest::Method::PUT, &format!("/api/v1/admin/product/{id}"), Some(&admin), Some(form)).await;
    assert_eq!((status, body["message"].as_str()), (200, Some("Product updated successfully")), "{body}");
    let updated = &body["product"];
    let kinds = updated["varieties"].as_array().unwrap();
    assert_eq!(kinds.len(), 2);
    assert_eq!(kinds[0]["_id"], alphonso["_id"], "the kept variety keeps its id");
    assert_eq!((kinds[0]["title"].as_str(), kinds[0]["origin"].as_str()), (Some("Alphonso Premium"), Some("Devgad")));
    assert_eq!(kinds[0]["additionalDescription"]["container"], "20 ft reefer");
    assert_eq!(kinds[0]["additionalDescription"]["packaging"], Value::Null, "a field left out is cleared");
    assert_eq!(kinds[1]["title"], "Totapuri");
    assert_ne!(kinds[1]["_id"], kesar["_id"]);
    assert_eq!(served_size(&app, kinds[0]["varietyImage"].as_str().unwrap()).await, (12, 34));
    assert_eq!(served_size(&app, updated["image"].as_str().unwrap()).await, (50, 50));
    // The listing of the kept variety is still there.
    let listings = vendor_listings::Entity::find()
        .filter(vendor_listings::Column::VarietyId.eq(alphonso["_id"].as_str().unwrap()))
        .count(&app.db)
        .await
        .unwrap();
    assert_eq!(listings, 1);
    // The replaced main image, Alphonso's old picture and Kesar's are gone from the store.
    for old in [&product["image"], &alphonso["varietyImage"], &kesar["varietyImage"]] {
        assert_eq!(app.get(old.as_str().unwrap()).await.status().as_u16(), 404, "{old}");
    }
    let files_after = stored_files(app.data_dir.path());
    assert_eq!(files_after.len(), 2, "only the new main image and Alphonso's new picture: {files_after:?}");
    assert!(files_after.iter().all(|f| !files_before.contains(f)));

    // An update that leaves images out keeps them; a variety id of another product is refused.
    let other = create_mango(&app, &admin, "Guava", "Guavas").await;
    let foreign = json!([{ "_id": other["varieties"][0]["_id"], "title": "Stolen" }]);
    let (status, body) = send(
        &app,
        reqwest::Method::PUT,
        &format!("/api/v1/admin/product/{id}"),
        Some(&admin),
        Some(product_form(&edit_texts(updated, foreign), None, vec![])),
    )
    .await;
    assert_eq!(status, 400, "{body}");
    let same = json!([{ "_id": kinds[0]["_id"], "title": "Alphonso Premium" }]);
    let (status, body) = send(
        &app,
        reqwest::Method::PUT,
        &format!("/api/v1/admin/product/{id}"),
        Some(&admin),
        Some(product_form(&edit_texts(updated, same), None, vec![])),
    )
    .await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["product"]["image"], updated["image"]);
    assert_eq!(body["product"]["varieties"][0]["varietyImage"], kinds[0]["varietyImage"]);
    // Unknown product: 404.
    let (status, _) = send(
        &app,
        reqwest::Method::PUT,
        "/api/v1/admin/product/00000000-0000-0000-0000-000000000000",
        Some(&admin),
        Some(product_form(&mango_texts("Plum", "Plums"), None, vec![picture(4, 4), picture(4, 4)])),
    )
    .await;
    assert_eq!(status, 404);
});

on_both_databases!(renamed_addresses_answer_301_with_the_current_one, |backend: Backend| async move {
    let app = TestApp::spawn(backend).await.unwrap();
    let (_, admin) = app.admin("root@admins.test").await;
    let product = create_mango(&app, &admin, "Mango", "Fruits").await;
    let id = product["_id"].as_str().unwrap().to_owned();
    assert_eq!(app.get_text("/products/fruits").await.0, 200);
    assert_eq!(app.get_text("/products/mango/alphonso").await.0, 200);

    let rename = |product: &Value, title: &str, category: &str, variety: &str| {
        let mut texts = edit_texts(product, json!([{ "_id": product["varieties"][0]["_id"], "title": variety }]));
        texts[0].1 = title.to_owned();
        texts[1].1 = category.to_owned();
        product_form(&texts, None, vec![])
    };
    let (status, body) = send(
        &app,
        reqwest::Method::PUT,
        &format!("/api/v1/admin/product/{id}"),
        Some(&admin),
        Some(rename(&product, "Mango King", "Tropical Fruits", "Alphonso Premium")),
    )
    .await;
    assert_eq!(status, 200, "{body}");
    let location = |r: &reqwest::Response| r.headers().get("location").map(|v| v.to_str().unwrap().to_owned());
    let moved = app.get("/products/fruits").await;
    assert_eq!((moved.status().as_u16(), location(&moved).as_deref()), (301, Some("/products/tropical-fruits")));
    let moved = app.get("/products/mango/alphonso").await;
    assert_eq!(
        (moved.status().as_u16(), location(&moved).as_deref()),
        (301, Some("/products/mango-king/alphonso-premium"))
    );
    let page = app.get_text("/products/mango-king/alphonso-premium").await;
    assert_eq!(page.0, 200);
    assert!(page.1.contains("Alphonso Premium"));

    // A second rename: the first address still lands on the current one, in one hop.
    let (_, body) = send(
        &app,
        reqwest::Method::PUT,
        &format!("/api/v1/admin/product/{id}"),
        Some(&admin),
        Some(rename(&body["product"], "Royal Mango", "Stone Fruits", "Alphonso Gold")),
    )
    .await;
    assert_eq!(body["product"]["slug"], "royal-mango");
    for (old, now) in [
        ("/products/fruits", "/products/stone-fruits"),
        ("/products/tropical-fruits", "/products/stone-fruits"),
        ("/products/mango/alphonso", "/products/royal-mango/alphonso-gold"),
        ("/products/mango-king/alphonso-premium", "/products/royal-mango/alphonso-gold"),
        ("/products/royal-mango/alphonso", "/products/royal-mango/alphonso-gold"),
    ] {
        let moved = app.get(old).await;
        assert_eq!((moved.status().as_u16(), location(&moved).as_deref()), (301, Some(now)), "{old}");
    }

    // A new product that takes an old address wins it.
    let newcomer = create_mango(&app, &admin, "Mango", "Fruits").await;
    let (status, html) = app.get_text("/products/fruits").await;
    assert_eq!(status, 200);
    assert!(html.contains("Export-grade mangoes"));
    assert_eq!(app.get_text("/products/mango/alphonso").await.0, 200, "the newcomer's own variety");
    assert_eq!(newcomer["categorySlug"], "fruits");
    // The renamed product keeps its other old addresses.
    assert_eq!(app.get("/products/tropical-fruits").await.status().as_u16(), 301);

    // Deleted: its old addresses are gone too.
    let (status, body) =
        send(&app, reqwest::Method::DELETE, &format!("/api/v1/admin/product/{id}"), Some(&admin), None).await;
    assert_eq!((status, body["message"].as_str()), (200, Some("Product deleted successfully")));
    for gone in ["/products/stone-fruits", "/products/tropical-fruits", "/products/mango-king/alphonso-premium"] {
        let (status, html) = app.get_text(gone).await;
        assert_eq!(status, 404, "{gone}");
        assert!(html.contains("Product not found"));
    }
});

on_both_databases!(a_product_write_drops_only_its_own_pages, |backend: Backend| async move {
    let app = Spawn::new(backend).demo().start().await.unwrap();
    let (_, admin) = app.admin("root@admins.test").await;
    let (_, all) = app.get_json("/api/v1/admin/product/getAllProducts").await;
    let list = all["products"].as_array().unwrap();
    let (product, other) = (&list[0], &list[1]);
    let category = format!("/products/{}", product["categorySlug"].as_str().unwrap());
    let variety = format!(
        "/products/{}/{}",
        product["slug"].as_str().unwrap(),
        product["varieties"][0]["slug"].as_str().unwrap()
    );
    let other_page = format!("/products/{}", other["categorySlug"].as_str().unwrap());
    for path in [&category, &variety, &other_page, &"/about".to_owned()] {
        assert_eq!(app.get_text(path).await.0, 200, "{path}");
    }
    let warm = app.state.renderer.renders();

    let mut kinds = product["varieties"].clone();
    kinds[0]["origin"] = json!("Sindhudurg coast, freshly edited");
    let mut texts = edit_texts(product, kinds);
    texts[3].1 = "Details edited by the admin just now.".into();
    let (status, body) = send(
        &app,
        reqwest::Method::PUT,
        &format!("/api/v1/admin/product/{}", product["_id"].as_str().unwrap()),
        Some(&admin),
        Some(product_form(&texts, None, vec![])),
    )
    .await;
    assert_eq!(status, 200, "{body}");

    assert_eq!(app.get_text(&other_page).await.0, 200);
    assert_eq!(app.get_text("/about").await.0, 200);
    assert_eq!(app.state.renderer.renders(), warm, "another product's page and the about page stay cached");
    assert!(
        app.get_text(&category).await.1.contains("Details edited by the admin just now."),
        "the category page shows the change at once"
    );
    assert!(app.get_text(&variety).await.1.contains("Sindhudurg coast, freshly edited"), "so does the variety page");
    assert_eq!(app.state.renderer.renders(), warm + 2);
});

on_both_databases!(parallel_creates_of_one_category_let_one_through, |backend: Backend| async move {
    let app = TestApp::spawn(backend).await.unwrap();
    let (_, admin) = app.admin("root@admins.test").await;
    let attempts = (0..6).map(|n| {
        let form = product_form(
            &mango_texts(&format!("Mango {n}"), "Fruits"),
            Some(picture(8, 8)),
            vec![picture(4, 4), picture(4, 4)],
        );
        let request = app.new_browser().post(app.url(CREATE)).bearer_auth(&admin).multipart(form);
        async move {
            let response = request.send().await.unwrap();
            let status = response.status().as_u16();
            (status, response.json::<Value>().await.unwrap())
        }
    });
    let answers = futures_util::future::join_all(attempts).await;
    let created = answers.iter().filter(|(s, _)| *s == 201).count();
    assert_eq!(created, 1, "{answers:?}");
    for (status, body) in answers.iter().filter(|(s, _)| *s != 201) {
        assert_eq!((*status, body["message"].as_str()), (409, Some("A product with this category already exists")));
    }
    assert_eq!(
        products::Entity::find().filter(products::Column::CategorySlug.eq("fruits")).count(&app.db).await.unwrap(),
        1
    );
    assert_eq!(stored_files(app.data_dir.path()).len(), 3, "the refused creates' pictures were removed");
    // The same title in another category is refused too (variety addresses use the title).
    let form = product_form(&mango_texts("mango 0", "Other"), Some(picture(8, 8)), vec![picture(4, 4), picture(4, 4)]);
    let body = answers.iter().find(|(s, _)| *s == 201).unwrap().1.clone();
    let taken = body["product"]["title"].as_str().unwrap().to_lowercase();
    let form = if taken == "mango 0" {
        form
    } else {
        product_form(&mango_texts(&taken, "Other"), Some(picture(8, 8)), vec![picture(4, 4), picture(4, 4)])
    };
    let (status, body) = send(&app, reqwest::Method::POST, CREATE, Some(&admin), Some(form)).await;
    assert_eq!((status, body["message"].as_str()), (409, Some("A product with this title already exists")));
});

on_both_databases!(
    deleting_a_product_drops_listings_files_and_pages_and_keeps_enquiries,
    |backend: Backend| async move {
        let app = TestApp::spawn(backend).await.unwrap();
        let (_, admin) = app.admin("root@admins.test").await;
        let (_, vendor) = app.vendor("vendor@suppliers.test", true).await;
        let product = create_mango(&app, &admin, "Mango", "Fruits").await;
        let id = product["_id"].as_str().unwrap().to_owned();
        let listing = json!({ "product": id, "varietyId": product["varieties"][0]["_id"], "price": 99, "location": "Pune", "quantityAvailable": 5, "unit": "kg" });
        let response = app
            .client
            .post(app.url("/api/v1/vendorProduct/add"))
            .bearer_auth(&vendor)
            .json(&listing)
            .send()
            .await
            .unwrap();
        assert_eq!(response.status().as_u16(), 201);
        let listing_id = response.json::<Value>().await.unwrap()["_id"].as_str().unwrap().to_owned();
        let enquiry = crate::product_deletion::enquiry_about(&app.db, &listing_id).await;
        assert_eq!(app.get_text("/products/fruits").await.0, 200);

        let (status, body) =
            send(&app, reqwest::Method::DELETE, &format!("/api/v1/admin/product/{id}"), Some(&admin), None).await;
        assert_eq!(
            (status, body["message"].as_str(), body["_id"].as_str()),
            (200, Some("Product deleted successfully"), Some(id.as_str()))
        );
        assert_eq!(vendor_listings::Entity::find().count(&app.db).await.unwrap(), 0, "its listings are dropped");
        assert!(stored_files(app.data_dir.path()).is_empty(), "its pictures leave the store");
        let (status, html) = app.get_text("/products/fruits").await;
        assert_eq!(status, 404);
        assert!(html.contains("Product not found"));
        let kept = foundation::entities::product_enquiries::Entity::find_by_id(enquiry)
            .one(&app.db)
            .await
            .unwrap()
            .expect("the enquiry stays");
        assert_eq!((kept.product_title.as_str(), kept.product_id), ("Mango", None));
        let actions: Vec<String> =
            admin_activity::Entity::find().all(&app.db).await.unwrap().into_iter().map(|a| a.action).collect();
        assert!(actions.contains(&"product.delete".to_owned()), "{actions:?}");
        // Deleting it again: 404.
        assert_eq!(
            send(&app, reqwest::Method::DELETE, &format!("/api/v1/admin/product/{id}"), Some(&admin), None).await.0,
            404
        );
    }
);

on_both_databases!(parallel_renames_to_one_category_let_one_through, |backend: Backend| async move {
    let app = TestApp::spawn(backend).await.unwrap();
    let (_, admin) = app.admin("root@admins.test").await;
    let mut products = Vec::new();
    for n in 0..4 {
        products.push(create_mango(&app, &admin, &format!("Fruit {n}"), &format!("Shelf {n}")).await);
    }
    // Every product moves to the same category at once: one may, the others are refused.
    let renames = products.iter().map(|p| {
        let kinds: Vec<Value> = p["varieties"]
            .as_array()
            .unwrap()
            .iter()
            .map(|v| json!({ "_id": v["_id"], "title": v["title"] }))
            .collect();
        let mut texts = edit_texts(p, Value::Array(kinds));
        texts[1].1 = "Contested Shelf".into();
        let request = app
            .new_browser()
            .put(app.url(&format!("/api/v1/admin/product/{}", p["_id"].as_str().unwrap())))
            .bearer_auth(&admin)
            .multipart(product_form(&texts, None, vec![]));
        async move {
            let response = request.send().await.unwrap();
            let status = response.status().as_u16();
            (status, response.json::<Value>().await.unwrap())
        }
    });
    let answers = futures_util::future::join_all(renames).await;
    assert_eq!(answers.iter().filter(|(s, _)| *s == 200).count(), 1, "{answers:?}");
    for (status, body) in answers.iter().filter(|(s, _)| *s != 200) {
        assert_eq!((*status, body["message"].as_str()), (409, Some("A product with this category already exists")));
    }
    assert_eq!(
        products::Entity::find()
            .filter(products::Column::CategorySlug.eq("contested-shelf"))
            .count(&app.db)
            .await
            .unwrap(),
        1
    );
    assert_eq!(products::Entity::find().count(&app.db).await.unwrap(), 4);
});
