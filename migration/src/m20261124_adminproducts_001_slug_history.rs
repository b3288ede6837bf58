//! Old catalogue addresses: when an admin renames a product, its category or a variety, the
//! slug it had is kept here so the old address answers 301 with the current one.

use sea_orm_migration::{prelude::*, schema::*};

use crate::common::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum SlugHistory {
    Table,
    Id,
    LookupKey,
    Kind,
    Scope,
    OldSlug,
    TargetId,
    CreatedAt,
}

/// `target_id` names the product or variety (not a foreign key: it may name either table);
/// the writes that delete a product or variety delete its rows here. `lookup_key` is the
/// SHA-256 (hex) of kind, scope and old slug: one unique column short enough for any
/// InnoDB index limit, where the three columns together would not be.
#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        create_table(
            manager,
            Table::create()
                .table(SlugHistory::Table)
                .col(id(SlugHistory::Id))
                .col(string_len_uniq(SlugHistory::LookupKey, 64))
                .col(string_len(SlugHistory::Kind, 16))
                .col(string_len(SlugHistory::Scope, 36))
                .col(string_len(SlugHistory::OldSlug, KEY_LEN))
                .col(ref_id(SlugHistory::TargetId))
                .col(stamp(SlugHistory::CreatedAt))
                .take(),
        )
        .await?;
        create_index(manager, "idx_slug_history_target", SlugHistory::Table, [SlugHistory::TargetId], false).await?;
        create_index(manager, "idx_slug_history_scope", SlugHistory::Table, [SlugHistory::Scope], false).await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        drop_table(manager, SlugHistory::Table).await
    }
}
