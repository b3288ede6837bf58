//! The conversation on an enquiry, as its buyer and an admin reach it; the buyer's
//! counter-offers, declines, open requests and unread count. (The supplier's side is in
//! `supplier_thread`.)

use actix_multipart::Multipart;
use actix_web::{get, post, web, HttpResponse};
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_actix_web::service_config::ServiceConfig;

use crate::error::ApiResult;
use crate::extractors::client_address::ClientAddress;
use crate::extractors::identity::{AdminId, BuyerId};
use crate::extractors::multipart::read_form;
use crate::extractors::reader_currency::ReaderCurrency;
use crate::state::AppState;
use domain::enquiries::request::Requested;
use domain::enquiries::thread::attachments::{self, ATTACHMENT};
use domain::enquiries::thread::negotiate::{self, CounterOfferInput, DeclineQuoteInput};
use domain::enquiries::thread::open_request::{create_open_request, OpenRequestInput};
use domain::enquiries::thread::read::{self, ThreadPage, ThreadQuery};
use domain::enquiries::thread::unread::{self, UnreadCounts};
use domain::enquiries::thread::view::ThreadItem;
use domain::enquiries::thread::{messages, Reader};
use domain::enquiries::view::convert_for;

pub fn configure(cfg: &mut ServiceConfig) {
    cfg.service(buyer_thread)
        .service(buyer_message)
        .service(buyer_attachment)
        .service(counter_offer)
        .service(decline_quote)
        .service(buyer_unread)
        .service(open_request)
        .service(admin_thread)
        .service(admin_attachment);
}

#[derive(Serialize, ToSchema)]
pub struct ThreadResponse {
    pub success: bool,
    pub data: ThreadPage,
}

#[derive(Serialize, ToSchema)]
pub struct ThreadItemResponse {
    pub success: bool,
    pub message: String,
    pub data: ThreadItem,
}

#[derive(Serialize, ToSchema)]
pub struct UnreadResponse {
    pub success: bool,
    pub data: UnreadCounts,
}

/// A message (multipart/form-data): text, a file (PDF, JPEG, PNG or WebP, checked as KYC
/// documents are), or both.
#[derive(ToSchema)]
#[allow(dead_code)]
pub struct MessageForm {
    text: Option<String>,
    #[schema(value_type = Option<String>, format = Binary)]
    attachment: Option<Vec<u8>>,
}

pub fn item_response(message: &str, data: ThreadItem) -> HttpResponse {
    HttpResponse::Created().json(ThreadItemResponse { success: true, message: message.into(), data })
}

/// A conversation's file, for download only: never shown inline by the browser.
pub fn attachment_response(found: attachments::Attachment) -> HttpResponse {
    crate::api::download::download(&found.content_type, &found.file_name, found.bytes)
}

/// One page of the buyer's enquiry's conversation (newest page first, each page oldest
/// first), with the enquiry and its quote; opening it marks it read.
#[utoipa::path(tag = "enquiries", params(("id" = String, Path), ThreadQuery), responses((status = 200, body = ThreadResponse), (status = 400), (status = 401), (status = 404)))]
#[get("/user/enquiry/{id}/thread")]
async fn buyer_thread(
    state: web::Data<AppState>,
    me: BuyerId,
    reader: ReaderCurrency,
    path: web::Path<String>,
    query: web::Query<ThreadQuery>,
) -> ApiResult<web::Json<ThreadResponse>> {
    let mut data = read::page(&state.db, Reader::Buyer(&me.0), &path, &query).await?;
    data.convert_for(&state.db, reader.0).await?;
    Ok(web::Json(ThreadResponse { success: true, data }))
}

/// The buyer writes to the enquiry's supplier: text, a file, or both.
#[utoipa::path(tag = "enquiries", params(("id" = String, Path)), request_body(content = MessageForm, content_type = "multipart/form-data"), responses((status = 201, body = ThreadItemResponse), (status = 400), (status = 401), (status = 404), (status = 413), (status = 415), (status = 429)))]
#[post("/user/enquiry/{id}/message")]
async fn buyer_message(
    state: web::Data<AppState>,
    me: BuyerId,
    address: ClientAddress,
    path: web::Path<String>,
    payload: Multipart,
) -> ApiResult<HttpResponse> {
    let form = read_form(payload, &[ATTACHMENT]).await?;
    let item = messages::post(&state, Reader::Buyer(&me.0), address.0, &path, &form).await?;
    Ok(item_response("Message sent", item))
}

/// A file of the buyer's enquiry's conversation.
#[utoipa::path(tag = "enquiries", params(("id" = String, Path), ("seq" = i64, Path)), responses((status = 200, description = "The file", content_type = "application/octet-stream"), (status = 401), (status = 404)))]
#[get("/user/enquiry/{id}/attachment/{seq}")]
async fn buyer_attachment(
    state: web::Data<AppState>,
    me: BuyerId,
    path: web::Path<(String, String)>,
) -> ApiResult<HttpResponse> {
    let (id, seq) = path.into_inner();
    let seq = attachments::seq_of(&seq)?;
    Ok(attachment_response(attachments::find(&state.db, &state.files, Reader::Buyer(&me.0), &id, seq).await?))
}

/// The buyer asks the supplier for a revised quote at a target price per unit.
#[utoipa::path(tag = "enquiries", params(("id" = String, Path)), request_body = CounterOfferInput, responses((status = 201, body = ThreadItemResponse), (status = 400), (status = 401), (status = 404), (status = 409), (status = 429)))]
#[post("/user/enquiry/{id}/counterOffer")]
async fn counter_offer(
    state: web::Data<AppState>,
    me: BuyerId,
    address: ClientAddress,
    path: web::Path<String>,
    body: web::Json<CounterOfferInput>,
) -> ApiResult<HttpResponse> {
    let item = negotiate::counter(&state.db, &me.0, address.0, &path, &body).await?;
    Ok(item_response("Counter-offer sent", item))
}

/// The buyer declines the quote with a reason from the list (and words of its own).
#[utoipa::path(tag = "enquiries", params(("id" = String, Path)), request_body = DeclineQuoteInput, responses((status = 201, body = ThreadItemResponse), (status = 400), (status = 401), (status = 404), (status = 409)))]
#[post("/user/enquiry/{id}/decline")]
async fn decline_quote(
    state: web::Data<AppState>,
    me: BuyerId,
    path: web::Path<String>,
    body: web::Json<DeclineQuoteInput>,
) -> ApiResult<HttpResponse> {
    let item = negotiate::decline_quote(&state.db, &me.0, &path, &body).await?;
    Ok(item_response("Quote declined", item))
}

/// How many of the buyer's enquiries have something unread, and how many items.
#[utoipa::path(tag = "enquiries", responses((status = 200, body = UnreadResponse), (status = 401)))]
#[get("/user/unread")]
async fn buyer_unread(state: web::Data<AppState>, me: BuyerId) -> ApiResult<web::Json<UnreadResponse>> {
    let data = unread::counts(&state.db, Reader::Buyer(&me.0)).await?;
    Ok(web::Json(UnreadResponse { success: true, data }))
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OpenRequestResponse {
    success: bool,
    message: String,
    request_id: String,
    data: Vec<domain::enquiries::view::EnquiryView>,
}

/// Sends one request for quotes on a variety to every verified supplier offering it (up
/// to 10, best answer record first): one enquiry each, all or none, each counted against
/// the buyer's enquiry allowance. The same form again (same `submissionKey`) returns the
/// first request with status 200.
#[utoipa::path(tag = "enquiries", request_body = OpenRequestInput, responses((status = 201, body = OpenRequestResponse), (status = 200, body = OpenRequestResponse), (status = 400), (status = 401), (status = 409), (status = 429)))]
#[post("/user/enquiry/openRequest")]
async fn open_request(
    state: web::Data<AppState>,
    me: BuyerId,
    address: ClientAddress,
    reader: ReaderCurrency,
    body: web::Json<OpenRequestInput>,
) -> ApiResult<HttpResponse> {
    let Requested { request_id, mut enquiries, new } = create_open_request(&state.db, &me.0, address.0, &body).await?;
    convert_for(&state.db, &mut enquiries, reader.0).await?;
    let n = enquiries.len();
    let message = format!("Quote request sent to {n} {}", if n == 1 { "supplier" } else { "suppliers" });
    let mut response = if new { HttpResponse::Created() } else { HttpResponse::Ok() };
    Ok(response.json(OpenRequestResponse { success: true, message, request_id, data: enquiries }))
}

/// One page of any enquiry's conversation, for the back office (read only; nothing is
/// marked read).
#[utoipa::path(tag = "enquiries", params(("id" = String, Path), ThreadQuery), responses((status = 200, body = ThreadResponse), (status = 400), (status = 401), (status = 403), (status = 404)))]
#[get("/admin/productEnquiry/{id}/thread")]
async fn admin_thread(
    state: web::Data<AppState>,
    _admin: AdminId,
    reader: ReaderCurrency,
    path: web::Path<String>,
    query: web::Query<ThreadQuery>,
) -> ApiResult<web::Json<ThreadResponse>> {
    let mut data = read::page(&state.db, Reader::Admin, &path, &query).await?;
    data.convert_for(&state.db, reader.0).await?;
    Ok(web::Json(ThreadResponse { success: true, data }))
}

/// A file of any enquiry's conversation, for the back office.
#[utoipa::path(tag = "enquiries", params(("id" = String, Path), ("seq" = i64, Path)), responses((status = 200, description = "The file", content_type = "application/octet-stream"), (status = 401), (status = 403), (status = 404)))]
#[get("/admin/productEnquiry/{id}/attachment/{seq}")]
async fn admin_attachment(
    state: web::Data<AppState>,
    _admin: AdminId,
    path: web::Path<(String, String)>,
) -> ApiResult<HttpResponse> {
    let (id, seq) = path.into_inner();
    let seq = attachments::seq_of(&seq)?;
    Ok(attachment_response(attachments::find(&state.db, &state.files, Reader::Admin, &id, seq).await?))
}
