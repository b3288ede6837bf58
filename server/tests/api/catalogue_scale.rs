//! The catalogue at any size: `/products` in pages with links a crawler follows, search
//! from the index (prefix, one wrong letter, paged), `getAllProducts` paged and searchable
//! (the supplier's product picker), a sitemap split into files, and a listing write that
//! drops only the pages showing it.

use std::collections::HashSet;

use foundation::entities::{products, varieties, vendor_listings, vendors};
use sea_orm::{ActiveModelTrait, ColumnTrait, EntityTrait, QueryFilter, QueryOrder, Set};
use serde_json::{json, Value};
use server::pages::{category_path, variety_path};

use crate::helpers::{Backend, Spawn, TestApp};
use crate::on_both_databases;

const ORIGIN: &str = "https://tradehub.test";

/// The page props embedded for hydration.
fn props(html: &str) -> Value {
    let start = html.find("<script id=\"__TRADEHUB_DATA__\" type=\"application/json\">").expect("embedded props");
    let rest = &html[start..];
    let open_end = rest.find('>').unwrap() + 1;
    let close = rest.find("</script>").unwrap();
    serde_json::from_str(&rest[open_end..close]).expect("the embedded props are JSON")
}

fn titles(page: &Value) -> Vec<String> {
    page["data"]["products"].as_array().unwrap().iter().map(|p| p["title"].as_str().unwrap().to_owned()).collect()
}

/// Adds `n` products after the demo's, titled "Zanzibar Clove Lot {i}", and indexes them
/// as the start-up does for rows written outside the app.
async fn add_products(app: &TestApp, n: usize) {
    let last = products::Entity::find().order_by_desc(products::Column::Position).one(&app.db).await.unwrap().unwrap();
    for i in 1..=n {
        products::ActiveModel {
            title: Set(format!("Zanzibar Clove Lot {i:02}")),
            slug: Set(format!("zanzibar-clove-lot-{i:02}")),
            category: Set(format!("Zanzibar Cloves {i:02}")),
            category_slug: Set(format!("zanzibar-cloves-{i:02}")),
            tag: Set(Some("Spices".into())),
            description: Set("Hand-picked cloves.".into()),
            details: Set("Dried in the sun.".into()),
            image: Set(None),
            position: Set(last.position + i as i32),
            ..Default::default()
        }
        .insert(&app.db)
        .await
        .unwrap();
    }
    domain::search::index::index_missing(&app.db).await.unwrap();
}

on_both_databases!(the_list_is_paged_with_links_a_crawler_follows, |backend: Backend| async move {
    let app = Spawn::new(backend).demo().start().await.unwrap();
    add_products(&app, 40).await;
    let total = products::Entity::find().all(&app.db).await.unwrap().len() as u64;
    let page_count = total.div_ceil(24);

    let (status, first) = app.get_text("/products").await;
    assert_eq!(status, 200);
    let one = props(&first);
    assert_eq!(one["data"]["page"], 1);
    assert_eq!(one["data"]["pageCount"], page_count);
    assert_eq!(one["data"]["total"], total);
    assert_eq!(titles(&one).len(), 24, "a page holds 24 cards, not the catalogue");
    assert!(first.contains("href=\"/products?page=2\""), "page 1 links to page 2");

    let (status, second) = app.get_text("/products?page=2").await;
    assert_eq!(status, 200);
    let two = props(&second);
    assert_eq!(two["data"]["page"], 2);
    assert_eq!(two["meta"]["canonical"], "/products?page=2", "each page is its own canonical address");
    assert!(second.contains(&format!("<link rel=\"canonical\" href=\"{ORIGIN}/products?page=2\"")));
    let seen: HashSet<String> = titles(&one).into_iter().collect();
    assert!(titles(&two).iter().all(|t| !seen.contains(t)), "page 2 shows the next cards");
    assert!(second.contains("href=\"/products\""), "page 2 links back to the first page");

    let (status, last) = app.get_text(&format!("/products?page={page_count}")).await;
    assert_eq!(status, 200);
    assert_eq!(titles(&props(&last)).len() as u64, total - 24 * (page_count - 1));

    let r = app.get("/products?page=1").await;
    assert_eq!(r.status().as_u16(), 301, "page 1 has one address");
    assert_eq!(r.headers()["location"], "/products");
    for missing in
        [format!("/products?page={}", page_count + 1), "/products?page=abc".into(), "/products?page=0".into()]
    {
        assert_eq!(app.get(&missing).await.status().as_u16(), 404, "{missing}");
    }

    // A family's list pages too, and keeps the family in its links.
    let (status, spices) = app.get_text("/products?family=spices&page=2").await;
    assert_eq!(status, 200);
    let spices = props(&spices);
    assert!(titles(&spices).iter().all(|t| t.starts_with("Zanzibar")), "{:?}", titles(&spices));
    assert_eq!(spices["meta"]["canonical"], "/products?family=spices&page=2");
});

on_both_databases!(every_page_of_a_long_list_shows_its_own_products_in_order, |backend: Backend| async move {
    let app = Spawn::new(backend).demo().start().await.unwrap();
    // Long enough for pages far from both ends, read from the places kept between them.
    add_products(&app, 600).await;
    let mut rows = products::Entity::find().all(&app.db).await.unwrap();
    rows.sort_by(|a, b| (a.position, &a.id).cmp(&(b.position, &b.id)));
    let all: Vec<String> = rows.iter().map(|p| p.title.clone()).collect();
    let spices: Vec<String> =
        rows.iter().filter(|p| p.tag.as_deref() == Some("Spices")).map(|p| p.title.clone()).collect();
    for (path, expected) in [("/_data/products?", &all), ("/_data/products?family=spices&", &spices)] {
        let pages = expected.len().div_ceil(24);
        assert!(pages > 21, "{path}: {pages} pages");
        for page in 1..=pages {
            let url =
                if page == 1 { path.trim_end_matches(['?', '&']).to_owned() } else { format!("{path}page={page}") };
            let (status, answer) = app.get_json(&url).await;
            assert_eq!(status, 200, "{url}");
            let shown = &expected[(page - 1) * 24..(page * 24).min(expected.len())];
            assert_eq!(titles(&answer), shown, "{url}");
            assert_eq!(answer["data"]["total"], expected.len(), "{url}");
        }
    }
});

/// The `total` of a list's page data.
async fn listed_total(app: &TestApp, path: &str) -> u64 {
    let (status, page) = app.get_json(path).await;
    assert_eq!(status, 200, "{path}");
    page["data"]["total"].as_u64().unwrap_or_else(|| panic!("{path}: {page}"))
}

on_both_databases!(
    a_lists_total_is_counted_again_after_a_change_of_the_catalogue_only,
    |backend: Backend| async move {
        let app = Spawn::new(backend).demo().start().await.unwrap();
        let (_, admin) = app.admin("root@admins.test").await;
        let (all, spices) = ("/_data/products", "/_data/products?family=spices");
        let counted = (listed_total(&app, all).await, listed_total(&app, spices).await);

        // Rows written behind the app's back record no change: the totals counted stand.
        add_products(&app, 3).await;
        assert_eq!(
            (listed_total(&app, all).await, listed_total(&app, spices).await),
            counted,
            "counted once, not per read"
        );

        // A change of the site's own sections is not one of the catalogue.
        let faq = json!({ "question": "Do you count?", "answer": "Once per change." });
        let answer =
            app.client.post(app.url("/api/v1/admin/addFaq")).bearer_auth(&admin).json(&faq).send().await.unwrap();
        assert_eq!(answer.status().as_u16(), 201);
        assert_eq!((listed_total(&app, all).await, listed_total(&app, spices).await), counted);

        // A product written through the app is: every list counts again, and sees every row.
        crate::admin_products::create_mango(&app, &admin, "Counted Mango", "Counted Mangoes").await;
        assert_eq!(listed_total(&app, all).await, counted.0 + 4, "the three rows and the new product");
        assert_eq!(listed_total(&app, spices).await, counted.1 + 3);
    }
);

on_both_databases!(search_finds_by_prefix_and_one_typo_and_pages_its_hits, |backend: Backend| async move {
    let app = Spawn::new(backend).demo().start().await.unwrap();
    add_products(&app, 30).await;
    for (query, wanted) in
        [("alph", "Mango"), ("alphonzo", "Mango"), ("ALPHONSO", "Mango"), ("tellichery", "Black Pepper")]
    {
        let (status, html) = app.get_text(&format!("/products?q={query}")).await;
        assert_eq!(status, 200, "{query}");
        let page = props(&html);
        let found = titles(&page);
        assert!(found.iter().any(|t| t.contains(wanted)), "{query}: {found:?}");
    }
    // Every word must match; a word that matches nothing finds nothing.
    let (_, html) = app.get_text("/products?q=mango%20zanzibar").await;
    assert!(titles(&props(&html)).is_empty());

    let (_, html) = app.get_text("/products?q=zanzibr").await;
    let first = props(&html);
    assert_eq!(first["data"]["total"], 30, "one letter off still finds all 30");
    assert_eq!(titles(&first).len(), 24);
    assert!(html.contains("href=\"/products?q=zanzibr&amp;page=2\""), "the next page keeps the search");
    let (_, html) = app.get_text("/products?q=zanzibr&page=2").await;
    let second = props(&html);
    assert_eq!(second["data"]["page"], 2);
    assert_eq!(titles(&second).len(), 6);
    let all: HashSet<String> = titles(&first).into_iter().chain(titles(&second)).collect();
    assert_eq!(all.len(), 30, "the two pages hold every hit once");
    // Equal scores keep the catalogue's order.
    assert_eq!(titles(&first)[0], "Zanzibar Clove Lot 01");
});

on_both_databases!(get_all_products_pages_and_finds_what_the_picker_types, |backend: Backend| async move {
    let app = Spawn::new(backend).demo().start().await.unwrap();
    add_products(&app, 30).await;
    let (status, body) = app.get_json("/api/v1/admin/product/getAllProducts").await;
    assert_eq!(status, 200);
    assert_eq!(body["products"].as_array().unwrap().len(), 20, "20 by default");
    assert_eq!(body["total"], 40);
    assert_eq!((body["page"].clone(), body["pageSize"].clone()), (json!(1), json!(20)));
    let (_, body) = app.get_json("/api/v1/admin/product/getAllProducts?page=2&pageSize=30").await;
    assert_eq!(body["products"].as_array().unwrap().len(), 10);
    for bad in ["pageSize=101", "pageSize=0", "page=0", "page=x"] {
        let (status, _) = app.get_json(&format!("/api/v1/admin/product/getAllProducts?{bad}")).await;
        assert_eq!(status, 400, "{bad}");
    }
    // What a supplier types in the picker: the first letters, or a word with a slip.
    for typed in ["mang", "Mangoo", "alphon"] {
        let (_, body) = app.get_json(&format!("/api/v1/admin/product/getAllProducts?search={typed}&pageSize=5")).await;
        assert_eq!(body["products"][0]["title"], "Mango", "{typed}");
        assert!(body["products"][0]["varieties"].as_array().unwrap().len() >= 2, "the picker gets the varieties");
    }
    let (_, body) = app.get_json("/api/v1/admin/product/getAllProducts?search=zanzibar&pageSize=20&page=2").await;
    assert_eq!(body["total"], 30);
    assert_eq!(body["products"].as_array().unwrap().len(), 10);
});

on_both_databases!(the_sitemap_is_an_index_of_files_within_the_limit, |backend: Backend| async move {
    let app = Spawn::new(backend).demo().start().await.unwrap();
    let (status, index) = app.get_text("/sitemap.xml").await;
    assert_eq!(status, 200);
    assert!(index.contains("<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">"));
    let children: Vec<&str> = index.split("<loc>").skip(1).map(|s| &s[..s.find("</loc>").unwrap()]).collect();
    assert_eq!(children.len(), 3, "pages, products and varieties: {children:?}");

    // Split at a small limit: every file within it, every product and variety listed once.
    let starts = domain::catalogue::changes::starts(&app.db, 4).await.unwrap();
    let files = server::seo::files(&starts);
    let rows = products::Entity::find().all(&app.db).await.unwrap();
    let kinds = varieties::Entity::find().all(&app.db).await.unwrap();
    assert_eq!(files.len(), 1 + rows.len().div_ceil(4) + kinds.len().div_ceil(4));
    let mut listed = Vec::new();
    for file in files {
        let entries = server::seo::file_entries(&app.db, file, &starts, 4).await.unwrap();
        assert!(!entries.is_empty() && entries.len() <= 4 || file == server::seo::SitemapFile::Pages, "{file:?}");
        assert!(entries.iter().all(|e| e.lastmod.is_some()));
        listed.extend(entries.into_iter().map(|e| e.path));
    }
    let unique: HashSet<&String> = listed.iter().collect();
    assert_eq!(unique.len(), listed.len(), "no URL twice");
    for p in &rows {
        assert!(unique.contains(&category_path(&p.category_slug)));
        for k in kinds.iter().filter(|k| k.product_id == p.id) {
            assert!(unique.contains(&variety_path(&p.slug, &k.slug)));
        }
    }
    // A file past the end is no file.
    assert_eq!(app.get("/sitemaps/products-2.xml").await.status().as_u16(), 404);
    assert_eq!(app.get("/sitemaps/products-01.xml").await.status().as_u16(), 404);
});

on_both_databases!(
    a_supplier_listing_write_drops_only_its_variety_product_and_list_pages,
    |backend: Backend| async move {
        let app = Spawn::new(backend).demo().start().await.unwrap();
        // A demo supplier's listing of a product with a second variety.
        let supplier = vendors::Entity::find()
            .filter(vendors::Column::Email.eq("vendor@tradehub.example"))
            .one(&app.db)
            .await
            .unwrap()
            .unwrap();
        let mut chosen = None;
        for listing in vendor_listings::Entity::find()
            .filter(vendor_listings::Column::VendorId.eq(supplier.id.clone()))
            .all(&app.db)
            .await
            .unwrap()
        {
            let kinds = varieties::Entity::find()
                .filter(varieties::Column::ProductId.eq(listing.product_id.clone()))
                .all(&app.db)
                .await
                .unwrap();
            if kinds.len() >= 2 && listing.is_active {
                chosen = Some((listing, kinds));
                break;
            }
        }
        let (listing, kinds) = chosen.expect("the demo supplier lists a product with two varieties");
        let product = products::Entity::find_by_id(listing.product_id.clone()).one(&app.db).await.unwrap().unwrap();
        let variety = kinds.iter().find(|k| k.id == listing.variety_id).unwrap();
        let sibling = kinds.iter().find(|k| k.id != listing.variety_id).unwrap();
        let other = products::Entity::find()
            .filter(products::Column::Id.ne(product.id.clone()))
            .one(&app.db)
            .await
            .unwrap()
            .unwrap();
        let shown =
            [variety_path(&product.slug, &variety.slug), category_path(&product.category_slug), "/products".to_owned()];
        let kept = [
            variety_path(&product.slug, &sibling.slug),
            category_path(&other.category_slug),
            "/".to_owned(),
            "/about".to_owned(),
        ];
        let mut before = Vec::new();
        for path in shown.iter().chain(&kept) {
            let (status, html) = app.get_text(path).await;
            assert_eq!(status, 200, "{path}");
            before.push(html);
        }
        let warm = app.state.renderer.renders();

        let login = json!({ "email": "vendor@tradehub.example", "password": "vendor123" });
        let token: Value = app
            .client
            .post(app.url("/api/v1/vendor/vendorLogin"))
            .json(&login)
            .send()
            .await
            .unwrap()
            .json()
            .await
            .unwrap();
        let token = token["token"].as_str().unwrap();
        let changed = json!({
            "product": listing.product_id, "varietyId": listing.variety_id, "price": 1.23, "location": listing.location,
            "quantityAvailable": listing.quantity_available, "unit": listing.unit, "notes": listing.notes,
            "packContent": listing.pack_content_milli.map(|m| m as f64 / 1000.0),
        });
        let response = app
            .client
            .put(app.url(&format!("/api/v1/vendorProduct/{}", listing.id)))
            .bearer_auth(token)
            .json(&changed)
            .send()
            .await
            .unwrap();
        assert_eq!(response.status().as_u16(), 200);

        for path in &kept {
            assert_eq!(app.get_text(path).await.0, 200, "{path}");
        }
        assert_eq!(
            app.state.renderer.renders(),
            warm,
            "a sibling variety, another product, home and about stay cached"
        );
        for (path, old) in shown.iter().zip(&before) {
            let (status, html) = app.get_text(path).await;
            assert_eq!(status, 200);
            assert_ne!(&html, old, "{path} is built again");
        }
        assert!(app.get_text(&shown[0]).await.1.contains("1.23"), "the variety page lists the new price");
        assert_eq!(
            app.state.renderer.renders(),
            warm + shown.len() as u64,
            "the three pages that show the offer render again"
        );
    }
);
