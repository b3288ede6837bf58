use sea_orm::{ConnectionTrait, DbErr, EntityTrait, QueryOrder};
use serde::Serialize;
use utoipa::ToSchema;

use crate::entities::faqs;

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct Faq {
    #[serde(rename = "_id")]
    pub _id: String,
    pub question: String,
    pub answer: String,
}

pub async fn list<C: ConnectionTrait>(db: &C) -> Result<Vec<Faq>, DbErr> {
    let rows = faqs::Entity::find().order_by_asc(faqs::Column::Position).all(db).await?;
    Ok(rows.into_iter().map(|f| Faq { _id: f.id, question: f.question, answer: f.answer }).collect())
}
