//! Supplier registration review (admin): the tabbed list, the contact-details edit, and
//! deletion. Documents are read through `vendorRegistration/document/{vendorId}/{kind}`.

use actix_web::{delete, get, put, web};
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_actix_web::service_config::ServiceConfig;

use crate::api::admin_actor::AdminActor;
use crate::error::ApiResult;
use crate::extractors::identity::AdminId;
use crate::state::AppState;
use domain::accounts::suppliers::RegistrationView;
use domain::admin_people::registrations::{self, RegistrationEditInput, RegistrationFilters};

pub fn configure(cfg: &mut ServiceConfig) {
    cfg.service(list).service(update).service(remove);
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AdminRegistrationsResponse {
    success: bool,
    vendors: Vec<RegistrationView>,
    page: u64,
    page_size: u64,
    /// Registrations of the tab (and search), over all pages.
    total: u64,
    /// Whether `total` is exact (false: at least that many, past 10,000).
    total_exact: bool,
    /// Pass as `after` for the next page; absent on the last page.
    #[serde(skip_serializing_if = "Option::is_none")]
    next: Option<String>,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AdminRegistrationUpdateResponse {
    success: bool,
    message: String,
    vendor_registration: RegistrationView,
}

/// Registrations of one tab (Verified by default, Unverified, All), newest first, paged.
#[utoipa::path(operation_id = "admin_list_registrations", tag = "admin", params(RegistrationFilters), responses((status = 200, body = AdminRegistrationsResponse), (status = 400), (status = 401), (status = 403)))]
#[get("/vendorRegistration/get")]
async fn list(
    state: web::Data<AppState>,
    _admin: AdminId,
    query: web::Query<RegistrationFilters>,
) -> ApiResult<web::Json<AdminRegistrationsResponse>> {
    let (vendors, page) = registrations::list(&state.db, &query).await?;
    Ok(web::Json(AdminRegistrationsResponse {
        success: true,
        vendors,
        page: page.page,
        page_size: page.page_size,
        total: page.total,
        total_exact: page.total_exact,
        next: page.next,
    }))
}

/// Changes a registration's name, e-mail, phone and (when given) address; the supplier's
/// sign-in e-mail and name follow.
#[utoipa::path(operation_id = "admin_update_registration", tag = "admin", params(("id" = String, Path, description = "The registration's _id")), request_body = RegistrationEditInput, responses((status = 200, body = AdminRegistrationUpdateResponse), (status = 400), (status = 401), (status = 403), (status = 404), (status = 409)))]
#[put("/vendorRegistration/update/{id}")]
async fn update(
    state: web::Data<AppState>,
    actor: AdminActor,
    path: web::Path<String>,
    body: web::Json<RegistrationEditInput>,
) -> ApiResult<web::Json<AdminRegistrationUpdateResponse>> {
    let vendor_registration = registrations::update(&state, &actor, &path, &body).await?;
    Ok(web::Json(AdminRegistrationUpdateResponse {
        success: true,
        message: "Supplier updated successfully".into(),
        vendor_registration,
    }))
}

/// Deletes a registration and its documents (files included). The supplier account stays,
/// unverified, and must register again before it can trade.
#[utoipa::path(operation_id = "admin_delete_registration", tag = "admin", params(("id" = String, Path, description = "The registration's _id")), responses((status = 200, body = super::message::MessageResponse), (status = 401), (status = 403), (status = 404)))]
#[delete("/vendorRegistration/delete/{id}")]
async fn remove(
    state: web::Data<AppState>,
    actor: AdminActor,
    path: web::Path<String>,
) -> ApiResult<web::Json<super::message::MessageResponse>> {
    registrations::delete(&state, &actor, &path).await?;
    Ok(web::Json(super::message::MessageResponse::ok("Supplier deleted successfully")))
}
