//! Orders after acceptance.
//!
//! `orders` holds one row per accepted quote (unique `enquiry_id`), the accepted revision
//! and both parties frozen on it; `order_numbers` the last number given per year (its row
//! updated under lock by each new order); `order_events` the milestones reached;
//! `order_payments` the payment lines its terms call for; `order_documents` the trade
//! documents uploaded to it. Every list reads an index in its own order: a buyer's, a
//! supplier's, the admins' by status, supplier, buyer or date, all newest first with
//! the id breaking ties (keyset paging).

use sea_orm_migration::{prelude::*, schema::*};

use crate::common::*;

/// Every order, newest first: the admin's list unfiltered reads through it by name.
pub const NEWEST: &str = "idx_orders_newest";

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden, Clone, Copy)]
enum Orders {
    Table,
    Id,
    Number,
    EnquiryId,
    UserId,
    VendorId,
    Status,
    ProductId,
    VarietyId,
    ProductTitle,
    VarietyTitle,
    Quantity,
    Unit,
    QuoteUnit,
    PackContentMilli,
    ComparableUnit,
    PriceMinor,
    TotalMinor,
    Currency,
    Incoterm,
    NamedPlace,
    DeliveryTerms,
    PaymentTerms,
    QuoteRevision,
    QuoteValidUntil,
    BuyerName,
    BuyerEmail,
    BuyerPhone,
    BuyerCompany,
    BuyerAddress,
    SupplierName,
    SupplierEmail,
    SupplierPhone,
    SupplierAddress,
    NeedsPhytosanitary,
    Carrier,
    Vessel,
    TransportDocument,
    Container,
    Etd,
    Eta,
    CancelReason,
    CreatedAt,
    UpdatedAt,
    CreatedMicros,
}

#[derive(DeriveIden, Clone, Copy)]
enum OrderNumbers {
    Table,
    Year,
    Last,
}

#[derive(DeriveIden, Clone, Copy)]
enum OrderEvents {
    Table,
    Id,
    OrderId,
    Status,
    Party,
    ActorId,
    Note,
    CreatedAt,
    CreatedMicros,
}

#[derive(DeriveIden, Clone, Copy)]
enum OrderPayments {
    Table,
    Id,
    OrderId,
    Seq,
    Part,
    Percent,
    AmountMinor,
    Currency,
    Due,
    DueDays,
    DueOn,
    SentAt,
    SentBy,
    SentNote,
    ReceivedAt,
    ReceivedBy,
    OverdueNotifiedAt,
    CreatedAt,
}

#[derive(DeriveIden, Clone, Copy)]
enum OrderDocuments {
    Table,
    Id,
    OrderId,
    Kind,
    Party,
    UploadedBy,
    StorageKey,
    ContentType,
    Bytes,
    CreatedAt,
    CreatedMicros,
}

#[derive(DeriveIden, Clone, Copy)]
enum ProductEnquiries {
    Table,
    Id,
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

fn order_columns(table: &mut TableCreateStatement) {
    use Orders as O;
    table
        .col(id(O::Id))
        .col(string_len_uniq(O::Number, 20))
        .col(ref_id_null(O::EnquiryId).unique_key())
        .col(ref_id_null(O::UserId))
        .col(ref_id_null(O::VendorId))
        .col(code(O::Status, "placed"))
        .col(ref_id_null(O::ProductId))
        .col(ref_id_null(O::VarietyId))
        .col(short(O::ProductTitle))
        .col(short(O::VarietyTitle))
        .col(double(O::Quantity))
        .col(code(O::Unit, "kg"))
        .col(code(O::QuoteUnit, "kg"))
        .col(big_integer_null(O::PackContentMilli))
        .col(code(O::ComparableUnit, "kg"))
        .col(big_integer(O::PriceMinor))
        .col(big_integer_null(O::TotalMinor))
        .col(code(O::Currency, "INR"))
        .col(string_len_null(O::Incoterm, 3))
        .col(short_null(O::NamedPlace))
        .col(short(O::DeliveryTerms))
        .col(code(O::PaymentTerms, "net30"))
        .col(integer(O::QuoteRevision))
        .col(date(O::QuoteValidUntil))
        .col(short(O::BuyerName))
        .col(short(O::BuyerEmail))
        .col(short(O::BuyerPhone))
        .col(short_null(O::BuyerCompany))
        .col(text(O::BuyerAddress))
        .col(short(O::SupplierName))
        .col(short(O::SupplierEmail))
        .col(short(O::SupplierPhone))
        .col(text(O::SupplierAddress))
        .col(flag(O::NeedsPhytosanitary, false))
        .col(short_null(O::Carrier))
        .col(short_null(O::Vessel))
        .col(short_null(O::TransportDocument))
        .col(short_null(O::Container))
        .col(date_null(O::Etd))
        .col(date_null(O::Eta))
        .col(text_null(O::CancelReason))
        .col(stamp(O::CreatedAt))
        .col(stamp(O::UpdatedAt))
        .col(big_integer(O::CreatedMicros));
}

async fn create_orders(manager: &SchemaManager<'_>) -> Result<(), DbErr> {
    use Orders as O;
    let mut table = Table::create();
    table.table(O::Table);
    order_columns(&mut table);
    table
        .foreign_key(&mut fk(
            "fk_orders_enquiry",
            O::Table,
            O::EnquiryId,
            ProductEnquiries::Table,
            ProductEnquiries::Id,
            ForeignKeyAction::SetNull,
        ))
        .foreign_key(&mut fk("fk_orders_user", O::Table, O::UserId, Users::Table, Users::Id, ForeignKeyAction::SetNull))
        .foreign_key(&mut fk(
            "fk_orders_vendor",
            O::Table,
            O::VendorId,
            Vendors::Table,
            Vendors::Id,
            ForeignKeyAction::SetNull,
        ));
    create_table(manager, table.to_owned()).await?;
    // Each list's order, newest first with the id for ties: the buyer's, the supplier's,
    // and the admins' by status, by date alone (a date range is a range of it).
    create_index(manager, "idx_orders_buyer", O::Table, [O::UserId, O::CreatedMicros, O::Id], false).await?;
    create_index(manager, "idx_orders_supplier", O::Table, [O::VendorId, O::CreatedMicros, O::Id], false).await?;
    create_index(manager, "idx_orders_status", O::Table, [O::Status, O::CreatedMicros, O::Id], false).await?;
    create_index(manager, NEWEST, O::Table, [O::CreatedMicros, O::Id], false).await
}

async fn create_numbers(manager: &SchemaManager<'_>) -> Result<(), DbErr> {
    use OrderNumbers as N;
    create_table(
        manager,
        Table::create()
            .table(N::Table)
            .col(integer(N::Year).primary_key())
            .col(big_integer(N::Last).default(0))
            .to_owned(),
    )
    .await
}

fn on_order(name: &str, table: impl IntoTableRef, column: impl IntoIden) -> ForeignKeyCreateStatement {
    fk(name, table, column, Orders::Table, Orders::Id, ForeignKeyAction::Cascade)
}

async fn create_events(manager: &SchemaManager<'_>) -> Result<(), DbErr> {
    use OrderEvents as E;
    create_table(
        manager,
        Table::create()
            .table(E::Table)
            .col(id(E::Id))
            .col(ref_id(E::OrderId))
            .col(code(E::Status, "placed"))
            .col(code(E::Party, "site"))
            .col(ref_id_null(E::ActorId))
            .col(text_null(E::Note))
            .col(stamp(E::CreatedAt))
            .col(big_integer(E::CreatedMicros))
            .foreign_key(&mut on_order("fk_order_events_order", E::Table, E::OrderId))
            .to_owned(),
    )
    .await?;
    create_index(manager, "idx_order_events_order", E::Table, [E::OrderId, E::CreatedMicros], false).await
}

async fn create_payments(manager: &SchemaManager<'_>) -> Result<(), DbErr> {
    use OrderPayments as P;
    create_table(
        manager,
        Table::create()
            .table(P::Table)
            .col(id(P::Id))
            .col(ref_id(P::OrderId))
            .col(integer(P::Seq))
            .col(code(P::Part, "full"))
            .col(integer(P::Percent))
            .col(big_integer_null(P::AmountMinor))
            .col(code(P::Currency, "INR"))
            .col(code(P::Due, "order"))
            .col(integer(P::DueDays).default(0))
            .col(date_null(P::DueOn))
            .col(date_time_null(P::SentAt))
            .col(ref_id_null(P::SentBy))
            .col(short_null(P::SentNote))
            .col(date_time_null(P::ReceivedAt))
            .col(ref_id_null(P::ReceivedBy))
            .col(date_time_null(P::OverdueNotifiedAt))
            .col(stamp(P::CreatedAt))
            .foreign_key(&mut on_order("fk_order_payments_order", P::Table, P::OrderId))
            .to_owned(),
    )
    .await?;
    create_index(manager, "idx_order_payments_order", P::Table, [P::OrderId, P::Seq], true).await?;
    // The overdue sweep: lines never reported overdue, by due day.
    create_index(manager, "idx_order_payments_overdue", P::Table, [P::OverdueNotifiedAt, P::DueOn], false).await
}

async fn create_documents(manager: &SchemaManager<'_>) -> Result<(), DbErr> {
    use OrderDocuments as D;
    create_table(
        manager,
        Table::create()
            .table(D::Table)
            .col(id(D::Id))
            .col(ref_id(D::OrderId))
            .col(string_len(D::Kind, 40))
            .col(code(D::Party, "buyer"))
            .col(ref_id(D::UploadedBy))
            .col(string_len(D::StorageKey, KEY_LEN))
            .col(string_len(D::ContentType, 40))
            .col(big_integer(D::Bytes))
            .col(stamp(D::CreatedAt))
            .col(big_integer(D::CreatedMicros))
            .foreign_key(&mut on_order("fk_order_documents_order", D::Table, D::OrderId))
            .to_owned(),
    )
    .await?;
    create_index(manager, "idx_order_documents_order", D::Table, [D::OrderId, D::CreatedMicros], false).await
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        create_orders(manager).await?;
        create_numbers(manager).await?;
        create_events(manager).await?;
        create_payments(manager).await?;
        create_documents(manager).await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        drop_table(manager, OrderDocuments::Table).await?;
        drop_table(manager, OrderPayments::Table).await?;
        drop_table(manager, OrderEvents::Table).await?;
        drop_table(manager, OrderNumbers::Table).await?;
        drop_table(manager, Orders::Table).await
    }
}
