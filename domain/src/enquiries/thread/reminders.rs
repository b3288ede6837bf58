//! Both sides of an enquiry are told, once per quote, that its validity ends within 48
//! hours. The job keeps nothing in memory: a quote is reminded when its row in
//! `quote_reminders` is inserted, in the same transaction as the two mails, so a restart
//! resends nothing and instances sharing one database never both send (the second insert
//! of a key fails). A quote holds to the end of its `valid_until` day (UTC).

use std::time::Duration;

use chrono::{Days, NaiveDate, Utc};
use sea_orm::sea_query::Expr;
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, DatabaseConnection, DbErr, EntityTrait, QueryFilter, QueryOrder,
    QuerySelect, Set, TransactionTrait,
};

use foundation::entities::codes::EnquiryStatus;
use foundation::entities::{enquiry_quotes, enquiry_threads, now, product_enquiries, quote_reminders};

/// How often the job looks for quotes to remind.
pub const EVERY: Duration = Duration::from_secs(10 * 60);
/// Quotes claimed per statement.
const BATCH: u64 = 100;

/// The last `valid_until` whose end is within 48 hours of `at`: a quote valid through day
/// D ends at D + 1 day, 00:00 UTC.
fn last_day_due(today: NaiveDate) -> NaiveDate {
    today.checked_add_days(Days::new(1)).unwrap_or(NaiveDate::MAX)
}

/// Quotes still valid, ending within 48 hours, never reminded: read through the index on
/// `valid_until` (a two-day range), oldest first.
async fn due<C: ConnectionTrait>(db: &C, today: NaiveDate) -> Result<Vec<enquiry_quotes::Model>, DbErr> {
    enquiry_quotes::Entity::find()
        .filter(enquiry_quotes::Column::ValidUntil.gte(today))
        .filter(enquiry_quotes::Column::ValidUntil.lte(last_day_due(today)))
        .filter(Expr::cust(
            "NOT EXISTS (SELECT 1 FROM quote_reminders WHERE quote_reminders.enquiry_id = enquiry_quotes.enquiry_id)",
        ))
        .order_by_asc(enquiry_quotes::Column::ValidUntil)
        .order_by_asc(enquiry_quotes::Column::EnquiryId)
        .limit(BATCH)
        .all(db)
        .await
}

/// Whether the quote can still be taken: the request undecided, the enquiry open, the
/// quote not declined.
async fn still_open<C: ConnectionTrait>(txn: &C, enquiry: &product_enquiries::Model) -> Result<bool, DbErr> {
    if enquiry.quote_outcome.is_some() || matches!(enquiry.status, EnquiryStatus::Completed | EnquiryStatus::Rejected) {
        return Ok(false);
    }
    let thread = enquiry_threads::Entity::find_by_id(enquiry.id.clone()).one(txn).await?;
    Ok(thread.is_none_or(|t| t.decline_reason.is_none()))
}

/// Claims and reminds one quote; false when another instance claimed it first.
async fn remind<C: TransactionTrait>(db: &C, quote: &enquiry_quotes::Model) -> Result<bool, DbErr> {
    let txn = db.begin().await?;
    let claim = quote_reminders::ActiveModel {
        enquiry_id: Set(quote.enquiry_id.clone()),
        valid_until: Set(quote.valid_until),
        reminded_at: Set(now()),
    }
    .insert(&txn)
    .await;
    match claim {
        Ok(_) => {}
        Err(err) if matches!(err.sql_err(), Some(sea_orm::SqlErr::UniqueConstraintViolation(_))) => {
            txn.rollback().await?;
            return Ok(false);
        }
        Err(err) => return Err(err),
    }
    let enquiry = product_enquiries::Entity::find_by_id(quote.enquiry_id.clone()).one(&txn).await?;
    if let Some(enquiry) = enquiry {
        if still_open(&txn, &enquiry).await? {
            crate::mail::notices::quote_expiring(&txn, &enquiry, quote).await?;
        }
    }
    txn.commit().await?;
    Ok(true)
}

/// One round: every due quote reminded by this instance or another. Returns how many this
/// instance claimed.
pub async fn send_due<C: ConnectionTrait + TransactionTrait>(db: &C) -> Result<usize, DbErr> {
    let today = Utc::now().date_naive();
    let mut claimed = 0;
    loop {
        let quotes = due(db, today).await?;
        let full = quotes.len() as u64 == BATCH;
        let mut progressed = false;
        for quote in &quotes {
            if remind(db, quote).await? {
                claimed += 1;
            }
            progressed = true;
        }
        if !full || !progressed {
            return Ok(claimed);
        }
    }
}

/// Runs [`send_due`] now and every [`EVERY`] until stopped.
pub fn spawn(db: DatabaseConnection) -> crate::periodic::Periodic {
    crate::periodic::every(db, EVERY, "quote reminders", |db| async move { send_due(&db).await })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_quote_is_due_from_48_hours_before_its_last_day_ends() {
        let today = NaiveDate::from_ymd_opt(2026, 11, 27).unwrap();
        assert_eq!(last_day_due(today), NaiveDate::from_ymd_opt(2026, 11, 28).unwrap());
    }
}
