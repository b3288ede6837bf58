//! The `auth_sessions` table.

use sea_orm::entity::prelude::*;

/// One sign-in of one account. The cookie entry and the bearer token both carry its `id`;
/// the role extractors accept them only while the row exists and has not expired.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "auth_sessions")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: String,
    /// `admin`, `vendor` or `user`.
    pub role: String,
    pub account_id: String,
    pub created_at: DateTimeUtc,
    pub expires_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
