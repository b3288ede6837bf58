//! The `content_version` table.

use sea_orm::entity::prelude::*;

/// The single row (`id` = 1, created by the migration) whose `version` goes up with every
/// write that changes a public page; the HTML cache keys pages by it.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "content_version")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: i32,
    pub version: i64,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}

/// The id of the one row.
pub const ROW_ID: i32 = 1;
