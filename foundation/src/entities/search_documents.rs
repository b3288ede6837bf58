//! The `search_documents` table: the catalogue's search index, one row per product.
//! Written only by [`crate::search`]; each `*_terms` column holds folded words
//! (lower case, ASCII, one space between words).

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "search_documents")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub product_id: String,
    /// The product's family (its tag as a slug: `fresh-fruits`, `spices`, `textiles`).
    pub family: String,
    #[sea_orm(column_type = "Text")]
    pub title_terms: String,
    #[sea_orm(column_type = "Text")]
    pub variety_terms: String,
    #[sea_orm(column_type = "Text")]
    pub category_terms: String,
    #[sea_orm(column_type = "Text")]
    pub tag_terms: String,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
