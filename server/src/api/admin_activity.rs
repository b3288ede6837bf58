//! `GET admin/activity`: what admins did, for the Activity screen. There is no call that
//! changes or deletes a record.

use actix_web::{get, web};
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_actix_web::service_config::ServiceConfig;

use crate::api::admin_actor::AdminActor;
use crate::error::ApiResult;
use crate::state::AppState;
use domain::admin_activity::list::{self, ActivityChoices, ActivityQuery, AdminActivityEntry};
use foundation::paging::PageInfo;

pub fn configure(cfg: &mut ServiceConfig) {
    cfg.service(activity);
}

#[derive(Serialize, ToSchema)]
pub struct AdminActivityPage {
    success: bool,
    data: Vec<AdminActivityEntry>,
    #[serde(flatten)]
    page: PageInfo,
    /// What the filters can choose from.
    choices: ActivityChoices,
}

/// The admin activity, newest first, filtered by admin, entity, action and days (UTC).
#[utoipa::path(operation_id = "admin_list_activity", tag = "admin", params(ActivityQuery), responses((status = 200, body = AdminActivityPage), (status = 400), (status = 401), (status = 403)))]
#[get("/admin/activity")]
async fn activity(
    state: web::Data<AppState>,
    _admin: AdminActor,
    query: web::Query<ActivityQuery>,
) -> ApiResult<web::Json<AdminActivityPage>> {
    let (data, page) = list::page(&state.db, &query).await?;
    Ok(web::Json(AdminActivityPage { success: true, data, page, choices: list::choices(&state.db).await? }))
}
