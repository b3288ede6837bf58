//! The public site as search engines and first-time visitors get it: every page
//! server-rendered with its spec content and head tags, catalogue 404s and redirects,
//! JSON-LD, the sitemap and robots.txt, fresh content after a write, hostile text kept
//! as text, and the two visitor forms (feedback, contact).

use std::collections::HashSet;
use std::time::Duration;

use foundation::content_version::Topic;
use foundation::entities::{general_enquiries, products, varieties, visitor_feedback};
use foundation::text::escape_html;
use sea_orm::{ActiveModelTrait, ColumnTrait, EntityTrait, QueryFilter, QueryOrder, Set};
use serde_json::{json, Value};

use crate::helpers::{Backend, Spawn, TestApp};
use crate::on_both_databases;

const ORIGIN: &str = "https://tradehub.test";

/// The page props embedded for hydration.
fn embedded_props(html: &str) -> Value {
    let start = html.find("<script id=\"__TRADEHUB_DATA__\" type=\"application/json\">").expect("embedded props");
    let rest = &html[start..];
    let open_end = rest.find('>').unwrap() + 1;
    let close = rest.find("</script>").unwrap();
    serde_json::from_str(&rest[open_end..close]).expect("the embedded props are JSON")
}

/// Every JSON-LD block of a document, parsed.
pub fn json_ld(html: &str) -> Vec<Value> {
    let marker = "<script type=\"application/ld+json\">";
    html.match_indices(marker)
        .map(|(at, _)| {
            let body = &html[at + marker.len()..];
            serde_json::from_str(&body[..body.find("</script>").unwrap()]).expect("JSON-LD parses")
        })
        .collect()
}

fn head_tag<'a>(html: &'a str, prefix: &str) -> &'a str {
    let start = html.find(prefix).unwrap_or_else(|| panic!("{prefix} missing"));
    let end = start + html[start..].find('>').unwrap();
    &html[start..=end]
}

/// Records a site-wide change through a second handle, as another instance would, then
/// waits out the 500 ms for which an instance trusts the version it read.
async fn bump_and_wait(app: &TestApp) {
    foundation::content_version::record(&app.db, &[Topic::Frame]).await.unwrap();
    tokio::time::sleep(foundation::content_version::RECHECK + Duration::from_millis(100)).await;
}

async fn product_by_category(app: &TestApp, category_slug: &str) -> products::Model {
    products::Entity::find()
        .filter(products::Column::CategorySlug.eq(category_slug))
        .one(&app.db)
        .await
        .unwrap()
        .unwrap()
}

async fn variety_by_slug(app: &TestApp, product_id: &str, slug: &str) -> varieties::Model {
    varieties::Entity::find()
        .filter(varieties::Column::ProductId.eq(product_id))
        .filter(varieties::Column::Slug.eq(slug))
        .one(&app.db)
        .await
        .unwrap()
        .unwrap()
}

/// Each public page with words of its spec content.
const PAGES: [(&str, &[&str]); 8] = [
    ("/products", &["Contact Our Experts", "View Details", "Mango", "Black Pepper", "Silk Sarees"]),
    (
        "/products/mangoes",
        &[
            "Mangoes",
            "Explore Our Mango Varieties",
            "Request Quote",
            "Download Brochure",
            "Technical Specifications",
            "Alphonso",
            "Kesar",
            "/products/mango/alphonso",
        ],
    ),
    (
        "/products/mango/alphonso",
        &[
            "Alphonso",
            "In Stock",
            "Origin",
            "Energy",
            "Protein",
            "Crude Fibre",
            "Calcium",
            "Iron",
            "Available Suppliers",
            "Konkan Agro Exports",
            "₹1,450",
            "₹1,450 / box of 3 kg · ₹483.33 / kg",
            "Description",
            "Additional Information",
            "Shipment Preparation Time",
            "You May Also Like",
            "/products/pomegranates",
        ],
    ),
    (
        "/about",
        &[
            "50+",
            "Countries Connected",
            "1000+",
            "Successful Trades",
            "24/7",
            "Global Support",
            "Our Objective",
            "Our Mission",
            "Our Vision",
            "Ready to Go Global?",
        ],
    ),
    (
        "/service",
        &[
            "Our Global Services",
            "Sourcing",
            "Logistics",
            "Marketing",
            "Financing",
            "Consulting",
            "Product Development",
            "Quality Control",
            "Complete IT Setup",
            "Learn more",
            "Get Started Today",
        ],
    ),
    (
        "/certificates",
        &[
            "Our Certifications",
            "ISO 9001 Certification",
            "Export Excellence Award",
            "Quality Assurance",
            "Trade Compliance",
            "Environmental Standard",
            "Industry Recognition",
            "2023",
            "2022",
            "2021",
        ],
    ),
    (
        "/contact",
        &[
            "Connect With Us",
            "Send us a message",
            "Mon-Fri",
            "9:00 AM-6:00 PM",
            "Saturday",
            "10:00 AM-4:00 PM",
            "Sunday",
            "Closed",
            "Our Location",
            "+91 22 4890 2300",
            "info@tradehub.example",
            "sales@tradehub.example",
        ],
    ),
    ("/became-a-supplier", &["Why Register", "/supplierRegister", "Global Reach", "Verified Partnerships"]),
];

on_both_databases!(every_public_page_is_server_rendered_with_its_content, |backend: Backend| async move {
    let app = Spawn::new(backend).demo().start().await.unwrap();
    let mut titles = HashSet::new();
    for (path, words) in PAGES {
        let (status, html) = app.get_text(path).await;
        assert_eq!(status, 200, "{path}");
        for word in words {
            assert!(html.contains(word), "{path}: '{word}' is not in the server HTML");
        }
        // Head tags of its own.
        let title = html[html.find("<title>").unwrap()..html.find("</title>").unwrap()].to_owned();
        assert!(titles.insert(title.clone()), "{path} shares its title {title}");
        assert!(html.contains(&format!("<link rel=\"canonical\" href=\"{ORIGIN}{path}\">")), "{path} canonical");
        assert!(html.contains(&format!("<meta property=\"og:url\" content=\"{ORIGIN}{path}\">")), "{path} og:url");
        assert!(html.contains("<meta property=\"og:title\""), "{path} og:title");
        let description = head_tag(&html, "<meta name=\"description\"");
        assert!(description.len() > 60, "{path} has a real description: {description}");
        // Images never shift the layout.
        for img in html.match_indices("<img ").map(|(at, _)| head_tag(&html[at..], "<img ")) {
            assert!(img.contains(" width=\"") && img.contains(" height=\""), "{path}: {img}");
        }
        // One h1 per page.
        assert_eq!(html.matches("<h1").count(), 1, "{path} h1 count");
        assert_eq!(embedded_props(&html)["status"], 200);
    }
});

on_both_databases!(pages_below_the_fold_load_images_lazily, |backend: Backend| async move {
    let app = Spawn::new(backend).demo().start().await.unwrap();
    let (_, html) = app.get_text("/products").await;
    let imgs: Vec<&str> = html
        .match_indices("<img src=\"/static/images/products/")
        .map(|(at, _)| head_tag(&html[at..], "<img "))
        .collect();
    assert!(imgs.len() >= 8);
    // The first row is above the fold; the rest wait until they are scrolled to.
    assert!(imgs[..4].iter().all(|i| i.contains("loading=\"eager\"")), "{:?}", &imgs[..4]);
    assert!(imgs[4..].iter().all(|i| i.contains("loading=\"lazy\"")));
    let (_, home) = app.get_text("/").await;
    assert!(home.contains("/static/images/certifications/export-council.svg"));
    let strip = &home[home.find("certified-title").unwrap()..];
    assert!(strip.contains("loading=\"lazy\""));
    // First 4 of the 8 marks, in 4 copies for the loop; only the first copy is announced.
    assert_eq!(strip.matches("/static/images/certifications/").count(), 16);
    assert!(!strip.contains("chamber-commerce"));
});

on_both_databases!(missing_products_are_404_product_not_found, |backend: Backend| async move {
    let app = Spawn::new(backend).demo().start().await.unwrap();
    for path in ["/products/no-such-category", "/products/mango/no-such-variety", "/products/no-such-product/alphonso"]
    {
        let (status, html) = app.get_text(path).await;
        assert_eq!(status, 404, "{path}");
        assert!(html.contains("Product not found"), "{path}");
        let (status, props) = app.get_json(&format!("/_data{path}")).await;
        assert_eq!(status, 200, "the data URL always answers 200");
        assert_eq!(props["status"], 404);
        assert_eq!(props["data"]["title"], "Product not found");
    }
    let (status, html) = app.get_text("/products/a/b/c").await;
    assert_eq!(status, 404);
    assert!(html.contains("Page not found"));
});

on_both_databases!(raw_title_urls_move_permanently_to_the_slugs, |backend: Backend| async move {
    let app = Spawn::new(backend).demo().start().await.unwrap();
    let cases = [
        ("/products/Mangoes", "/products/mangoes"),
        ("/products/MANGOES", "/products/mangoes"),
        ("/products/Mango", "/products/mangoes"),
        ("/products/Dried%20Chillies", "/products/dried-chillies"),
        ("/products/Mango/Alphonso", "/products/mango/alphonso"),
        ("/products/mango/ALPHONSO", "/products/mango/alphonso"),
        ("/products/Banana/Cavendish%20(Grand%20Naine)", "/products/banana/cavendish-grand-naine"),
        ("/products/black%20pepper/Malabar%20Garbled%20(MG1)", "/products/black-pepper/malabar-garbled-mg1"),
    ];
    for (from, to) in cases {
        let response = app.get(from).await;
        assert_eq!(response.status().as_u16(), 301, "{from}");
        assert_eq!(response.headers()["location"], to, "{from}");
        let (status, _) = app.get_text(to).await;
        assert_eq!(status, 200, "{to}");
    }
    // Client navigation learns the address instead of a page.
    let (status, answer) = app.get_json("/_data/products/Mango/Alphonso").await;
    assert_eq!(status, 200);
    assert_eq!(answer, json!({ "page": "redirect", "location": "/products/mango/alphonso" }));
});

on_both_databases!(catalogue_pages_carry_product_json_ld_with_their_offers, |backend: Backend| async move {
    let app = Spawn::new(backend).demo().start().await.unwrap();
    let mango = product_by_category(&app, "mangoes").await;
    let (_, offers) = app.get_json(&format!("/api/v1/vendorProduct/product/{}", mango.id)).await;
    let offers = offers["listings"].as_array().unwrap().clone();
    assert!(!offers.is_empty());

    let check = |ld: &Value, offers: &[&Value], url: &str| {
        assert_eq!(ld["@context"], "https://schema.org");
        assert_eq!(ld["@type"], "Product");
        assert_eq!(ld["url"], format!("{ORIGIN}{url}"));
        assert!(ld["image"].as_str().unwrap().starts_with(&format!("{ORIGIN}/static/")));
        // Low and high compare like for like: rupees per kilogram, whatever each offer's unit.
        let prices: Vec<f64> = offers.iter().filter_map(|o| o["comparablePrice"].as_f64()).collect();
        let aggregate = &ld["offers"];
        assert_eq!(aggregate["@type"], "AggregateOffer");
        assert_eq!(aggregate["priceCurrency"], "INR");
        assert_eq!(aggregate["priceSpecification"]["unitCode"], "KGM");
        assert_eq!(aggregate["offerCount"], offers.len());
        assert_eq!(aggregate["lowPrice"].as_f64().unwrap(), prices.iter().cloned().fold(f64::MAX, f64::min));
        assert_eq!(aggregate["highPrice"].as_f64().unwrap(), prices.iter().cloned().fold(f64::MIN, f64::max));
    };

    let (_, html) = app.get_text("/products/mangoes").await;
    let blocks = json_ld(&html);
    assert_eq!(blocks.len(), 1);
    assert_eq!(blocks[0]["name"], "Mango");
    check(&blocks[0], &offers.iter().collect::<Vec<_>>(), "/products/mangoes");

    let alphonso = variety_by_slug(&app, &mango.id, "alphonso").await;
    let (_, html) = app.get_text("/products/mango/alphonso").await;
    let blocks = json_ld(&html);
    assert_eq!(blocks.len(), 1);
    let of_variety: Vec<&Value> = offers.iter().filter(|o| o["varietyId"] == alphonso.id.as_str()).collect();
    check(&blocks[0], &of_variety, "/products/mango/alphonso");
    // The offers in the server HTML are exactly those of this variety.
    let suppliers = embedded_props(&html)["data"]["suppliers"].as_array().unwrap().clone();
    assert_eq!(suppliers.len(), of_variety.len());
    assert!(suppliers.iter().all(|s| s["varietyId"] == alphonso.id.as_str()));

    // Pages that are not about a product have none.
    let (_, about) = app.get_text("/about").await;
    assert!(json_ld(&about).is_empty());
});

on_both_databases!(the_sitemap_lists_every_page_product_and_variety, |backend: Backend| async move {
    let app = Spawn::new(backend).demo().start().await.unwrap();
    let response = app.get("/sitemap.xml").await;
    assert_eq!(response.status().as_u16(), 200);
    assert!(response.headers()["content-type"].to_str().unwrap().starts_with("application/xml"));
    let index = response.text().await.unwrap();
    assert!(index.contains("<sitemapindex"));
    // The index names its files; together they list every page once.
    let mut xml = String::new();
    for file in index.split("<loc>").skip(1).map(|s| &s[..s.find("</loc>").unwrap()]) {
        let path = file.strip_prefix(ORIGIN).expect("absolute file address");
        let response = app.get(path).await;
        assert_eq!(response.status().as_u16(), 200, "{path}");
        assert!(response.headers()["content-type"].to_str().unwrap().starts_with("application/xml"));
        let body = response.text().await.unwrap();
        assert!(body.starts_with("<?xml version=\"1.0\" encoding=\"UTF-8\"?>"));
        xml.push_str(&body);
    }
    let entries: Vec<&str> = xml.split("<url>").skip(1).collect();
    for entry in &entries {
        assert!(entry.contains("<lastmod>"), "{entry}");
    }
    let locs: HashSet<String> =
        entries.iter().map(|e| e[e.find("<loc>").unwrap() + 5..e.find("</loc>").unwrap()].to_owned()).collect();
    assert_eq!(locs.len(), entries.len(), "no URL twice");
    for path in ["/", "/products", "/about", "/service", "/certificates", "/contact", "/became-a-supplier"] {
        assert!(locs.contains(&format!("{ORIGIN}{path}")), "{path}");
    }
    let rows = products::Entity::find().order_by_asc(products::Column::Position).all(&app.db).await.unwrap();
    let kinds = varieties::Entity::find().all(&app.db).await.unwrap();
    for product in &rows {
        assert!(locs.contains(&format!("{ORIGIN}/products/{}", product.category_slug)));
    }
    for kind in &kinds {
        let product = rows.iter().find(|p| p.id == kind.product_id).unwrap();
        assert!(locs.contains(&format!("{ORIGIN}/products/{}/{}", product.slug, kind.slug)), "{}", kind.title);
    }
    assert_eq!(entries.len(), 7 + 2 + rows.len() + kinds.len());
    // Every listed URL answers 200.
    for loc in locs.iter().filter(|l| l.contains("/products/")).take(6) {
        let (status, _) = app.get_text(loc.strip_prefix(ORIGIN).unwrap()).await;
        assert_eq!(status, 200, "{loc}");
    }

    let (status, robots) = app.get_text("/robots.txt").await;
    assert_eq!(status, 200);
    for line in ["User-agent: *", "Disallow: /admin", "Disallow: /vendor", "Disallow: /profile", "Disallow: /api"] {
        assert!(robots.lines().any(|l| l == line), "{line}");
    }
    assert!(robots.contains(&format!("Sitemap: {ORIGIN}/sitemap.xml")));
});

on_both_databases!(an_edited_product_title_is_served_at_once, |backend: Backend| async move {
    let app = Spawn::new(backend).demo().start().await.unwrap();
    // Fill the cache first.
    for path in ["/products", "/products/mangoes", "/products/mango/alphonso", "/products/grapes/thompson-seedless"] {
        let (_, html) = app.get_text(path).await;
        assert!(!html.contains("Royal Mango Selection"));
    }
    let mango = product_by_category(&app, "mangoes").await;
    let mut row: products::ActiveModel = mango.into();
    row.title = Set("Royal Mango Selection".into());
    row.update(&app.db).await.unwrap();
    bump_and_wait(&app).await;
    for path in ["/products", "/products/mangoes", "/products/mango/alphonso", "/products/grapes/thompson-seedless"] {
        let (status, html) = app.get_text(path).await;
        assert_eq!(status, 200);
        assert!(html.contains("Royal Mango Selection"), "{path} still shows the old title");
    }
});

const HOSTILE_TITLE: &str = "<script>alert(1)</script> Mango </script>";
const HOSTILE_TEXT: &str = "</script><script>alert(2)</script><!-- \u{2028}";

on_both_databases!(hostile_catalogue_text_stays_text, |backend: Backend| async move {
    let app = Spawn::new(backend).demo().start().await.unwrap();
    let mango = product_by_category(&app, "mangoes").await;
    let alphonso = variety_by_slug(&app, &mango.id, "alphonso").await;
    let mut row: products::ActiveModel = mango.into();
    row.title = Set(HOSTILE_TITLE.into());
    row.details = Set(HOSTILE_TEXT.into());
    row.description = Set(HOSTILE_TEXT.into());
    row.update(&app.db).await.unwrap();
    let mut kind: varieties::ActiveModel = alphonso.into();
    kind.title = Set("<script>alert(3)</script>".into());
    kind.description = Set(Some(HOSTILE_TEXT.into()));
    kind.origin = Set(Some("<img src=x onerror=alert(4)>".into()));
    kind.packaging = Set(Some("</script><script>alert(5)</script>".into()));
    kind.update(&app.db).await.unwrap();
    bump_and_wait(&app).await;

    for path in
        ["/", "/products", "/products/mangoes", "/products/mango/alphonso", "/products/grapes/thompson-seedless"]
    {
        let (status, html) = app.get_text(path).await;
        assert_eq!(status, 200, "{path}");
        assert!(!html.contains("<script>alert"), "{path} has a raw script");
        assert!(!html.contains("<img src=x"), "{path} has a raw img");
        // Each </script> closes a script element the server wrote, none more.
        assert_eq!(html.matches("</script>").count(), html.matches("<script").count(), "{path}");
        assert!(
            html.contains(&escape_html(HOSTILE_TITLE))
                || html.contains("&lt;script&gt;alert(1)&lt;/script&gt; Mango &lt;/script&gt;"),
            "{path} shows the title as text"
        );
        // The embedded data reads back unchanged.
        let props = embedded_props(&html);
        assert!(props.to_string().contains("alert(1)"), "{path}");
    }
    let (_, html) = app.get_text("/products/mango/alphonso").await;
    let props = embedded_props(&html);
    assert_eq!(props["data"]["product"]["title"], HOSTILE_TITLE);
    assert_eq!(props["data"]["variety"]["title"], "<script>alert(3)</script>");
    assert_eq!(props["data"]["variety"]["description"], HOSTILE_TEXT);
    assert_eq!(json_ld(&html)[0]["name"], "<script>alert(3)</script> (<script>alert(1)</script> Mango </script>)");
    assert!(html.contains("<title>&lt;script&gt;alert(3)&lt;/script&gt;"));
    for path in ["/sitemap.xml", "/sitemaps/products-1.xml", "/sitemaps/varieties-1.xml"] {
        let (status, xml) = app.get_text(path).await;
        assert_eq!(status, 200, "{path}");
        assert!(!xml.contains("<script"), "{path}");
    }
});

on_both_databases!(feedback_is_stored_with_the_spec_rules, |backend: Backend| async move {
    let app = Spawn::new(backend).start().await.unwrap();
    let post = |body: Value| app.client.post(app.url("/api/v1/feedback")).json(&body).send();

    let response = post(json!({ "feedback": "  Great mangoes  ", "anonymous": false, "email": "Asha@Example.com" }))
        .await
        .unwrap();
    assert_eq!(response.status().as_u16(), 201);
    assert_eq!(
        response.json::<Value>().await.unwrap(),
        json!({ "success": true, "message": "Thank you for your feedback!" })
    );
    let response =
        post(json!({ "feedback": "Quiet praise", "anonymous": true, "email": "asha@example.com" })).await.unwrap();
    assert_eq!(response.status().as_u16(), 201);
    let response = post(json!({ "feedback": "No address", "anonymous": false })).await.unwrap();
    assert_eq!(response.status().as_u16(), 201);

    let rows = visitor_feedback::Entity::find().all(&app.db).await.unwrap();
    assert_eq!(rows.len(), 3);
    let named = rows.iter().find(|r| r.feedback == "Great mangoes").unwrap();
    assert_eq!(named.email.as_deref(), Some("asha@example.com"));
    assert!(!named.anonymous);
    let anonymous = rows.iter().find(|r| r.feedback == "Quiet praise").unwrap();
    assert!(anonymous.anonymous);
    assert_eq!(anonymous.email, None, "anonymous feedback keeps no address");

    for (body, message) in [
        (json!({ "feedback": "   ", "anonymous": false }), "Feedback is required"),
        (json!({ "anonymous": true }), "Feedback is required"),
        (json!({ "feedback": "Hi", "email": "not-an-email" }), "Email is invalid"),
        (json!({ "feedback": "x".repeat(5001) }), "Feedback must be at most 5000 characters"),
    ] {
        let response = post(body).await.unwrap();
        assert_eq!(response.status().as_u16(), 400);
        assert_one_field_error(response.json::<Value>().await.unwrap(), message);
    }
    let response = app.client.post(app.url("/api/v1/feedback")).body("feedback=hi").send().await.unwrap();
    assert_eq!(response.status().as_u16(), 400);
    assert_eq!(response.json::<Value>().await.unwrap()["success"], false);
    assert_eq!(visitor_feedback::Entity::find().all(&app.db).await.unwrap().len(), 3);
});

on_both_databases!(contact_messages_become_open_general_enquiries, |backend: Backend| async move {
    let app = Spawn::new(backend).start().await.unwrap();
    let valid = json!({
        "name": "Asha Rao",
        "email": "asha@example.com",
        "phone": "+91 98765 43210",
        "address": "",
        "message": "Please send your price list for Alphonso mangoes.",
    });
    let response = app.client.post(app.url("/api/v1/admin/enquiry")).json(&valid).send().await.unwrap();
    assert_eq!(response.status().as_u16(), 201);
    assert_eq!(
        response.json::<Value>().await.unwrap(),
        json!({ "success": true, "message": "Message sent successfully!" })
    );
    let rows = general_enquiries::Entity::find().all(&app.db).await.unwrap();
    assert_eq!(rows.len(), 1);
    assert_eq!(rows[0].status.as_str(), "Open");
    assert_eq!(rows[0].name, "Asha Rao");
    assert_eq!(rows[0].address, None);

    let with = |key: &str, value: Value| {
        let mut body = valid.clone();
        body[key] = value;
        body
    };
    for (body, message) in [
        (with("name", json!("  ")), "Name is required"),
        (with("email", Value::Null), "Email is required"),
        (with("email", json!("asha.example.com")), "Email is invalid"),
        (with("phone", json!("")), "Phone is required"),
        (with("phone", json!("call me maybe")), "Phone number is invalid"),
        (with("message", json!("")), "Message is required"),
        (with("message", json!("x".repeat(5001))), "Message must be at most 5000 characters"),
        (with("name", json!("x".repeat(101))), "Name must be at most 100 characters"),
        (with("address", json!("x".repeat(301))), "Address must be at most 300 characters"),
    ] {
        let response = app.client.post(app.url("/api/v1/admin/enquiry")).json(&body).send().await.unwrap();
        assert_eq!(response.status().as_u16(), 400, "{message}");
        assert_one_field_error(response.json::<Value>().await.unwrap(), message);
    }
    assert_eq!(general_enquiries::Entity::find().all(&app.db).await.unwrap().len(), 1);
});

/// `{ success: false, message, errors: { field: message } }` with the one field that failed.
fn assert_one_field_error(answer: Value, message: &str) {
    assert_eq!((&answer["success"], answer["message"].as_str()), (&json!(false), Some(message)), "{answer}");
    let errors: Vec<&Value> = answer["errors"].as_object().expect("errors per field").values().collect();
    assert_eq!(errors, [&json!(message)], "{answer}");
}
