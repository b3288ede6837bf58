use crate::helpers::{Backend, TestApp};
use crate::on_both_databases;

const WHY_CHOOSE_US: [&str; 4] =
    ["Reliable Logistics", "Industry Expertise", "Global Reach", "Commitment to Excellence"];

/// Text of the first banner slide's heading as stored.
async fn first_banner_heading(app: &TestApp) -> String {
    use sea_orm::EntityTrait;
    let banner = foundation::entities::home_banners::Entity::find().one(&app.db).await.unwrap().unwrap();
    banner.banner1_heading
}

on_both_databases!(home_is_rendered_on_the_server_from_the_database, |backend: Backend| async move {
    let app = TestApp::spawn(backend).await.unwrap();
    let response = app.get("/").await;
    assert_eq!(response.status().as_u16(), 200);
    assert!(response.headers()["content-type"].to_str().unwrap().starts_with("text/html"));
    let etag = response.headers()["etag"].to_str().unwrap().to_owned();
    let html = response.text().await.unwrap();
    // The HTML before any script runs already has the content.
    let heading = first_banner_heading(&app).await;
    assert!(html.contains(&foundation::text::escape_html(&heading)), "first banner headline missing");
    for title in WHY_CHOOSE_US {
        assert!(html.contains(title), "why-choose-us card {title} missing");
    }
    assert!(html.contains("<script id=\"__TRADEHUB_DATA__\" type=\"application/json\">"));
    assert!(html.contains("<link rel=\"canonical\" href=\"https://tradehub.test/\">"));
    assert!(html.contains("<script type=\"module\" src=\"/static/assets/entry-client-"));

    // A revalidation with the ETag is answered without a body.
    let again = app.client.get(app.url("/")).header("If-None-Match", &etag).send().await.unwrap();
    assert_eq!(again.status().as_u16(), 304);
});

on_both_databases!(a_content_write_is_seen_at_once, |backend: Backend| async move {
    use foundation::content_version::Topic;
    use sea_orm::{ActiveModelTrait, EntityTrait, Set};
    let app = TestApp::spawn(backend).await.unwrap();
    let (_, before) = app.get_text("/").await; // now cached
    let banner = foundation::entities::home_banners::Entity::find().one(&app.db).await.unwrap().unwrap();
    let mut row: foundation::entities::home_banners::ActiveModel = banner.into();
    row.banner1_heading = Set("Fresh <Saffron> & Spice Routes".into());
    row.update(&app.db).await.unwrap();
    // Bump through a second handle on the same database, as another instance would.
    foundation::content_version::record(&app.db, &[Topic::Site]).await.unwrap();
    tokio::time::sleep(std::time::Duration::from_millis(600)).await;
    let (_, after) = app.get_text("/").await;
    assert_ne!(before, after);
    assert!(after.contains("Fresh &lt;Saffron&gt; &amp; Spice Routes"));
});

on_both_databases!(the_data_url_serves_the_props_of_the_page, |backend: Backend| async move {
    let app = TestApp::spawn(backend).await.unwrap();
    let (status, props) = app.get_json("/_data/").await;
    assert_eq!(status, 200);
    assert_eq!(props["page"], "home");
    assert_eq!(props["data"]["banners"].as_array().unwrap().len(), 3);
    assert_eq!(props["data"]["whyChooseUs"].as_array().unwrap().len(), 4);
    assert_eq!(props["data"]["faqs"].as_array().unwrap().len(), 5);
});

on_both_databases!(unknown_pages_get_a_rendered_404, |backend: Backend| async move {
    let app = TestApp::spawn(backend).await.unwrap();
    let (status, html) = app.get_text("/no/such/page").await;
    assert_eq!(status, 404);
    assert!(html.contains("Page not found"));
});

on_both_databases!(admin_and_vendor_areas_get_the_client_shell, |backend: Backend| async move {
    let app = TestApp::spawn(backend).await.unwrap();
    for path in ["/admin", "/admin/faq", "/vendor/login"] {
        let (status, html) = app.get_text(path).await;
        assert_eq!(status, 200, "{path}");
        assert!(html.contains("<div id=\"root\"></div>"), "{path} should not be server-rendered");
        assert!(html.contains("\"page\":\"shell\""), "{path}");
        assert!(html.contains("noindex"), "{path}");
    }
});

on_both_databases!(hashed_assets_are_cached_for_a_year_and_compressed, |backend: Backend| async move {
    let app = TestApp::spawn(backend).await.unwrap();
    let (_, html) = app.get_text("/").await;
    let start = html.find("/static/assets/entry-client-").unwrap();
    let end = start + html[start..].find('"').unwrap();
    let response = app.client.get(app.url(&html[start..end])).header("Accept-Encoding", "gzip").send().await.unwrap();
    assert_eq!(response.status().as_u16(), 200);
    assert_eq!(response.headers()["cache-control"], "public, max-age=31536000, immutable");
    assert_eq!(response.headers()["content-encoding"], "gzip");
});

/// The markup a crawler reads without running scripts: the document without its script
/// elements (the page props and JSON-LD repeat the answers there).
fn without_scripts(html: &str) -> String {
    let mut out = String::new();
    let mut rest = html;
    while let Some(start) = rest.find("<script") {
        out.push_str(&rest[..start]);
        match rest[start..].find("</script>") {
            Some(end) => rest = &rest[start + end + "</script>".len()..],
            None => return out,
        }
    }
    out.push_str(rest);
    out
}

on_both_databases!(faq_answers_and_faq_page_data_are_in_the_server_html, |backend: Backend| async move {
    use foundation::entities::faqs;
    use sea_orm::{EntityTrait, QueryOrder};
    let app = TestApp::spawn(backend).await.unwrap();
    let (status, html) = app.get_text("/").await;
    assert_eq!(status, 200);
    let markup = without_scripts(&html);
    let rows = faqs::Entity::find().order_by_asc(faqs::Column::Position).all(&app.db).await.unwrap();
    assert_eq!(rows.len(), 5, "the seeded FAQ");
    for faq in &rows {
        let answer = foundation::text::escape_html(&faq.answer);
        assert!(markup.contains(&answer), "answer of {:?} is in the markup, closed or not", faq.question);
    }
    // Every answer but an open one is hidden until its question is chosen.
    assert!(markup.matches(" hidden=\"\"").count() >= rows.len(), "closed answers are hidden");
    let order = rows.iter().find(|f| f.question == "How do I place an order?").unwrap();
    assert!(!order.answer.contains("cart"), "there is no cart: {}", order.answer);
    assert!(order.answer.contains("send an enquiry") && order.answer.contains("e-mail"), "{}", order.answer);

    // FAQPage structured data with the same questions and answers.
    let start = html.find("<script type=\"application/ld+json\">").expect("JSON-LD on the home page")
        + "<script type=\"application/ld+json\">".len();
    let end = start + html[start..].find("</script>").unwrap();
    let data: serde_json::Value = serde_json::from_str(&html[start..end]).unwrap();
    assert_eq!(data["@type"], "FAQPage");
    let entries = data["mainEntity"].as_array().unwrap();
    assert_eq!(entries.len(), rows.len());
    for (entry, faq) in entries.iter().zip(&rows) {
        assert_eq!((entry["@type"].as_str(), entry["name"].as_str()), (Some("Question"), Some(faq.question.as_str())));
        assert_eq!(entry["acceptedAnswer"]["text"], faq.answer.as_str());
    }
});
