//! Lists of orders, newest first, keyset-paged through an index in the list's own order: a
//! buyer's, a supplier's, and the admins' filtered by status, supplier, buyer and a range
//! of days, with a bounded count.

use chrono::{NaiveDate, NaiveTime};
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, Select};
use serde::Deserialize;
use utoipa::IntoParams;

use super::view::OrderSummary;
use crate::trade::comparable::refusal;
use crate::validation::{Form, Invalid};
use foundation::entities::codes::OrderStatus;
use foundation::entities::orders;
use foundation::error::Error;
use foundation::paging::{PageInfo, Paging};

/// The longest range of days an admin list takes: a year and a day, so that a calendar
/// year is always one range.
pub const RANGE_MAX_DAYS: i64 = 366;
pub const RANGE_TOO_LONG: &str = "A date range spans at most 366 days";
pub const RANGE_REVERSED: &str = "The range's end comes before its start";

#[derive(Debug, Default, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query, rename_all = "camelCase")]
pub struct OrderPageQuery {
    /// From 1 (the default).
    pub page: Option<u64>,
    /// 1 to 100, 20 by default.
    pub page_size: Option<u64>,
    /// The `next` of the page before: the page after that row (instead of `page`).
    pub after: Option<String>,
}

#[derive(Debug, Default, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query, rename_all = "camelCase")]
pub struct AdminOrderQuery {
    /// One of the order statuses; all by default.
    pub status: Option<String>,
    /// A supplier's id.
    pub supplier: Option<String>,
    /// A buyer's id.
    pub buyer: Option<String>,
    /// First and last day placed (YYYY-MM-DD, UTC), at most 366 days apart; either alone
    /// is a range of 366 days from or to it.
    pub from: Option<String>,
    pub to: Option<String>,
    pub page: Option<u64>,
    pub page_size: Option<u64>,
    pub after: Option<String>,
}

fn paging(page: Option<u64>, page_size: Option<u64>, after: Option<&str>) -> Result<Paging, Error> {
    Paging::parse(page, page_size)?.with_after(after)
}

async fn fetch<C: ConnectionTrait>(
    db: &C,
    select: Select<orders::Entity>,
    paging: Paging,
    index: Option<&'static str>,
) -> Result<(Vec<OrderSummary>, PageInfo), Error> {
    let (rows, page) =
        paging.fetch_through(db, select, orders::Column::CreatedMicros, orders::Column::Id, index).await?;
    Ok((rows.into_iter().map(Into::into).collect(), page))
}

/// The buyer's orders, newest first.
pub async fn of_buyer<C: ConnectionTrait>(
    db: &C,
    buyer_id: &str,
    query: &OrderPageQuery,
) -> Result<(Vec<OrderSummary>, PageInfo), Error> {
    let paging = paging(query.page, query.page_size, query.after.as_deref())?;
    fetch(db, orders::Entity::find().filter(orders::Column::UserId.eq(buyer_id)), paging, None).await
}

/// The supplier's orders, newest first.
pub async fn of_supplier<C: ConnectionTrait>(
    db: &C,
    supplier_id: &str,
    query: &OrderPageQuery,
) -> Result<(Vec<OrderSummary>, PageInfo), Error> {
    let paging = paging(query.page, query.page_size, query.after.as_deref())?;
    fetch(db, orders::Entity::find().filter(orders::Column::VendorId.eq(supplier_id)), paging, None).await
}

fn day(form: &mut Form, field: &str, text: Option<&str>) -> Option<NaiveDate> {
    let text = text.map(str::trim).filter(|t| !t.is_empty())?;
    form.check(
        field,
        NaiveDate::parse_from_str(text, "%Y-%m-%d").map_err(|_| Invalid::new("Enter a date as YYYY-MM-DD")),
    )
}

fn micros(day: NaiveDate) -> i64 {
    day.and_time(NaiveTime::MIN).and_utc().timestamp_micros()
}

/// The range of `created_micros` the days name: [from 00:00, day after `to` 00:00).
fn range(from: Option<NaiveDate>, to: Option<NaiveDate>) -> Result<Option<(i64, i64)>, Error> {
    let span = chrono::Duration::days(RANGE_MAX_DAYS - 1);
    let (from, to) = match (from, to) {
        (None, None) => return Ok(None),
        (Some(f), None) => (f, f + span),
        (None, Some(t)) => (t - span, t),
        (Some(f), Some(t)) => (f, t),
    };
    if to < from {
        return Err(refusal("to", Invalid::new(RANGE_REVERSED)));
    }
    if (to - from).num_days() >= RANGE_MAX_DAYS {
        return Err(refusal("to", Invalid::new(RANGE_TOO_LONG)));
    }
    Ok(Some((micros(from), micros(to + chrono::Duration::days(1)))))
}

/// Every order the filters match, newest first: each filter is the first column of an
/// index whose rest is the list's order, and a range of days a range of that order.
pub async fn for_admin<C: ConnectionTrait>(
    db: &C,
    query: &AdminOrderQuery,
) -> Result<(Vec<OrderSummary>, PageInfo), Error> {
    let mut form = Form::new();
    let status = match query.status.as_deref().map(str::trim).filter(|s| !s.is_empty() && *s != "all") {
        Some(text) => form.check(
            "status",
            OrderStatus::parse(text)
                .ok_or_else(|| Invalid(format!("Status must be one of {}", OrderStatus::CODES.join(", ")))),
        ),
        None => None,
    };
    let from = day(&mut form, "from", query.from.as_deref());
    let to = day(&mut form, "to", query.to.as_deref());
    form.finish()?;
    let mut select = orders::Entity::find();
    let mut index = Some(orders::NEWEST_INDEX);
    if let Some(status) = status {
        index = None;
        select = select.filter(orders::Column::Status.eq(status));
    }
    let text = |t: &Option<String>| t.as_deref().map(str::trim).filter(|t| !t.is_empty()).map(str::to_owned);
    if let Some(supplier) = text(&query.supplier) {
        index = None;
        select = select.filter(orders::Column::VendorId.eq(supplier));
    }
    if let Some(buyer) = text(&query.buyer) {
        index = None;
        select = select.filter(orders::Column::UserId.eq(buyer));
    }
    if let Some((start, end)) = range(from, to)? {
        select = select.filter(orders::Column::CreatedMicros.gte(start)).filter(orders::Column::CreatedMicros.lt(end));
    }
    // Unfiltered but for days, the list is a range of the index of every order.
    fetch(db, select, paging(query.page, query.page_size, query.after.as_deref())?, index).await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_range_of_days_is_bounded() {
        let d = |s: &str| NaiveDate::parse_from_str(s, "%Y-%m-%d").ok();
        assert!(range(d("2026-01-01"), d("2026-12-31")).unwrap().is_some());
        assert!(range(d("2026-01-01"), d("2027-01-02")).is_err());
        assert!(range(d("2026-02-01"), d("2026-01-01")).is_err());
        assert_eq!(range(None, None).unwrap(), None);
    }
}
