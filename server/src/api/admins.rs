//! Admin sign-in and sign-out.

use actix_session::Session;
use actix_web::{post, web, HttpRequest, HttpResponse};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};
use serde::Serialize;
use serde_json::json;
use utoipa::ToSchema;
use utoipa_actix_web::service_config::ServiceConfig;

use super::users::LoginInput;
use crate::accounts::sign_in::{self, Credentials};
use crate::auth::identity::refuse_foreign_origin;
use crate::auth::{session, token, Role};
use crate::entities::admins;
use crate::error::ApiResult;
use crate::state::AppState;

pub fn configure(cfg: &mut ServiceConfig) {
    cfg.service(login).service(logout);
}

#[derive(Serialize, ToSchema)]
pub struct AdminLoginResponse {
    success: bool,
    message: String,
    token: String,
}

/// Admin sign-in.
#[utoipa::path(tag = "accounts", request_body = LoginInput, responses((status = 200, body = AdminLoginResponse), (status = 401), (status = 429)))]
#[post("/admin/adminLogin")]
async fn login(
    req: HttpRequest,
    state: web::Data<AppState>,
    session: Session,
    body: web::Json<LoginInput>,
) -> ApiResult<web::Json<AdminLoginResponse>> {
    refuse_foreign_origin(&req)?;
    let (email, password) = body.parts()?;
    let found = admins::Entity::find().filter(admins::Column::Email.eq(&email)).one(&state.db).await?;
    let account = found.map(|a| {
        let hash = a.password_hash.clone();
        (a, hash)
    });
    let ip = req.peer_addr().map(|a| a.ip());
    let admin = sign_in::check(&state.sign_in_limiter, Credentials { role: "admin", email: &email, password, ip }, account).await?;
    let lifetime = token::lifetime(body.remember);
    session::sign_in(&session, Role::Admin, &admin.id, lifetime)?;
    Ok(web::Json(AdminLoginResponse {
        success: true,
        message: "Login successful".into(),
        token: token::issue(&state.secrets.jwt, Role::Admin, &admin.id, lifetime),
    }))
}

/// Ends the admin's session only.
#[utoipa::path(tag = "accounts", responses((status = 200)))]
#[post("/admin/logout")]
async fn logout(req: HttpRequest, session: Session) -> ApiResult<HttpResponse> {
    refuse_foreign_origin(&req)?;
    session::sign_out(&session, Role::Admin);
    Ok(HttpResponse::Ok().json(json!({ "success": true, "message": "Logout successful" })))
}
