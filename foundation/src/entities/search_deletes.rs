//! The `search_deletes` table: every indexed word under itself and under each form of it
//! with one letter left out. Written only by [`crate::search::index`]; only grows (a word
//! no product has any more leads to no hit).

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "search_deletes")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub deleted: String,
    #[sea_orm(primary_key, auto_increment = false)]
    pub term: String,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
