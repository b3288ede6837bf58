//! When the catalogue's public pages last changed, for the sitemap: a product's page changes
//! with its row or any of its active offers, a variety's with its product's row or any of its
//! own active offers. Each read is a slice of one table in key order, with its offers' latest
//! change in the same grouped statement.

use sea_orm::prelude::DateTimeUtc;
use sea_orm::sea_query::{Expr, IntoCondition, SimpleExpr};
use sea_orm::{
    ColumnTrait, ConnectionTrait, DbErr, EntityTrait, JoinType, PaginatorTrait, QueryOrder, QuerySelect, RelationDef,
    RelationTrait,
};

use foundation::entities::{products, varieties, vendor_listings};

/// A product's page: its category slug, its row's change and its latest active offer's.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ProductChange {
    pub category_slug: String,
    pub changed: DateTimeUtc,
    pub offers_changed: Option<DateTimeUtc>,
}

/// A variety's page: its product's slug and its own, its product's change and its latest
/// active offer's.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VarietyChange {
    pub product_slug: String,
    pub slug: String,
    pub product_changed: DateTimeUtc,
    pub offers_changed: Option<DateTimeUtc>,
}

/// How many products and varieties the catalogue has.
pub async fn counts<C: ConnectionTrait>(db: &C) -> Result<(u64, u64), DbErr> {
    tokio::try_join!(products::Entity::find().count(db), varieties::Entity::find().count(db))
}

/// The latest change of any product row (none without products).
pub async fn latest<C: ConnectionTrait>(db: &C) -> Result<Option<DateTimeUtc>, DbErr> {
    Ok(products::Entity::find()
        .select_only()
        .column_as(products::Column::UpdatedAt.max(), "changed")
        .into_tuple::<Option<DateTimeUtc>>()
        .one(db)
        .await?
        .flatten())
}

/// Products in catalogue order from `offset`, at most `limit`.
pub async fn products<C: ConnectionTrait>(db: &C, offset: u64, limit: u64) -> Result<Vec<ProductChange>, DbErr> {
    let rows: Vec<(String, DateTimeUtc, Option<DateTimeUtc>)> = products::Entity::find()
        .select_only()
        .column(products::Column::CategorySlug)
        .column(products::Column::UpdatedAt)
        .column_as(offers_changed(), "offers_changed")
        .join(JoinType::LeftJoin, active_offers(products::Relation::VendorListings.def()))
        .group_by(products::Column::Id)
        .group_by(products::Column::CategorySlug)
        .group_by(products::Column::UpdatedAt)
        .group_by(products::Column::Position)
        .order_by_asc(products::Column::Position)
        .order_by_asc(products::Column::Id)
        .offset(offset)
        .limit(limit)
        .into_tuple()
        .all(db)
        .await?;
    Ok(rows
        .into_iter()
        .map(|(category_slug, changed, offers_changed)| ProductChange { category_slug, changed, offers_changed })
        .collect())
}

/// Varieties in key order from `offset`, at most `limit`.
pub async fn varieties<C: ConnectionTrait>(db: &C, offset: u64, limit: u64) -> Result<Vec<VarietyChange>, DbErr> {
    let rows: Vec<(String, String, DateTimeUtc, Option<DateTimeUtc>)> = varieties::Entity::find()
        .select_only()
        .column_as(Expr::col((products::Entity, products::Column::Slug)), "product_slug")
        .column(varieties::Column::Slug)
        .column_as(Expr::col((products::Entity, products::Column::UpdatedAt)), "product_changed")
        .column_as(offers_changed(), "offers_changed")
        .join(JoinType::InnerJoin, varieties::Relation::Products.def())
        .join(JoinType::LeftJoin, active_offers(varieties::Relation::VendorListings.def()))
        .group_by(varieties::Column::Id)
        .group_by(varieties::Column::Slug)
        .group_by(Expr::col((products::Entity, products::Column::Slug)))
        .group_by(Expr::col((products::Entity, products::Column::UpdatedAt)))
        .order_by_asc(varieties::Column::Id)
        .offset(offset)
        .limit(limit)
        .into_tuple()
        .all(db)
        .await?;
    Ok(rows
        .into_iter()
        .map(|(product_slug, slug, product_changed, offers_changed)| VarietyChange {
            product_slug,
            slug,
            product_changed,
            offers_changed,
        })
        .collect())
}

/// A join to the listings that only the active ones meet (the rest change no public page).
fn active_offers(to_listings: RelationDef) -> RelationDef {
    to_listings
        .on_condition(|_, listing| Expr::col((listing, vendor_listings::Column::IsActive)).eq(true).into_condition())
}

/// The latest change of the joined offers (none without one).
fn offers_changed() -> SimpleExpr {
    Expr::col((vendor_listings::Entity, vendor_listings::Column::UpdatedAt)).max()
}
