//! The conversation on an enquiry, as its supplier reaches it: read, write, fetch a file,
//! decline a counter-offer (a revision goes through the quote call), and the unread count.

use actix_multipart::Multipart;
use actix_web::{get, post, web, HttpResponse};
use utoipa_actix_web::service_config::ServiceConfig;

use super::thread::{attachment_response, item_response, ThreadResponse, UnreadResponse};
use crate::error::ApiResult;
use crate::extractors::client_address::ClientAddress;
use crate::extractors::identity::SupplierId;
use crate::extractors::multipart::read_form;
use crate::extractors::reader_currency::ReaderCurrency;
use crate::state::AppState;
use domain::enquiries::thread::attachments::{self, ATTACHMENT};
use domain::enquiries::thread::negotiate::{self, DeclineCounterInput};
use domain::enquiries::thread::read::{self, ThreadQuery};
use domain::enquiries::thread::{messages, unread, Reader};
use domain::suppliers::trading_supplier;

pub fn configure(cfg: &mut ServiceConfig) {
    cfg.service(supplier_thread)
        .service(supplier_message)
        .service(supplier_attachment)
        .service(decline_counter)
        .service(supplier_unread);
}

/// One page of the conversation on an enquiry addressed to the signed-in supplier;
/// opening it marks it read.
#[utoipa::path(tag = "suppliers", params(("id" = String, Path), ThreadQuery), responses((status = 200, body = ThreadResponse), (status = 400), (status = 401), (status = 403), (status = 404)))]
#[get("/vendor/enquiry/{id}/thread")]
async fn supplier_thread(
    state: web::Data<AppState>,
    me: SupplierId,
    reader: ReaderCurrency,
    path: web::Path<String>,
    query: web::Query<ThreadQuery>,
) -> ApiResult<web::Json<ThreadResponse>> {
    trading_supplier(&state.db, &me.0).await?;
    let mut data = read::page(&state.db, Reader::Supplier(&me.0), &path, &query).await?;
    data.convert_for(&state.db, reader.0).await?;
    Ok(web::Json(ThreadResponse { success: true, data }))
}

/// The supplier writes to the enquiry's buyer: text, a file, or both.
#[utoipa::path(tag = "suppliers", params(("id" = String, Path)), request_body(content = super::thread::MessageForm, content_type = "multipart/form-data"), responses((status = 201, body = super::thread::ThreadItemResponse), (status = 400), (status = 401), (status = 403), (status = 404), (status = 413), (status = 415), (status = 429)))]
#[post("/vendor/enquiry/{id}/message")]
async fn supplier_message(
    state: web::Data<AppState>,
    me: SupplierId,
    address: ClientAddress,
    path: web::Path<String>,
    payload: Multipart,
) -> ApiResult<HttpResponse> {
    trading_supplier(&state.db, &me.0).await?;
    let form = read_form(payload, &[ATTACHMENT]).await?;
    let item = messages::post(&state, Reader::Supplier(&me.0), address.0, &path, &form).await?;
    Ok(item_response("Message sent", item))
}

/// A file of the conversation on an enquiry addressed to the signed-in supplier.
#[utoipa::path(tag = "suppliers", params(("id" = String, Path), ("seq" = i64, Path)), responses((status = 200, description = "The file", content_type = "application/octet-stream"), (status = 401), (status = 403), (status = 404)))]
#[get("/vendor/enquiry/{id}/attachment/{seq}")]
async fn supplier_attachment(
    state: web::Data<AppState>,
    me: SupplierId,
    path: web::Path<(String, String)>,
) -> ApiResult<HttpResponse> {
    trading_supplier(&state.db, &me.0).await?;
    let (id, seq) = path.into_inner();
    let seq = attachments::seq_of(&seq)?;
    Ok(attachment_response(attachments::find(&state.db, &state.files, Reader::Supplier(&me.0), &id, seq).await?))
}

/// The supplier declines the buyer's latest counter-offer; its quote stands.
#[utoipa::path(tag = "suppliers", params(("id" = String, Path)), request_body = DeclineCounterInput, responses((status = 201, body = super::thread::ThreadItemResponse), (status = 400), (status = 401), (status = 403), (status = 404), (status = 409)))]
#[post("/vendor/enquiry/{id}/declineCounter")]
async fn decline_counter(
    state: web::Data<AppState>,
    me: SupplierId,
    path: web::Path<String>,
    body: web::Json<DeclineCounterInput>,
) -> ApiResult<HttpResponse> {
    trading_supplier(&state.db, &me.0).await?;
    let item = negotiate::decline_counter(&state.db, &me.0, &path, &body).await?;
    Ok(item_response("Counter-offer declined", item))
}

/// How many of the supplier's enquiries have something unread (new enquiries, messages,
/// counter-offers…), and how many items.
#[utoipa::path(tag = "suppliers", responses((status = 200, body = UnreadResponse), (status = 401)))]
#[get("/vendor/unread")]
async fn supplier_unread(state: web::Data<AppState>, me: SupplierId) -> ApiResult<web::Json<UnreadResponse>> {
    let data = unread::counts(&state.db, Reader::Supplier(&me.0)).await?;
    Ok(web::Json(UnreadResponse { success: true, data }))
}
