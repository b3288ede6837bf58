//! The calls under /api/v1 and the OpenAPI document they land in: the document's own
//! file (`document`) and the server both build from here.

use utoipa::OpenApi;
use utoipa_actix_web::service_config::ServiceConfig;

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
    utoipa::Modify::modify(&super::request_rules::RequestRules, &mut doc);
    utoipa::Modify::modify(&super::quota_rules::QuotaRules, &mut doc);
    doc
}

/// Calls under /api/v1; each handler registered here also lands in the OpenAPI document.
pub fn configure_v1(cfg: &mut ServiceConfig) {
    cfg.configure(super::content::configure)
        .configure(super::admin_content::configure)
        .configure(super::catalogue::configure)
        .configure(super::feedback::configure)
        .configure(super::contact::configure)
        .configure(super::session::configure)
        .configure(super::buyers::configure)
        .configure(super::suppliers::configure)
        .configure(super::password_reset::configure)
        .configure(super::admins::configure)
        .configure(super::enquiries::buyer::configure)
        .configure(super::supplier_registration::configure)
        .configure(super::supplier_offers::configure)
        .configure(super::enquiries::supplier::configure)
        .configure(super::enquiries::thread::configure)
        .configure(super::enquiries::supplier_thread::configure)
        .configure(super::admin_suppliers::configure)
        .configure(super::admin_buyers::configure)
        .configure(super::admin_registrations::configure)
        .configure(super::admin_offers::configure)
        .configure(super::enquiries::admin::configure)
        .configure(super::admin_activity::configure)
        .configure(super::exchange_rates::configure)
        .configure(super::admin_products::configure)
        .configure(super::insights::configure)
        .configure(super::orders::configure)
        // Paths with an id in their last segment come after every fixed path they could shadow.
        .configure(super::buyers::configure_lookups)
        .configure(super::suppliers::configure_lookups)
        .configure(super::admin_content::configure_lookups);
}
