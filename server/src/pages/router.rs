//! Which page a path names, and the loader that builds its props.

use sea_orm::DatabaseConnection;

use super::{home, not_found, site, PageProps};
use crate::error::ApiResult;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Route {
    Home,
    NotFound,
}

pub fn resolve(path: &str) -> Route {
    match path.trim_end_matches('/') {
        "" => Route::Home,
        _ => Route::NotFound,
    }
}

pub async fn load(db: &DatabaseConnection, route: &Route) -> ApiResult<PageProps> {
    let site = site::load(db).await?;
    match route {
        Route::Home => home::load(db, site).await,
        Route::NotFound => Ok(not_found::props(site)),
    }
}
