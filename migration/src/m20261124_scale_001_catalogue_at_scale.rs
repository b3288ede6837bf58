//! A catalogue of tens of thousands of products: indexes that let every catalogue page
//! read only the rows it shows, and a search index of words.
//!
//! - `products (position)` and `products (tag, position)`: `/products` and a family's list
//!   are read in catalogue order a page at a time; the families are the tags' groups.
//! - `search_terms`: one row per word of a product (title, category, varieties, tag) with
//!   the weight of the best field it appears in. A query word is looked up by equality,
//!   a prefix range and its one-letter variants, all on the primary key, so a search reads
//!   the rows of the words asked and nothing else. `domain/src/search` keeps it in step.
//! - `search_deletes`: each indexed word under itself and under every form of it with one
//!   letter left out, so the words one letter away from a query word are found with a
//!   probe per letter of it (a symmetric-delete index) instead of one per possible typo.
//! - `enquiry_words`: one row per folded word of a product enquiry's buyer name, e-mail and
//!   product title, so the admin's text filter finds its rows by a prefix range of the key
//!   instead of `LIKE '%…%'` over every enquiry.
//! - `(created_at, id)` on the admin's paged lists (suppliers, buyers, registrations by
//!   tab, listings): a page's ids are read from the index alone, so page 10,000 steps over
//!   index entries rather than rows (`foundation/src/paging.rs`).

use sea_orm_migration::{prelude::*, schema::*};

use crate::common::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum Products {
    Table,
    Tag,
    Position,
}

#[derive(DeriveIden)]
enum Vendors {
    Table,
    Id,
    CreatedAt,
}

#[derive(DeriveIden)]
enum Users {
    Table,
    Id,
    CreatedAt,
}

#[derive(DeriveIden)]
enum VendorListings {
    Table,
    Id,
    CreatedAt,
}

#[derive(DeriveIden)]
enum VendorRegistrations {
    Table,
    Id,
    IsVerified,
    CreatedAt,
}

#[derive(DeriveIden)]
enum SearchDeletes {
    Table,
    Deleted,
    Term,
}

#[derive(DeriveIden)]
enum EnquiryWords {
    Table,
    Term,
    EnquiryId,
}

#[derive(DeriveIden)]
enum SearchTerms {
    Table,
    Term,
    ProductId,
    Weight,
}

const PRODUCTS_POSITION: &str = "idx_products_position";
const PRODUCTS_TAG_POSITION: &str = "idx_products_tag_position";
pub const TERMS_PRODUCT: &str = "idx_search_terms_product";
const WORDS_ENQUIRY: &str = "idx_enquiry_words_enquiry";
pub const VENDORS_CREATED_ID: &str = "idx_vendors_created_id";
pub const USERS_CREATED_ID: &str = "idx_users_created_id";
pub const VENDOR_LISTINGS_CREATED_ID: &str = "idx_vendor_listings_created_id";
const LISTS: [&str; 4] =
    [VENDORS_CREATED_ID, USERS_CREATED_ID, VENDOR_LISTINGS_CREATED_ID, "idx_vendor_registrations_verified_created_id"];

/// Longest word kept in the index (longer words are cut to it, in the query too).
const TERM_LEN: u32 = 64;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        create_index(manager, PRODUCTS_POSITION, Products::Table, [Products::Position], false).await?;
        create_index(manager, PRODUCTS_TAG_POSITION, Products::Table, [Products::Tag, Products::Position], false)
            .await?;
        create_table(
            manager,
            Table::create()
                .table(SearchTerms::Table)
                .col(string_len(SearchTerms::Term, TERM_LEN))
                .col(ref_id(SearchTerms::ProductId))
                .col(small_integer(SearchTerms::Weight))
                .primary_key(Index::create().col(SearchTerms::Term).col(SearchTerms::ProductId))
                .take(),
        )
        .await?;
        create_index(manager, TERMS_PRODUCT, SearchTerms::Table, [SearchTerms::ProductId], false).await?;
        create_table(
            manager,
            Table::create()
                .table(SearchDeletes::Table)
                .col(string_len(SearchDeletes::Deleted, TERM_LEN))
                .col(string_len(SearchDeletes::Term, TERM_LEN))
                .primary_key(Index::create().col(SearchDeletes::Deleted).col(SearchDeletes::Term))
                .take(),
        )
        .await?;
        create_table(
            manager,
            Table::create()
                .table(EnquiryWords::Table)
                .col(string_len(EnquiryWords::Term, TERM_LEN))
                .col(ref_id(EnquiryWords::EnquiryId))
                .primary_key(Index::create().col(EnquiryWords::Term).col(EnquiryWords::EnquiryId))
                .take(),
        )
        .await?;
        create_index(manager, WORDS_ENQUIRY, EnquiryWords::Table, [EnquiryWords::EnquiryId], false).await?;
        create_index(manager, LISTS[0], Vendors::Table, [Vendors::CreatedAt, Vendors::Id], false).await?;
        create_index(manager, LISTS[1], Users::Table, [Users::CreatedAt, Users::Id], false).await?;
        create_index(manager, LISTS[2], VendorListings::Table, [VendorListings::CreatedAt, VendorListings::Id], false)
            .await?;
        create_index(
            manager,
            LISTS[3],
            VendorRegistrations::Table,
            [VendorRegistrations::IsVerified, VendorRegistrations::CreatedAt, VendorRegistrations::Id],
            false,
        )
        .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        let tables: [DynIden; 4] = [
            Vendors::Table.into_iden(),
            Users::Table.into_iden(),
            VendorListings::Table.into_iden(),
            VendorRegistrations::Table.into_iden(),
        ];
        for (name, table) in LISTS.into_iter().zip(tables) {
            manager.drop_index(Index::drop().name(name).table(table).to_owned()).await?;
        }
        drop_table(manager, EnquiryWords::Table).await?;
        drop_table(manager, SearchDeletes::Table).await?;
        drop_table(manager, SearchTerms::Table).await?;
        for name in [PRODUCTS_TAG_POSITION, PRODUCTS_POSITION] {
            manager.drop_index(Index::drop().name(name).table(Products::Table).to_owned()).await?;
        }
        Ok(())
    }
}
