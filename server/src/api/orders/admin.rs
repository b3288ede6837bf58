//! Orders in the back office: the filtered list, one order, a correction of its status
//! (with a note, in the activity log), and its documents.

use actix_web::{get, post, web, HttpResponse};
use utoipa_actix_web::service_config::ServiceConfig;

use super::answers::{file, order_response, page_response, OrderPage, OrderResponse};
use crate::api::admin_actor::AdminActor;

use crate::error::ApiResult;
use crate::state::AppState;
use domain::orders::documents;
use domain::orders::list::{self, AdminOrderQuery};
use domain::orders::steps::{self, CorrectionInput};
use domain::orders::{invoice, view, Actor};

pub fn configure(cfg: &mut ServiceConfig) {
    cfg.service(admin_orders)
        .service(admin_order)
        .service(correct_order)
        .service(admin_document_file)
        .service(admin_proforma);
}

/// Every order the filters match (status, supplier, buyer, a range of days), newest
/// first, paged with a bounded count.
#[utoipa::path(tag = "admin", params(AdminOrderQuery), responses((status = 200, body = OrderPage), (status = 400), (status = 401), (status = 403)))]
#[get("/admin/orders")]
async fn admin_orders(
    state: web::Data<AppState>,
    _admin: AdminActor,
    query: web::Query<AdminOrderQuery>,
) -> ApiResult<web::Json<OrderPage>> {
    let (data, page) = list::for_admin(&state.db, &query).await?;
    Ok(web::Json(page_response(data, page)))
}

/// Any order whole.
#[utoipa::path(tag = "admin", params(("id" = String, Path)), responses((status = 200, body = OrderResponse), (status = 401), (status = 403), (status = 404)))]
#[get("/admin/orders/{id}")]
async fn admin_order(
    state: web::Data<AppState>,
    admin: AdminActor,
    path: web::Path<String>,
) -> ApiResult<web::Json<OrderResponse>> {
    let data = view::read(&state.db, Actor::Admin(&admin), &path).await?;
    Ok(web::Json(order_response("Order", data)))
}

/// Sets an order's status to any value, with a required note: kept on the order's
/// history and in the admin activity, and mailed to both sides.
#[utoipa::path(tag = "admin", params(("id" = String, Path)), request_body = CorrectionInput, responses((status = 200, body = OrderResponse), (status = 400), (status = 401), (status = 403), (status = 404)))]
#[post("/admin/orders/{id}/status")]
async fn correct_order(
    state: web::Data<AppState>,
    admin: AdminActor,
    path: web::Path<String>,
    body: web::Json<CorrectionInput>,
) -> ApiResult<web::Json<OrderResponse>> {
    let data = steps::correct(&state.db, &admin, &path, &body).await?;
    Ok(web::Json(order_response("Order corrected", data)))
}

/// A document of any order, as a download.
#[utoipa::path(tag = "admin", params(("id" = String, Path), ("documentId" = String, Path)), responses((status = 200, description = "The file", content_type = "application/octet-stream"), (status = 401), (status = 403), (status = 404)))]
#[get("/admin/orders/{id}/documents/{documentId}")]
async fn admin_document_file(
    state: web::Data<AppState>,
    admin: AdminActor,
    path: web::Path<(String, String)>,
) -> ApiResult<HttpResponse> {
    let (id, document) = path.into_inner();
    let found = documents::find(&state.db, &state.files, Actor::Admin(&admin), &id, &document).await?;
    Ok(file(found))
}

/// The order's proforma invoice, as a PDF download.
#[utoipa::path(tag = "admin", params(("id" = String, Path)), responses((status = 200, description = "The proforma invoice", content_type = "application/pdf"), (status = 401), (status = 403), (status = 404)))]
#[get("/admin/orders/{id}/proforma.pdf")]
async fn admin_proforma(
    state: web::Data<AppState>,
    admin: AdminActor,
    path: web::Path<String>,
) -> ApiResult<HttpResponse> {
    Ok(file(invoice::pdf(&state.db, Actor::Admin(&admin), &path).await?))
}
