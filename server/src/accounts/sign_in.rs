//! Checking credentials, the same way for every role: limited attempts, one message for
//! any mismatch, and the same bcrypt work whether or not the account exists.

use std::net::IpAddr;

use crate::auth::password::verify_password;
use crate::auth::rate_limit::SignInLimiter;
use crate::error::ApiError;

pub const WRONG_CREDENTIALS: &str = "Invalid email or password";
pub const TOO_MANY_ATTEMPTS: &str = "Too many sign-in attempts. Please wait 15 minutes and try again.";

/// A bcrypt hash of a random password, verified against when the account does not exist.
const DECOY_HASH: &str = "$2b$12$C6UzMDM.H6dfI/f/IKxGhuX6mnWnSjqRxbG8RmK6WeFvZ8xH0ruO.";

pub struct Credentials<'a> {
    pub role: &'static str,
    pub email: &'a str,
    pub password: &'a str,
    pub ip: Option<IpAddr>,
}

/// Checks the password against the stored hash of the account found (if any).
/// Returns the account on success.
pub async fn check<T>(
    limiter: &SignInLimiter,
    credentials: Credentials<'_>,
    account: Option<(T, String)>,
) -> Result<T, ApiError> {
    let Credentials { role, email, password, ip } = credentials;
    if !limiter.allowed(role, ip, email) {
        return Err(ApiError::TooManyRequests(TOO_MANY_ATTEMPTS.into()));
    }
    let hash = account.as_ref().map_or(DECOY_HASH.to_owned(), |(_, h)| h.clone());
    let plain = password.to_owned();
    let matches = tokio::task::spawn_blocking(move || verify_password(&plain, &hash))
        .await
        .map_err(|e| ApiError::Internal(e.into()))?;
    match account {
        Some((found, _)) if matches => {
            limiter.record_success(role, email);
            Ok(found)
        }
        _ => {
            limiter.record_failure(role, ip, email);
            Err(ApiError::Unauthorized(WRONG_CREDENTIALS.into()))
        }
    }
}
