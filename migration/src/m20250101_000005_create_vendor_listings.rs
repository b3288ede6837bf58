use sea_orm_migration::{prelude::*, schema::*};

use crate::common::*;
use crate::m20250101_000003_create_vendors::Vendors;
use crate::m20250101_000004_create_catalogue::{Products, Varieties};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
pub(crate) enum VendorListings {
    Table,
    Id,
    VendorId,
    ProductId,
    VarietyId,
    PricePaise,
    Unit,
    Location,
    QuantityAvailable,
    Notes,
    IsActive,
    CreatedAt,
    UpdatedAt,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        create_table(
            manager,
            Table::create()
                .table(VendorListings::Table)
                .col(id(VendorListings::Id))
                .col(ref_id(VendorListings::VendorId))
                .col(ref_id(VendorListings::ProductId))
                .col(ref_id(VendorListings::VarietyId))
                .col(big_integer(VendorListings::PricePaise))
                .col(code(VendorListings::Unit, "kg"))
                .col(short(VendorListings::Location))
                .col(double(VendorListings::QuantityAvailable))
                .col(text_null(VendorListings::Notes))
                .col(flag(VendorListings::IsActive, true))
                .col(stamp(VendorListings::CreatedAt))
                .col(stamp(VendorListings::UpdatedAt))
                .foreign_key(&mut fk(
                    "fk_vendor_listings_vendor",
                    VendorListings::Table,
                    VendorListings::VendorId,
                    Vendors::Table,
                    Vendors::Id,
                    ForeignKeyAction::Cascade,
                ))
                .foreign_key(&mut fk(
                    "fk_vendor_listings_product",
                    VendorListings::Table,
                    VendorListings::ProductId,
                    Products::Table,
                    Products::Id,
                    ForeignKeyAction::Cascade,
                ))
                .foreign_key(&mut fk(
                    "fk_vendor_listings_variety",
                    VendorListings::Table,
                    VendorListings::VarietyId,
                    Varieties::Table,
                    Varieties::Id,
                    ForeignKeyAction::Cascade,
                ))
                .take(),
        )
        .await?;
        for (name, column) in [
            ("idx_vendor_listings_vendor", VendorListings::VendorId),
            ("idx_vendor_listings_product", VendorListings::ProductId),
            ("idx_vendor_listings_variety", VendorListings::VarietyId),
        ] {
            create_index(manager, name, VendorListings::Table, [column], false).await?;
        }
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        drop_table(manager, VendorListings::Table).await
    }
}
