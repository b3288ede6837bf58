//! The validation kit as clients meet it: a message per failed field, and the rules in the
//! OpenAPI document.

use serde_json::json;

use crate::helpers::{Backend, Spawn};
use crate::on_one_database;

on_one_database!(a_form_answers_with_a_message_per_failed_field, |backend: Backend| async move {
    let app = Spawn::new(backend).start().await.unwrap();
    let signup = json!({
        "name": " ", "email": "not-an-email", "password": "123", "confirmPassword": "123",
        "addresses": [{ "street": "1 Market Road", "city": "", "country": "Atlantis" }],
    });
    let (status, body) = app.post_json("/api/v1/user/signup", signup).await;
    assert_eq!(status, 400, "{body}");
    assert_eq!(body["success"], false);
    assert_eq!(body["message"], "Name is required", "the first failure in the form's order");
    assert_eq!(
        body["errors"],
        json!({
            "name": "Name is required",
            "email": "Email is invalid",
            "password": "Password must be at least 6 characters",
            "addresses.0.city": "City is required",
            "addresses.0.country": "Country must be one of India, United States, United Kingdom, Canada, Australia",
        })
    );
    let register = json!({ "name": "Spice Traders", "email": "s@example.test", "mobile": "call me", "password": "secret1", "confirmPassword": "secret2" });
    let (status, body) = app.post_json("/api/v1/vendor/register", register).await;
    assert_eq!(status, 400);
    assert_eq!(body["errors"], json!({ "mobile": "Mobile number is invalid", "password": "Passwords do not match" }));
    // Errors that are not about a form's fields keep the plain shape.
    let (status, body) =
        app.post_json("/api/v1/user/login", json!({ "email": "nobody@example.test", "password": "wrong-one" })).await;
    assert_eq!(status, 401);
    assert!(body.get("errors").is_none(), "{body}");
});

on_one_database!(the_rules_and_the_error_shape_are_in_the_openapi_document, |backend: Backend| async move {
    let app = Spawn::new(backend).start().await.unwrap();
    let (_, doc) = app.get_json("/api/openapi.json").await;
    assert_eq!(doc["x-tradehub-rules"], serde_json::to_value(domain::validation::client_rules()).unwrap());
    assert_eq!(doc["x-tradehub-rules"]["lengths"]["emailMax"], 191);
    let error = &doc["components"]["schemas"]["ErrorBody"]["properties"];
    for key in ["success", "message", "errors"] {
        assert!(error.get(key).is_some(), "ErrorBody.{key}");
    }
    assert!(doc["components"]["schemas"]["ClientRules"].is_object());
});
