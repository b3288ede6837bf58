use sea_orm_migration::{prelude::*, schema::*};

use crate::common::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum ContentVersion {
    Table,
    Id,
    Version,
}

/// One row (`id` = 1) whose `version` every write to public content increments; it
/// lives in the database so that the HTML caches of all app servers see each write.
#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        create_table(
            manager,
            Table::create()
                .table(ContentVersion::Table)
                .col(integer(ContentVersion::Id).primary_key())
                .col(big_integer(ContentVersion::Version).default(1))
                .take(),
        )
        .await?;
        // The row exists from the start, so a bump is a plain UPDATE on every backend.
        manager
            .exec_stmt(
                Query::insert()
                    .into_table(ContentVersion::Table)
                    .columns([ContentVersion::Id, ContentVersion::Version])
                    .values_panic([1.into(), 1i64.into()])
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        drop_table(manager, ContentVersion::Table).await
    }
}
