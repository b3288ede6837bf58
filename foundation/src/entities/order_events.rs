//! The `order_events` table.

use sea_orm::entity::prelude::*;

use super::codes::{OrderParty, OrderStatus};
use super::defaults;

/// One milestone an order reached (or its cancellation, or an admin's correction): when,
/// who (`party` and the account's id) and their note. Written with the order's change, in
/// its transaction; never updated.
#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "order_events")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: String,
    pub order_id: String,
    pub status: OrderStatus,
    pub party: OrderParty,
    pub actor_id: Option<String>,
    #[sea_orm(column_type = "Text", nullable)]
    pub note: Option<String>,
    pub created_at: DateTimeUtc,
    pub created_micros: i64,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {
    #[sea_orm(
        belongs_to = "super::orders::Entity",
        from = "Column::OrderId",
        to = "super::orders::Column::Id",
        on_update = "NoAction",
        on_delete = "Cascade"
    )]
    Orders,
}

impl Related<super::orders::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::Orders.def()
    }
}

#[async_trait::async_trait]
impl ActiveModelBehavior for ActiveModel {
    async fn before_save<C>(mut self, _db: &C, insert: bool) -> Result<Self, DbErr>
    where
        C: ConnectionTrait,
    {
        defaults::fill_id(&mut self.id, insert);
        defaults::fill_created(&mut self.created_at, insert);
        if insert && self.created_micros.is_not_set() {
            self.created_micros = sea_orm::Set(defaults::next_micros());
        }
        Ok(self)
    }
}
