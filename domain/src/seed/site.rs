//! Writes the site content of [`super::content`] into empty tables.

use sea_orm::{
    ActiveModelTrait, ConnectionTrait, DatabaseConnection, DbErr, EntityTrait, PaginatorTrait, Set, TransactionTrait,
};

use super::content;
use foundation::entities::{
    additional_services, content_version, core_values, faqs, footer_settings, home_banners, logos, reach_items,
    services, testimonials, why_choose_us,
};

/// Writes each kind of site content whose table is empty; tables that hold anything are
/// left alone, so this runs at every start and never duplicates or overwrites admin edits.
pub async fn seed_site_content(db: &DatabaseConnection) -> Result<(), DbErr> {
    let txn = db.begin().await?;
    let mut seen = Seen::default();
    if seen.empty::<home_banners::Entity, _>(&txn).await? {
        banner(&txn).await?;
    }
    if seen.empty::<logos::Entity, _>(&txn).await? {
        logo(&txn).await?;
    }
    if seen.empty::<why_choose_us::Entity, _>(&txn).await? {
        why_choose_us(&txn).await?;
    }
    if seen.empty::<reach_items::Entity, _>(&txn).await? {
        reach(&txn).await?;
    }
    if seen.empty::<core_values::Entity, _>(&txn).await? {
        core_values(&txn).await?;
    }
    if seen.empty::<faqs::Entity, _>(&txn).await? {
        faqs(&txn).await?;
    }
    if seen.empty::<services::Entity, _>(&txn).await? {
        services(&txn).await?;
    }
    if seen.empty::<additional_services::Entity, _>(&txn).await? {
        additional_services(&txn).await?;
    }
    if seen.empty::<testimonials::Entity, _>(&txn).await? {
        testimonials(&txn).await?;
    }
    if seen.empty::<footer_settings::Entity, _>(&txn).await? {
        footer(&txn).await?;
    }
    // Content added to a site already in use (say, after an admin emptied the FAQ) must
    // reach every instance's HTML cache; a brand-new database keeps version 1.
    ensure_content_version(&txn, seen.filled && seen.kept).await?;
    txn.commit().await
}

/// Which tables were found empty (and so filled) or kept as they were.
#[derive(Default)]
struct Seen {
    filled: bool,
    kept: bool,
}

impl Seen {
    async fn empty<E, C>(&mut self, db: &C) -> Result<bool, DbErr>
    where
        E: EntityTrait,
        E::Model: Sync,
        C: ConnectionTrait,
    {
        let empty = is_empty::<E, C>(db).await?;
        if empty {
            self.filled = true;
        } else {
            self.kept = true;
        }
        Ok(empty)
    }
}

pub(super) async fn is_empty<E, C>(db: &C) -> Result<bool, DbErr>
where
    E: EntityTrait,
    E::Model: Sync,
    C: ConnectionTrait,
{
    Ok(E::find().count(db).await? == 0)
}

/// Items with their 0-based display position.
fn positions<T>(items: &[T]) -> impl Iterator<Item = (i32, &T)> {
    items.iter().enumerate().map(|(i, item)| (i as i32, item))
}

async fn banner<C: ConnectionTrait>(db: &C) -> Result<(), DbErr> {
    let [one, two, three] = &content::BANNER;
    home_banners::ActiveModel {
        banner1_heading: Set(one.heading.into()),
        banner1_subtitle: Set(one.subtitle.into()),
        banner1_image: Set(Some(one.image.into())),
        banner2_heading: Set(two.heading.into()),
        banner2_subtitle: Set(two.subtitle.into()),
        banner2_image: Set(Some(two.image.into())),
        banner3_heading: Set(three.heading.into()),
        banner3_subtitle: Set(three.subtitle.into()),
        banner3_image: Set(Some(three.image.into())),
        ..Default::default()
    }
    .insert(db)
    .await?;
    Ok(())
}

async fn logo<C: ConnectionTrait>(db: &C) -> Result<(), DbErr> {
    logos::ActiveModel { logo: Set(Some(content::LOGO.into())), ..Default::default() }.insert(db).await?;
    Ok(())
}

async fn why_choose_us<C: ConnectionTrait>(db: &C) -> Result<(), DbErr> {
    for (position, card) in positions(&content::WHY_CHOOSE_US) {
        why_choose_us::ActiveModel {
            title: Set(card.title.into()),
            description: Set(card.description.into()),
            image: Set(Some(card.image.into())),
            position: Set(position),
            ..Default::default()
        }
        .insert(db)
        .await?;
    }
    Ok(())
}

async fn reach<C: ConnectionTrait>(db: &C) -> Result<(), DbErr> {
    for (position, card) in positions(&content::REACH) {
        reach_items::ActiveModel {
            reach_name: Set(card.title.into()),
            description: Set(card.description.into()),
            image: Set(Some(card.image.into())),
            position: Set(position),
            ..Default::default()
        }
        .insert(db)
        .await?;
    }
    Ok(())
}

async fn core_values<C: ConnectionTrait>(db: &C) -> Result<(), DbErr> {
    for (position, card) in positions(&content::CORE_VALUES) {
        core_values::ActiveModel {
            core_values_name: Set(card.title.into()),
            description: Set(card.description.into()),
            image: Set(Some(card.image.into())),
            position: Set(position),
            ..Default::default()
        }
        .insert(db)
        .await?;
    }
    Ok(())
}

async fn faqs<C: ConnectionTrait>(db: &C) -> Result<(), DbErr> {
    for (position, faq) in positions(&content::FAQS) {
        faqs::ActiveModel {
            question: Set(faq.question.into()),
            answer: Set(faq.answer.into()),
            position: Set(position),
            ..Default::default()
        }
        .insert(db)
        .await?;
    }
    Ok(())
}

async fn services<C: ConnectionTrait>(db: &C) -> Result<(), DbErr> {
    for (position, service) in positions(&content::SERVICES) {
        services::ActiveModel {
            title: Set(service.title.into()),
            subtitle: Set(service.subtitle.into()),
            description: Set(service.description.into()),
            image: Set(Some(service.image.into())),
            position: Set(position),
            ..Default::default()
        }
        .insert(db)
        .await?;
    }
    Ok(())
}

async fn additional_services<C: ConnectionTrait>(db: &C) -> Result<(), DbErr> {
    for (position, card) in positions(&content::ADDITIONAL_SERVICES) {
        additional_services::ActiveModel {
            title: Set(card.title.into()),
            description: Set(card.description.into()),
            image: Set(Some(card.image.into())),
            position: Set(position),
            ..Default::default()
        }
        .insert(db)
        .await?;
    }
    Ok(())
}

async fn testimonials<C: ConnectionTrait>(db: &C) -> Result<(), DbErr> {
    for (position, t) in positions(&content::TESTIMONIALS) {
        testimonials::ActiveModel {
            name: Set(t.name.into()),
            course: Set(t.company.into()),
            comment: Set(t.quote.into()),
            rating: Set(t.rating),
            profile: Set(Some(t.image.into())),
            position: Set(position),
            ..Default::default()
        }
        .insert(db)
        .await?;
    }
    Ok(())
}

async fn footer<C: ConnectionTrait>(db: &C) -> Result<(), DbErr> {
    let footer = &content::FOOTER;
    footer_settings::ActiveModel {
        phone: Set(footer.phone.into()),
        address: Set(footer.address.into()),
        email: Set(footer.email.into()),
        phone2: Set(Some(footer.phone2.into())),
        email2: Set(Some(footer.email2.into())),
        business_hours: Set(Some(crate::content::footer::DEFAULT_HOURS.into())),
        map_latitude: Set(Some(footer.map.0)),
        map_longitude: Set(Some(footer.map.1)),
        brochure: Set(None),
        ..Default::default()
    }
    .insert(db)
    .await?;
    Ok(())
}

/// The migration creates the version row; this restores it if it was ever lost. Content
/// added to a site in use is recorded as a site-wide change, as `ContentWrite` records one
/// (this runs at start, before any page of this instance is cached).
async fn ensure_content_version<C: ConnectionTrait>(db: &C, bump: bool) -> Result<(), DbErr> {
    use content_version::{Entity, ROW_ID};
    if Entity::find_by_id(ROW_ID).one(db).await?.is_none() {
        content_version::ActiveModel { id: Set(ROW_ID), version: Set(1) }.insert(db).await?;
    } else if bump {
        foundation::content_version::record(db, &[foundation::content_version::Topic::Frame]).await?;
    }
    Ok(())
}
