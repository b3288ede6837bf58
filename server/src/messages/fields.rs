//! Checks shared by the visitor forms. Each returns the trimmed value or a 400 with a
//! message the form can show.

use crate::error::ApiError;

fn invalid(message: String) -> ApiError {
    ApiError::BadRequest(message)
}

/// Required text of at most `max` characters.
pub fn required(value: Option<&str>, label: &str, max: usize) -> Result<String, ApiError> {
    let value = value.map(str::trim).unwrap_or_default();
    if value.is_empty() {
        return Err(invalid(format!("{label} is required")));
    }
    within(value, label, max)?;
    Ok(value.to_owned())
}

/// Optional text: blank becomes `None`.
pub fn optional(value: Option<&str>, label: &str, max: usize) -> Result<Option<String>, ApiError> {
    match value.map(str::trim).filter(|v| !v.is_empty()) {
        None => Ok(None),
        Some(v) => within(v, label, max).map(|()| Some(v.to_owned())),
    }
}

fn within(value: &str, label: &str, max: usize) -> Result<(), ApiError> {
    if value.chars().count() > max {
        return Err(invalid(format!("{label} must be at most {max} characters")));
    }
    Ok(())
}

/// An e-mail address (stored trimmed and lower-cased).
pub fn email(value: &str) -> Result<String, ApiError> {
    let value = value.trim();
    if value.len() > 191 || !validator::ValidateEmail::validate_email(&value) {
        return Err(invalid("Email is invalid".into()));
    }
    Ok(crate::entities::normalize_email(value))
}

/// A phone number: digits with the usual separators, 7 to 15 digits (E.164 allows 15).
pub fn phone(value: Option<&str>) -> Result<String, ApiError> {
    let value = required(value, "Phone", 25)?;
    let digits = value.chars().filter(char::is_ascii_digit).count();
    let allowed = value.chars().all(|c| c.is_ascii_digit() || " +-().".contains(c));
    let plus_first = value.rfind('+').is_none_or(|at| at == 0);
    if !allowed || !plus_first || !(7..=15).contains(&digits) {
        return Err(invalid("Phone number is invalid".into()));
    }
    Ok(value)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn message(err: ApiError) -> String {
        err.to_string()
    }

    #[test]
    fn required_text_is_trimmed_and_bounded() {
        assert_eq!(required(Some("  Asha "), "Name", 5).unwrap(), "Asha");
        assert_eq!(message(required(Some("   "), "Name", 5).unwrap_err()), "Name is required");
        assert_eq!(message(required(None, "Name", 5).unwrap_err()), "Name is required");
        assert_eq!(message(required(Some("abcdef"), "Name", 5).unwrap_err()), "Name must be at most 5 characters");
    }

    #[test]
    fn optional_text_may_be_blank() {
        assert_eq!(optional(Some(" "), "Address", 5).unwrap(), None);
        assert_eq!(optional(None, "Address", 5).unwrap(), None);
        assert!(optional(Some("abcdef"), "Address", 5).is_err());
    }

    #[test]
    fn emails_are_checked_and_folded() {
        assert_eq!(email(" Asha@Example.COM ").unwrap(), "asha@example.com");
        for bad in ["asha", "asha@", "@example.com", "a b@example.com"] {
            assert_eq!(message(email(bad).unwrap_err()), "Email is invalid", "{bad}");
        }
    }

    #[test]
    fn phones_allow_common_spellings() {
        for ok in ["+91 22 4890 2300", "(022) 4890-2300", "9876543210"] {
            assert!(phone(Some(ok)).is_ok(), "{ok}");
        }
        for bad in ["12345", "call me", "91+22 4890 2300", "+91 22 4890 2300 1234 5678"] {
            assert!(phone(Some(bad)).is_err(), "{bad}");
        }
        assert_eq!(message(phone(Some("")).unwrap_err()), "Phone is required");
    }
}
