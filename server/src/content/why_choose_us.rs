use sea_orm::{ConnectionTrait, DbErr, EntityTrait, QueryOrder};
use serde::Serialize;
use utoipa::ToSchema;

use crate::entities::why_choose_us;

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct WhyChooseUs {
    #[serde(rename = "_id")]
    pub _id: String,
    pub title: String,
    pub description: String,
    pub image: Option<String>,
}

pub async fn list<C: ConnectionTrait>(db: &C) -> Result<Vec<WhyChooseUs>, DbErr> {
    let rows = why_choose_us::Entity::find().order_by_asc(why_choose_us::Column::Position).all(db).await?;
    Ok(rows
        .into_iter()
        .map(|w| WhyChooseUs { _id: w.id, title: w.title, description: w.description, image: w.image })
        .collect())
}
