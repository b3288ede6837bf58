//! Conversation notices: a new message, a counter-offer, a decline, a counter-offer
//! declined, and the reminder that a quote's validity ends soon. Each links to the
//! enquiry's own page on the recipient's side.

use sea_orm::{ConnectionTrait, DbErr, EntityTrait};

use super::parts::{buyer_address, buyer_page, product_of, quantity_of, supplier_page};
use crate::mail::bundle::notice;
use crate::mail::compose::Letter;
use crate::trade::label::QuoteWords;
use crate::trade::money::Money;
use foundation::entities::codes::{Currency, ThreadParty};
use foundation::entities::{enquiry_messages, enquiry_quotes, product_enquiries, vendors};

const SUPPLIER_NOTE: &str = "You receive this because the enquiry is addressed to your supplier account.";

async fn to_supplier<C: ConnectionTrait>(
    conn: &C,
    e: &product_enquiries::Model,
    subject: String,
    lines: Vec<String>,
) -> Result<usize, DbErr> {
    let Some(vendor_id) = e.vendor_id.clone() else { return Ok(0) };
    let Some(vendor) = vendors::Entity::find_by_id(vendor_id).one(conn).await? else { return Ok(0) };
    let letter = Letter {
        subject,
        greeting: format!("Hello {},", vendor.name),
        lines,
        details: vec![("Product", product_of(e)), ("Quantity", quantity_of(e)), ("Buyer", e.name.clone())],
        action: Some(("Open the enquiry", supplier_page(&e.id))),
        note: Some(SUPPLIER_NOTE.into()),
    };
    let bundled = format!("Updates from {} on the enquiry for {}", e.name, product_of(e));
    notice(conn, &e.id, &vendor.email, letter, bundled).await?;
    Ok(1)
}

async fn to_buyer<C: ConnectionTrait>(
    conn: &C,
    e: &product_enquiries::Model,
    subject: String,
    lines: Vec<String>,
) -> Result<usize, DbErr> {
    let letter = Letter {
        subject,
        greeting: format!("Hello {},", e.name),
        lines,
        details: vec![("Supplier", e.supplier_name.clone()), ("Quantity", quantity_of(e))],
        action: Some(("Open the enquiry", buyer_page(&e.id))),
        note: None,
    };
    let bundled = format!("Updates from {} on your enquiry for {}", e.supplier_name, product_of(e));
    notice(conn, &e.id, &buyer_address(conn, e).await?, letter, bundled).await?;
    Ok(1)
}

/// To the side that did not write `by`: a new message in the enquiry's conversation.
pub async fn thread_message<C: ConnectionTrait>(
    conn: &C,
    e: &product_enquiries::Model,
    by: ThreadParty,
) -> Result<usize, DbErr> {
    match by {
        ThreadParty::Buyer => {
            let line = format!("{} wrote to you about the enquiry for {}.", e.name, product_of(e));
            to_supplier(conn, e, format!("New message from {}: {}", e.name, product_of(e)), vec![line]).await
        }
        ThreadParty::Supplier => {
            let line = format!("{} wrote to you about your enquiry for {}.", e.supplier_name, product_of(e));
            to_buyer(conn, e, format!("New message from {}: {}", e.supplier_name, product_of(e)), vec![line]).await
        }
    }
}

/// To the supplier: the buyer asks for a revised quote at its target price.
pub async fn counter_offered<C: ConnectionTrait>(
    conn: &C,
    e: &product_enquiries::Model,
    item: &enquiry_messages::Model,
) -> Result<usize, DbErr> {
    let (Some(minor), Some(unit)) = (item.target_price_paise, item.target_unit) else { return Ok(0) };
    let target = Money::of_minor(minor, item.target_currency.unwrap_or(Currency::Inr));
    let mut lines =
        vec![format!("{} asks for a revised quote at {} / {unit} for {}.", e.name, target.text(), product_of(e))];
    lines.extend(item.body.clone());
    lines.push("Revise your quote, or decline the counter-offer, on the enquiry's page.".into());
    to_supplier(conn, e, format!("Counter-offer for {}", product_of(e)), lines).await
}

/// To the supplier: the buyer declined its quote, and why.
pub async fn quote_declined<C: ConnectionTrait>(
    conn: &C,
    e: &product_enquiries::Model,
    item: &enquiry_messages::Model,
) -> Result<usize, DbErr> {
    let reason = item.decline_reason.map(|r| r.as_str().replace('-', " ")).unwrap_or_default();
    let mut lines = vec![format!("{} declined your quote for {} (reason: {reason}).", e.name, product_of(e))];
    lines.extend(item.body.clone());
    to_supplier(conn, e, format!("Quote declined: {}", product_of(e)), lines).await
}

/// To the buyer: the supplier keeps its quote and declines the counter-offer.
pub async fn counter_declined<C: ConnectionTrait>(
    conn: &C,
    e: &product_enquiries::Model,
    item: &enquiry_messages::Model,
) -> Result<usize, DbErr> {
    let mut lines =
        vec![format!("{} declined your counter-offer for {}; its quote stands.", e.supplier_name, product_of(e))];
    lines.extend(item.body.clone());
    to_buyer(conn, e, format!("Counter-offer declined: {}", product_of(e)), lines).await
}

/// To both sides: the quote's validity ends within 48 hours.
pub async fn quote_expiring<C: ConnectionTrait>(
    conn: &C,
    e: &product_enquiries::Model,
    q: &enquiry_quotes::Model,
) -> Result<usize, DbErr> {
    let until = q.valid_until.format("%d %b %Y").to_string();
    let price = QuoteWords::of(q).line();
    let buyer_line =
        format!("The quote from {} for {} ({price}) is valid until {until}.", e.supplier_name, product_of(e));
    let supplier_line = format!("Your quote to {} for {} ({price}) is valid until {until}.", e.name, product_of(e));
    let subject = format!("Quote ends soon: {}", product_of(e));
    Ok(to_buyer(conn, e, subject.clone(), vec![buyer_line]).await?
        + to_supplier(conn, e, subject, vec![supplier_line]).await?)
}
