//! Notice mails about one enquiry to one recipient are bundled: each row says which bundle
//! it belongs to (a digest of recipient and enquiry) and the lines it holds so far, so a
//! notice that comes while the bundle's mail still waits joins it, and one that comes
//! after it went waits for the next.

use sea_orm_migration::{prelude::*, schema::*};

use crate::common::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden, Clone, Copy)]
enum MailOutbox {
    Table,
    BundleKey,
    BundleLines,
    CreatedMicros,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        // One column per statement: SQLite alters one column at a time.
        let key =
            Table::alter().table(MailOutbox::Table).add_column(string_len_null(MailOutbox::BundleKey, 64)).to_owned();
        manager.alter_table(key).await?;
        let lines = Table::alter().table(MailOutbox::Table).add_column(text_null(MailOutbox::BundleLines)).to_owned();
        manager.alter_table(lines).await?;
        create_index(
            manager,
            "idx_mail_outbox_bundle",
            MailOutbox::Table,
            [MailOutbox::BundleKey, MailOutbox::CreatedMicros],
            false,
        )
        .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_index(Index::drop().name("idx_mail_outbox_bundle").table(MailOutbox::Table).to_owned()).await?;
        for name in [MailOutbox::BundleLines, MailOutbox::BundleKey] {
            manager.alter_table(Table::alter().table(MailOutbox::Table).drop_column(name).to_owned()).await?;
        }
        Ok(())
    }
}
