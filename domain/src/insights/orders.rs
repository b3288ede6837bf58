//! What the site's trade came to: orders placed in the range (quotes accepted), their value
//! in each currency, and how long they took to ship and to arrive; for the site, orders by
//! status and the value of each month. Read through the orders' own indexes (a supplier's,
//! or every order's by time) within the range, at most [`READ_MAX`] orders a report.

use std::collections::{BTreeMap, HashMap};

use chrono::{DateTime, Utc};
use sea_orm::{ColumnTrait, ConnectionTrait, DbErr, EntityTrait, Iterable, QueryFilter, QueryOrder, QuerySelect};
use serde::Serialize;
use utoipa::ToSchema;

use super::range::Range;
use crate::trade::money::Money;
use foundation::entities::codes::{Currency, OrderStatus};
use foundation::entities::{order_events, orders};

/// Most orders one report reads: a bounded read, stated in the answer (`capped`).
pub const READ_MAX: u64 = 20_000;

/// A supplier's orders in the range.
#[derive(Debug, Clone, Default, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OrderFigures {
    /// Orders placed in the range, cancelled ones included.
    pub orders: u64,
    /// The value of those not cancelled, one sum per currency.
    pub value: Vec<Money>,
    /// Mean days from acceptance to shipment, over the range's orders that shipped.
    pub days_to_shipment: Option<f64>,
    /// Mean days from acceptance to delivery, over the range's orders that were delivered.
    pub days_to_delivery: Option<f64>,
    /// Whether the range held more orders than one report reads.
    pub capped: bool,
}

/// The site's orders in the range.
#[derive(Debug, Clone, Default, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SiteOrderFigures {
    #[serde(flatten)]
    pub figures: OrderFigures,
    /// Orders of the range by their status now.
    pub by_status: Vec<StatusCount>,
    /// The value placed in each month of the range, oldest first.
    pub by_month: Vec<MonthValue>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct StatusCount {
    pub status: OrderStatus,
    pub count: u64,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MonthValue {
    /// `YYYY-MM`.
    pub month: String,
    pub orders: u64,
    pub value: Vec<Money>,
}

type Row = (String, OrderStatus, Currency, Option<i64>, DateTime<Utc>);

async fn placed<C: ConnectionTrait>(db: &C, vendor_id: Option<&str>, range: &Range) -> Result<Vec<Row>, DbErr> {
    let mut find = orders::Entity::find()
        .select_only()
        .columns([orders::Column::Id, orders::Column::Status, orders::Column::Currency, orders::Column::TotalMinor])
        .column(orders::Column::CreatedAt)
        .filter(orders::Column::CreatedMicros.gte(range.start().timestamp_micros()))
        .filter(orders::Column::CreatedMicros.lt(range.end().timestamp_micros()));
    if let Some(vendor_id) = vendor_id {
        find = find.filter(orders::Column::VendorId.eq(vendor_id));
    }
    find.order_by_desc(orders::Column::CreatedMicros).limit(READ_MAX + 1).into_tuple().all(db).await
}

/// Sums per currency, in the order the currencies are listed.
fn sums<'a>(rows: impl Iterator<Item = &'a Row>) -> Vec<Money> {
    let mut by: HashMap<Currency, i64> = HashMap::new();
    for (_, status, currency, total, _) in rows {
        if *status != OrderStatus::Cancelled {
            *by.entry(*currency).or_default() += total.unwrap_or(0);
        }
    }
    Currency::iter().filter_map(|c| by.get(&c).map(|minor| Money::of_minor(*minor, c))).collect()
}

/// When each order first reached each of `statuses`: a read of the milestones' index per
/// chunk of orders.
async fn reached<C: ConnectionTrait>(
    db: &C,
    ids: &[String],
    statuses: &[OrderStatus],
) -> Result<HashMap<(String, OrderStatus), DateTime<Utc>>, DbErr> {
    let mut at = HashMap::new();
    for chunk in ids.chunks(500) {
        let rows: Vec<(String, OrderStatus, DateTime<Utc>)> = order_events::Entity::find()
            .select_only()
            .columns([order_events::Column::OrderId, order_events::Column::Status, order_events::Column::CreatedAt])
            .filter(order_events::Column::OrderId.is_in(chunk.iter().cloned()))
            .filter(order_events::Column::Status.is_in(statuses.iter().copied()))
            .into_tuple()
            .all(db)
            .await?;
        for (id, status, when) in rows {
            at.entry((id, status)).and_modify(|t: &mut DateTime<Utc>| *t = (*t).min(when)).or_insert(when);
        }
    }
    Ok(at)
}

/// The mean days from each order's placing to its reaching `status`.
fn mean_days(
    rows: &[Row],
    reached: &HashMap<(String, OrderStatus), DateTime<Utc>>,
    status: OrderStatus,
) -> Option<f64> {
    let days: Vec<f64> = rows
        .iter()
        .filter_map(|(id, _, _, _, placed)| {
            reached.get(&(id.clone(), status)).map(|at| (*at - *placed).num_seconds() as f64 / 86_400.0)
        })
        .collect();
    (!days.is_empty()).then(|| (days.iter().sum::<f64>() / days.len() as f64 * 10.0).round() / 10.0)
}

async fn figures<C: ConnectionTrait>(db: &C, mut rows: Vec<Row>) -> Result<(OrderFigures, Vec<Row>), DbErr> {
    let capped = rows.len() as u64 > READ_MAX;
    rows.truncate(READ_MAX as usize);
    let ids: Vec<String> = rows.iter().map(|r| r.0.clone()).collect();
    let reached = reached(db, &ids, &[OrderStatus::Shipped, OrderStatus::Delivered]).await?;
    let figures = OrderFigures {
        orders: rows.len() as u64,
        value: sums(rows.iter()),
        days_to_shipment: mean_days(&rows, &reached, OrderStatus::Shipped),
        days_to_delivery: mean_days(&rows, &reached, OrderStatus::Delivered),
        capped,
    };
    Ok((figures, rows))
}

/// A supplier's orders placed in the range.
pub async fn of_supplier<C: ConnectionTrait>(db: &C, vendor_id: &str, range: &Range) -> Result<OrderFigures, DbErr> {
    Ok(figures(db, placed(db, Some(vendor_id), range).await?).await?.0)
}

/// The site's orders placed in the range, by status and by month.
pub async fn of_site<C: ConnectionTrait>(db: &C, range: &Range) -> Result<SiteOrderFigures, DbErr> {
    let (figures, rows) = figures(db, placed(db, None, range).await?).await?;
    let mut statuses: HashMap<OrderStatus, u64> = HashMap::new();
    let mut months: BTreeMap<String, Vec<&Row>> = BTreeMap::new();
    for row in &rows {
        *statuses.entry(row.1).or_default() += 1;
        months.entry(row.4.format("%Y-%m").to_string()).or_default().push(row);
    }
    // In the order an order goes through them.
    let by_status = OrderStatus::iter()
        .filter_map(|status| statuses.get(&status).map(|&count| StatusCount { status, count }))
        .collect();
    let by_month = months
        .into_iter()
        .map(|(month, rows)| MonthValue { month, orders: rows.len() as u64, value: sums(rows.into_iter()) })
        .collect();
    Ok(SiteOrderFigures { figures, by_status, by_month })
}
