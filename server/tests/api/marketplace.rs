//! The buyer's marketplace: offers to compare on a variety page (server HTML, sorted with
//! JavaScript off), catalogue search and family filter, units that meet, and trust figures.

use domain::content_write::ContentWrite;
use foundation::content_version::Topic;
use foundation::entities::{product_enquiries, products, vendor_listings, vendors};
use sea_orm::{ActiveModelTrait, ColumnTrait, EntityTrait, QueryFilter, Set};
use serde_json::{json, Value};

use crate::helpers::{Backend, Spawn, TestApp};
use crate::on_both_databases;

const ALPHONSO: &str = "/products/mango/alphonso";

/// The rendered markup only (not the embedded props or the head).
fn markup(html: &str) -> &str {
    let start = html.find("<div id=\"root\">").expect("the app root");
    let end = html.find("<script id=\"__TRADEHUB_DATA__\"").expect("embedded props");
    &html[start..end]
}

fn embedded_props(html: &str) -> Value {
    let start = html.find("<script id=\"__TRADEHUB_DATA__\" type=\"application/json\">").expect("embedded props");
    let rest = &html[start..];
    let open_end = rest.find('>').unwrap() + 1;
    let close = rest.find("</script>").unwrap();
    serde_json::from_str(&rest[open_end..close]).expect("the embedded props are JSON")
}

async fn page(app: &TestApp, path: &str) -> String {
    let (status, html) = app.get_text(path).await;
    assert_eq!(status, 200, "{path}");
    html
}

/// The answered count the variety page's embedded props give the supplier of `listing`.
async fn answered_on_page(app: &TestApp, path: &str, listing: &str) -> u64 {
    fn find<'a>(value: &'a Value, listing: &str) -> Option<&'a Value> {
        match value {
            Value::Object(map)
                if map.get("_id").and_then(Value::as_str) == Some(listing) && map.contains_key("vendor") =>
            {
                Some(value)
            }
            Value::Object(map) => map.values().find_map(|v| find(v, listing)),
            Value::Array(items) => items.iter().find_map(|v| find(v, listing)),
            _ => None,
        }
    }
    let props = embedded_props(&page(app, path).await);
    let offer = find(&props, listing).unwrap_or_else(|| panic!("{path} shows no offer {listing}"));
    offer["vendor"]["answeredEnquiries"].as_u64().expect("a count")
}

/// Where each text first appears in `text`, in the order given (panics when one is missing).
fn positions(text: &str, needles: &[&str]) -> Vec<usize> {
    needles.iter().map(|n| text.find(n).unwrap_or_else(|| panic!("{n} missing"))).collect()
}

on_both_databases!(a_variety_page_lists_offers_to_compare_in_its_html, |backend: Backend| async move {
    let app = Spawn::new(backend).demo().start().await.unwrap();
    let html = page(&app, ALPHONSO).await;
    let body = markup(&html);
    assert!(body.matches(">Verified<").count() >= 3, "a Verified badge on each offer");
    assert!(body.matches("Minimum order").count() >= 3);
    for text in ["₹1,450", "₹1,380", "₹1,525", "100 boxes", "2,400 boxes", "Member since 2014", "Konkan Agro Exports"]
    {
        assert!(body.contains(text), "{text} in the variety page");
    }
    // What is known, and nothing negative by default (issue 24).
    assert!(!body.contains("No enquiries answered"), "a supplier with no answered enquiry yet says nothing about it");
    assert!(body.contains("In Stock"));
    // Cheapest per kg first by default (₹276, ₹410, ₹480, ₹483.33, ₹508.33 a kg); the
    // sort links are plain addresses.
    let prices = ["Ratnagiri Mango Growers", "Jalgaon Fresh Exports", "Gir Kesar Farms", "Konkan Agro", "Deccan Fresh"];
    let at = positions(body, &prices);
    assert!(at.windows(2).all(|w| w[0] < w[1]), "cheapest first: {at:?}");
    assert!(body.contains(&format!("href=\"{ALPHONSO}?sort=price-desc\"")));
    assert!(body.contains(&format!("href=\"{ALPHONSO}?sort=min-order\"")));

    let html = page(&app, &format!("{ALPHONSO}?sort=price-desc")).await;
    let at = positions(markup(&html), &prices);
    assert!(at.windows(2).all(|w| w[0] > w[1]), "dearest first: {at:?}");
    let canonical = &html[html.find("<link rel=\"canonical\"").unwrap()..];
    let canonical = &canonical[..canonical.find('>').unwrap()];
    assert!(canonical.ends_with(&format!("{ALPHONSO}\"")), "canonical stays plain: {canonical}");
    let props = embedded_props(&html);
    assert_eq!(props["data"]["sort"], "price-desc");

    let html = page(&app, &format!("{ALPHONSO}?sort=min-order")).await;
    let minimums: Vec<f64> = embedded_props(&html)["data"]["suppliers"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["minOrder"].as_f64().unwrap_or(0.0))
        .collect();
    assert!(minimums.windows(2).all(|w| w[0] <= w[1]), "{minimums:?}");

    // JSON-LD sums up every offer per kilogram, whatever the order.
    let ld_start = html.find("application/ld+json\">").unwrap();
    let ld = &html[ld_start..ld_start + html[ld_start..].find("</script>").unwrap()];
    assert!(
        ld.contains("\"offerCount\":5") && ld.contains("\"lowPrice\":276.0") && ld.contains("\"highPrice\":508.33"),
        "{ld}"
    );
});

on_both_databases!(sort_variants_share_the_cache_and_other_queries_do_not_fill_it, |backend: Backend| async move {
    let app = Spawn::new(backend).demo().start().await.unwrap();
    page(&app, ALPHONSO).await;
    page(&app, &format!("{ALPHONSO}?sort=price-desc")).await;
    let renders = app.state.renderer.renders();
    for path in [
        ALPHONSO.to_owned(),
        format!("{ALPHONSO}?sort=price"),
        format!("{ALPHONSO}?utm_source=x"),
        format!("{ALPHONSO}?sort=price-desc"),
        format!("{ALPHONSO}?sort=price-desc&x=1"),
        format!("{ALPHONSO}?sort=nonsense"),
    ] {
        page(&app, &path).await;
    }
    assert_eq!(app.state.renderer.renders(), renders, "two copies: the plain order and price-desc");

    // Search results are rendered for each request, never kept.
    let before = app.state.renderer.renders();
    let response = app.get("/products?q=mango").await;
    assert!(response.headers()["cache-control"].to_str().unwrap().contains("private"));
    page(&app, "/products?q=mango").await;
    assert_eq!(app.state.renderer.renders(), before + 2);
});

on_both_databases!(
    only_active_offers_of_verified_unblocked_active_suppliers_are_listed,
    |backend: Backend| async move {
        let app = Spawn::new(backend).demo().start().await.unwrap();
        // Before the first request (the page cache is empty): one supplier blocked, one not
        // verified, one inactive, one listing switched off.
        let db = &app.db;
        let by_email = |email: &'static str| async move {
            vendors::Entity::find().filter(vendors::Column::Email.eq(email)).one(db).await.unwrap().unwrap()
        };
        for (email, change) in
            [("ratnagiri@tradehub.example", 0), ("deccan@tradehub.example", 1), ("gir@tradehub.example", 2)]
        {
            let mut row: vendors::ActiveModel = by_email(email).await.into();
            match change {
                0 => row.is_blocked = Set(true),
                1 => row.is_verified = Set(false),
                _ => row.is_active = Set(false),
            }
            row.update(&app.db).await.unwrap();
        }
        let konkan = by_email("vendor@tradehub.example").await;
        let listing = vendor_listings::Entity::find()
            .filter(vendor_listings::Column::VendorId.eq(konkan.id.clone()))
            .filter(vendor_listings::Column::Unit.eq("box"))
            .filter(vendor_listings::Column::PricePaise.eq(145_000))
            .one(&app.db)
            .await
            .unwrap()
            .unwrap();
        let mut listing: vendor_listings::ActiveModel = listing.into();
        listing.is_active = Set(false);
        listing.update(&app.db).await.unwrap();

        let html = page(&app, ALPHONSO).await;
        let suppliers = embedded_props(&html)["data"]["suppliers"].as_array().unwrap().clone();
        let names: Vec<&str> = suppliers.iter().map(|s| s["vendor"]["name"].as_str().unwrap()).collect();
        assert_eq!(names, ["Jalgaon Fresh Exports Pvt. Ltd."], "only the offer left standing");
        let body = markup(&html);
        for gone in ["Ratnagiri Mango", "Deccan Fresh Farms", "Gir Kesar Farms", "Konkan Agro"] {
            assert!(!body.contains(gone), "{gone} is not listed");
        }
    }
);

on_both_databases!(a_variety_without_offers_asks_instead_of_saying_in_stock, |backend: Backend| async move {
    let app = Spawn::new(backend).demo().start().await.unwrap();
    let html = page(&app, "/products/pomegranate/arakta").await;
    let body = markup(&html);
    assert!(!body.contains("In Stock"));
    assert!(body.contains("No suppliers found for this product variety."));
    assert!(body.contains("href=\"/contact?product=Pomegranate&amp;variety=Arakta\""), "a way to ask for it");
    assert!(!html.contains("AggregateOffer"), "no offers in the structured data");
});

on_both_databases!(search_finds_products_and_varieties_in_the_server_html, |backend: Backend| async move {
    let app = Spawn::new(backend).demo().start().await.unwrap();
    for query in ["alfonso", "ALPHONSO", "alphonzo", "Alphonso%20mango"] {
        let html = page(&app, &format!("/products?q={query}")).await;
        let body = markup(&html);
        assert!(body.contains(">Alphonso</a>"), "{query} finds the Alphonso variety");
        assert!(body.contains("href=\"/products/mango/alphonso\""));
        assert!(html.contains("<meta name=\"robots\" content=\"noindex\">"), "results are not indexed");
        let products = embedded_props(&html)["data"]["products"].as_array().unwrap().clone();
        assert_eq!(products[0]["title"], "Mango", "{query}: the best hit first");
    }
    // Accents and case fold; titles rank above families.
    let html = page(&app, "/products?q=P%C3%89PPER").await;
    assert_eq!(embedded_props(&html)["data"]["products"][0]["title"], "Black Pepper");

    let html = page(&app, "/products?family=spices").await;
    let props = embedded_props(&html);
    let products = props["data"]["products"].as_array().unwrap();
    assert_eq!(products.len(), 4);
    assert!(products.iter().all(|p| p["family"] == "spices"), "{products:?}");
    assert!(markup(&html).contains("Black Pepper") && !markup(&html).contains(">Mango<"));
    assert!(html.contains("<meta name=\"robots\" content=\"noindex\">"));

    let html = page(&app, "/products?q=pepper&family=fresh-fruits").await;
    assert!(embedded_props(&html)["data"]["products"].as_array().unwrap().is_empty());
    assert!(markup(&html).contains("No products found"));

    // The plain list is indexed, carries every product with its offers summed up.
    let html = page(&app, "/products").await;
    assert!(!html.contains("<meta name=\"robots\""));
    let props = embedded_props(&html);
    let mango = props["data"]["products"].as_array().unwrap().iter().find(|p| p["title"] == "Mango").unwrap().clone();
    assert!(mango["offerCount"].as_u64().unwrap() >= 10);
    assert!(markup(&html).contains("from ₹"), "cards say from what price");
    assert_eq!(props["data"]["families"].as_array().unwrap().len(), 3);
    assert!(mango.get("varietyIds").is_none(), "the page's own bookkeeping stays on the server");

    // A price change of one offer reaches the cached list's "from" price (per kg) at once:
    // ₹8 for the cheapest offer, whatever its unit, is at most ₹1.60 a kg.
    assert_eq!(mango["fromUnit"], "kg");
    let cheapest =
        domain::catalogue::offers::public_for_product(&app.db, mango["_id"].as_str().unwrap()).await.unwrap();
    let before = mango["fromPrice"].as_f64().unwrap();
    assert_eq!(cheapest[0].figures.comparable_price.map(|p| p.to_string()), Some(format!("{before:.2}")));
    assert!(domain::catalogue::offer_price::set(&app.state, &cheapest[0]._id, 800).await.unwrap());
    let html = page(&app, "/products").await;
    let props = embedded_props(&html);
    let mango = props["data"]["products"].as_array().unwrap().iter().find(|p| p["title"] == "Mango").unwrap().clone();
    let after = mango["fromPrice"].as_f64().unwrap();
    assert!(after < before && after <= 1.6, "{before} → {after}");
});

on_both_databases!(the_index_follows_catalogue_writes_at_once, |backend: Backend| async move {
    let app = Spawn::new(backend).demo().start().await.unwrap();
    let search = |q: &'static str| {
        let app = &app;
        async move {
            let html = page(app, &format!("/products?q={q}")).await;
            embedded_props(&html)["data"]["products"]
                .as_array()
                .unwrap()
                .iter()
                .map(|p| p["title"].as_str().unwrap().to_owned())
                .collect::<Vec<_>>()
        }
    };
    assert!(search("zanzibar").await.is_empty());
    let write = ContentWrite::begin(&app.state).await.unwrap();
    let product = products::ActiveModel {
        title: Set("Zanzibar Cloves".into()),
        slug: Set("zanzibar-cloves".into()),
        category: Set("Cloves".into()),
        category_slug: Set("cloves".into()),
        tag: Set(Some("Spices".into())),
        description: Set("Hand-picked".into()),
        details: Set("Whole cloves".into()),
        position: Set(99),
        ..Default::default()
    }
    .insert(write.txn())
    .await
    .unwrap();
    write.commit_catalogue(&[Topic::Catalogue, Topic::Product(product.id.clone())]).await.unwrap();
    assert_eq!(search("zanzibar").await, ["Zanzibar Cloves"], "found at once");
    assert_eq!(search("CLÔVES").await, ["Zanzibar Cloves"]);

    let write = ContentWrite::begin(&app.state).await.unwrap();
    let mut renamed: products::ActiveModel = product.clone().into();
    renamed.title = Set("Pemba Cloves".into());
    renamed.update(write.txn()).await.unwrap();
    write.commit_catalogue(&[Topic::Product(product.id.clone())]).await.unwrap();
    assert!(search("zanzibar").await.is_empty());
    assert_eq!(search("pemba").await, ["Pemba Cloves"]);

    let write = ContentWrite::begin(&app.state).await.unwrap();
    products::Entity::delete_by_id(product.id.clone()).exec(write.txn()).await.unwrap();
    write.commit_catalogue(&[Topic::Catalogue, Topic::Product(product.id.clone())]).await.unwrap();
    assert!(search("pemba").await.is_empty(), "a deleted product leaves the index");
});

async fn call(app: &TestApp, method: reqwest::Method, path: &str, token: &str, body: Option<Value>) -> (u16, Value) {
    let mut request = app.client.request(method, app.url(path)).bearer_auth(token);
    if let Some(body) = body {
        request = request.json(&body);
    }
    let response = request.send().await.unwrap();
    let status = response.status().as_u16();
    (status, response.json().await.unwrap_or(Value::Null))
}

fn enquiry(listing: &str, quantity: u32, unit: &str) -> Value {
    json!({
        "listingId": listing, "name": "Asha Buyer", "email": "asha@example.test", "phone": "+91 98765 43210",
        "address": "1 Market Road", "city": "Pune", "state": "MH", "pincode": "411001",
        "quantity": quantity, "unit": unit,
    })
}

on_both_databases!(an_enquiry_for_a_per_box_offer_is_made_and_read_in_boxes, |backend: Backend| async move {
    let app = Spawn::new(backend).demo().start().await.unwrap();
    let box_offer = vendor_listings::Entity::find()
        .filter(vendor_listings::Column::Unit.eq("box"))
        .filter(vendor_listings::Column::IsActive.eq(true))
        .one(&app.db)
        .await
        .unwrap()
        .unwrap();
    let (_, buyer) = app.buyer("units@buyers.test").await;

    // The form starts on the offer's unit and offers the spec's units after it.
    let client = app.new_browser();
    let login = json!({ "email": "units@buyers.test", "password": "secret1" });
    client.post(app.url("/api/v1/user/login")).json(&login).send().await.unwrap();
    let html =
        client.get(app.url(&format!("/enquiry?listing={}", box_offer.id))).send().await.unwrap().text().await.unwrap();
    assert_eq!(embedded_props(&html)["data"]["options"]["units"], json!(["box", "kg", "ton", "quintal"]));

    // Another listing unit is refused for this offer, with the field named.
    let (status, answer) = call(
        &app,
        reqwest::Method::POST,
        "/api/v1/user/enquiry/create",
        &buyer,
        Some(enquiry(&box_offer.id, 200, "piece")),
    )
    .await;
    assert_eq!(status, 400, "{answer}");
    assert_eq!(answer["errors"]["unit"], "Unit must be one of box, kg, ton, quintal");

    let (status, answer) = call(
        &app,
        reqwest::Method::POST,
        "/api/v1/user/enquiry/create",
        &buyer,
        Some(enquiry(&box_offer.id, 200, "box")),
    )
    .await;
    assert_eq!(status, 201, "{answer}");
    let stored = product_enquiries::Entity::find_by_id(answer["data"]["_id"].as_str().unwrap().to_owned())
        .one(&app.db)
        .await
        .unwrap()
        .unwrap();
    assert_eq!((stored.quantity, stored.unit.as_str(), stored.supplier_unit.as_str()), (200.0, "box", "box"));
    let (status, mine) = app.get_json_as("/api/v1/user/enquiry/user", &buyer).await;
    assert_eq!(status, 200);
    assert_eq!(mine["data"][0]["unit"], "box");
    assert_eq!(mine["data"][0]["quantity"], 200.0);

    // Without a unit the offer's own is taken.
    let mut body = enquiry(&box_offer.id, 5, "");
    body["unit"] = Value::Null;
    let (status, answer) = call(&app, reqwest::Method::POST, "/api/v1/user/enquiry/create", &buyer, Some(body)).await;
    assert_eq!(status, 201, "{answer}");
    assert_eq!(answer["data"]["unit"], "box");
    // The spec's units still go.
    let (status, _) = call(
        &app,
        reqwest::Method::POST,
        "/api/v1/user/enquiry/create",
        &buyer,
        Some(enquiry(&box_offer.id, 3, "quintal")),
    )
    .await;
    assert_eq!(status, 201);
});

on_both_databases!(minimum_orders_and_answered_enquiries_reach_the_offer, |backend: Backend| async move {
    let app = Spawn::new(backend).demo().start().await.unwrap();
    let (_, products) = app.get_json("/api/v1/admin/product/getAllProducts").await;
    let product = &products["products"][0];
    let (vendor_id, token) = app.vendor("minimum@suppliers.test", true).await;
    let mut body = json!({
        "product": product["_id"], "varietyId": product["varieties"][0]["_id"], "price": 500,
        "location": "Nashik", "quantityAvailable": 100, "unit": "kg", "minOrder": 0,
    });
    let (status, answer) =
        call(&app, reqwest::Method::POST, "/api/v1/vendorProduct/add", &token, Some(body.clone())).await;
    assert_eq!(status, 400);
    assert_eq!(answer["errors"]["minOrder"], "Minimum order must be a number greater than 0");
    body["minOrder"] = json!("25");
    let (status, answer) = call(&app, reqwest::Method::POST, "/api/v1/vendorProduct/add", &token, Some(body)).await;
    assert_eq!(status, 201, "{answer}");
    let listing = answer["_id"].as_str().unwrap().to_owned();
    let (_, mine) = app.get_json_as(&format!("/api/v1/vendorProduct/vendor/{vendor_id}"), &token).await;
    assert_eq!(mine["listings"][0]["minOrder"], 25.0);

    // Two enquiries; the supplier moves one on: one answered in the last 90 days.
    let (_, buyer) = app.buyer("answered@buyers.test").await;
    let mut ids = Vec::new();
    for quantity in [30, 40] {
        let (status, answer) = call(
            &app,
            reqwest::Method::POST,
            "/api/v1/user/enquiry/create",
            &buyer,
            Some(enquiry(&listing, quantity, "kg")),
        )
        .await;
        assert_eq!(status, 201, "{answer}");
        ids.push(answer["data"]["_id"].as_str().unwrap().to_owned());
    }
    // The variety page, cached now, states the supplier's count on its card.
    let variety_page = format!(
        "/products/{}/{}",
        product["slug"].as_str().unwrap(),
        product["varieties"][0]["slug"].as_str().unwrap()
    );
    assert_eq!(answered_on_page(&app, &variety_page, &listing).await, 0);
    let path = format!("/api/v1/vendor/enquiry/{}/status", ids[0]);
    let (status, _) = call(&app, reqwest::Method::PUT, &path, &token, Some(json!({ "status": "processing" }))).await;
    assert_eq!(status, 200);
    assert_eq!(answered_on_page(&app, &variety_page, &listing).await, 1, "the first answer drops the cached page");
    // An admin's deletion of the answered enquiry takes it out of the count again.
    let (_, admin) = app.admin("answered@admins.test").await;
    let (status, _) =
        call(&app, reqwest::Method::DELETE, &format!("/api/v1/user/enquiry/{}", ids[0]), &admin, None).await;
    assert_eq!(status, 200);
    assert_eq!(answered_on_page(&app, &variety_page, &listing).await, 0, "so does the answered one's deletion");
    let (status, _) = call(
        &app,
        reqwest::Method::PUT,
        &format!("/api/v1/user/enquiry/{}/status", ids[1]),
        &admin,
        Some(json!({ "status": "completed" })),
    )
    .await;
    assert_eq!(status, 200);
    assert_eq!(answered_on_page(&app, &variety_page, &listing).await, 1, "and an admin's status change");
    let (_, offers) =
        app.get_json(&format!("/api/v1/vendorProduct/product/{}", product["_id"].as_str().unwrap())).await;
    let offer = offers["listings"].as_array().unwrap().iter().find(|l| l["_id"] == listing.as_str()).unwrap().clone();
    assert_eq!(offer["minOrder"], 25.0);
    assert_eq!(offer["vendor"]["isVerified"], true);
    assert_eq!(offer["vendor"]["answeredEnquiries"], 1);
    assert!(offer["vendor"]["memberSince"].as_i64().unwrap() >= 2026);
});

on_both_databases!(committed_images_are_addressed_by_content_and_kept_for_a_year, |backend: Backend| async move {
    let app = Spawn::new(backend).demo().start().await.unwrap();
    let html = page(&app, ALPHONSO).await;
    // The page names its images with their content hash, in the markup and the props alike.
    let body = markup(&html);
    let at = body.find("/static/images/").expect("an image on the variety page");
    let address: String = body[at..].chars().take_while(|c| !matches!(c, '"' | '\'' | ' ' | ')' | '\\')).collect();
    let (path, version) = address.split_once("?v=").unwrap_or_else(|| panic!("{address} carries no version"));
    assert_eq!(version.len(), 10);
    let props = embedded_props(&html);
    let image = props["data"]["variety"]["varietyImage"].as_str().unwrap();
    assert!(image.contains("?v="), "{image}");

    let versioned = app.get(&format!("{path}?v={version}")).await;
    assert_eq!(versioned.status().as_u16(), 200);
    assert_eq!(versioned.headers()["cache-control"], "public, max-age=31536000, immutable");
    // By plain name (or an old hash) it may change with a release: revalidated each time.
    for stale in [path.to_owned(), format!("{path}?v=0000000000")] {
        let response = app.get(&stale).await;
        assert_eq!(response.status().as_u16(), 200);
        assert_eq!(response.headers()["cache-control"], "public, no-cache", "{stale}");
        let etag = response.headers()["etag"].to_str().unwrap().to_owned();
        let again = app.client.get(app.url(&stale)).header("If-None-Match", etag).send().await.unwrap();
        assert_eq!(again.status().as_u16(), 304);
    }
    // Client navigation gets the same addresses.
    let (_, data) = app.get_json(&format!("/_data{ALPHONSO}")).await;
    assert_eq!(data["data"]["variety"]["varietyImage"], image);
});

on_both_databases!(one_address_gets_sixty_searches_a_minute_even_in_parallel, |backend: Backend| async move {
    use domain::search::allowance::{SEARCHES_PER_MINUTE, TOO_MANY_SEARCHES};
    let app = Spawn::new(backend).demo().start().await.unwrap();
    let asks = (0..SEARCHES_PER_MINUTE + 10).map(|i| {
        let app = &app;
        // Distinct queries: none can be answered from a copy of another.
        async move { app.get_text(&format!("/products?q=mango+{i}")).await.0 }
    });
    let mut statuses = futures_util::future::join_all(asks).await;
    statuses.sort_unstable();
    let ok = statuses.iter().filter(|&&s| s == 200).count() as u32;
    assert_eq!((ok, statuses.len() as u32 - ok), (SEARCHES_PER_MINUTE, 10), "{statuses:?}");
    assert!(statuses.iter().all(|&s| s == 200 || s == 429), "{statuses:?}");

    let response = app.get("/products?q=alphonso").await;
    assert_eq!(response.status().as_u16(), 429);
    assert_eq!(response.headers()["retry-after"], "60");
    assert!(response.text().await.unwrap().contains(TOO_MANY_SEARCHES));
    let (status, body) = app.get_json("/_data/products?q=alphonso").await;
    assert_eq!((status, body["message"].as_str()), (429, Some(TOO_MANY_SEARCHES)), "the data URL counts too");
    assert_eq!(app.get_text("/products").await.0, 200, "the plain list is no search");
    assert_eq!(app.get_text(ALPHONSO).await.0, 200);

    let elsewhere = reqwest::Client::builder()
        .local_address(std::net::IpAddr::V4(std::net::Ipv4Addr::new(127, 0, 0, 2)))
        .build()
        .unwrap();
    let response = elsewhere.get(app.url("/products?q=alphonso")).send().await.unwrap();
    assert_eq!(response.status().as_u16(), 200, "another address has its own allowance");
});
