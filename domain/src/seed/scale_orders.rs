//! The generated catalogue's trade: the last enquiry of every generated product is quoted
//! and accepted, and its order has gone as far as its number says (every status appears,
//! cancellations too), with the milestones, shipment details and payment lines a real one
//! would have by then. Every value comes from the product's number, as in the rest of the
//! generator, and every unpaid line is marked as told already: a grown site mails no
//! overdue payment, now or when its dates come.

use chrono::{DateTime, Datelike, Days, Duration, Utc};
use sea_orm::sea_query::Expr;
use sea_orm::{ColumnTrait, ConnectionTrait, DbErr, EntityTrait, IntoActiveModel, QueryFilter, Set, TryIntoModel};

use super::scale_ids::{child, id, Kind};
use crate::orders::create::{make_year, number_text};
use crate::orders::payments::{plan, split};
use crate::trade::label::QuoteWords;
use foundation::entities::codes::{
    ComparableUnit, Currency, Incoterm, OrderParty, OrderStatus, PaymentDue, PaymentPart, QuoteOutcome,
};
use foundation::entities::{enquiry_quotes, order_events, order_numbers, order_payments, orders, product_enquiries};

/// The way through an order's milestones, as the site's own steps take it.
const PATH: [OrderStatus; 9] = [
    OrderStatus::Placed,
    OrderStatus::Confirmed,
    OrderStatus::AdvanceReceived,
    OrderStatus::InProduction,
    OrderStatus::ReadyToShip,
    OrderStatus::Shipped,
    OrderStatus::Arrived,
    OrderStatus::Delivered,
    OrderStatus::Closed,
];

/// The quote, order, milestones and payment lines of one accepted enquiry.
pub struct OrderRows {
    pub quote: enquiry_quotes::ActiveModel,
    pub order: orders::ActiveModel,
    pub events: Vec<order_events::ActiveModel>,
    pub payments: Vec<order_payments::ActiveModel>,
}

/// What the quote repeats of the offer it answers.
pub struct Quoted {
    pub pack_content_milli: Option<i64>,
    /// Minor units per comparable unit.
    pub comparable: Option<i64>,
    pub sold_by: ComparableUnit,
}

/// The supplier's details the order copies.
pub struct SupplierContact {
    pub email: String,
    pub phone: String,
    pub address: String,
}

/// Product k's order: `enquiry` (made by the generator) is marked accepted at its offer.
pub fn accepted(
    k: u64,
    enquiry: &mut product_enquiries::ActiveModel,
    quoted: &Quoted,
    supplier: SupplierContact,
) -> OrderRows {
    enquiry.quote_outcome = Set(Some(QuoteOutcome::Accepted));
    let asked = enquiry.clone().try_into_model().expect("a generated enquiry has every column");
    let placed = asked.created_at + Duration::days(3);
    let quote = quote(&asked, quoted);
    let status = status_of(k);
    let order = order(k, &asked, &quote, status, placed, supplier);
    let events = events(k, &order, placed);
    let payments = payments(k, &order, placed);
    OrderRows { quote: quote.into_active_model(), order: order.into_active_model(), events, payments }
}

fn quote(asked: &product_enquiries::Model, quoted: &Quoted) -> enquiry_quotes::Model {
    let sent = asked.created_at + Duration::days(1);
    enquiry_quotes::Model {
        enquiry_id: asked.id.clone(),
        vendor_id: asked.vendor_id.clone(),
        price_paise: asked.supplier_price_paise,
        unit: asked.supplier_unit,
        min_order: None,
        valid_until: sent.date_naive() + Days::new(30),
        delivery_terms: "Within 21 days of the advance".into(),
        message: None,
        revision: 1,
        pack_content_milli: quoted.pack_content_milli,
        comparable_unit: Some(quoted.sold_by),
        comparable_paise: quoted.comparable,
        incoterm: Some(Incoterm::Fob),
        named_place: Some("Nhava Sheva".into()),
        currency: Currency::Inr,
        created_at: sent,
        updated_at: sent,
    }
}

/// Placed, confirmed… closed, and every tenth cancelled.
fn status_of(k: u64) -> OrderStatus {
    match k % 10 {
        9 => OrderStatus::Cancelled,
        i => PATH[i as usize],
    }
}

/// The milestones an order in `status` has passed, in order.
fn passed(status: OrderStatus) -> Vec<OrderStatus> {
    match status {
        OrderStatus::Cancelled => vec![OrderStatus::Placed, OrderStatus::Confirmed, OrderStatus::Cancelled],
        s => PATH.iter().copied().take_while(|p| *p != s).chain([s]).collect(),
    }
}

/// Milestone i of an order happens four days after the one before.
fn step_time(placed: DateTime<Utc>, i: usize) -> DateTime<Utc> {
    placed + Duration::days(4 * i as i64)
}

fn order(
    k: u64,
    asked: &product_enquiries::Model,
    quote: &enquiry_quotes::Model,
    status: OrderStatus,
    placed: DateTime<Utc>,
    supplier: SupplierContact,
) -> orders::Model {
    let shipped = passed(status).contains(&OrderStatus::Shipped);
    let departed = step_time(placed, 5).date_naive();
    let updated = step_time(placed, passed(status).len() - 1);
    orders::Model {
        id: id(Kind::Order, k),
        // k is unique across years: a year's counter is moved past the last k (`number_years`).
        number: number_text(placed.year(), k as i64),
        enquiry_id: Some(asked.id.clone()),
        user_id: asked.user_id.clone(),
        vendor_id: asked.vendor_id.clone(),
        status,
        product_id: asked.product_id.clone(),
        variety_id: asked.variety_id.clone(),
        product_title: asked.product_title.clone(),
        variety_title: asked.variety_title.clone(),
        quantity: asked.quantity,
        unit: asked.unit,
        quote_unit: quote.unit,
        pack_content_milli: quote.pack_content_milli,
        comparable_unit: quote.comparable_unit.unwrap_or(ComparableUnit::Kg),
        price_minor: quote.price_paise,
        total_minor: QuoteWords::of(quote).total(asked).map(|m| m.minor()),
        currency: quote.currency,
        incoterm: quote.incoterm,
        named_place: quote.named_place.clone(),
        delivery_terms: quote.delivery_terms.clone(),
        payment_terms: asked.payment_terms,
        quote_revision: quote.revision,
        quote_valid_until: quote.valid_until,
        buyer_name: asked.name.clone(),
        buyer_email: asked.email.clone(),
        buyer_phone: asked.phone.clone(),
        buyer_company: asked.company.clone(),
        buyer_address: [&asked.address, &asked.city, &asked.state, &asked.pincode].map(|s| s.as_str()).join(", "),
        supplier_name: asked.supplier_name.clone(),
        supplier_email: supplier.email,
        supplier_phone: supplier.phone,
        supplier_address: supplier.address,
        needs_phytosanitary: quote.comparable_unit == Some(ComparableUnit::Kg),
        carrier: shipped.then(|| "Maersk".into()),
        vessel: shipped.then(|| format!("Maersk Kensington {:03}", k % 1000)),
        transport_document: shipped.then(|| format!("MAEU{k:09}")),
        container: shipped.then(|| format!("MSKU{k:07}")),
        etd: shipped.then_some(departed),
        eta: shipped.then(|| departed + Days::new(24)),
        cancel_reason: (status == OrderStatus::Cancelled).then(|| "The buyer's import permit was refused".into()),
        created_at: placed,
        updated_at: updated,
        created_micros: placed.timestamp_micros(),
    }
}

fn events(k: u64, order: &orders::Model, placed: DateTime<Utc>) -> Vec<order_events::ActiveModel> {
    passed(order.status)
        .into_iter()
        .enumerate()
        .map(|(i, status)| {
            let at = step_time(placed, i);
            let party = match status {
                OrderStatus::Placed => OrderParty::Site,
                OrderStatus::Delivered | OrderStatus::Cancelled => OrderParty::Buyer,
                _ => OrderParty::Supplier,
            };
            let actor = match party {
                OrderParty::Buyer => order.user_id.clone(),
                OrderParty::Supplier => order.vendor_id.clone(),
                _ => None,
            };
            order_events::Model {
                id: id(Kind::OrderEvent, child(k, i as u64)),
                order_id: order.id.clone(),
                status,
                party,
                actor_id: actor,
                note: (status == OrderStatus::Cancelled).then(|| order.cancel_reason.clone()).flatten(),
                created_at: at,
                created_micros: at.timestamp_micros(),
            }
            .into_active_model()
        })
        .collect()
}

/// Whether a line falling due after `due` is paid by the time the order is in `status`.
fn paid(part: PaymentPart, due: PaymentDue, status: OrderStatus) -> bool {
    let reached = |s: OrderStatus| passed(status).contains(&s);
    match (part, due) {
        (PaymentPart::Advance, _) => reached(OrderStatus::AdvanceReceived),
        (_, PaymentDue::Delivery) => reached(OrderStatus::Closed),
        _ => reached(OrderStatus::Delivered),
    }
}

fn payments(k: u64, order: &orders::Model, placed: DateTime<Utc>) -> Vec<order_payments::ActiveModel> {
    let lines = plan(order.payment_terms);
    let amounts = order.total_minor.map(|total| split(total, &lines.iter().map(|l| l.1).collect::<Vec<_>>()));
    let shipped = order.etd;
    lines
        .iter()
        .enumerate()
        .map(|(i, &(part, percent, due, days))| {
            let from = match due {
                PaymentDue::Order => Some(placed.date_naive()),
                PaymentDue::Shipment => shipped,
                PaymentDue::Delivery => None,
            };
            let due_on = from.map(|d| d + Days::new(days as u64));
            let received = paid(part, due, order.status).then(|| step_time(placed, 2 + i * 5));
            order_payments::Model {
                id: id(Kind::OrderPayment, child(k, i as u64)),
                order_id: order.id.clone(),
                seq: i as i32 + 1,
                part,
                percent,
                amount_minor: amounts.as_ref().map(|a| a[i]),
                currency: order.currency,
                due,
                due_days: days,
                due_on,
                sent_at: received,
                sent_by: received.and(order.user_id.clone()),
                sent_note: None,
                received_at: received,
                received_by: received.and(order.vendor_id.clone()),
                // Long past due: told once already, as the overdue sweep would have.
                overdue_notified_at: due_on
                    .filter(|_| received.is_none())
                    .map(|d| d.and_time(Default::default()).and_utc()),
                created_at: placed,
            }
            .into_active_model()
        })
        .collect()
}

/// Moves the counter of every year in `years` past `last`, the greatest generated rank,
/// so that an order placed later in one of them gets a number of its own. A counter
/// already past it is left alone.
pub async fn number_years<C: ConnectionTrait>(
    db: &C,
    years: std::ops::RangeInclusive<i32>,
    last: u64,
) -> Result<(), DbErr> {
    let last = last as i64;
    for year in years {
        make_year(db, year).await?;
        // One conditional statement: an order placed meanwhile moves the counter under
        // the row's lock, and a counter already past `last` is never moved back.
        order_numbers::Entity::update_many()
            .col_expr(order_numbers::Column::Last, Expr::value(last))
            .filter(order_numbers::Column::Year.eq(year))
            .filter(order_numbers::Column::Last.lt(last))
            .exec(db)
            .await?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_status_appears_and_milestones_follow_the_steps() {
        let statuses: Vec<_> = (1..=10).map(status_of).collect();
        for s in OrderStatus::ALL {
            assert!(statuses.contains(s), "{s:?}");
        }
        assert_eq!(passed(OrderStatus::Placed), vec![OrderStatus::Placed]);
        assert_eq!(passed(OrderStatus::Closed).len(), 9);
        assert_eq!(passed(OrderStatus::Cancelled).last(), Some(&OrderStatus::Cancelled));
    }

    #[test]
    fn lines_are_paid_as_the_order_goes() {
        assert!(!paid(PaymentPart::Advance, PaymentDue::Order, OrderStatus::Confirmed));
        assert!(paid(PaymentPart::Advance, PaymentDue::Order, OrderStatus::InProduction));
        assert!(!paid(PaymentPart::Balance, PaymentDue::Shipment, OrderStatus::Arrived));
        assert!(paid(PaymentPart::Balance, PaymentDue::Shipment, OrderStatus::Delivered));
        assert!(!paid(PaymentPart::Full, PaymentDue::Delivery, OrderStatus::Delivered));
        assert!(!paid(PaymentPart::Advance, PaymentDue::Order, OrderStatus::Cancelled));
    }
}
