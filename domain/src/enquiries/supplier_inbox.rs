//! The supplier's enquiry inbox: the buyers' enquiries addressed to it, as B2B leads.

use sea_orm::sea_query::{Expr, Func};
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, PaginatorTrait, QueryFilter};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::catalogue::supplier_trust::answered_topics;
use crate::content_write::ContentWrite;
use crate::content_write::DomainContext;
use crate::enquiries::quote::{NOT_FOUND, NOT_YOURS};
use crate::enquiries::view::{newest_first, with_quotes, EnquiryView};
use crate::validation::required;
use foundation::entities::codes::{EnquiryStatus, ENQUIRY_STATUSES};
use foundation::entities::{defaults, product_enquiries, vendor_listings};
use foundation::error::Error;

use foundation::entities::codes::SUPPLIER_STATUSES;
pub const REPLY_MAX_CHARS: usize = 2000;

#[derive(Debug, Deserialize, IntoParams)]
pub struct InboxQuery {
    /// pending, processing, completed or rejected; all when absent.
    pub status: Option<String>,
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct StatusInput {
    /// processing, completed or rejected.
    pub status: Option<String>,
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct ReplyInput {
    pub reply: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Summary {
    pub listings: u64,
    /// Enquiries still pending or processing.
    pub open_enquiries: u64,
    /// Enquiries not yet looked at (pending).
    pub new_enquiries: u64,
}

/// Newest first, optionally of one status.
pub async fn list<C: ConnectionTrait>(
    db: &C,
    vendor_id: &str,
    status: Option<&str>,
) -> Result<Vec<EnquiryView>, Error> {
    let mut query = product_enquiries::Entity::find().filter(product_enquiries::Column::VendorId.eq(vendor_id));
    if let Some(status) = status.map(str::trim).filter(|s| !s.is_empty()) {
        let status = EnquiryStatus::parse(status)
            .ok_or_else(|| Error::Refused(format!("Status must be one of {}", ENQUIRY_STATUSES.join(", "))))?;
        query = query.filter(product_enquiries::Column::Status.eq(status.as_str()));
    }
    Ok(with_quotes(db, newest_first(query).all(db).await?).await?)
}

/// The enquiry, if it is addressed to `vendor_id`.
async fn addressed<C: ConnectionTrait>(db: &C, vendor_id: &str, id: &str) -> Result<product_enquiries::Model, Error> {
    let row = product_enquiries::Entity::find_by_id(id.to_owned())
        .one(db)
        .await?
        .ok_or_else(|| Error::NotFound(NOT_FOUND.into()))?;
    if row.vendor_id.as_deref() != Some(vendor_id) {
        return Err(Error::Forbidden(NOT_YOURS.into()));
    }
    Ok(row)
}

/// Which notice a change sends the buyer, in the change's own transaction.
enum Notice {
    StatusChanged,
    Replied,
}

async fn set(
    state: &DomainContext,
    vendor_id: &str,
    id: &str,
    changes: Vec<(product_enquiries::Column, sea_orm::sea_query::SimpleExpr)>,
    notice: Notice,
) -> Result<EnquiryView, Error> {
    // A content write: a first answer changes the count the supplier's offer cards show.
    let write = ContentWrite::begin(state).await?;
    let txn = write.txn();
    // The row's lock first: two changes queue, and SQLite never has to upgrade a read lock.
    foundation::caps::lock_owner(txn, "product_enquiries", id).await?;
    let before = addressed(txn, vendor_id, id).await?;
    let now = defaults::now();
    // Every change a supplier makes answers the buyer: the first one is its answer time.
    let first_answer = Func::if_null(Expr::col(product_enquiries::Column::FirstAnsweredAt), Expr::value(now));
    let mut update = product_enquiries::Entity::update_many()
        .col_expr(product_enquiries::Column::UpdatedAt, Expr::value(now))
        .col_expr(product_enquiries::Column::FirstAnsweredAt, first_answer.into())
        .filter(product_enquiries::Column::Id.eq(id))
        .filter(product_enquiries::Column::VendorId.eq(vendor_id));
    for (column, value) in changes {
        update = update.col_expr(column, value);
    }
    update.exec(txn).await?;
    let after = addressed(txn, vendor_id, id).await?;
    match notice {
        // Setting the status it already has tells the buyer nothing new.
        Notice::StatusChanged if after.status != before.status => {
            crate::mail::notices::enquiry_status_changed(txn, id).await?;
        }
        Notice::StatusChanged => {}
        Notice::Replied => {
            crate::mail::notices::enquiry_replied(txn, id).await?;
        }
    }
    let topics = answered_topics(txn, Some(&before), Some(&after)).await?;
    let view = with_quotes(txn, vec![after]).await?.pop().ok_or_else(|| Error::NotFound(NOT_FOUND.into()))?;
    write.commit(&topics).await?;
    Ok(view)
}

pub async fn set_status(
    state: &DomainContext,
    vendor_id: &str,
    id: &str,
    input: &StatusInput,
) -> Result<EnquiryView, Error> {
    let status = input.status.as_deref().map(str::trim).unwrap_or_default();
    if !SUPPLIER_STATUSES.contains(&status) {
        return Err(Error::Refused(format!("Status must be one of {}", SUPPLIER_STATUSES.join(", "))));
    }
    set(state, vendor_id, id, vec![(product_enquiries::Column::Status, Expr::value(status))], Notice::StatusChanged)
        .await
}

pub async fn reply(state: &DomainContext, vendor_id: &str, id: &str, input: &ReplyInput) -> Result<EnquiryView, Error> {
    let text = required(input.reply.as_deref(), "Reply", REPLY_MAX_CHARS)?;
    set(
        state,
        vendor_id,
        id,
        vec![
            (product_enquiries::Column::SupplierReply, Expr::value(text)),
            (product_enquiries::Column::SupplierRepliedAt, Expr::value(defaults::now())),
        ],
        Notice::Replied,
    )
    .await
}

pub async fn summary<C: ConnectionTrait>(db: &C, vendor_id: &str) -> Result<Summary, Error> {
    let listings =
        vendor_listings::Entity::find().filter(vendor_listings::Column::VendorId.eq(vendor_id)).count(db).await?;
    let mine = || product_enquiries::Entity::find().filter(product_enquiries::Column::VendorId.eq(vendor_id));
    let open = [EnquiryStatus::Pending, EnquiryStatus::Processing];
    let open_enquiries =
        mine().filter(product_enquiries::Column::Status.is_in(open.map(EnquiryStatus::as_str))).count(db).await?;
    let new_enquiries =
        mine().filter(product_enquiries::Column::Status.eq(EnquiryStatus::Pending.as_str())).count(db).await?;
    Ok(Summary { listings, open_enquiries, new_enquiries })
}
