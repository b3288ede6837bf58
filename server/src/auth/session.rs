//! The browser side of identity: an encrypted, HttpOnly, SameSite cookie holding one entry
//! per role, each with its own expiry, so signing out of one role leaves the others.

use actix_session::config::{CookieContentSecurity, PersistentSession};
use actix_session::storage::CookieSessionStore;
use actix_session::{Session, SessionMiddleware};
use actix_web::cookie::{time, Key, SameSite};
use chrono::{Duration, Utc};

use super::Role;

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

pub fn sign_in(session: &Session, role: Role, id: &str, valid_for: Duration) -> Result<(), crate::error::ApiError> {
    session.renew();
    let stored = session
        .insert(role.session_key(), id)
        .and_then(|()| session.insert(expiry_key(role), (Utc::now() + valid_for).timestamp()));
    stored.map_err(|e| crate::error::ApiError::Internal(anyhow::anyhow!("session: {e}")))
}

pub fn sign_out(session: &Session, role: Role) {
    session.remove(role.session_key());
    session.remove(&expiry_key(role));
}

/// The id signed in for `role`, if its entry has not expired.
pub fn current(session: &Session, role: Role) -> Option<String> {
    let id = session.get::<String>(role.session_key()).ok().flatten()?;
    let expires = session.get::<i64>(&expiry_key(role)).ok().flatten()?;
    if Utc::now().timestamp() >= expires {
        sign_out(session, role);
        return None;
    }
    Some(id)
}
