//! What several notices share: the enquiry's pages on each side, how an enquiry is named
//! in a message, where its buyer hears back, and the admins' list. Kept apart so the
//! notices take it from here, not from one another or from the folder's own file.

use sea_orm::{ConnectionTrait, DbErr, EntityTrait};

use super::super::compose::Letter;
use super::super::outbox::enqueue;
use foundation::entities::{admins, product_enquiries, users};

/// The buyer's page of an enquiry.
pub fn buyer_page(enquiry_id: &str) -> String {
    format!("/profile/enquiries/{enquiry_id}")
}

/// The supplier's page of an enquiry.
pub fn supplier_page(enquiry_id: &str) -> String {
    format!("/vendor/enquiries/{enquiry_id}")
}

pub(super) fn product_of(e: &product_enquiries::Model) -> String {
    format!("{} – {}", e.product_title, e.variety_title)
}

pub(super) fn quantity_of(e: &product_enquiries::Model) -> String {
    format!("{} {}", e.quantity, e.unit)
}

/// Where the buyer hears back: their account's e-mail, or the form's when the account is gone.
pub(super) async fn buyer_address<C: ConnectionTrait>(conn: &C, e: &product_enquiries::Model) -> Result<String, DbErr> {
    if let Some(user_id) = &e.user_id {
        if let Some(user) = users::Entity::find_by_id(user_id.clone()).one(conn).await? {
            return Ok(user.email);
        }
    }
    Ok(e.email.clone())
}

/// Sends `letter` to every admin (the back office has no per-admin roles).
pub(super) async fn to_admins<C: ConnectionTrait>(conn: &C, letter: &Letter) -> Result<usize, DbErr> {
    let admins = admins::Entity::find().all(conn).await?;
    for admin in &admins {
        enqueue(conn, letter.build(&admin.email)).await?;
    }
    Ok(admins.len())
}

/// `pending` → `Pending`, for the spec's status names in sentences.
pub(super) fn status_label(status: &str) -> String {
    let mut chars = status.chars();
    chars.next().map(|c| c.to_uppercase().chain(chars).collect()).unwrap_or_default()
}
