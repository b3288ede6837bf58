//! Free text, coded choices and quantities. Lengths count characters, never bytes.

use validator::ValidateLength;

use super::form::Invalid;
use super::rules::{messages, BUSINESS_NAME_MAX, PERSON_NAME_MAX, PINCODE_MAX, QUANTITY_MAX};

fn trimmed(value: Option<&str>) -> &str {
    value.map(str::trim).unwrap_or_default()
}

fn within(value: &str, label: &str, max: usize) -> Result<(), Invalid> {
    // validator counts characters (`chars().count()`), so multi-byte text is measured as read.
    if !value.validate_length(None, Some(max as u64), None) {
        return Err(Invalid(format!("{label} must be at most {max} characters")));
    }
    Ok(())
}

/// Required text of at most `max` characters, trimmed: "{label} is required".
pub fn required(value: Option<&str>, label: &str, max: usize) -> Result<String, Invalid> {
    let value = trimmed(value);
    if value.is_empty() {
        return Err(Invalid(format!("{label} is required")));
    }
    within(value, label, max)?;
    Ok(value.to_owned())
}

/// Optional text: blank becomes `None`.
pub fn optional(value: Option<&str>, label: &str, max: usize) -> Result<Option<String>, Invalid> {
    match trimmed(value) {
        "" => Ok(None),
        v => within(v, label, max).map(|()| Some(v.to_owned())),
    }
}

/// One of the allowed codes; blank is the first (the form's default).
pub fn coded(value: Option<&str>, allowed: &[&str], label: &str) -> Result<String, Invalid> {
    match trimmed(value) {
        "" => Ok(allowed[0].to_owned()),
        v if allowed.contains(&v) => Ok(v.to_owned()),
        _ => Err(Invalid(format!("{label} must be one of {}", allowed.join(", ")))),
    }
}

/// A person's name: "Name is required", at most 100 characters.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PersonName(String);

impl PersonName {
    pub fn parse(value: Option<&str>) -> Result<Self, Invalid> {
        required(value, "Name", PERSON_NAME_MAX).map(Self)
    }

    pub fn into_string(self) -> String {
        self.0
    }
}

/// A business's name: "{label} is required" ("Business name", "Company"), at most 160 characters.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BusinessName(String);

impl BusinessName {
    pub fn parse(value: Option<&str>, label: &str) -> Result<Self, Invalid> {
        required(value, label, BUSINESS_NAME_MAX).map(Self)
    }

    pub fn into_string(self) -> String {
        self.0
    }
}

/// A postal code: India's six-digit PIN or another country's code (letters, digits, a
/// space or dash), 3 to 12 characters.
pub fn pincode(value: Option<&str>) -> Result<String, Invalid> {
    let value = required(value, "Pincode", PINCODE_MAX)?;
    let shaped = value.chars().all(|c| c.is_ascii_alphanumeric() || c == ' ' || c == '-')
        && value.chars().any(|c| c.is_ascii_digit())
        && value.chars().count() >= 3;
    if !shaped {
        return Err(Invalid::new(messages::PINCODE_INVALID));
    }
    Ok(value)
}

/// An enquiry quantity: a finite number from 1 up to a billion.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Quantity(f64);

impl Quantity {
    pub fn parse(text: &str) -> Result<Self, Invalid> {
        text.trim()
            .parse::<f64>()
            .ok()
            .filter(|q| q.is_finite() && (1.0..=QUANTITY_MAX).contains(q))
            .map(Self)
            .ok_or_else(|| Invalid::new(messages::QUANTITY_TOO_SMALL))
    }

    /// A supplier's quantity available: a finite number from 0 up to a billion.
    pub fn available(text: &str) -> Result<Self, Invalid> {
        text.trim()
            .parse::<f64>()
            .ok()
            .filter(|q| q.is_finite() && (0.0..=QUANTITY_MAX).contains(q))
            .map(Self)
            .ok_or_else(|| Invalid::new(messages::QUANTITY_AVAILABLE_INVALID))
    }

    /// An offer's minimum order: blank for none, else a finite number above 0.
    pub fn min_order(text: &str) -> Result<Option<Self>, Invalid> {
        let text = text.trim();
        if text.is_empty() {
            return Ok(None);
        }
        text.parse::<f64>()
            .ok()
            .filter(|q| q.is_finite() && *q > 0.0 && *q <= QUANTITY_MAX)
            .map(|q| Some(Self(q)))
            .ok_or_else(|| Invalid::new(messages::MIN_ORDER_INVALID))
    }

    pub fn get(self) -> f64 {
        self.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn required_text_is_trimmed_and_bounded_in_characters() {
        assert_eq!(required(Some("  Asha "), "Name", 5).unwrap(), "Asha");
        assert_eq!(required(Some("   "), "Name", 5).unwrap_err().0, "Name is required");
        assert_eq!(required(None, "Name", 5).unwrap_err().0, "Name is required");
        assert_eq!(required(Some("abcdef"), "Name", 5).unwrap_err().0, "Name must be at most 5 characters");
        // Five characters of two, three and four bytes each fit a limit of five.
        assert_eq!(required(Some("éé🙂नम"), "Name", 5).unwrap(), "éé🙂नम");
    }

    #[test]
    fn optional_text_may_be_blank() {
        assert_eq!(optional(Some(" "), "Address", 5).unwrap(), None);
        assert_eq!(optional(None, "Address", 5).unwrap(), None);
        assert_eq!(optional(Some("abcdef"), "Address", 5).unwrap_err().0, "Address must be at most 5 characters");
    }

    #[test]
    fn codes_default_to_the_first() {
        assert_eq!(coded(None, &["kg", "ton"], "Unit").unwrap(), "kg");
        assert_eq!(coded(Some("ton"), &["kg", "ton"], "Unit").unwrap(), "ton");
        assert_eq!(coded(Some("TON"), &["kg", "ton"], "Unit").unwrap_err().0, "Unit must be one of kg, ton");
    }

    #[test]
    fn names_have_one_rule_each() {
        assert_eq!(PersonName::parse(Some(" Asha Rao ")).unwrap().into_string(), "Asha Rao");
        assert_eq!(PersonName::parse(None).unwrap_err().0, "Name is required");
        assert_eq!(PersonName::parse(Some(&"ा".repeat(101))).unwrap_err().0, "Name must be at most 100 characters");
        assert_eq!(BusinessName::parse(Some(""), "Business name").unwrap_err().0, "Business name is required");
        assert!(BusinessName::parse(Some(&"🙂".repeat(160)), "Company").is_ok());
    }

    #[test]
    fn quantities_available_may_be_zero() {
        assert_eq!(Quantity::available("0").unwrap().get(), 0.0);
        assert_eq!(Quantity::available("12.5").unwrap().get(), 12.5);
        for bad in ["-1", "NaN", "", "lots"] {
            assert_eq!(Quantity::available(bad).unwrap_err().0, messages::QUANTITY_AVAILABLE_INVALID, "{bad}");
        }
    }

    #[test]
    fn pincodes_are_postal_codes() {
        for ok in ["411001", "SW1A 1AA", "K1A 0B1", "90210-1234"] {
            assert_eq!(pincode(Some(ok)).unwrap(), ok);
        }
        assert_eq!(pincode(Some(" ")).unwrap_err().0, "Pincode is required");
        for bad in ["1", "abc", "४११००१", "411 001 411 001", "411001;"] {
            assert!(pincode(Some(bad)).is_err(), "{bad}");
        }
    }

    #[test]
    fn quantities_are_at_least_one() {
        assert_eq!(Quantity::parse(" 2.5 ").unwrap().get(), 2.5);
        for bad in ["0", "0.5", "-3", "NaN", "inf", "1e10", "two", "", "१"] {
            assert_eq!(Quantity::parse(bad).unwrap_err().0, messages::QUANTITY_TOO_SMALL, "{bad}");
        }
    }
}
