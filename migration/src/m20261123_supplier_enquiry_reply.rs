//! The supplier's reply on an enquiry, with its time: the buyer sees it in My Enquiries.

use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum ProductEnquiries {
    Table,
    SupplierReply,
    SupplierRepliedAt,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        // One column per statement: SQLite alters one column at a time.
        manager
            .alter_table(
                Table::alter()
                    .table(ProductEnquiries::Table)
                    .add_column(text_null(ProductEnquiries::SupplierReply))
                    .to_owned(),
            )
            .await?;
        manager
            .alter_table(
                Table::alter()
                    .table(ProductEnquiries::Table)
                    .add_column(date_time_null(ProductEnquiries::SupplierRepliedAt))
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .alter_table(
                Table::alter()
                    .table(ProductEnquiries::Table)
                    .drop_column(ProductEnquiries::SupplierRepliedAt)
                    .to_owned(),
            )
            .await?;
        manager
            .alter_table(
                Table::alter().table(ProductEnquiries::Table).drop_column(ProductEnquiries::SupplierReply).to_owned(),
            )
            .await
    }
}
