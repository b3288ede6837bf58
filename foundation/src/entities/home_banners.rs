//! The `home_banners` table.

use sea_orm::entity::prelude::*;

use super::defaults;

/// The home page carousel: exactly three slides, kept as three column groups of one row.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "home_banners")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: String,
    pub banner1_heading: String,
    pub banner1_subtitle: String,
    pub banner1_image: Option<String>,
    pub banner2_heading: String,
    pub banner2_subtitle: String,
    pub banner2_image: Option<String>,
    pub banner3_heading: String,
    pub banner3_subtitle: String,
    pub banner3_image: Option<String>,
    pub updated_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

#[async_trait::async_trait]
impl ActiveModelBehavior for ActiveModel {
    async fn before_save<C>(mut self, _db: &C, insert: bool) -> Result<Self, DbErr>
    where
        C: ConnectionTrait,
    {
        defaults::fill_id(&mut self.id, insert);
        defaults::touch(&mut self.updated_at);
        Ok(self)
    }
}
