//! The quote's own steps, recorded in the conversation by the writes that make them
//! (`quote::save` and `quote::accept`), in their transactions.

use sea_orm::{ColumnTrait, ConnectionTrait, DbErr, EntityTrait, QueryFilter};

use super::append::{append, set_decline, NewItem, QuoteSnapshot};
use foundation::entities::codes::{QuoteOutcome, ThreadItemKind, ThreadParty};
use foundation::entities::{enquiry_quotes, enquiry_threads, product_enquiries, quote_reminders};
use foundation::error::Error;

pub const DECLINED_QUOTE: &str = "You declined this quote; ask the supplier for a revised one to accept it";

/// The supplier sent (or revised) its quote: the quote as sent, with its message. A
/// revision answers the buyer's decline, and a new validity date earns its own reminder.
pub async fn quoted<C: ConnectionTrait>(
    txn: &C,
    enquiry: &product_enquiries::Model,
    quote: &enquiry_quotes::Model,
    revised: bool,
) -> Result<(), DbErr> {
    let kind = if revised { ThreadItemKind::Revised } else { ThreadItemKind::Quoted };
    let snapshot = QuoteSnapshot {
        price_paise: quote.price_paise,
        currency: quote.currency,
        unit: quote.unit,
        pack_content_milli: quote.pack_content_milli,
        comparable_unit: quote.comparable_unit,
        incoterm: quote.incoterm,
        named_place: quote.named_place.clone(),
        valid_until: quote.valid_until,
        revision: quote.revision,
    };
    let item = NewItem { body: quote.message.clone(), quote: Some(snapshot), ..NewItem::of(kind) };
    append(txn, enquiry, ThreadParty::Supplier, item).await?;
    if revised {
        set_decline(txn, enquiry, None).await?;
    }
    quote_reminders::Entity::delete_many()
        .filter(quote_reminders::Column::EnquiryId.eq(enquiry.id.as_str()))
        .filter(quote_reminders::Column::ValidUntil.ne(quote.valid_until))
        .exec(txn)
        .await?;
    Ok(())
}

/// The buyer decided the request: each enquiry of it records its outcome (read again, as
/// the decision left it).
pub async fn decided<C: ConnectionTrait>(txn: &C, request: &[product_enquiries::Model]) -> Result<(), DbErr> {
    for member in request {
        let Some(enquiry) = product_enquiries::Entity::find_by_id(member.id.clone()).one(txn).await? else { continue };
        let kind = match enquiry.quote_outcome {
            Some(QuoteOutcome::Accepted) => ThreadItemKind::Accepted,
            Some(QuoteOutcome::Closed) => ThreadItemKind::Closed,
            None => continue,
        };
        append(txn, &enquiry, ThreadParty::Buyer, NewItem::of(kind)).await?;
    }
    Ok(())
}

/// A quote the buyer declined is not accepted until the supplier revises it.
pub async fn refuse_declined<C: ConnectionTrait>(txn: &C, enquiry_id: &str) -> Result<(), Error> {
    let thread = enquiry_threads::Entity::find_by_id(enquiry_id.to_owned()).one(txn).await?;
    if thread.is_some_and(|t| t.decline_reason.is_some()) {
        return Err(Error::Conflict(DECLINED_QUOTE.into()));
    }
    Ok(())
}
