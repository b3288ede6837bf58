//! Trade documents on an order: uploaded by its two sides through the checked path of
//! conversation files (`uploads`: PDFs read by a parser, pictures decoded and written
//! again) within the same allowances, kept private, read back only by the order's buyer,
//! its supplier and admins. [`super::checklist::required`] is the one table of what each
//! Incoterm calls for.

use std::net::IpAddr;

use sea_orm::{ActiveModelTrait, ColumnTrait, ConnectionTrait, EntityTrait, PaginatorTrait, QueryFilter, Set};

use super::access::{locked, order_for, Actor, ORDER_CANCELLED};
use super::checklist::DOCUMENTS_MAX;
use super::view::{order_view, OrderView};
use crate::content_write::DomainContext;
use crate::quotas::{Sender, Taken, ATTACHMENT_FILES, ATTACHMENT_KIB, KIB, SITE_ATTACHMENT_FILES, SITE_ATTACHMENT_KIB};
use crate::trade::comparable::refusal;
use crate::uploads::Download as Attachment;
use crate::uploads::{Accepts, FileRule, Form, Upload};
use crate::validation::Invalid;
use foundation::entities::codes::{OrderDocumentKind, OrderStatus};
use foundation::entities::order_documents;
use foundation::error::Error;
use foundation::storage::{FileStore, Visibility};

/// The multipart field of a document's file; its kind comes in the text field `kind`.
pub const DOCUMENT: FileRule = FileRule { field: "file", label: "Document", accepts: Accepts::Document };
pub const NO_DOCUMENT: &str = "No such document";
pub const FILE_REQUIRED: &str = "Attach the document's file (PDF, JPEG, PNG or WebP)";
pub const ORDER_FULL: &str = "This order holds 50 documents, the most it takes";

fn kind_of(text: Option<&str>) -> Result<OrderDocumentKind, Error> {
    let text = text.map(str::trim).unwrap_or_default();
    OrderDocumentKind::parse(text)
        .ok_or_else(|| refusal("kind", Invalid(format!("Kind must be one of {}", OrderDocumentKind::CODES.join(", ")))))
}

/// The upload's share of the sender's and the site's file allowances (size in kibibytes).
async fn take_shares<C: ConnectionTrait>(
    db: &C,
    sender: &Sender,
    upload: &Upload,
    taken: &mut Taken,
) -> Result<(), Error> {
    let kib = u32::try_from((upload.bytes.len() as u64).div_ceil(KIB)).unwrap_or(u32::MAX);
    ATTACHMENT_FILES.take(db, sender, 1, taken).await?;
    ATTACHMENT_KIB.take(db, sender, kib, taken).await?;
    SITE_ATTACHMENT_FILES.take(db, 1, taken).await?;
    SITE_ATTACHMENT_KIB.take(db, kib, taken).await
}

/// The buyer or supplier adds the form's `file` (already checked by content) as a
/// document of `kind`; the other side is told. Allowances taken are given back when it fails.
pub async fn upload(
    state: &DomainContext,
    actor: Actor<'_>,
    address: Option<IpAddr>,
    order_id: &str,
    form: &Form,
) -> Result<OrderView, Error> {
    let kind = kind_of(form.text("kind"))?;
    let file = form.files.get(DOCUMENT.field).ok_or_else(|| refusal("file", Invalid::new(FILE_REQUIRED)))?;
    order_for(&state.db, actor, order_id).await?;
    let sender = match actor {
        Actor::Buyer(id) => Sender::buyer(&state.db, id, address).await?,
        Actor::Supplier(id) => Sender::supplier(&state.db, id, address).await?,
        Actor::Admin(_) => return Err(Error::Forbidden(crate::auth::identity::ADMINS_ONLY.into())),
    };
    let mut taken = Taken::default();
    let added = match take_shares(&state.db, &sender, file, &mut taken).await {
        Ok(()) => store_and_record(state, actor, order_id, kind, file).await,
        Err(e) => Err(e),
    };
    if added.is_err() {
        taken.give_back(&state.db).await;
    }
    added
}

async fn store_and_record(
    state: &DomainContext,
    actor: Actor<'_>,
    order_id: &str,
    kind: OrderDocumentKind,
    file: &Upload,
) -> Result<OrderView, Error> {
    let key = state
        .files
        .put(Visibility::Private, file.format.extension(), file.bytes.clone())
        .await
        .map_err(Error::Internal)?;
    let saved = record(state, actor, order_id, kind, file, &key).await;
    if saved.is_err() {
        state.files.delete_quietly(Some(key)).await;
    }
    saved
}

async fn record(
    state: &DomainContext,
    actor: Actor<'_>,
    order_id: &str,
    kind: OrderDocumentKind,
    file: &Upload,
    key: &str,
) -> Result<OrderView, Error> {
    let txn = foundation::db::begin_write(&state.db).await?;
    let order = locked(&txn, actor, order_id).await?;
    if order.status == OrderStatus::Cancelled {
        return Err(Error::Conflict(ORDER_CANCELLED.into()));
    }
    // Under the order's lock: two uploads at once cannot both pass the bound.
    let held =
        order_documents::Entity::find().filter(order_documents::Column::OrderId.eq(order_id)).count(&txn).await?;
    if held >= DOCUMENTS_MAX {
        return Err(Error::Conflict(ORDER_FULL.into()));
    }
    order_documents::ActiveModel {
        order_id: Set(order.id.clone()),
        kind: Set(kind),
        party: Set(actor.party()),
        uploaded_by: Set(actor.account().to_owned()),
        storage_key: Set(key.to_owned()),
        content_type: Set(file.format.content_type().to_owned()),
        bytes: Set(file.bytes.len() as i64),
        ..Default::default()
    }
    .insert(&txn)
    .await?;
    super::notices::document_added(&txn, &order, kind, actor.party()).await?;
    let view = order_view(&txn, order).await?;
    txn.commit().await?;
    Ok(view)
}

/// Document `document_id` of the order, when `actor` shares the order: read back as a
/// conversation's file is, so that the web layer serves both alike.
pub async fn find<C: ConnectionTrait>(
    db: &C,
    files: &FileStore,
    actor: Actor<'_>,
    order_id: &str,
    document_id: &str,
) -> Result<Attachment, Error> {
    let order = order_for(db, actor, order_id).await?;
    let missing = || Error::NotFound(NO_DOCUMENT.into());
    let row = order_documents::Entity::find_by_id(document_id.to_owned())
        .filter(order_documents::Column::OrderId.eq(order_id))
        .one(db)
        .await?
        .ok_or_else(missing)?;
    let bytes = files.get(&row.storage_key).await.map_err(Error::Internal)?.ok_or_else(missing)?;
    // The store's key ends in the extension of the checked format.
    let extension = row.storage_key.rsplit_once('.').map_or("bin", |(_, ext)| ext);
    let file_name = format!("{}-{}.{extension}", order.number, row.kind.as_str().replace('_', "-"));
    Ok(Attachment { bytes, content_type: row.content_type, file_name })
}
