//! Signing in, the same way for every role: a same-site request, limited attempts, one
//! message for any mismatch, the same bcrypt work whether or not the account exists, then
//! the session cookie entry and a bearer token with the same lifetime. The request's side
//! (origin, address, cookie) is the web layer's: `extractors::sign_in`.

use std::net::IpAddr;
use std::sync::atomic::{AtomicU64, Ordering};

use sea_orm::DatabaseConnection;
use serde::Deserialize;
use utoipa::ToSchema;

use crate::auth::limits;
use crate::auth::password::verify_password;
use crate::auth::Role;
use foundation::error::Error;

pub const WRONG_CREDENTIALS: &str = "Invalid email or password";
pub const TOO_MANY_ATTEMPTS: &str = "Too many sign-in attempts. Please wait 15 minutes and try again.";

/// A bcrypt hash of a random password, verified against when the account does not exist.
const DECOY_HASH: &str = "$2b$12$C6UzMDM.H6dfI/f/IKxGhuX6mnWnSjqRxbG8RmK6WeFvZ8xH0ruO.";

#[derive(Debug, Default, Deserialize, ToSchema)]
pub struct LoginInput {
    pub email: Option<String>,
    pub password: Option<String>,
    #[serde(default)]
    pub remember: bool,
}

/// One sign-in request for one role, checked for shape and origin.
pub struct Attempt<'a> {
    pub db: &'a DatabaseConnection,
    /// Counts bcrypt verifications (so tests can see that limits come first).
    pub password_checks: &'a AtomicU64,
    /// Signs the bearer token.
    pub jwt: &'a [u8],
    pub role: Role,
    pub email: String,
    pub password: &'a str,
    pub remember: bool,
    pub ip: Option<IpAddr>,
}

impl Attempt<'_> {
    /// The e-mail in its stored form, to look the account up by.
    pub fn email(&self) -> &str {
        &self.email
    }

    /// Checks the password against the account found (if any) and returns it on success.
    /// Every attempt is counted before bcrypt runs, so parallel guesses cannot outrun the
    /// limits; an account's failures from everywhere only slow sign-in down.
    pub async fn verify<T>(&self, found: Option<T>, hash_of: impl Fn(&T) -> &str) -> Result<T, Error> {
        let db = self.db;
        let account = format!("{} {}", self.role.as_str(), self.email);
        let address = self.ip.map_or_else(|| "unknown".to_owned(), |ip| ip.to_string());
        let pair = format!("{account} {address}");
        let refuse = || Err(Error::RateLimited(TOO_MANY_ATTEMPTS.into()));
        if limits::SIGN_IN_ADDRESS.hit(db, &address).await? > limits::SIGN_IN_ADDRESS.max {
            return refuse();
        }
        if limits::SIGN_IN_ACCOUNT_ADDRESS.hit(db, &pair).await? > limits::SIGN_IN_ACCOUNT_ADDRESS.max {
            return refuse();
        }
        let wait = limits::slow_down(limits::SIGN_IN_ACCOUNT_FAILURES.count(db, &account).await?);
        if !wait.is_zero() {
            tokio::time::sleep(wait).await;
        }
        let hash = found.as_ref().map_or(DECOY_HASH, &hash_of).to_owned();
        let plain = self.password.to_owned();
        self.password_checks.fetch_add(1, Ordering::Relaxed);
        let matches = tokio::task::spawn_blocking(move || verify_password(&plain, &hash))
            .await
            .map_err(|e| Error::Internal(e.into()))?;
        match found {
            Some(account) if matches => {
                limits::SIGN_IN_ACCOUNT_ADDRESS.clear(db, &pair).await?;
                Ok(account)
            }
            _ => {
                limits::SIGN_IN_ACCOUNT_FAILURES.hit(db, &account).await?;
                Err(Error::Unauthenticated(WRONG_CREDENTIALS.into()))
            }
        }
    }
}
