//! The admins' exchange rates (the back office's Exchange rates screen): the newest rate of
//! each currency, one currency's history, and setting a day's rate (recorded in the
//! admin activity). Buyers read prices in these currencies on the public pages.

use actix_web::{get, post, web};
use chrono::NaiveDate;
use foundation::error::Error;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use utoipa_actix_web::service_config::ServiceConfig;

use crate::api::admin_actor::AdminActor;
use crate::error::ApiResult;
use crate::state::AppState;
use domain::trade::rates::{self, Rate, RateInput};
use foundation::entities::codes::Currency;

pub fn configure(cfg: &mut ServiceConfig) {
    cfg.service(list).service(set);
}

#[derive(Serialize, ToSchema)]
pub struct ExchangeRates {
    success: bool,
    /// The newest rate of each currency that has one (USD, EUR, GBP, AED order).
    data: Vec<Rate>,
    /// The asked currency's rates, newest first, 30 at a time.
    history: Vec<Rate>,
}

#[derive(Serialize, ToSchema)]
pub struct ExchangeRateSaved {
    success: bool,
    message: &'static str,
    data: Rate,
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct RateHistoryQuery {
    /// Whose history to list (USD when absent).
    #[param(value_type = Option<foundation::entities::codes::Currency>)]
    currency: Option<String>,
    /// Rates dated before this day (YYYY-MM-DD): the next page of the history.
    #[param(value_type = Option<String>, format = Date)]
    before: Option<String>,
}

/// The newest rate of each currency, and one currency's history.
#[utoipa::path(operation_id = "admin_list_exchange_rates", tag = "admin", params(RateHistoryQuery), responses((status = 200, body = ExchangeRates), (status = 400), (status = 401), (status = 403)))]
#[get("/admin/exchangeRates")]
async fn list(
    state: web::Data<AppState>,
    _admin: AdminActor,
    query: web::Query<RateHistoryQuery>,
) -> ApiResult<web::Json<ExchangeRates>> {
    let currency = domain::trade::terms::currency(query.currency.as_deref())?.unwrap_or(Currency::Usd);
    let before = match query.before.as_deref().map(str::trim).filter(|t| !t.is_empty()) {
        Some(text) => Some(
            NaiveDate::parse_from_str(text, "%Y-%m-%d")
                .map_err(|_| Error::Refused("before must be a date (YYYY-MM-DD)".into()))?,
        ),
        None => None,
    };
    let (data, history) = tokio::try_join!(rates::latest_all(&state.db), rates::history(&state.db, currency, before))?;
    Ok(web::Json(ExchangeRates { success: true, data, history }))
}

/// Sets a currency's rate for a day (today when no date is sent); a second rate for the
/// same day corrects the first.
#[utoipa::path(operation_id = "admin_set_exchange_rate", tag = "admin", request_body = RateInput, responses((status = 200, body = ExchangeRateSaved), (status = 400), (status = 401), (status = 403)))]
#[post("/admin/exchangeRates")]
async fn set(
    state: web::Data<AppState>,
    admin: AdminActor,
    input: web::Json<RateInput>,
) -> ApiResult<web::Json<ExchangeRateSaved>> {
    let data = rates::set(&state, &admin, &input).await?;
    Ok(web::Json(ExchangeRateSaved { success: true, message: "Exchange rate saved", data }))
}
