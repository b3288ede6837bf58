//! The catalogue's search index: one row per product with its searchable words, folded
//! (lower case, accents removed) and kept per field so matches can be ranked by where
//! they hit. Written by `domain/src/search` in every catalogue write's own transaction.

use sea_orm_migration::{prelude::*, schema::*};

use crate::common::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum SearchDocuments {
    Table,
    ProductId,
    Family,
    TitleTerms,
    VarietyTerms,
    CategoryTerms,
    TagTerms,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        create_table(
            manager,
            Table::create()
                .table(SearchDocuments::Table)
                .col(id(SearchDocuments::ProductId))
                .col(string_len(SearchDocuments::Family, KEY_LEN))
                .col(text(SearchDocuments::TitleTerms))
                .col(text(SearchDocuments::VarietyTerms))
                .col(text(SearchDocuments::CategoryTerms))
                .col(text(SearchDocuments::TagTerms))
                .take(),
        )
        .await?;
        create_index(manager, "idx_search_documents_family", SearchDocuments::Table, [SearchDocuments::Family], false)
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        drop_table(manager, SearchDocuments::Table).await
    }
}
