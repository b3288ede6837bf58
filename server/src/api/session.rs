//! Who is signed in, per role, for the browser's screens (the cookie is HttpOnly).

use actix_session::Session;
use actix_web::{get, web};
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_actix_web::service_config::ServiceConfig;

use crate::error::ApiResult;
use crate::extractors::identity::signed_in;
use crate::extractors::session as cookie;
use crate::state::AppState;
use domain::accounts::lookup;
use domain::auth::session_store::{self, Standing};
use domain::auth::Role;

pub fn configure(cfg: &mut ServiceConfig) {
    cfg.service(current);
}

#[derive(Serialize, ToSchema)]
pub struct SessionBuyer {
    id: String,
    name: String,
    email: String,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SessionSupplier {
    id: String,
    name: String,
    email: String,
    verified: bool,
    blocked: bool,
    has_submitted_registration: bool,
}

#[derive(Serialize, ToSchema)]
pub struct SessionAdmin {
    id: String,
    email: String,
}

#[derive(Serialize, ToSchema)]
pub struct SessionResponse {
    success: bool,
    user: Option<SessionBuyer>,
    vendor: Option<SessionSupplier>,
    admin: Option<SessionAdmin>,
}

/// The identities this browser's session cookie holds.
#[utoipa::path(tag = "accounts", responses((status = 200, body = SessionResponse)))]
#[get("/session")]
async fn current(state: web::Data<AppState>, session: Session) -> ApiResult<web::Json<SessionResponse>> {
    let db = &state.db;
    let user = match signed_in(&state, &session, Role::Buyer).await? {
        Some(id) => lookup::buyer(db, id).await?,
        None => None,
    };
    // A blocked supplier still sees who it is (the screens explain the block).
    let vendor = match cookie::current(&session, Role::Supplier) {
        Some((id, sid)) if session_store::standing(db, Role::Supplier, &id, &sid).await? != Standing::Gone => {
            lookup::supplier(db, id).await?
        }
        _ => None,
    };
    let admin = match signed_in(&state, &session, Role::Admin).await? {
        Some(id) => lookup::admin(db, id).await?,
        None => None,
    };
    Ok(web::Json(SessionResponse {
        success: true,
        user: user.map(|u| SessionBuyer { id: u.id, name: u.name, email: u.email }),
        vendor: vendor.map(|v| SessionSupplier {
            id: v.id,
            name: v.name,
            email: v.email,
            verified: v.is_verified,
            blocked: v.is_blocked,
            has_submitted_registration: v.has_submitted_registration,
        }),
        admin: admin.map(|a| SessionAdmin { id: a.id, email: a.email }),
    }))
}
