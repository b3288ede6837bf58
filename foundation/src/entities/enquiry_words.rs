//! The `enquiry_words` table: one row per folded word of a product enquiry's buyer name,
//! e-mail and product title. Written only by [`crate::enquiries::words`].

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "enquiry_words")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub term: String,
    #[sea_orm(primary_key, auto_increment = false)]
    pub enquiry_id: String,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
