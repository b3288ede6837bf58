//! E-mail addresses in their stored form.

use validator::{ValidateEmail, ValidateLength};

use super::form::Invalid;
use super::rules::{messages, EMAIL_MAX};

/// An e-mail address, trimmed and folded to lower case (how accounts are looked up).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Email(String);

impl Email {
    pub fn parse(value: Option<&str>) -> Result<Self, Invalid> {
        let value = value.map(str::trim).unwrap_or_default();
        if value.is_empty() {
            return Err(Invalid::new(messages::EMAIL_REQUIRED));
        }
        if !value.validate_length(None, Some(EMAIL_MAX as u64), None) || !value.validate_email() {
            return Err(Invalid::new(messages::EMAIL_INVALID));
        }
        Ok(Self(foundation::entities::normalize_email(value)))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    pub fn into_string(self) -> String {
        self.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn email_messages_follow_the_spec() {
        assert_eq!(Email::parse(None).unwrap_err().0, "Email is required");
        assert_eq!(Email::parse(Some("  ")).unwrap_err().0, "Email is required");
        for bad in ["not-an-email", "asha@", "@example.com", "a b@example.com", "é@"] {
            assert_eq!(Email::parse(Some(bad)).unwrap_err().0, "Email is invalid", "{bad}");
        }
        assert_eq!(Email::parse(Some(" Buyer@Example.COM ")).unwrap().as_str(), "buyer@example.com");
    }

    #[test]
    fn at_most_191_characters() {
        // Local parts stop at 64 characters, so the length comes from the domain: 1 + 185 + local.
        let domain = format!("{}.{}.{}.in", "x".repeat(60), "y".repeat(60), "z".repeat(60));
        let at = |local: usize| format!("{}@{domain}", "a".repeat(local));
        assert_eq!(at(5).chars().count(), 191);
        assert!(Email::parse(Some(&at(5))).is_ok());
        assert_eq!(Email::parse(Some(&at(6))).unwrap_err().0, "Email is invalid");
    }
}
