//! A quote as the buyer and its supplier read it. Below both the quote's writes (`quote`)
//! and the enquiry's view (`view`), which shows it.

use std::collections::HashMap;

use chrono::{NaiveDate, SecondsFormat, Utc};
use rust_decimal::Decimal;
use sea_orm::{ColumnTrait, ConnectionTrait, DbErr, EntityTrait, QueryFilter};
use serde::Serialize;
use utoipa::ToSchema;

use crate::trade::figures::QuoteFigures;
use crate::trade::label::QuoteWords;
use crate::trade::money::{Converted, Money, RateBook};
use foundation::entities::codes::{ComparableUnit, Currency, Unit};
use foundation::entities::{enquiry_quotes, product_enquiries};

/// A quote as the buyer and its supplier see it, with the figures that compare it.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct QuoteView {
    /// The price per `unit`, in `currency` (rupees unless the supplier quoted in another).
    #[serde(with = "rust_decimal::serde::float")]
    #[schema(value_type = f64)]
    pub price: Decimal,
    pub unit: Unit,
    pub min_order: Option<f64>,
    pub valid_until: String,
    pub delivery_terms: String,
    pub message: Option<String>,
    /// 1 for the first quote, counting up with each revision: what the buyer accepts.
    pub revision: i32,
    /// When it was sent or last revised.
    pub quoted_at: String,
    /// The validity date has passed: it can no longer be accepted.
    pub expired: bool,
    /// The price per kilogram, in `currency`, where the unit weighs or its pack's content is in kg.
    pub price_per_kg: Option<Money>,
    /// The enquiry's quantity at this price, in `currency`, where the enquiry's unit
    /// converts to the quote's (weights, or a pack of stated content).
    pub total: Option<Money>,
    /// The price per `comparableUnit`, in `currency`.
    pub comparable: Option<Money>,
    /// `comparable` in the reader's currency (its `currency` cookie; rupees by default),
    /// where that differs from `currency` and both have a rate.
    pub converted: Option<Converted>,
    #[serde(flatten)]
    pub figures: QuoteFigures,
}

impl QuoteView {
    /// Adds the comparable price in `reader`'s currency, at the book's rates.
    pub fn convert_for(&mut self, book: &RateBook, reader: Currency) {
        self.converted = self.comparable.and_then(|money| book.convert(money, reader));
    }
}

pub(super) fn is_expired(valid_until: NaiveDate, today: NaiveDate) -> bool {
    valid_until < today
}

fn view(quote: enquiry_quotes::Model, enquiry: &product_enquiries::Model, today: NaiveDate) -> QuoteView {
    let words = QuoteWords::of(&quote);
    let (price, comparable, total) = (words.price(), words.per_comparable(), words.total(enquiry));
    let figures = QuoteFigures::of(&quote);
    let per_kg = comparable.filter(|_| figures.comparable_unit == ComparableUnit::Kg);
    QuoteView {
        price: price.amount(),
        unit: quote.unit,
        min_order: quote.min_order,
        valid_until: quote.valid_until.format("%Y-%m-%d").to_string(),
        delivery_terms: quote.delivery_terms,
        message: quote.message,
        revision: quote.revision,
        quoted_at: quote.updated_at.to_rfc3339_opts(SecondsFormat::Secs, true),
        expired: is_expired(quote.valid_until, today),
        price_per_kg: per_kg,
        total,
        comparable,
        converted: None,
        figures,
    }
}

/// The quotes of `rows`, by enquiry id: one query per 500 enquiries.
pub async fn quotes_of<C: ConnectionTrait>(
    db: &C,
    rows: &[product_enquiries::Model],
) -> Result<HashMap<String, QuoteView>, DbErr> {
    let today = Utc::now().date_naive();
    let by_id: HashMap<&str, &product_enquiries::Model> = rows.iter().map(|r| (r.id.as_str(), r)).collect();
    let mut quotes = HashMap::new();
    for chunk in rows.chunks(500) {
        let ids = chunk.iter().map(|r| r.id.clone());
        for quote in enquiry_quotes::Entity::find().filter(enquiry_quotes::Column::EnquiryId.is_in(ids)).all(db).await?
        {
            if let Some(enquiry) = by_id.get(quote.enquiry_id.as_str()) {
                quotes.insert(quote.enquiry_id.clone(), view(quote, enquiry, today));
            }
        }
    }
    Ok(quotes)
}
