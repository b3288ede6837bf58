//! `POST /api/v1/admin/enquiry`: the contact form (SPEC section 7 keeps the admin prefix
//! for this public call).

use actix_web::{post, web, HttpResponse};
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_actix_web::service_config::ServiceConfig;

use crate::error::ApiResult;
use crate::extractors::write_allowance::PublicWrite;
use crate::state::AppState;
use domain::messages::contact::{self, ContactInput, ContactMessage};

pub fn configure(cfg: &mut ServiceConfig) {
    cfg.service(send_contact_message);
}

#[derive(Serialize, ToSchema)]
pub struct ContactResponse {
    success: bool,
    message: String,
}

/// Stores a contact message as a general enquiry with status 'Open'. Name, email,
/// phone and message are required; address is optional.
#[utoipa::path(
    tag = "visitors",
    request_body = ContactInput,
    responses((status = 201, body = ContactResponse), (status = 400), (status = 429))
)]
#[post("/admin/enquiry")]
async fn send_contact_message(
    _: PublicWrite,
    state: web::Data<AppState>,
    body: web::Json<ContactInput>,
) -> ApiResult<HttpResponse> {
    let message = ContactMessage::try_from(body.into_inner())?;
    contact::store(&state.db, message).await?;
    Ok(HttpResponse::Created().json(ContactResponse { success: true, message: "Message sent successfully!".into() }))
}
