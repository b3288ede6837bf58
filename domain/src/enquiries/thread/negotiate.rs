//! The negotiation after a quote: the buyer asks for a better price (a counter-offer) or
//! declines the quote with a reason; the supplier revises (the quote call) or declines
//! the counter-offer. Each step is an item of the conversation and a mail to the other side.

use std::net::IpAddr;

use sea_orm::{
    ColumnTrait, ConnectionTrait, DatabaseTransaction, EntityTrait, QueryFilter, QueryOrder, TransactionTrait,
};
use serde::Deserialize;
use utoipa::ToSchema;

use super::party::enquiry_for;
use super::party::Reader;
use super::view::{item_view, ThreadItem};
use crate::enquiries::quote::{ENQUIRY_CLOSED, NOT_QUOTED, REQUEST_DECIDED};
use crate::enquiries::thread_log::append::{append, set_decline, NewItem};
use crate::quotas::{self, Sender, COUNTER_OFFERS};
use crate::validation::rules::NOTES_MAX;
use crate::validation::{optional, required, Form, Invalid, Paise};
use foundation::entities::codes::{DeclineReason, EnquiryStatus, ThreadItemKind, ThreadParty, Unit};
use foundation::entities::{enquiry_messages, enquiry_quotes, enquiry_threads, product_enquiries};
use foundation::error::Error;

pub const ALREADY_DECLINED: &str = "You have already declined this quote";
pub const NO_COUNTER: &str = "No counter-offer is waiting for your answer";
pub const REASON_TEXT_REQUIRED: &str = "Tell the supplier why you decline the quote";

/// The buyer's counter-offer: the price it would accept per `targetUnit`, in the quote's
/// currency.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CounterOfferInput {
    /// The price per `targetUnit` in the quote's currency, at least 0, at most two decimals.
    #[schema(value_type = Option<f64>)]
    pub target_price: Option<serde_json::Value>,
    /// Any unit there is (`Unit`).
    pub target_unit: Option<String>,
    pub message: Option<String>,
}

/// The buyer declines the quote: a reason from the list, and words of its own.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DeclineQuoteInput {
    /// One of the decline reasons (`DeclineReason`).
    pub reason: Option<String>,
    /// Optional, but required when the reason is `other`.
    pub text: Option<String>,
}

/// The supplier declines the buyer's counter-offer (its quote stands).
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DeclineCounterInput {
    pub message: Option<String>,
}

fn unit(text: Option<&str>) -> Result<Unit, Invalid> {
    Unit::parse(text.map(str::trim).unwrap_or_default())
        .ok_or_else(|| Invalid(format!("Unit must be one of {}", Unit::CODES.join(", "))))
}

fn reason(text: Option<&str>) -> Result<DeclineReason, Invalid> {
    DeclineReason::parse(text.map(str::trim).unwrap_or_default())
        .ok_or_else(|| Invalid(format!("Reason must be one of {}", DeclineReason::CODES.join(", "))))
}

/// The enquiry under its row lock, when `reader` shares it: every step of one thread queues.
async fn locked<C: TransactionTrait + ConnectionTrait>(
    db: &C,
    reader: Reader<'_>,
    enquiry_id: &str,
) -> Result<(DatabaseTransaction, product_enquiries::Model), Error> {
    let txn = foundation::db::begin_write(db).await?;
    foundation::caps::lock_owner(&txn, "product_enquiries", enquiry_id).await?;
    let enquiry = enquiry_for(&txn, reader, enquiry_id).await?;
    Ok((txn, enquiry))
}

/// The quote the buyer negotiates on, while its request is undecided and the enquiry open.
async fn open_quote<C: ConnectionTrait>(
    txn: &C,
    enquiry: &product_enquiries::Model,
) -> Result<enquiry_quotes::Model, Error> {
    if enquiry.quote_outcome.is_some() {
        return Err(Error::Conflict(REQUEST_DECIDED.into()));
    }
    if matches!(enquiry.status, EnquiryStatus::Completed | EnquiryStatus::Rejected) {
        return Err(Error::Conflict(ENQUIRY_CLOSED.into()));
    }
    enquiry_quotes::Entity::find_by_id(enquiry.id.clone())
        .one(txn)
        .await?
        .ok_or_else(|| Error::Conflict(NOT_QUOTED.into()))
}

/// The buyer asks the supplier for a revised quote at `targetPrice` per `targetUnit`.
pub async fn counter<C: TransactionTrait + ConnectionTrait>(
    db: &C,
    user_id: &str,
    address: Option<IpAddr>,
    enquiry_id: &str,
    input: &CounterOfferInput,
) -> Result<ThreadItem, Error> {
    let mut form = Form::new();
    let price = form.check("targetPrice", Paise::parse_json(input.target_price.as_ref()));
    let unit = form.check("targetUnit", unit(input.target_unit.as_deref()));
    let message = form.check("message", required(input.message.as_deref(), "Message", NOTES_MAX));
    form.finish()?;
    let (Some(price), Some(unit), Some(message)) = (price, unit, message) else {
        unreachable!("a form with no failures has every value")
    };
    let reader = Reader::Buyer(user_id);
    // Who may not counter this enquiry learns so before any allowance is taken.
    enquiry_for(db, reader, enquiry_id).await?;
    let taken = quotas::take(db, &COUNTER_OFFERS, &Sender::buyer(db, user_id, address).await?, 1).await?;
    let made = counter_in_thread(db, reader, enquiry_id, (price.get(), unit), message).await;
    if made.is_err() {
        taken.give_back(db).await;
    }
    made
}

async fn counter_in_thread<C: TransactionTrait + ConnectionTrait>(
    db: &C,
    reader: Reader<'_>,
    enquiry_id: &str,
    (price, unit): (i64, Unit),
    message: String,
) -> Result<ThreadItem, Error> {
    let (txn, enquiry) = locked(db, reader, enquiry_id).await?;
    let quote = open_quote(&txn, &enquiry).await?;
    let target = Some((price, unit, quote.currency));
    let item = NewItem { body: Some(message), target, ..NewItem::of(ThreadItemKind::CounterOffer) };
    let row = append(&txn, &enquiry, ThreadParty::Buyer, item).await?;
    crate::mail::notices::counter_offered(&txn, &enquiry, &row).await?;
    txn.commit().await?;
    Ok(item_view(reader, row))
}

/// The buyer declines the quote, with a reason from the list and its own words.
pub async fn decline_quote<C: TransactionTrait + ConnectionTrait>(
    db: &C,
    user_id: &str,
    enquiry_id: &str,
    input: &DeclineQuoteInput,
) -> Result<ThreadItem, Error> {
    let mut form = Form::new();
    let why = form.check("reason", reason(input.reason.as_deref()));
    let text = form.check("text", optional(input.text.as_deref(), "Text", NOTES_MAX));
    if why == Some(DeclineReason::Other) && text.as_ref().is_some_and(Option::is_none) {
        form.fail("text", REASON_TEXT_REQUIRED);
    }
    form.finish()?;
    let (Some(why), Some(text)) = (why, text) else { unreachable!("a form with no failures has every value") };
    let reader = Reader::Buyer(user_id);
    let (txn, enquiry) = locked(db, reader, enquiry_id).await?;
    open_quote(&txn, &enquiry).await?;
    let thread = enquiry_threads::Entity::find_by_id(enquiry.id.clone()).one(&txn).await?;
    if thread.is_some_and(|t| t.decline_reason.is_some()) {
        return Err(Error::Conflict(ALREADY_DECLINED.into()));
    }
    let item = NewItem { body: text, decline_reason: Some(why), ..NewItem::of(ThreadItemKind::QuoteDeclined) };
    let row = append(&txn, &enquiry, ThreadParty::Buyer, item).await?;
    set_decline(&txn, &enquiry, Some(why)).await?;
    crate::mail::notices::quote_declined(&txn, &enquiry, &row).await?;
    txn.commit().await?;
    Ok(item_view(reader, row))
}

/// The supplier turns down the buyer's latest counter-offer; its quote stands as it is.
pub async fn decline_counter<C: TransactionTrait + ConnectionTrait>(
    db: &C,
    vendor_id: &str,
    enquiry_id: &str,
    input: &DeclineCounterInput,
) -> Result<ThreadItem, Error> {
    let message = optional(input.message.as_deref(), "Message", NOTES_MAX)
        .map_err(|e| super::messages::field_error("message", e.0))?;
    let reader = Reader::Supplier(vendor_id);
    let (txn, enquiry) = locked(db, reader, enquiry_id).await?;
    open_quote(&txn, &enquiry).await?;
    // The latest step of the negotiation must be a counter-offer not yet answered.
    let answers = [ThreadItemKind::CounterOffer, ThreadItemKind::Revised, ThreadItemKind::CounterDeclined];
    let latest = enquiry_messages::Entity::find()
        .filter(enquiry_messages::Column::EnquiryId.eq(enquiry.id.as_str()))
        .filter(enquiry_messages::Column::Kind.is_in(answers.map(ThreadItemKind::as_str)))
        .order_by_desc(enquiry_messages::Column::Seq)
        .one(&txn)
        .await?;
    if latest.is_none_or(|m| m.kind != ThreadItemKind::CounterOffer) {
        return Err(Error::Conflict(NO_COUNTER.into()));
    }
    let row = append(
        &txn,
        &enquiry,
        ThreadParty::Supplier,
        NewItem { body: message, ..NewItem::of(ThreadItemKind::CounterDeclined) },
    )
    .await?;
    crate::mail::notices::counter_declined(&txn, &enquiry, &row).await?;
    txn.commit().await?;
    Ok(item_view(reader, row))
}
