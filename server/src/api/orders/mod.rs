//! The order calls of the three actors side by side: the buyer's (`buyer`), the
//! supplier's (`supplier`) and the back office's (`admin`). Handlers are thin: the rules,
//! rows and views are `domain::orders`'.

mod admin;
mod buyer;
mod supplier;

use actix_web::HttpResponse;
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_actix_web::service_config::ServiceConfig;

use domain::enquiries::thread::attachments::Attachment;
use domain::orders::view::{OrderSummary, OrderView};
use foundation::paging::PageInfo;

pub fn configure(cfg: &mut ServiceConfig) {
    cfg.configure(buyer::configure).configure(supplier::configure).configure(admin::configure);
}

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

fn order_response(message: &str, data: OrderView) -> OrderResponse {
    OrderResponse { success: true, message: message.into(), data }
}

fn page_response(data: Vec<OrderSummary>, page: PageInfo) -> OrderPage {
    OrderPage { success: true, message: format!("{} orders", page.total), data, page }
}

fn created(message: &str, data: OrderView) -> HttpResponse {
    HttpResponse::Created().json(order_response(message, data))
}

/// An order's document or proforma, as every file people exchange is served: a download
/// only, through the one helper that writes its headers.
fn file(found: Attachment) -> HttpResponse {
    super::download::download(&found.content_type, &found.file_name, found.bytes)
}
