//! The shapes of the `/products` list: its cards and the families it filters on.

use rust_decimal::Decimal;
use serde::Serialize;
use utoipa::ToSchema;

use domain::trade::money::Converted;

/// A product card of the catalogue list: the card, its family and its offers.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CatalogueCard {
    #[serde(rename = "_id")]
    pub _id: String,
    pub title: String,
    pub category: String,
    pub category_slug: String,
    pub description: String,
    pub image: Option<String>,
    /// The family's slug (`fresh-fruits`, `spices`, `textiles`).
    pub family: String,
    /// Active offers of verified suppliers.
    pub offer_count: usize,
    /// The cheapest offer's price per unit in rupees, and its unit.
    #[schema(value_type = Option<f64>)]
    #[serde(with = "rust_decimal::serde::float_option")]
    pub from_price: Option<Decimal>,
    pub from_unit: Option<String>,
    /// `fromPrice` in the reader's currency (its `currency` cookie), where that is not
    /// rupees and has a rate.
    pub from_converted: Option<Converted>,
    /// The varieties a search matched, to link to directly.
    pub matched_varieties: Vec<MatchedVariety>,
    /// Every variety of the product: the page shows their offers summed up, so a write to
    /// any of them (an offer's price) drops it (`pages::topics`). Not sent to the client.
    #[serde(skip)]
    pub variety_ids: Vec<String>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct MatchedVariety {
    pub title: String,
    /// The variety page's address.
    pub path: String,
}

/// A family of products (the products' tag), as the filter offers it.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct ProductFamily {
    pub slug: String,
    pub label: String,
}
