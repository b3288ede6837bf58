//! The admin-editable content of the public pages.

use sea_orm_migration::{prelude::*, schema::*};

use crate::common::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

/// Exactly three slides, kept as three column groups of one row, as the admin edits them.
#[derive(DeriveIden)]
enum HomeBanners {
    Table,
    Id,
    Banner1Heading,
    Banner1Subtitle,
    Banner1Image,
    Banner2Heading,
    Banner2Subtitle,
    Banner2Image,
    Banner3Heading,
    Banner3Subtitle,
    Banner3Image,
    UpdatedAt,
}

#[derive(DeriveIden)]
enum Logos {
    Table,
    Id,
    Logo,
    UpdatedAt,
}

#[derive(DeriveIden)]
enum ReachItems {
    Table,
    Id,
    ReachName,
    Description,
    Image,
    Position,
}

// The column name is the spec's `coreValuesName`.
#[allow(clippy::enum_variant_names)]
#[derive(DeriveIden)]
enum CoreValues {
    Table,
    Id,
    CoreValuesName,
    Description,
    Image,
    Position,
}

#[derive(DeriveIden)]
enum Faqs {
    Table,
    Id,
    Question,
    Answer,
    Position,
}

#[derive(DeriveIden)]
enum WhyChooseUs {
    Table,
    Id,
    Title,
    Description,
    Image,
    Position,
}

#[derive(DeriveIden)]
enum Services {
    Table,
    Id,
    Title,
    Subtitle,
    Description,
    Image,
    Position,
}

#[derive(DeriveIden)]
enum AdditionalServices {
    Table,
    Id,
    Title,
    Description,
    Image,
    Position,
}

#[derive(DeriveIden)]
enum Testimonials {
    Table,
    Id,
    Name,
    Course,
    Comment,
    Rating,
    Profile,
    Position,
}

#[derive(DeriveIden)]
enum FooterSettings {
    Table,
    Id,
    Phone,
    Address,
    Email,
    Brochure,
    UpdatedAt,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        let mut banners = Table::create();
        banners.table(HomeBanners::Table).col(id(HomeBanners::Id));
        for (heading, subtitle, image_col) in [
            (HomeBanners::Banner1Heading, HomeBanners::Banner1Subtitle, HomeBanners::Banner1Image),
            (HomeBanners::Banner2Heading, HomeBanners::Banner2Subtitle, HomeBanners::Banner2Image),
            (HomeBanners::Banner3Heading, HomeBanners::Banner3Subtitle, HomeBanners::Banner3Image),
        ] {
            banners.col(short(heading)).col(string_len(subtitle, 500)).col(image(image_col));
        }
        banners.col(stamp(HomeBanners::UpdatedAt));
        create_table(manager, banners).await?;

        create_table(
            manager,
            Table::create()
                .table(Logos::Table)
                .col(id(Logos::Id))
                .col(image(Logos::Logo))
                .col(stamp(Logos::UpdatedAt))
                .take(),
        )
        .await?;

        create_table(
            manager,
            Table::create()
                .table(ReachItems::Table)
                .col(id(ReachItems::Id))
                .col(short(ReachItems::ReachName))
                .col(string_len(ReachItems::Description, 1000))
                .col(image(ReachItems::Image))
                .col(position(ReachItems::Position))
                .take(),
        )
        .await?;

        create_table(
            manager,
            Table::create()
                .table(CoreValues::Table)
                .col(id(CoreValues::Id))
                .col(short(CoreValues::CoreValuesName))
                .col(string_len(CoreValues::Description, 1000))
                .col(image(CoreValues::Image))
                .col(position(CoreValues::Position))
                .take(),
        )
        .await?;

        create_table(
            manager,
            Table::create()
                .table(Faqs::Table)
                .col(id(Faqs::Id))
                .col(string_len(Faqs::Question, 500))
                .col(text(Faqs::Answer))
                .col(position(Faqs::Position))
                .take(),
        )
        .await?;

        create_table(
            manager,
            Table::create()
                .table(WhyChooseUs::Table)
                .col(id(WhyChooseUs::Id))
                .col(short(WhyChooseUs::Title))
                .col(text(WhyChooseUs::Description))
                .col(image(WhyChooseUs::Image))
                .col(position(WhyChooseUs::Position))
                .take(),
        )
        .await?;

        create_table(
            manager,
            Table::create()
                .table(Services::Table)
                .col(id(Services::Id))
                .col(short(Services::Title))
                .col(string_len(Services::Subtitle, 500))
                .col(text(Services::Description))
                .col(image(Services::Image))
                .col(position(Services::Position))
                .take(),
        )
        .await?;

        create_table(
            manager,
            Table::create()
                .table(AdditionalServices::Table)
                .col(id(AdditionalServices::Id))
                .col(short(AdditionalServices::Title))
                .col(text(AdditionalServices::Description))
                .col(image(AdditionalServices::Image))
                .col(position(AdditionalServices::Position))
                .take(),
        )
        .await?;

        // `course` is the admin screen's name for the company shown on the home page.
        create_table(
            manager,
            Table::create()
                .table(Testimonials::Table)
                .col(id(Testimonials::Id))
                .col(short(Testimonials::Name))
                .col(short(Testimonials::Course))
                .col(text(Testimonials::Comment))
                .col(integer(Testimonials::Rating).default(5))
                .col(image(Testimonials::Profile))
                .col(position(Testimonials::Position))
                .take(),
        )
        .await?;

        create_table(
            manager,
            Table::create()
                .table(FooterSettings::Table)
                .col(id(FooterSettings::Id))
                .col(string_len(FooterSettings::Phone, 64))
                .col(string_len(FooterSettings::Address, 500))
                .col(string_len(FooterSettings::Email, KEY_LEN))
                .col(image(FooterSettings::Brochure))
                .col(stamp(FooterSettings::UpdatedAt))
                .take(),
        )
        .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        drop_table(manager, FooterSettings::Table).await?;
        drop_table(manager, Testimonials::Table).await?;
        drop_table(manager, AdditionalServices::Table).await?;
        drop_table(manager, Services::Table).await?;
        drop_table(manager, WhyChooseUs::Table).await?;
        drop_table(manager, Faqs::Table).await?;
        drop_table(manager, CoreValues::Table).await?;
        drop_table(manager, ReachItems::Table).await?;
        drop_table(manager, Logos::Table).await?;
        drop_table(manager, HomeBanners::Table).await
    }
}
