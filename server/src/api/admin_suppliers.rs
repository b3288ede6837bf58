//! Vendor Management (admin): the supplier list with its filters and the flag switches.

use actix_web::{get, patch, web};
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_actix_web::service_config::ServiceConfig;

use crate::api::admin_actor::AdminActor;
use crate::error::ApiResult;
use crate::extractors::identity::AdminId;
use crate::state::AppState;
use domain::admin_people::flags::{AccountFilters, AccountFlagInput, Flag};
use domain::admin_people::suppliers::{self, AdminSupplierRow};

pub fn configure(cfg: &mut ServiceConfig) {
    cfg.service(list).service(update);
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AdminSuppliersResponse {
    success: bool,
    vendors: Vec<AdminSupplierRow>,
    page: u64,
    page_size: u64,
    /// Suppliers matching the filters, over all pages.
    total: u64,
    /// Whether `total` is exact (false: at least that many, past 10,000).
    total_exact: bool,
    /// Pass as `after` for the next page; absent on the last page.
    #[serde(skip_serializing_if = "Option::is_none")]
    next: Option<String>,
}

#[derive(Serialize, ToSchema)]
pub struct AdminSupplierUpdateResponse {
    success: bool,
    message: String,
    vendor: AdminSupplierRow,
}

/// Suppliers filtered by Verified / Blocked / Active and a name or e-mail search, newest
/// first, one page at a time.
#[utoipa::path(operation_id = "admin_list_vendors", tag = "admin", params(AccountFilters), responses((status = 200, body = AdminSuppliersResponse), (status = 400), (status = 401), (status = 403)))]
#[get("/vendor/getAllVendors")]
async fn list(
    state: web::Data<AppState>,
    _admin: AdminId,
    query: web::Query<AccountFilters>,
) -> ApiResult<web::Json<AdminSuppliersResponse>> {
    let (vendors, page) = suppliers::list(&state.db, &query).await?;
    Ok(web::Json(AdminSuppliersResponse {
        success: true,
        vendors,
        page: page.page,
        page_size: page.page_size,
        total: page.total,
        total_exact: page.total_exact,
        next: page.next,
    }))
}

/// Sets one of isVerified, isBlocked, isActive. Blocking ends the supplier's sessions and
/// tokens at once and takes its offers off the public pages. isVerified turns on only for
/// a supplier whose registration has its required documents (409 otherwise).
#[utoipa::path(operation_id = "admin_update_vendor", tag = "admin", params(("id" = String, Path)), request_body = AccountFlagInput, responses((status = 200, body = AdminSupplierUpdateResponse), (status = 400), (status = 401), (status = 403), (status = 404), (status = 409, description = "isVerified for a supplier without a registration with its documents")))]
#[patch("/vendor/updateVendor/{id}")]
async fn update(
    state: web::Data<AppState>,
    actor: AdminActor,
    path: web::Path<String>,
    body: web::Json<AccountFlagInput>,
) -> ApiResult<web::Json<AdminSupplierUpdateResponse>> {
    let flag = Flag::parse(&body)?;
    let vendor = suppliers::set_flag(&state, &actor, &path, flag).await?;
    Ok(web::Json(AdminSupplierUpdateResponse { success: true, message: "Vendor updated successfully".into(), vendor }))
}
