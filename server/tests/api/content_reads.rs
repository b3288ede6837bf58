//! The spec's read calls for site content, on a freshly seeded database.

use crate::helpers::{Backend, TestApp};
use crate::on_both_databases;

fn array<'a>(body: &'a serde_json::Value, key: &str) -> &'a Vec<serde_json::Value> {
    body[key].as_array().unwrap_or_else(|| panic!("{key} is not a list in {body}"))
}

fn has_id(item: &serde_json::Value) -> bool {
    item["_id"].as_str().is_some_and(|id| id.len() == 36)
}

on_both_databases!(site_content_reads_have_the_specs_shapes_and_counts, |backend: Backend| async move {
    let app = TestApp::spawn(backend).await.unwrap();

    let (status, body) = app.get_json("/api/v1/admin/getLogo").await;
    assert_eq!((status, &body["success"]), (200, &serde_json::json!(true)));
    assert!(has_id(&body["logo"]) && body["logo"]["logo"].as_str().is_some_and(|l| l.starts_with("/static/")));

    let (_, body) = app.get_json("/api/v1/admin/getHomeBanner").await;
    let banners = array(&body, "banner");
    assert_eq!(banners.len(), 1, "one banner record");
    for slot in 1..=3 {
        let heading = &banners[0][format!("banner{slot}_heading")];
        assert!(heading.as_str().is_some_and(|h| !h.is_empty()), "slot {slot} heading");
        assert!(banners[0][format!("banner{slot}_subtitle")].as_str().is_some());
        assert!(banners[0].get(format!("banner{slot}_image")).is_some());
    }
    assert!(banners[0].get("banner4_heading").is_none(), "exactly three slots");

    let (_, body) = app.get_json("/api/v1/admin/getReach").await;
    let reach = array(&body, "reach");
    let names: Vec<_> = reach.iter().map(|r| r["reachName"].as_str().unwrap()).collect();
    assert!(reach.iter().all(has_id));
    for stat in ["50+", "1000+", "99.7%"] {
        assert!(names.iter().any(|n| n.contains(stat)), "reach statistic {stat} in {names:?}");
    }

    let (_, body) = app.get_json("/api/v1/admin/getCoreValues").await;
    let values: Vec<_> = array(&body, "coreValues").iter().map(|v| v["coreValuesName"].as_str().unwrap()).collect();
    assert_eq!(values, ["Reliability", "Integrity", "Quality"]);

    let (_, body) = app.get_json("/api/v1/admin/getFaq").await;
    let faqs = array(&body, "faqs");
    assert_eq!(faqs.len(), 5);
    assert!(faqs.iter().all(|f| has_id(f) && f["question"].is_string() && f["answer"].is_string()));
    // There is no cart: the answer on ordering describes the enquiry flow.
    assert!(faqs.iter().all(|f| !f["answer"].as_str().unwrap().to_lowercase().contains("cart")));
    let order = faqs.iter().find(|f| f["question"] == "How do I place an order?").unwrap();
    assert!(order["answer"].as_str().unwrap().contains("send an enquiry"), "{order}");

    let (_, body) = app.get_json("/api/v1/admin/whychooseus/get").await;
    let titles: Vec<_> = array(&body, "data").iter().map(|w| w["title"].as_str().unwrap()).collect();
    assert_eq!(titles, ["Reliable Logistics", "Industry Expertise", "Global Reach", "Commitment to Excellence"]);

    let (_, body) = app.get_json("/api/v1/admin/getService").await;
    let services: Vec<_> = array(&body, "data").iter().map(|s| s["title"].as_str().unwrap()).collect();
    assert_eq!(services, ["Sourcing", "Logistics", "Marketing", "Financing", "Consulting"]);
    assert!(array(&body, "data").iter().all(|s| s["subtitle"].is_string() && s["description"].is_string()));

    let (_, body) = app.get_json("/api/v1/admin/getAdditionalService").await;
    let extra: Vec<_> = array(&body, "data").iter().map(|s| s["title"].as_str().unwrap()).collect();
    assert_eq!(extra, ["Product Development", "Quality Control", "Complete IT Setup"]);
    assert!(array(&body, "data").iter().all(|s| s.get("subtitle").is_none()));

    let (_, body) = app.get_json("/api/v1/admin/getTestimonial").await;
    let testimonials = array(&body, "testimonials");
    assert_eq!(testimonials.len(), 3);
    for t in testimonials {
        assert!(has_id(t) && t["name"].is_string() && t["comment"].is_string() && t["course"].is_string());
        assert!(matches!(t["rating"].as_i64(), Some(4 | 5)));
    }

    let (_, body) = app.get_json("/api/v1/admin/getFooter").await;
    for field in ["phone", "address", "email"] {
        assert!(body["footer"][field].as_str().is_some_and(|v| !v.is_empty()), "footer {field}");
    }
});

on_both_databases!(without_demo_the_catalogue_is_empty, |backend: Backend| async move {
    let app = TestApp::spawn(backend).await.unwrap();
    let (status, body) = app.get_json("/api/v1/admin/product/getAllProducts").await;
    assert_eq!(status, 200);
    assert_eq!(body["products"].as_array().unwrap().len(), 0);
});
