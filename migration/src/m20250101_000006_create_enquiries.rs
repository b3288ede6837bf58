use sea_orm_migration::{prelude::*, schema::*};

use crate::common::*;
use crate::m20250101_000002_create_users::Users;
use crate::m20250101_000003_create_vendors::Vendors;
use crate::m20250101_000004_create_catalogue::{Products, Varieties};
use crate::m20250101_000005_create_vendor_listings::VendorListings;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden, Clone, Copy)]
enum ProductEnquiries {
    Table,
    Id,
    UserId,
    ListingId,
    VendorId,
    ProductId,
    VarietyId,
    ProductTitle,
    VarietyTitle,
    SupplierName,
    SupplierPricePaise,
    SupplierUnit,
    Name,
    Email,
    Phone,
    Company,
    Address,
    City,
    State,
    Pincode,
    Quantity,
    Unit,
    Urgency,
    DeliveryDate,
    AdditionalRequirements,
    PackagingPreference,
    PaymentTerms,
    CertificationRequired,
    SamplesRequired,
    Status,
    SubmissionKey,
    CreatedAt,
    UpdatedAt,
}

#[derive(DeriveIden)]
enum GeneralEnquiries {
    Table,
    Id,
    Name,
    Email,
    Phone,
    Address,
    Message,
    Status,
    CreatedAt,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        // An enquiry is a business record: it keeps its own copy of the titles, the
        // supplier and the quoted price, and its links are cleared (not cascaded) when
        // the user, listing, vendor, product or variety goes away.
        let t = ProductEnquiries::Table;
        let set_null = ForeignKeyAction::SetNull;
        create_table(
            manager,
            Table::create()
                .table(t)
                .col(id(ProductEnquiries::Id))
                .col(ref_id_null(ProductEnquiries::UserId))
                .col(ref_id_null(ProductEnquiries::ListingId))
                .col(ref_id_null(ProductEnquiries::VendorId))
                .col(ref_id_null(ProductEnquiries::ProductId))
                .col(ref_id_null(ProductEnquiries::VarietyId))
                .col(short(ProductEnquiries::ProductTitle))
                .col(short(ProductEnquiries::VarietyTitle))
                .col(short(ProductEnquiries::SupplierName))
                .col(big_integer(ProductEnquiries::SupplierPricePaise))
                .col(code(ProductEnquiries::SupplierUnit, "kg"))
                .col(short(ProductEnquiries::Name))
                .col(string_len(ProductEnquiries::Email, KEY_LEN))
                .col(string_len(ProductEnquiries::Phone, 32))
                .col(short_null(ProductEnquiries::Company))
                .col(string_len(ProductEnquiries::Address, 500))
                .col(string_len(ProductEnquiries::City, 100))
                .col(string_len(ProductEnquiries::State, 100))
                .col(string_len(ProductEnquiries::Pincode, 16))
                .col(double(ProductEnquiries::Quantity))
                .col(code(ProductEnquiries::Unit, "kg"))
                .col(code(ProductEnquiries::Urgency, "normal"))
                .col(date_null(ProductEnquiries::DeliveryDate))
                .col(text_null(ProductEnquiries::AdditionalRequirements))
                .col(code(ProductEnquiries::PackagingPreference, "standard"))
                .col(code(ProductEnquiries::PaymentTerms, "net30"))
                .col(flag(ProductEnquiries::CertificationRequired, false))
                .col(flag(ProductEnquiries::SamplesRequired, false))
                .col(code(ProductEnquiries::Status, "pending"))
                // Several NULLs are allowed by a unique index on both backends.
                .col(string_len_null(ProductEnquiries::SubmissionKey, 64).unique_key())
                .col(stamp(ProductEnquiries::CreatedAt))
                .col(stamp(ProductEnquiries::UpdatedAt))
                .foreign_key(&mut fk(
                    "fk_product_enquiries_user",
                    t,
                    ProductEnquiries::UserId,
                    Users::Table,
                    Users::Id,
                    set_null,
                ))
                .foreign_key(&mut fk(
                    "fk_product_enquiries_listing",
                    t,
                    ProductEnquiries::ListingId,
                    VendorListings::Table,
                    VendorListings::Id,
                    set_null,
                ))
                .foreign_key(&mut fk(
                    "fk_product_enquiries_vendor",
                    t,
                    ProductEnquiries::VendorId,
                    Vendors::Table,
                    Vendors::Id,
                    set_null,
                ))
                .foreign_key(&mut fk(
                    "fk_product_enquiries_product",
                    t,
                    ProductEnquiries::ProductId,
                    Products::Table,
                    Products::Id,
                    set_null,
                ))
                .foreign_key(&mut fk(
                    "fk_product_enquiries_variety",
                    t,
                    ProductEnquiries::VarietyId,
                    Varieties::Table,
                    Varieties::Id,
                    set_null,
                ))
                .take(),
        )
        .await?;
        for (name, column) in [
            ("idx_product_enquiries_user", ProductEnquiries::UserId),
            ("idx_product_enquiries_listing", ProductEnquiries::ListingId),
            ("idx_product_enquiries_vendor", ProductEnquiries::VendorId),
            ("idx_product_enquiries_product", ProductEnquiries::ProductId),
            ("idx_product_enquiries_variety", ProductEnquiries::VarietyId),
            ("idx_product_enquiries_created", ProductEnquiries::CreatedAt),
        ] {
            create_index(manager, name, t, [column], false).await?;
        }

        create_table(
            manager,
            Table::create()
                .table(GeneralEnquiries::Table)
                .col(id(GeneralEnquiries::Id))
                .col(short(GeneralEnquiries::Name))
                .col(string_len(GeneralEnquiries::Email, KEY_LEN))
                .col(string_len(GeneralEnquiries::Phone, 32))
                .col(string_len_null(GeneralEnquiries::Address, 500))
                .col(text(GeneralEnquiries::Message))
                .col(code(GeneralEnquiries::Status, "Open"))
                .col(stamp(GeneralEnquiries::CreatedAt))
                .take(),
        )
        .await?;
        create_index(
            manager,
            "idx_general_enquiries_created",
            GeneralEnquiries::Table,
            [GeneralEnquiries::CreatedAt],
            false,
        )
        .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        drop_table(manager, GeneralEnquiries::Table).await?;
        drop_table(manager, ProductEnquiries::Table).await
    }
}
