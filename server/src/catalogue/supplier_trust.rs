//! What buyers are told about how a supplier deals with enquiries.

use std::collections::HashMap;

use chrono::Duration;
use sea_orm::sea_query::Expr;
use sea_orm::{ColumnTrait, Condition, ConnectionTrait, DbErr, EntityTrait, QueryFilter, QuerySelect};

use crate::entities::{now, product_enquiries};

/// The window of "answered in the last 90 days".
pub const ANSWERED_WINDOW_DAYS: i64 = 90;

/// For each supplier in `vendor_ids`, how many enquiries made to it in the last 90 days it
/// answered: with a reply, or by moving the status on from pending. One grouped query.
pub async fn answered_enquiries<C: ConnectionTrait>(db: &C, vendor_ids: &[String]) -> Result<HashMap<String, u64>, DbErr> {
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
                .add(product_enquiries::Column::SupplierReply.is_not_null())
                .add(product_enquiries::Column::Status.ne("pending")),
        )
        .group_by(product_enquiries::Column::VendorId)
        .into_tuple()
        .all(db)
        .await?;
    Ok(rows.into_iter().filter_map(|(id, n)| Some((id?, u64::try_from(n).unwrap_or(0)))).collect())
}
