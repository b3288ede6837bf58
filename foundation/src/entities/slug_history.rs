//! The `slug_history` table: old catalogue slugs and what they named (see
//! [`crate::catalogue::slug_history`]).

use sea_orm::entity::prelude::*;

use super::defaults;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "slug_history")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: String,
    /// SHA-256 (hex) of kind, scope and old slug: the one unique lookup column.
    #[sea_orm(unique)]
    pub lookup_key: String,
    /// `category`, `product` or `variety`.
    pub kind: String,
    /// The product id for a variety's slug (unique only within its product); empty otherwise.
    pub scope: String,
    pub old_slug: String,
    /// The product or variety the old slug named.
    pub target_id: String,
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
