use sea_orm::{ConnectionTrait, DbErr, EntityTrait};
use serde::Serialize;
use utoipa::ToSchema;

use crate::entities::logos;

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct Logo {
    #[serde(rename = "_id")]
    pub _id: String,
    pub logo: Option<String>,
}

pub async fn get<C: ConnectionTrait>(db: &C) -> Result<Option<Logo>, DbErr> {
    Ok(logos::Entity::find().one(db).await?.map(|l| Logo { _id: l.id, logo: l.logo }))
}
