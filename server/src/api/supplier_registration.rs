//! Supplier registration with KYC documents, and reading a document back.

use actix_multipart::Multipart;
use actix_web::{get, patch, post, web, HttpResponse};
use foundation::error::Error;
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_actix_web::service_config::ServiceConfig;

use crate::api::admin_actor::AdminActor;
use crate::error::{ApiError, ApiResult};
use crate::extractors::identity::{AdminId, SupplierId};
use crate::extractors::multipart::read_form;
use crate::extractors::write_allowance::PublicWrite;
use crate::state::AppState;
use domain::accounts::suppliers::{self, SupplierView};
use domain::auth::identity::owner_or_admin;
use domain::suppliers::review::{self, RejectInput};
use domain::suppliers::{documents, registration, registration_change};

pub fn configure(cfg: &mut ServiceConfig) {
    cfg.service(apply).service(change).service(document).service(verify).service(reject);
}

/// The registration form (multipart/form-data). Files are checked by content: images
/// (JPEG, PNG, WebP) or PDF up to 10 MB each; the profile photo an image up to 5 MB.
#[derive(ToSchema)]
#[allow(dead_code)]
#[schema(rename_all = "camelCase")]
pub struct RegistrationForm {
    /// Ignored: the registration is always the signed-in supplier's.
    vendor_id: Option<String>,
    name: Option<String>,
    email: Option<String>,
    phone: String,
    address: String,
    gst_no: String,
    pan_no: String,
    aadhar_no: String,
    udhyam_registration_no: String,
    msme_registration_no: String,
    #[schema(value_type = String, format = Binary)]
    aadhar_file: Vec<u8>,
    #[schema(value_type = String, format = Binary)]
    pan_file: Vec<u8>,
    #[schema(value_type = String, format = Binary)]
    gst_file: Vec<u8>,
    #[schema(value_type = Option<String>, format = Binary)]
    udyam_file: Option<Vec<u8>>,
    #[schema(value_type = Option<String>, format = Binary)]
    msme_file: Option<Vec<u8>>,
    #[schema(value_type = Option<String>, format = Binary)]
    profile: Option<Vec<u8>>,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ApplyResponse {
    success: bool,
    message: String,
    vendor_registration: Option<suppliers::RegistrationView>,
    vendor: SupplierView,
}

/// Submits (or, before verification, replaces) the signed-in supplier's registration.
#[utoipa::path(
    tag = "suppliers",
    request_body(content = RegistrationForm, content_type = "multipart/form-data"),
    responses((status = 201, body = ApplyResponse), (status = 400), (status = 401), (status = 403), (status = 409), (status = 413), (status = 415), (status = 429))
)]
#[post("/vendorRegistration/apply")]
async fn apply(
    state: web::Data<AppState>,
    me: SupplierId,
    // Each submission decodes up to six pictures: counted per address, as other public writes.
    _allowed: PublicWrite,
    payload: Multipart,
) -> ApiResult<HttpResponse> {
    let form = read_form(payload, &registration::FILE_RULES).await?;
    registration::apply(&state, &me.0, form).await?;
    let vendor = suppliers::view(&state.db, &me.0).await?.ok_or_else(|| Error::NotFound("Vendor not found".into()))?;
    Ok(HttpResponse::Created().json(ApplyResponse {
        success: true,
        message: "Registration submitted successfully".into(),
        vendor_registration: vendor.vendor_registration.clone(),
        vendor,
    }))
}

/// A change of the registration (multipart/form-data): the same fields, every file
/// optional (a file not sent is kept).
#[derive(ToSchema)]
#[allow(dead_code)]
#[schema(rename_all = "camelCase")]
pub struct RegistrationChangeForm {
    phone: String,
    address: String,
    gst_no: String,
    pan_no: String,
    aadhar_no: String,
    udhyam_registration_no: String,
    msme_registration_no: String,
    #[schema(value_type = Option<String>, format = Binary)]
    aadhar_file: Option<Vec<u8>>,
    #[schema(value_type = Option<String>, format = Binary)]
    pan_file: Option<Vec<u8>>,
    #[schema(value_type = Option<String>, format = Binary)]
    gst_file: Option<Vec<u8>>,
    #[schema(value_type = Option<String>, format = Binary)]
    udyam_file: Option<Vec<u8>>,
    #[schema(value_type = Option<String>, format = Binary)]
    msme_file: Option<Vec<u8>>,
    #[schema(value_type = Option<String>, format = Binary)]
    profile: Option<Vec<u8>>,
}

/// The signed-in supplier changes its business details or replaces documents. A change of
/// a KYC number or document sends a verified supplier back to review: its offers leave
/// the public pages until an admin approves it, and the message says why.
#[utoipa::path(
    tag = "suppliers",
    request_body(content = RegistrationChangeForm, content_type = "multipart/form-data"),
    responses((status = 200, body = ApplyResponse), (status = 400), (status = 401), (status = 403), (status = 409), (status = 413), (status = 415))
)]
#[post("/vendorRegistration/change")]
async fn change(state: web::Data<AppState>, me: SupplierId, payload: Multipart) -> ApiResult<HttpResponse> {
    let form = read_form(payload, &registration::FILE_RULES).await?;
    registration_change::change(&state, &me.0, form).await?;
    let vendor = suppliers::view(&state.db, &me.0).await?.ok_or_else(|| Error::NotFound("Vendor not found".into()))?;
    // Back under review, the supplier reads why (the registration's own note); else done.
    let message = vendor
        .vendor_registration
        .as_ref()
        .and_then(|r| r.review_note.clone())
        .unwrap_or_else(|| registration_change::DETAILS_UPDATED.into());
    Ok(HttpResponse::Ok().json(ApplyResponse {
        success: true,
        message,
        vendor_registration: vendor.vendor_registration.clone(),
        vendor,
    }))
}

/// One KYC document of a supplier, for that supplier and admins only, as a download.
#[utoipa::path(
    tag = "suppliers",
    params(("vendorId" = String, Path), ("kind" = String, Path, description = "aadharFile, panFile, gstFile, udyamFile, msmeFile or profile")),
    responses((status = 200, description = "The file", content_type = "application/octet-stream"), (status = 401), (status = 403), (status = 404))
)]
#[get("/vendorRegistration/document/{vendorId}/{kind}")]
async fn document(
    state: web::Data<AppState>,
    path: web::Path<(String, String)>,
    vendor: Result<SupplierId, ApiError>,
    admin: Option<AdminId>,
) -> ApiResult<HttpResponse> {
    let (vendor_id, kind) = path.into_inner();
    let caller = crate::extractors::identity::supplier_unless_admin(vendor, &admin)?;
    owner_or_admin(&vendor_id, caller.as_deref(), caller.is_none())?;
    let found = documents::find(&state.db, &state.files, &vendor_id, &kind).await?;
    Ok(super::download::download(found.content_type, &found.file_name, found.bytes))
}

/// The supplier after an admin's review, as `GET vendor/{vendorId}` shows it.
#[derive(Serialize, ToSchema)]
pub struct RegistrationReviewResponse {
    success: bool,
    message: String,
    vendor: SupplierView,
}

async fn reviewed(
    state: &AppState,
    vendor_id: &str,
    message: &str,
) -> ApiResult<web::Json<RegistrationReviewResponse>> {
    let vendor = suppliers::view(&state.db, vendor_id)
        .await?
        .ok_or_else(|| Error::NotFound(review::SUPPLIER_NOT_FOUND.into()))?;
    Ok(web::Json(RegistrationReviewResponse { success: true, message: message.into(), vendor }))
}

/// Verifies a supplier's submitted registration: it may then list offers, and its existing
/// offers show on the public pages.
#[utoipa::path(
    operation_id = "verify_vendor_registration",
    tag = "suppliers",
    params(("id" = String, Path, description = "The registration's _id (the supplier's id is accepted too)")),
    responses((status = 200, body = RegistrationReviewResponse), (status = 401), (status = 403), (status = 404), (status = 409))
)]
#[patch("/vendorRegistration/verify/{id}")]
async fn verify(
    state: web::Data<AppState>,
    actor: AdminActor,
    path: web::Path<String>,
) -> ApiResult<web::Json<RegistrationReviewResponse>> {
    let vendor_id = review::verify(&state, &actor, &path).await?;
    reviewed(&state, &vendor_id, review::VERIFIED).await
}

/// Rejects a supplier's submitted registration with a reason the supplier reads on its
/// status screen; it stays unverified and may submit again.
#[utoipa::path(
    operation_id = "reject_vendor_registration",
    tag = "suppliers",
    params(("id" = String, Path, description = "The registration's _id (the supplier's id is accepted too)")),
    request_body = RejectInput,
    responses((status = 200, body = RegistrationReviewResponse), (status = 400), (status = 401), (status = 403), (status = 404), (status = 409))
)]
#[patch("/vendorRegistration/reject/{id}")]
async fn reject(
    state: web::Data<AppState>,
    actor: AdminActor,
    path: web::Path<String>,
    body: web::Json<RejectInput>,
) -> ApiResult<web::Json<RegistrationReviewResponse>> {
    let vendor_id = review::reject(&state, &actor, &path, &body).await?;
    reviewed(&state, &vendor_id, review::REJECTED).await
}
