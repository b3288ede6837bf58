//! Signing in, the same way for every role: a same-site request, limited attempts, one
//! message for any mismatch, the same bcrypt work whether or not the account exists, then
//! the session cookie entry and a bearer token with the same lifetime.

use std::net::IpAddr;
use std::sync::atomic::Ordering;

use actix_session::Session;
use actix_web::HttpRequest;
use serde::Deserialize;
use utoipa::ToSchema;

use crate::auth::client_address::client_ip;
use crate::auth::identity::refuse_foreign_origin;
use crate::auth::limits;
use crate::auth::password::verify_password;
use crate::auth::{session, session_store, token, Role};
use crate::entities::normalize_email;
use crate::error::ApiError;
use crate::state::AppState;

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
    state: &'a AppState,
    role: Role,
    email: String,
    password: &'a str,
    remember: bool,
    ip: Option<IpAddr>,
}

impl<'a> Attempt<'a> {
    pub fn new(req: &HttpRequest, state: &'a AppState, role: Role, input: &'a LoginInput) -> Result<Self, ApiError> {
        refuse_foreign_origin(req)?;
        let email = normalize_email(input.email.as_deref().unwrap_or_default());
        let password = input.password.as_deref().unwrap_or_default();
        if email.is_empty() || password.is_empty() {
            return Err(ApiError::BadRequest("Email and password are required".into()));
        }
        let ip = client_ip(req, &state.trusted_proxies);
        Ok(Self { state, role, email, password, remember: input.remember, ip })
    }

    /// The e-mail in its stored form, to look the account up by.
    pub fn email(&self) -> &str {
        &self.email
    }

    /// Checks the password against the account found (if any) and returns it on success.
    /// Every attempt is counted before bcrypt runs, so parallel guesses cannot outrun the
    /// limits; an account's failures from everywhere only slow sign-in down.
    pub async fn verify<T>(&self, found: Option<T>, hash_of: impl Fn(&T) -> &str) -> Result<T, ApiError> {
        let db = &self.state.db;
        let account = format!("{} {}", self.role.as_str(), self.email);
        let address = self.ip.map_or_else(|| "unknown".to_owned(), |ip| ip.to_string());
        let pair = format!("{account} {address}");
        let refuse = || Err(ApiError::TooManyRequests(TOO_MANY_ATTEMPTS.into()));
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
        self.state.password_checks.fetch_add(1, Ordering::Relaxed);
        let matches = tokio::task::spawn_blocking(move || verify_password(&plain, &hash))
            .await
            .map_err(|e| ApiError::Internal(e.into()))?;
        match found {
            Some(account) if matches => {
                limits::SIGN_IN_ACCOUNT_ADDRESS.clear(db, &pair).await?;
                Ok(account)
            }
            _ => {
                limits::SIGN_IN_ACCOUNT_FAILURES.hit(db, &account).await?;
                Err(ApiError::Unauthorized(WRONG_CREDENTIALS.into()))
            }
        }
    }

    /// Signs `id` in on the browser's session and returns the bearer token for API clients.
    /// Both carry the id of one new server-side session, so either can be ended.
    pub async fn establish(&self, session: &Session, id: &str) -> Result<String, ApiError> {
        let lifetime = token::lifetime(self.remember);
        // The same account signing in again in this browser replaces its earlier session
        // (another account's is left to its own sign-out or expiry).
        if let Some((earlier_id, earlier)) = session::current(session, self.role) {
            if earlier_id == id {
                session_store::close(&self.state.db, &earlier).await?;
            }
        }
        let sid = session_store::open(&self.state.db, self.role, id, lifetime).await?;
        session::sign_in(session, self.role, id, &sid, lifetime)?;
        Ok(token::issue(&self.state.secrets.jwt, self.role, id, &sid, lifetime))
    }
}
