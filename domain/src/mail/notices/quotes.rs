//! Quote notices: a supplier's quote to its buyer; the buyer's decision to each supplier
//! of the request (the accepted one, and the others whose requests it closed).

use sea_orm::{ConnectionTrait, DbErr, EntityTrait};

use super::parts::{buyer_address, buyer_page, product_of, quantity_of, supplier_page};
use crate::mail::bundle::notice;
use crate::mail::compose::Letter;
use crate::mail::outbox::enqueue;
use crate::trade::label::QuoteWords;
use crate::trade::money::RateBook;
use foundation::entities::codes::QuoteOutcome;
use foundation::entities::{enquiry_quotes, product_enquiries, vendors};

/// To the buyer: the supplier's quote (or its revision), with what it offers.
pub async fn enquiry_quoted<C: ConnectionTrait>(conn: &C, enquiry_id: &str, revised: bool) -> Result<usize, DbErr> {
    let Some(e) = product_enquiries::Entity::find_by_id(enquiry_id.to_owned()).one(conn).await? else { return Ok(0) };
    let Some(q) = enquiry_quotes::Entity::find_by_id(enquiry_id.to_owned()).one(conn).await? else { return Ok(0) };
    let verb = if revised { "revised its quote" } else { "sent a quote" };
    let words = QuoteWords::of(&q);
    let mut details = vec![("Price", words.price_line()), ("Revision", q.revision.to_string())];
    details.extend(words.terms().map(|terms| ("Terms", terms)));
    details.extend(words.in_rupees(&RateBook::load(conn).await?).map(|rupees| ("In rupees", rupees)));
    details.push(("Delivery", q.delivery_terms.clone()));
    details.push(("Valid until", q.valid_until.format("%d %b %Y").to_string()));
    details.push(("Your quantity", quantity_of(&e)));
    details.extend(words.total(&e).map(|total| ("Total", total.text())));
    if let Some(min) = q.min_order {
        details.push(("Minimum order", format!("{min} {}", q.unit)));
    }
    // The price is in the line too: bundled with other notices, a mail keeps every line.
    let mut lines = vec![format!(
        "{} {verb} for your enquiry for {}: {} (revision {}).",
        e.supplier_name,
        product_of(&e),
        words.line(),
        q.revision
    )];
    lines.extend(q.message.clone());
    let letter = Letter {
        subject: format!("{} {verb} for {}", e.supplier_name, product_of(&e)),
        greeting: format!("Hello {},", e.name),
        lines,
        details,
        action: Some(("Compare your quotes", buyer_page(&e.id))),
        note: None,
    };
    let bundled = format!("Updates from {} on your enquiry for {}", e.supplier_name, product_of(&e));
    notice(conn, &e.id, &buyer_address(conn, &e).await?, letter, bundled).await?;
    Ok(1)
}

/// To the enquiry's supplier, once the buyer decided its request: its quote accepted, or
/// the request closed because another quote was.
pub async fn quote_decided<C: ConnectionTrait>(conn: &C, enquiry_id: &str) -> Result<usize, DbErr> {
    let Some(e) = product_enquiries::Entity::find_by_id(enquiry_id.to_owned()).one(conn).await? else { return Ok(0) };
    let (Some(outcome), Some(vendor_id)) = (e.quote_outcome, e.vendor_id.clone()) else { return Ok(0) };
    let Some(vendor) = vendors::Entity::find_by_id(vendor_id).one(conn).await? else { return Ok(0) };
    let (subject, line) = match outcome {
        QuoteOutcome::Accepted => (
            format!("Your quote was accepted: {}", product_of(&e)),
            format!("{} accepted your quote for {}. Contact the buyer from your inbox.", e.name, product_of(&e)),
        ),
        QuoteOutcome::Closed => (
            format!("Request closed: {}", product_of(&e)),
            format!("The request for {} is closed: another quote was accepted.", product_of(&e)),
        ),
    };
    let mut details = vec![("Product", product_of(&e)), ("Quantity", quantity_of(&e))];
    if outcome == QuoteOutcome::Accepted {
        let quote = enquiry_quotes::Entity::find_by_id(e.id.clone()).one(conn).await?;
        details.extend(
            quote.map(|q| ("Accepted quote", format!("{} (revision {})", QuoteWords::of(&q).line(), q.revision))),
        );
    }
    let letter = Letter {
        subject,
        greeting: format!("Hello {},", vendor.name),
        lines: vec![line],
        details,
        action: Some(("Open the enquiry", supplier_page(&e.id))),
        note: Some("You receive this because the enquiry is addressed to your supplier account.".into()),
    };
    enqueue(conn, letter.build(&vendor.email)).await?;
    Ok(1)
}
