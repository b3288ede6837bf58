//! The conversation on every enquiry, shared by its buyer and its supplier (admins read
//! it): messages with attachments, the buyer's counter-offers and declines, the supplier's
//! answers, and the quote's own events, numbered per enquiry and paged by that number.
//! Each side's unread count is kept on the thread's row, so the header's count reads one
//! index range. A quote's validity ending soon is told to both sides once (`reminders`).

pub mod attachments;
pub mod messages;
pub mod negotiate;
pub mod open_request;
pub mod party;
pub mod read;
pub mod reminders;
pub mod unread;
pub mod view;
pub mod win_loss;

// Adding an item and the quote's steps live in `thread_log`, below the enquiry writes that
// record into a thread (which this folder's pages call); their paths stay here.
pub use super::thread_log::{append, events};
pub use party::Reader;
