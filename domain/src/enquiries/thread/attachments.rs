//! Files sent in a conversation: checked as KYC documents are (`uploads`: PDF read by a
//! parser, pictures decoded and written again, the same size limits), kept private, and
//! read back only by the enquiry's buyer, its supplier and admins.

use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter};

use super::party::enquiry_for;
use super::party::Reader;
use super::view::attachment_file_name;
use crate::enquiries::thread_log::append::StoredAttachment;
use crate::uploads::{Accepts, FileRule, Upload};
use foundation::entities::enquiry_messages;
use foundation::error::Error;
use foundation::storage::{FileStore, Visibility};

/// The multipart field of a message's file.
pub const ATTACHMENT: FileRule = FileRule { field: "attachment", label: "Attachment", accepts: Accepts::Document };
pub const NO_ATTACHMENT: &str = "No such attachment";

/// An item's number from its path segment: anything else names no attachment.
pub fn seq_of(text: &str) -> Result<i64, Error> {
    text.parse().ok().filter(|n| *n > 0).ok_or_else(|| Error::NotFound(NO_ATTACHMENT.into()))
}

/// Stores a checked file privately under a name the store makes.
pub async fn store(files: &FileStore, upload: &Upload) -> Result<StoredAttachment, Error> {
    let key = files
        .put(Visibility::Private, upload.format.extension(), upload.bytes.clone())
        .await
        .map_err(Error::Internal)?;
    Ok(StoredAttachment { key, content_type: upload.format.content_type(), bytes: upload.bytes.len() as i64 })
}

/// An attachment read back for its caller.
pub use crate::uploads::Download as Attachment;

/// Item `seq`'s file of the enquiry, when `reader` shares its conversation.
pub async fn find<C: ConnectionTrait>(
    db: &C,
    files: &FileStore,
    reader: Reader<'_>,
    enquiry_id: &str,
    seq: i64,
) -> Result<Attachment, Error> {
    enquiry_for(db, reader, enquiry_id).await?;
    let missing = || Error::NotFound(NO_ATTACHMENT.into());
    let row = enquiry_messages::Entity::find()
        .filter(enquiry_messages::Column::EnquiryId.eq(enquiry_id))
        .filter(enquiry_messages::Column::Seq.eq(seq))
        .one(db)
        .await?
        .ok_or_else(missing)?;
    let (Some(key), Some(content_type)) = (row.attachment_key, row.attachment_type) else { return Err(missing()) };
    let bytes = files.get(&key).await.map_err(Error::Internal)?.ok_or_else(missing)?;
    Ok(Attachment { bytes, file_name: attachment_file_name(seq, &content_type), content_type })
}
