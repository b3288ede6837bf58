//! The JSON API under /api/v1 (SPEC.md section 7), its OpenAPI document, and the probes.

mod admin_activity;
mod admin_actor;
mod admin_buyers;
mod admin_content;
mod admin_offers;
mod admin_products;
mod admin_registrations;
mod admin_suppliers;
mod admins;
mod buyers;
mod catalogue;
mod contact;
mod content;
mod contract_rules;
mod document;
#[cfg(test)]
mod document_tests;
mod download;
mod enquiries;
mod exchange_rates;
mod feedback;
mod health;
mod insights;
mod message;
mod orders;
mod password_reset;
mod quota_rules;
mod request_rules;
mod session;
mod supplier_offers;
mod supplier_registration;
mod suppliers;
mod v1;

use actix_web::web;
use foundation::error::Error;

use crate::error::ApiError;
pub use document::document;
pub use message::MessageResponse;
pub use v1::{configure_v1, state_the_rules, ApiDoc};

/// Routes outside the OpenAPI document: probes.
pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.configure(health::configure);
}

/// Body limits and the error shape of malformed input.
pub fn configure_extractors(cfg: &mut web::ServiceConfig) {
    use actix_web::error::JsonPayloadError;
    cfg.app_data(web::JsonConfig::default().limit(256 * 1024).error_handler(|err, _req| match err {
        JsonPayloadError::Overflow { .. } | JsonPayloadError::OverflowKnownLength { .. } => {
            ApiError(Error::TooLarge("The request is too large".into())).into()
        }
        JsonPayloadError::ContentType => ApiError(Error::Refused("Send the request as JSON".into())).into(),
        JsonPayloadError::Payload(e) if crate::hygiene::body_timeout::timed_out(&e) => {
            ApiError(Error::TimedOut(crate::hygiene::body_timeout::TOO_SLOW.into())).into()
        }
        other => ApiError(Error::Refused(format!("Invalid request body: {other}"))).into(),
    }))
    .app_data(
        web::PathConfig::default().error_handler(|_err, _req| ApiError(Error::NotFound("Not found".into())).into()),
    )
    .app_data(
        web::QueryConfig::default()
            .error_handler(|err, _req| ApiError(Error::Refused(format!("Invalid query: {err}"))).into()),
    );
}

/// The OpenAPI document, generated from the handlers registered in `configure_v1`.
pub async fn openapi_json(doc: web::Data<OpenApiJson>) -> actix_web::HttpResponse {
    actix_web::HttpResponse::Ok().content_type(actix_web::http::header::ContentType::json()).body(doc.0.clone())
}

/// The OpenAPI document as served: built and written once per process, not per worker or
/// per request.
pub struct OpenApiJson(pub bytes::Bytes);

impl OpenApiJson {
    pub fn of(doc: &utoipa::openapi::OpenApi) -> Self {
        Self(serde_json::to_vec(doc).expect("the document always serializes").into())
    }
}
