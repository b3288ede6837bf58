//! The footer and contact details, with the brochure (the spec leaves this call unnamed;
//! it is named in its style: `admin/editFooter`).

use actix_multipart::Multipart;
use actix_web::{post, web};
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_actix_web::service_config::ServiceConfig;

use crate::api::admin_actor::AdminActor;
use crate::error::ApiResult;
use crate::extractors::multipart::read_form;
use crate::state::AppState;
use domain::content::footer::{self, Footer};

pub fn configure(cfg: &mut ServiceConfig) {
    cfg.service(edit_footer);
}

/// The footer form. Phone, e-mail and address are required; the second lines, business
/// hours (one "Days: hours" line each), the map position (latitude and longitude, both or
/// neither) and the brochure (a PDF up to 10 MB, checked by content) are optional;
/// `removeBrochure=true` removes the brochure.
#[derive(ToSchema)]
#[allow(dead_code)]
#[schema(rename_all = "camelCase")]
pub struct FooterForm {
    phone: String,
    phone2: Option<String>,
    email: String,
    email2: Option<String>,
    address: String,
    business_hours: Option<String>,
    map_latitude: Option<String>,
    map_longitude: Option<String>,
    remove_brochure: Option<String>,
    #[schema(value_type = Option<String>, format = Binary)]
    brochure: Option<Vec<u8>>,
}

#[derive(Serialize, ToSchema)]
pub struct FooterSavedResponse {
    success: bool,
    message: String,
    footer: Footer,
}

/// Saves the footer and contact details ('Footer updated successfully!').
#[utoipa::path(
    operation_id = "admin_edit_footer",
    tag = "admin content",
    request_body(content = FooterForm, content_type = "multipart/form-data"),
    responses((status = 200, body = FooterSavedResponse), (status = 400), (status = 401), (status = 403), (status = 413), (status = 415))
)]
#[post("/admin/editFooter")]
async fn edit_footer(
    actor: AdminActor,
    state: web::Data<AppState>,
    payload: Multipart,
) -> ApiResult<web::Json<FooterSavedResponse>> {
    let sent = read_form(payload, &[footer::BROCHURE]).await?;
    let footer = footer::edit(&state, &actor, sent).await?;
    Ok(web::Json(FooterSavedResponse { success: true, message: "Footer updated successfully!".into(), footer }))
}
