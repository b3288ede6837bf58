//! Enquiries ordered by when they were made, finer than a second: `created_micros`, the
//! creation time in microseconds since the epoch, strictly increasing within one server
//! process (`created_at` stays whole seconds, see the crate's conventions). Rows written
//! before it keep 0 and sort after every new one, among themselves by `created_at`.

use sea_orm_migration::{prelude::*, schema::*};

use crate::common::create_index;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden, Clone, Copy)]
enum ProductEnquiries {
    Table,
    UserId,
    CreatedMicros,
}

const INDEX: &str = "idx_product_enquiries_user_created_micros";

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .alter_table(
                Table::alter()
                    .table(ProductEnquiries::Table)
                    .add_column(big_integer(ProductEnquiries::CreatedMicros).default(0))
                    .take(),
            )
            .await?;
        // A buyer's list, newest first, reads this index in order.
        create_index(
            manager,
            INDEX,
            ProductEnquiries::Table,
            [ProductEnquiries::UserId, ProductEnquiries::CreatedMicros],
            false,
        )
        .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        // SQLite refuses to drop an indexed column: the index goes first.
        manager.drop_index(Index::drop().name(INDEX).table(ProductEnquiries::Table).to_owned()).await?;
        manager
            .alter_table(
                Table::alter().table(ProductEnquiries::Table).drop_column(ProductEnquiries::CreatedMicros).take(),
            )
            .await
    }
}
