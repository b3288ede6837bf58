//! Trade terms as data: an Incoterm of Incoterms 2020 with its named place or port, and
//! the currency of a price. Offers default to ex works at their own location; a quote
//! states all three.

use serde::Serialize;
use utoipa::ToSchema;

use crate::validation::{optional, required, Invalid};
use foundation::entities::codes::{Currency, Incoterm};

/// The longest named place or port.
pub const NAMED_PLACE_MAX: usize = 200;

/// An Incoterm with the place it applies at: "FOB Nhava Sheva".
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Terms {
    pub incoterm: Incoterm,
    pub named_place: String,
}

impl Terms {
    pub fn label(&self) -> String {
        format!("{} {}", self.incoterm, self.named_place)
    }
}

/// The Incoterm as sent (case and spaces forgiven); `None` when blank.
pub fn incoterm(text: Option<&str>) -> Result<Option<Incoterm>, Invalid> {
    let text = text.map(str::trim).unwrap_or_default();
    if text.is_empty() {
        return Ok(None);
    }
    Incoterm::parse(&text.to_ascii_uppercase())
        .map(Some)
        .ok_or_else(|| Invalid(format!("Incoterm must be one of {} (Incoterms 2020)", Incoterm::CODES.join(", "))))
}

/// A required Incoterm (a quote's).
pub fn incoterm_required(text: Option<&str>) -> Result<Incoterm, Invalid> {
    incoterm(text)?.ok_or_else(|| Invalid::new("Incoterm is required"))
}

/// A required named place or port (a quote's).
pub fn named_place_required(text: Option<&str>) -> Result<String, Invalid> {
    required(text, "Named place", NAMED_PLACE_MAX)
}

/// An offer's named place: none means its location.
pub fn named_place_optional(text: Option<&str>) -> Result<Option<String>, Invalid> {
    optional(text, "Named place", NAMED_PLACE_MAX)
}

/// A currency code of ISO 4217 the site takes (case forgiven); `None` when blank.
pub fn currency(text: Option<&str>) -> Result<Option<Currency>, Invalid> {
    let text = text.map(str::trim).unwrap_or_default();
    if text.is_empty() {
        return Ok(None);
    }
    Currency::parse(&text.to_ascii_uppercase())
        .map(Some)
        .ok_or_else(|| Invalid(format!("Currency must be one of {}", Currency::CODES.join(", "))))
}

/// A required currency (a quote's).
pub fn currency_required(text: Option<&str>) -> Result<Currency, Invalid> {
    currency(text)?.ok_or_else(|| Invalid::new("Currency is required"))
}

/// An offer's stated basis, or ex works at `location`.
pub fn offer_terms(incoterm: Option<Incoterm>, named_place: Option<&str>, location: &str) -> Terms {
    Terms { incoterm: incoterm.unwrap_or(Incoterm::Exw), named_place: named_place.unwrap_or(location).to_owned() }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn incoterms_2020_and_nothing_else() {
        assert_eq!(incoterm(Some(" fob ")).unwrap(), Some(Incoterm::Fob));
        assert_eq!(incoterm(Some("DPU")).unwrap(), Some(Incoterm::Dpu));
        assert_eq!(incoterm(None).unwrap(), None);
        for bad in ["DAT", "DDU", "C&F", "FOB Mumbai", "exworks"] {
            assert!(incoterm(Some(bad)).unwrap_err().0.starts_with("Incoterm must be one of EXW, FCA"), "{bad}");
        }
        assert_eq!(incoterm_required(Some("")).unwrap_err().0, "Incoterm is required");
        assert_eq!(Incoterm::CODES.len(), 11);
    }

    #[test]
    fn currencies_are_the_five_the_site_shows() {
        assert_eq!(currency(Some("usd")).unwrap(), Some(Currency::Usd));
        assert_eq!(currency_required(None).unwrap_err().0, "Currency is required");
        assert_eq!(currency(Some("JPY")).unwrap_err().0, "Currency must be one of INR, USD, EUR, GBP, AED");
    }

    #[test]
    fn an_offer_is_ex_works_at_its_location_unless_it_says_otherwise() {
        assert_eq!(offer_terms(None, None, "Pune").label(), "EXW Pune");
        assert_eq!(offer_terms(Some(Incoterm::Fob), Some("Nhava Sheva"), "Pune").label(), "FOB Nhava Sheva");
    }
}
