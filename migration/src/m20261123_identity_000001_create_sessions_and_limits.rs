use sea_orm_migration::{prelude::*, schema::*};

use crate::common::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum AuthSessions {
    Table,
    Id,
    Role,
    AccountId,
    CreatedAt,
    ExpiresAt,
}

#[derive(DeriveIden)]
enum RateLimits {
    Table,
    Key,
    Hits,
    ExpiresAt,
}

/// `auth_sessions`: one row per sign-in (cookie entry and bearer token share it), so that
/// signing out, a password change or a block ends it on every app server at once.
/// `rate_limits`: one counter per (limit, subject, time window), incremented atomically
/// by an upsert so that every app server counts against the same number.
#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        create_table(
            manager,
            Table::create()
                .table(AuthSessions::Table)
                .col(id(AuthSessions::Id))
                .col(code(AuthSessions::Role, "user"))
                .col(ref_id(AuthSessions::AccountId))
                .col(stamp(AuthSessions::CreatedAt))
                .col(stamp(AuthSessions::ExpiresAt))
                .take(),
        )
        .await?;
        create_index(
            manager,
            "idx_auth_sessions_account",
            AuthSessions::Table,
            [AuthSessions::Role, AuthSessions::AccountId],
            false,
        )
        .await?;
        create_table(
            manager,
            Table::create()
                .table(RateLimits::Table)
                // A SHA-256 (hex) of limit, subject and window: fixed width whatever the subject.
                .col(char_len(RateLimits::Key, 64).primary_key())
                .col(integer(RateLimits::Hits).default(0))
                .col(stamp(RateLimits::ExpiresAt))
                .take(),
        )
        .await?;
        create_index(manager, "idx_rate_limits_expires", RateLimits::Table, [RateLimits::ExpiresAt], false).await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        drop_table(manager, RateLimits::Table).await?;
        drop_table(manager, AuthSessions::Table).await
    }
}
