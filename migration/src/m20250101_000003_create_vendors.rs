use sea_orm_migration::{prelude::*, schema::*};

use crate::common::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
pub(crate) enum Vendors {
    Table,
    Id,
    Name,
    Email,
    Mobile,
    PasswordHash,
    IsVerified,
    IsBlocked,
    IsActive,
    HasSubmittedRegistration,
    CreatedAt,
    UpdatedAt,
}

#[derive(DeriveIden)]
enum VendorRegistrations {
    Table,
    Id,
    VendorId,
    Name,
    Email,
    Phone,
    Address,
    GstNo,
    PanNo,
    AadharNo,
    UdhyamRegistrationNo,
    MsmeRegistrationNo,
    IsVerified,
    CreatedAt,
    UpdatedAt,
}

#[derive(DeriveIden)]
enum VendorDocuments {
    Table,
    Id,
    RegistrationId,
    Kind,
    StoredName,
    ContentType,
    SizeBytes,
    CreatedAt,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        create_table(
            manager,
            Table::create()
                .table(Vendors::Table)
                .col(id(Vendors::Id))
                .col(short(Vendors::Name))
                .col(email_uniq(Vendors::Email))
                .col(string_len(Vendors::Mobile, 32))
                .col(short(Vendors::PasswordHash))
                .col(flag(Vendors::IsVerified, false))
                .col(flag(Vendors::IsBlocked, false))
                .col(flag(Vendors::IsActive, true))
                .col(flag(Vendors::HasSubmittedRegistration, false))
                .col(stamp(Vendors::CreatedAt))
                .col(stamp(Vendors::UpdatedAt))
                .take(),
        )
        .await?;

        // One registration per vendor: the unique vendor_id is also its FK index.
        create_table(
            manager,
            Table::create()
                .table(VendorRegistrations::Table)
                .col(id(VendorRegistrations::Id))
                .col(ref_id(VendorRegistrations::VendorId).unique_key())
                .col(short(VendorRegistrations::Name))
                .col(string_len(VendorRegistrations::Email, KEY_LEN))
                .col(string_len(VendorRegistrations::Phone, 32))
                .col(text(VendorRegistrations::Address))
                .col(string_len(VendorRegistrations::GstNo, 32))
                .col(string_len(VendorRegistrations::PanNo, 16))
                .col(string_len(VendorRegistrations::AadharNo, 16))
                .col(string_len(VendorRegistrations::UdhyamRegistrationNo, 64))
                .col(string_len(VendorRegistrations::MsmeRegistrationNo, 64))
                .col(flag(VendorRegistrations::IsVerified, false))
                .col(stamp(VendorRegistrations::CreatedAt))
                .col(stamp(VendorRegistrations::UpdatedAt))
                .foreign_key(&mut fk(
                    "fk_vendor_registrations_vendor",
                    VendorRegistrations::Table,
                    VendorRegistrations::VendorId,
                    Vendors::Table,
                    Vendors::Id,
                    ForeignKeyAction::Cascade,
                ))
                .take(),
        )
        .await?;

        create_table(
            manager,
            Table::create()
                .table(VendorDocuments::Table)
                .col(id(VendorDocuments::Id))
                .col(ref_id(VendorDocuments::RegistrationId))
                .col(string_len(VendorDocuments::Kind, 20))
                .col(string_len_uniq(VendorDocuments::StoredName, KEY_LEN))
                .col(string_len(VendorDocuments::ContentType, 100))
                .col(big_integer(VendorDocuments::SizeBytes))
                .col(stamp(VendorDocuments::CreatedAt))
                .foreign_key(&mut fk(
                    "fk_vendor_documents_registration",
                    VendorDocuments::Table,
                    VendorDocuments::RegistrationId,
                    VendorRegistrations::Table,
                    VendorRegistrations::Id,
                    ForeignKeyAction::Cascade,
                ))
                .take(),
        )
        .await?;
        // Leads with registration_id, so it also serves the foreign key.
        create_index(
            manager,
            "uq_vendor_documents_registration_kind",
            VendorDocuments::Table,
            [VendorDocuments::RegistrationId, VendorDocuments::Kind],
            true,
        )
        .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        drop_table(manager, VendorDocuments::Table).await?;
        drop_table(manager, VendorRegistrations::Table).await?;
        drop_table(manager, Vendors::Table).await
    }
}
