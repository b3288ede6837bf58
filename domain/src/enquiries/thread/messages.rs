//! A buyer's or supplier's message: text, a file, or both.

use std::net::IpAddr;

use sea_orm::sea_query::{Alias, Expr, Func, SimpleExpr};
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QuerySelect};

use super::attachments::{store, ATTACHMENT};
use super::party::enquiry_for;
use super::party::Reader;
use super::view::{item_view, ThreadItem};
use crate::content_write::DomainContext;
use crate::enquiries::thread_log::append::{append, NewItem};
use crate::quotas::{
    Sender, Taken, ATTACHMENT_FILES, ATTACHMENT_KIB, ENQUIRY_BYTES_MAX, ENQUIRY_FILES_FULL, ENQUIRY_FILES_MAX,
    ENQUIRY_FULL_RETRY, KIB, MESSAGES, SITE_ATTACHMENT_FILES, SITE_ATTACHMENT_KIB,
};
use crate::uploads::{Form, Upload};
use crate::validation::optional;
use crate::validation::rules::MESSAGE_MAX;
use foundation::entities::codes::ThreadItemKind;
use foundation::entities::enquiry_messages;
use foundation::error::Error;

pub const EMPTY_MESSAGE: &str = "Write a message or attach a file";

/// Posts the form's `text` and `attachment` (already checked by content) to the enquiry's
/// conversation as `reader` (a buyer or supplier sharing it), within the sender's message
/// and file allowances, and tells the other side.
pub async fn post(
    state: &DomainContext,
    reader: Reader<'_>,
    address: Option<IpAddr>,
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
    let sender = sender_of(&state.db, reader, address).await?;
    let mut taken = Taken::default();
    let posted = match take_shares(&state.db, &sender, upload, &mut taken).await {
        Ok(()) => store_and_record(state, reader, enquiry_id, text, upload, party).await,
        Err(e) => Err(e),
    };
    if posted.is_err() {
        taken.give_back(&state.db).await;
    }
    posted
}

async fn sender_of<C: ConnectionTrait>(db: &C, reader: Reader<'_>, address: Option<IpAddr>) -> Result<Sender, Error> {
    match reader {
        Reader::Buyer(id) => Sender::buyer(db, id, address).await,
        Reader::Supplier(id) => Sender::supplier(db, id, address).await,
        Reader::Admin => Err(Error::Forbidden(crate::auth::identity::ADMINS_ONLY.into())),
    }
}

/// The message's share of the sender's allowances and, with a file, the file's of the
/// sender's and the site's (its size counted in kibibytes).
async fn take_shares<C: ConnectionTrait>(
    db: &C,
    sender: &Sender,
    upload: Option<&Upload>,
    taken: &mut Taken,
) -> Result<(), Error> {
    MESSAGES.take(db, sender, 1, taken).await?;
    if let Some(upload) = upload {
        let kib = u32::try_from((upload.bytes.len() as u64).div_ceil(KIB)).unwrap_or(u32::MAX);
        ATTACHMENT_FILES.take(db, sender, 1, taken).await?;
        ATTACHMENT_KIB.take(db, sender, kib, taken).await?;
        SITE_ATTACHMENT_FILES.take(db, 1, taken).await?;
        SITE_ATTACHMENT_KIB.take(db, kib, taken).await?;
    }
    Ok(())
}

async fn store_and_record(
    state: &DomainContext,
    reader: Reader<'_>,
    enquiry_id: &str,
    text: Option<String>,
    upload: Option<&Upload>,
    party: foundation::entities::codes::ThreadParty,
) -> Result<ThreadItem, Error> {
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
    if let Some(file) = &item.attachment {
        // Under the enquiry's lock: two files sent at once cannot both pass the total.
        room_for(&txn, enquiry_id, file.bytes).await?;
    }
    let row = append(&txn, &enquiry, party, item).await?;
    crate::mail::notices::thread_message(&txn, &enquiry, party).await?;
    txn.commit().await?;
    Ok(item_view(reader, row))
}

/// Refuses a file the enquiry's conversation has no room for, in files or in bytes.
async fn room_for<C: ConnectionTrait>(txn: &C, enquiry_id: &str, bytes: i64) -> Result<(), Error> {
    // MySQL sums into a decimal: the cast keeps it an integer on both databases.
    let held: SimpleExpr =
        Func::coalesce([Expr::col(enquiry_messages::Column::AttachmentBytes).sum(), Expr::val(0).into()]).into();
    let (files, held): (i64, i64) = enquiry_messages::Entity::find()
        .select_only()
        .column_as(enquiry_messages::Column::Id.count(), "files")
        .column_as(SimpleExpr::from(Func::cast_as(held, Alias::new("SIGNED"))), "held")
        .filter(enquiry_messages::Column::EnquiryId.eq(enquiry_id))
        .filter(enquiry_messages::Column::AttachmentKey.is_not_null())
        .into_tuple()
        .one(txn)
        .await?
        .unwrap_or((0, 0));
    if files as u64 >= ENQUIRY_FILES_MAX || held + bytes > ENQUIRY_BYTES_MAX {
        return Err(Error::OverQuota { message: ENQUIRY_FILES_FULL.into(), retry_after: ENQUIRY_FULL_RETRY });
    }
    Ok(())
}

/// A refusal of one field, in the form's shape.
pub fn field_error(field: &str, message: String) -> Error {
    Error::Invalid { message: message.clone(), errors: [(field.to_owned(), message)].into_iter().collect() }
}
