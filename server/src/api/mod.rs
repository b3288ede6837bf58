//! The JSON API under /api/v1 (SPEC.md section 7), its OpenAPI document, and the probes.

mod admins;
mod catalogue;
mod contact;
mod content;
mod enquiries;
mod feedback;
mod health;
mod session;
mod users;
mod vendors;

use actix_web::web;
use utoipa::OpenApi;
use utoipa_actix_web::service_config::ServiceConfig;

use crate::error::ApiError;

#[derive(OpenApi)]
#[openapi(info(title = "Tradehub API", description = "JSON API of the Tradehub site (SPEC.md section 7)."))]
pub struct ApiDoc;

/// Calls under /api/v1; each handler registered here also lands in the OpenAPI document.
pub fn configure_v1(cfg: &mut ServiceConfig) {
    cfg.configure(content::configure)
        .configure(catalogue::configure)
        .configure(feedback::configure)
        .configure(contact::configure)
        .configure(session::configure)
        .configure(users::configure)
        .configure(vendors::configure)
        .configure(admins::configure)
        .configure(enquiries::configure)
        // Paths with an id in their last segment come after every fixed path they could shadow.
        .configure(users::configure_lookups)
        .configure(vendors::configure_lookups);
}

/// Routes outside the OpenAPI document: probes.
pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.configure(health::configure);
}

/// Body limits and the error shape of malformed input.
pub fn configure_extractors(cfg: &mut web::ServiceConfig) {
    use actix_web::error::JsonPayloadError;
    cfg.app_data(web::JsonConfig::default().limit(256 * 1024).error_handler(|err, _req| match err {
        JsonPayloadError::Overflow { .. } | JsonPayloadError::OverflowKnownLength { .. } => {
            ApiError::PayloadTooLarge("The request is too large".into()).into()
        }
        JsonPayloadError::ContentType => ApiError::BadRequest("Send the request as JSON".into()).into(),
        JsonPayloadError::Payload(e) if crate::hygiene::body_timeout::timed_out(&e) => {
            ApiError::RequestTimeout(crate::hygiene::body_timeout::TOO_SLOW.into()).into()
        }
        other => ApiError::BadRequest(format!("Invalid request body: {other}")).into(),
    }))
    .app_data(web::PathConfig::default().error_handler(|_err, _req| ApiError::NotFound("Not found".into()).into()))
    .app_data(web::QueryConfig::default().error_handler(|err, _req| {
        ApiError::BadRequest(format!("Invalid query: {err}")).into()
    }));
}

/// The OpenAPI document, generated from the handlers registered in `configure_v1`.
pub async fn openapi_json(doc: web::Data<utoipa::openapi::OpenApi>) -> actix_web::HttpResponse {
    actix_web::HttpResponse::Ok().json(doc.get_ref())
}
