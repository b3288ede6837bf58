//! The negotiation in a supplier's win/loss figures: the counter-offers its quotes drew
//! and the quotes buyers declined, by reason, over a date range. One grouped statement
//! over the index `(vendor_id, kind, created_at)` of the conversation items.

use chrono::{DateTime, Utc};
use sea_orm::sea_query::Expr;
use sea_orm::{ColumnTrait, ConnectionTrait, DbErr, EntityTrait, QueryFilter, QuerySelect};
use serde::Serialize;
use utoipa::ToSchema;

use foundation::entities::codes::{DeclineReason, ThreadItemKind};
use foundation::entities::enquiry_messages::{self, Column};

#[derive(Debug, Clone, Default, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Negotiation {
    /// Counter-offers buyers made on the supplier's quotes.
    pub counter_offers: u64,
    /// Quotes buyers declined.
    pub declined: u64,
    /// The declines by reason, most frequent first.
    pub declined_by_reason: Vec<ReasonCount>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct ReasonCount {
    pub reason: DeclineReason,
    pub count: u64,
}

/// The supplier's negotiation from `from` (included) to `until` (excluded).
pub async fn of_supplier<C: ConnectionTrait>(
    db: &C,
    vendor_id: &str,
    from: DateTime<Utc>,
    until: DateTime<Utc>,
) -> Result<Negotiation, DbErr> {
    let kinds = [ThreadItemKind::CounterOffer, ThreadItemKind::QuoteDeclined];
    let rows: Vec<(ThreadItemKind, Option<DeclineReason>, i64)> = enquiry_messages::Entity::find()
        .select_only()
        .column(Column::Kind)
        .column(Column::DeclineReason)
        .column_as(Expr::col(Column::Id).count(), "n")
        .filter(Column::VendorId.eq(vendor_id))
        .filter(Column::Kind.is_in(kinds.map(ThreadItemKind::as_str)))
        .filter(Column::CreatedAt.gte(from))
        .filter(Column::CreatedAt.lt(until))
        .group_by(Column::Kind)
        .group_by(Column::DeclineReason)
        .into_tuple()
        .all(db)
        .await?;
    let mut negotiation = Negotiation::default();
    for (kind, reason, n) in rows {
        let n = u64::try_from(n).unwrap_or(0);
        match (kind, reason) {
            (ThreadItemKind::CounterOffer, _) => negotiation.counter_offers += n,
            (_, Some(reason)) => {
                negotiation.declined += n;
                negotiation.declined_by_reason.push(ReasonCount { reason, count: n });
            }
            (_, None) => negotiation.declined += n,
        }
    }
    negotiation.declined_by_reason.sort_by(|a, b| b.count.cmp(&a.count).then(a.reason.as_str().cmp(b.reason.as_str())));
    Ok(negotiation)
}
