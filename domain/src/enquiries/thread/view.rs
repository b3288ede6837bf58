//! A conversation's items as its readers see them.

use chrono::SecondsFormat;
use rust_decimal::Decimal;
use serde::Serialize;
use utoipa::ToSchema;

use super::party::Reader;
use crate::trade::comparable::{per_comparable, PackContent};
use crate::trade::money::{Converted, Money, RateBook};
use crate::validation::paise_to_rupees;
use foundation::entities::codes::{
    ComparableUnit, Currency, DeclineReason, Incoterm, ThreadItemKind, ThreadParty, Unit,
};
use foundation::entities::enquiry_messages;

/// One item of an enquiry's conversation, oldest first within a page.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ThreadItem {
    /// The item's number in its conversation (1, 2, …): the key pages are read by.
    pub seq: i64,
    /// Who wrote it, or whose action it records.
    pub party: ThreadParty,
    pub kind: ThreadItemKind,
    pub at: String,
    /// The message, or the text of a counter-offer or decline.
    pub body: Option<String>,
    /// A counter-offer's price the buyer asks for, in `targetCurrency` per `targetUnit`.
    #[serde(with = "rust_decimal::serde::float_option")]
    #[schema(value_type = Option<f64>)]
    pub target_price: Option<Decimal>,
    pub target_unit: Option<Unit>,
    /// The counter-offer's currency: its quote's.
    pub target_currency: Option<Currency>,
    /// Why the buyer declined the quote.
    pub decline_reason: Option<DeclineReason>,
    /// The quote as it stood at a quote event.
    pub quote: Option<QuoteAtEvent>,
    pub attachment: Option<AttachmentView>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct QuoteAtEvent {
    /// The price per `unit`, in `currency`.
    #[serde(with = "rust_decimal::serde::float")]
    #[schema(value_type = f64)]
    pub price: Decimal,
    pub currency: Currency,
    pub unit: Unit,
    /// What one `unit` holds in `comparableUnit`, for a pack.
    #[serde(with = "rust_decimal::serde::float_option")]
    #[schema(value_type = Option<f64>)]
    pub pack_content: Option<Decimal>,
    pub comparable_unit: Option<ComparableUnit>,
    /// The quote's Incoterm and named place; none on events from before they were kept.
    pub incoterm: Option<Incoterm>,
    pub named_place: Option<String>,
    pub valid_until: String,
    pub revision: i32,
    /// The price per `comparableUnit`, in `currency`, where the unit converts or the pack
    /// says what it holds.
    pub comparable: Option<Money>,
    /// `comparable` in the reader's currency (its `currency` cookie), where that differs
    /// and has a rate.
    pub converted: Option<Converted>,
}

/// A file sent in the conversation: fetched through `url` by its buyer, supplier or an admin.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AttachmentView {
    pub url: String,
    /// What the browser saves it as: never the sender's own file name.
    pub file_name: String,
    pub content_type: String,
    pub bytes: i64,
}

/// Where `reader` fetches item `seq`'s attachment of enquiry `enquiry_id`.
pub fn attachment_url(reader: Reader<'_>, enquiry_id: &str, seq: i64) -> String {
    let area = match reader {
        Reader::Buyer(_) => "user/enquiry",
        Reader::Supplier(_) => "vendor/enquiry",
        Reader::Admin => "admin/productEnquiry",
    };
    format!("/api/v1/{area}/{enquiry_id}/attachment/{seq}")
}

/// The name an attachment is saved as: its number and its format's extension.
pub fn attachment_file_name(seq: i64, content_type: &str) -> String {
    let ext = match content_type {
        "application/pdf" => "pdf",
        "image/png" => "png",
        "image/webp" => "webp",
        _ => "jpg",
    };
    format!("attachment-{seq}.{ext}")
}

/// The event's price per comparable unit in its own currency; none on events from before
/// the comparable unit was kept.
fn event_comparable(row: &enquiry_messages::Model, minor: i64, unit: Unit) -> Option<Money> {
    let comparable = row.quote_comparable_unit?;
    let content = row.quote_pack_content_milli.map(PackContent::from_milli);
    let per = per_comparable(minor, unit, comparable, content)?;
    Some(Money::of_minor(per, row.quote_currency.unwrap_or(Currency::Inr)))
}

impl ThreadItem {
    /// Adds the quote event's comparable price in `reader`'s currency, at the book's rates.
    pub fn convert_for(&mut self, book: &RateBook, reader: Currency) {
        if let Some(quote) = self.quote.as_mut() {
            quote.converted = quote.comparable.and_then(|money| book.convert(money, reader));
        }
    }
}

pub fn item_view(reader: Reader<'_>, row: enquiry_messages::Model) -> ThreadItem {
    let attachment = match (&row.attachment_key, &row.attachment_type, row.attachment_bytes) {
        (Some(_), Some(content_type), Some(bytes)) => Some(AttachmentView {
            url: attachment_url(reader, &row.enquiry_id, row.seq),
            file_name: attachment_file_name(row.seq, content_type),
            content_type: content_type.clone(),
            bytes,
        }),
        _ => None,
    };
    let quote = match (row.quote_price_paise, row.quote_unit, row.quote_valid_until, row.quote_revision) {
        (Some(minor), Some(unit), Some(until), Some(revision)) => Some(QuoteAtEvent {
            price: paise_to_rupees(minor),
            comparable: event_comparable(&row, minor, unit),
            converted: None,
            // Events from before the currency was kept were all in rupees.
            currency: row.quote_currency.unwrap_or(Currency::Inr),
            unit,
            pack_content: row.quote_pack_content_milli.map(|m| PackContent::from_milli(m).amount()),
            comparable_unit: row.quote_comparable_unit,
            incoterm: row.quote_incoterm,
            named_place: row.quote_named_place,
            valid_until: until.format("%Y-%m-%d").to_string(),
            revision,
        }),
        _ => None,
    };
    ThreadItem {
        seq: row.seq,
        party: row.party,
        kind: row.kind,
        at: row.created_at.to_rfc3339_opts(SecondsFormat::Secs, true),
        body: row.body,
        target_price: row.target_price_paise.map(paise_to_rupees),
        target_unit: row.target_unit,
        target_currency: row.target_price_paise.map(|_| row.target_currency.unwrap_or(Currency::Inr)),
        decline_reason: row.decline_reason,
        quote,
        attachment,
    }
}
