//! Site content as the API and the pages show it, and the admin's writes to it: one
//! module per resource, each with its JSON shape (SPEC.md section 3 field names, `_id`
//! included), the queries that read it, and the writes that change it. Every write goes
//! through `ContentWrite` (the logo and footer name `Topic::Frame`, being on every page;
//! the others `Topic::Site`, which leaves the catalogue's pages cached) and records the
//! admin's activity in the same transaction. The card sections (reach, core values, why
//! choose us, services, testimonials, FAQ) only state their fields and what else differs
//! (`section::Section`); `section` lists and writes them all alike.

pub mod banner;
pub mod core_values;
pub mod faq;
pub mod files;
pub mod footer;
pub mod limits;
pub mod logo;
pub mod reach;
pub mod section;
#[cfg(test)]
mod section_tests;
pub mod services;
pub mod testimonials;
pub mod why_choose_us;
