//! HTTP as the RFC has it (issue 25): a known path asked with a method it does not take
//! answers 405 with `Allow`; an unknown offer is 404; every 429 says when to come back.

use serde_json::Value;

use crate::helpers::{Backend, Spawn, TestApp};
use crate::on_both_databases;
use crate::on_one_database;
use crate::supplier_support::{apply, registration};

async fn call(app: &TestApp, method: &str, path: &str) -> (u16, Option<String>, Value) {
    let method = reqwest::Method::from_bytes(method.as_bytes()).unwrap();
    let response = app.client.request(method, app.url(path)).send().await.unwrap();
    let status = response.status().as_u16();
    let allow = response.headers().get("allow").map(|v| v.to_str().unwrap().to_owned());
    (status, allow, response.json().await.unwrap_or(Value::Null))
}

on_one_database!(an_undeclared_method_on_a_known_path_is_405_with_allow, |backend: Backend| async move {
    let app = Spawn::new(backend).start().await.unwrap();
    let (status, allow, body) = call(&app, "TRACE", "/api/v1/vendorProduct/offer/some-id").await;
    assert_eq!((status, allow.as_deref()), (405, Some("GET, HEAD")));
    assert_eq!(body["success"], false, "{body}");
    let (status, allow, _) = call(&app, "DELETE", "/api/v1/vendorRegistration/apply").await;
    assert_eq!((status, allow.as_deref()), (405, Some("POST")));
    // A path with an id: the methods of every call on that path.
    let (status, allow, _) = call(&app, "PATCH", "/api/v1/admin/product/some-id").await;
    assert_eq!((status, allow.as_deref()), (405, Some("PUT, DELETE")));
    let (status, allow, _) = call(&app, "TRACE", "/about").await;
    assert_eq!((status, allow.as_deref()), (405, Some("GET, HEAD")), "pages too");
    // Unknown paths stay 404, and declared methods still reach their handlers.
    let (status, allow, body) = call(&app, "TRACE", "/api/v1/no/such/call").await;
    assert_eq!((status, allow, body["success"].as_bool()), (404, None, Some(false)));
    assert_eq!(call(&app, "GET", "/api/v1/admin/getFaq").await.0, 200);
});

on_one_database!(an_unknown_offer_is_404, |backend: Backend| async move {
    let app = Spawn::new(backend).start().await.unwrap();
    let (status, _, body) = call(&app, "GET", "/api/v1/vendorProduct/offer/00000000-0000-0000-0000-000000000000").await;
    assert_eq!((status, body["success"].as_bool()), (404, Some(false)), "{body}");
    assert!(body["message"].as_str().is_some_and(|m| !m.is_empty()));
});

on_both_databases!(repeated_applications_are_limited_with_retry_after, |backend: Backend| async move {
    let app = Spawn::new(backend).start().await.unwrap();
    let (_, token) = app.vendor("repeat@suppliers.test", false).await;
    // Twenty submissions from one address in ten minutes, then 429 before the form is read.
    for n in 0..20 {
        let (status, body) = apply(&app, &token, registration(vec![], &[])).await;
        assert_eq!(status, 201, "submission {n}: {body}");
    }
    let response = app
        .client
        .post(app.url("/api/v1/vendorRegistration/apply"))
        .bearer_auth(&token)
        .multipart(registration(vec![], &[]))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status().as_u16(), 429);
    assert_eq!(response.headers()["retry-after"], "60");
    let body: Value = response.json().await.unwrap();
    assert_eq!(body["message"], server::extractors::write_allowance::TOO_MANY_WRITES);
});
