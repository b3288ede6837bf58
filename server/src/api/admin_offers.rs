//! Supplier Products (admin): every supplier's offers, paged, and the Active switch.
//! Deleting is `DELETE vendorProduct/delete/{id}`, shared with the owning supplier.

use actix_web::{get, patch, web};
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_actix_web::service_config::ServiceConfig;

use crate::api::admin_actor::AdminActor;
use crate::error::ApiResult;
use crate::extractors::identity::AdminId;
use crate::state::AppState;
use domain::admin_people::offers::{self, AdminOfferRow, OfferFilters, OfferStatusInput};

pub fn configure(cfg: &mut ServiceConfig) {
    cfg.service(list).service(set_status);
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AdminOffersResponse {
    success: bool,
    products: Vec<AdminOfferRow>,
    page: u64,
    page_size: u64,
    /// Offers matching the filter, over all pages.
    total: u64,
    /// Whether `total` is exact (false: at least that many, past 10,000).
    total_exact: bool,
    /// Pass as `after` for the next page; absent on the last page.
    #[serde(skip_serializing_if = "Option::is_none")]
    next: Option<String>,
}

#[derive(Serialize, ToSchema)]
pub struct AdminOfferStatusResponse {
    success: bool,
    message: String,
    product: AdminOfferRow,
}

/// Every supplier's offers, newest first, paged.
#[utoipa::path(operation_id = "admin_list_listings", tag = "admin", params(OfferFilters), responses((status = 200, body = AdminOffersResponse), (status = 400), (status = 401), (status = 403)))]
#[get("/vendorProduct/getAllProduct")]
async fn list(
    state: web::Data<AppState>,
    _admin: AdminId,
    query: web::Query<OfferFilters>,
) -> ApiResult<web::Json<AdminOffersResponse>> {
    let (products, page) = offers::list(&state.db, &query).await?;
    Ok(web::Json(AdminOffersResponse {
        success: true,
        products,
        page: page.page,
        page_size: page.page_size,
        total: page.total,
        total_exact: page.total_exact,
        next: page.next,
    }))
}

/// Shows (`isActive: true`) or hides an offer on the public pages.
#[utoipa::path(operation_id = "admin_set_listing_status", tag = "admin", params(("id" = String, Path)), request_body = OfferStatusInput, responses((status = 200, body = AdminOfferStatusResponse), (status = 400), (status = 401), (status = 403), (status = 404)))]
#[patch("/vendorProduct/status/{id}")]
async fn set_status(
    state: web::Data<AppState>,
    actor: AdminActor,
    path: web::Path<String>,
    body: web::Json<OfferStatusInput>,
) -> ApiResult<web::Json<AdminOfferStatusResponse>> {
    let product = offers::set_active(&state, &actor, &path, &body).await?;
    let message = if product.is_active { "Product activated" } else { "Product deactivated" };
    Ok(web::Json(AdminOfferStatusResponse { success: true, message: message.into(), product }))
}
