//! Read calls for the catalogue: all products, and the public offers of one product.

use actix_web::{get, web};
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_actix_web::service_config::ServiceConfig;

use crate::catalogue::{listings, products};
use crate::error::ApiResult;
use crate::state::AppState;

pub fn configure(cfg: &mut ServiceConfig) {
    cfg.service(get_all_products).service(listings_of_product);
}

#[derive(Serialize, ToSchema)]
pub struct ProductsResponse {
    success: bool,
    products: Vec<products::Product>,
}

/// Every product with features, specifications and varieties.
#[utoipa::path(tag = "catalogue", responses((status = 200, body = ProductsResponse)))]
#[get("/admin/product/getAllProducts")]
async fn get_all_products(state: web::Data<AppState>) -> ApiResult<web::Json<ProductsResponse>> {
    Ok(web::Json(ProductsResponse { success: true, products: products::list(&state.db).await? }))
}

#[derive(Serialize, ToSchema)]
pub struct ListingsResponse {
    success: bool,
    listings: Vec<listings::Listing>,
}

/// Active offers of a product by verified, unblocked suppliers. Filter by `varietyId` on
/// the client, as the variety page does.
#[utoipa::path(
    tag = "catalogue",
    params(("productId" = String, Path, description = "the product's _id")),
    responses((status = 200, body = ListingsResponse))
)]
#[get("/vendorProduct/product/{productId}")]
async fn listings_of_product(
    state: web::Data<AppState>,
    product_id: web::Path<String>,
) -> ApiResult<web::Json<ListingsResponse>> {
    let listings = listings::public_for_product(&state.db, &product_id).await?;
    Ok(web::Json(ListingsResponse { success: true, listings }))
}
