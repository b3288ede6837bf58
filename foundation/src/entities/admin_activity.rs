//! The `admin_activity` table: one row per admin write (who, what, which record, when,
//! from which address). Only ever inserted, through [`crate::admin_activity::record`].

use sea_orm::entity::prelude::*;

use super::defaults;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "admin_activity")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: String,
    pub admin_id: String,
    /// What was done, as `entity.verb` (`faq.update`, `vendor.block`, ...).
    pub action: String,
    /// The kind of record written (`faq`, `vendor`, `product`, ...).
    pub entity: String,
    pub record_id: Option<String>,
    /// A short human line (the record's name or the flag set), never a secret.
    pub summary: Option<String>,
    pub ip: Option<String>,
    pub created_at: DateTimeUtc,
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
        defaults::fill_created(&mut self.created_at, insert);
        Ok(self)
    }
}
