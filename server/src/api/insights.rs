//! Insights: a supplier's (its offers' views, enquiries, answers and accepted quotes)
//! and the admin's (the same over the whole site). Both add the views counted so far to
//! the database first, so what was just viewed is in the answer.

use actix_web::{get, web};
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_actix_web::service_config::ServiceConfig;

use crate::error::ApiResult;
use crate::extractors::identity::{AdminId, SupplierId};
use crate::state::AppState;
use domain::insights::report::{self, SiteInsights, SupplierInsights};
use domain::insights::InsightsQuery;
use domain::suppliers::trading_supplier;

pub fn configure(cfg: &mut ServiceConfig) {
    cfg.service(supplier).service(site);
}

#[derive(Serialize, ToSchema)]
pub struct SupplierInsightsResponse {
    success: bool,
    data: SupplierInsights,
}

#[derive(Serialize, ToSchema)]
pub struct SiteInsightsResponse {
    success: bool,
    data: SiteInsights,
}

/// This instance's counts so far into the database. A failure is logged, not answered:
/// the counts stay for the next flush, and the figures are only seconds behind.
async fn flush_views(state: &AppState) {
    if let Err(e) = state.views.flush(&state.db).await {
        tracing::warn!(error = %e, "writing page views before the insights");
    }
}

fn today() -> chrono::NaiveDate {
    chrono::Utc::now().date_naive()
}

/// The signed-in supplier's insights over the last 7, 30 or 90 days: totals, one point a
/// day for the chart, and a page of its offers (newest first) with their figures.
#[utoipa::path(operation_id = "supplier_insights", tag = "suppliers", params(InsightsQuery), responses((status = 200, body = SupplierInsightsResponse), (status = 400), (status = 401), (status = 403)))]
#[get("/vendor/insights")]
async fn supplier(
    state: web::Data<AppState>,
    me: SupplierId,
    query: web::Query<InsightsQuery>,
) -> ApiResult<web::Json<SupplierInsightsResponse>> {
    trading_supplier(&state.db, &me.0).await?;
    let (range, paging) = query.check(today())?;
    flush_views(&state).await;
    let data = report::supplier(&state.db, &me.0, &range, paging).await?;
    Ok(web::Json(SupplierInsightsResponse { success: true, data }))
}

/// The site's insights over the last 7, 30 or 90 days: totals, one point a day, and a page
/// of the varieties by views (most first) with their figures.
#[utoipa::path(operation_id = "admin_insights", tag = "admin", params(InsightsQuery), responses((status = 200, body = SiteInsightsResponse), (status = 400), (status = 401), (status = 403)))]
#[get("/admin/insights")]
async fn site(
    state: web::Data<AppState>,
    _admin: AdminId,
    query: web::Query<InsightsQuery>,
) -> ApiResult<web::Json<SiteInsightsResponse>> {
    let (range, paging) = query.check(today())?;
    flush_views(&state).await;
    let data = report::site(&state.db, &range, paging).await?;
    Ok(web::Json(SiteInsightsResponse { success: true, data }))
}
