//! Like for like: every offer and quote priced per its variety's comparable unit, on
//! stated trade terms, and the admins' dated exchange rates.
//!
//! A variety has one comparable unit (kg, piece or metre). A listing or quote in a pack
//! unit states what one pack holds (`pack_content_milli`, thousandths of the comparable
//! unit); `comparable_paise` is its price per comparable unit, kept at write time so the
//! variety page orders by an index. Listings already written in weights get theirs here;
//! packs without a stated content keep none until their supplier states it.

use sea_orm_migration::{prelude::*, schema::*};

use crate::common::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum Varieties {
    Table,
    ComparableUnit,
}

#[derive(DeriveIden, Clone, Copy)]
enum VendorListings {
    Table,
    VarietyId,
    Unit,
    PackContentMilli,
    ComparablePaise,
    Incoterm,
    NamedPlace,
}

#[derive(DeriveIden, Clone, Copy)]
enum EnquiryQuotes {
    Table,
    PackContentMilli,
    ComparableUnit,
    ComparablePaise,
    Incoterm,
    NamedPlace,
    Currency,
}

#[derive(DeriveIden)]
enum ExchangeRates {
    Table,
    Currency,
    RateDate,
    InrMicros,
    SetBy,
    CreatedAt,
}

const BY_COMPARABLE: &str = "idx_vendor_listings_variety_comparable";

/// Paise per kilogram of a listing in each weight unit, as SQL both databases read alike.
const PER_KG: [(&str, &str); 4] = [
    ("kg", "price_paise"),
    ("g", "price_paise * 1000"),
    ("quintal", "ROUND(price_paise / 100.0)"),
    ("ton", "ROUND(price_paise / 1000.0)"),
];

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        let add = |table: TableRef, column: ColumnDef| Table::alter().table(table).add_column(column).to_owned();
        manager.alter_table(add(Varieties::Table.into_table_ref(), code(Varieties::ComparableUnit, "kg"))).await?;
        let l = VendorListings::Table;
        // One column per statement: SQLite alters one column at a time.
        for column in [
            big_integer_null(VendorListings::PackContentMilli),
            big_integer_null(VendorListings::ComparablePaise),
            code(VendorListings::Incoterm, "EXW"),
            string_len_null(VendorListings::NamedPlace, 200),
        ] {
            manager.alter_table(add(l.into_table_ref(), column)).await?;
        }
        for (unit, per_kg) in PER_KG {
            let fill = Query::update()
                .table(l)
                .value(VendorListings::ComparablePaise, Expr::cust(per_kg))
                .and_where(Expr::col(VendorListings::Unit).eq(unit))
                .to_owned();
            manager.exec_stmt(fill).await?;
        }
        create_index(manager, BY_COMPARABLE, l, [VendorListings::VarietyId, VendorListings::ComparablePaise], false)
            .await?;
        let q = EnquiryQuotes::Table;
        for column in [
            big_integer_null(EnquiryQuotes::PackContentMilli),
            string_len_null(EnquiryQuotes::ComparableUnit, 20),
            big_integer_null(EnquiryQuotes::ComparablePaise),
            string_len_null(EnquiryQuotes::Incoterm, 20),
            string_len_null(EnquiryQuotes::NamedPlace, 200),
            code(EnquiryQuotes::Currency, "INR"),
        ] {
            manager.alter_table(add(q.into_table_ref(), column)).await?;
        }
        create_table(
            manager,
            Table::create()
                .table(ExchangeRates::Table)
                .col(string_len(ExchangeRates::Currency, 3))
                .col(date(ExchangeRates::RateDate))
                .col(big_integer(ExchangeRates::InrMicros))
                .col(ref_id_null(ExchangeRates::SetBy))
                .col(stamp(ExchangeRates::CreatedAt))
                .primary_key(Index::create().col(ExchangeRates::Currency).col(ExchangeRates::RateDate))
                .to_owned(),
        )
        .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        drop_table(manager, ExchangeRates::Table).await?;
        let drop = |table: TableRef, column: DynIden| Table::alter().table(table).drop_column(column).to_owned();
        let q = EnquiryQuotes::Table;
        for column in [
            EnquiryQuotes::Currency,
            EnquiryQuotes::NamedPlace,
            EnquiryQuotes::Incoterm,
            EnquiryQuotes::ComparablePaise,
            EnquiryQuotes::ComparableUnit,
            EnquiryQuotes::PackContentMilli,
        ] {
            manager.alter_table(drop(q.into_table_ref(), column.into_iden())).await?;
        }
        let l = VendorListings::Table;
        manager.drop_index(Index::drop().name(BY_COMPARABLE).table(l).to_owned()).await?;
        for column in [
            VendorListings::NamedPlace,
            VendorListings::Incoterm,
            VendorListings::ComparablePaise,
            VendorListings::PackContentMilli,
        ] {
            manager.alter_table(drop(l.into_table_ref(), column.into_iden())).await?;
        }
        manager.alter_table(drop(Varieties::Table.into_table_ref(), Varieties::ComparableUnit.into_iden())).await
    }
}
