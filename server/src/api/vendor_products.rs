//! A supplier's own listings: list, add, edit, delete (an admin may delete any).

use actix_web::{delete, get, post, put, web};
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_actix_web::service_config::ServiceConfig;

use crate::api::admin_actor::AdminActor;
use crate::error::{ApiError, ApiResult};
use crate::extractors::identity::supplier_unless_admin;
use crate::extractors::identity::{AdminId, VendorId};
use crate::state::AppState;
use domain::auth::identity::owner_or_admin;
use domain::vendors::listing_input::ListingInput;
use domain::vendors::listings::{self, SupplierListing};
use domain::vendors::trading_supplier;

pub fn configure(cfg: &mut ServiceConfig) {
    cfg.service(of_vendor).service(add).service(update).service(remove);
}

#[derive(Serialize, ToSchema)]
pub struct SupplierListingsResponse {
    success: bool,
    listings: Vec<SupplierListing>,
}

#[derive(Serialize, ToSchema)]
pub struct ListingWriteResponse {
    success: bool,
    message: String,
    #[serde(rename = "_id")]
    _id: String,
}

/// A supplier's listings, newest first: that (verified) supplier or an admin.
#[utoipa::path(tag = "suppliers", params(("vendorId" = String, Path)), responses((status = 200, body = SupplierListingsResponse), (status = 401), (status = 403)))]
#[get("/vendorProduct/vendor/{vendorId}")]
async fn of_vendor(
    state: web::Data<AppState>,
    path: web::Path<String>,
    vendor: Result<VendorId, ApiError>,
    admin: Option<AdminId>,
) -> ApiResult<web::Json<SupplierListingsResponse>> {
    let id = path.into_inner();
    let caller = supplier_unless_admin(vendor, &admin)?;
    owner_or_admin(&id, caller.as_deref(), caller.is_none())?;
    if caller.is_some() {
        trading_supplier(&state.db, &id).await?;
    }
    Ok(web::Json(SupplierListingsResponse { success: true, listings: listings::of_vendor(&state.db, &id).await? }))
}

/// Lists a variety for sale: the signed-in, verified supplier's own.
#[utoipa::path(tag = "suppliers", request_body = ListingInput, responses((status = 201, body = ListingWriteResponse), (status = 400), (status = 401), (status = 403)))]
#[post("/vendorProduct/add")]
async fn add(
    state: web::Data<AppState>,
    me: VendorId,
    body: web::Json<ListingInput>,
) -> ApiResult<actix_web::HttpResponse> {
    trading_supplier(&state.db, &me.0).await?;
    let id = listings::add(&state, &me.0, &body).await?;
    Ok(actix_web::HttpResponse::Created().json(ListingWriteResponse {
        success: true,
        message: "Product Added".into(),
        _id: id,
    }))
}

/// Changes one of the signed-in supplier's listings.
#[utoipa::path(tag = "suppliers", params(("listingId" = String, Path)), request_body = ListingInput, responses((status = 200, body = ListingWriteResponse), (status = 400), (status = 401), (status = 403), (status = 404)))]
#[put("/vendorProduct/{listingId}")]
async fn update(
    state: web::Data<AppState>,
    me: VendorId,
    path: web::Path<String>,
    body: web::Json<ListingInput>,
) -> ApiResult<web::Json<ListingWriteResponse>> {
    trading_supplier(&state.db, &me.0).await?;
    let id = path.into_inner();
    listings::update(&state, &me.0, &id, &body).await?;
    Ok(web::Json(ListingWriteResponse { success: true, message: "Product Updated".into(), _id: id }))
}

/// Deletes a listing: the owning supplier's, or any for an admin.
#[utoipa::path(tag = "suppliers", params(("id" = String, Path)), responses((status = 200, body = ListingWriteResponse), (status = 401), (status = 403), (status = 404)))]
#[delete("/vendorProduct/delete/{id}")]
async fn remove(
    state: web::Data<AppState>,
    path: web::Path<String>,
    vendor: Result<VendorId, ApiError>,
    admin: Option<AdminActor>,
) -> ApiResult<web::Json<ListingWriteResponse>> {
    let id = path.into_inner();
    let admin_id = admin.as_ref().map(|a| AdminId(a.admin_id.clone()));
    let owner = supplier_unless_admin(vendor, &admin_id)?;
    if let Some(me) = &owner {
        trading_supplier(&state.db, me).await?;
    }
    // An admin's delete is recorded with it; a supplier's own is not an admin write.
    let actor = if owner.is_none() { admin.as_deref() } else { None };
    listings::delete(&state, owner.as_deref(), actor, &id).await?;
    // Each screen's own words (SPEC section 6): the portal's and the admin list's.
    let message = if owner.is_some() { "Product Deleted" } else { "Product deleted successfully" };
    Ok(web::Json(ListingWriteResponse { success: true, message: message.into(), _id: id }))
}
