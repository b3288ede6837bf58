//! Signing in, the same way for every role: a same-site request, limited attempts, one
//! message for any mismatch, the same bcrypt work whether or not the account exists, then
//! the session cookie entry and a bearer token with the same lifetime.

use std::net::IpAddr;

use actix_session::Session;
use actix_web::HttpRequest;
use serde::Deserialize;
use utoipa::ToSchema;

use crate::auth::identity::refuse_foreign_origin;
use crate::auth::password::verify_password;
use crate::auth::{session, token, Role};
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
        let ip = req.peer_addr().map(|a| a.ip());
        Ok(Self { state, role, email, password, remember: input.remember, ip })
    }

    /// The e-mail in its stored form, to look the account up by.
    pub fn email(&self) -> &str {
        &self.email
    }

    /// Checks the password against the account found (if any) and returns it on success.
    pub async fn verify<T>(&self, found: Option<T>, hash_of: impl Fn(&T) -> &str) -> Result<T, ApiError> {
        let limiter = &self.state.sign_in_limiter;
        let role = self.role.session_key();
        if !limiter.allowed(role, self.ip, &self.email) {
            return Err(ApiError::TooManyRequests(TOO_MANY_ATTEMPTS.into()));
        }
        let hash = found.as_ref().map_or(DECOY_HASH, &hash_of).to_owned();
        let plain = self.password.to_owned();
        let matches = tokio::task::spawn_blocking(move || verify_password(&plain, &hash))
            .await
            .map_err(|e| ApiError::Internal(e.into()))?;
        match found {
            Some(account) if matches => {
                limiter.record_success(role, &self.email);
                Ok(account)
            }
            _ => {
                limiter.record_failure(role, self.ip, &self.email);
                Err(ApiError::Unauthorized(WRONG_CREDENTIALS.into()))
            }
        }
    }

    /// Signs `id` in on the browser's session and returns the bearer token for API clients.
    pub fn establish(&self, session: &Session, id: &str) -> Result<String, ApiError> {
        let lifetime = token::lifetime(self.remember);
        session::sign_in(session, self.role, id, lifetime)?;
        Ok(token::issue(&self.state.secrets.jwt, self.role, id, lifetime))
    }
}
