//! User Management (admin): the buyer list with its filters and the flag switches, on a
//! path of its own (the spec's client patched the supplier path for buyers).

use actix_web::{get, patch, web};
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_actix_web::service_config::ServiceConfig;

use crate::api::admin_actor::AdminActor;
use crate::error::ApiResult;
use crate::extractors::identity::AdminId;
use crate::state::AppState;
use domain::admin_people::buyers::{self, AdminBuyerRow};
use domain::admin_people::flags::{AccountFilters, AccountFlagInput, Flag};

pub fn configure(cfg: &mut ServiceConfig) {
    cfg.service(list).service(update);
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AdminBuyersResponse {
    success: bool,
    users: Vec<AdminBuyerRow>,
    page: u64,
    page_size: u64,
    /// Buyers matching the filters, over all pages.
    total: u64,
    /// Whether `total` is exact (false: at least that many, past 10,000).
    total_exact: bool,
    /// Pass as `after` for the next page; absent on the last page.
    #[serde(skip_serializing_if = "Option::is_none")]
    next: Option<String>,
}

#[derive(Serialize, ToSchema)]
pub struct AdminBuyerUpdateResponse {
    success: bool,
    message: String,
    user: AdminBuyerRow,
}

/// Buyers filtered by Verified / Blocked / Active and a name or e-mail search, newest
/// first, one page at a time.
#[utoipa::path(operation_id = "admin_list_users", tag = "admin", params(AccountFilters), responses((status = 200, body = AdminBuyersResponse), (status = 400), (status = 401), (status = 403)))]
#[get("/user/getAllUser")]
async fn list(
    state: web::Data<AppState>,
    _admin: AdminId,
    query: web::Query<AccountFilters>,
) -> ApiResult<web::Json<AdminBuyersResponse>> {
    let (users, page) = buyers::list(&state.db, &query).await?;
    Ok(web::Json(AdminBuyersResponse {
        success: true,
        users,
        page: page.page,
        page_size: page.page_size,
        total: page.total,
        total_exact: page.total_exact,
        next: page.next,
    }))
}

/// Sets one of isVerified, isBlocked, isActive of a buyer. Blocking ends the buyer's
/// sessions and tokens at once.
#[utoipa::path(operation_id = "admin_update_user", tag = "admin", params(("id" = String, Path)), request_body = AccountFlagInput, responses((status = 200, body = AdminBuyerUpdateResponse), (status = 400), (status = 401), (status = 403), (status = 404)))]
#[patch("/user/updateUser/{id}")]
async fn update(
    state: web::Data<AppState>,
    actor: AdminActor,
    path: web::Path<String>,
    body: web::Json<AccountFlagInput>,
) -> ApiResult<web::Json<AdminBuyerUpdateResponse>> {
    let flag = Flag::parse(&body)?;
    let user = buyers::set_flag(&state, &actor, &path, flag).await?;
    Ok(web::Json(AdminBuyerUpdateResponse { success: true, message: "User updated successfully".into(), user }))
}
