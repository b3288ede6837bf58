//! `mail_outbox`: every e-mail the site sends, recorded in the transaction of the event
//! that causes it, and delivered by a background worker that claims rows.

use sea_orm_migration::{prelude::*, schema::*};

use crate::common::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum MailOutbox {
    Table,
    Id,
    Recipient,
    Subject,
    TextBody,
    HtmlBody,
    CreatedAt,
    CreatedMicros,
    Attempts,
    NextAttemptAt,
    ClaimedBy,
    ClaimedUntil,
    SentAt,
    LastError,
}

/// A row is due while `sent_at` is null, `next_attempt_at` has passed and no live claim
/// holds it (`claimed_until` null or past): the worker's claim is one conditional UPDATE
/// over those columns, so two workers never hold one row at once.
#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        create_table(
            manager,
            Table::create()
                .table(MailOutbox::Table)
                .col(id(MailOutbox::Id))
                .col(string_len(MailOutbox::Recipient, 255))
                .col(string_len(MailOutbox::Subject, 255))
                .col(text(MailOutbox::TextBody))
                .col(text(MailOutbox::HtmlBody))
                .col(stamp(MailOutbox::CreatedAt))
                // Finer than a second: messages are claimed, and read, in the order they were made.
                .col(big_integer(MailOutbox::CreatedMicros).default(0))
                .col(integer(MailOutbox::Attempts).default(0))
                .col(stamp(MailOutbox::NextAttemptAt))
                .col(string_len_null(MailOutbox::ClaimedBy, 64))
                .col(date_time_null(MailOutbox::ClaimedUntil))
                .col(date_time_null(MailOutbox::SentAt))
                .col(string_len_null(MailOutbox::LastError, 1000))
                .take(),
        )
        .await?;
        create_index(
            manager,
            "idx_mail_outbox_due",
            MailOutbox::Table,
            [MailOutbox::SentAt, MailOutbox::NextAttemptAt],
            false,
        )
        .await?;
        create_index(manager, "idx_mail_outbox_claim", MailOutbox::Table, [MailOutbox::ClaimedBy], false).await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        drop_table(manager, MailOutbox::Table).await
    }
}
