//! What the order calls answer: their JSON shapes, the form a document is sent in, and
//! the helpers that build each answer, shared by all three actors' calls.

use actix_web::HttpResponse;
use serde::Serialize;
use utoipa::ToSchema;

use domain::enquiries::thread::attachments::Attachment;
use domain::orders::view::{OrderSummary, OrderView};
use foundation::paging::PageInfo;

/// One order whole.
#[derive(Serialize, ToSchema)]
pub struct OrderResponse {
    success: bool,
    message: String,
    data: OrderView,
}

/// A page of orders, newest first.
#[derive(Serialize, ToSchema)]
pub struct OrderPage {
    success: bool,
    message: String,
    data: Vec<OrderSummary>,
    #[serde(flatten)]
    page: PageInfo,
}

/// An order document (multipart/form-data): its kind and its file (PDF, JPEG, PNG or
/// WebP, checked as KYC documents are).
#[derive(ToSchema)]
#[allow(dead_code)]
pub struct OrderDocumentForm {
    /// What the document is.
    #[schema(value_type = foundation::entities::codes::OrderDocumentKind)]
    kind: String,
    #[schema(value_type = String, format = Binary)]
    file: Vec<u8>,
}

pub(super) fn order_response(message: &str, data: OrderView) -> OrderResponse {
    OrderResponse { success: true, message: message.into(), data }
}

pub(super) fn page_response(data: Vec<OrderSummary>, page: PageInfo) -> OrderPage {
    OrderPage { success: true, message: format!("{} orders", page.total), data, page }
}

pub(super) fn created(message: &str, data: OrderView) -> HttpResponse {
    HttpResponse::Created().json(order_response(message, data))
}

/// An order's document or proforma, as every file people exchange is served: a download
/// only, through the one helper that writes its headers.
pub(super) fn file(found: Attachment) -> HttpResponse {
    super::super::download::download(&found.content_type, &found.file_name, found.bytes)
}
