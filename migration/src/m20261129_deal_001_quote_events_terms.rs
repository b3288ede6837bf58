//! A thread's quote events keep the whole quote as the buyer read it: its currency, pack
//! content, Incoterm and named place beside price, unit and revision; a counter-offer
//! keeps the currency it was asked in (its quote's). Events written before keep none and
//! read as rupees without terms, as they were shown.

use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden, Clone, Copy)]
enum EnquiryMessages {
    Table,
    QuoteCurrency,
    QuotePackContentMilli,
    QuoteComparableUnit,
    QuoteIncoterm,
    QuoteNamedPlace,
    TargetCurrency,
}

const COLUMNS: [EnquiryMessages; 6] = [
    EnquiryMessages::QuoteCurrency,
    EnquiryMessages::QuotePackContentMilli,
    EnquiryMessages::QuoteComparableUnit,
    EnquiryMessages::QuoteIncoterm,
    EnquiryMessages::QuoteNamedPlace,
    EnquiryMessages::TargetCurrency,
];

fn column(name: EnquiryMessages) -> ColumnDef {
    match name {
        EnquiryMessages::QuotePackContentMilli => big_integer_null(name),
        EnquiryMessages::QuoteNamedPlace => string_len_null(name, 200),
        _ => string_len_null(name, 20),
    }
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        // One column per statement: SQLite alters one column at a time.
        for name in COLUMNS {
            let alter = Table::alter().table(EnquiryMessages::Table).add_column(column(name)).to_owned();
            manager.alter_table(alter).await?;
        }
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for name in COLUMNS.into_iter().rev() {
            let alter = Table::alter().table(EnquiryMessages::Table).drop_column(name).to_owned();
            manager.alter_table(alter).await?;
        }
        Ok(())
    }
}
