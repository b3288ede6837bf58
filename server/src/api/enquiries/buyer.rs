//! A buyer's product enquiries: create one for a supplier's offer, list one's own.

use actix_web::{get, post, web, HttpResponse};
use foundation::error::Error;
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_actix_web::service_config::ServiceConfig;

use crate::error::ApiResult;
use crate::extractors::client_address::ClientAddress;
use crate::extractors::identity::BuyerId;
use crate::extractors::reader_currency::ReaderCurrency;
use crate::state::AppState;
use domain::enquiries::create::{create, Created};
use domain::enquiries::input::EnquiryInput;
use domain::enquiries::offer::{find_open_offer, Offer};
use domain::enquiries::quote::{self, AcceptInput};
use domain::enquiries::request::{create_request, QuoteRequestInput, Requested};
use domain::enquiries::view::{convert_for, of_buyer, EnquiryView};

pub fn configure(cfg: &mut ServiceConfig) {
    cfg.service(create_enquiry).service(request_quotes).service(accept_quote).service(my_enquiries).service(offer);
}

#[derive(Serialize, ToSchema)]
pub struct EnquiryResponse {
    success: bool,
    message: String,
    data: EnquiryView,
}

/// Sends an enquiry for one supplier's offer. Supplier name, price, unit and product
/// titles are taken from the offer, never from the request. Sending the same form twice
/// (same `submissionKey`) returns the first enquiry with status 200.
#[utoipa::path(tag = "enquiries", request_body = EnquiryInput, responses((status = 201, body = EnquiryResponse), (status = 200, body = EnquiryResponse), (status = 400), (status = 401), (status = 429)))]
#[post("/user/enquiry/create")]
async fn create_enquiry(
    state: web::Data<AppState>,
    me: BuyerId,
    address: ClientAddress,
    body: web::Json<EnquiryInput>,
) -> ApiResult<HttpResponse> {
    let Created { enquiry, new } = create(&state.db, &me.0, address.0, &body).await?;
    let mut response = if new { HttpResponse::Created() } else { HttpResponse::Ok() };
    Ok(response.json(EnquiryResponse {
        success: true,
        message: "Enquiry submitted successfully!".into(),
        data: enquiry,
    }))
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct QuoteRequestResponse {
    success: bool,
    message: String,
    /// Shared by the request's enquiries (`requestId` on each).
    request_id: String,
    data: Vec<EnquiryView>,
}

/// Sends one request to several suppliers' offers (1 to 5, one per supplier): one enquiry
/// per offer, each priced from its own offer, all or none, each counted once against the
/// buyer's enquiry allowance. Sending the same form twice (same `submissionKey`) returns
/// the first request with status 200.
#[utoipa::path(tag = "enquiries", request_body = QuoteRequestInput, responses((status = 201, body = QuoteRequestResponse), (status = 200, body = QuoteRequestResponse), (status = 400), (status = 401), (status = 409), (status = 429)))]
#[post("/user/enquiry/request")]
async fn request_quotes(
    state: web::Data<AppState>,
    me: BuyerId,
    address: ClientAddress,
    reader: ReaderCurrency,
    body: web::Json<QuoteRequestInput>,
) -> ApiResult<HttpResponse> {
    let Requested { request_id, mut enquiries, new } = create_request(&state.db, &me.0, address.0, &body).await?;
    convert_for(&state.db, &mut enquiries, reader.0).await?;
    let n = enquiries.len();
    let message = format!("Quote request sent to {n} {}", if n == 1 { "supplier" } else { "suppliers" });
    let mut response = if new { HttpResponse::Created() } else { HttpResponse::Ok() };
    Ok(response.json(QuoteRequestResponse { success: true, message, request_id, data: enquiries }))
}

/// Accepts the revision of the quote the buyer read on one of its enquiries: the others of
/// its request are closed and every supplier of it is told. A quote revised since the
/// revision sent answers 409 and names the revision that stands. Answers the request's
/// enquiries as they are now, and the order the acceptance placed.
#[utoipa::path(tag = "enquiries", params(("id" = String, Path)), request_body = AcceptInput, responses((status = 200, body = AcceptResponse), (status = 400), (status = 401), (status = 404), (status = 409)))]
#[post("/user/enquiry/{id}/accept")]
async fn accept_quote(
    state: web::Data<AppState>,
    me: BuyerId,
    reader: ReaderCurrency,
    path: web::Path<String>,
    body: web::Json<AcceptInput>,
) -> ApiResult<web::Json<AcceptResponse>> {
    let (mut data, order) = quote::accept(&state.db, &me.0, &path, &body).await?;
    convert_for(&state.db, &mut data, reader.0).await?;
    let order = PlacedOrder { id: order.id, number: order.number };
    Ok(web::Json(AcceptResponse { success: true, message: "Quote accepted".into(), data, order }))
}

#[derive(Serialize, ToSchema)]
pub struct AcceptResponse {
    success: bool,
    message: String,
    data: Vec<EnquiryView>,
    /// The order the acceptance placed.
    order: PlacedOrder,
}

/// An order just placed: its id (for `/user/orders/{id}`) and number.
#[derive(Serialize, ToSchema)]
pub struct PlacedOrder {
    #[serde(rename = "_id")]
    id: String,
    /// TH-YYYY-NNNNNN.
    number: String,
}

#[derive(Serialize, ToSchema)]
pub struct EnquiriesResponse {
    success: bool,
    message: String,
    data: Vec<EnquiryView>,
}

/// The signed-in buyer's own enquiries, newest first.
#[utoipa::path(tag = "enquiries", responses((status = 200, body = EnquiriesResponse), (status = 401)))]
#[get("/user/enquiry/user")]
async fn my_enquiries(
    state: web::Data<AppState>,
    me: BuyerId,
    reader: ReaderCurrency,
) -> ApiResult<web::Json<EnquiriesResponse>> {
    let mut data = of_buyer(&state.db, &me.0).await?;
    convert_for(&state.db, &mut data, reader.0).await?;
    let message = format!("{} enquiries", data.len());
    Ok(web::Json(EnquiriesResponse { success: true, message, data }))
}

#[derive(Serialize, ToSchema)]
pub struct OfferResponse {
    success: bool,
    offer: Offer,
}

/// One open offer, as the enquiry form shows it beside the fields. An offer that is not
/// open (or never was) is not there to read: 404, in the form's words.
#[utoipa::path(tag = "enquiries", params(("listingId" = String, Path)), responses((status = 200, body = OfferResponse), (status = 404)))]
#[get("/vendorProduct/offer/{listingId}")]
async fn offer(state: web::Data<AppState>, path: web::Path<String>) -> ApiResult<web::Json<OfferResponse>> {
    let offer = find_open_offer(&state.db, &path)
        .await?
        .ok_or_else(|| Error::NotFound(domain::enquiries::offer::OFFER_UNAVAILABLE.into()))?;
    Ok(web::Json(OfferResponse { success: true, offer }))
}
