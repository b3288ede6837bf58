//! The admin's writes to the site content (SPEC.md section 7, "Admin content"), with the
//! spec's paths, methods and field names. Every call needs an admin (`AdminActor`: nobody
//! 401, a buyer or supplier 403); the work and its rules are in `domain::content`.

mod faq;
mod footer;
mod home;
mod sections;

use actix_multipart::Multipart;
use utoipa_actix_web::service_config::ServiceConfig;

use crate::extractors::multipart::read_form;
use domain::content::section::Section;
use domain::uploads::{FileRule, Form};
use foundation::error::Error;

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

/// A card section's multipart form: its one file field is the section's picture.
async fn read_section_form<S: Section>(payload: Multipart) -> Result<Form, Error> {
    let rules: Vec<FileRule> = S::PICTURE.map(|p| p.rule).into_iter().collect();
    read_form(payload, &rules).await
}
