//! When the catalogue's public pages last changed, for the sitemap: a product's page changes
//! with its row or any of its active offers, a variety's with its product's row or any of its
//! own active offers. Each read is a slice of one table in key order, each row's offers'
//! latest change read through the offers' index of that row.

use sea_orm::prelude::DateTimeUtc;
use sea_orm::sea_query::{Expr, Func, Query, SimpleExpr};
use sea_orm::{
    ColumnTrait, Condition, ConnectionTrait, DbErr, EntityTrait, JoinType, PaginatorTrait, QueryFilter, QueryOrder,
    QuerySelect, RelationTrait,
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

/// Products in catalogue order from `offset`, at most `limit`. The slice's first key is
/// found by walking the `(position, id)` index alone; the slice is then read from there,
/// each product's offers through their own index, so a later file does not group every
/// earlier product's offers.
pub async fn products<C: ConnectionTrait>(db: &C, offset: u64, limit: u64) -> Result<Vec<ProductChange>, DbErr> {
    let first: Option<(i32, String)> = products::Entity::find()
        .select_only()
        .column(products::Column::Position)
        .column(products::Column::Id)
        .order_by_asc(products::Column::Position)
        .order_by_asc(products::Column::Id)
        .offset(offset)
        .limit(1)
        .into_tuple()
        .one(db)
        .await?;
    let Some((position, id)) = first else { return Ok(Vec::new()) };
    let rows: Vec<(String, DateTimeUtc, Option<DateTimeUtc>)> = products::Entity::find()
        .select_only()
        .column(products::Column::CategorySlug)
        .column(products::Column::UpdatedAt)
        .column_as(latest_active_offer(vendor_listings::Column::ProductId, products::Column::Id), "offers_changed")
        .filter(products::Column::Position.gte(position))
        .filter(Condition::any().add(products::Column::Position.gt(position)).add(products::Column::Id.gte(id)))
        .order_by_asc(products::Column::Position)
        .order_by_asc(products::Column::Id)
        .limit(limit)
        .into_tuple()
        .all(db)
        .await?;
    Ok(rows
        .into_iter()
        .map(|(category_slug, changed, offers_changed)| ProductChange { category_slug, changed, offers_changed })
        .collect())
}

/// Varieties in key order from `offset`, at most `limit`: the first key from the primary
/// key's index alone, then the slice from there, as for products.
pub async fn varieties<C: ConnectionTrait>(db: &C, offset: u64, limit: u64) -> Result<Vec<VarietyChange>, DbErr> {
    let first: Option<String> = varieties::Entity::find()
        .select_only()
        .column(varieties::Column::Id)
        .order_by_asc(varieties::Column::Id)
        .offset(offset)
        .limit(1)
        .into_tuple()
        .one(db)
        .await?;
    let Some(first) = first else { return Ok(Vec::new()) };
    let rows: Vec<(String, String, DateTimeUtc, Option<DateTimeUtc>)> = varieties::Entity::find()
        .select_only()
        .column_as(Expr::col((products::Entity, products::Column::Slug)), "product_slug")
        .column(varieties::Column::Slug)
        .column_as(Expr::col((products::Entity, products::Column::UpdatedAt)), "product_changed")
        .column_as(latest_active_offer(vendor_listings::Column::VarietyId, varieties::Column::Id), "offers_changed")
        .join(JoinType::InnerJoin, varieties::Relation::Products.def())
        .filter(varieties::Column::Id.gte(first))
        .order_by_asc(varieties::Column::Id)
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

/// The latest change of the active offers whose `owner` column names the outer row's `key`
/// (none without one); inactive offers change no public page. The flag is read inside the
/// aggregate, not in the WHERE: as a condition there the planner could pick the index of
/// every active offer over the owner's own.
fn latest_active_offer<K: ColumnTrait>(owner: vendor_listings::Column, key: K) -> SimpleExpr {
    let active_change = Expr::case(
        Expr::col((vendor_listings::Entity, vendor_listings::Column::IsActive)).eq(true),
        Expr::col((vendor_listings::Entity, vendor_listings::Column::UpdatedAt)),
    );
    let latest = Query::select()
        .expr(Func::max(SimpleExpr::Case(Box::new(active_change))))
        .from(vendor_listings::Entity)
        .and_where(Expr::col((vendor_listings::Entity, owner)).equals((key.entity_name(), key)))
        .to_owned();
    SimpleExpr::SubQuery(None, Box::new(latest.into_sub_query_statement()))
}
