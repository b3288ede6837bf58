//! The `admins` table.

use sea_orm::entity::prelude::*;

use super::defaults;

/// A back-office administrator.
///
/// `email` is unique per role without regard to case: it is stored trimmed and
/// lower-cased ([`super::normalize_email`], applied by `before_save`), because SQLite
/// compares bytes while MySQL's collation ignores case.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "admins")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: String,
    #[sea_orm(unique)]
    pub email: String,
    pub password_hash: String,
    pub name: String,
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
        defaults::fold_email(&mut self.email);
        defaults::fill_id(&mut self.id, insert);
        defaults::fill_created(&mut self.created_at, insert);
        Ok(self)
    }
}
