//! Checks of the whole document against the rules stated on it: the rules are stated
//! while the document is built, so these sit beside both rather than in either.

use serde_json::{json, Value};

use super::document::document;
use super::quota_rules::{calls, quota_line};
use super::request_rules::request_rules;
use foundation::paging::{MAX_PAGE, MAX_PAGE_SIZE};

/// Bodies with no field required on its own: exactly one of three flags is sent, or
/// a note that may be left out.
const NOTHING_REQUIRED_ALONE: [&str; 3] = ["AccountFlagInput", "DeclineCounterInput", "PaymentInput"];

fn doc() -> Value {
    serde_json::to_value(document()).unwrap()
}

fn operations(doc: &Value) -> Vec<(String, String, &Value)> {
    let mut all = Vec::new();
    for (path, item) in doc["paths"].as_object().unwrap() {
        for (method, operation) in item.as_object().unwrap() {
            all.push((method.clone(), path.clone(), operation));
        }
    }
    all
}

#[test]
fn every_json_body_states_its_rules() {
    let doc = doc();
    let stated: Vec<&str> = request_rules().iter().map(|(name, _)| *name).collect();
    let mut silent = Vec::new();
    for (method, path, operation) in operations(&doc) {
        let Some(body) = operation["requestBody"]["content"]["application/json"]["schema"]["$ref"].as_str() else {
            continue;
        };
        let name = body.rsplit('/').next().unwrap();
        // A form that extends another (`allOf`) states its rules through the one it extends.
        let schema = &doc["components"]["schemas"][name];
        if let Some(base) = schema["allOf"][0]["$ref"].as_str() {
            if stated.contains(&base.rsplit('/').next().unwrap()) {
                continue;
            }
        }
        let required = doc["components"]["schemas"][name]["required"].as_array().map_or(0, Vec::len);
        if !NOTHING_REQUIRED_ALONE.contains(&name) && (!stated.contains(&name) || required == 0) {
            silent.push(format!("{method} {path} ({name})"));
        }
    }
    assert!(silent.is_empty(), "JSON bodies that state no rule: {silent:?}");
}

/// The sign-up form, spelled out: what the checks ask is what the schema says.
#[test]
fn the_sign_up_schema_states_the_checks() {
    let doc = doc();
    let schema = &doc["components"]["schemas"]["SignUpInput"];
    let mut required: Vec<&str> = schema["required"].as_array().unwrap().iter().map(|v| v.as_str().unwrap()).collect();
    required.sort_unstable();
    assert_eq!(required, ["addresses", "email", "name", "password"]);
    let name = &schema["properties"]["name"];
    assert_eq!((&name["type"], &name["minLength"], &name["maxLength"]), (&json!("string"), &json!(1), &json!(100)));
    assert_eq!(name["pattern"], r"\S", "a blank name is refused");
    let email = &schema["properties"]["email"];
    assert_eq!((&email["format"], &email["maxLength"]), (&json!("email"), &json!(191)));
    let password = &schema["properties"]["password"];
    assert_eq!((&password["minLength"], &password["maxLength"]), (&json!(6), &json!(72)));
    assert_eq!(schema["properties"]["confirmPassword"]["type"], json!(["string", "null"]));
    let unit = &doc["components"]["schemas"]["OfferInput"]["properties"]["unit"];
    assert_eq!(unit["enum"], json!(["kg", "g", "ton", "quintal", "piece", "packet", "box", "metre"]));
    let status = &doc["components"]["schemas"]["StatusInput"]["properties"]["status"];
    assert_eq!(status["enum"], json!(["processing", "completed", "rejected"]));
}

#[test]
fn pages_are_bounded_as_paging_checks_them() {
    let doc = doc();
    let mut seen = 0;
    for (method, path, operation) in operations(&doc) {
        for parameter in operation["parameters"].as_array().into_iter().flatten() {
            let maximum = match parameter["name"].as_str() {
                Some("page") => MAX_PAGE,
                Some("pageSize") => MAX_PAGE_SIZE,
                _ => continue,
            };
            seen += 1;
            let schema = &parameter["schema"];
            assert_eq!((&schema["minimum"], &schema["maximum"]), (&json!(1), &json!(maximum)), "{method} {path}");
        }
    }
    assert!(seen >= 10, "{seen} paging parameters");
}

/// Every failure is documented with the error body, and the calls that are limited,
/// refused or checked before their handler say so.
#[test]
fn every_failure_names_the_error_body() {
    let doc = doc();
    for (method, path, operation) in operations(&doc) {
        for (status, response) in operation["responses"].as_object().unwrap() {
            if status.starts_with('4') || status.starts_with('5') {
                let schema = &response["content"]["application/json"]["schema"]["$ref"];
                assert_eq!(schema, "#/components/schemas/ErrorBody", "{method} {path} {status}");
            }
        }
    }
    let answers = |method: &str, path: &str| -> Vec<String> {
        let responses = doc["paths"][format!("/api/v1{path}")][method]["responses"].as_object().unwrap();
        responses.keys().cloned().collect()
    };
    let has = |method: &str, path: &str, statuses: &[&str]| {
        let answered = answers(method, path);
        for status in statuses {
            assert!(answered.iter().any(|a| a == status), "{method} {path} does not document {status}");
        }
    };
    for sign_in in ["/user/login", "/vendor/vendorLogin", "/admin/adminLogin"] {
        has("post", sign_in, &["400", "401", "403", "429"]);
    }
    for public_write in ["/user/signup", "/vendor/register", "/admin/enquiry", "/feedback", "/user/enquiry/create"] {
        has("post", public_write, &["400", "413", "429"]);
    }
    for review in ["/vendorRegistration/verify/{id}", "/vendorRegistration/reject/{id}"] {
        has("patch", review, &["401", "403", "404", "409"]);
    }
}

#[test]
fn every_quota_is_stated_and_each_call_names_its_own() {
    let doc: Value = serde_json::to_value(document()).unwrap();
    let description = doc["info"]["description"].as_str().unwrap();
    for quota in domain::quotas::ALL {
        assert!(description.contains(&quota_line(quota)), "{} is stated", quota.name);
    }
    for (_, path, taken, _) in calls() {
        let refusal = &doc["paths"][path]["post"]["responses"]["429"];
        assert!(refusal["headers"]["Retry-After"].is_object(), "{path}: {refusal}");
        assert!(refusal["content"]["application/json"].is_object(), "{path}: {refusal}");
        for quota in taken {
            assert!(refusal["description"].as_str().unwrap().contains(quota.name), "{path} names {}", quota.name);
        }
    }
}
