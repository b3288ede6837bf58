//! The notices the site sends. Each is enqueued on the connection it is given: pass the
//! event's transaction, so the notice exists exactly when the event does. Each returns how
//! many messages it recorded (none when the record it names does not exist).
//!
//! A notice carries only what its recipient may see anyway: a supplier gets the enquiry
//! as its inbox shows it, a buyer their own enquiry and the supplier's answer, admins what
//! the back office shows.

mod contact;
mod enquiries;
mod parts;
mod password;
mod quotes;
mod suppliers;
mod thread;

pub use contact::contact_received;
pub use enquiries::{enquiry_created, enquiry_replied, enquiry_status_changed};
pub use parts::{buyer_page, supplier_page};
pub use password::password_reset;
pub use quotes::{enquiry_quoted, quote_decided};
pub use suppliers::{registration_rejected, registration_submitted, registration_verified};
pub use thread::{counter_declined, counter_offered, quote_declined, quote_expiring, thread_message};
