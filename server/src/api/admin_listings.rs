//! Supplier Products (admin): every supplier's listings, paged, and the Active switch.
//! Deleting is `DELETE vendorProduct/delete/{id}`, shared with the owning supplier.

use actix_web::{get, patch, web};
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_actix_web::service_config::ServiceConfig;

use crate::api::admin_actor::AdminActor;
use crate::error::ApiResult;
use crate::extractors::identity::AdminId;
use crate::state::AppState;
use domain::admin_people::listings::{self, AdminListingRow, ListingFilters, ListingStatusInput};

pub fn configure(cfg: &mut ServiceConfig) {
    cfg.service(list).service(set_status);
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AdminListingsResponse {
    success: bool,
    products: Vec<AdminListingRow>,
    page: u64,
    page_size: u64,
    /// Listings matching the filter, over all pages.
    total: u64,
    /// Whether `total` is exact (false: at least that many, past 10,000).
    total_exact: bool,
    /// Pass as `after` for the next page; absent on the last page.
    #[serde(skip_serializing_if = "Option::is_none")]
    next: Option<String>,
}

#[derive(Serialize, ToSchema)]
pub struct AdminListingStatusResponse {
    success: bool,
    message: String,
    product: AdminListingRow,
}

/// Every supplier's listings, newest first, paged.
#[utoipa::path(operation_id = "admin_list_listings", tag = "admin", params(ListingFilters), responses((status = 200, body = AdminListingsResponse), (status = 400), (status = 401), (status = 403)))]
#[get("/vendorProduct/getAllProduct")]
async fn list(
    state: web::Data<AppState>,
    _admin: AdminId,
    query: web::Query<ListingFilters>,
) -> ApiResult<web::Json<AdminListingsResponse>> {
    let (products, page) = listings::list(&state.db, &query).await?;
    Ok(web::Json(AdminListingsResponse {
        success: true,
        products,
        page: page.page,
        page_size: page.page_size,
        total: page.total,
        total_exact: page.total_exact,
        next: page.next,
    }))
}

/// Shows (`isActive: true`) or hides a listing on the public pages.
#[utoipa::path(operation_id = "admin_set_listing_status", tag = "admin", params(("id" = String, Path)), request_body = ListingStatusInput, responses((status = 200, body = AdminListingStatusResponse), (status = 400), (status = 401), (status = 403), (status = 404)))]
#[patch("/vendorProduct/status/{id}")]
async fn set_status(
    state: web::Data<AppState>,
    actor: AdminActor,
    path: web::Path<String>,
    body: web::Json<ListingStatusInput>,
) -> ApiResult<web::Json<AdminListingStatusResponse>> {
    let product = listings::set_active(&state, &actor, &path, &body).await?;
    let message = if product.is_active { "Product activated" } else { "Product deactivated" };
    Ok(web::Json(AdminListingStatusResponse { success: true, message: message.into(), product }))
}
