//! Requests to several suppliers and their quotes.
//!
//! The enquiries of one request share `request_id`; `quote_outcome` marks the one whose
//! quote the buyer accepted (`accepted`) and the rest (`closed`); `first_answered_at` is
//! the supplier's first quote, reply or status change (the insights' answer time). A quote
//! is one row per enquiry, revised in place while the request is open.

use sea_orm_migration::{prelude::*, schema::*};

use crate::common::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden, Clone, Copy)]
enum ProductEnquiries {
    Table,
    Id,
    RequestId,
    QuoteOutcome,
    FirstAnsweredAt,
}

#[derive(DeriveIden)]
enum EnquiryQuotes {
    Table,
    EnquiryId,
    VendorId,
    PricePaise,
    Unit,
    MinOrder,
    ValidUntil,
    DeliveryTerms,
    Message,
    Revision,
    CreatedAt,
    UpdatedAt,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        let t = ProductEnquiries::Table;
        // One column per statement: SQLite alters one column at a time.
        for column in [
            ref_id_null(ProductEnquiries::RequestId),
            string_len_null(ProductEnquiries::QuoteOutcome, 20),
            date_time_null(ProductEnquiries::FirstAnsweredAt),
        ] {
            manager.alter_table(Table::alter().table(t).add_column(column).to_owned()).await?;
        }
        create_index(manager, "idx_product_enquiries_request", t, [ProductEnquiries::RequestId], false).await?;
        create_table(
            manager,
            Table::create()
                .table(EnquiryQuotes::Table)
                .col(ref_id(EnquiryQuotes::EnquiryId).primary_key())
                .col(ref_id_null(EnquiryQuotes::VendorId))
                .col(big_integer(EnquiryQuotes::PricePaise))
                .col(code(EnquiryQuotes::Unit, "kg"))
                .col(double_null(EnquiryQuotes::MinOrder))
                .col(date(EnquiryQuotes::ValidUntil))
                .col(string_len(EnquiryQuotes::DeliveryTerms, 300))
                .col(text_null(EnquiryQuotes::Message))
                .col(integer(EnquiryQuotes::Revision).default(1))
                .col(stamp(EnquiryQuotes::CreatedAt))
                .col(stamp(EnquiryQuotes::UpdatedAt))
                .foreign_key(&mut fk(
                    "fk_enquiry_quotes_enquiry",
                    EnquiryQuotes::Table,
                    EnquiryQuotes::EnquiryId,
                    t,
                    ProductEnquiries::Id,
                    ForeignKeyAction::Cascade,
                ))
                .to_owned(),
        )
        .await?;
        create_index(manager, "idx_enquiry_quotes_vendor", EnquiryQuotes::Table, [EnquiryQuotes::VendorId], false).await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        drop_table(manager, EnquiryQuotes::Table).await?;
        let t = ProductEnquiries::Table;
        manager.drop_index(Index::drop().name("idx_product_enquiries_request").table(t).to_owned()).await?;
        for column in [ProductEnquiries::FirstAnsweredAt, ProductEnquiries::QuoteOutcome, ProductEnquiries::RequestId] {
            manager.alter_table(Table::alter().table(t).drop_column(column).to_owned()).await?;
        }
        Ok(())
    }
}
