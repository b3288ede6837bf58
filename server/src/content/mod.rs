//! Site content as the API and the pages show it: one module per resource, each with its
//! JSON shape (SPEC.md section 3 field names, `_id` included) and the queries that read it.

pub mod banner;
pub mod core_values;
pub mod faq;
pub mod footer;
pub mod logo;
pub mod reach;
pub mod services;
pub mod testimonials;
pub mod why_choose_us;
