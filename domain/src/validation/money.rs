//! Amounts of money: decimal rupees in, whole paise stored. Never floats.

use std::str::FromStr;

use rust_decimal::Decimal;

use super::form::Invalid;
use super::rules::{messages, PRICE_MAX};

/// A stored amount as decimal rupees.
pub fn paise_to_rupees(paise: i64) -> Decimal {
    Decimal::new(paise, 2)
}

/// Rounds to whole paise; `None` when the amount does not fit.
pub fn rupees_to_paise(rupees: Decimal) -> Option<i64> {
    let paise = rupees.checked_mul(Decimal::ONE_HUNDRED)?;
    i64::try_from(paise.round_dp_with_strategy(0, rust_decimal::RoundingStrategy::MidpointAwayFromZero)).ok()
}

/// A price in whole paise, from a decimal of at least 0 with at most two decimals.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Paise(i64);

impl Paise {
    /// `text` is the decimal as sent ("120.5", "99", "0.05"); exponents and signs other
    /// than none are refused, as are more than two decimals (they would be rounded away).
    pub fn parse(text: &str) -> Result<Self, Invalid> {
        let invalid = || Invalid::new(messages::PRICE_INVALID);
        let text = text.trim();
        if text.is_empty() || !text.chars().all(|c| c.is_ascii_digit() || c == '.') {
            return Err(invalid());
        }
        let rupees = Decimal::from_str(text).map_err(|_| invalid())?.normalize();
        if rupees.is_sign_negative() || rupees.scale() > 2 {
            return Err(invalid());
        }
        // The most the document states, from the same constant.
        if rupees > Decimal::from(PRICE_MAX) {
            return Err(Invalid::new(messages::PRICE_TOO_HIGH));
        }
        rupees_to_paise(rupees).map(Self).ok_or_else(invalid)
    }

    /// A price sent as a JSON number or text (see [`decimal_text`]).
    pub fn parse_json(value: Option<&serde_json::Value>) -> Result<Self, Invalid> {
        Self::parse(&plain(decimal_text(value)))
    }

    pub fn get(self) -> i64 {
        self.0
    }
}

/// The decimal text of a JSON number or string, as sent (never through a float).
pub fn decimal_text(value: Option<&serde_json::Value>) -> String {
    match value {
        Some(serde_json::Value::Number(n)) => n.to_string(),
        Some(serde_json::Value::String(s)) => s.trim().to_owned(),
        _ => String::new(),
    }
}

/// Exponent notation ("1e2") written out, so the checks read plain decimals only.
fn plain(text: String) -> String {
    match Decimal::from_scientific(&text) {
        Ok(d) if text.contains(['e', 'E']) => d.normalize().to_string(),
        _ => text,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decimals_become_whole_paise() {
        for (text, paise) in [("120.5", 12_050), ("99", 9_900), ("0.05", 5), ("0", 0), ("1.50", 150), ("1.500", 150)] {
            assert_eq!(Paise::parse(text).unwrap().get(), paise, "{text}");
        }
    }

    #[test]
    fn negatives_fractions_of_paise_and_junk_are_refused() {
        for bad in ["-1", "0.005", "1e3", "", "12,50", "₹10", "१०"] {
            assert_eq!(Paise::parse(bad).unwrap_err().0, messages::PRICE_INVALID, "{bad}");
        }
    }

    #[test]
    fn the_most_a_price_may_be_is_the_documents() {
        assert_eq!(messages::PRICE_TOO_HIGH, format!("Price must be at most {PRICE_MAX}"));
        assert_eq!(Paise::parse("1000000000").unwrap().get(), 100_000_000_000);
        for high in ["1000000000.01", "1000000000000", "99999999999999999999999"] {
            assert_eq!(Paise::parse(high).unwrap_err().0, messages::PRICE_TOO_HIGH, "{high}");
        }
        let json = serde_json::json!(1e12);
        assert_eq!(Paise::parse_json(Some(&json)).unwrap_err().0, messages::PRICE_TOO_HIGH);
    }
}

#[cfg(test)]
mod conversion_tests {
    use super::*;
    use std::str::FromStr;

    #[test]
    fn rupees_and_paise_convert_exactly() {
        assert_eq!(paise_to_rupees(12_050).to_string(), "120.50");
        assert_eq!(rupees_to_paise(Decimal::from_str("0.1").unwrap() + Decimal::from_str("0.2").unwrap()), Some(30));
        assert_eq!(rupees_to_paise(Decimal::from_str("99.995").unwrap()), Some(10_000));
        assert_eq!(rupees_to_paise(Decimal::MAX), None);
    }
}
