//! The OpenAPI document names every /api/v1 call, and every call it names answers.

use crate::helpers::{Backend, Spawn};
use crate::on_one_database;

const READ_CALLS: &[&str] = &[
    "/api/v1/admin/getLogo",
    "/api/v1/admin/getHomeBanner",
    "/api/v1/admin/getReach",
    "/api/v1/admin/getCoreValues",
    "/api/v1/admin/getFaq",
    "/api/v1/admin/whychooseus/get",
    "/api/v1/admin/getService",
    "/api/v1/admin/getAdditionalService",
    "/api/v1/admin/getTestimonial",
    "/api/v1/admin/getFooter",
    "/api/v1/admin/product/getAllProducts",
    "/api/v1/vendorProduct/product/{productId}",
];

on_one_database!(the_openapi_document_matches_the_routes, |backend: Backend| async move {
    let app = Spawn::new(backend).demo().start().await.unwrap();
    let (status, doc) = app.get_json("/api/openapi.json").await;
    assert_eq!(status, 200);
    assert!(doc["openapi"].as_str().unwrap().starts_with("3."));
    let paths = doc["paths"].as_object().unwrap();
    for call in READ_CALLS {
        assert!(paths.contains_key(*call), "{call} is not documented");
    }
    // Every documented public GET answers (path parameters filled with real ids); the
    // signed-in ones are covered by the authorization test.
    let product: serde_json::Value = app.get_json("/api/v1/admin/product/getAllProducts").await.1;
    let product_id = product["products"][0]["_id"].as_str().unwrap().to_owned();
    let offers = app.get_json(&format!("/api/v1/vendorProduct/product/{product_id}")).await.1;
    let listing_id = offers["listings"][0]["_id"].as_str().unwrap().to_owned();
    for (path, item) in paths {
        let Some(get) = item.get("get") else { continue };
        // Signed-in calls, and file downloads (no JSON answer, e.g. the brochure).
        if get["responses"].get("401").is_some() || get["responses"]["200"]["content"].get("application/json").is_none()
        {
            continue;
        }
        let url = path.replace("{productId}", &product_id).replace("{listingId}", &listing_id);
        let response = app.get(&url).await;
        assert_eq!(response.status().as_u16(), 200, "{path}");
        let body: serde_json::Value = response.json().await.unwrap();
        assert_eq!(body["success"], true, "{path}");
        // The documented response names the keys the call really answers with.
        let schema = &item["get"]["responses"]["200"]["content"]["application/json"]["schema"]["$ref"];
        let name = schema.as_str().unwrap().rsplit('/').next().unwrap();
        let properties = doc["components"]["schemas"][name]["properties"].as_object().unwrap();
        for key in body.as_object().unwrap().keys() {
            assert!(properties.contains_key(key), "{path}: {key} is not in the schema {name}");
        }
    }
});

// `tradehub openapi` (which the frontend's types are generated from) prints the very
// document the running server serves.
on_one_database!(the_served_document_is_the_one_the_cli_prints, |backend: Backend| async move {
    let app = Spawn::new(backend).start().await.unwrap();
    let (status, served) = app.get_json("/api/openapi.json").await;
    assert_eq!(status, 200);
    let printed = serde_json::to_value(server::api::document()).unwrap();
    assert_eq!(served, printed);
    assert!(printed["components"]["schemas"]["PageProps"].is_object());
});
