//! Buyers' priced enquiries to one supplier's offer (SPEC.md §2 /enquiry, §3, §5).

pub mod create;
pub mod input;
pub mod offer;
pub mod view;
pub mod words;
