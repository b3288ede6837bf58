//! The admins' dated exchange rates: rupees per unit of each currency the site shows.
//! A price is shown in another currency at its newest rate, with that rate's date; a
//! rate more than [`STALE_AFTER_DAYS`] old is marked stale.

use std::str::FromStr;

use chrono::{Days, NaiveDate, Utc};
use rust_decimal::Decimal;
use sea_orm::sea_query::OnConflict;
use sea_orm::{ColumnTrait, ConnectionTrait, DbErr, EntityTrait, QueryFilter, QueryOrder, QuerySelect, Set};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::admin_activity::{self, Activity, AdminActor};
use crate::content_write::{ContentWrite, DomainContext};
use crate::validation::{decimal_text, Form, Invalid};
use foundation::content_version::Topic;
use foundation::entities::codes::Currency;
use foundation::entities::{defaults, exchange_rates};
use foundation::error::Error;

/// A rate older than this many days is marked stale.
pub const STALE_AFTER_DAYS: u64 = 7;
/// Rows of one currency's history an answer carries.
pub const HISTORY_PAGE: u64 = 30;
pub const RATE_INVALID: &str = "Rate must be a number of rupees greater than 0 with at most six decimals";
pub const RATE_DATE_INVALID: &str = "Date must be a date (YYYY-MM-DD), not after today";
/// The currencies an admin keeps a rate of: every one but rupees, in which rates are kept.
pub const RATE_CURRENCIES: &[&str] = Currency::CODES.split_at(1).1;

/// One currency's rate as read: rupees for one unit, on `date`.
#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Rate {
    pub currency: Currency,
    /// Rupees per one unit of `currency`.
    #[serde(with = "rust_decimal::serde::float")]
    #[schema(value_type = f64)]
    pub rate: Decimal,
    /// The day the rate is for (YYYY-MM-DD).
    pub date: String,
    /// Older than seven days.
    pub stale: bool,
}

impl Rate {
    fn of(row: exchange_rates::Model, today: NaiveDate) -> Self {
        let stale = row.rate_date.checked_add_days(Days::new(STALE_AFTER_DAYS)).is_some_and(|limit| limit < today);
        Self {
            currency: row.currency,
            rate: Decimal::new(row.inr_micros, 6).normalize(),
            date: row.rate_date.format("%Y-%m-%d").to_string(),
            stale,
        }
    }

    /// `rupees` in this currency, to the cent.
    pub fn from_rupees(&self, rupees: Decimal) -> Option<Decimal> {
        rupees.checked_div(self.rate).map(|v| v.round_dp(2))
    }

    /// `minor` units (cents) of this currency in paise, to the paisa.
    pub fn to_paise(&self, minor: i64) -> Option<i64> {
        let paise = Decimal::from(minor).checked_mul(self.rate)?;
        i64::try_from(paise.round_dp_with_strategy(0, rust_decimal::RoundingStrategy::MidpointAwayFromZero)).ok()
    }
}

/// The newest rate of `currency` (none for rupees, or before an admin set one): one key
/// probe of the table's (currency, date) key.
pub async fn latest<C: ConnectionTrait>(db: &C, currency: Currency) -> Result<Option<Rate>, DbErr> {
    if currency == Currency::Inr {
        return Ok(None);
    }
    let row = exchange_rates::Entity::find()
        .filter(exchange_rates::Column::Currency.eq(currency))
        .order_by_desc(exchange_rates::Column::RateDate)
        .one(db)
        .await?;
    Ok(row.map(|r| Rate::of(r, Utc::now().date_naive())))
}

/// The newest rate of every currency other than rupees, in the site's order.
pub async fn latest_all<C: ConnectionTrait>(db: &C) -> Result<Vec<Rate>, DbErr> {
    let mut out = Vec::new();
    for &currency in &Currency::ALL[1..] {
        out.extend(latest(db, currency).await?);
    }
    Ok(out)
}

/// One currency's rates, newest first, `HISTORY_PAGE` at a time, before `before` when given.
pub async fn history<C: ConnectionTrait>(
    db: &C,
    currency: Currency,
    before: Option<NaiveDate>,
) -> Result<Vec<Rate>, DbErr> {
    let mut query = exchange_rates::Entity::find().filter(exchange_rates::Column::Currency.eq(currency));
    if let Some(before) = before {
        query = query.filter(exchange_rates::Column::RateDate.lt(before));
    }
    let today = Utc::now().date_naive();
    let rows = query.order_by_desc(exchange_rates::Column::RateDate).limit(HISTORY_PAGE).all(db).await?;
    Ok(rows.into_iter().map(|r| Rate::of(r, today)).collect())
}

/// What the back office's rate form sends.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RateInput {
    /// USD, EUR, GBP or AED.
    pub currency: Option<String>,
    /// The day the rate is for (YYYY-MM-DD), today when absent.
    pub date: Option<String>,
    /// Rupees per one unit of the currency, up to six decimals.
    #[schema(value_type = Option<f64>)]
    pub rate: Option<serde_json::Value>,
}

struct CheckedRate {
    currency: Currency,
    date: NaiveDate,
    inr_micros: i64,
}

fn rate_micros(text: &str) -> Result<i64, Invalid> {
    let invalid = || Invalid::new(RATE_INVALID);
    if text.is_empty() || !text.chars().all(|c| c.is_ascii_digit() || c == '.') {
        return Err(invalid());
    }
    let rate = Decimal::from_str(text).map_err(|_| invalid())?.normalize();
    if rate <= Decimal::ZERO || rate.scale() > 6 || rate > Decimal::from(1_000_000) {
        return Err(invalid());
    }
    i64::try_from(rate * Decimal::from(1_000_000)).map_err(|_| invalid())
}

fn rate_date(text: Option<&str>, today: NaiveDate) -> Result<NaiveDate, Invalid> {
    let text = text.map(str::trim).unwrap_or_default();
    if text.is_empty() {
        return Ok(today);
    }
    let shape = text.len() == 10 && text.bytes().all(|b| b.is_ascii_digit() || b == b'-');
    let date = NaiveDate::parse_from_str(text, "%Y-%m-%d").ok().filter(|d| shape && *d <= today);
    date.ok_or_else(|| Invalid::new(RATE_DATE_INVALID))
}

impl RateInput {
    fn validate(&self, today: NaiveDate) -> Result<CheckedRate, Error> {
        let mut form = Form::new();
        let currency = form.check(
            "currency",
            super::terms::currency(self.currency.as_deref())
                .ok()
                .flatten()
                .filter(|c| *c != Currency::Inr)
                .ok_or_else(|| Invalid(format!("Currency must be one of {}", RATE_CURRENCIES.join(", ")))),
        );
        let date = form.check("date", rate_date(self.date.as_deref(), today));
        let inr_micros = form.check("rate", rate_micros(&decimal_text(self.rate.as_ref())));
        form.finish()?;
        match (currency, date, inr_micros) {
            (Some(currency), Some(date), Some(inr_micros)) => Ok(CheckedRate { currency, date, inr_micros }),
            _ => unreachable!("a form with no failures has every value"),
        }
    }
}

/// Sets (or corrects) the rate of one currency on one day, with the admin's record in the
/// same transaction. Every page may show prices in that currency, so the write names the
/// frame (every cached page). Returns the currency's newest rate after the write.
pub async fn set(state: &DomainContext, actor: &AdminActor, input: &RateInput) -> Result<Rate, Error> {
    let checked = input.validate(Utc::now().date_naive())?;
    let write = ContentWrite::begin(state).await?;
    let txn = write.txn();
    let row = exchange_rates::ActiveModel {
        currency: Set(checked.currency),
        rate_date: Set(checked.date),
        inr_micros: Set(checked.inr_micros),
        set_by: Set(Some(actor.admin_id.clone())),
        created_at: Set(defaults::now()),
    };
    // One row per currency and day: a second rate for the day corrects the first.
    exchange_rates::Entity::insert(row)
        .on_conflict(
            OnConflict::columns([exchange_rates::Column::Currency, exchange_rates::Column::RateDate])
                .update_columns([exchange_rates::Column::InrMicros, exchange_rates::Column::SetBy])
                .to_owned(),
        )
        .exec_without_returning(txn)
        .await?;
    let day = checked.date.format("%Y-%m-%d").to_string();
    let summary = format!("{} = ₹{} on {day}", checked.currency, Decimal::new(checked.inr_micros, 6).normalize());
    let record_id = format!("{}:{day}", checked.currency);
    let activity = Activity {
        action: "exchange_rate.set",
        entity: "exchange_rate",
        record_id: Some(&record_id),
        summary: Some(summary),
    };
    admin_activity::record(txn, actor, activity).await?;
    let newest = latest(txn, checked.currency).await?;
    write.commit(&[Topic::Frame]).await?;
    newest.ok_or_else(|| Error::NotFound("Exchange rate not found".into()))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn day(text: &str) -> NaiveDate {
        NaiveDate::parse_from_str(text, "%Y-%m-%d").unwrap()
    }

    #[test]
    fn rates_are_exact_and_checked() {
        assert_eq!(rate_micros("83.456789").unwrap(), 83_456_789);
        assert_eq!(rate_micros("22.7").unwrap(), 22_700_000);
        for bad in ["0", "-1", "1.0000001", "abc", "1e3", ""] {
            assert_eq!(rate_micros(bad).unwrap_err().0, RATE_INVALID, "{bad}");
        }
        let today = day("2026-11-27");
        assert_eq!(rate_date(None, today).unwrap(), today);
        assert_eq!(rate_date(Some("2026-11-28"), today).unwrap_err().0, RATE_DATE_INVALID);
        assert_eq!(rate_date(Some("2026-2-1"), today).unwrap_err().0, RATE_DATE_INVALID);
    }

    #[test]
    fn a_rate_a_week_old_is_still_fresh_and_then_stale() {
        let row = |date: &str| exchange_rates::Model {
            currency: Currency::Usd,
            rate_date: day(date),
            inr_micros: 83_500_000,
            set_by: None,
            created_at: defaults::now(),
        };
        let today = day("2026-11-27");
        assert!(!Rate::of(row("2026-11-20"), today).stale);
        assert!(Rate::of(row("2026-11-19"), today).stale);
        let usd = Rate::of(row("2026-11-27"), today);
        assert_eq!(usd.from_rupees(Decimal::new(27_600, 2)).unwrap().to_string(), "3.31");
        assert_eq!(usd.to_paise(1_000), Some(83_500), "US$10.00 is ₹835.00");
    }
}
