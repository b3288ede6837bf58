//! Core services (with a subtitle) and additional services (without).

use sea_orm::{ConnectionTrait, DbErr, EntityTrait, QueryOrder};
use serde::Serialize;
use utoipa::ToSchema;

use crate::entities::{additional_services, services};

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct Service {
    #[serde(rename = "_id")]
    pub _id: String,
    pub title: String,
    pub subtitle: String,
    pub description: String,
    pub image: Option<String>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct AdditionalService {
    #[serde(rename = "_id")]
    pub _id: String,
    pub title: String,
    pub description: String,
    pub image: Option<String>,
}

pub async fn list<C: ConnectionTrait>(db: &C) -> Result<Vec<Service>, DbErr> {
    let rows = services::Entity::find().order_by_asc(services::Column::Position).all(db).await?;
    Ok(rows
        .into_iter()
        .map(|s| Service { _id: s.id, title: s.title, subtitle: s.subtitle, description: s.description, image: s.image })
        .collect())
}

pub async fn list_additional<C: ConnectionTrait>(db: &C) -> Result<Vec<AdditionalService>, DbErr> {
    let rows =
        additional_services::Entity::find().order_by_asc(additional_services::Column::Position).all(db).await?;
    Ok(rows
        .into_iter()
        .map(|s| AdditionalService { _id: s.id, title: s.title, description: s.description, image: s.image })
        .collect())
}
