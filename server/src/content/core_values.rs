use sea_orm::{ConnectionTrait, DbErr, EntityTrait, QueryOrder};
use serde::Serialize;
use utoipa::ToSchema;

use crate::entities::core_values;

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CoreValue {
    #[serde(rename = "_id")]
    pub _id: String,
    pub core_values_name: String,
    pub description: String,
    pub image: Option<String>,
}

pub async fn list<C: ConnectionTrait>(db: &C) -> Result<Vec<CoreValue>, DbErr> {
    let rows = core_values::Entity::find().order_by_asc(core_values::Column::Position).all(db).await?;
    Ok(rows
        .into_iter()
        .map(|c| CoreValue {
            _id: c.id,
            core_values_name: c.core_values_name,
            description: c.description,
            image: c.image,
        })
        .collect())
}
