//! The notices the site sends. Each is enqueued on the connection it is given: pass the
//! event's transaction, so the notice exists exactly when the event does. Each returns how
//! many messages it recorded (none when the record it names does not exist).
//!
//! A notice carries only what its recipient may see anyway: a supplier gets the enquiry
//! as its inbox shows it, a buyer their own enquiry and the supplier's answer, admins what
//! the back office shows.

mod contact;
mod enquiries;
mod password;
mod quotes;
mod suppliers;
mod thread;

pub use contact::contact_received;
pub use enquiries::{enquiry_created, enquiry_replied, enquiry_status_changed};
pub use password::password_reset;
pub use quotes::{enquiry_quoted, quote_decided};
pub use suppliers::{registration_rejected, registration_submitted, registration_verified};
pub use thread::{
    buyer_page, counter_declined, counter_offered, quote_declined, quote_expiring, supplier_page, thread_message,
};

use sea_orm::{ConnectionTrait, DbErr, EntityTrait};

use super::compose::Letter;
use foundation::entities::admins;

/// Sends `letter` to every admin (the back office has no per-admin roles).
async fn to_admins<C: ConnectionTrait>(conn: &C, letter: &Letter) -> Result<usize, DbErr> {
    let admins = admins::Entity::find().all(conn).await?;
    for admin in &admins {
        super::enqueue(conn, letter.build(&admin.email)).await?;
    }
    Ok(admins.len())
}

/// `pending` → `Pending`, for the spec's status names in sentences.
fn status_label(status: &str) -> String {
    let mut chars = status.chars();
    chars.next().map(|c| c.to_uppercase().chain(chars).collect()).unwrap_or_default()
}
