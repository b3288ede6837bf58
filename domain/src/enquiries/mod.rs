//! Priced enquiries to one supplier's offer (SPEC.md §2 /enquiry, §3, §5), or to several at
//! once as one request whose quotes the buyer compares and accepts one of: the rules, rows
//! and views of an enquiry for its three actors, side by side. The buyer's side is
//! `create`, `request`, `quote` and `view`; the supplier's inbox is `supplier_inbox`; the
//! back office's is `admin`; `thread` is the conversation all three read. Below them,
//! `quote_view` is a quote as it reads (for `quote` and `view`) and `thread_log` writes
//! into a conversation (for every write that records there, `thread` included).

pub mod admin;
pub mod create;
pub mod input;
pub mod offer;
pub mod quote;
pub mod quote_view;
pub mod request;
pub mod supplier_inbox;
pub mod thread;
mod thread_log;
pub mod view;
pub mod words;
