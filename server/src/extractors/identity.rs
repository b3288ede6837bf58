//! One extractor per role. A handler that takes `BuyerId`, `SupplierId` or `AdminId` (plain
//! ids of `auth::identity`) runs only for that signed-in identity; everything else gets
//! 401 (or 403) before the handler runs.

use foundation::error::Error;
use std::future::Future;
use std::pin::Pin;

use actix_session::Session;
use actix_session::SessionExt;
use actix_web::http::{header, Method};
use actix_web::{dev::Payload, web, FromRequest, HttpMessage, HttpRequest};

use super::{origin, session};
use crate::error::ApiError;
use crate::state::AppState;
use domain::auth::identity::{ADMINS_ONLY, BLOCKED, CROSS_SITE, SIGN_IN_REQUIRED};
use domain::auth::session_store::{self, Standing};
use domain::auth::{token, Role};

/// Where the identity came from matters: only cookies ride along on cross-site requests.
enum Source {
    Bearer(String, String),
    Cookie(String, String),
}

/// The server-side session an authenticated request came with, left in the request's
/// extensions by the role extractor (a password change keeps this one open).
#[derive(Debug, Clone)]
pub struct SessionRef(pub String);

/// The session id of the request's identity, once a role extractor has accepted it.
pub fn session_id(req: &HttpRequest) -> Option<String> {
    req.extensions().get::<SessionRef>().map(|s| s.0.clone())
}

fn claimed(req: &HttpRequest, state: &AppState, role: Role) -> Result<Source, Error> {
    if let Some(value) = req.headers().get(header::AUTHORIZATION) {
        let value = value.to_str().unwrap_or_default();
        let token = value.strip_prefix("Bearer ").ok_or_else(|| Error::Unauthenticated(SIGN_IN_REQUIRED.into()))?;
        return token::verify(&state.secrets.jwt, role, token.trim())
            .map(|(id, sid)| Source::Bearer(id, sid))
            .ok_or_else(|| Error::Unauthenticated(SIGN_IN_REQUIRED.into()));
    }
    session::current(&req.get_session(), role)
        .map(|(id, sid)| Source::Cookie(id, sid))
        .ok_or_else(|| Error::Unauthenticated(SIGN_IN_REQUIRED.into()))
}

/// Refuses a cookie-authenticated write unless the browser says it came from this site.
/// Browsers send Origin on every cross-site write, so a missing or foreign one is refused.
pub fn check_same_origin(req: &HttpRequest, state: &AppState) -> Result<(), Error> {
    if matches!(*req.method(), Method::GET | Method::HEAD | Method::OPTIONS) {
        return Ok(());
    }
    let origin =
        req.headers().get(header::ORIGIN).or_else(|| req.headers().get(header::REFERER)).and_then(|v| v.to_str().ok());
    match origin {
        Some(o) if origin::is_same_site(req, state, o) => Ok(()),
        _ => Err(Error::Forbidden(CROSS_SITE.into())),
    }
}

/// For calls that set or clear the cookie (sign-in, sign-out): API clients send no Origin
/// and are let through; a browser on another site is refused.
pub fn refuse_foreign_origin(req: &HttpRequest) -> Result<(), Error> {
    let Some(state) = req.app_data::<web::Data<AppState>>() else {
        return Err(Error::Internal(anyhow::anyhow!("application state missing")));
    };
    let cross_site = req.headers().get("sec-fetch-site").is_some_and(|v| v == "cross-site");
    let foreign = req
        .headers()
        .get(header::ORIGIN)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|o| !origin::is_same_site(req, state, o));
    if cross_site || foreign {
        return Err(Error::Forbidden(CROSS_SITE.into()));
    }
    Ok(())
}

async fn resolve(req: HttpRequest, role: Role) -> Result<String, Error> {
    let state = req
        .app_data::<web::Data<AppState>>()
        .ok_or_else(|| Error::Internal(anyhow::anyhow!("application state missing")))?
        .clone();
    let claim = match claimed(&req, &state, role) {
        // A buyer or supplier on an admin call is known but not allowed: 403, not 401.
        Err(_) if role == Role::Admin && signed_in_as_other_role(&req, &state) => {
            return Err(Error::Forbidden(ADMINS_ONLY.into()));
        }
        other => other?,
    };
    let (id, sid) = match claim {
        Source::Bearer(id, sid) => (id, sid),
        Source::Cookie(id, sid) => {
            check_same_origin(&req, &state)?;
            (id, sid)
        }
    };
    // The session must still be open and its account exist and (suppliers, buyers) not be
    // blocked: one query, so a sign-out, password change or block counts from the next call.
    match session_store::standing(&state.db, role, &id, &sid).await? {
        Standing::Active => {}
        Standing::Blocked => return Err(Error::Forbidden(BLOCKED.into())),
        Standing::Gone => return Err(Error::Unauthenticated(SIGN_IN_REQUIRED.into())),
    }
    req.extensions_mut().insert(SessionRef(sid));
    Ok(id)
}

/// Whether the request carries a buyer's or supplier's identity (a valid token or a cookie
/// entry), so that an admin call can tell "signed in, not allowed" from "not signed in".
fn signed_in_as_other_role(req: &HttpRequest, state: &AppState) -> bool {
    let others = [Role::Buyer, Role::Supplier];
    if let Some(value) = req.headers().get(header::AUTHORIZATION) {
        let token = value.to_str().unwrap_or_default().strip_prefix("Bearer ").unwrap_or_default().trim();
        return others.iter().any(|role| token::verify(&state.secrets.jwt, *role, token).is_some());
    }
    let session = req.get_session();
    others.iter().any(|role| session::current(&session, *role).is_some())
}

/// The account the browser's cookie holds for `role`, if its session is open and the
/// account not blocked (for pages and the session summary, which must not fail).
pub async fn signed_in(state: &AppState, session: &Session, role: Role) -> Result<Option<String>, Error> {
    let Some((id, sid)) = session::current(session, role) else { return Ok(None) };
    Ok((session_store::standing(&state.db, role, &id, &sid).await? == Standing::Active).then_some(id))
}

/// Ends the caller's session for `role`: the cookie entry and, for an API client, the
/// bearer token presented; both close their row in the session store.
pub async fn sign_out(req: &HttpRequest, state: &AppState, session: &Session, role: Role) -> Result<(), Error> {
    let bearer = req
        .headers()
        .get(header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.strip_prefix("Bearer "))
        .and_then(|t| token::verify(&state.secrets.jwt, role, t.trim()));
    let sids = session::sign_out(session, role).into_iter().chain(bearer.map(|(_, sid)| sid));
    for sid in sids {
        session_store::close(&state.db, &sid).await?;
    }
    Ok(())
}

/// A signed-in buyer.
#[derive(Debug, Clone)]
pub struct BuyerId(pub String);
/// A signed-in supplier that is not blocked.
#[derive(Debug, Clone)]
pub struct SupplierId(pub String);
/// A signed-in administrator.
#[derive(Debug, Clone)]
pub struct AdminId(pub String);

macro_rules! role_extractor {
    ($ty:ident, $role:expr) => {
        impl FromRequest for $ty {
            type Error = ApiError;
            type Future = Pin<Box<dyn Future<Output = Result<Self, Self::Error>>>>;

            fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
                let req = req.clone();
                Box::pin(async move { resolve(req, $role).await.map($ty).map_err(ApiError::from) })
            }
        }
    };
}

role_extractor!(BuyerId, Role::Buyer);
role_extractor!(SupplierId, Role::Supplier);
role_extractor!(AdminId, Role::Admin);

/// The supplier making a call that an admin may also make: `None` for an admin. Without
/// an admin, the supplier's own refusal (signed out, blocked) is the answer, not a
/// generic sign-in prompt.
pub fn supplier_unless_admin(
    vendor: Result<SupplierId, ApiError>,
    admin: &Option<AdminId>,
) -> Result<Option<String>, ApiError> {
    if admin.is_some() {
        return Ok(None);
    }
    vendor.map(|v| Some(v.0))
}
