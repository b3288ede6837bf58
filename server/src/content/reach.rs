use sea_orm::{ConnectionTrait, DbErr, EntityTrait, QueryOrder};
use serde::Serialize;
use utoipa::ToSchema;

use crate::entities::reach_items;

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ReachItem {
    #[serde(rename = "_id")]
    pub _id: String,
    pub reach_name: String,
    pub description: String,
    pub image: Option<String>,
}

pub async fn list<C: ConnectionTrait>(db: &C) -> Result<Vec<ReachItem>, DbErr> {
    let rows = reach_items::Entity::find().order_by_asc(reach_items::Column::Position).all(db).await?;
    Ok(rows
        .into_iter()
        .map(|r| ReachItem { _id: r.id, reach_name: r.reach_name, description: r.description, image: r.image })
        .collect())
}
