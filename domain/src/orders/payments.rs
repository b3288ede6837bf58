//! Payments recorded, never processed. An order's payment terms give its lines, in the one
//! table [`plan`]; the buyer marks a line sent, the supplier received (who and when kept);
//! an overdue line is mailed to both sides once, however many instances share the database.

use std::time::Duration;

use chrono::{Days, NaiveDate, Utc};
use sea_orm::sea_query::Expr;
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, DatabaseConnection, DbErr, EntityTrait, IntoActiveModel,
    QueryFilter, QueryOrder, QuerySelect, Set, TransactionTrait,
};
use serde::Deserialize;
use utoipa::ToSchema;

use super::access::{locked, Actor, ORDER_CANCELLED};
use super::events::record_event;
use super::view::{order_view, OrderView};
use crate::trade::comparable::refusal;
use crate::validation::optional;
use foundation::entities::codes::{OrderParty, OrderStatus, PaymentDue, PaymentPart, PaymentTerms};
use foundation::entities::{now, order_payments, orders};
use foundation::error::Error;

pub const NO_LINE: &str = "No such payment line on this order";
pub const ALREADY_SENT: &str = "This payment is already marked sent";
pub const ALREADY_RECEIVED: &str = "This payment is already marked received";
/// How often the overdue sweep runs.
pub const EVERY: Duration = Duration::from_secs(30 * 60);
/// Lines claimed per statement of the sweep.
const BATCH: u64 = 100;

/// One line of a plan: its part, its share of the total in percent, what it falls due
/// after and how many days after that.
pub type Planned = (PaymentPart, i32, PaymentDue, i32);

/// The payment lines each of the enquiry form's payment terms calls for: the one place
/// where terms become lines. `advance` is 30% within a week of the order and the balance
/// against the shipping documents (a week after shipment); `net30` and `net15` the whole
/// amount 30 or 15 days after the order; `cod` the whole amount on delivery.
pub fn plan(terms: PaymentTerms) -> &'static [Planned] {
    match terms {
        PaymentTerms::Advance => {
            &[(PaymentPart::Advance, 30, PaymentDue::Order, 7), (PaymentPart::Balance, 70, PaymentDue::Shipment, 7)]
        }
        PaymentTerms::Net30 => &[(PaymentPart::Full, 100, PaymentDue::Order, 30)],
        PaymentTerms::Net15 => &[(PaymentPart::Full, 100, PaymentDue::Order, 15)],
        PaymentTerms::Cod => &[(PaymentPart::Full, 100, PaymentDue::Delivery, 0)],
    }
}

/// Each line's share of `total` minor units: rounded down but the last, which takes the
/// rest, so the lines always add up to the total.
pub fn split(total: i64, percents: &[i32]) -> Vec<i64> {
    let mut left = total;
    let mut out = Vec::with_capacity(percents.len());
    for (i, percent) in percents.iter().enumerate() {
        let share = if i + 1 == percents.len() { left } else { total * i64::from(*percent) / 100 };
        left -= share;
        out.push(share);
    }
    out
}

fn day_after(day: NaiveDate, days: i32) -> NaiveDate {
    day.checked_add_days(Days::new(u64::try_from(days).unwrap_or(0))).unwrap_or(NaiveDate::MAX)
}

/// Writes the lines of `order`'s payment terms, those due after the order dated now.
pub async fn plan_lines<C: ConnectionTrait>(txn: &C, order: &orders::Model) -> Result<(), Error> {
    let lines = plan(order.payment_terms);
    let percents: Vec<i32> = lines.iter().map(|l| l.1).collect();
    let amounts = order.total_minor.map(|total| split(total, &percents));
    let today = order.created_at.date_naive();
    for (i, (part, percent, due, days)) in lines.iter().enumerate() {
        order_payments::ActiveModel {
            order_id: Set(order.id.clone()),
            seq: Set(i32::try_from(i + 1).unwrap_or(i32::MAX)),
            part: Set(*part),
            percent: Set(*percent),
            amount_minor: Set(amounts.as_ref().map(|a| a[i])),
            currency: Set(order.currency),
            due: Set(*due),
            due_days: Set(*days),
            due_on: Set((*due == PaymentDue::Order).then(|| day_after(today, *days))),
            ..Default::default()
        }
        .insert(txn)
        .await?;
    }
    Ok(())
}

/// Dates the lines that fall due after `due` (the order shipped, or was delivered) from today.
pub async fn date_lines<C: ConnectionTrait>(txn: &C, order_id: &str, due: PaymentDue) -> Result<(), Error> {
    let today = Utc::now().date_naive();
    let lines = order_payments::Entity::find()
        .filter(order_payments::Column::OrderId.eq(order_id))
        .filter(order_payments::Column::Due.eq(due))
        .filter(order_payments::Column::DueOn.is_null())
        .all(txn)
        .await?;
    for line in lines {
        let on = day_after(today, line.due_days);
        let mut row = line.into_active_model();
        row.due_on = Set(Some(on));
        row.update(txn).await?;
    }
    Ok(())
}

/// Longest note on a payment sent.
pub const PAYMENT_NOTE_MAX: usize = 255;

/// The buyer's note on a payment it sent (a bank reference, say).
#[derive(Debug, Default, Deserialize, ToSchema)]
pub struct PaymentInput {
    pub note: Option<String>,
}

async fn line_of<C: ConnectionTrait>(txn: &C, order_id: &str, seq: i32) -> Result<order_payments::Model, Error> {
    order_payments::Entity::find()
        .filter(order_payments::Column::OrderId.eq(order_id))
        .filter(order_payments::Column::Seq.eq(seq))
        .one(txn)
        .await?
        .ok_or_else(|| Error::NotFound(NO_LINE.into()))
}

/// A line's number from its path segment.
pub fn seq_of(text: &str) -> Result<i32, Error> {
    text.parse().ok().filter(|n| *n > 0).ok_or_else(|| Error::NotFound(NO_LINE.into()))
}

/// The buyer marks line `seq` of its order sent; the supplier is told.
pub async fn mark_sent<C: TransactionTrait + ConnectionTrait>(
    db: &C,
    buyer_id: &str,
    order_id: &str,
    seq: i32,
    input: &PaymentInput,
) -> Result<OrderView, Error> {
    let note = optional(input.note.as_deref(), "Note", PAYMENT_NOTE_MAX).map_err(|e| refusal("note", e))?;
    let txn = foundation::db::begin_write(db).await?;
    let actor = Actor::Buyer(buyer_id);
    let order = locked(&txn, actor, order_id).await?;
    if order.status == OrderStatus::Cancelled {
        return Err(Error::Conflict(ORDER_CANCELLED.into()));
    }
    let line = line_of(&txn, order_id, seq).await?;
    if line.sent_at.is_some() {
        return Err(Error::Conflict(ALREADY_SENT.into()));
    }
    let mut row = line.into_active_model();
    row.sent_at = Set(Some(now()));
    row.sent_by = Set(Some(buyer_id.to_owned()));
    row.sent_note = Set(note);
    let line = row.update(&txn).await?;
    super::notices::payment_marked(&txn, &order, &line, OrderParty::Buyer).await?;
    let view = order_view(&txn, order).await?;
    txn.commit().await?;
    Ok(view)
}

/// The supplier marks line `seq` of its order received; the buyer is told. The advance
/// received moves a confirmed order to `advance_received`.
pub async fn mark_received<C: TransactionTrait + ConnectionTrait>(
    db: &C,
    supplier_id: &str,
    order_id: &str,
    seq: i32,
) -> Result<OrderView, Error> {
    let txn = foundation::db::begin_write(db).await?;
    let mut order = locked(&txn, Actor::Supplier(supplier_id), order_id).await?;
    if order.status == OrderStatus::Cancelled {
        return Err(Error::Conflict(ORDER_CANCELLED.into()));
    }
    let line = line_of(&txn, order_id, seq).await?;
    if line.received_at.is_some() {
        return Err(Error::Conflict(ALREADY_RECEIVED.into()));
    }
    let mut row = line.into_active_model();
    row.received_at = Set(Some(now()));
    row.received_by = Set(Some(supplier_id.to_owned()));
    let line = row.update(&txn).await?;
    if line.part == PaymentPart::Advance && order.status == OrderStatus::Confirmed {
        let mut moved = order.into_active_model();
        moved.status = Set(OrderStatus::AdvanceReceived);
        order = moved.update(&txn).await?;
        let note = Some("Advance payment received".to_owned());
        record_event(&txn, &order, OrderStatus::AdvanceReceived, OrderParty::Supplier, Some(supplier_id), note).await?;
    }
    super::notices::payment_marked(&txn, &order, &line, OrderParty::Supplier).await?;
    let view = order_view(&txn, order).await?;
    txn.commit().await?;
    Ok(view)
}

/// Whether the order has an advance line not yet received: it is not produced before.
pub async fn advance_outstanding<C: ConnectionTrait>(db: &C, order_id: &str) -> Result<bool, DbErr> {
    let waiting: Option<String> = order_payments::Entity::find()
        .select_only()
        .column(order_payments::Column::Id)
        .filter(order_payments::Column::OrderId.eq(order_id))
        .filter(order_payments::Column::Part.eq(PaymentPart::Advance))
        .filter(order_payments::Column::ReceivedAt.is_null())
        .into_tuple()
        .one(db)
        .await?;
    Ok(waiting.is_some())
}

/// Whether every payment line of the order is received: it closes only then.
pub async fn all_received<C: ConnectionTrait>(db: &C, order_id: &str) -> Result<bool, DbErr> {
    let waiting: Option<String> = order_payments::Entity::find()
        .select_only()
        .column(order_payments::Column::Id)
        .filter(order_payments::Column::OrderId.eq(order_id))
        .filter(order_payments::Column::ReceivedAt.is_null())
        .into_tuple()
        .one(db)
        .await?;
    Ok(waiting.is_none())
}

/// Lines past their due day, not received, never reported: through the index on
/// (`overdue_notified_at`, `due_on`), oldest due first.
async fn overdue<C: ConnectionTrait>(db: &C, today: NaiveDate) -> Result<Vec<order_payments::Model>, DbErr> {
    order_payments::Entity::find()
        .filter(order_payments::Column::OverdueNotifiedAt.is_null())
        .filter(order_payments::Column::DueOn.lt(today))
        .filter(order_payments::Column::ReceivedAt.is_null())
        .order_by_asc(order_payments::Column::DueOn)
        .order_by_asc(order_payments::Column::Id)
        .limit(BATCH)
        .all(db)
        .await
}

/// Claims line `line` and mails both sides of its order; false when another instance
/// claimed it first. The claim is an update of the unclaimed line, which a second
/// instance's update waits for and then finds claimed.
async fn report<C: TransactionTrait + ConnectionTrait>(db: &C, line: &order_payments::Model) -> Result<bool, DbErr> {
    let txn = foundation::db::begin_committed(db).await?;
    let claimed = order_payments::Entity::update_many()
        .col_expr(order_payments::Column::OverdueNotifiedAt, Expr::value(now()))
        .filter(order_payments::Column::Id.eq(line.id.as_str()))
        .filter(order_payments::Column::OverdueNotifiedAt.is_null())
        .exec(&txn)
        .await?;
    if claimed.rows_affected != 1 {
        txn.rollback().await?;
        return Ok(false);
    }
    let order = orders::Entity::find_by_id(line.order_id.clone()).one(&txn).await?;
    if let Some(order) = order.filter(|o| !matches!(o.status, OrderStatus::Cancelled | OrderStatus::Closed)) {
        super::notices::payment_overdue(&txn, &order, line).await?;
    }
    txn.commit().await?;
    Ok(true)
}

/// One round of the sweep: every overdue line reported by this instance or another.
/// Returns how many this instance claimed.
pub async fn send_overdue<C: ConnectionTrait + TransactionTrait>(db: &C) -> Result<usize, DbErr> {
    let today = Utc::now().date_naive();
    let mut claimed = 0;
    loop {
        let lines = overdue(db, today).await?;
        for line in &lines {
            if report(db, line).await? {
                claimed += 1;
            }
        }
        // Each line read is claimed by someone before the next read, so a full batch
        // leaves fewer behind it; a short one was the last.
        if (lines.len() as u64) < BATCH {
            return Ok(claimed);
        }
    }
}

/// Runs [`send_overdue`] now and every [`EVERY`] until stopped.
pub fn spawn(db: DatabaseConnection) -> crate::periodic::Periodic {
    crate::periodic::every(db, EVERY, "overdue payments", |db| async move { send_overdue(&db).await })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_add_up_to_the_total() {
        assert_eq!(split(1_000_001, &[30, 70]), vec![300_000, 700_001]);
        assert_eq!(split(999, &[100]), vec![999]);
        for terms in PaymentTerms::ALL {
            assert_eq!(plan(*terms).iter().map(|l| l.1).sum::<i32>(), 100, "{terms}");
        }
    }
}
