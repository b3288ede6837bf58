//! Forgot password and reset password, for buyers (`user/…`) and suppliers (`vendor/…`).

use actix_web::{post, web, HttpRequest};
use utoipa_actix_web::service_config::ServiceConfig;

use super::message::MessageResponse;
use crate::error::ApiResult;
use crate::extractors::client_address::client_ip;
use crate::state::AppState;
use domain::accounts::password_reset::{
    self, ForgotPasswordInput, ResetPasswordInput, PASSWORD_RESET_DONE, RESET_REQUESTED,
};
use domain::auth::Role;

pub fn configure(cfg: &mut ServiceConfig) {
    cfg.service(buyer_forgot_password)
        .service(supplier_forgot_password)
        .service(buyer_reset_password)
        .service(supplier_reset_password);
}

async fn forgot(
    req: HttpRequest,
    state: &AppState,
    role: Role,
    input: &ForgotPasswordInput,
) -> ApiResult<web::Json<MessageResponse>> {
    let ip = client_ip(&req, &state.trusted_proxies);
    password_reset::request(&state.db, ip, role, input, state.reset_requests.clone()).await?;
    Ok(web::Json(MessageResponse::ok(RESET_REQUESTED)))
}

async fn reset(
    req: HttpRequest,
    state: &AppState,
    role: Role,
    input: &ResetPasswordInput,
) -> ApiResult<web::Json<MessageResponse>> {
    let ip = client_ip(&req, &state.trusted_proxies);
    password_reset::complete(&state.db, ip, role, input, &state.password_hashes).await?;
    Ok(web::Json(MessageResponse::ok(PASSWORD_RESET_DONE)))
}

/// Mails a buyer a password-reset link. Answers the same whether or not the account
/// exists; limited per address and per e-mail.
#[utoipa::path(operation_id = "user_forgot_password", tag = "accounts", request_body = ForgotPasswordInput, responses((status = 200, body = MessageResponse), (status = 400), (status = 429)))]
#[post("/user/forgotPassword")]
async fn buyer_forgot_password(
    req: HttpRequest,
    state: web::Data<AppState>,
    body: web::Json<ForgotPasswordInput>,
) -> ApiResult<web::Json<MessageResponse>> {
    forgot(req, &state, Role::Buyer, &body).await
}

/// Mails a supplier a password-reset link. Answers the same whether or not the account
/// exists; limited per address and per e-mail.
#[utoipa::path(operation_id = "vendor_forgot_password", tag = "accounts", request_body = ForgotPasswordInput, responses((status = 200, body = MessageResponse), (status = 400), (status = 429)))]
#[post("/vendor/forgotPassword")]
async fn supplier_forgot_password(
    req: HttpRequest,
    state: web::Data<AppState>,
    body: web::Json<ForgotPasswordInput>,
) -> ApiResult<web::Json<MessageResponse>> {
    forgot(req, &state, Role::Supplier, &body).await
}

/// Sets a buyer's new password with the mailed token (once, within the hour); ends every
/// session of the account.
#[utoipa::path(operation_id = "user_reset_password", tag = "accounts", request_body = ResetPasswordInput, responses((status = 200, body = MessageResponse), (status = 400), (status = 403), (status = 429)))]
#[post("/user/resetPassword")]
async fn buyer_reset_password(
    req: HttpRequest,
    state: web::Data<AppState>,
    body: web::Json<ResetPasswordInput>,
) -> ApiResult<web::Json<MessageResponse>> {
    reset(req, &state, Role::Buyer, &body).await
}

/// Sets a supplier's new password with the mailed token (once, within the hour); ends
/// every session of the account.
#[utoipa::path(operation_id = "vendor_reset_password", tag = "accounts", request_body = ResetPasswordInput, responses((status = 200, body = MessageResponse), (status = 400), (status = 403), (status = 429)))]
#[post("/vendor/resetPassword")]
async fn supplier_reset_password(
    req: HttpRequest,
    state: web::Data<AppState>,
    body: web::Json<ResetPasswordInput>,
) -> ApiResult<web::Json<MessageResponse>> {
    reset(req, &state, Role::Supplier, &body).await
}
