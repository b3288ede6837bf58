//! A supplier's listing form (SPEC.md section 5): checked into exact values.

use std::str::FromStr;

use rust_decimal::Decimal;
use serde::Deserialize;
use serde_json::Value;
use utoipa::ToSchema;

use crate::accounts::fields::{optional, required};
use crate::catalogue::money::rupees_to_paise;
use crate::entities::codes::LISTING_UNITS;
use crate::error::ApiError;

/// What the Add/Edit dialog sends. Numbers may come as JSON numbers or as text; `vendor`
/// is ignored: a listing always belongs to the signed-in supplier.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ListingInput {
    /// Product id.
    pub product: Option<String>,
    pub variety_id: Option<String>,
    /// Rupees, at least 0, at most two decimals.
    #[schema(value_type = Option<f64>)]
    pub price: Option<Value>,
    #[schema(value_type = Option<f64>)]
    pub quantity_available: Option<Value>,
    /// One of kg, g, ton, piece, packet, box.
    pub unit: Option<String>,
    pub location: Option<String>,
    pub notes: Option<String>,
    pub vendor: Option<String>,
}

pub const PRICE_INVALID: &str = "Price must be a number of 0 or more with at most two decimals";
pub const QUANTITY_INVALID: &str = "Quantity available must be a number of 0 or more";

pub struct Listing {
    pub product_id: String,
    pub variety_id: String,
    pub price_paise: i64,
    pub quantity_available: f64,
    pub unit: String,
    pub location: String,
    pub notes: Option<String>,
}

/// The decimal text of a JSON number or string, read exactly (never through a float).
fn decimal(value: Option<&Value>) -> Option<Decimal> {
    let text = match value? {
        Value::Number(n) => n.to_string(),
        Value::String(s) => s.trim().to_owned(),
        _ => return None,
    };
    Decimal::from_str(&text).or_else(|_| Decimal::from_scientific(&text)).ok()
}

impl ListingInput {
    pub fn validate(&self) -> Result<Listing, ApiError> {
        let product_id = required(self.product.as_deref(), "Product is required")?;
        let variety_id = required(self.variety_id.as_deref(), "Variety is required")?;
        let price = decimal(self.price.as_ref())
            .filter(|p| !p.is_sign_negative() && p.normalize().scale() <= 2)
            .ok_or_else(|| ApiError::BadRequest(PRICE_INVALID.into()))?;
        let price_paise = rupees_to_paise(price).ok_or_else(|| ApiError::BadRequest(PRICE_INVALID.into()))?;
        let quantity_available = decimal(self.quantity_available.as_ref())
            .filter(|q| !q.is_sign_negative())
            .and_then(|q| f64::try_from(q).ok())
            .filter(|q| q.is_finite())
            .ok_or_else(|| ApiError::BadRequest(QUANTITY_INVALID.into()))?;
        let unit = self.unit.as_deref().map(str::trim).unwrap_or_default();
        if !LISTING_UNITS.contains(&unit) {
            return Err(ApiError::BadRequest(format!("Unit must be one of {}", LISTING_UNITS.join(", "))));
        }
        let location = required(self.location.as_deref(), "Location is required")?;
        let notes = optional(self.notes.as_deref(), 2000, "Notes")?;
        Ok(Listing { product_id, variety_id, price_paise, quantity_available, unit: unit.to_owned(), location, notes })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn input(price: Value, quantity: Value) -> ListingInput {
        ListingInput {
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
}
