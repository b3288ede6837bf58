//! The browser side of identity: an encrypted, HttpOnly, SameSite cookie holding one entry
//! per role, each with its own expiry, so signing out of one role leaves the others.

use actix_session::config::{CookieContentSecurity, PersistentSession};
use actix_session::storage::CookieSessionStore;
use actix_session::{Session, SessionMiddleware};
use actix_web::cookie::{time, Key, SameSite};
use chrono::{Duration, Utc};

use crate::auth::Role;

pub const COOKIE_NAME: &str = "tradehub_session";

pub fn middleware(key: Key, secure: bool) -> SessionMiddleware<CookieSessionStore> {
    SessionMiddleware::builder(CookieSessionStore::default(), key)
        .cookie_name(COOKIE_NAME.into())
        .cookie_http_only(true)
        .cookie_same_site(SameSite::Lax)
        .cookie_secure(secure)
        .cookie_content_security(CookieContentSecurity::Private)
        // The cookie lives as long as the longest sign-in; each role's entry has its own end.
        .session_lifecycle(PersistentSession::default().session_ttl(time::Duration::days(30)))
        .build()
}

fn expiry_key(role: Role) -> String {
    format!("{}_exp", role.session_key())
}

/// The server-side session (`auth_sessions.id`) the entry belongs to.
fn sid_key(role: Role) -> String {
    format!("{}_sid", role.session_key())
}

pub fn sign_in(
    session: &Session,
    role: Role,
    id: &str,
    sid: &str,
    valid_for: Duration,
) -> Result<(), crate::error::ApiError> {
    session.renew();
    let stored = session
        .insert(role.session_key(), id)
        .and_then(|()| session.insert(sid_key(role), sid))
        .and_then(|()| session.insert(expiry_key(role), (Utc::now() + valid_for).timestamp()));
    stored.map_err(|e| crate::error::ApiError::Internal(anyhow::anyhow!("session: {e}")))
}

/// Removes the role's entry and returns its session id, for the caller to close.
pub fn sign_out(session: &Session, role: Role) -> Option<String> {
    let sid = session.get::<String>(&sid_key(role)).ok().flatten();
    session.remove(role.session_key());
    session.remove(&sid_key(role));
    session.remove(&expiry_key(role));
    sid
}

/// The (id, session id) the cookie claims for `role`, if its entry has not expired.
/// Whether that session is still open is the session store's question.
pub fn current(session: &Session, role: Role) -> Option<(String, String)> {
    let id = session.get::<String>(role.session_key()).ok().flatten()?;
    let sid = session.get::<String>(&sid_key(role)).ok().flatten()?;
    let expires = session.get::<i64>(&expiry_key(role)).ok().flatten()?;
    if Utc::now().timestamp() >= expires {
        sign_out(session, role);
        return None;
    }
    Some((id, sid))
}
