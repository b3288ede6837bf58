//! A buyer's or supplier's message: text, a file, or both.

use super::append::{append, NewItem};
use super::attachments::{store, ATTACHMENT};
use super::party::enquiry_for;
use super::view::{item_view, ThreadItem};
use super::Reader;
use crate::content_write::DomainContext;
use crate::uploads::Form;
use crate::validation::optional;
use crate::validation::rules::MESSAGE_MAX;
use foundation::entities::codes::ThreadItemKind;
use foundation::error::Error;

pub const EMPTY_MESSAGE: &str = "Write a message or attach a file";

/// Posts the form's `text` and `attachment` (already checked by content) to the enquiry's
/// conversation as `reader` (a buyer or supplier sharing it), and tells the other side.
pub async fn post(
    state: &DomainContext,
    reader: Reader<'_>,
    enquiry_id: &str,
    form: &Form,
) -> Result<ThreadItem, Error> {
    let party = reader.party().ok_or_else(|| Error::Forbidden(crate::auth::identity::ADMINS_ONLY.into()))?;
    let text = optional(form.text("text"), "Message", MESSAGE_MAX).map_err(|e| field_error("text", e.0))?;
    let upload = form.files.get(ATTACHMENT.field);
    if text.is_none() && upload.is_none() {
        return Err(field_error("text", EMPTY_MESSAGE.into()));
    }
    enquiry_for(&state.db, reader, enquiry_id).await?;
    let stored = match upload {
        Some(upload) => Some(store(&state.files, upload).await?),
        None => None,
    };
    let key = stored.as_ref().map(|s| s.key.clone());
    let saved = record(
        state,
        reader,
        enquiry_id,
        NewItem { body: text, attachment: stored, ..NewItem::of(ThreadItemKind::Message) },
        party,
    )
    .await;
    if saved.is_err() {
        state.files.delete_quietly(key).await;
    }
    saved
}

async fn record(
    state: &DomainContext,
    reader: Reader<'_>,
    enquiry_id: &str,
    item: NewItem,
    party: foundation::entities::codes::ThreadParty,
) -> Result<ThreadItem, Error> {
    let txn = foundation::db::begin_write(&state.db).await?;
    foundation::caps::lock_owner(&txn, "product_enquiries", enquiry_id).await?;
    let enquiry = enquiry_for(&txn, reader, enquiry_id).await?;
    let row = append(&txn, &enquiry, party, item).await?;
    crate::mail::notices::thread_message(&txn, &enquiry, party).await?;
    txn.commit().await?;
    Ok(item_view(reader, row))
}

/// A refusal of one field, in the form's shape.
pub fn field_error(field: &str, message: String) -> Error {
    Error::Invalid { message: message.clone(), errors: [(field.to_owned(), message)].into_iter().collect() }
}
