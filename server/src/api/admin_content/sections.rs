//! Why choose us, services, additional services and testimonials (SPEC section 7):
//! multipart calls with one picture each.

use actix_multipart::Multipart;
use actix_web::{delete, post, put, web, HttpResponse};
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_actix_web::service_config::ServiceConfig;

use crate::api::admin_actor::AdminActor;
use crate::api::message::MessageResponse;
use crate::error::ApiResult;
use crate::state::AppState;
use domain::content::section;
use domain::content::services::{self, AdditionalService, Service, Updated};
use domain::content::testimonials::Testimonial;
use domain::content::why_choose_us::WhyChooseUs;

use super::form::read_section_form;

pub fn configure(cfg: &mut ServiceConfig) {
    cfg.service(create_why_choose_us)
        .service(update_why_choose_us)
        .service(delete_why_choose_us)
        .service(add_service)
        .service(add_additional_service)
        .service(add_testimonial)
        .service(edit_testimonial)
        .service(delete_testimonial);
}

pub fn configure_lookups(cfg: &mut ServiceConfig) {
    cfg.service(update_service).service(delete_service);
}

/// A why-choose-us entry: title, description and image (JPEG, PNG or WebP, up to 5 MB)
/// required when adding; the image is optional when editing.
#[derive(ToSchema)]
#[allow(dead_code)]
pub struct WhyChooseUsForm {
    title: String,
    description: String,
    #[schema(value_type = Option<String>, format = Binary)]
    image: Option<Vec<u8>>,
}

#[derive(Serialize, ToSchema)]
pub struct WhyChooseUsSavedResponse {
    success: bool,
    message: String,
    data: WhyChooseUs,
}

/// Adds a why-choose-us entry ('Entry created successfully').
#[utoipa::path(
    operation_id = "admin_create_why_choose_us",
    tag = "admin content",
    request_body(content = WhyChooseUsForm, content_type = "multipart/form-data"),
    responses((status = 201, body = WhyChooseUsSavedResponse), (status = 400), (status = 401), (status = 403), (status = 413), (status = 415))
)]
#[post("/admin/whychooseus/create")]
async fn create_why_choose_us(
    actor: AdminActor,
    state: web::Data<AppState>,
    payload: Multipart,
) -> ApiResult<HttpResponse> {
    let sent = read_section_form::<WhyChooseUs>(payload).await?;
    let data = section::create::<WhyChooseUs>(&state, &actor, &sent).await?;
    Ok(HttpResponse::Created().json(WhyChooseUsSavedResponse {
        success: true,
        message: "Entry created successfully".into(),
        data,
    }))
}

/// Changes a why-choose-us entry ('Entry updated successfully').
#[utoipa::path(
    operation_id = "admin_update_why_choose_us",
    tag = "admin content",
    params(("id" = String, Path)),
    request_body(content = WhyChooseUsForm, content_type = "multipart/form-data"),
    responses((status = 200, body = WhyChooseUsSavedResponse), (status = 400), (status = 401), (status = 403), (status = 404), (status = 413), (status = 415))
)]
#[put("/admin/whychooseus/{id}")]
async fn update_why_choose_us(
    actor: AdminActor,
    state: web::Data<AppState>,
    id: web::Path<String>,
    payload: Multipart,
) -> ApiResult<web::Json<WhyChooseUsSavedResponse>> {
    let sent = read_section_form::<WhyChooseUs>(payload).await?;
    let data = section::update::<WhyChooseUs>(&state, &actor, &id, &sent).await?;
    Ok(web::Json(WhyChooseUsSavedResponse { success: true, message: "Entry updated successfully".into(), data }))
}

/// Deletes a why-choose-us entry ('Entry deleted successfully').
#[utoipa::path(
    operation_id = "admin_delete_why_choose_us",
    tag = "admin content",
    params(("id" = String, Path)),
    responses((status = 200, body = MessageResponse), (status = 401), (status = 403), (status = 404))
)]
#[delete("/admin/whychooseus/{id}")]
async fn delete_why_choose_us(
    actor: AdminActor,
    state: web::Data<AppState>,
    id: web::Path<String>,
) -> ApiResult<web::Json<MessageResponse>> {
    section::delete::<WhyChooseUs>(&state, &actor, &id).await?;
    Ok(web::Json(MessageResponse::ok("Entry deleted successfully")))
}

/// A core service: title, subtitle, description and image (JPEG, PNG or WebP, up to
/// 5 MB) required when adding; the image is optional when editing.
#[derive(ToSchema)]
#[allow(dead_code)]
pub struct ServiceForm {
    title: String,
    subtitle: String,
    description: String,
    #[schema(value_type = Option<String>, format = Binary)]
    image: Option<Vec<u8>>,
}

/// An additional service: title, description and image (required when adding).
#[derive(ToSchema)]
#[allow(dead_code)]
pub struct AdditionalServiceForm {
    title: String,
    description: String,
    #[schema(value_type = Option<String>, format = Binary)]
    image: Option<Vec<u8>>,
}

/// An edit through `PUT admin/{id}`: a core service's fields (the subtitle is required
/// for a core service and ignored for an additional one).
#[derive(ToSchema)]
#[allow(dead_code)]
pub struct ServiceEditForm {
    title: String,
    subtitle: Option<String>,
    description: String,
    #[schema(value_type = Option<String>, format = Binary)]
    image: Option<Vec<u8>>,
}

#[derive(Serialize, ToSchema)]
pub struct ServiceSavedResponse {
    success: bool,
    message: String,
    data: Service,
}

#[derive(Serialize, ToSchema)]
pub struct AdditionalServiceSavedResponse {
    success: bool,
    message: String,
    data: AdditionalService,
}

/// What `PUT admin/{id}` saved: `service` or `additionalService`.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AnyServiceSavedResponse {
    success: bool,
    message: String,
    service: Option<Service>,
    additional_service: Option<AdditionalService>,
}

/// Adds a core service ('Service created successfully').
#[utoipa::path(
    operation_id = "admin_add_service",
    tag = "admin content",
    request_body(content = ServiceForm, content_type = "multipart/form-data"),
    responses((status = 201, body = ServiceSavedResponse), (status = 400), (status = 401), (status = 403), (status = 413), (status = 415))
)]
#[post("/admin/addService")]
async fn add_service(actor: AdminActor, state: web::Data<AppState>, payload: Multipart) -> ApiResult<HttpResponse> {
    let sent = read_section_form::<Service>(payload).await?;
    let data = section::create::<Service>(&state, &actor, &sent).await?;
    Ok(HttpResponse::Created().json(ServiceSavedResponse {
        success: true,
        message: "Service created successfully".into(),
        data,
    }))
}

/// Adds an additional service ('Service created successfully').
#[utoipa::path(
    operation_id = "admin_add_additional_service",
    tag = "admin content",
    request_body(content = AdditionalServiceForm, content_type = "multipart/form-data"),
    responses((status = 201, body = AdditionalServiceSavedResponse), (status = 400), (status = 401), (status = 403), (status = 413), (status = 415))
)]
#[post("/admin/additionalService")]
async fn add_additional_service(
    actor: AdminActor,
    state: web::Data<AppState>,
    payload: Multipart,
) -> ApiResult<HttpResponse> {
    let sent = read_section_form::<AdditionalService>(payload).await?;
    let data = section::create::<AdditionalService>(&state, &actor, &sent).await?;
    Ok(HttpResponse::Created().json(AdditionalServiceSavedResponse {
        success: true,
        message: "Service created successfully".into(),
        data,
    }))
}

/// Changes a core or additional service, whichever the id names ('Service updated successfully').
#[utoipa::path(
    operation_id = "admin_update_service",
    tag = "admin content",
    params(("id" = String, Path)),
    request_body(content = ServiceEditForm, content_type = "multipart/form-data"),
    responses((status = 200, body = AnyServiceSavedResponse), (status = 400), (status = 401), (status = 403), (status = 404), (status = 413), (status = 415))
)]
#[put("/admin/{id}")]
async fn update_service(
    actor: AdminActor,
    state: web::Data<AppState>,
    id: web::Path<String>,
    payload: Multipart,
) -> ApiResult<web::Json<AnyServiceSavedResponse>> {
    // Both kinds take the same picture field.
    let sent = read_section_form::<Service>(payload).await?;
    let (service, additional_service) = match services::update(&state, &actor, &id, &sent).await? {
        Updated::Service(s) => (Some(s), None),
        Updated::Additional(s) => (None, Some(s)),
    };
    Ok(web::Json(AnyServiceSavedResponse {
        success: true,
        message: "Service updated successfully".into(),
        service,
        additional_service,
    }))
}

/// Deletes a core or additional service ('Service deleted successfully').
#[utoipa::path(
    operation_id = "admin_delete_service",
    tag = "admin content",
    params(("id" = String, Path)),
    responses((status = 200, body = MessageResponse), (status = 401), (status = 403), (status = 404))
)]
#[delete("/admin/{id}")]
async fn delete_service(
    actor: AdminActor,
    state: web::Data<AppState>,
    id: web::Path<String>,
) -> ApiResult<web::Json<MessageResponse>> {
    services::delete(&state, &actor, &id).await?;
    Ok(web::Json(MessageResponse::ok("Service deleted successfully")))
}

/// A testimonial: name and comment required; course (the company shown on the home
/// page), a rating of 1 to 5 and a profile picture (JPEG, PNG or WebP, up to 5 MB) optional.
#[derive(ToSchema)]
#[allow(dead_code)]
pub struct TestimonialForm {
    name: String,
    comment: String,
    course: Option<String>,
    rating: Option<String>,
    #[schema(value_type = Option<String>, format = Binary)]
    profile: Option<Vec<u8>>,
}

/// An edited testimonial: its `id` and the add form's fields.
#[derive(ToSchema)]
#[allow(dead_code)]
pub struct TestimonialEditForm {
    id: String,
    name: String,
    comment: String,
    course: Option<String>,
    rating: Option<String>,
    #[schema(value_type = Option<String>, format = Binary)]
    profile: Option<Vec<u8>>,
}

#[derive(Serialize, ToSchema)]
pub struct TestimonialSavedResponse {
    success: bool,
    message: String,
    testimonial: Testimonial,
}

/// Adds a testimonial ('Testimonial added successfully!').
#[utoipa::path(
    operation_id = "admin_add_testimonial",
    tag = "admin content",
    request_body(content = TestimonialForm, content_type = "multipart/form-data"),
    responses((status = 201, body = TestimonialSavedResponse), (status = 400), (status = 401), (status = 403), (status = 413), (status = 415))
)]
#[post("/admin/addTestimonial")]
async fn add_testimonial(actor: AdminActor, state: web::Data<AppState>, payload: Multipart) -> ApiResult<HttpResponse> {
    let sent = read_section_form::<Testimonial>(payload).await?;
    let testimonial = section::create::<Testimonial>(&state, &actor, &sent).await?;
    Ok(HttpResponse::Created().json(TestimonialSavedResponse {
        success: true,
        message: "Testimonial added successfully!".into(),
        testimonial,
    }))
}

/// Changes a testimonial ('Testimonial updated successfully!').
#[utoipa::path(
    operation_id = "admin_edit_testimonial",
    tag = "admin content",
    request_body(content = TestimonialEditForm, content_type = "multipart/form-data"),
    responses((status = 200, body = TestimonialSavedResponse), (status = 400), (status = 401), (status = 403), (status = 404), (status = 413), (status = 415))
)]
#[post("/admin/editTestimonial")]
async fn edit_testimonial(
    actor: AdminActor,
    state: web::Data<AppState>,
    payload: Multipart,
) -> ApiResult<web::Json<TestimonialSavedResponse>> {
    let sent = read_section_form::<Testimonial>(payload).await?;
    let id = sent.text("id").map(str::trim).filter(|id| !id.is_empty()).map(str::to_owned);
    let id = id.ok_or_else(section::not_found::<Testimonial>)?;
    let testimonial = section::update::<Testimonial>(&state, &actor, &id, &sent).await?;
    Ok(web::Json(TestimonialSavedResponse {
        success: true,
        message: "Testimonial updated successfully!".into(),
        testimonial,
    }))
}

/// Deletes a testimonial ('Testimonial deleted successfully!').
#[utoipa::path(
    operation_id = "admin_delete_testimonial",
    tag = "admin content",
    params(("id" = String, Path)),
    responses((status = 200, body = MessageResponse), (status = 401), (status = 403), (status = 404))
)]
#[delete("/admin/deleteTestimonial/{id}")]
async fn delete_testimonial(
    actor: AdminActor,
    state: web::Data<AppState>,
    id: web::Path<String>,
) -> ApiResult<web::Json<MessageResponse>> {
    section::delete::<Testimonial>(&state, &actor, &id).await?;
    Ok(web::Json(MessageResponse::ok("Testimonial deleted successfully!")))
}
