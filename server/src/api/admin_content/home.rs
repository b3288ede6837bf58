//! The home page's logo, banner, reach and core values (SPEC section 7): multipart calls.
//! The core values go through the reach calls, as the spec's client sends them: a form
//! with `coreValuesName` instead of `reachName` is a core value.

use actix_multipart::Multipart;
use actix_web::{delete, post, web, HttpResponse};
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_actix_web::service_config::ServiceConfig;

use crate::api::admin_actor::AdminActor;
use crate::api::message::MessageResponse;
use crate::error::ApiResult;
use crate::extractors::multipart::read_form;
use crate::state::AppState;
use domain::content::banner::{self, HomeBanner};
use domain::content::core_values::CoreValue;
use domain::content::logo::{self, Logo};
use domain::content::reach::ReachItem;
use domain::content::section;
use domain::uploads::Form as Sent;

use super::form::read_section_form;

pub fn configure(cfg: &mut ServiceConfig) {
    cfg.service(logo_edit).service(edit_home_banner).service(add_reach).service(edit_reach).service(delete_reach);
}

/// The logo form. `logo` (JPEG, PNG or WebP, up to 5 MB) is optional: sent only when
/// newly chosen.
#[derive(ToSchema)]
#[allow(dead_code)]
pub struct LogoForm {
    logo_id: Option<String>,
    #[schema(value_type = Option<String>, format = Binary)]
    logo: Option<Vec<u8>>,
}

#[derive(Serialize, ToSchema)]
pub struct LogoSavedResponse {
    success: bool,
    message: String,
    logo: Logo,
}

/// Replaces the site logo ('Logo updated successfully!').
#[utoipa::path(
    operation_id = "admin_logo_edit",
    tag = "admin content",
    request_body(content = LogoForm, content_type = "multipart/form-data"),
    responses((status = 200, body = LogoSavedResponse), (status = 400), (status = 401), (status = 403), (status = 404), (status = 413), (status = 415))
)]
#[post("/admin/logoEdit")]
async fn logo_edit(
    actor: AdminActor,
    state: web::Data<AppState>,
    payload: Multipart,
) -> ApiResult<web::Json<LogoSavedResponse>> {
    let sent = read_form(payload, &[logo::LOGO]).await?;
    let logo = logo::edit(&state, &actor, sent).await?;
    Ok(web::Json(LogoSavedResponse { success: true, message: "Logo updated successfully!".into(), logo }))
}

/// The banner form: exactly three slots. Each heading is required; subtitles are kept
/// unless sent; images (JPEG, PNG or WebP, up to 5 MB) are sent only when newly chosen.
/// A field of any other slot is refused.
#[derive(ToSchema)]
#[allow(dead_code)]
pub struct HomeBannerForm {
    #[schema(rename = "bannerId")]
    banner_id: Option<String>,
    banner1_heading: String,
    banner2_heading: String,
    banner3_heading: String,
    banner1_subtitle: Option<String>,
    banner2_subtitle: Option<String>,
    banner3_subtitle: Option<String>,
    #[schema(value_type = Option<String>, format = Binary)]
    banner1_image: Option<Vec<u8>>,
    #[schema(value_type = Option<String>, format = Binary)]
    banner2_image: Option<Vec<u8>>,
    #[schema(value_type = Option<String>, format = Binary)]
    banner3_image: Option<Vec<u8>>,
}

#[derive(Serialize, ToSchema)]
pub struct BannerSavedResponse {
    success: bool,
    message: String,
    banner: HomeBanner,
}

/// Saves the home banner's three slots ('Banner updated successfully!').
#[utoipa::path(
    operation_id = "admin_edit_home_banner",
    tag = "admin content",
    request_body(content = HomeBannerForm, content_type = "multipart/form-data"),
    responses((status = 200, body = BannerSavedResponse), (status = 400), (status = 401), (status = 403), (status = 404), (status = 413), (status = 415))
)]
#[post("/admin/editHomeBanner")]
async fn edit_home_banner(
    actor: AdminActor,
    state: web::Data<AppState>,
    payload: Multipart,
) -> ApiResult<web::Json<BannerSavedResponse>> {
    let sent = read_form(payload, &banner::IMAGES).await?;
    let banner = banner::edit(&state, &actor, sent).await?;
    Ok(web::Json(BannerSavedResponse { success: true, message: "Banner updated successfully!".into(), banner }))
}

/// A reach item (`reachName`) or a core value (`coreValuesName`), with its description
/// and an optional image (JPEG, PNG or WebP, up to 5 MB).
#[derive(ToSchema)]
#[allow(dead_code)]
#[schema(rename_all = "camelCase")]
pub struct ReachForm {
    reach_name: Option<String>,
    core_values_name: Option<String>,
    description: String,
    #[schema(value_type = Option<String>, format = Binary)]
    image: Option<Vec<u8>>,
}

/// An edit of a reach item or core value: its id (`reachId`) and the fields of the add form.
#[derive(ToSchema)]
#[allow(dead_code)]
#[schema(rename_all = "camelCase")]
pub struct ReachEditForm {
    reach_id: String,
    reach_name: Option<String>,
    core_values_name: Option<String>,
    description: String,
    #[schema(value_type = Option<String>, format = Binary)]
    image: Option<Vec<u8>>,
}

/// The saved item: `reach` for a reach item, `coreValue` for a core value.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ReachSavedResponse {
    success: bool,
    message: String,
    reach: Option<ReachItem>,
    core_value: Option<CoreValue>,
}

fn is_core_value(sent: &Sent) -> bool {
    sent.texts.contains_key("coreValuesName") && !sent.texts.contains_key("reachName")
}

/// Adds a reach item or core value ('Reach added successfully!').
#[utoipa::path(
    operation_id = "admin_add_reach",
    tag = "admin content",
    request_body(content = ReachForm, content_type = "multipart/form-data"),
    responses((status = 201, body = ReachSavedResponse), (status = 400), (status = 401), (status = 403), (status = 413), (status = 415))
)]
#[post("/admin/addReach")]
async fn add_reach(actor: AdminActor, state: web::Data<AppState>, payload: Multipart) -> ApiResult<HttpResponse> {
    let sent = read_section_form::<ReachItem>(payload).await?;
    let (reach, core_value) = if is_core_value(&sent) {
        (None, Some(section::create::<CoreValue>(&state, &actor, &sent).await?))
    } else {
        (Some(section::create::<ReachItem>(&state, &actor, &sent).await?), None)
    };
    Ok(HttpResponse::Created().json(ReachSavedResponse {
        success: true,
        message: "Reach added successfully!".into(),
        reach,
        core_value,
    }))
}

/// Changes a reach item or core value, found by `reachId` ('Event updated successfully!').
#[utoipa::path(
    operation_id = "admin_edit_reach",
    tag = "admin content",
    request_body(content = ReachEditForm, content_type = "multipart/form-data"),
    responses((status = 200, body = ReachSavedResponse), (status = 400), (status = 401), (status = 403), (status = 404), (status = 413), (status = 415))
)]
#[post("/admin/editReach")]
async fn edit_reach(
    actor: AdminActor,
    state: web::Data<AppState>,
    payload: Multipart,
) -> ApiResult<web::Json<ReachSavedResponse>> {
    let sent = read_section_form::<ReachItem>(payload).await?;
    let id = sent.text("reachId").map(str::trim).unwrap_or_default().to_owned();
    let (reach, core_value) = if section::exists::<ReachItem>(&state.db, &id).await? {
        (Some(section::update::<ReachItem>(&state, &actor, &id, &sent).await?), None)
    } else if section::exists::<CoreValue>(&state.db, &id).await? {
        (None, Some(section::update::<CoreValue>(&state, &actor, &id, &sent).await?))
    } else {
        return Err(section::not_found::<ReachItem>().into());
    };
    Ok(web::Json(ReachSavedResponse {
        success: true,
        message: "Event updated successfully!".into(),
        reach,
        core_value,
    }))
}

/// Deletes a reach item or core value ('Reach deleted successfully!').
#[utoipa::path(
    operation_id = "admin_delete_reach",
    tag = "admin content",
    params(("id" = String, Path)),
    responses((status = 200, body = MessageResponse), (status = 401), (status = 403), (status = 404))
)]
#[delete("/admin/deleteReach/{id}")]
async fn delete_reach(
    actor: AdminActor,
    state: web::Data<AppState>,
    id: web::Path<String>,
) -> ApiResult<web::Json<MessageResponse>> {
    if !section::delete_if_any::<ReachItem>(&state, &actor, &id).await?
        && !section::delete_if_any::<CoreValue>(&state, &actor, &id).await?
    {
        return Err(section::not_found::<ReachItem>().into());
    }
    Ok(web::Json(MessageResponse::ok("Reach deleted successfully!")))
}
