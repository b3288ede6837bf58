//! FAQ items: JSON calls (SPEC section 7).

use actix_web::{delete, post, web};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_actix_web::service_config::ServiceConfig;

use crate::api::admin_actor::AdminActor;
use crate::api::message::MessageResponse;
use crate::error::ApiResult;
use crate::state::AppState;
use domain::content::faq::{Faq, FaqInput};
use domain::content::section;

pub fn configure(cfg: &mut ServiceConfig) {
    cfg.service(add_faq).service(edit_faq).service(delete_faq);
}

#[derive(Serialize, ToSchema)]
pub struct FaqSavedResponse {
    success: bool,
    message: String,
    faq: Faq,
}

/// An edited FAQ item: its `_id` with the new question and answer.
#[derive(Deserialize, ToSchema)]
pub struct FaqEditInput {
    #[serde(rename = "_id")]
    id: Option<String>,
    question: Option<String>,
    answer: Option<String>,
}

/// Adds an FAQ item ('FAQ added successfully').
#[utoipa::path(
    operation_id = "admin_add_faq",
    tag = "admin content",
    request_body = FaqInput,
    responses((status = 201, body = FaqSavedResponse), (status = 400), (status = 401), (status = 403))
)]
#[post("/admin/addFaq")]
async fn add_faq(
    actor: AdminActor,
    state: web::Data<AppState>,
    body: web::Json<FaqInput>,
) -> ApiResult<actix_web::HttpResponse> {
    let faq = section::create::<Faq>(&state, &actor, &body).await?;
    Ok(actix_web::HttpResponse::Created().json(FaqSavedResponse {
        success: true,
        message: "FAQ added successfully".into(),
        faq,
    }))
}

/// Changes an FAQ item ('FAQ updated successfully').
#[utoipa::path(
    operation_id = "admin_edit_faq",
    tag = "admin content",
    request_body = FaqEditInput,
    responses((status = 200, body = FaqSavedResponse), (status = 400), (status = 401), (status = 403), (status = 404))
)]
#[post("/admin/editFaq")]
async fn edit_faq(
    actor: AdminActor,
    state: web::Data<AppState>,
    body: web::Json<FaqEditInput>,
) -> ApiResult<web::Json<FaqSavedResponse>> {
    let id = body.id.clone();
    let id = id.as_deref().map(str::trim).filter(|id| !id.is_empty()).ok_or_else(section::not_found::<Faq>)?;
    let body = body.into_inner();
    let sent = FaqInput { question: body.question, answer: body.answer };
    let faq = section::update::<Faq>(&state, &actor, id, &sent).await?;
    Ok(web::Json(FaqSavedResponse { success: true, message: "FAQ updated successfully".into(), faq }))
}

/// Deletes an FAQ item ('FAQ deleted successfully').
#[utoipa::path(
    operation_id = "admin_delete_faq",
    tag = "admin content",
    params(("id" = String, Path)),
    responses((status = 200, body = MessageResponse), (status = 401), (status = 403), (status = 404))
)]
#[delete("/admin/deleteFaq/{id}")]
async fn delete_faq(
    actor: AdminActor,
    state: web::Data<AppState>,
    id: web::Path<String>,
) -> ApiResult<web::Json<MessageResponse>> {
    section::delete::<Faq>(&state, &actor, &id).await?;
    Ok(web::Json(MessageResponse::ok("FAQ deleted successfully")))
}
