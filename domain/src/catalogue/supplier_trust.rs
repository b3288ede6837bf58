//! What buyers are told about how a supplier deals with enquiries.

use std::collections::HashMap;

use chrono::Duration;
use sea_orm::sea_query::Expr;
use sea_orm::{ColumnTrait, Condition, ConnectionTrait, DbErr, EntityTrait, QueryFilter, QuerySelect};

use foundation::content_version::Topic;
use foundation::entities::codes::EnquiryStatus;
use foundation::entities::{now, product_enquiries};

/// The window of "answered in the last 90 days".
pub const ANSWERED_WINDOW_DAYS: i64 = 90;

/// Whether an enquiry counts as answered: a reply, or a status moved on from pending.
pub fn is_answered(enquiry: &product_enquiries::Model) -> bool {
    enquiry.supplier_reply.is_some() || enquiry.status != EnquiryStatus::Pending
}

/// The pages to drop when a write moved an enquiry in or out of its supplier's answered
/// count (`before` or `after` is `None` for a created or deleted enquiry): the pages that
/// show the supplier's offers (its varieties' pages), whose cards state the count. None
/// when the count holds.
pub async fn answered_topics<C: ConnectionTrait>(
    db: &C,
    before: Option<&product_enquiries::Model>,
    after: Option<&product_enquiries::Model>,
) -> Result<Vec<Topic>, DbErr> {
    let changed = before.is_some_and(is_answered) != after.is_some_and(is_answered);
    match before.or(after).and_then(|e| e.vendor_id.as_deref()) {
        Some(vendor_id) if changed => {
            let topics = super::offer_topics::offer_topics(db, vendor_id).await?;
            Ok(topics.into_iter().filter(|t| matches!(t, Topic::Variety(_))).collect())
        }
        _ => Ok(Vec::new()),
    }
}

/// For each supplier in `vendor_ids`, how many enquiries made to it in the last 90 days it
/// answered: with a reply, or by moving the status on from pending. One grouped query.
pub async fn answered_enquiries<C: ConnectionTrait>(
    db: &C,
    vendor_ids: &[String],
) -> Result<HashMap<String, u64>, DbErr> {
    if vendor_ids.is_empty() {
        return Ok(HashMap::new());
    }
    let since = now() - Duration::days(ANSWERED_WINDOW_DAYS);
    let rows: Vec<(Option<String>, i64)> = product_enquiries::Entity::find()
        .select_only()
        .column(product_enquiries::Column::VendorId)
        .column_as(Expr::col(product_enquiries::Column::Id).count(), "answered")
        .filter(product_enquiries::Column::VendorId.is_in(vendor_ids.iter().cloned()))
        .filter(product_enquiries::Column::CreatedAt.gte(since))
        .filter(
            Condition::any()
                // `is_answered`, as SQL.
                .add(product_enquiries::Column::SupplierReply.is_not_null())
                .add(product_enquiries::Column::Status.ne(EnquiryStatus::Pending.as_str())),
        )
        .group_by(product_enquiries::Column::VendorId)
        .into_tuple()
        .all(db)
        .await?;
    Ok(rows.into_iter().filter_map(|(id, n)| Some((id?, u64::try_from(n).unwrap_or(0)))).collect())
}
