use sea_orm::{ConnectionTrait, DbErr, EntityTrait};
use serde::Serialize;
use utoipa::ToSchema;

use crate::entities::footer_settings;

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct Footer {
    #[serde(rename = "_id")]
    pub _id: String,
    pub phone: String,
    pub address: String,
    pub email: String,
    pub brochure: Option<String>,
}

pub async fn get<C: ConnectionTrait>(db: &C) -> Result<Option<Footer>, DbErr> {
    Ok(footer_settings::Entity::find().one(db).await?.map(|f| Footer {
        _id: f.id,
        phone: f.phone,
        address: f.address,
        email: f.email,
        brochure: f.brochure,
    }))
}
