//! A supplier's offer form (SPEC.md section 5): checked into exact values.

use serde::Deserialize;
use serde_json::Value;
use utoipa::ToSchema;

use crate::trade::comparable::PackContent;
use crate::trade::terms;
use crate::validation::rules::NOTES_MAX;
use crate::validation::{decimal_text, optional, required, Form, Invalid, Paise, Quantity};
use foundation::entities::codes::{Incoterm, Unit, LISTING_UNITS};
use foundation::error::Error;

/// What the Add/Edit dialog sends. Numbers may come as JSON numbers or as text; `vendor`
/// is ignored: an offer always belongs to the signed-in supplier.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OfferInput {
    /// Product id.
    pub product: Option<String>,
    pub variety_id: Option<String>,
    /// Rupees, at least 0, at most two decimals.
    #[schema(value_type = Option<f64>)]
    pub price: Option<Value>,
    #[schema(value_type = Option<f64>)]
    pub quantity_available: Option<Value>,
    /// The smallest order taken, in `unit`: above 0, or blank/absent for none.
    #[schema(value_type = Option<f64>)]
    pub min_order: Option<Value>,
    /// One of kg, g, ton, piece, packet, box, metre.
    pub unit: Option<String>,
    pub location: Option<String>,
    pub notes: Option<String>,
    pub vendor: Option<String>,
    /// What one `unit` holds, in the variety's comparable unit (kg, piece or metre):
    /// required for a unit not measured in it (a box of 5 kg sends 5).
    #[schema(value_type = Option<f64>)]
    pub pack_content: Option<Value>,
    /// The price's basis, one of the Incoterms 2020 codes; EXW when absent.
    pub incoterm: Option<String>,
    /// Where the basis applies; the location when absent.
    pub named_place: Option<String>,
}

pub struct CheckedOffer {
    pub product_id: String,
    pub variety_id: String,
    pub price_paise: i64,
    pub quantity_available: f64,
    pub min_order: Option<f64>,
    pub unit: Unit,
    pub location: String,
    pub notes: Option<String>,
    /// As stated; whether the unit needs it depends on the variety (see `trade::comparable`).
    pub pack_content: Option<PackContent>,
    pub incoterm: Option<Incoterm>,
    pub named_place: Option<String>,
}

impl OfferInput {
    pub fn validate(&self) -> Result<CheckedOffer, Error> {
        let mut form = Form::new();
        let product_id = form.check("product", required(self.product.as_deref(), "Product", ID_MAX));
        let variety_id = form.check("varietyId", required(self.variety_id.as_deref(), "Variety", ID_MAX));
        let price = form.check("price", Paise::parse_json(self.price.as_ref()));
        let quantity =
            form.check("quantityAvailable", Quantity::available(&decimal_text(self.quantity_available.as_ref())));
        let min_order = form.check("minOrder", Quantity::min_order(&decimal_text(self.min_order.as_ref())));
        let unit = form.check("unit", coded_required(self.unit.as_deref()));
        let location = form.check("location", required(self.location.as_deref(), "Location", LOCATION_MAX));
        let notes = form.check("notes", optional(self.notes.as_deref(), "Notes", NOTES_MAX));
        let pack_content = form.check("packContent", PackContent::parse(&decimal_text(self.pack_content.as_ref())));
        let incoterm = form.check("incoterm", terms::incoterm(self.incoterm.as_deref()));
        let named_place = form.check("namedPlace", terms::named_place_optional(self.named_place.as_deref()));
        form.finish()?;
        let (
            Some(product_id),
            Some(variety_id),
            Some(price),
            Some(quantity),
            Some(min_order),
            Some(unit),
            Some(location),
            Some(notes),
            Some(pack_content),
            Some(incoterm),
            Some(named_place),
        ) = (
            product_id,
            variety_id,
            price,
            quantity,
            min_order,
            unit,
            location,
            notes,
            pack_content,
            incoterm,
            named_place,
        )
        else {
            unreachable!("a form with no failures has every value")
        };
        Ok(CheckedOffer {
            product_id,
            variety_id,
            price_paise: price.get(),
            quantity_available: quantity.get(),
            min_order: min_order.map(Quantity::get),
            unit,
            location,
            notes,
            pack_content,
            incoterm,
            named_place,
        })
    }
}

/// An offer's unit must be named: unlike the enquiry's, it has no default.
fn coded_required(unit: Option<&str>) -> Result<Unit, Invalid> {
    let unit = unit.map(str::trim).unwrap_or_default();
    match Unit::parse(unit) {
        Some(unit) if LISTING_UNITS.contains(&unit.as_str()) => Ok(unit),
        _ => Err(Invalid(format!("Unit must be one of {}", LISTING_UNITS.join(", ")))),
    }
}

pub const ID_MAX: usize = 64;
pub const LOCATION_MAX: usize = 200;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::validation::rules::messages::{PRICE_INVALID, QUANTITY_AVAILABLE_INVALID as QUANTITY_INVALID};
    use serde_json::json;

    fn input(price: Value, quantity: Value) -> OfferInput {
        OfferInput {
            product: Some("p".into()),
            variety_id: Some("v".into()),
            price: Some(price),
            quantity_available: Some(quantity),
            unit: Some("kg".into()),
            location: Some("Ratnagiri".into()),
            ..Default::default()
        }
    }

    #[test]
    fn prices_are_exact_paise() {
        assert_eq!(input(json!(19.99), json!(5)).validate().unwrap().price_paise, 1999);
        assert_eq!(input(json!("0.10"), json!("0")).validate().unwrap().price_paise, 10);
        assert_eq!(input(json!(1e2), json!(1)).validate().unwrap().price_paise, 10_000);
        for bad in [json!(-1), json!(1.005), json!("abc"), json!(true), json!("1e400")] {
            assert_eq!(input(bad.clone(), json!(1)).validate().err().unwrap().to_string(), PRICE_INVALID, "{bad}");
        }
        assert_eq!(input(json!(1), json!(-0.5)).validate().err().unwrap().to_string(), QUANTITY_INVALID);
    }

    #[test]
    fn minimum_order_is_optional_and_above_zero() {
        let with = |m: Value| OfferInput { min_order: Some(m), ..input(json!(1), json!(1)) }.validate();
        assert_eq!(input(json!(1), json!(1)).validate().unwrap().min_order, None);
        assert_eq!(with(json!("")).unwrap().min_order, None);
        assert_eq!(with(json!(50)).unwrap().min_order, Some(50.0));
        assert_eq!(with(json!("2.5")).unwrap().min_order, Some(2.5));
        for bad in [json!(0), json!(-3), json!("many"), json!("1e400")] {
            assert_eq!(
                with(bad.clone()).err().unwrap().to_string(),
                crate::validation::rules::messages::MIN_ORDER_INVALID,
                "{bad}"
            );
        }
    }
}
