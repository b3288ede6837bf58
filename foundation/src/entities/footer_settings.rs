//! The `footer_settings` table.

use sea_orm::entity::prelude::*;

use super::defaults;

/// The footer's contact block and brochure (one row).
#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "footer_settings")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: String,
    pub phone: String,
    pub address: String,
    pub email: String,
    /// The brochure PDF's store key (a private file, served by `GET /api/v1/brochure`).
    pub brochure: Option<String>,
    pub updated_at: DateTimeUtc,
    pub phone2: Option<String>,
    pub email2: Option<String>,
    /// One line per day range, e.g. "Mon-Fri: 9:00 AM-6:00 PM".
    #[sea_orm(column_type = "Text", nullable)]
    pub business_hours: Option<String>,
    /// Where 'Our Location' centres its map; no map (the illustration) without both.
    #[sea_orm(column_type = "Double", nullable)]
    pub map_latitude: Option<f64>,
    #[sea_orm(column_type = "Double", nullable)]
    pub map_longitude: Option<f64>,
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
