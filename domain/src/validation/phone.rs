//! Phone and mobile numbers: one rule for both.

use super::form::Invalid;
use super::rules::{messages, PHONE_DIGITS_MAX, PHONE_DIGITS_MIN, PHONE_MAX};
use super::text::required;

/// Which form field the number is, for its messages.
#[derive(Debug, Clone, Copy)]
pub enum PhoneLabel {
    /// "Phone is required" / "Phone number is invalid".
    Phone,
    /// "Mobile number is required" / "Mobile number is invalid".
    Mobile,
}

/// Digits with the usual separators (space, `-`, `.`, brackets) and an optional leading
/// `+`; 7 to 15 digits.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Phone(String);

impl Phone {
    pub fn parse(value: Option<&str>, label: PhoneLabel) -> Result<Self, Invalid> {
        let (name, invalid) = match label {
            PhoneLabel::Phone => ("Phone", messages::PHONE_INVALID),
            PhoneLabel::Mobile => ("Mobile number", messages::MOBILE_INVALID),
        };
        let value = required(value, name, PHONE_MAX)?;
        let digits = value.chars().filter(char::is_ascii_digit).count();
        let allowed =
            value.chars().enumerate().all(|(i, c)| c.is_ascii_digit() || " -().".contains(c) || (i == 0 && c == '+'));
        if !allowed || !(PHONE_DIGITS_MIN..=PHONE_DIGITS_MAX).contains(&digits) {
            return Err(Invalid::new(invalid));
        }
        Ok(Self(value))
    }

    pub fn into_string(self) -> String {
        self.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn common_spellings_pass() {
        for ok in ["+91 22 4890 2300", "(022) 4890-2300", "9876543210", "+91 98765 43210", "022.4890.2300"] {
            assert_eq!(Phone::parse(Some(ok), PhoneLabel::Phone).unwrap().into_string(), ok);
        }
    }

    #[test]
    fn anything_else_is_refused_with_the_fields_words() {
        for bad in ["12345", "call me", "91+22 4890 2300", "+91 22 4890 2300 12345", "٩٨٧٦٥٤٣٢١٠"] {
            assert_eq!(Phone::parse(Some(bad), PhoneLabel::Phone).unwrap_err().0, "Phone number is invalid", "{bad}");
        }
        assert_eq!(Phone::parse(Some("call me"), PhoneLabel::Mobile).unwrap_err().0, "Mobile number is invalid");
        assert_eq!(
            Phone::parse(Some(&"1".repeat(26)), PhoneLabel::Phone).unwrap_err().0,
            "Phone must be at most 25 characters"
        );
        assert_eq!(Phone::parse(Some(""), PhoneLabel::Phone).unwrap_err().0, "Phone is required");
        assert_eq!(Phone::parse(None, PhoneLabel::Mobile).unwrap_err().0, "Mobile number is required");
    }
}
