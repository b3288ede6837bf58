//! What admins did: one row per admin write, written in the write's own transaction.

use sea_orm_migration::{prelude::*, schema::*};

use crate::common::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum AdminActivity {
    Table,
    Id,
    AdminId,
    Action,
    Entity,
    RecordId,
    Summary,
    Ip,
    CreatedAt,
}

/// Rows are only ever inserted: no call updates or deletes them, so the record of who
/// changed what stays whole. `admin_id` is not a foreign key: the record outlives the admin.
#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        create_table(
            manager,
            Table::create()
                .table(AdminActivity::Table)
                .col(id(AdminActivity::Id))
                .col(ref_id(AdminActivity::AdminId))
                .col(string_len(AdminActivity::Action, 64))
                .col(string_len(AdminActivity::Entity, 64))
                .col(string_len_null(AdminActivity::RecordId, KEY_LEN))
                .col(string_len_null(AdminActivity::Summary, 512))
                .col(string_len_null(AdminActivity::Ip, 64))
                .col(stamp(AdminActivity::CreatedAt))
                .take(),
        )
        .await?;
        create_index(manager, "idx_admin_activity_created", AdminActivity::Table, [AdminActivity::CreatedAt], false)
            .await?;
        create_index(manager, "idx_admin_activity_admin", AdminActivity::Table, [AdminActivity::AdminId], false)
            .await?;
        create_index(manager, "idx_admin_activity_entity", AdminActivity::Table, [AdminActivity::Entity], false).await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        drop_table(manager, AdminActivity::Table).await
    }
}
