//! The admin's writes to the site content (SPEC.md section 7, "Admin content"), with the
//! spec's paths, methods and field names. Every call needs an admin (`AdminActor`: nobody
//! 401, a buyer or supplier 403); the work and its rules are in `domain::content`.

mod faq;
mod footer;
mod form;
mod home;
mod sections;

use utoipa_actix_web::service_config::ServiceConfig;

/// The calls with fixed paths.
pub fn configure(cfg: &mut ServiceConfig) {
    cfg.configure(home::configure)
        .configure(faq::configure)
        .configure(sections::configure)
        .configure(footer::configure);
}

/// `PUT`/`DELETE admin/{id}` (services and additional services): registered after every
/// fixed admin path, which they would otherwise shadow.
pub fn configure_lookups(cfg: &mut ServiceConfig) {
    cfg.configure(sections::configure_lookups);
}
