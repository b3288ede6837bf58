use sea_orm_migration::prelude::*;

use crate::common::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
pub(crate) enum Admins {
    Table,
    Id,
    Email,
    PasswordHash,
    Name,
    CreatedAt,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        create_table(
            manager,
            Table::create()
                .table(Admins::Table)
                .col(id(Admins::Id))
                .col(email_uniq(Admins::Email))
                .col(short(Admins::PasswordHash))
                .col(short(Admins::Name))
                .col(stamp(Admins::CreatedAt))
                .take(),
        )
        .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        drop_table(manager, Admins::Table).await
    }
}
