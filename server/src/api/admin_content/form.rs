//! Reading a card section's form, shared by the home page's and the other sections' calls.

use actix_multipart::Multipart;

use crate::extractors::multipart::read_form;
use domain::content::section::Section;
use domain::uploads::{FileRule, Form};
use foundation::error::Error;

/// A card section's multipart form: its one file field is the section's picture.
pub(super) async fn read_section_form<S: Section>(payload: Multipart) -> Result<Form, Error> {
    let rules: Vec<FileRule> = S::PICTURE.map(|p| p.rule).into_iter().collect();
    read_form(payload, &rules).await
}
