//! New passwords (sign-up, password change).

use super::form::Invalid;
use super::rules::{messages, PASSWORD_MAX_BYTES, PASSWORD_MIN};

/// A new password: at least 6 characters, at most 72 bytes, equal to its confirmation when
/// one is sent.
pub struct NewPassword(String);

impl NewPassword {
    pub const MIN_CHARS: usize = PASSWORD_MIN;

    pub fn parse(password: Option<&str>, confirmation: Option<&str>) -> Result<Self, Invalid> {
        let password = password.unwrap_or_default();
        if password.is_empty() {
            return Err(Invalid::new(messages::PASSWORD_REQUIRED));
        }
        if password.chars().count() < PASSWORD_MIN {
            return Err(Invalid::new(messages::PASSWORD_SHORT));
        }
        if password.len() > PASSWORD_MAX_BYTES {
            return Err(Invalid::new(messages::PASSWORD_LONG));
        }
        if confirmation.is_some_and(|c| c != password) {
            return Err(Invalid::new(messages::PASSWORDS_DIFFER));
        }
        Ok(Self(password.to_owned()))
    }

    pub fn hash(&self) -> Result<String, foundation::error::Error> {
        crate::auth::password::hash_password(&self.0).map_err(|e| foundation::error::Error::Internal(e.into()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn message(password: Option<&str>, confirmation: Option<&str>) -> String {
        NewPassword::parse(password, confirmation).err().unwrap().0
    }

    #[test]
    fn password_messages_follow_the_spec() {
        assert_eq!(message(None, None), "Password is required");
        assert_eq!(message(Some("12345"), None), "Password must be at least 6 characters");
        assert_eq!(message(Some("123456"), Some("123457")), "Passwords do not match");
        assert!(NewPassword::parse(Some("123456"), Some("123456")).is_ok());
        // Six characters, twelve bytes.
        assert!(NewPassword::parse(Some("ééé123"), None).is_ok());
        assert_eq!(message(Some(&"🙂".repeat(19)), None), "Password must be at most 72 bytes");
    }
}
