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

use actix_web::web;
use foundation::error::Error;
use utoipa::OpenApi;
use utoipa_actix_web::service_config::ServiceConfig;

use crate::error::ApiError;
pub use document::document;
pub use message::MessageResponse;

/// The calls come from `configure_v1`; the page props are listed here because pages are
/// not API operations, yet the frontend's types are generated from this one document.
#[derive(OpenApi)]
#[openapi(
    info(title = "Tradehub API", description = "JSON API of the Tradehub site (SPEC.md section 7)."),
    components(schemas(
        crate::pages::PageProps,
        crate::pages::PageRedirect,
        domain::accounts::country::Country,
        crate::error::ErrorBody,
        domain::validation::ClientRules,
        // Named by query parameters (which do not register their schemas themselves).
        domain::admin_people::paging::FlagFilter,
        domain::admin_people::registrations::RegistrationTab,
        domain::catalogue::admin_input::VarietyInput
    )),
    modifiers(&ClientRulesExtension)
)]
pub struct ApiDoc;

/// The form rules as `x-tradehub-rules`: the client's checks are generated from them.
struct ClientRulesExtension;

impl utoipa::Modify for ClientRulesExtension {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        let rules = serde_json::to_value(domain::validation::client_rules()).expect("rules serialize");
        let extensions = utoipa::openapi::extensions::ExtensionsBuilder::new().add("x-tradehub-rules", rules).build();
        openapi.extensions.get_or_insert_with(Default::default).merge(extensions);
    }
}

/// States the rules on the operations `configure_v1` registered: `ApiDoc`'s own modifiers
/// run before any handler is added, so this runs on the finished document.
pub fn state_the_rules(mut doc: utoipa::openapi::OpenApi) -> utoipa::openapi::OpenApi {
    utoipa::Modify::modify(&request_rules::RequestRules, &mut doc);
    utoipa::Modify::modify(&quota_rules::QuotaRules, &mut doc);
    doc
}

/// Calls under /api/v1; each handler registered here also lands in the OpenAPI document.
pub fn configure_v1(cfg: &mut ServiceConfig) {
    cfg.configure(content::configure)
        .configure(admin_content::configure)
        .configure(catalogue::configure)
        .configure(feedback::configure)
        .configure(contact::configure)
        .configure(session::configure)
        .configure(buyers::configure)
        .configure(suppliers::configure)
        .configure(password_reset::configure)
        .configure(admins::configure)
        .configure(enquiries::buyer::configure)
        .configure(supplier_registration::configure)
        .configure(supplier_offers::configure)
        .configure(enquiries::supplier::configure)
        .configure(enquiries::thread::configure)
        .configure(enquiries::supplier_thread::configure)
        .configure(admin_suppliers::configure)
        .configure(admin_buyers::configure)
        .configure(admin_registrations::configure)
        .configure(admin_offers::configure)
        .configure(enquiries::admin::configure)
        .configure(admin_activity::configure)
        .configure(exchange_rates::configure)
        .configure(admin_products::configure)
        .configure(insights::configure)
        .configure(orders::configure)
        // Paths with an id in their last segment come after every fixed path they could shadow.
        .configure(buyers::configure_lookups)
        .configure(suppliers::configure_lookups)
        .configure(admin_content::configure_lookups);
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
