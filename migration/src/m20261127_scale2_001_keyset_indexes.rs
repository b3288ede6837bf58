//! Indexes that let every list read a page by seeking to its first row: the catalogue in
//! its order (position, then id for equal positions), and the admin's listings filtered by
//! state, newest first; and the words of one enquiry.

use sea_orm_migration::prelude::*;

use crate::common::create_index;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden, Clone, Copy)]
enum Products {
    Table,
    Position,
    Tag,
    Id,
}

#[derive(DeriveIden, Clone, Copy)]
enum EnquiryWords {
    Table,
    EnquiryId,
    Term,
}

#[derive(DeriveIden, Clone, Copy)]
enum VendorListings {
    Table,
    IsActive,
    CreatedAt,
    Id,
}

const PRODUCTS_ORDER: &str = "idx_products_position_id";
const PRODUCTS_TAG_ORDER: &str = "idx_products_tag_position_id";
const LISTINGS_STATE_NEWEST: &str = "idx_vendor_listings_active_newest";
/// The admin's enquiry filter asks "has this enquiry a word starting so?" of each enquiry
/// it walks newest first: one probe of this index, without reading the row.
const WORDS_OF_ENQUIRY: &str = "idx_enquiry_words_enquiry_term";

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        create_index(manager, PRODUCTS_ORDER, Products::Table, [Products::Position, Products::Id], false).await?;
        create_index(
            manager,
            PRODUCTS_TAG_ORDER,
            Products::Table,
            [Products::Tag, Products::Position, Products::Id],
            false,
        )
        .await?;
        create_index(
            manager,
            LISTINGS_STATE_NEWEST,
            VendorListings::Table,
            [VendorListings::IsActive, VendorListings::CreatedAt, VendorListings::Id],
            false,
        )
        .await?;
        create_index(
            manager,
            WORDS_OF_ENQUIRY,
            EnquiryWords::Table,
            [EnquiryWords::EnquiryId, EnquiryWords::Term],
            false,
        )
        .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for (name, table) in [
            (WORDS_OF_ENQUIRY, EnquiryWords::Table.into_iden()),
            (LISTINGS_STATE_NEWEST, VendorListings::Table.into_iden()),
            (PRODUCTS_TAG_ORDER, Products::Table.into_iden()),
            (PRODUCTS_ORDER, Products::Table.into_iden()),
        ] {
            manager.drop_index(Index::drop().name(name).table(table).to_owned()).await?;
        }
        Ok(())
    }
}
