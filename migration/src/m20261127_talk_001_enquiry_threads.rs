//! The conversation on every enquiry.
//!
//! `enquiry_threads` holds one row per enquiry that has a conversation: the buyer and the
//! supplier it is shared by (copied, so the unread counts read one index range each), how
//! many items each side has not read, the last item's number, and the buyer's decline of
//! the current quote. `enquiry_messages` holds the items: messages (text, an attachment),
//! counter-offers, declines and the quote events, numbered per enquiry (`seq`), which is
//! the key a thread is paged by. `quote_reminders` records, once per quote, that both
//! sides were told its validity ends soon: inserting the row is the claim, so instances
//! sharing one database send a reminder once.

use sea_orm_migration::{prelude::*, schema::*};

use crate::common::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden, Clone, Copy)]
enum EnquiryThreads {
    Table,
    EnquiryId,
    UserId,
    VendorId,
    LastSeq,
    BuyerUnread,
    SupplierUnread,
    DeclineReason,
    DeclinedAt,
    UpdatedAt,
}

#[derive(DeriveIden, Clone, Copy)]
enum EnquiryMessages {
    Table,
    Id,
    EnquiryId,
    Seq,
    Party,
    Kind,
    Body,
    TargetPricePaise,
    TargetUnit,
    DeclineReason,
    QuotePricePaise,
    QuoteUnit,
    QuoteValidUntil,
    QuoteRevision,
    AttachmentKey,
    AttachmentType,
    AttachmentBytes,
    VendorId,
    CreatedAt,
}

#[derive(DeriveIden, Clone, Copy)]
enum QuoteReminders {
    Table,
    EnquiryId,
    ValidUntil,
    RemindedAt,
}

#[derive(DeriveIden, Clone, Copy)]
enum ProductEnquiries {
    Table,
    Id,
}

#[derive(DeriveIden, Clone, Copy)]
enum EnquiryQuotes {
    Table,
    ValidUntil,
}

#[derive(DeriveIden, Clone, Copy)]
enum Users {
    Table,
    Id,
}

#[derive(DeriveIden, Clone, Copy)]
enum Vendors {
    Table,
    Id,
}

const QUOTES_VALID_UNTIL: &str = "idx_enquiry_quotes_valid_until";

async fn create_threads(manager: &SchemaManager<'_>) -> Result<(), DbErr> {
    use EnquiryThreads as T;
    create_table(
        manager,
        Table::create()
            .table(T::Table)
            .col(ref_id(T::EnquiryId).primary_key())
            .col(ref_id_null(T::UserId))
            .col(ref_id_null(T::VendorId))
            .col(big_integer(T::LastSeq).default(0))
            .col(integer(T::BuyerUnread).default(0))
            .col(integer(T::SupplierUnread).default(0))
            .col(string_len_null(T::DeclineReason, 40))
            .col(date_time_null(T::DeclinedAt))
            .col(stamp(T::UpdatedAt))
            .foreign_key(&mut fk(
                "fk_enquiry_threads_enquiry",
                T::Table,
                T::EnquiryId,
                ProductEnquiries::Table,
                ProductEnquiries::Id,
                ForeignKeyAction::Cascade,
            ))
            .foreign_key(&mut fk(
                "fk_enquiry_threads_user",
                T::Table,
                T::UserId,
                Users::Table,
                Users::Id,
                ForeignKeyAction::SetNull,
            ))
            .foreign_key(&mut fk(
                "fk_enquiry_threads_vendor",
                T::Table,
                T::VendorId,
                Vendors::Table,
                Vendors::Id,
                ForeignKeyAction::SetNull,
            ))
            .to_owned(),
    )
    .await?;
    create_index(manager, "idx_enquiry_threads_buyer_unread", T::Table, [T::UserId, T::BuyerUnread], false).await?;
    create_index(manager, "idx_enquiry_threads_supplier_unread", T::Table, [T::VendorId, T::SupplierUnread], false)
        .await?;
    create_index(manager, "idx_enquiry_threads_vendor_declined", T::Table, [T::VendorId, T::DeclinedAt], false).await
}

async fn create_messages(manager: &SchemaManager<'_>) -> Result<(), DbErr> {
    use EnquiryMessages as M;
    create_table(
        manager,
        Table::create()
            .table(M::Table)
            .col(id(M::Id))
            .col(ref_id(M::EnquiryId))
            .col(big_integer(M::Seq))
            .col(code(M::Party, "buyer"))
            .col(string_len(M::Kind, 30))
            .col(text_null(M::Body))
            .col(big_integer_null(M::TargetPricePaise))
            .col(string_len_null(M::TargetUnit, 20))
            .col(string_len_null(M::DeclineReason, 40))
            .col(big_integer_null(M::QuotePricePaise))
            .col(string_len_null(M::QuoteUnit, 20))
            .col(date_null(M::QuoteValidUntil))
            .col(integer_null(M::QuoteRevision))
            .col(string_len_null(M::AttachmentKey, KEY_LEN))
            .col(string_len_null(M::AttachmentType, 40))
            .col(big_integer_null(M::AttachmentBytes))
            .col(ref_id_null(M::VendorId))
            .col(stamp(M::CreatedAt))
            .foreign_key(&mut fk(
                "fk_enquiry_messages_enquiry",
                M::Table,
                M::EnquiryId,
                ProductEnquiries::Table,
                ProductEnquiries::Id,
                ForeignKeyAction::Cascade,
            ))
            .foreign_key(&mut fk(
                "fk_enquiry_messages_vendor",
                M::Table,
                M::VendorId,
                Vendors::Table,
                Vendors::Id,
                ForeignKeyAction::SetNull,
            ))
            .to_owned(),
    )
    .await?;
    create_index(manager, "idx_enquiry_messages_thread", M::Table, [M::EnquiryId, M::Seq], true).await?;
    create_index(manager, "idx_enquiry_messages_vendor_kind", M::Table, [M::VendorId, M::Kind, M::CreatedAt], false)
        .await
}

async fn create_reminders(manager: &SchemaManager<'_>) -> Result<(), DbErr> {
    use QuoteReminders as R;
    create_table(
        manager,
        Table::create()
            .table(R::Table)
            .col(ref_id(R::EnquiryId).primary_key())
            .col(date(R::ValidUntil))
            .col(stamp(R::RemindedAt))
            .foreign_key(&mut fk(
                "fk_quote_reminders_enquiry",
                R::Table,
                R::EnquiryId,
                ProductEnquiries::Table,
                ProductEnquiries::Id,
                ForeignKeyAction::Cascade,
            ))
            .to_owned(),
    )
    .await?;
    create_index(manager, QUOTES_VALID_UNTIL, EnquiryQuotes::Table, [EnquiryQuotes::ValidUntil], false).await
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        create_threads(manager).await?;
        create_messages(manager).await?;
        create_reminders(manager).await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_index(Index::drop().name(QUOTES_VALID_UNTIL).table(EnquiryQuotes::Table).to_owned()).await?;
        drop_table(manager, QuoteReminders::Table).await?;
        drop_table(manager, EnquiryMessages::Table).await?;
        drop_table(manager, EnquiryThreads::Table).await
    }
}
