use sea_orm_migration::{prelude::*, schema::*};

use crate::common::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
pub(crate) enum Products {
    Table,
    Id,
    Title,
    Slug,
    Category,
    CategorySlug,
    Tag,
    Description,
    Details,
    Image,
    Position,
    CreatedAt,
    UpdatedAt,
}

#[derive(DeriveIden)]
enum ProductFeatures {
    Table,
    Id,
    ProductId,
    Position,
    Text,
}

#[derive(DeriveIden)]
enum ProductSpecifications {
    Table,
    Id,
    ProductId,
    Position,
    Name,
    Value,
}

#[derive(DeriveIden)]
pub(crate) enum Varieties {
    Table,
    Id,
    ProductId,
    Position,
    Title,
    Slug,
    Description,
    Image,
    Origin,
    Energy,
    Protein,
    CrudeFibre,
    Calcium,
    Iron,
    Packaging,
    PackagingMaterial,
    SupplyAbility,
    Container,
    ShipmentPreparationTime,
    DeliveryTime,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        // The public URL finds a product by its category, hence the unique category slug.
        create_table(
            manager,
            Table::create()
                .table(Products::Table)
                .col(id(Products::Id))
                .col(short(Products::Title))
                .col(string_len_uniq(Products::Slug, KEY_LEN))
                .col(string_len(Products::Category, KEY_LEN))
                .col(string_len_uniq(Products::CategorySlug, KEY_LEN))
                .col(string_len_null(Products::Tag, 100))
                .col(text(Products::Description))
                .col(text(Products::Details))
                .col(image(Products::Image))
                .col(position(Products::Position))
                .col(stamp(Products::CreatedAt))
                .col(stamp(Products::UpdatedAt))
                .take(),
        )
        .await?;

        create_table(
            manager,
            Table::create()
                .table(ProductFeatures::Table)
                .col(id(ProductFeatures::Id))
                .col(ref_id(ProductFeatures::ProductId))
                .col(position(ProductFeatures::Position))
                .col(string_len(ProductFeatures::Text, 500))
                .foreign_key(&mut fk(
                    "fk_product_features_product",
                    ProductFeatures::Table,
                    ProductFeatures::ProductId,
                    Products::Table,
                    Products::Id,
                    ForeignKeyAction::Cascade,
                ))
                .take(),
        )
        .await?;
        create_index(
            manager,
            "idx_product_features_product",
            ProductFeatures::Table,
            [ProductFeatures::ProductId, ProductFeatures::Position],
            false,
        )
        .await?;

        create_table(
            manager,
            Table::create()
                .table(ProductSpecifications::Table)
                .col(id(ProductSpecifications::Id))
                .col(ref_id(ProductSpecifications::ProductId))
                .col(position(ProductSpecifications::Position))
                .col(short(ProductSpecifications::Name))
                .col(string_len(ProductSpecifications::Value, 500))
                .foreign_key(&mut fk(
                    "fk_product_specifications_product",
                    ProductSpecifications::Table,
                    ProductSpecifications::ProductId,
                    Products::Table,
                    Products::Id,
                    ForeignKeyAction::Cascade,
                ))
                .take(),
        )
        .await?;
        create_index(
            manager,
            "idx_product_specifications_product",
            ProductSpecifications::Table,
            [ProductSpecifications::ProductId, ProductSpecifications::Position],
            false,
        )
        .await?;

        create_table(
            manager,
            Table::create()
                .table(Varieties::Table)
                .col(id(Varieties::Id))
                .col(ref_id(Varieties::ProductId))
                .col(position(Varieties::Position))
                .col(short(Varieties::Title))
                .col(string_len(Varieties::Slug, KEY_LEN))
                .col(text_null(Varieties::Description))
                .col(image(Varieties::Image))
                .col(short_null(Varieties::Origin))
                .col(short_null(Varieties::Energy))
                .col(short_null(Varieties::Protein))
                .col(short_null(Varieties::CrudeFibre))
                .col(short_null(Varieties::Calcium))
                .col(short_null(Varieties::Iron))
                .col(text_null(Varieties::Packaging))
                .col(text_null(Varieties::PackagingMaterial))
                .col(text_null(Varieties::SupplyAbility))
                .col(text_null(Varieties::Container))
                .col(text_null(Varieties::ShipmentPreparationTime))
                .col(text_null(Varieties::DeliveryTime))
                .foreign_key(&mut fk(
                    "fk_varieties_product",
                    Varieties::Table,
                    Varieties::ProductId,
                    Products::Table,
                    Products::Id,
                    ForeignKeyAction::Cascade,
                ))
                .take(),
        )
        .await?;
        // A variety URL is product slug + variety slug; leads with product_id for the FK.
        create_index(
            manager,
            "uq_varieties_product_slug",
            Varieties::Table,
            [Varieties::ProductId, Varieties::Slug],
            true,
        )
        .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        drop_table(manager, Varieties::Table).await?;
        drop_table(manager, ProductSpecifications::Table).await?;
        drop_table(manager, ProductFeatures::Table).await?;
        drop_table(manager, Products::Table).await
    }
}
