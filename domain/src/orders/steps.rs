//! The milestones of an order and who may move it to each, in one table ([`rule`]): the
//! supplier confirms, produces, readies, ships (with carrier and B/L or AWB number) and
//! marks arrival; the advance received follows the supplier's record of that payment; the
//! buyer confirms delivery; the supplier closes a delivered, fully paid order. Either side
//! cancels, with a reason, before shipment. An admin may set any status, with a note that
//! the activity log keeps. A step by the wrong side answers 403, out of order 409.

use chrono::NaiveDate;
use sea_orm::{ActiveModelTrait, ConnectionTrait, IntoActiveModel, Set, TransactionTrait};
use serde::Deserialize;
use utoipa::ToSchema;

use super::access::{locked, status_words, Actor};
use super::events::record_event;
use super::payments::{advance_outstanding, all_received, date_lines};
use super::view::{order_view, OrderView};
use crate::admin_activity::{record, Activity, AdminActor};
use crate::trade::comparable::refusal;
use crate::validation::{optional, required, Form, Invalid};
use foundation::entities::codes::{OrderParty, OrderStatus, PaymentDue};
use foundation::entities::orders;
use foundation::error::Error;

pub const ADVANCE_FIRST: &str = "The advance payment has not been received yet: production starts after it";
pub const ADVANCE_BY_PAYMENT: &str =
    "The advance is recorded by marking its payment line received: the order moves with it";
pub const UNPAID: &str = "Every payment line must be received before the order is closed";
pub const NOT_AFTER_SHIPMENT: &str = "This order has shipped: it can no longer be cancelled";
pub const NOTE_REQUIRED: &str = "Say why you correct this order";
pub const REASON_REQUIRED: &str = "Say why the order is cancelled";
/// Longest shipment detail (carrier, vessel, B/L or AWB number, container).
pub const TEXT_MAX: usize = 255;
/// Longest note or reason of a step.
pub const NOTE_MAX: usize = 2000;

/// A step asked for: the status to move to, with what it needs.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct StepInput {
    /// The status to move to: confirmed, in_production, ready_to_ship, shipped, arrived or
    /// closed (the supplier); delivered (the buyer); cancelled (either, before shipment).
    pub step: Option<String>,
    pub note: Option<String>,
    /// Why the order is cancelled (required to cancel).
    pub reason: Option<String>,
    /// Shipped: the carrier (required), vessel or flight, B/L or AWB number (required),
    /// container, and the dates of departure and arrival (YYYY-MM-DD).
    pub carrier: Option<String>,
    pub vessel: Option<String>,
    pub transport_document: Option<String>,
    pub container: Option<String>,
    pub etd: Option<String>,
    pub eta: Option<String>,
}

/// An admin's correction: any status, and why.
#[derive(Debug, Default, Deserialize, ToSchema)]
pub struct CorrectionInput {
    pub status: Option<String>,
    /// Required: kept on the order's history and in the admin activity.
    pub note: Option<String>,
}

/// Which side moves an order to a status.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Mover {
    Supplier,
    Buyer,
    Either,
    /// Nobody by a step: the site (placed) or a payment (advance received).
    Nobody,
}

/// Who moves an order to `to`, and from which statuses.
fn rule(to: OrderStatus) -> (Mover, &'static [OrderStatus]) {
    use OrderStatus::*;
    match to {
        Placed => (Mover::Nobody, &[]),
        Confirmed => (Mover::Supplier, &[Placed]),
        AdvanceReceived => (Mover::Nobody, &[Confirmed]),
        InProduction => (Mover::Supplier, &[Confirmed, AdvanceReceived]),
        ReadyToShip => (Mover::Supplier, &[InProduction]),
        Shipped => (Mover::Supplier, &[ReadyToShip]),
        Arrived => (Mover::Supplier, &[Shipped]),
        Delivered => (Mover::Buyer, &[Arrived]),
        Closed => (Mover::Supplier, &[Delivered]),
        Cancelled => (Mover::Either, &[Placed, Confirmed, AdvanceReceived, InProduction, ReadyToShip]),
    }
}

/// Whether `party` may move an order to `to`: 403 in words otherwise.
fn check_party(to: OrderStatus, party: OrderParty) -> Result<(), Error> {
    let (mover, _) = rule(to);
    let allowed = match mover {
        Mover::Supplier => party == OrderParty::Supplier,
        Mover::Buyer => party == OrderParty::Buyer,
        Mover::Either => matches!(party, OrderParty::Buyer | OrderParty::Supplier),
        Mover::Nobody => false,
    };
    if allowed {
        return Ok(());
    }
    Err(Error::Forbidden(match (mover, to) {
        (Mover::Nobody, OrderStatus::AdvanceReceived) if party == OrderParty::Supplier => ADVANCE_BY_PAYMENT.into(),
        (Mover::Nobody, _) => format!("An order cannot be marked {} by a step", status_words(to)),
        (Mover::Buyer, _) => format!("Only the buyer can mark an order {}", status_words(to)),
        _ => format!("Only the supplier can mark an order {}", status_words(to)),
    }))
}

/// Whether an order in `from` may move to `to` now: 409 in words otherwise.
fn check_order(from: OrderStatus, to: OrderStatus) -> Result<(), Error> {
    if rule(to).1.contains(&from) {
        return Ok(());
    }
    if to == OrderStatus::Cancelled
        && matches!(from, OrderStatus::Shipped | OrderStatus::Arrived | OrderStatus::Delivered)
    {
        return Err(Error::Conflict(NOT_AFTER_SHIPMENT.into()));
    }
    Err(Error::Conflict(format!("This order is {}: it cannot be marked {} now", status_words(from), status_words(to))))
}

fn parse_status(text: Option<&str>, field: &str) -> Result<OrderStatus, Error> {
    let text = text.map(str::trim).unwrap_or_default();
    OrderStatus::parse(text)
        .ok_or_else(|| refusal(field, Invalid(format!("Status must be one of {}", OrderStatus::CODES.join(", ")))))
}

fn date_field(form: &mut Form, field: &str, text: Option<&str>) -> Option<NaiveDate> {
    let text = text.map(str::trim).filter(|t| !t.is_empty())?;
    let parsed = NaiveDate::parse_from_str(text, "%Y-%m-%d").map_err(|_| Invalid::new("Enter a date as YYYY-MM-DD"));
    form.check(field, parsed)
}

/// The shipment's details on `row`: carrier and B/L or AWB number required.
fn shipment(row: &mut orders::ActiveModel, input: &StepInput) -> Result<(), Error> {
    let s = Option::as_deref;
    let mut form = Form::new();
    let carrier = form.check("carrier", required(s(&input.carrier), "Carrier", TEXT_MAX));
    let document =
        form.check("transportDocument", required(s(&input.transport_document), "B/L or AWB number", TEXT_MAX));
    let vessel = form.check("vessel", optional(s(&input.vessel), "Vessel or flight", TEXT_MAX));
    let container = form.check("container", optional(s(&input.container), "Container", TEXT_MAX));
    let etd = date_field(&mut form, "etd", s(&input.etd));
    let eta = date_field(&mut form, "eta", s(&input.eta));
    form.finish()?;
    row.carrier = Set(carrier);
    row.transport_document = Set(document);
    row.vessel = Set(vessel.flatten());
    row.container = Set(container.flatten());
    row.etd = Set(etd);
    row.eta = Set(eta);
    Ok(())
}

/// The buyer or the supplier moves its order one step; the other side is told.
pub async fn take<C: TransactionTrait + ConnectionTrait>(
    db: &C,
    actor: Actor<'_>,
    order_id: &str,
    input: &StepInput,
) -> Result<OrderView, Error> {
    let to = parse_status(input.step.as_deref(), "step")?;
    let party = actor.party();
    check_party(to, party)?;
    let note = optional(input.note.as_deref(), "Note", NOTE_MAX).map_err(|e| refusal("note", e))?;
    let reason = optional(input.reason.as_deref(), "Reason", NOTE_MAX).map_err(|e| refusal("reason", e))?;
    let txn = foundation::db::begin_write(db).await?;
    let order = locked(&txn, actor, order_id).await?;
    check_order(order.status, to)?;
    let mut row = order.clone().into_active_model();
    match to {
        OrderStatus::InProduction if advance_outstanding(&txn, &order.id).await? => {
            return Err(Error::Conflict(ADVANCE_FIRST.into()))
        }
        OrderStatus::Closed if !all_received(&txn, &order.id).await? => return Err(Error::Conflict(UNPAID.into())),
        OrderStatus::Shipped => shipment(&mut row, input)?,
        OrderStatus::Cancelled => {
            let reason = reason.clone().ok_or_else(|| refusal("reason", Invalid::new(REASON_REQUIRED)))?;
            row.cancel_reason = Set(Some(reason));
        }
        _ => {}
    }
    row.status = Set(to);
    let order = row.update(&txn).await?;
    after_move(&txn, &order, to).await?;
    let note = if to == OrderStatus::Cancelled { reason } else { note };
    record_event(&txn, &order, to, party, Some(actor.account()), note.clone()).await?;
    super::notices::order_moved(&txn, &order, party, note.as_deref()).await?;
    let view = order_view(&txn, order).await?;
    txn.commit().await?;
    Ok(view)
}

/// What a status starts: the lines due after shipment or delivery get their dates.
async fn after_move<C: ConnectionTrait>(txn: &C, order: &orders::Model, to: OrderStatus) -> Result<(), Error> {
    match to {
        OrderStatus::Shipped => date_lines(txn, &order.id, PaymentDue::Shipment).await,
        OrderStatus::Delivered => date_lines(txn, &order.id, PaymentDue::Delivery).await,
        _ => Ok(()),
    }
}

/// An admin sets any status, with a required note: on the order's history, in the admin
/// activity, and mailed to both sides.
pub async fn correct<C: TransactionTrait + ConnectionTrait>(
    db: &C,
    admin: &AdminActor,
    order_id: &str,
    input: &CorrectionInput,
) -> Result<OrderView, Error> {
    let mut form = Form::new();
    let status = form.check(
        "status",
        parse_status(input.status.as_deref(), "status")
            .map_err(|_| Invalid(format!("Status must be one of {}", OrderStatus::CODES.join(", ")))),
    );
    let note =
        form.check("note", required(input.note.as_deref(), "Note", NOTE_MAX).map_err(|_| Invalid::new(NOTE_REQUIRED)));
    form.finish()?;
    let (Some(status), Some(note)) = (status, note) else { unreachable!("a form with no failures has every value") };
    let txn = foundation::db::begin_write(db).await?;
    let actor = Actor::Admin(admin);
    let before = locked(&txn, actor, order_id).await?;
    let mut row = before.clone().into_active_model();
    row.status = Set(status);
    let order = row.update(&txn).await?;
    after_move(&txn, &order, status).await?;
    record_event(&txn, &order, status, OrderParty::Admin, Some(&admin.admin_id), Some(note.clone())).await?;
    let summary = format!("{}: {} → {} ({note})", order.number, status_words(before.status), status_words(status));
    let activity =
        Activity { action: "order.status", entity: "order", record_id: Some(&order.id), summary: Some(summary) };
    record(&txn, admin, activity).await?;
    super::notices::order_moved(&txn, &order, OrderParty::Admin, Some(&note)).await?;
    let view = order_view(&txn, order).await?;
    txn.commit().await?;
    Ok(view)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_side_moves_only_its_own_steps_in_order() {
        assert!(check_party(OrderStatus::Confirmed, OrderParty::Supplier).is_ok());
        assert!(matches!(check_party(OrderStatus::Confirmed, OrderParty::Buyer), Err(Error::Forbidden(_))));
        assert!(matches!(check_party(OrderStatus::Delivered, OrderParty::Supplier), Err(Error::Forbidden(_))));
        assert!(check_party(OrderStatus::Cancelled, OrderParty::Buyer).is_ok());
        assert!(check_order(OrderStatus::Placed, OrderStatus::Confirmed).is_ok());
        assert!(matches!(check_order(OrderStatus::Placed, OrderStatus::Shipped), Err(Error::Conflict(_))));
        let late = check_order(OrderStatus::Shipped, OrderStatus::Cancelled).unwrap_err();
        assert_eq!(late.to_string(), NOT_AFTER_SHIPMENT);
    }
}
