//! Product enquiries as the admin works them: a filtered page, a status change and a
//! deletion, each write recorded in the admin activity in its own transaction.

use sea_orm::sea_query::Expr;
use sea_orm::{
    ColumnTrait, ConnectionTrait, DatabaseTransaction, EntityTrait, PaginatorTrait, QueryFilter, QuerySelect,
};
use serde::Deserialize;
use utoipa::ToSchema;

use super::search::EnquiryFilter;
use crate::admin_activity::{record, Activity, AdminActor};
use crate::caps::lock_owner;
use crate::catalogue::supplier_trust::answered_topics;
use crate::content_write::ContentWrite;
use crate::content_write::DomainContext;
use crate::enquiries::view::{newest_first, EnquiryView};
use crate::entities::codes::{EnquiryStatus, ENQUIRY_STATUSES};
use crate::entities::{defaults, product_enquiries};
use crate::error::ApiError;
use crate::paging::{PageInfo, Paging};

pub const NOT_FOUND: &str = "Enquiry not found";
pub const STATUS_UPDATED: &str = "Enquiry status updated successfully";
pub const DELETED: &str = "Enquiry deleted successfully";

#[derive(Debug, Deserialize, ToSchema)]
pub struct AdminEnquiryStatusInput {
    /// pending, processing, completed or rejected: an admin may set any of them.
    pub status: Option<String>,
}

/// One page of the filtered enquiries, newest first, and the count of all that match. The
/// page's ids are read alone from the newest-first index, which holds them, so a late page
/// steps over index entries and not rows; then only that page's rows are read.
pub async fn page<C: ConnectionTrait>(
    db: &C,
    filter: &EnquiryFilter,
    paging: Paging,
) -> Result<(Vec<EnquiryView>, PageInfo), ApiError> {
    let total = filter.select().count(db).await?;
    let ids: Vec<String> = newest_first(filter.select())
        .select_only()
        .column(product_enquiries::Column::Id)
        .offset(paging.offset())
        .limit(paging.page_size)
        .into_tuple()
        .all(db)
        .await?;
    if ids.is_empty() {
        return Ok((Vec::new(), paging.answer(total)));
    }
    let rows = newest_first(product_enquiries::Entity::find().filter(product_enquiries::Column::Id.is_in(ids)))
        .all(db)
        .await?;
    Ok((rows.into_iter().map(Into::into).collect(), paging.answer(total)))
}

fn checked_status(input: &AdminEnquiryStatusInput) -> Result<EnquiryStatus, ApiError> {
    let status = input.status.as_deref().map(str::trim).unwrap_or_default();
    EnquiryStatus::parse(status)
        .ok_or_else(|| ApiError::BadRequest(format!("Status must be one of {}", ENQUIRY_STATUSES.join(", "))))
}

fn describe(row: &product_enquiries::Model) -> String {
    format!("{} <{}>: {} ({})", row.name, row.email, row.product_title, row.variety_title)
}

/// The enquiry, locked until the transaction ends (the lock is its first statement, see
/// `caps::lock_owner`), so two admins' writes on it happen one after the other.
async fn locked(txn: &DatabaseTransaction, id: &str) -> Result<product_enquiries::Model, ApiError> {
    lock_owner(txn, "product_enquiries", id).await?;
    product_enquiries::Entity::find_by_id(id.to_owned())
        .one(txn)
        .await?
        .ok_or_else(|| ApiError::NotFound(NOT_FOUND.into()))
}

/// Sets the status; the buyer sees it in My Enquiries from the next read.
pub async fn set_status(
    state: &DomainContext,
    actor: &AdminActor,
    id: &str,
    input: &AdminEnquiryStatusInput,
) -> Result<EnquiryView, ApiError> {
    let status = checked_status(input)?;
    // A content write: the status may move the enquiry in or out of its supplier's answered count.
    let write = ContentWrite::begin(state).await?;
    let txn = write.txn();
    let before = locked(txn, id).await?;
    // MySQL counts only changed rows, so the count of this update says nothing: the row is
    // known to exist from the locked read.
    product_enquiries::Entity::update_many()
        .col_expr(product_enquiries::Column::Status, Expr::value(status.as_str()))
        .col_expr(product_enquiries::Column::UpdatedAt, Expr::value(defaults::now()))
        .filter(product_enquiries::Column::Id.eq(id))
        .exec(txn)
        .await?;
    let summary = format!("{} → {status}: {}", before.status, describe(&before));
    record(
        txn,
        actor,
        Activity { action: "enquiry.status", entity: "enquiry", record_id: Some(id), summary: Some(summary) },
    )
    .await?;
    if before.status != status {
        // The buyer's notice commits with the change (only a real change is news).
        crate::mail::notices::enquiry_status_changed(txn, id).await?;
    }
    let after = locked(txn, id).await?;
    let topics = answered_topics(txn, Some(&before), Some(&after)).await?;
    write.commit(&topics).await?;
    Ok(after.into())
}

pub async fn delete(state: &DomainContext, actor: &AdminActor, id: &str) -> Result<(), ApiError> {
    let write = ContentWrite::begin(state).await?;
    let txn = write.txn();
    let row = locked(txn, id).await?;
    product_enquiries::Entity::delete_many().filter(product_enquiries::Column::Id.eq(id)).exec(txn).await?;
    crate::enquiries::words::forget(txn, id).await?;
    record(
        txn,
        actor,
        Activity { action: "enquiry.delete", entity: "enquiry", record_id: Some(id), summary: Some(describe(&row)) },
    )
    .await?;
    let topics = answered_topics(txn, Some(&row), None).await?;
    write.commit(&topics).await?;
    Ok(())
}
