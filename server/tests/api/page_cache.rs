//! The page cache: compressed once, rendered once under concurrent misses, and dropped
//! only where a write changed what a page shows, on this instance at once and on another
//! instance on the same database within the stated delay. Counters, not clocks.

use std::io::Read;
use std::sync::atomic::Ordering;
use std::time::Duration;

use foundation::entities::{products, varieties, vendor_listings};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};
use server::pages::{category_path, variety_path};

use crate::helpers::{Backend, Spawn, TestApp};
use crate::on_both_databases;
use crate::on_one_database;

const BROWSER: &str = "gzip, deflate, br, zstd";

/// A listing of the demo data with the addresses of the pages that show it, and the pages
/// of another product that do not.
pub(crate) struct Pages {
    pub listing: vendor_listings::Model,
    pub variety: String,
    pub category: String,
    pub other_category: String,
    pub other_variety: String,
    /// Another variety of the listing's product: its page does not show the listing.
    pub sibling: String,
}

pub(crate) async fn pages(app: &TestApp) -> Pages {
    // A listing the pages show (active, by a verified supplier), of a product with two
    // varieties or more; rows come back in no set order, so search for one.
    let mut shown = None;
    for product in products::Entity::find().all(&app.db).await.unwrap() {
        let kinds = varieties::Entity::find()
            .filter(varieties::Column::ProductId.eq(product.id.clone()))
            .all(&app.db)
            .await
            .unwrap();
        let offers = domain::catalogue::offers::public_for_product(&app.db, &product.id).await.unwrap();
        if kinds.len() >= 2 && !offers.is_empty() {
            shown = Some(offers[0]._id.clone());
            break;
        }
    }
    let id = shown.expect("the demo data has a listed product with two varieties");
    let listing = vendor_listings::Entity::find_by_id(id).one(&app.db).await.unwrap().unwrap();
    let product = products::Entity::find_by_id(listing.product_id.clone()).one(&app.db).await.unwrap().unwrap();
    let variety = varieties::Entity::find_by_id(listing.variety_id.clone()).one(&app.db).await.unwrap().unwrap();
    let other = products::Entity::find()
        .filter(products::Column::Id.ne(product.id.clone()))
        .one(&app.db)
        .await
        .unwrap()
        .unwrap();
    let other_variety = varieties::Entity::find()
        .filter(varieties::Column::ProductId.eq(other.id.clone()))
        .one(&app.db)
        .await
        .unwrap()
        .unwrap();
    let sibling = varieties::Entity::find()
        .filter(varieties::Column::ProductId.eq(product.id.clone()))
        .filter(varieties::Column::Id.ne(variety.id.clone()))
        .one(&app.db)
        .await
        .unwrap()
        .expect("the demo product has two varieties");
    Pages {
        sibling: variety_path(&product.slug, &sibling.slug),
        variety: variety_path(&product.slug, &variety.slug),
        category: category_path(&product.category_slug),
        other_category: category_path(&other.category_slug),
        other_variety: variety_path(&other.slug, &other_variety.slug),
        listing,
    }
}

/// Waits up to 30 s until `app` has rendered `n` dropped pages again in the background.
pub(crate) async fn wait_for_rerenders(app: &TestApp, n: u64, what: &str) {
    let rerenders = || app.state.page_cache.stats().rerenders.load(Ordering::Relaxed);
    let deadline = std::time::Instant::now() + Duration::from_secs(30);
    while rerenders() < n {
        assert!(std::time::Instant::now() < deadline, "{what} were not rendered again");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

pub(crate) fn renders(app: &TestApp) -> u64 {
    app.state.renderer.renders()
}

pub(crate) async fn get_ok(app: &TestApp, path: &str) -> String {
    let (status, html) = app.get_text(path).await;
    assert_eq!(status, 200, "{path}");
    html
}

on_one_database!(a_cached_page_is_compressed_once_and_served_by_negotiation, |backend: Backend| async move {
    let app = Spawn::new(backend).demo().start().await.unwrap();
    let path = pages(&app).await.variety;
    let compressions = || app.state.page_cache.stats().compressions.load(Ordering::Relaxed);
    let plain = get_ok(&app, &path).await;
    assert_eq!(compressions(), 1);

    let mut etags = Vec::new();
    for (accept, coding) in
        [(BROWSER, Some("br")), ("gzip", Some("gzip")), ("br;q=0.5, gzip", Some("gzip")), ("", None)]
    {
        let response = app.client.get(app.url(&path)).header("Accept-Encoding", accept).send().await.unwrap();
        assert_eq!(response.status().as_u16(), 200);
        let headers = response.headers().clone();
        assert_eq!(headers.get("content-encoding").map(|v| v.to_str().unwrap()), coding, "{accept}");
        assert!(headers.get("vary").unwrap().to_str().unwrap().to_ascii_lowercase().contains("accept-encoding"));
        assert!(headers.get("transfer-encoding").is_none(), "never chunked");
        let length: usize = headers.get("content-length").expect("a length").to_str().unwrap().parse().unwrap();
        let body = response.bytes().await.unwrap();
        assert_eq!(body.len(), length);
        let mut html = String::new();
        match coding {
            Some("br") => brotli::Decompressor::new(&body[..], 4096).read_to_string(&mut html).unwrap(),
            Some("gzip") => flate2::read::GzDecoder::new(&body[..]).read_to_string(&mut html).unwrap(),
            _ => std::io::Read::read_to_string(&mut &body[..], &mut html).unwrap(),
        };
        assert_eq!(html, plain, "the {accept:?} body is the same page");
        if coding.is_some() {
            assert!(body.len() * 3 < plain.len(), "{accept}: {} of {} bytes", body.len(), plain.len());
        }
        etags.push(headers.get("etag").unwrap().to_str().unwrap().to_owned());
    }
    // Each coding has its own validator, and each one revalidates.
    assert_eq!(etags.iter().collect::<std::collections::HashSet<_>>().len(), 3);
    let again = app
        .client
        .get(app.url(&path))
        .header("Accept-Encoding", BROWSER)
        .header("If-None-Match", &etags[0])
        .send()
        .await
        .unwrap();
    assert_eq!(again.status().as_u16(), 304);
    // Six answers, one compression and one render.
    assert_eq!(compressions(), 1);
    assert_eq!(renders(&app), 1);
});

on_one_database!(concurrent_first_requests_for_a_page_render_it_once, |backend: Backend| async move {
    let app = Spawn::new(backend).demo().start().await.unwrap();
    let path = pages(&app).await.variety;
    let before = renders(&app);
    let requests = (0..20).map(|_| {
        let client = app.new_browser();
        let url = app.url(&path);
        async move { client.get(url).header("Accept-Encoding", BROWSER).send().await.unwrap() }
    });
    let responses = futures_util::future::join_all(requests).await;
    let etags: std::collections::HashSet<String> = responses
        .iter()
        .map(|r| {
            assert_eq!(r.status().as_u16(), 200);
            r.headers().get("etag").unwrap().to_str().unwrap().to_owned()
        })
        .collect();
    assert_eq!(etags.len(), 1, "all twenty got the same page");
    assert_eq!(renders(&app) - before, 1, "one render for twenty concurrent misses");
});

on_both_databases!(a_price_change_drops_only_the_pages_that_show_the_listing, |backend: Backend| async move {
    let app = Spawn::new(backend).demo().start().await.unwrap();
    let p = pages(&app).await;
    for path in [&p.variety, &p.category, &p.sibling, &p.other_category, &p.other_variety, &"/about".to_owned()] {
        let html = get_ok(&app, path).await;
        assert!(!html.contains("123456.78"));
    }
    let warm = renders(&app);

    // Dearer than every demo offer (₹99,123,456.78), so the product page's price range moves too.
    assert!(domain::catalogue::offer_price::set(&app.state, &p.listing.id, 9_912_345_678).await.unwrap());

    // Another variety's page, another product's pages and the about page are still cached.
    for path in [&p.sibling, &p.other_category, &p.other_variety, &"/about".to_owned()] {
        get_ok(&app, path).await;
    }
    assert_eq!(renders(&app), warm, "pages that do not show the listing stay cached");
    // The variety page lists the offer; the product page shows the price range.
    let html = get_ok(&app, &p.variety).await;
    assert!(html.contains("123456.78"), "the new price is in the next answer");
    let category = get_ok(&app, &p.category).await;
    assert!(category.contains("123456.78"), "the product page's offers show the new price");
    assert_eq!(renders(&app), warm + 2);
});

on_both_databases!(a_write_renders_the_pages_it_dropped_again_before_anyone_asks, |backend: Backend| async move {
    let app = Spawn::new(backend).demo().rerendering_after_writes().start().await.unwrap();
    let p = pages(&app).await;
    let about = "/about".to_owned();
    for path in [&p.variety, &p.category, &p.sibling, &about] {
        assert!(!get_ok(&app, path).await.contains("123456.78"));
    }
    let warm = renders(&app);
    let rerenders = || app.state.page_cache.stats().rerenders.load(Ordering::Relaxed);

    assert!(domain::catalogue::offer_price::set(&app.state, &p.listing.id, 9_912_345_678).await.unwrap());

    // With no reader at all, the variety page and its product's page are rendered again.
    wait_for_rerenders(&app, 2, "the dropped pages").await;
    assert_eq!(rerenders(), 2, "only the two pages that show the listing");
    assert_eq!(renders(&app), warm + 2);
    // Their next readers find them cached, with the new price; the rest stayed cached.
    assert!(get_ok(&app, &p.variety).await.contains("123456.78"));
    assert!(get_ok(&app, &p.category).await.contains("123456.78"));
    get_ok(&app, &p.sibling).await;
    get_ok(&app, &about).await;
    assert_eq!(renders(&app), warm + 2, "no reader waited for a render");
});

on_both_databases!(a_write_on_one_instance_reaches_another_within_the_delay, |backend: Backend| async move {
    let first = Spawn::new(backend).demo().start().await.unwrap();
    let second = Spawn::new(backend).sharing_database_of(&first).start().await.unwrap();
    let p = pages(&first).await;
    for path in [&p.variety, &p.other_variety] {
        assert!(!get_ok(&first, path).await.contains("123456.78"));
    }
    let warm = renders(&first);

    // The write goes through the second instance; the first learns of it from the database.
    assert!(domain::catalogue::offer_price::set(&second.state, &p.listing.id, 12_345_678).await.unwrap());
    tokio::time::sleep(foundation::content_version::RECHECK + Duration::from_millis(100)).await;

    assert!(get_ok(&first, &p.variety).await.contains("123456.78"), "the first instance serves the new price");
    get_ok(&first, &p.other_variety).await;
    assert_eq!(renders(&first), warm + 1, "only the page that shows the listing was rendered again");
});

on_both_databases!(deleting_a_product_drops_the_pages_that_showed_it, |backend: Backend| async move {
    let app = Spawn::new(backend).demo().start().await.unwrap();
    let p = pages(&app).await;
    for path in [&p.variety, &p.category, &p.other_category, &"/products".to_owned()] {
        get_ok(&app, path).await;
    }
    let warm = renders(&app);
    let title = products::Entity::find_by_id(p.listing.product_id.clone()).one(&app.db).await.unwrap().unwrap().title;

    assert!(domain::catalogue::products::delete(&app.state, &p.listing.product_id).await.unwrap());

    assert_eq!(app.get_text(&p.category).await.0, 404);
    assert_eq!(app.get_text(&p.variety).await.0, 404);
    assert!(!get_ok(&app, "/products").await.contains(&title), "the catalogue no longer lists it");
    get_ok(&app, &p.other_category).await;
    assert_eq!(renders(&app), warm + 3, "the other product's page stayed cached");
});

/// A browser signed in as a new buyer called `name` (the session cookie in its jar).
async fn signed_in_browser(app: &TestApp, email: &str, name: &str) -> reqwest::Client {
    let browser = app.new_browser();
    let signup = serde_json::json!({
        "name": name, "email": email, "password": "secret1", "confirmPassword": "secret1",
        "addresses": [{ "label": "Office", "street": "1 Market Road", "city": "Pune", "state": "MH", "zip": "411001", "country": "India" }],
    });
    let response = browser.post(app.url("/api/v1/user/signup")).json(&signup).send().await.unwrap();
    assert_eq!(response.status().as_u16(), 201);
    let login = serde_json::json!({ "email": email, "password": "secret1" });
    let response = browser.post(app.url("/api/v1/user/login")).json(&login).send().await.unwrap();
    assert_eq!(response.status().as_u16(), 200);
    browser
}

on_one_database!(signed_in_buyers_share_one_copy_that_names_no_one, |backend: Backend| async move {
    let app = Spawn::new(backend).demo().start().await.unwrap();
    let path = pages(&app).await.variety;
    let zara = signed_in_browser(&app, "zara@example.test", "Zara Quill").await;
    let omar = signed_in_browser(&app, "omar@example.test", "Omar Vexley").await;

    let anonymous = get_ok(&app, &path).await;
    assert!(anonymous.contains(">Login<") && !anonymous.contains(">Logout<"));
    let before = renders(&app);
    for (browser, own, other) in [
        (&zara, "Zara Quill", "Omar Vexley"),
        (&omar, "Omar Vexley", "Zara Quill"),
        (&zara, "Zara Quill", "Omar Vexley"),
    ] {
        let response = browser.get(app.url(&path)).send().await.unwrap();
        assert_eq!(response.status().as_u16(), 200);
        assert_eq!(response.headers()["cache-control"], "private, no-cache");
        let html = response.text().await.unwrap();
        // The header is the signed-in one: Profile and Logout, not Login.
        assert!(html.contains(">Profile<") && html.contains(">Logout<") && !html.contains(">Login<"), "{own}'s header");
        assert!(!html.contains(other), "another buyer's name in {own}'s page");
        assert!(!html.contains(own), "a shared page names no one");
    }
    assert_eq!(renders(&app) - before, 1, "one signed-in copy for every buyer");
});

on_one_database!(a_kept_page_is_answered_as_the_whole_path_answers_it, |backend: Backend| async move {
    let app = Spawn::new(backend).demo().start().await.unwrap();
    let path = pages(&app).await.variety;
    get_ok(&app, &path).await;
    let hits = || app.state.page_cache.stats().hits.load(Ordering::Relaxed);
    let before = hits();
    // No cookie and no query: answered ahead of the session layer. A session cookie (here
    // one the server never signed) or a query string it does not read take the whole path,
    // which finds the same copy.
    let early = app.client.get(app.url(&path)).header("Accept-Encoding", BROWSER).send().await.unwrap();
    let whole = app
        .new_browser()
        .get(app.url(&path))
        .header("Accept-Encoding", BROWSER)
        .header("Cookie", "tradehub_session=not-a-session")
        .send()
        .await
        .unwrap();
    let queried = app
        .client
        .get(app.url(&format!("{path}?utm_source=mail")))
        .header("Accept-Encoding", BROWSER)
        .send()
        .await
        .unwrap();
    assert_eq!(hits() - before, 3, "all three found the kept page");
    assert_eq!(renders(&app), 1);
    let mut answers = Vec::new();
    for response in [early, whole, queried] {
        assert_eq!(response.status().as_u16(), 200);
        let headers = response.headers().clone();
        assert!(headers.get("x-request-id").is_some());
        assert!(headers.get("set-cookie").is_none());
        let named: Vec<Option<String>> = [
            "etag",
            "content-encoding",
            "content-type",
            "cache-control",
            "vary",
            "content-security-policy",
            "x-content-type-options",
            "x-frame-options",
            "referrer-policy",
            "permissions-policy",
        ]
        .iter()
        .map(|name| headers.get(*name).map(|v| v.to_str().unwrap().to_owned()))
        .collect();
        assert!(named.iter().all(Option::is_some), "{named:?}");
        answers.push((named, response.bytes().await.unwrap()));
    }
    assert_eq!(answers[0], answers[1], "the early answer is the whole path's");
    assert_eq!(answers[0], answers[2]);
});
