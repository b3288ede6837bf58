//! Supplier calls: registration, sign-in, sign-out and the supplier record.

use actix_session::Session;
use actix_web::{get, post, web, HttpRequest, HttpResponse};
use foundation::error::Error;
use serde::Serialize;
use serde_json::json;
use utoipa::ToSchema;
use utoipa_actix_web::service_config::ServiceConfig;

use crate::error::ApiResult;
use crate::extractors::identity::refuse_foreign_origin;
use crate::extractors::identity::{AdminId, SupplierId};
use crate::extractors::sign_in;
use crate::extractors::write_allowance::PublicWrite;
use crate::state::AppState;
use domain::accounts::sign_in::LoginInput;
use domain::accounts::suppliers::{self, SupplierRegistrationInput, SupplierView};
use domain::auth::identity::owner_or_admin;
use domain::auth::identity::BLOCKED;
use domain::auth::Role;

pub fn configure(cfg: &mut ServiceConfig) {
    cfg.service(register).service(login).service(logout);
}

/// Registered last: `/vendor/{vendorId}` would otherwise shadow the fixed paths.
pub fn configure_lookups(cfg: &mut ServiceConfig) {
    cfg.service(get_supplier);
}

#[derive(Serialize, ToSchema)]
pub struct SupplierRegistrationResponse {
    success: bool,
    message: String,
    vendor: SupplierView,
}

/// Supplier sign-up: business name, e-mail, mobile and password.
#[utoipa::path(tag = "accounts", request_body = SupplierRegistrationInput, responses((status = 201, body = SupplierRegistrationResponse), (status = 400), (status = 409), (status = 429)))]
#[post("/vendor/register")]
async fn register(
    _: PublicWrite,
    state: web::Data<AppState>,
    body: web::Json<SupplierRegistrationInput>,
) -> ApiResult<HttpResponse> {
    let vendor = suppliers::register(&state.db, body.into_inner()).await?;
    Ok(HttpResponse::Created().json(SupplierRegistrationResponse {
        success: true,
        message: "Supplier registered successfully".into(),
        vendor,
    }))
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SupplierLoginResponse {
    success: bool,
    message: String,
    token: String,
    id: String,
    blocked: bool,
    verified: bool,
    has_submitted_registration: bool,
}

/// Supplier sign-in. A blocked supplier with the right password is told so (403).
#[utoipa::path(operation_id = "vendor_login", tag = "accounts", request_body = LoginInput, responses((status = 200, body = SupplierLoginResponse), (status = 400), (status = 401), (status = 403), (status = 429)))]
#[post("/vendor/vendorLogin")]
async fn login(
    req: HttpRequest,
    state: web::Data<AppState>,
    session: Session,
    body: web::Json<LoginInput>,
) -> ApiResult<HttpResponse> {
    let attempt = sign_in::attempt(&req, &state, Role::Supplier, &body)?;
    let found = domain::accounts::lookup::supplier_by_email(&state.db, attempt.email()).await?;
    let vendor = attempt.verify(found, |v| &v.password_hash).await?;
    if vendor.is_blocked {
        return Ok(HttpResponse::Forbidden().json(json!({
            "success": false, "message": BLOCKED, "error": BLOCKED, "blocked": true,
        })));
    }
    Ok(HttpResponse::Ok().json(SupplierLoginResponse {
        success: true,
        message: "Login successful".into(),
        token: sign_in::establish(&attempt, &session, &vendor.id).await?,
        id: vendor.id,
        blocked: false,
        verified: vendor.is_verified,
        has_submitted_registration: vendor.has_submitted_registration,
    }))
}

/// Ends the supplier's session only.
#[utoipa::path(operation_id = "vendor_logout", tag = "accounts", responses((status = 200, body = super::message::MessageResponse), (status = 403)))]
#[post("/vendor/logout")]
async fn logout(
    req: HttpRequest,
    state: web::Data<AppState>,
    session: Session,
) -> ApiResult<web::Json<super::message::MessageResponse>> {
    refuse_foreign_origin(&req)?;
    crate::extractors::identity::sign_out(&req, &state, &session, Role::Supplier).await?;
    Ok(web::Json(super::message::MessageResponse::ok("Logout successful")))
}

#[derive(Serialize, ToSchema)]
pub struct SupplierResponse {
    success: bool,
    vendor: SupplierView,
}

/// One supplier with its registration: that supplier or an admin only.
#[utoipa::path(operation_id = "get_vendor", tag = "accounts", params(("vendorId" = String, Path)), responses((status = 200, body = SupplierResponse), (status = 401), (status = 403), (status = 404)))]
#[get("/vendor/{vendorId}")]
async fn get_supplier(
    state: web::Data<AppState>,
    path: web::Path<String>,
    vendor: Option<SupplierId>,
    admin: Option<AdminId>,
) -> ApiResult<web::Json<SupplierResponse>> {
    let id = path.into_inner();
    owner_or_admin(&id, vendor.as_ref().map(|v| v.0.as_str()), admin.is_some())?;
    let vendor = suppliers::view(&state.db, &id).await?.ok_or_else(|| Error::NotFound("Vendor not found".into()))?;
    Ok(web::Json(SupplierResponse { success: true, vendor }))
}
