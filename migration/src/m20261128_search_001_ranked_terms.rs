//! Each indexed word carries its product's place in the catalogue, and an index orders a
//! word's rows by weight, then place: a one-word search reads its best hits first, in the
//! order it shows them, and stops at the page's last.

use sea_orm_migration::prelude::*;

use crate::common::{create_index, position};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden, Clone, Copy)]
enum SearchTerms {
    Table,
    Term,
    Weight,
    Position,
    ProductId,
}

pub const RANKED: &str = "idx_search_terms_ranked";

/// Rows written before this release take their product's place once; later writes carry it.
const COPY_POSITIONS: &str =
    "UPDATE search_terms SET position = (SELECT p.position FROM products p WHERE p.id = search_terms.product_id)";

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        let add = Table::alter().table(SearchTerms::Table).add_column(position(SearchTerms::Position)).to_owned();
        manager.alter_table(add).await?;
        manager.get_connection().execute_unprepared(COPY_POSITIONS).await?;
        create_index(
            manager,
            RANKED,
            SearchTerms::Table,
            [SearchTerms::Term, SearchTerms::Weight, SearchTerms::Position, SearchTerms::ProductId],
            false,
        )
        .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_index(Index::drop().name(RANKED).table(SearchTerms::Table).to_owned()).await?;
        let drop = Table::alter().table(SearchTerms::Table).drop_column(SearchTerms::Position).to_owned();
        manager.alter_table(drop).await
    }
}
