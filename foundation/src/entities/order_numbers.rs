//! The `order_numbers` table.

use sea_orm::entity::prelude::*;

/// The last order number given in a year: the row is updated under its lock by each new
/// order, so two orders placed at once never share a number.
#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "order_numbers")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub year: i32,
    pub last: i64,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
