//! `POST /api/v1/feedback`: the home page's feedback dialog.

use actix_web::{post, web, HttpResponse};
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_actix_web::service_config::ServiceConfig;

use crate::error::ApiResult;
use crate::extractors::write_allowance::PublicWrite;
use crate::state::AppState;
use domain::messages::feedback::{self, Feedback, FeedbackInput};

pub fn configure(cfg: &mut ServiceConfig) {
    cfg.service(send_feedback);
}

#[derive(Serialize, ToSchema)]
pub struct FeedbackResponse {
    success: bool,
    message: String,
}

/// Stores visitor feedback. `feedback` is required; `email` is optional, must be an
/// e-mail address when given, and is not kept when `anonymous` is true.
#[utoipa::path(
    tag = "visitors",
    request_body = FeedbackInput,
    responses((status = 201, body = FeedbackResponse), (status = 400), (status = 429))
)]
#[post("/feedback")]
async fn send_feedback(
    _: PublicWrite,
    state: web::Data<AppState>,
    body: web::Json<FeedbackInput>,
) -> ApiResult<HttpResponse> {
    let feedback = Feedback::try_from(body.into_inner())?;
    feedback::store(&state.db, feedback).await?;
    Ok(HttpResponse::Created().json(FeedbackResponse { success: true, message: "Thank you for your feedback!".into() }))
}
