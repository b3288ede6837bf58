//! The request's side of a sign-in (`accounts::sign_in`): the same-site check, the client's
//! address, and the session cookie entry.

use actix_session::Session;
use actix_web::HttpRequest;

use super::client_address::client_ip;
use super::identity::refuse_foreign_origin;
use super::session;
use crate::accounts::sign_in::{Attempt, LoginInput};
use crate::auth::{session_store, token, Role};
use crate::entities::normalize_email;
use crate::error::ApiError;
use crate::state::AppState;

impl<'a> Attempt<'a> {
    pub fn new(req: &HttpRequest, state: &'a AppState, role: Role, input: &'a LoginInput) -> Result<Self, ApiError> {
        refuse_foreign_origin(req)?;
        let email = normalize_email(input.email.as_deref().unwrap_or_default());
        let password = input.password.as_deref().unwrap_or_default();
        if email.is_empty() || password.is_empty() {
            return Err(ApiError::BadRequest("Email and password are required".into()));
        }
        let ip = client_ip(req, &state.trusted_proxies);
        Ok(Self {
            db: &state.db,
            password_checks: &state.password_checks,
            jwt: &state.secrets.jwt,
            role,
            email,
            password,
            remember: input.remember,
            ip,
        })
    }

    /// Signs `id` in on the browser's session and returns the bearer token for API clients.
    /// Both carry the id of one new server-side session, so either can be ended.
    pub async fn establish(&self, session: &Session, id: &str) -> Result<String, ApiError> {
        let lifetime = token::lifetime(self.remember);
        // The same account signing in again in this browser replaces its earlier session
        // (another account's is left to its own sign-out or expiry).
        if let Some((earlier_id, earlier)) = session::current(session, self.role) {
            if earlier_id == id {
                session_store::close(self.db, &earlier).await?;
            }
        }
        let sid = session_store::open(self.db, self.role, id, lifetime).await?;
        session::sign_in(session, self.role, id, &sid, lifetime)?;
        Ok(token::issue(self.jwt, self.role, id, &sid, lifetime))
    }
}
