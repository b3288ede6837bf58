//! The supplier's orders: its list, one order, the fulfilment steps, its payments
//! received, and the documents.

use actix_multipart::Multipart;
use actix_web::{get, post, web, HttpResponse};
use utoipa_actix_web::service_config::ServiceConfig;

use super::answers::{created, file, order_response, page_response, OrderDocumentForm, OrderPage, OrderResponse};

use crate::error::ApiResult;
use crate::extractors::client_address::ClientAddress;
use crate::extractors::identity::SupplierId;
use crate::extractors::multipart::read_form;
use crate::state::AppState;
use domain::orders::documents::{self, DOCUMENT};
use domain::orders::list::{self, OrderPageQuery};
use domain::orders::payments;
use domain::orders::steps::{self, StepInput};
use domain::orders::{invoice, view, Actor};

pub fn configure(cfg: &mut ServiceConfig) {
    cfg.service(supplier_orders)
        .service(supplier_order)
        .service(supplier_step)
        .service(payment_received)
        .service(supplier_document)
        .service(supplier_document_file)
        .service(supplier_proforma);
}

/// The signed-in supplier's orders, newest first, paged.
#[utoipa::path(tag = "orders", params(OrderPageQuery), responses((status = 200, body = OrderPage), (status = 400), (status = 401), (status = 403)))]
#[get("/vendor/orders")]
async fn supplier_orders(
    state: web::Data<AppState>,
    me: SupplierId,
    query: web::Query<OrderPageQuery>,
) -> ApiResult<web::Json<OrderPage>> {
    let (data, page) = list::of_supplier(&state.db, &me.0, &query).await?;
    Ok(web::Json(page_response(data, page)))
}

/// One of the supplier's orders whole.
#[utoipa::path(tag = "orders", params(("id" = String, Path)), responses((status = 200, body = OrderResponse), (status = 401), (status = 403), (status = 404)))]
#[get("/vendor/orders/{id}")]
async fn supplier_order(
    state: web::Data<AppState>,
    me: SupplierId,
    path: web::Path<String>,
) -> ApiResult<web::Json<OrderResponse>> {
    let data = view::read(&state.db, Actor::Supplier(&me.0), &path).await?;
    Ok(web::Json(order_response("Order", data)))
}

/// The supplier moves its order: confirmed, in_production, ready_to_ship, shipped (with
/// carrier and B/L or AWB number), arrived, closed (delivered and paid), or cancelled
/// (with a reason) before shipment. The buyer's step answers 403; a step out of order 409.
#[utoipa::path(tag = "orders", params(("id" = String, Path)), request_body = StepInput, responses((status = 200, body = OrderResponse), (status = 400), (status = 401), (status = 403), (status = 404), (status = 409)))]
#[post("/vendor/orders/{id}/steps")]
async fn supplier_step(
    state: web::Data<AppState>,
    me: SupplierId,
    path: web::Path<String>,
    body: web::Json<StepInput>,
) -> ApiResult<web::Json<OrderResponse>> {
    let data = steps::take(&state.db, Actor::Supplier(&me.0), &path, &body).await?;
    Ok(web::Json(order_response("Order updated", data)))
}

/// The supplier marks payment line `seq` received; the advance received moves a
/// confirmed order to advance_received.
#[utoipa::path(tag = "orders", params(("id" = String, Path), ("seq" = i32, Path)), responses((status = 200, body = OrderResponse), (status = 401), (status = 403), (status = 404), (status = 409)))]
#[post("/vendor/orders/{id}/payments/{seq}/received")]
async fn payment_received(
    state: web::Data<AppState>,
    me: SupplierId,
    path: web::Path<(String, String)>,
) -> ApiResult<web::Json<OrderResponse>> {
    let (id, seq) = path.into_inner();
    let data = payments::mark_received(&state.db, &me.0, &id, payments::seq_of(&seq)?).await?;
    Ok(web::Json(order_response("Payment marked received", data)))
}

/// The supplier adds a trade document to its order.
#[utoipa::path(tag = "orders", params(("id" = String, Path)), request_body(content = OrderDocumentForm, content_type = "multipart/form-data"), responses((status = 201, body = OrderResponse), (status = 400), (status = 401), (status = 403), (status = 404), (status = 409), (status = 413), (status = 415), (status = 429)))]
#[post("/vendor/orders/{id}/documents")]
async fn supplier_document(
    state: web::Data<AppState>,
    me: SupplierId,
    address: ClientAddress,
    path: web::Path<String>,
    payload: Multipart,
) -> ApiResult<HttpResponse> {
    let form = read_form(payload, &[DOCUMENT]).await?;
    let data = documents::upload(&state, Actor::Supplier(&me.0), address.0, &path, &form).await?;
    Ok(created("Document added", data))
}

/// A document of the supplier's order, as a download.
#[utoipa::path(tag = "orders", params(("id" = String, Path), ("documentId" = String, Path)), responses((status = 200, description = "The file", content_type = "application/octet-stream"), (status = 401), (status = 403), (status = 404)))]
#[get("/vendor/orders/{id}/documents/{documentId}")]
async fn supplier_document_file(
    state: web::Data<AppState>,
    me: SupplierId,
    path: web::Path<(String, String)>,
) -> ApiResult<HttpResponse> {
    let (id, document) = path.into_inner();
    let found = documents::find(&state.db, &state.files, Actor::Supplier(&me.0), &id, &document).await?;
    Ok(file(found))
}

/// The order's proforma invoice, as a PDF download.
#[utoipa::path(tag = "orders", params(("id" = String, Path)), responses((status = 200, description = "The proforma invoice", content_type = "application/pdf"), (status = 401), (status = 403), (status = 404)))]
#[get("/vendor/orders/{id}/proforma.pdf")]
async fn supplier_proforma(
    state: web::Data<AppState>,
    me: SupplierId,
    path: web::Path<String>,
) -> ApiResult<HttpResponse> {
    Ok(file(invoice::pdf(&state.db, Actor::Supplier(&me.0), &path).await?))
}
