//! The figures every offer and quote answer carries beside its own price, so that buyers
//! (and the pages) compare like for like.

use rust_decimal::Decimal;
use serde::Serialize;
use utoipa::ToSchema;

use super::comparable::{per_comparable, PackContent};
use super::money::{Converted, Money, RateBook};
use crate::validation::paise_to_rupees;
use foundation::entities::codes::{ComparableUnit, Currency, Incoterm};
use foundation::entities::{enquiry_quotes, varieties, vendor_listings};

/// An offer's like-for-like figures and its basis.
#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OfferFigures {
    /// The currency of the offer's `price` and `comparablePrice`: offers are priced in rupees.
    pub currency: Currency,
    /// Rupees per `comparableUnit`; none for a pack whose content was never stated.
    #[serde(with = "rust_decimal::serde::float_option")]
    #[schema(value_type = Option<f64>)]
    pub comparable_price: Option<Decimal>,
    /// What the variety's offers are compared per: kg, piece or metre.
    pub comparable_unit: ComparableUnit,
    /// What one unit holds, in `comparableUnit`, for a unit not measured in it (a box of 5 kg: 5).
    #[serde(with = "rust_decimal::serde::float_option")]
    #[schema(value_type = Option<f64>)]
    pub pack_content: Option<Decimal>,
    /// The price's basis (Incoterms 2020): EXW unless the supplier said otherwise.
    pub incoterm: Incoterm,
    /// Where the basis applies: the offer's location unless the supplier named a place.
    pub named_place: String,
    /// `comparablePrice` in the reader's currency (its `currency` cookie), where that is
    /// not rupees and has a rate.
    pub converted: Option<Converted>,
}

impl OfferFigures {
    pub fn of(listing: &vendor_listings::Model, comparable_unit: ComparableUnit) -> Self {
        Self {
            currency: Currency::Inr,
            comparable_price: listing.comparable_paise.map(paise_to_rupees),
            comparable_unit,
            pack_content: listing.pack_content_milli.map(|m| PackContent::from_milli(m).amount()),
            incoterm: listing.incoterm,
            named_place: listing.named_place.clone().unwrap_or_else(|| listing.location.clone()),
            converted: None,
        }
    }

    /// Adds the comparable price in `reader`'s currency, at the book's rates.
    pub fn convert_for(&mut self, book: &RateBook, reader: Currency) {
        let rupees = self.comparable_price.and_then(|p| Money::rounded(p, Currency::Inr));
        self.converted = rupees.and_then(|money| book.convert(money, reader));
    }

    /// For an offer whose variety is at hand.
    pub fn of_variety(listing: &vendor_listings::Model, variety: Option<&varieties::Model>) -> Self {
        Self::of(listing, variety.map_or(ComparableUnit::Kg, |v| v.comparable_unit))
    }
}

/// A quote's like-for-like figures and its terms.
#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct QuoteFigures {
    /// Rupees per `comparableUnit` (a quote in another currency at the rate of the day it
    /// was written); none for a pack whose content is unknown.
    #[serde(with = "rust_decimal::serde::float_option")]
    #[schema(value_type = Option<f64>)]
    pub comparable_price: Option<Decimal>,
    pub comparable_unit: ComparableUnit,
    /// What one unit holds, in `comparableUnit`, for a pack unit.
    #[serde(with = "rust_decimal::serde::float_option")]
    #[schema(value_type = Option<f64>)]
    pub pack_content: Option<Decimal>,
    /// The quote's Incoterm and named place or port; none on quotes from before terms
    /// were data (their delivery terms say them in words).
    pub incoterm: Option<Incoterm>,
    pub named_place: Option<String>,
    /// The currency of `price` and `total`.
    pub currency: Currency,
}

impl QuoteFigures {
    pub fn of(quote: &enquiry_quotes::Model) -> Self {
        let content = quote.pack_content_milli.map(PackContent::from_milli);
        let comparable_unit = quote.comparable_unit.unwrap_or(ComparableUnit::Kg);
        // Quotes from before the figure was kept: rupee quotes in weights convert now.
        let legacy = || {
            (quote.comparable_unit.is_none() && quote.currency == Currency::Inr)
                .then(|| per_comparable(quote.price_paise, quote.unit, comparable_unit, content))
                .flatten()
        };
        Self {
            comparable_price: quote.comparable_paise.or_else(legacy).map(paise_to_rupees),
            comparable_unit,
            pack_content: content.map(PackContent::amount),
            incoterm: quote.incoterm,
            named_place: quote.named_place.clone(),
            currency: quote.currency,
        }
    }
}
