//! Supplier insights: views of each variety page per day, and the indexes the insights
//! read by.
//!
//! `variety_views` holds one row per variety and UTC day, and nothing about who viewed:
//! the server counts views in memory and adds them to the day's row now and then. A
//! deleted variety takes its rows with it. The enquiry indexes let the insights read one
//! supplier's, one listing's or one variety's enquiries of a date range (and the site's,
//! by the existing `created_at` index) without reading the others.

use sea_orm_migration::{prelude::*, schema::*};

use crate::common::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden, Clone, Copy)]
enum VarietyViews {
    Table,
    VarietyId,
    Day,
    Views,
}

#[derive(DeriveIden, Clone, Copy)]
enum Varieties {
    Table,
    Id,
}

#[derive(DeriveIden, Clone, Copy)]
enum ProductEnquiries {
    Table,
    VendorId,
    ListingId,
    VarietyId,
    CreatedAt,
}

#[derive(DeriveIden, Clone, Copy)]
enum VendorListings {
    Table,
    VendorId,
    CreatedAt,
    Id,
}

/// The site's views of a date range, per day or per variety, read from the index alone.
const VIEWS_BY_DAY: &str = "idx_variety_views_day";
const ENQUIRIES_VENDOR: &str = "idx_product_enquiries_vendor_created";
const ENQUIRIES_LISTING: &str = "idx_product_enquiries_listing_created";
const ENQUIRIES_VARIETY: &str = "idx_product_enquiries_variety_created";
/// A supplier's listings newest first, paged (its insights table).
const LISTINGS_VENDOR: &str = "idx_vendor_listings_vendor_created";

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        use ProductEnquiries as E;
        create_table(
            manager,
            Table::create()
                .table(VarietyViews::Table)
                .col(ref_id(VarietyViews::VarietyId))
                .col(date(VarietyViews::Day))
                .col(big_integer(VarietyViews::Views).default(0))
                .primary_key(Index::create().col(VarietyViews::VarietyId).col(VarietyViews::Day))
                .foreign_key(&mut fk(
                    "fk_variety_views_variety",
                    VarietyViews::Table,
                    VarietyViews::VarietyId,
                    Varieties::Table,
                    Varieties::Id,
                    ForeignKeyAction::Cascade,
                ))
                .to_owned(),
        )
        .await?;
        create_index(
            manager,
            VIEWS_BY_DAY,
            VarietyViews::Table,
            [VarietyViews::Day, VarietyViews::VarietyId, VarietyViews::Views],
            false,
        )
        .await?;
        create_index(manager, ENQUIRIES_VENDOR, E::Table, [E::VendorId, E::CreatedAt], false).await?;
        create_index(manager, ENQUIRIES_LISTING, E::Table, [E::ListingId, E::CreatedAt], false).await?;
        create_index(manager, ENQUIRIES_VARIETY, E::Table, [E::VarietyId, E::CreatedAt], false).await?;
        create_index(
            manager,
            LISTINGS_VENDOR,
            VendorListings::Table,
            [VendorListings::VendorId, VendorListings::CreatedAt, VendorListings::Id],
            false,
        )
        .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for (name, table) in [
            (LISTINGS_VENDOR, VendorListings::Table.into_iden()),
            (ENQUIRIES_VARIETY, ProductEnquiries::Table.into_iden()),
            (ENQUIRIES_LISTING, ProductEnquiries::Table.into_iden()),
            (ENQUIRIES_VENDOR, ProductEnquiries::Table.into_iden()),
        ] {
            manager.drop_index(Index::drop().name(name).table(table).to_owned()).await?;
        }
        drop_table(manager, VarietyViews::Table).await
    }
}
