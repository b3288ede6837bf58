//! Admin sign-in and sign-out.

use actix_session::Session;
use actix_web::{post, web, HttpRequest};
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_actix_web::service_config::ServiceConfig;

use crate::error::ApiResult;
use crate::extractors::identity::refuse_foreign_origin;
use crate::extractors::sign_in;
use crate::state::AppState;
use domain::accounts::lookup;
use domain::accounts::sign_in::LoginInput;
use domain::auth::Role;

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
#[utoipa::path(operation_id = "admin_login", tag = "accounts", request_body = LoginInput, responses((status = 200, body = AdminLoginResponse), (status = 400), (status = 401), (status = 403), (status = 429)))]
#[post("/admin/adminLogin")]
async fn login(
    req: HttpRequest,
    state: web::Data<AppState>,
    session: Session,
    body: web::Json<LoginInput>,
) -> ApiResult<web::Json<AdminLoginResponse>> {
    let attempt = sign_in::attempt(&req, &state, Role::Admin, &body)?;
    let found = lookup::admin_by_email(&state.db, attempt.email()).await?;
    let admin = attempt.verify(found, |a| &a.password_hash).await?;
    Ok(web::Json(AdminLoginResponse {
        success: true,
        message: "Login successful".into(),
        token: sign_in::establish(&attempt, &session, &admin.id).await?,
    }))
}

/// Ends the admin's session only.
#[utoipa::path(operation_id = "admin_logout", tag = "accounts", responses((status = 200, body = super::message::MessageResponse), (status = 403)))]
#[post("/admin/logout")]
async fn logout(
    req: HttpRequest,
    state: web::Data<AppState>,
    session: Session,
) -> ApiResult<web::Json<super::message::MessageResponse>> {
    refuse_foreign_origin(&req)?;
    crate::extractors::identity::sign_out(&req, &state, &session, Role::Admin).await?;
    Ok(web::Json(super::message::MessageResponse::ok("Logout successful")))
}
