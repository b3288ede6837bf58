//! What a verified supplier changed in its registration (KYC numbers, documents) since an
//! admin last approved it: the admin reviews exactly that, and the supplier reads why its
//! offers are hidden. Cleared by the next verification.

use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum VendorRegistrations {
    Table,
    PendingChanges,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .alter_table(
                Table::alter()
                    .table(VendorRegistrations::Table)
                    .add_column(text_null(VendorRegistrations::PendingChanges))
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .alter_table(
                Table::alter()
                    .table(VendorRegistrations::Table)
                    .drop_column(VendorRegistrations::PendingChanges)
                    .to_owned(),
            )
            .await
    }
}
