//! Orders: what an accepted quote becomes. The acceptance places one (`create`), in its own
//! transaction; the parties move it through its milestones by rules (`steps`), record its
//! payments (`payments`) and attach its trade documents (`documents`); its two sides and
//! admins read it (`view`, `list`). Every write locks the order's row first, so two writes
//! on one order happen one after the other and the second sees the first's outcome.

mod access;
mod checklist;
pub mod create;
pub mod documents;
mod events;
pub mod invoice;
pub mod list;
pub mod notices;
pub mod payments;
pub mod proforma;
pub mod steps;
pub mod view;

pub use access::{locked, order_for, status_words, Actor, NOT_FOUND, ORDER_CANCELLED};
