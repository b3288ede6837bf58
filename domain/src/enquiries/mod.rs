//! Priced enquiries to one supplier's offer (SPEC.md §2 /enquiry, §3, §5), or to several at
//! once as one request whose quotes the buyer compares and accepts one of: the rules, rows
//! and views of an enquiry for its three actors, side by side. The buyer's side is
//! `create`, `request`, `quote` and `view`; the supplier's inbox is `supplier_inbox`; the
//! back office's is `admin`; `thread` is the conversation all three read.

pub mod admin;
pub mod create;
pub mod input;
pub mod offer;
pub mod quote;
pub mod request;
pub mod supplier_inbox;
pub mod thread;
pub mod view;
pub mod words;
