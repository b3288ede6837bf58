//! The OpenAPI document outside a running server (`tradehub openapi`, type generation).

use actix_web::App;
use utoipa::OpenApi;
use utoipa_actix_web::AppExt;

use super::v1::{configure_v1, state_the_rules, ApiDoc};

/// The whole document, built by the same registration the server uses, without a
/// database or a listening socket.
pub fn document() -> utoipa::openapi::OpenApi {
    let (_app, doc) = App::new()
        .into_utoipa_app()
        .openapi(ApiDoc::openapi())
        .service(utoipa_actix_web::scope("/api/v1").configure(configure_v1))
        .split_for_parts();
    state_the_rules(doc)
}

#[cfg(test)]
mod tests {
    use serde_json::Value;

    fn doc() -> Value {
        serde_json::to_value(super::document()).unwrap()
    }

    /// Generated clients need a name for every answer they read.
    #[test]
    fn every_success_answer_has_a_named_schema() {
        let doc = doc();
        let paths = doc["paths"].as_object().unwrap();
        assert!(paths.keys().any(|p| p.starts_with("/api/v1/")));
        let mut unnamed = vec![];
        for (path, ops) in paths {
            for (method, op) in ops.as_object().unwrap() {
                for (code, answer) in op["responses"].as_object().unwrap() {
                    if !code.starts_with('2') {
                        continue;
                    }
                    let content = answer["content"].as_object();
                    // A file (a KYC document) is bytes, not a shape to name.
                    let is_file = content.is_some_and(|c| !c.is_empty() && !c.contains_key("application/json"));
                    let named = is_file || answer["content"]["application/json"]["schema"]["$ref"].is_string();
                    if !named {
                        unnamed.push(format!("{method} {path} {code}"));
                    }
                }
            }
        }
        assert!(unnamed.is_empty(), "answers without a named schema: {unnamed:?}");
    }

    /// Type generators name operations by their id; two alike would collide.
    #[test]
    fn operation_ids_are_unique() {
        let doc = doc();
        let mut ids: Vec<&str> = doc["paths"]
            .as_object()
            .unwrap()
            .values()
            .flat_map(|ops| ops.as_object().unwrap().values().filter_map(|op| op["operationId"].as_str()))
            .collect();
        let all = ids.len();
        ids.sort_unstable();
        ids.dedup();
        assert_eq!(ids.len(), all, "duplicate operationId");
    }

    #[test]
    fn page_props_and_every_page_name_are_in_the_components() {
        let doc = doc();
        let schemas = &doc["components"]["schemas"];
        for name in ["PageProps", "PageName", "PageData", "HomeData", "VarietyData", "EnquiryData", "PageRedirect"] {
            assert!(schemas[name].is_object(), "{name} missing");
        }
        let names: Vec<&str> =
            schemas["PageName"]["enum"].as_array().unwrap().iter().map(|v| v.as_str().unwrap()).collect();
        assert!(names.contains(&"became-a-supplier") && names.contains(&"shell") && names.contains(&"not-found"));
    }
}

/// The methods of a path come from the document (`hygiene::allowed_methods`).
#[cfg(test)]
mod allow_tests {
    use crate::hygiene::allowed_methods::AllowedMethods;

    #[test]
    fn methods_are_the_documents_for_the_most_literal_path() {
        let doc = super::document();
        let allowed = AllowedMethods::from_openapi(&doc);
        assert_eq!(allowed.allow("/api/v1/vendorProduct/offer/some-id").as_deref(), Some("GET, HEAD"));
        // `admin/{id}` (a service's PUT and DELETE) matches this path too; the document's
        // path is the literal one.
        assert_eq!(allowed.allow("/api/v1/admin/getFaq").as_deref(), Some("GET, HEAD"));
        assert_eq!(allowed.allow("/api/v1/admin/some-service-id").as_deref(), Some("PUT, DELETE"));
        assert_eq!(allowed.allow("/api/v1/no/such/path"), None);
    }
}
