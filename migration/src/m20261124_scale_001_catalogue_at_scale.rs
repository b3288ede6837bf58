//! A catalogue of tens of thousands of products: indexes that let every catalogue page
//! read only the rows it shows, and a search index of words.
//!
//! - `products (position)` and `products (tag, position)`: `/products` and a family's list
//!   are read in catalogue order a page at a time; the families are the tags' groups.
//! - `search_terms`: one row per word of a product (title, category, varieties, tag) with
//!   the weight of the best field it appears in. A query word is looked up by equality,
//!   a prefix range and its one-letter variants, all on the primary key, so a search reads
//!   the rows of the words asked and nothing else. `server/src/search` keeps it in step.

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
enum SearchTerms {
    Table,
    Term,
    ProductId,
    Weight,
}

const PRODUCTS_POSITION: &str = "idx_products_position";
const PRODUCTS_TAG_POSITION: &str = "idx_products_tag_position";
const TERMS_PRODUCT: &str = "idx_search_terms_product";

/// Longest word kept in the index (longer words are cut to it, in the query too).
const TERM_LEN: u32 = 64;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        create_index(manager, PRODUCTS_POSITION, Products::Table, [Products::Position], false).await?;
        create_index(manager, PRODUCTS_TAG_POSITION, Products::Table, [Products::Tag, Products::Position], false).await?;
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
        create_index(manager, TERMS_PRODUCT, SearchTerms::Table, [SearchTerms::ProductId], false).await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        drop_table(manager, SearchTerms::Table).await?;
        for name in [PRODUCTS_TAG_POSITION, PRODUCTS_POSITION] {
            manager.drop_index(Index::drop().name(name).table(Products::Table).to_owned()).await?;
        }
        Ok(())
    }
}
