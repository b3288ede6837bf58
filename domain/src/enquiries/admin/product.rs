//! Product enquiries as the admin works them: a filtered page, a status change and a
//! deletion, each write recorded in the admin activity in its own transaction.

use sea_orm::sea_query::Expr;
use sea_orm::{ColumnTrait, ConnectionTrait, DatabaseTransaction, EntityTrait, Order, QueryFilter, QuerySelect};
use serde::Deserialize;
use utoipa::ToSchema;

use super::search::EnquiryFilter;
use crate::admin_activity::{record, Activity, AdminActor};
use crate::catalogue::supplier_trust::answered_topics;
use crate::content_write::ContentWrite;
use crate::content_write::DomainContext;
use crate::enquiries::view::{newest_first, EnquiryView};
use foundation::caps::lock_owner;
use foundation::entities::codes::{EnquiryStatus, ENQUIRY_STATUSES};
use foundation::entities::{defaults, product_enquiries};
use foundation::error::Error;
use foundation::paging::{count_up_to, PageInfo, Paging, COUNT_BOUND};

pub const NOT_FOUND: &str = "Enquiry not found";
pub const STATUS_UPDATED: &str = "Enquiry status updated successfully";
pub const DELETED: &str = "Enquiry deleted successfully";

#[derive(Debug, Deserialize, ToSchema)]
pub struct AdminEnquiryStatusInput {
    /// pending, processing, completed or rejected: an admin may set any of them.
    pub status: Option<String>,
}

/// Matches of a text filter counted exactly, and reached by page number; past them the
/// list is walked with `after`. Counting walks the enquiries newest first until one past
/// the bound, and a common word matches one enquiry in a few, so the bound is what a
/// count of a common word costs.
pub const TEXT_COUNT_BOUND: u64 = 200;
pub const TEXT_PAGE_TOO_DEEP: &str =
    "Page numbers of a text search reach the first 200 matches: narrow the search, or follow next from the page before";

/// One page of the filtered enquiries, newest first, and their count up to a bound. The
/// page's ids are read alone from the newest-first index (of the status, when filtered),
/// which holds them, seeking to `after` when given; then only that page's rows are read.
pub async fn page<C: ConnectionTrait>(
    db: &C,
    filter: &EnquiryFilter,
    paging: Paging,
) -> Result<(Vec<EnquiryView>, PageInfo), Error> {
    let bound = if filter.text.is_some() { TEXT_COUNT_BOUND } else { COUNT_BOUND };
    if paging.page > 1 && paging.offset() >= bound {
        return Err(Error::Refused(TEXT_PAGE_TOO_DEEP.into()));
    }
    let page_query = filter.page_select(db).await?;
    let total = if filter.text.is_some() {
        // Not as a derived table under a count: MariaDB would read every enquiry and sort
        // them instead of walking the index.
        page_query.count_up_to(db, bound).await?
    } else {
        count_up_to(db, newest_first(page_query.select.clone()), product_enquiries::Column::Id, bound).await?
    };
    let select = page_query.select;
    let key =
        [product_enquiries::Column::CreatedMicros, product_enquiries::Column::CreatedAt, product_enquiries::Column::Id];
    let mut ids = select.select_only().column(product_enquiries::Column::Id);
    if let Some(after) = &paging.after {
        ids = ids.filter(after.condition(&key, Order::Desc)?);
    }
    let ids: Vec<String> =
        newest_first(ids).offset(paging.offset()).limit(paging.page_size).into_tuple().all(db).await?;
    if ids.is_empty() {
        return Ok((Vec::new(), paging.answer(total)));
    }
    let rows = newest_first(product_enquiries::Entity::find().filter(product_enquiries::Column::Id.is_in(ids)))
        .all(db)
        .await?;
    let mut info = paging.answer(total);
    info.next = paging.next_after(&rows, &key);
    Ok((rows.into_iter().map(Into::into).collect(), info))
}

fn checked_status(input: &AdminEnquiryStatusInput) -> Result<EnquiryStatus, Error> {
    let status = input.status.as_deref().map(str::trim).unwrap_or_default();
    EnquiryStatus::parse(status)
        .ok_or_else(|| Error::Refused(format!("Status must be one of {}", ENQUIRY_STATUSES.join(", "))))
}

fn describe(row: &product_enquiries::Model) -> String {
    format!("{} <{}>: {} ({})", row.name, row.email, row.product_title, row.variety_title)
}

/// The enquiry, locked until the transaction ends (the lock is its first statement, see
/// `caps::lock_owner`), so two admins' writes on it happen one after the other.
async fn locked(txn: &DatabaseTransaction, id: &str) -> Result<product_enquiries::Model, Error> {
    lock_owner(txn, "product_enquiries", id).await?;
    product_enquiries::Entity::find_by_id(id.to_owned())
        .one(txn)
        .await?
        .ok_or_else(|| Error::NotFound(NOT_FOUND.into()))
}

/// Sets the status; the buyer sees it in My Enquiries from the next read.
pub async fn set_status(
    state: &DomainContext,
    actor: &AdminActor,
    id: &str,
    input: &AdminEnquiryStatusInput,
) -> Result<EnquiryView, Error> {
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

pub async fn delete(state: &DomainContext, actor: &AdminActor, id: &str) -> Result<(), Error> {
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
