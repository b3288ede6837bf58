use sea_orm_migration::{prelude::*, schema::*};

use crate::common::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum VisitorFeedback {
    Table,
    Id,
    Feedback,
    Anonymous,
    Email,
    CreatedAt,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        create_table(
            manager,
            Table::create()
                .table(VisitorFeedback::Table)
                .col(id(VisitorFeedback::Id))
                .col(text(VisitorFeedback::Feedback))
                .col(flag(VisitorFeedback::Anonymous, false))
                .col(string_len_null(VisitorFeedback::Email, KEY_LEN))
                .col(stamp(VisitorFeedback::CreatedAt))
                .take(),
        )
        .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        drop_table(manager, VisitorFeedback::Table).await
    }
}
