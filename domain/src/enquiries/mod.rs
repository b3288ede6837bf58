//! Buyers' priced enquiries to one supplier's offer (SPEC.md §2 /enquiry, §3, §5), or to
//! several at once as one request whose quotes the buyer compares and accepts one of.

pub mod create;
pub mod input;
pub mod offer;
pub mod quote;
pub mod request;
pub mod thread;
pub mod view;
pub mod words;
