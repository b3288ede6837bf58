//! The buyer's orders: its list, one order, the steps it takes (delivery, cancellation),
//! its payments sent, and the documents.

use actix_multipart::Multipart;
use actix_web::{get, post, web, HttpResponse};
use utoipa_actix_web::service_config::ServiceConfig;

use super::answers::{created, file, order_response, page_response, OrderDocumentForm, OrderPage, OrderResponse};

use crate::error::ApiResult;
use crate::extractors::client_address::ClientAddress;
use crate::extractors::identity::BuyerId;
use crate::extractors::multipart::read_form;
use crate::state::AppState;
use domain::orders::documents::{self, DOCUMENT};
use domain::orders::list::{self, OrderPageQuery};
use domain::orders::payments::{self, PaymentInput};
use domain::orders::steps::{self, StepInput};
use domain::orders::{invoice, view, Actor};

pub fn configure(cfg: &mut ServiceConfig) {
    cfg.service(my_orders)
        .service(my_order)
        .service(order_of_enquiry)
        .service(buyer_step)
        .service(payment_sent)
        .service(buyer_document)
        .service(buyer_document_file)
        .service(buyer_proforma);
}

/// The signed-in buyer's orders, newest first, paged.
#[utoipa::path(tag = "orders", params(OrderPageQuery), responses((status = 200, body = OrderPage), (status = 400), (status = 401)))]
#[get("/user/orders")]
async fn my_orders(
    state: web::Data<AppState>,
    me: BuyerId,
    query: web::Query<OrderPageQuery>,
) -> ApiResult<web::Json<OrderPage>> {
    let (data, page) = list::of_buyer(&state.db, &me.0, &query).await?;
    Ok(web::Json(page_response(data, page)))
}

/// One of the buyer's orders whole: terms, parties, milestones, payments, documents.
#[utoipa::path(tag = "orders", params(("id" = String, Path)), responses((status = 200, body = OrderResponse), (status = 401), (status = 404)))]
#[get("/user/orders/{id}")]
async fn my_order(
    state: web::Data<AppState>,
    me: BuyerId,
    path: web::Path<String>,
) -> ApiResult<web::Json<OrderResponse>> {
    let data = view::read(&state.db, Actor::Buyer(&me.0), &path).await?;
    Ok(web::Json(order_response("Order", data)))
}

/// The order the buyer's accepted quote on enquiry `id` became.
#[utoipa::path(tag = "orders", params(("id" = String, Path)), responses((status = 200, body = OrderResponse), (status = 401), (status = 404)))]
#[get("/user/enquiry/{id}/order")]
async fn order_of_enquiry(
    state: web::Data<AppState>,
    me: BuyerId,
    path: web::Path<String>,
) -> ApiResult<web::Json<OrderResponse>> {
    let data = view::of_enquiry(&state.db, &me.0, &path).await?;
    Ok(web::Json(order_response("Order", data)))
}

/// The buyer moves its order: `delivered` once arrived, or `cancelled` (with a reason)
/// before shipment. A supplier's step answers 403; a step out of order 409.
#[utoipa::path(tag = "orders", params(("id" = String, Path)), request_body = StepInput, responses((status = 200, body = OrderResponse), (status = 400), (status = 401), (status = 403), (status = 404), (status = 409)))]
#[post("/user/orders/{id}/steps")]
async fn buyer_step(
    state: web::Data<AppState>,
    me: BuyerId,
    path: web::Path<String>,
    body: web::Json<StepInput>,
) -> ApiResult<web::Json<OrderResponse>> {
    let data = steps::take(&state.db, Actor::Buyer(&me.0), &path, &body).await?;
    Ok(web::Json(order_response("Order updated", data)))
}

/// The buyer marks payment line `seq` sent (with an optional note: a bank reference).
#[utoipa::path(tag = "orders", params(("id" = String, Path), ("seq" = i32, Path)), request_body = PaymentInput, responses((status = 200, body = OrderResponse), (status = 400), (status = 401), (status = 404), (status = 409)))]
#[post("/user/orders/{id}/payments/{seq}/sent")]
async fn payment_sent(
    state: web::Data<AppState>,
    me: BuyerId,
    path: web::Path<(String, String)>,
    body: web::Json<PaymentInput>,
) -> ApiResult<web::Json<OrderResponse>> {
    let (id, seq) = path.into_inner();
    let data = payments::mark_sent(&state.db, &me.0, &id, payments::seq_of(&seq)?, &body).await?;
    Ok(web::Json(order_response("Payment marked sent", data)))
}

/// The buyer adds a trade document to its order.
#[utoipa::path(tag = "orders", params(("id" = String, Path)), request_body(content = OrderDocumentForm, content_type = "multipart/form-data"), responses((status = 201, body = OrderResponse), (status = 400), (status = 401), (status = 404), (status = 409), (status = 413), (status = 415), (status = 429)))]
#[post("/user/orders/{id}/documents")]
async fn buyer_document(
    state: web::Data<AppState>,
    me: BuyerId,
    address: ClientAddress,
    path: web::Path<String>,
    payload: Multipart,
) -> ApiResult<HttpResponse> {
    let form = read_form(payload, &[DOCUMENT]).await?;
    let data = documents::upload(&state, Actor::Buyer(&me.0), address.0, &path, &form).await?;
    Ok(created("Document added", data))
}

/// A document of the buyer's order, as a download.
#[utoipa::path(tag = "orders", params(("id" = String, Path), ("documentId" = String, Path)), responses((status = 200, description = "The file", content_type = "application/octet-stream"), (status = 401), (status = 404)))]
#[get("/user/orders/{id}/documents/{documentId}")]
async fn buyer_document_file(
    state: web::Data<AppState>,
    me: BuyerId,
    path: web::Path<(String, String)>,
) -> ApiResult<HttpResponse> {
    let (id, document) = path.into_inner();
    let found = documents::find(&state.db, &state.files, Actor::Buyer(&me.0), &id, &document).await?;
    Ok(file(found))
}

/// The order's proforma invoice, as a PDF download.
#[utoipa::path(tag = "orders", params(("id" = String, Path)), responses((status = 200, description = "The proforma invoice", content_type = "application/pdf"), (status = 401), (status = 404)))]
#[get("/user/orders/{id}/proforma.pdf")]
async fn buyer_proforma(state: web::Data<AppState>, me: BuyerId, path: web::Path<String>) -> ApiResult<HttpResponse> {
    Ok(file(invoice::pdf(&state.db, Actor::Buyer(&me.0), &path).await?))
}
