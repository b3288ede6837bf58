//! The request's side of a sign-in (`accounts::sign_in`): the same-site check, the client's
//! address, and the session cookie entry.

use actix_session::Session;
use actix_web::HttpRequest;
use foundation::error::Error;

use super::client_address::client_ip;
use super::identity::refuse_foreign_origin;
use super::session;
use crate::state::AppState;
use domain::accounts::sign_in::{Attempt, LoginInput};
use domain::auth::{session_store, token, Role};
use foundation::entities::normalize_email;

/// The attempt a sign-in request makes, checked for origin and shape.
pub fn attempt<'a>(
    req: &HttpRequest,
    state: &'a AppState,
    role: Role,
    input: &'a LoginInput,
) -> Result<Attempt<'a>, Error> {
    refuse_foreign_origin(req)?;
    let email = normalize_email(input.email.as_deref().unwrap_or_default());
    let password = input.password.as_deref().unwrap_or_default();
    if email.is_empty() || password.is_empty() {
        return Err(Error::Refused("Email and password are required".into()));
    }
    let ip = client_ip(req, &state.trusted_proxies);
    Ok(Attempt {
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
pub async fn establish(attempt: &Attempt<'_>, session: &Session, id: &str) -> Result<String, Error> {
    let lifetime = token::lifetime(attempt.remember);
    // The same account signing in again in this browser replaces its earlier session
    // (another account's is left to its own sign-out or expiry).
    if let Some((earlier_id, earlier)) = session::current(session, attempt.role) {
        if earlier_id == id {
            session_store::close(attempt.db, &earlier).await?;
        }
    }
    let sid = session_store::open(attempt.db, attempt.role, id, lifetime).await?;
    session::sign_in(session, attempt.role, id, &sid, lifetime)?;
    Ok(token::issue(attempt.jwt, attempt.role, id, &sid, lifetime))
}
