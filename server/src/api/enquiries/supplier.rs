//! The supplier's enquiry inbox (the portal's Order area) and its dashboard line.

use actix_web::{get, put, web};
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_actix_web::service_config::ServiceConfig;

use crate::error::ApiResult;
use crate::extractors::identity::SupplierId;
use crate::extractors::reader_currency::ReaderCurrency;
use crate::state::AppState;
use domain::enquiries::quote::{self, QuoteInput};
use domain::enquiries::supplier_inbox::{self as inbox, InboxQuery, ReplyInput, StatusInput, Summary};
use domain::enquiries::view::{convert_for, EnquiryView};
use domain::suppliers::trading_supplier;

pub fn configure(cfg: &mut ServiceConfig) {
    cfg.service(list).service(set_status).service(reply).service(send_quote).service(dashboard);
}

#[derive(Serialize, ToSchema)]
pub struct InboxResponse {
    success: bool,
    data: Vec<EnquiryView>,
}

#[derive(Serialize, ToSchema)]
pub struct InboxEnquiryResponse {
    success: bool,
    message: String,
    data: EnquiryView,
}

#[derive(Serialize, ToSchema)]
pub struct DashboardResponse {
    success: bool,
    summary: Summary,
}

/// The enquiries addressed to the signed-in supplier, newest first, with the buyer's contact.
#[utoipa::path(tag = "suppliers", params(InboxQuery), responses((status = 200, body = InboxResponse), (status = 400), (status = 401), (status = 403)))]
#[get("/vendor/enquiry")]
async fn list(
    state: web::Data<AppState>,
    me: SupplierId,
    reader: ReaderCurrency,
    query: web::Query<InboxQuery>,
) -> ApiResult<web::Json<InboxResponse>> {
    trading_supplier(&state.db, &me.0).await?;
    let mut data = inbox::list(&state.db, &me.0, query.status.as_deref()).await?;
    convert_for(&state.db, &mut data, reader.0).await?;
    Ok(web::Json(InboxResponse { success: true, data }))
}

/// Moves an enquiry to processing, completed or rejected.
#[utoipa::path(tag = "suppliers", params(("id" = String, Path)), request_body = StatusInput, responses((status = 200, body = InboxEnquiryResponse), (status = 400), (status = 401), (status = 403), (status = 404)))]
#[put("/vendor/enquiry/{id}/status")]
async fn set_status(
    state: web::Data<AppState>,
    me: SupplierId,
    path: web::Path<String>,
    body: web::Json<StatusInput>,
) -> ApiResult<web::Json<InboxEnquiryResponse>> {
    trading_supplier(&state.db, &me.0).await?;
    let data = inbox::set_status(&state, &me.0, &path, &body).await?;
    Ok(web::Json(InboxEnquiryResponse { success: true, message: "Enquiry status updated".into(), data }))
}

/// Writes (or rewrites) the supplier's reply, which the buyer sees on the enquiry.
#[utoipa::path(tag = "suppliers", params(("id" = String, Path)), request_body = ReplyInput, responses((status = 200, body = InboxEnquiryResponse), (status = 400), (status = 401), (status = 403), (status = 404)))]
#[put("/vendor/enquiry/{id}/reply")]
async fn reply(
    state: web::Data<AppState>,
    me: SupplierId,
    path: web::Path<String>,
    body: web::Json<ReplyInput>,
) -> ApiResult<web::Json<InboxEnquiryResponse>> {
    trading_supplier(&state.db, &me.0).await?;
    let data = inbox::reply(&state, &me.0, &path, &body).await?;
    Ok(web::Json(InboxEnquiryResponse { success: true, message: "Reply sent".into(), data }))
}

/// Sends, or revises, the supplier's quote on an enquiry addressed to it, while the
/// enquiry is open (not completed or rejected, and no quote of its request accepted).
#[utoipa::path(tag = "suppliers", params(("id" = String, Path)), request_body = QuoteInput, responses((status = 200, body = InboxEnquiryResponse), (status = 400), (status = 401), (status = 403), (status = 404), (status = 409)))]
#[put("/vendor/enquiry/{id}/quote")]
async fn send_quote(
    state: web::Data<AppState>,
    me: SupplierId,
    reader: ReaderCurrency,
    path: web::Path<String>,
    body: web::Json<QuoteInput>,
) -> ApiResult<web::Json<InboxEnquiryResponse>> {
    trading_supplier(&state.db, &me.0).await?;
    let (mut data, revised) = quote::save(&state, &me.0, &path, &body).await?;
    convert_for(&state.db, std::slice::from_mut(&mut data), reader.0).await?;
    let message = if revised { "Quote updated" } else { "Quote sent" };
    Ok(web::Json(InboxEnquiryResponse { success: true, message: message.into(), data }))
}

/// The Document screen's line: offers and open enquiries of the signed-in supplier.
#[utoipa::path(tag = "suppliers", responses((status = 200, body = DashboardResponse), (status = 401), (status = 403)))]
#[get("/vendor/dashboard")]
async fn dashboard(state: web::Data<AppState>, me: SupplierId) -> ApiResult<web::Json<DashboardResponse>> {
    trading_supplier(&state.db, &me.0).await?;
    Ok(web::Json(DashboardResponse { success: true, summary: inbox::summary(&state.db, &me.0).await? }))
}
