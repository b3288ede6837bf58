//! Product Management for admins (SPEC.md sections 2 and 7): create, update and delete a
//! catalogue product with its varieties. Reading is `GET admin/product/getAllProducts`.

use actix_multipart::Multipart;
use actix_web::{delete, post, put, web, HttpResponse};
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_actix_web::service_config::ServiceConfig;

use crate::api::admin_actor::AdminActor;
use crate::error::ApiResult;
use crate::extractors::multipart::read_form_with;
use crate::state::AppState;
use domain::catalogue::admin_input::{self, FILE_RULES, LONG_TEXTS};
use domain::catalogue::admin_write;
use domain::catalogue::products::Product;

pub fn configure(cfg: &mut ServiceConfig) {
    cfg.service(create).service(update).service(remove);
}

/// The product form (multipart/form-data). Lists are JSON text: `features` a list of
/// texts, `specifications` a list of `{ name, value }`, `varieties` a list of
/// `VarietyInput`. Pictures (JPEG, PNG or WebP by content, up to 5 MB each): `mainImage`,
/// required when creating and kept when left out of an update, and `varietyImages`,
/// repeated, each one the picture of the variety whose `imageIndex` is its position
/// among them (from 0).
#[derive(ToSchema)]
#[allow(dead_code)]
#[schema(rename_all = "camelCase")]
pub struct ProductForm {
    title: String,
    category: String,
    tag: Option<String>,
    details: Option<String>,
    description: Option<String>,
    /// JSON text: `["Export grade", …]`.
    features: Option<String>,
    /// JSON text: `[{ "name": "Brix", "value": "18%" }, …]`.
    specifications: Option<String>,
    /// JSON text: a list of `VarietyInput`.
    varieties: Option<String>,
    #[schema(value_type = Option<String>, format = Binary)]
    main_image: Option<Vec<u8>>,
    #[schema(value_type = Option<Vec<String>>, format = Binary)]
    variety_images: Option<Vec<Vec<u8>>>,
}

#[derive(Serialize, ToSchema)]
pub struct AdminProductResponse {
    success: bool,
    message: String,
    product: Product,
}

#[derive(Serialize, ToSchema)]
pub struct AdminProductDeleteResponse {
    success: bool,
    message: String,
    #[serde(rename = "_id")]
    _id: String,
}

/// Adds a product to the catalogue.
#[utoipa::path(
    tag = "admin",
    operation_id = "admin_product_create",
    request_body(content = ProductForm, content_type = "multipart/form-data"),
    responses((status = 201, body = AdminProductResponse), (status = 400), (status = 401), (status = 403), (status = 409), (status = 413), (status = 415))
)]
#[post("/admin/product/createProduct")]
async fn create(state: web::Data<AppState>, actor: AdminActor, payload: Multipart) -> ApiResult<HttpResponse> {
    let form = read_form_with(payload, &FILE_RULES, &LONG_TEXTS).await?;
    let input = admin_input::parse(&form, true)?;
    let product = admin_write::create(&state, &actor, input).await?;
    Ok(HttpResponse::Created().json(AdminProductResponse {
        success: true,
        message: "Product created successfully".into(),
        product,
    }))
}

/// Replaces a product's fields and its list of varieties: varieties sent with their `_id`
/// are kept (with their offers and enquiries), those left out are removed.
#[utoipa::path(
    tag = "admin",
    operation_id = "admin_product_update",
    params(("id" = String, Path, description = "the product's _id")),
    request_body(content = ProductForm, content_type = "multipart/form-data"),
    responses((status = 200, body = AdminProductResponse), (status = 400), (status = 401), (status = 403), (status = 404), (status = 409), (status = 413), (status = 415))
)]
#[put("/admin/product/{id}")]
async fn update(
    state: web::Data<AppState>,
    actor: AdminActor,
    path: web::Path<String>,
    payload: Multipart,
) -> ApiResult<web::Json<AdminProductResponse>> {
    let form = read_form_with(payload, &FILE_RULES, &LONG_TEXTS).await?;
    let input = admin_input::parse(&form, false)?;
    let product = admin_write::update(&state, &actor, &path, input).await?;
    Ok(web::Json(AdminProductResponse { success: true, message: "Product updated successfully".into(), product }))
}

/// Deletes a product with its varieties and offers; enquiries about it stay readable.
#[utoipa::path(
    tag = "admin",
    operation_id = "admin_product_delete",
    params(("id" = String, Path, description = "the product's _id")),
    responses((status = 200, body = AdminProductDeleteResponse), (status = 401), (status = 403), (status = 404))
)]
#[delete("/admin/product/{id}")]
async fn remove(
    state: web::Data<AppState>,
    actor: AdminActor,
    path: web::Path<String>,
) -> ApiResult<web::Json<AdminProductDeleteResponse>> {
    let id = path.into_inner();
    admin_write::delete(&state, &actor, &id).await?;
    Ok(web::Json(AdminProductDeleteResponse { success: true, message: "Product deleted successfully".into(), _id: id }))
}
