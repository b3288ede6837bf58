//! An admin's rejection of a supplier registration: the reason the supplier reads on its
//! status screen, and when. A new submission clears both.

use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum VendorRegistrations {
    Table,
    RejectionReason,
    RejectedAt,
}

/// Longest reason (characters; MySQL's varchar counts characters too).
const REASON_LEN: u32 = 500;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        // One column per statement: SQLite alters one column at a time.
        manager
            .alter_table(
                Table::alter()
                    .table(VendorRegistrations::Table)
                    .add_column(string_len_null(VendorRegistrations::RejectionReason, REASON_LEN))
                    .to_owned(),
            )
            .await?;
        manager
            .alter_table(
                Table::alter()
                    .table(VendorRegistrations::Table)
                    .add_column(date_time_null(VendorRegistrations::RejectedAt))
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .alter_table(
                Table::alter()
                    .table(VendorRegistrations::Table)
                    .drop_column(VendorRegistrations::RejectedAt)
                    .to_owned(),
            )
            .await?;
        manager
            .alter_table(
                Table::alter()
                    .table(VendorRegistrations::Table)
                    .drop_column(VendorRegistrations::RejectionReason)
                    .to_owned(),
            )
            .await
    }
}
