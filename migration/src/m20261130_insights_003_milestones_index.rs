//! The insights' pace of trade (days from an order to its shipment and to its delivery)
//! reads, for a chunk of orders, when each reached either milestone: from an index that holds
//! the order, the status and the time, not from the events' rows.

use sea_orm_migration::prelude::*;

use crate::common::*;

const INDEX: &str = "idx_order_events_order_status";

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden, Clone, Copy)]
enum OrderEvents {
    Table,
    OrderId,
    Status,
    CreatedAt,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        use OrderEvents as E;
        create_index(manager, INDEX, E::Table, [E::OrderId, E::Status, E::CreatedAt], false).await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_index(Index::drop().name(INDEX).table(OrderEvents::Table).to_owned()).await
    }
}
