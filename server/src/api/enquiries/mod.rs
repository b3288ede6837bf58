//! The enquiry calls of the three actors side by side: the buyer's (`buyer`, and the
//! conversation in `thread`), the supplier's (`supplier`, its inbox, and `supplier_thread`)
//! and the back office's (`admin`).

pub(super) mod admin;
pub(super) mod buyer;
pub(super) mod supplier;
pub(super) mod supplier_thread;
pub(super) mod thread;
