//! The shapes of a variety's page (`/products/{product}/{variety}`): its product, the
//! suppliers' offers and their order.

use rust_decimal::Decimal;
use serde::Serialize;
use utoipa::ToSchema;

use domain::catalogue::offers::{CatalogueOffer, OfferSupplier};
use domain::trade::figures::OfferFigures;

/// The product a variety belongs to, as far as the page needs it.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ParentProduct {
    #[serde(rename = "_id")]
    pub(in crate::pages) _id: String,
    pub(in crate::pages) title: String,
    pub(in crate::pages) slug: String,
    pub(in crate::pages) category: String,
    pub(in crate::pages) category_slug: String,
    pub(in crate::pages) image: Option<String>,
}

impl ParentProduct {
    pub fn id(&self) -> &str {
        &self._id
    }
}

/// One supplier's offer of this variety (an offer without its copy of the product).
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct VarietySupplier {
    #[serde(rename = "_id")]
    _id: String,
    vendor: OfferSupplier,
    variety_id: String,
    #[serde(with = "rust_decimal::serde::float")]
    #[schema(value_type = f64)]
    pub(in crate::pages) price: Decimal,
    pub(in crate::pages) unit: foundation::entities::codes::Unit,
    location: String,
    quantity_available: f64,
    /// The smallest order taken, in `unit`.
    min_order: Option<f64>,
    notes: Option<String>,
    #[serde(flatten)]
    pub(in crate::pages) figures: OfferFigures,
}

impl From<CatalogueOffer> for VarietySupplier {
    fn from(l: CatalogueOffer) -> Self {
        Self {
            _id: l._id,
            vendor: l.vendor,
            variety_id: l.variety_id,
            price: l.price,
            unit: l.unit,
            location: l.location,
            quantity_available: l.quantity_available,
            min_order: l.min_order,
            notes: l.notes,
            figures: l.figures,
        }
    }
}

/// How the offers are ordered: links on the page (`?sort=…`) so it works without JavaScript.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, ToSchema)]
#[serde(rename_all = "kebab-case")]
pub enum OfferSort {
    /// Cheapest per comparable unit first (the plain address).
    #[default]
    Price,
    /// Dearest per comparable unit first.
    PriceDesc,
    /// Smallest minimum order first (offers without one first of all).
    MinOrder,
}

impl OfferSort {
    /// The order a query string asks for; anything else is the default.
    pub fn from_query(query: &str) -> Self {
        let sort = form_urlencoded::parse(query.as_bytes()).find(|(k, _)| k == "sort").map(|(_, v)| v.into_owned());
        match sort.as_deref() {
            Some("price-desc") => Self::PriceDesc,
            Some("min-order") => Self::MinOrder,
            _ => Self::Price,
        }
    }

    /// What the page cache keys this order by: the default shares the plain address's copy.
    pub fn cache_suffix(self) -> Option<&'static str> {
        match self {
            Self::Price => None,
            Self::PriceDesc => Some("price-desc"),
            Self::MinOrder => Some("min-order"),
        }
    }

    /// The price orders come from the database's index; the minimum order is a stable sort
    /// over the cheapest-first rows, so ties stay cheapest first.
    pub(in crate::pages) fn apply(self, offers: &mut [VarietySupplier]) {
        if self == Self::MinOrder {
            offers.sort_by(|a, b| a.min_order.unwrap_or(0.0).total_cmp(&b.min_order.unwrap_or(0.0)));
        }
    }
}
