use crate::helpers::{Backend, TestApp};
use crate::on_both_databases;
use crate::on_one_database;

on_one_database!(liveness_and_readiness_answer, |backend: Backend| async move {
    let app = TestApp::spawn(backend).await.unwrap();
    let (status, body) = app.get_json("/healthz").await;
    assert_eq!((status, body["status"].as_str()), (200, Some("ok")));
    let (status, body) = app.get_json("/readyz").await;
    assert_eq!((status, body["status"].as_str()), (200, Some("ready")));
});

on_both_databases!(readiness_fails_without_the_database, |backend: Backend| async move {
    let app = TestApp::spawn(backend).await.unwrap();
    app.db.clone().close().await.unwrap();
    let (status, body) = app.get_json("/readyz").await;
    assert_eq!(status, 503);
    assert_eq!(body["status"], "unavailable");
    // Liveness does not depend on the database.
    assert_eq!(app.get("/healthz").await.status().as_u16(), 200);
});

on_one_database!(every_response_carries_a_request_id_and_security_headers, |backend: Backend| async move {
    let app = TestApp::spawn(backend).await.unwrap();
    let response = app.get("/healthz").await;
    let headers = response.headers();
    assert!(headers.get("x-request-id").is_some_and(|v| v.len() >= 32));
    assert_eq!(headers["x-content-type-options"], "nosniff");
    assert!(headers["content-security-policy"].to_str().unwrap().contains("frame-ancestors 'none'"));
    assert!(headers["content-security-policy"].to_str().unwrap().contains("script-src 'self'"));
    assert!(headers.get("referrer-policy").is_some());
});

on_one_database!(unknown_api_paths_answer_json_404, |backend: Backend| async move {
    let app = TestApp::spawn(backend).await.unwrap();
    let (status, body) = app.get_json("/api/v1/nothing/here").await;
    assert_eq!(status, 404);
    assert_eq!(body["success"], false);
    assert_eq!(body["message"], "Not found");
});

on_one_database!(malformed_and_oversized_bodies_get_clear_errors, |backend: Backend| async move {
    let app = TestApp::spawn(backend).await.unwrap();
    let url = app.url("/api/v1/user/signup");
    let broken =
        app.client.post(&url).header("Content-Type", "application/json").body("{\"name\":").send().await.unwrap();
    assert_eq!(broken.status().as_u16(), 400);
    let body: serde_json::Value = broken.json().await.unwrap();
    assert_eq!(body["success"], false);
    assert!(body["message"].as_str().unwrap().starts_with("Invalid request body"));
    let huge = format!("{{\"name\":\"{}\"}}", "x".repeat(300 * 1024));
    let response = app.client.post(&url).header("Content-Type", "application/json").body(huge).send().await.unwrap();
    assert_eq!(response.status().as_u16(), 413);
    let form = app.client.post(&url).body("name=x").send().await.unwrap();
    assert_eq!(form.status().as_u16(), 400);
});
