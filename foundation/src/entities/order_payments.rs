//! The `order_payments` table.

use sea_orm::entity::prelude::*;

use super::codes::{Currency, PaymentDue, PaymentPart};
use super::defaults;

/// One payment an order's terms call for: recorded, never processed. Made with the order
/// from its payment terms (`seq` 1, 2… in the order they fall due); the buyer marks it
/// sent, the supplier received. `due_on` is set when what it falls due after happens
/// (`due` plus `due_days`); `overdue_notified_at` is the claim that both sides were told
/// once that it is overdue.
#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "order_payments")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: String,
    pub order_id: String,
    pub seq: i32,
    pub part: PaymentPart,
    pub percent: i32,
    /// Minor units of `currency`; none when the order has no total.
    pub amount_minor: Option<i64>,
    pub currency: Currency,
    pub due: PaymentDue,
    pub due_days: i32,
    pub due_on: Option<Date>,
    pub sent_at: Option<DateTimeUtc>,
    pub sent_by: Option<String>,
    pub sent_note: Option<String>,
    pub received_at: Option<DateTimeUtc>,
    pub received_by: Option<String>,
    pub overdue_notified_at: Option<DateTimeUtc>,
    pub created_at: DateTimeUtc,
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
        Ok(self)
    }
}
