//! Account fields that validate on construction, with the spec's messages (SPEC.md §5).

use crate::error::ApiError;

fn invalid(message: &str) -> ApiError {
    ApiError::BadRequest(message.to_owned())
}

/// A required, trimmed piece of text.
pub fn required(value: Option<&str>, message: &str) -> Result<String, ApiError> {
    let value = value.map(str::trim).unwrap_or_default();
    if value.is_empty() {
        return Err(invalid(message));
    }
    if value.chars().count() > 200 {
        // "Name is required" → "Name must be at most 200 characters".
        let what = message.trim_end_matches(" is required");
        return Err(invalid(&format!("{what} must be at most 200 characters")));
    }
    Ok(value.to_owned())
}

/// Optional text: empty becomes `None`; long text is refused.
pub fn optional(value: Option<&str>, max: usize, what: &str) -> Result<Option<String>, ApiError> {
    match value.map(str::trim).filter(|v| !v.is_empty()) {
        None => Ok(None),
        Some(v) if v.chars().count() > max => Err(invalid(&format!("{what} must be at most {max} characters"))),
        Some(v) => Ok(Some(v.to_owned())),
    }
}

/// An e-mail address in its stored form (trimmed, lower-cased).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Email(String);

impl Email {
    pub fn parse(value: Option<&str>) -> Result<Self, ApiError> {
        let value = value.map(str::trim).unwrap_or_default();
        if value.is_empty() {
            return Err(invalid("Email is required"));
        }
        if value.len() > 191 || !validator::ValidateEmail::validate_email(&value) {
            return Err(invalid("Email is invalid"));
        }
        Ok(Self(crate::entities::normalize_email(value)))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    pub fn into_string(self) -> String {
        self.0
    }
}

/// A new password: at least 6 characters, and equal to its confirmation when one is sent.
pub struct NewPassword(String);

impl NewPassword {
    pub const MIN_CHARS: usize = 6;

    pub fn parse(password: Option<&str>, confirmation: Option<&str>) -> Result<Self, ApiError> {
        let password = password.unwrap_or_default();
        if password.is_empty() {
            return Err(invalid("Password is required"));
        }
        if password.chars().count() < Self::MIN_CHARS {
            return Err(invalid("Password must be at least 6 characters"));
        }
        // bcrypt reads only the first 72 bytes; longer passwords would be silently cut.
        if password.len() > 72 {
            return Err(invalid("Password must be at most 72 bytes"));
        }
        if let Some(confirmation) = confirmation {
            if confirmation != password {
                return Err(invalid("Passwords do not match"));
            }
        }
        Ok(Self(password.to_owned()))
    }

    pub fn hash(&self) -> Result<String, ApiError> {
        crate::auth::password::hash_password(&self.0).map_err(|e| ApiError::Internal(e.into()))
    }
}

/// A mobile number: digits with an optional leading + and common separators.
pub fn mobile(value: Option<&str>) -> Result<String, ApiError> {
    let value = required(value, "Mobile number is required")?;
    let digits = value.chars().filter(char::is_ascii_digit).count();
    let allowed = value.chars().enumerate().all(|(i, c)| c.is_ascii_digit() || " -()".contains(c) || (i == 0 && c == '+'));
    if !allowed || !(7..=15).contains(&digits) {
        return Err(invalid("Mobile number is invalid"));
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
    fn email_messages_follow_the_spec() {
        assert_eq!(message(Email::parse(None).unwrap_err()), "Email is required");
        assert_eq!(message(Email::parse(Some("  ")).unwrap_err()), "Email is required");
        assert_eq!(message(Email::parse(Some("not-an-email")).unwrap_err()), "Email is invalid");
        assert_eq!(Email::parse(Some(" Buyer@Example.COM ")).unwrap().as_str(), "buyer@example.com");
    }

    #[test]
    fn password_messages_follow_the_spec() {
        assert_eq!(message(NewPassword::parse(None, None).err().unwrap()), "Password is required");
        assert_eq!(message(NewPassword::parse(Some("12345"), None).err().unwrap()), "Password must be at least 6 characters");
        assert_eq!(message(NewPassword::parse(Some("123456"), Some("123457")).err().unwrap()), "Passwords do not match");
        assert!(NewPassword::parse(Some("123456"), Some("123456")).is_ok());
        assert!(NewPassword::parse(Some("ééé123"), None).is_ok());
    }

    #[test]
    fn required_text_is_trimmed_and_bounded() {
        assert_eq!(required(Some("  Asha  "), "Name is required").unwrap(), "Asha");
        assert_eq!(message(required(Some(" "), "Name is required").unwrap_err()), "Name is required");
        let long = "x".repeat(201);
        assert_eq!(message(required(Some(&long), "City is required").unwrap_err()), "City must be at most 200 characters");
    }

    #[test]
    fn mobile_numbers_are_checked() {
        assert_eq!(message(mobile(Some("")).unwrap_err()), "Mobile number is required");
        assert_eq!(message(mobile(Some("call me")).unwrap_err()), "Mobile number is invalid");
        assert_eq!(mobile(Some("+91 98765 43210")).unwrap(), "+91 98765 43210");
    }
}
