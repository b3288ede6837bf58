//! The back office's enquiry calls (SPEC.md §7 "Admin people and enquiries", §8): product
//! enquiries (search, status, delete, CSV export), general enquiries (Open/Close) and the
//! visitor feedback. Admins only; every write is recorded in the admin activity.

use actix_web::http::header::{ContentDisposition, DispositionParam, DispositionType};
use actix_web::{delete, get, post, put, web, HttpResponse};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use utoipa_actix_web::service_config::ServiceConfig;

use crate::api::admin_actor::AdminActor;
use crate::error::ApiResult;
use crate::state::AppState;
use domain::enquiries::admin::general::{self, AdminGeneralEnquiry, AdminGeneralEnquiryStatusInput};
use domain::enquiries::admin::product::{self, AdminEnquiryStatusInput};
use domain::enquiries::admin::search::EnquiryFilter;
use domain::enquiries::admin::{export, feedback, feedback::AdminFeedbackEntry};
use domain::enquiries::view::EnquiryView;
use foundation::paging::{PageInfo, Paging};

pub fn configure(cfg: &mut ServiceConfig) {
    cfg.service(list_enquiries)
        .service(export_enquiries)
        .service(set_enquiry_status)
        .service(delete_enquiry)
        .service(list_general_enquiries)
        .service(set_general_enquiry_status)
        .service(list_feedback);
}

#[derive(Debug, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query, rename_all = "camelCase")]
pub struct AdminEnquiryQuery {
    /// Found in the buyer's name or e-mail or the product title, ignoring case.
    pub q: Option<String>,
    /// all (the default), pending, processing, completed or rejected.
    pub status: Option<String>,
    /// From 1 (the default).
    pub page: Option<u64>,
    /// 1 to 100, 20 by default.
    pub page_size: Option<u64>,
    /// The `next` of the page before: the page after that row (instead of `page`).
    pub after: Option<String>,
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct AdminEnquiryExportQuery {
    /// As the list's `q`.
    pub q: Option<String>,
    /// As the list's `status`.
    pub status: Option<String>,
}

#[derive(Debug, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query, rename_all = "camelCase")]
pub struct AdminPageQuery {
    pub page: Option<u64>,
    pub page_size: Option<u64>,
    /// The `next` of the page before: the page after that row (instead of `page`).
    pub after: Option<String>,
}

#[derive(Serialize, ToSchema)]
pub struct AdminEnquiryPage {
    success: bool,
    message: String,
    data: Vec<EnquiryView>,
    #[serde(flatten)]
    page: PageInfo,
}

#[derive(Serialize, ToSchema)]
pub struct AdminEnquiryResponse {
    success: bool,
    message: String,
    data: EnquiryView,
}

#[derive(Serialize, ToSchema)]
pub struct AdminGeneralEnquiryPage {
    success: bool,
    /// The spec's client reads the list under this (misspelt) name.
    enqiury: Vec<AdminGeneralEnquiry>,
    #[serde(flatten)]
    page: PageInfo,
}

#[derive(Serialize, ToSchema)]
pub struct AdminGeneralEnquiryResponse {
    success: bool,
    message: String,
    data: AdminGeneralEnquiry,
}

#[derive(Serialize, ToSchema)]
pub struct AdminFeedbackPage {
    success: bool,
    data: Vec<AdminFeedbackEntry>,
    #[serde(flatten)]
    page: PageInfo,
}

/// Product enquiries, newest first: searched, filtered by status and paged on the server.
#[utoipa::path(operation_id = "admin_list_enquiries", tag = "admin", params(AdminEnquiryQuery), responses((status = 200, body = AdminEnquiryPage), (status = 400), (status = 401), (status = 403)))]
#[get("/user/enquiry")]
async fn list_enquiries(
    state: web::Data<AppState>,
    _admin: AdminActor,
    query: web::Query<AdminEnquiryQuery>,
) -> ApiResult<web::Json<AdminEnquiryPage>> {
    let filter = EnquiryFilter::parse(query.q.as_deref(), query.status.as_deref())?;
    let (data, page) = product::page(
        &state.db,
        &filter,
        Paging::parse(query.page, query.page_size)?.with_after(query.after.as_deref())?,
    )
    .await?;
    let message = format!("{} enquiries", page.total);
    Ok(web::Json(AdminEnquiryPage { success: true, message, data, page }))
}

/// Every enquiry the filters match, newest first, as a CSV file (UTF-8 with a byte order
/// mark; cells that a spreadsheet would read as a formula start with `'`).
#[utoipa::path(
    operation_id = "admin_export_enquiries",
    tag = "admin",
    params(AdminEnquiryExportQuery),
    responses((status = 200, description = "The CSV file", content_type = "text/csv"), (status = 400), (status = 401), (status = 403))
)]
#[get("/user/enquiry/export.csv")]
async fn export_enquiries(
    state: web::Data<AppState>,
    _admin: AdminActor,
    query: web::Query<AdminEnquiryExportQuery>,
) -> ApiResult<HttpResponse> {
    let filter = EnquiryFilter::parse(query.q.as_deref(), query.status.as_deref())?;
    let body = export::export(&state.db, &filter).await?;
    let name = format!("enquiries-{}.csv", chrono::Utc::now().format("%Y-%m-%d"));
    Ok(HttpResponse::Ok()
        .content_type("text/csv; charset=utf-8")
        .insert_header(ContentDisposition {
            disposition: DispositionType::Attachment,
            parameters: vec![DispositionParam::Filename(name)],
        })
        .insert_header(("Cache-Control", "no-store"))
        .body(body))
}

/// Sets a product enquiry's status (any of the four, from any other).
#[utoipa::path(operation_id = "admin_set_enquiry_status", tag = "admin", params(("id" = String, Path)), request_body = AdminEnquiryStatusInput, responses((status = 200, body = AdminEnquiryResponse), (status = 400), (status = 401), (status = 403), (status = 404)))]
#[put("/user/enquiry/{id}/status")]
async fn set_enquiry_status(
    state: web::Data<AppState>,
    actor: AdminActor,
    path: web::Path<String>,
    body: web::Json<AdminEnquiryStatusInput>,
) -> ApiResult<web::Json<AdminEnquiryResponse>> {
    let data = product::set_status(&state, &actor, &path, &body).await?;
    Ok(web::Json(AdminEnquiryResponse { success: true, message: product::STATUS_UPDATED.into(), data }))
}

/// Deletes a product enquiry.
#[utoipa::path(operation_id = "admin_delete_enquiry", tag = "admin", params(("id" = String, Path)), responses((status = 200, body = crate::api::message::MessageResponse), (status = 401), (status = 403), (status = 404)))]
#[delete("/user/enquiry/{id}")]
async fn delete_enquiry(
    state: web::Data<AppState>,
    actor: AdminActor,
    path: web::Path<String>,
) -> ApiResult<web::Json<crate::api::message::MessageResponse>> {
    product::delete(&state, &actor, &path).await?;
    Ok(web::Json(crate::api::message::MessageResponse::ok(product::DELETED)))
}

/// Contact messages (general enquiries), newest first.
#[utoipa::path(operation_id = "admin_list_general_enquiries", tag = "admin", params(AdminPageQuery), responses((status = 200, body = AdminGeneralEnquiryPage), (status = 400), (status = 401), (status = 403)))]
#[get("/admin/getEnquiry")]
async fn list_general_enquiries(
    state: web::Data<AppState>,
    _admin: AdminActor,
    query: web::Query<AdminPageQuery>,
) -> ApiResult<web::Json<AdminGeneralEnquiryPage>> {
    let (enqiury, page) =
        general::page(&state.db, Paging::parse(query.page, query.page_size)?.with_after(query.after.as_deref())?)
            .await?;
    Ok(web::Json(AdminGeneralEnquiryPage { success: true, enqiury, page }))
}

/// Opens or closes a general enquiry.
#[utoipa::path(operation_id = "admin_set_general_enquiry_status", tag = "admin", request_body = AdminGeneralEnquiryStatusInput, responses((status = 200, body = AdminGeneralEnquiryResponse), (status = 400), (status = 401), (status = 403), (status = 404)))]
#[post("/admin/editEnquiry")]
async fn set_general_enquiry_status(
    state: web::Data<AppState>,
    actor: AdminActor,
    body: web::Json<AdminGeneralEnquiryStatusInput>,
) -> ApiResult<web::Json<AdminGeneralEnquiryResponse>> {
    let data = general::set_status(&state.db, &actor, &body).await?;
    Ok(web::Json(AdminGeneralEnquiryResponse { success: true, message: general::UPDATED.into(), data }))
}

/// The home page's visitor feedback, newest first.
#[utoipa::path(operation_id = "admin_list_feedback", tag = "admin", params(AdminPageQuery), responses((status = 200, body = AdminFeedbackPage), (status = 400), (status = 401), (status = 403)))]
#[get("/admin/getFeedback")]
async fn list_feedback(
    state: web::Data<AppState>,
    _admin: AdminActor,
    query: web::Query<AdminPageQuery>,
) -> ApiResult<web::Json<AdminFeedbackPage>> {
    let (data, page) =
        feedback::page(&state.db, Paging::parse(query.page, query.page_size)?.with_after(query.after.as_deref())?)
            .await?;
    Ok(web::Json(AdminFeedbackPage { success: true, data, page }))
}
