//! When the catalogue's public pages last changed, for the sitemap: a product's page changes
//! with its row or any of its active offers, a variety's with its product's row or any of its
//! own active offers. Each read is a slice of one table in key order from a start found by
//! [`starts`], each row's offers' latest change read through the offers' index of that row.

use sea_orm::prelude::DateTimeUtc;
use sea_orm::sea_query::{Expr, Func, Query, SimpleExpr};
use sea_orm::{
    ColumnTrait, Condition, ConnectionTrait, DbErr, EntityTrait, JoinType, QueryFilter, QueryOrder, QuerySelect,
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

/// A product's place in catalogue order.
pub type ProductKey = (i32, String);

/// Where each slice of the catalogue starts: the key of every `per_slice`th product in
/// catalogue order and of every `per_slice`th variety in key order. Each start is found
/// `per_slice` rows past the one before in the table's index alone, so finding them all
/// reads each index once, as counting its rows would; a slice then seeks to its start.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Starts {
    pub products: Vec<ProductKey>,
    pub varieties: Vec<String>,
}

/// The slices' starts of the catalogue as it is now.
pub async fn starts<C: ConnectionTrait>(db: &C, per_slice: u64) -> Result<Starts, DbErr> {
    let (products, varieties) = tokio::try_join!(product_starts(db, per_slice), variety_starts(db, per_slice))?;
    Ok(Starts { products, varieties })
}

async fn product_starts<C: ConnectionTrait>(db: &C, per_slice: u64) -> Result<Vec<ProductKey>, DbErr> {
    let mut starts: Vec<ProductKey> = Vec::new();
    loop {
        let mut keys = products::Entity::find()
            .select_only()
            .column(products::Column::Position)
            .column(products::Column::Id)
            .order_by_asc(products::Column::Position)
            .order_by_asc(products::Column::Id);
        if let Some((position, id)) = starts.last() {
            keys = keys.filter(from_product(*position, id)).offset(per_slice);
        }
        match keys.limit(1).into_tuple::<ProductKey>().one(db).await? {
            Some(start) => starts.push(start),
            None => return Ok(starts),
        }
    }
}

async fn variety_starts<C: ConnectionTrait>(db: &C, per_slice: u64) -> Result<Vec<String>, DbErr> {
    let mut starts: Vec<String> = Vec::new();
    loop {
        let mut keys =
            varieties::Entity::find().select_only().column(varieties::Column::Id).order_by_asc(varieties::Column::Id);
        if let Some(from) = starts.last() {
            keys = keys.filter(varieties::Column::Id.gte(from.clone())).offset(per_slice);
        }
        match keys.limit(1).into_tuple::<String>().one(db).await? {
            Some(start) => starts.push(start),
            None => return Ok(starts),
        }
    }
}

/// Products at or after `(position, id)` in catalogue order: a range of the
/// `(position, id)` index.
fn from_product(position: i32, id: &str) -> Condition {
    Condition::all()
        .add(products::Column::Position.gte(position))
        .add(Condition::any().add(products::Column::Position.gt(position)).add(products::Column::Id.gte(id.to_owned())))
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

/// At most `limit` products in catalogue order from the one at `from`, each product's
/// offers read through their own index.
pub async fn products<C: ConnectionTrait>(db: &C, from: &ProductKey, limit: u64) -> Result<Vec<ProductChange>, DbErr> {
    let rows: Vec<(String, DateTimeUtc, Option<DateTimeUtc>)> = products::Entity::find()
        .select_only()
        .column(products::Column::CategorySlug)
        .column(products::Column::UpdatedAt)
        .column_as(latest_active_offer(vendor_listings::Column::ProductId, products::Column::Id), "offers_changed")
        .filter(from_product(from.0, &from.1))
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

/// At most `limit` varieties in key order from the one at `from`, each one's offers read
/// through their own index.
pub async fn varieties<C: ConnectionTrait>(db: &C, from: &str, limit: u64) -> Result<Vec<VarietyChange>, DbErr> {
    let rows: Vec<(String, String, DateTimeUtc, Option<DateTimeUtc>)> = varieties::Entity::find()
        .select_only()
        .column_as(Expr::col((products::Entity, products::Column::Slug)), "product_slug")
        .column(varieties::Column::Slug)
        .column_as(Expr::col((products::Entity, products::Column::UpdatedAt)), "product_changed")
        .column_as(latest_active_offer(vendor_listings::Column::VarietyId, varieties::Column::Id), "offers_changed")
        .join(JoinType::InnerJoin, varieties::Relation::Products.def())
        .filter(varieties::Column::Id.gte(from))
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
