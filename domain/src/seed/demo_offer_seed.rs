//! The shape of a demonstration offer and the helpers its lists are written with: both
//! lists of offers use them and the writer reads them, so they sit below all three.

use crate::trade::comparable::{per_comparable, PackContent};
use foundation::entities::codes::Unit;

pub(super) struct OfferSeed {
    pub vendor: &'static str,
    pub product: &'static str,
    pub variety: &'static str,
    pub price_paise: i64,
    pub unit: &'static str,
    pub location: &'static str,
    pub quantity: f64,
    pub notes: Option<&'static str>,
    pub active: bool,
    /// The smallest order taken, in `unit`.
    pub min_order: Option<f64>,
    /// What one pack holds, in thousandths of the variety's comparable unit.
    pub content_milli: Option<i64>,
}

impl OfferSeed {
    pub(super) const fn min(self, quantity: f64) -> Self {
        OfferSeed { min_order: Some(quantity), ..self }
    }

    /// One pack holds `milli` thousandths of the comparable unit: `holds(5_000)` is 5 kg.
    pub(super) const fn holds(self, milli: i64) -> Self {
        OfferSeed { content_milli: Some(milli), ..self }
    }

    /// The stored pack content and price per comparable unit of this offer.
    pub(super) fn figures(&self) -> (Option<i64>, Option<i64>) {
        let unit = Unit::parse(self.unit).expect("a seeded unit is a unit");
        let comparable = super::demo_catalogue::sold_by(self.product);
        let content = self.content_milli.map(PackContent::from_milli);
        (self.content_milli, per_comparable(self.price_paise, unit, comparable, content))
    }
}

/// Rupees and paise as stored: `inr(1450, 0)` is ₹1,450.00.
pub(super) const fn inr(rupees: i64, paise: i64) -> i64 {
    rupees * 100 + paise
}

pub(super) const fn offer(
    vendor: &'static str,
    (product, variety): (&'static str, &'static str),
    price_paise: i64,
    unit: &'static str,
    location: &'static str,
    quantity: f64,
    notes: Option<&'static str>,
) -> OfferSeed {
    OfferSeed {
        vendor,
        product,
        variety,
        price_paise,
        unit,
        location,
        quantity,
        notes,
        active: true,
        min_order: None,
        content_milli: None,
    }
}
