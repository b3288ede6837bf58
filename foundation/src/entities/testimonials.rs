//! The `testimonials` table.

use sea_orm::entity::prelude::*;

use super::defaults;

/// A client testimonial. The admin screens call the company `course` and the quote
/// `comment`; the home page shows them as company and quote.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "testimonials")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: String,
    pub name: String,
    pub course: String,
    #[sea_orm(column_type = "Text")]
    pub comment: String,
    pub rating: i32,
    pub profile: Option<String>,
    pub position: i32,
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
        Ok(self)
    }
}
