//! The `search_terms` table: one row per folded word of a product, with the weight of the
//! best field it appears in and the product's place in the catalogue (its `position`).
//! Written only by [`crate::search::index`].

use sea_orm::entity::prelude::*;

/// The index `(term, weight, position, product_id)`, which holds every column a search reads.
pub use migration::SEARCH_TERMS_PRODUCT as PRODUCT_INDEX;
pub use migration::SEARCH_TERMS_RANKED as RANKED_INDEX;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "search_terms")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub term: String,
    #[sea_orm(primary_key, auto_increment = false)]
    pub product_id: String,
    pub weight: i16,
    pub position: i32,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
