//! Reading a supplier's KYC document back (the caller's right to it is checked by the call).

use bytes::Bytes;
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter};

use crate::uploads::FileFormat;
use foundation::entities::codes::DOCUMENT_KINDS;
use foundation::entities::{vendor_documents, vendor_registrations};
use foundation::error::Error;
use foundation::storage::{self, FileStore};

pub struct Document {
    pub bytes: Bytes,
    pub content_type: &'static str,
    /// What the browser saves it as: the kind and the extension, never the uploader's name.
    pub file_name: String,
}

pub const NO_DOCUMENT: &str = "No document uploaded";

/// Where the supplier's documents are fetched: the download call for private ones, the
/// public address for the profile photo.
pub fn url(vendor_id: &str, document: &vendor_documents::Model) -> String {
    storage::public_url(&document.stored_name)
        .unwrap_or_else(|| format!("/api/v1/vendorRegistration/document/{vendor_id}/{}", document.kind))
}

pub async fn find<C: ConnectionTrait>(
    db: &C,
    files: &FileStore,
    vendor_id: &str,
    kind: &str,
) -> Result<Document, Error> {
    let missing = || Error::NotFound(NO_DOCUMENT.into());
    if !DOCUMENT_KINDS.contains(&kind) {
        return Err(missing());
    }
    let registration = vendor_registrations::Entity::find()
        .filter(vendor_registrations::Column::VendorId.eq(vendor_id))
        .one(db)
        .await?
        .ok_or_else(missing)?;
    let row = vendor_documents::Entity::find()
        .filter(vendor_documents::Column::RegistrationId.eq(registration.id))
        .filter(vendor_documents::Column::Kind.eq(kind))
        .one(db)
        .await?
        .ok_or_else(missing)?;
    let format =
        row.stored_name.rsplit_once('.').and_then(|(_, ext)| FileFormat::from_extension(ext)).ok_or_else(missing)?;
    let bytes = files.get(&row.stored_name).await?.ok_or_else(missing)?;
    Ok(Document { bytes, content_type: format.content_type(), file_name: format!("{kind}.{}", format.extension()) })
}
