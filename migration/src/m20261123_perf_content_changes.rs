use sea_orm_migration::{prelude::*, schema::*};

use crate::common::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum ContentChanges {
    Table,
    Version,
    Topic,
}

/// What each content version changed (`topic` names what a page shows: `site`, `catalogue`,
/// `product:{id}`, `variety:{id}`). A write bumps `content_version` and adds its topics
/// under the new number in one transaction; every instance reads the rows past the version
/// it knows and drops only the pages showing those topics. The version row's lock orders
/// the writers, so no instance can see version n+1 before n.
#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        create_table(
            manager,
            Table::create()
                .table(ContentChanges::Table)
                .col(big_integer(ContentChanges::Version))
                .col(string_len(ContentChanges::Topic, 191))
                .primary_key(Index::create().col(ContentChanges::Version).col(ContentChanges::Topic))
                .take(),
        )
        .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        drop_table(manager, ContentChanges::Table).await
    }
}
