//! Indexes for the admin's paged lists of suppliers, buyers, registrations and listings.
//! Each list is shown newest first, so `created_at` leads: page 1 of 10,000 rows reads the
//! index from its end instead of sorting the table. The registrations' tab (verified or
//! not) leads its index because every page of that screen filters on it.

use sea_orm_migration::prelude::*;

use crate::common::create_index;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum Vendors {
    Table,
    CreatedAt,
}

#[derive(DeriveIden)]
enum Users {
    Table,
    CreatedAt,
}

#[derive(DeriveIden)]
enum VendorRegistrations {
    Table,
    IsVerified,
    CreatedAt,
}

#[derive(DeriveIden)]
enum VendorListings {
    Table,
    CreatedAt,
}

const INDEXES: [&str; 4] = [
    "idx_vendors_created",
    "idx_users_created",
    "idx_vendor_registrations_verified_created",
    "idx_vendor_listings_created",
];

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        create_index(manager, INDEXES[0], Vendors::Table, [Vendors::CreatedAt], false).await?;
        create_index(manager, INDEXES[1], Users::Table, [Users::CreatedAt], false).await?;
        create_index(
            manager,
            INDEXES[2],
            VendorRegistrations::Table,
            [VendorRegistrations::IsVerified, VendorRegistrations::CreatedAt],
            false,
        )
        .await?;
        create_index(manager, INDEXES[3], VendorListings::Table, [VendorListings::CreatedAt], false).await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        let tables: [DynIden; 4] = [
            Vendors::Table.into_iden(),
            Users::Table.into_iden(),
            VendorRegistrations::Table.into_iden(),
            VendorListings::Table.into_iden(),
        ];
        for (name, table) in INDEXES.iter().zip(tables) {
            manager.drop_index(Index::drop().name(*name).table(table).to_owned()).await?;
        }
        Ok(())
    }
}
