//! `password_resets`: one row per password-reset link sent, keyed by the SHA-256 of its
//! token (the token itself is only in the e-mail).

use sea_orm_migration::{prelude::*, schema::*};

use crate::common::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum PasswordResets {
    Table,
    TokenHash,
    Role,
    AccountId,
    CreatedAt,
    ExpiresAt,
}

/// Using a token deletes its row (single use, one DELETE so two parallel uses cannot both
/// pass) and every other row of the account; so does any password change.
#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        create_table(
            manager,
            Table::create()
                .table(PasswordResets::Table)
                .col(char_len(PasswordResets::TokenHash, 64).primary_key())
                .col(code(PasswordResets::Role, "user"))
                .col(ref_id(PasswordResets::AccountId))
                .col(stamp(PasswordResets::CreatedAt))
                .col(stamp(PasswordResets::ExpiresAt))
                .take(),
        )
        .await?;
        create_index(
            manager,
            "idx_password_resets_account",
            PasswordResets::Table,
            [PasswordResets::Role, PasswordResets::AccountId],
            false,
        )
        .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        drop_table(manager, PasswordResets::Table).await
    }
}
