//! The `order_documents` table.

use sea_orm::entity::prelude::*;

use super::codes::{OrderDocumentKind, OrderParty};
use super::defaults;

/// A trade document on an order, uploaded by one of its sides: checked as KYC documents
/// are and kept private under the store's own name (`storage_key`).
#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "order_documents")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: String,
    pub order_id: String,
    pub kind: OrderDocumentKind,
    pub party: OrderParty,
    pub uploaded_by: String,
    pub storage_key: String,
    pub content_type: String,
    pub bytes: i64,
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
