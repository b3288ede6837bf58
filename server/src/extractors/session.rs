//! The browser side of identity: an encrypted, HttpOnly, SameSite cookie holding one entry
//! per role, each with its own expiry, so signing out of one role leaves the others.

use actix_session::config::{CookieContentSecurity, PersistentSession};
use actix_session::storage::CookieSessionStore;
use actix_session::{Session, SessionExt, SessionMiddleware};
use actix_web::body::MessageBody;
use actix_web::cookie::{time, Cookie, Key, SameSite};
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::header::{HeaderValue, SET_COOKIE};
use actix_web::middleware::Next;
use actix_web::{Error, HttpMessage};
use chrono::{Duration, Utc};

use domain::auth::Role;

pub const COOKIE_NAME: &str = "tradehub_session";

pub fn middleware(key: Key, secure: bool) -> SessionMiddleware<CookieSessionStore> {
    SessionMiddleware::builder(CookieSessionStore::default(), key)
        .cookie_name(COOKIE_NAME.into())
        .cookie_http_only(true)
        .cookie_same_site(SameSite::Lax)
        .cookie_secure(secure)
        .cookie_content_security(CookieContentSecurity::Private)
        // At most as long as the longest sign-in can last; `fit_cookie_lifetime` then sets
        // the cookie's Max-Age to the end of the sign-ins it holds.
        .session_lifecycle(PersistentSession::default().session_ttl(time::Duration::days(30)))
        .build()
}

/// When the latest sign-in in the cookie ends (Unix seconds), noted by
/// [`note_cookie_lifetime`] while the session can still be read.
#[derive(Clone, Copy)]
struct SignInsEnd(Option<i64>);

/// Inside the session middleware: notes when the cookie's sign-ins end, after the handler
/// changed them (the middleware takes the session's state away when it writes the cookie).
pub async fn note_cookie_lifetime(
    req: ServiceRequest,
    next: Next<impl MessageBody>,
) -> Result<ServiceResponse<impl MessageBody>, Error> {
    let response = next.call(req).await?;
    let session = response.request().get_session();
    if session.status() == actix_session::SessionStatus::Unchanged {
        // No cookie is written.
        return Ok(response);
    }
    let end = [Role::Admin, Role::Supplier, Role::Buyer]
        .into_iter()
        .filter(|&role| session.get::<String>(role.session_key()).ok().flatten().is_some())
        .filter_map(|role| session.get::<i64>(&expiry_key(role)).ok().flatten())
        .max();
    response.request().extensions_mut().insert(SignInsEnd(end));
    Ok(response)
}

/// Outside the session middleware: the cookie it writes lives until its last sign-in ends
/// (12 hours, or 30 days with "Remember me"), not a fixed 30 days; with no sign-in in it, it
/// lasts the browser session.
pub async fn fit_cookie_lifetime(
    req: ServiceRequest,
    next: Next<impl MessageBody>,
) -> Result<ServiceResponse<impl MessageBody>, Error> {
    let mut response = next.call(req).await?;
    let Some(SignInsEnd(end)) = response.request().extensions().get::<SignInsEnd>().copied() else {
        return Ok(response);
    };
    let headers = response.headers_mut();
    let fitted: Vec<HeaderValue> = headers
        .get_all(SET_COOKIE)
        .map(|value| {
            let Some(mut cookie) = value.to_str().ok().and_then(|v| Cookie::parse(v.to_owned()).ok()) else {
                return value.clone();
            };
            // A removal (Max-Age 0) stays one.
            if cookie.name() != COOKIE_NAME || cookie.max_age().is_some_and(|age| age.is_zero()) {
                return value.clone();
            }
            cookie.unset_expires();
            match end {
                Some(end) => cookie.set_max_age(time::Duration::seconds((end - Utc::now().timestamp()).max(0))),
                None => cookie.set_max_age(None),
            }
            HeaderValue::from_str(&cookie.to_string()).unwrap_or_else(|_| value.clone())
        })
        .collect();
    let _ = headers.remove(SET_COOKIE);
    for value in fitted {
        headers.append(SET_COOKIE, value);
    }
    Ok(response)
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
) -> Result<(), foundation::error::Error> {
    session.renew();
    let stored = session
        .insert(role.session_key(), id)
        .and_then(|()| session.insert(sid_key(role), sid))
        .and_then(|()| session.insert(expiry_key(role), (Utc::now() + valid_for).timestamp()));
    stored.map_err(|e| foundation::error::Error::Internal(anyhow::anyhow!("session: {e}")))
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
