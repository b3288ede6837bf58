//! Read calls for the site content (SPEC.md section 7, "Authentication and data loading"
//! and "Admin content"). Their paths keep the spec's names, admin prefix included: the
//! public site reads them too.

use actix_web::http::header;
use actix_web::{get, web, HttpResponse};
use foundation::error::Error;
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_actix_web::service_config::ServiceConfig;

use crate::error::ApiResult;
use crate::state::AppState;
use domain::content::section::list;
use domain::content::{banner, core_values, faq, footer, logo, reach, services, testimonials, why_choose_us};

pub fn configure(cfg: &mut ServiceConfig) {
    cfg.service(get_logo)
        .service(get_home_banner)
        .service(get_reach)
        .service(get_core_values)
        .service(get_faq)
        .service(get_why_choose_us)
        .service(get_service)
        .service(get_additional_service)
        .service(get_testimonials)
        .service(get_footer)
        .service(get_brochure);
}

#[derive(Serialize, ToSchema)]
pub struct LogoResponse {
    success: bool,
    logo: Option<logo::Logo>,
}

/// The site logo.
#[utoipa::path(tag = "content", responses((status = 200, body = LogoResponse)))]
#[get("/admin/getLogo")]
async fn get_logo(state: web::Data<AppState>) -> ApiResult<web::Json<LogoResponse>> {
    Ok(web::Json(LogoResponse { success: true, logo: logo::get(&state.db).await? }))
}

#[derive(Serialize, ToSchema)]
pub struct BannerResponse {
    success: bool,
    banner: Vec<banner::HomeBanner>,
}

/// The home banner record (three slots).
#[utoipa::path(tag = "content", responses((status = 200, body = BannerResponse)))]
#[get("/admin/getHomeBanner")]
async fn get_home_banner(state: web::Data<AppState>) -> ApiResult<web::Json<BannerResponse>> {
    Ok(web::Json(BannerResponse { success: true, banner: banner::list(&state.db).await? }))
}

#[derive(Serialize, ToSchema)]
pub struct ReachResponse {
    success: bool,
    reach: Vec<reach::ReachItem>,
}

/// Our Global Reach statistics.
#[utoipa::path(tag = "content", responses((status = 200, body = ReachResponse)))]
#[get("/admin/getReach")]
async fn get_reach(state: web::Data<AppState>) -> ApiResult<web::Json<ReachResponse>> {
    Ok(web::Json(ReachResponse { success: true, reach: list::<reach::ReachItem>(&state.db).await? }))
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CoreValuesResponse {
    success: bool,
    core_values: Vec<core_values::CoreValue>,
}

/// Core values (the spec leaves this read unnamed; named like getReach).
#[utoipa::path(tag = "content", responses((status = 200, body = CoreValuesResponse)))]
#[get("/admin/getCoreValues")]
async fn get_core_values(state: web::Data<AppState>) -> ApiResult<web::Json<CoreValuesResponse>> {
    Ok(web::Json(CoreValuesResponse { success: true, core_values: list::<core_values::CoreValue>(&state.db).await? }))
}

#[derive(Serialize, ToSchema)]
pub struct FaqResponse {
    success: bool,
    faqs: Vec<faq::Faq>,
}

/// The five FAQ items.
#[utoipa::path(tag = "content", responses((status = 200, body = FaqResponse)))]
#[get("/admin/getFaq")]
async fn get_faq(state: web::Data<AppState>) -> ApiResult<web::Json<FaqResponse>> {
    Ok(web::Json(FaqResponse { success: true, faqs: list::<faq::Faq>(&state.db).await? }))
}

#[derive(Serialize, ToSchema)]
pub struct WhyChooseUsResponse {
    success: bool,
    data: Vec<why_choose_us::WhyChooseUs>,
}

/// The why-choose-us cards.
#[utoipa::path(tag = "content", responses((status = 200, body = WhyChooseUsResponse)))]
#[get("/admin/whychooseus/get")]
async fn get_why_choose_us(state: web::Data<AppState>) -> ApiResult<web::Json<WhyChooseUsResponse>> {
    Ok(web::Json(WhyChooseUsResponse { success: true, data: list::<why_choose_us::WhyChooseUs>(&state.db).await? }))
}

#[derive(Serialize, ToSchema)]
pub struct ServicesResponse {
    success: bool,
    data: Vec<services::Service>,
}

/// Core services.
#[utoipa::path(tag = "content", responses((status = 200, body = ServicesResponse)))]
#[get("/admin/getService")]
async fn get_service(state: web::Data<AppState>) -> ApiResult<web::Json<ServicesResponse>> {
    Ok(web::Json(ServicesResponse { success: true, data: list::<services::Service>(&state.db).await? }))
}

#[derive(Serialize, ToSchema)]
pub struct AdditionalServicesResponse {
    success: bool,
    data: Vec<services::AdditionalService>,
}

/// Additional (specialized) services.
#[utoipa::path(tag = "content", responses((status = 200, body = AdditionalServicesResponse)))]
#[get("/admin/getAdditionalService")]
async fn get_additional_service(state: web::Data<AppState>) -> ApiResult<web::Json<AdditionalServicesResponse>> {
    Ok(web::Json(AdditionalServicesResponse {
        success: true,
        data: list::<services::AdditionalService>(&state.db).await?,
    }))
}

#[derive(Serialize, ToSchema)]
pub struct TestimonialsResponse {
    success: bool,
    testimonials: Vec<testimonials::Testimonial>,
}

/// Testimonials (unnamed in the spec; named like getFaq).
#[utoipa::path(tag = "content", responses((status = 200, body = TestimonialsResponse)))]
#[get("/admin/getTestimonial")]
async fn get_testimonials(state: web::Data<AppState>) -> ApiResult<web::Json<TestimonialsResponse>> {
    Ok(web::Json(TestimonialsResponse {
        success: true,
        testimonials: list::<testimonials::Testimonial>(&state.db).await?,
    }))
}

#[derive(Serialize, ToSchema)]
pub struct FooterResponse {
    success: bool,
    footer: Option<footer::Footer>,
}

/// Footer contact details and brochure (unnamed in the spec).
#[utoipa::path(tag = "content", responses((status = 200, body = FooterResponse)))]
#[get("/admin/getFooter")]
async fn get_footer(state: web::Data<AppState>) -> ApiResult<web::Json<FooterResponse>> {
    Ok(web::Json(FooterResponse { success: true, footer: footer::get(&state.db).await? }))
}

/// The brochure PDF (the footer's Brochure heading and the category pages' Download
/// Brochure button), as a download. Not cached, so a replaced brochure is served at once.
#[utoipa::path(
    operation_id = "get_brochure",
    tag = "content",
    responses((status = 200, description = "The brochure", content_type = "application/pdf"), (status = 404))
)]
#[get("/brochure")]
async fn get_brochure(state: web::Data<AppState>) -> ApiResult<HttpResponse> {
    let none = || Error::NotFound("No brochure is available".into());
    let key = footer::brochure_key(&state.db).await?.ok_or_else(none)?;
    let bytes = state.files.get(&key).await?.ok_or_else(none)?;
    Ok(HttpResponse::Ok()
        .content_type("application/pdf")
        .insert_header((header::CONTENT_DISPOSITION, "attachment; filename=\"tradehub-brochure.pdf\""))
        .insert_header((header::X_CONTENT_TYPE_OPTIONS, "nosniff"))
        .insert_header((header::CACHE_CONTROL, "no-cache"))
        .body(bytes))
}
