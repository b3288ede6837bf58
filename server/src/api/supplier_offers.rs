//! A supplier's own offers: list, add, edit, delete (an admin may delete any).

use actix_web::{delete, get, post, put, web};
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_actix_web::service_config::ServiceConfig;

use crate::api::admin_actor::AdminActor;
use crate::error::{ApiError, ApiResult};
use crate::extractors::identity::supplier_unless_admin;
use crate::extractors::identity::{AdminId, SupplierId};
use crate::state::AppState;
use domain::auth::identity::owner_or_admin;
use domain::suppliers::offer_input::OfferInput;
use domain::suppliers::offers::{self, SupplierOffer};
use domain::suppliers::trading_supplier;

pub fn configure(cfg: &mut ServiceConfig) {
    cfg.service(of_supplier).service(add).service(update).service(remove);
}

#[derive(Serialize, ToSchema)]
pub struct SupplierOffersResponse {
    success: bool,
    listings: Vec<SupplierOffer>,
}

#[derive(Serialize, ToSchema)]
pub struct OfferWriteResponse {
    success: bool,
    message: String,
    #[serde(rename = "_id")]
    _id: String,
}

/// A supplier's offers, newest first: that (verified) supplier or an admin.
#[utoipa::path(operation_id = "of_vendor", tag = "suppliers", params(("vendorId" = String, Path)), responses((status = 200, body = SupplierOffersResponse), (status = 401), (status = 403)))]
#[get("/vendorProduct/vendor/{vendorId}")]
async fn of_supplier(
    state: web::Data<AppState>,
    path: web::Path<String>,
    vendor: Result<SupplierId, ApiError>,
    admin: Option<AdminId>,
) -> ApiResult<web::Json<SupplierOffersResponse>> {
    let id = path.into_inner();
    let caller = supplier_unless_admin(vendor, &admin)?;
    owner_or_admin(&id, caller.as_deref(), caller.is_none())?;
    if caller.is_some() {
        trading_supplier(&state.db, &id).await?;
    }
    Ok(web::Json(SupplierOffersResponse { success: true, listings: offers::of_supplier(&state.db, &id).await? }))
}

/// Lists a variety for sale: the signed-in, verified supplier's own.
#[utoipa::path(tag = "suppliers", request_body = OfferInput, responses((status = 201, body = OfferWriteResponse), (status = 400), (status = 401), (status = 403)))]
#[post("/vendorProduct/add")]
async fn add(
    state: web::Data<AppState>,
    me: SupplierId,
    body: web::Json<OfferInput>,
) -> ApiResult<actix_web::HttpResponse> {
    trading_supplier(&state.db, &me.0).await?;
    let id = offers::add(&state, &me.0, &body).await?;
    Ok(actix_web::HttpResponse::Created().json(OfferWriteResponse {
        success: true,
        message: "Product Added".into(),
        _id: id,
    }))
}

/// Changes one of the signed-in supplier's offers.
#[utoipa::path(tag = "suppliers", params(("listingId" = String, Path)), request_body = OfferInput, responses((status = 200, body = OfferWriteResponse), (status = 400), (status = 401), (status = 403), (status = 404)))]
#[put("/vendorProduct/{listingId}")]
async fn update(
    state: web::Data<AppState>,
    me: SupplierId,
    path: web::Path<String>,
    body: web::Json<OfferInput>,
) -> ApiResult<web::Json<OfferWriteResponse>> {
    trading_supplier(&state.db, &me.0).await?;
    let id = path.into_inner();
    offers::update(&state, &me.0, &id, &body).await?;
    Ok(web::Json(OfferWriteResponse { success: true, message: "Product Updated".into(), _id: id }))
}

/// Deletes an offer: the owning supplier's, or any for an admin.
#[utoipa::path(tag = "suppliers", params(("id" = String, Path)), responses((status = 200, body = OfferWriteResponse), (status = 401), (status = 403), (status = 404)))]
#[delete("/vendorProduct/delete/{id}")]
async fn remove(
    state: web::Data<AppState>,
    path: web::Path<String>,
    vendor: Result<SupplierId, ApiError>,
    admin: Option<AdminActor>,
) -> ApiResult<web::Json<OfferWriteResponse>> {
    let id = path.into_inner();
    let admin_id = admin.as_ref().map(|a| AdminId(a.admin_id.clone()));
    let owner = supplier_unless_admin(vendor, &admin_id)?;
    if let Some(me) = &owner {
        trading_supplier(&state.db, me).await?;
    }
    // An admin's delete is recorded with it; a supplier's own is not an admin write.
    let actor = if owner.is_none() { admin.as_deref() } else { None };
    offers::delete(&state, owner.as_deref(), actor, &id).await?;
    // Each screen's own words (SPEC section 6): the portal's and the admin list's.
    let message = if owner.is_some() { "Product Deleted" } else { "Product deleted successfully" };
    Ok(web::Json(OfferWriteResponse { success: true, message: message.into(), _id: id }))
}
