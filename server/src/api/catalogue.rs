//! Read calls for the catalogue: all products, and the public offers of one product.

use actix_web::{get, web};
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_actix_web::service_config::ServiceConfig;

use crate::error::ApiResult;
use crate::state::AppState;
use domain::catalogue::{offers, products};
use foundation::paging::Paging;

pub fn configure(cfg: &mut ServiceConfig) {
    cfg.service(get_all_products).service(offers_of_product);
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProductsResponse {
    success: bool,
    /// This page of products, with features, specifications and varieties.
    products: Vec<products::Product>,
    /// Products matching over all pages; when `totalExact` is false, at least this many.
    total: u64,
    total_exact: bool,
    page: u64,
    page_size: u64,
    /// Pass as `after` for the next page in catalogue order; absent on the last page.
    #[serde(skip_serializing_if = "Option::is_none")]
    next: Option<String>,
}

/// One page of products with features, specifications and varieties: in catalogue order,
/// or with `search` the products a catalogue search finds (title, category, variety or
/// family; by prefix, forgiving one wrong letter), best first.
#[utoipa::path(
    tag = "catalogue",
    params(products::ProductQuery),
    responses((status = 200, body = ProductsResponse), (status = 400))
)]
#[get("/admin/product/getAllProducts")]
async fn get_all_products(
    state: web::Data<AppState>,
    query: web::Query<products::ProductQuery>,
) -> ApiResult<web::Json<ProductsResponse>> {
    let paging = Paging::parse(query.page, query.page_size)?.with_after(query.after.as_deref())?;
    let (products, info) = products::page(&state.db, query.search.as_deref(), paging).await?;
    Ok(web::Json(ProductsResponse {
        success: true,
        products,
        total: info.total,
        total_exact: info.total_exact,
        page: info.page,
        page_size: info.page_size,
        next: info.next,
    }))
}

#[derive(Serialize, ToSchema)]
pub struct OffersResponse {
    success: bool,
    listings: Vec<offers::CatalogueOffer>,
}

/// Active offers of a product by verified, unblocked suppliers. Filter by `varietyId` on
/// the client, as the variety page does.
#[utoipa::path(
    operation_id = "listings_of_product",
    tag = "catalogue",
    params(("productId" = String, Path, description = "the product's _id")),
    responses((status = 200, body = OffersResponse))
)]
#[get("/vendorProduct/product/{productId}")]
async fn offers_of_product(
    state: web::Data<AppState>,
    product_id: web::Path<String>,
) -> ApiResult<web::Json<OffersResponse>> {
    let offers = offers::public_for_product(&state.db, &product_id).await?;
    Ok(web::Json(OffersResponse { success: true, listings: offers }))
}
