//! A listing's optional minimum order, in the listing's own unit (buyers compare offers by it).

use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum VendorListings {
    Table,
    MinOrder,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .alter_table(
                Table::alter()
                    .table(VendorListings::Table)
                    .add_column(double_null(VendorListings::MinOrder))
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .alter_table(Table::alter().table(VendorListings::Table).drop_column(VendorListings::MinOrder).to_owned())
            .await
    }
}
