//! Products as the catalogue and the API show them: features, specifications and varieties
//! gathered from their own tables in four queries, whatever the number of products.

use std::collections::HashMap;

use sea_orm::{ColumnTrait, ConnectionTrait, DbErr, EntityTrait, Order, QueryFilter, QueryOrder, QuerySelect};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::content_write::ContentWrite;
use crate::content_write::DomainContext;
use crate::search::Scope;
use foundation::content_version::Topic;
use foundation::entities::{product_features, product_specifications, products, varieties};
use foundation::error::Error;
use foundation::paging::{count_bounded, PageInfo, Paging};

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Product {
    #[serde(rename = "_id")]
    pub _id: String,
    pub title: String,
    pub slug: String,
    pub category: String,
    pub category_slug: String,
    pub tag: Option<String>,
    pub description: String,
    pub details: String,
    pub image: Option<String>,
    pub features: Vec<String>,
    pub specifications: Vec<Specification>,
    pub varieties: Vec<Variety>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct Specification {
    pub name: String,
    pub value: String,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Variety {
    #[serde(rename = "_id")]
    pub _id: String,
    pub title: String,
    pub slug: String,
    pub description: Option<String>,
    pub variety_image: Option<String>,
    pub origin: Option<String>,
    pub energy: Option<String>,
    pub protein: Option<String>,
    pub crude_fibre: Option<String>,
    pub calcium: Option<String>,
    pub iron: Option<String>,
    pub additional_description: ShippingDetails,
    /// What its offers and quotes are compared per: kg, piece or metre.
    pub comparable_unit: foundation::entities::codes::ComparableUnit,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ShippingDetails {
    pub packaging: Option<String>,
    pub packaging_material: Option<String>,
    pub supply_ability: Option<String>,
    pub container: Option<String>,
    pub shipment_preparation_time: Option<String>,
    pub delivery_time: Option<String>,
}

impl From<varieties::Model> for Variety {
    fn from(v: varieties::Model) -> Self {
        Self {
            _id: v.id,
            title: v.title,
            slug: v.slug,
            description: v.description,
            variety_image: v.image,
            origin: v.origin,
            energy: v.energy,
            protein: v.protein,
            crude_fibre: v.crude_fibre,
            calcium: v.calcium,
            iron: v.iron,
            additional_description: ShippingDetails {
                packaging: v.packaging,
                packaging_material: v.packaging_material,
                supply_ability: v.supply_ability,
                container: v.container,
                shipment_preparation_time: v.shipment_preparation_time,
                delivery_time: v.delivery_time,
            },
            comparable_unit: v.comparable_unit,
        }
    }
}

/// `GET admin/product/getAllProducts`'s query: a page, and an optional search.
#[derive(Debug, Default, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct ProductQuery {
    /// Words of a product's title, category, variety or family (a word's beginning is
    /// enough; one wrong letter is forgiven). Empty: every product.
    pub search: Option<String>,
    /// From 1 (default 1).
    pub page: Option<u64>,
    /// 1 to 100 (default 20).
    pub page_size: Option<u64>,
    /// The `next` of the page before: the page after that row (instead of `page`).
    pub after: Option<String>,
}

/// Longest search read, in characters (longer text is cut, as on `/products`).
const SEARCH_MAX: usize = 100;

/// One page of products with their details: in catalogue order, or a search's hits best
/// first. Reads the page's rows only: the ids from the `(position, id)` index, seeking to
/// `after` when given (a search pages by number: its hits are bounded), or the search index.
pub async fn page<C: ConnectionTrait>(
    db: &C,
    search: Option<&str>,
    paging: Paging,
) -> Result<(Vec<Product>, PageInfo), Error> {
    let search: String = search.unwrap_or_default().trim().chars().take(SEARCH_MAX).collect();
    if search.is_empty() {
        let order = [products::Column::Position, products::Column::Id];
        let total = count_bounded(db, products::Entity::find(), products::Column::Id).await?;
        let mut ids = products::Entity::find().select_only().column(products::Column::Id);
        if let Some(after) = &paging.after {
            ids = ids.filter(after.condition(&order, Order::Asc)?);
        }
        let ids: Vec<String> = ids
            .order_by_asc(products::Column::Position)
            .order_by_asc(products::Column::Id)
            .offset(paging.offset())
            .limit(paging.page_size)
            .into_tuple()
            .all(db)
            .await?;
        let rows = products::Entity::find()
            .filter(products::Column::Id.is_in(ids))
            .order_by_asc(products::Column::Position)
            .order_by_asc(products::Column::Id)
            .all(db)
            .await?;
        let mut info = paging.answer(total);
        info.next = paging.next_after(&rows, &order);
        return Ok((assemble(db, rows).await?, info));
    }
    let found = crate::search::search(db, &search, &Scope::default(), paging.offset(), paging.page_size).await?;
    let ids: Vec<String> = found.hits.into_iter().map(|h| h.product_id).collect();
    let mut by_id: HashMap<String, Product> = by_ids(db, &ids).await?.into_iter().map(|p| (p._id.clone(), p)).collect();
    Ok((ids.iter().filter_map(|id| by_id.remove(id)).collect(), paging.answer(found.total)))
}

/// The products with these ids, with their details.
pub async fn by_ids<C: ConnectionTrait>(db: &C, ids: &[String]) -> Result<Vec<Product>, DbErr> {
    if ids.is_empty() {
        return Ok(Vec::new());
    }
    let rows = products::Entity::find().filter(products::Column::Id.is_in(ids.iter().cloned())).all(db).await?;
    assemble(db, rows).await
}

/// The product shown at `/products/{category_slug}`, with its details.
pub async fn by_category_slug<C: ConnectionTrait>(db: &C, category_slug: &str) -> Result<Option<Product>, DbErr> {
    let rows = products::Entity::find().filter(products::Column::CategorySlug.eq(category_slug)).all(db).await?;
    Ok(assemble(db, rows).await?.into_iter().next())
}

/// The product whose title slug is `slug`, with its details.
pub async fn by_slug<C: ConnectionTrait>(db: &C, slug: &str) -> Result<Option<Product>, DbErr> {
    let rows = products::Entity::find().filter(products::Column::Slug.eq(slug)).all(db).await?;
    Ok(assemble(db, rows).await?.into_iter().next())
}

async fn assemble<C: ConnectionTrait>(db: &C, rows: Vec<products::Model>) -> Result<Vec<Product>, DbErr> {
    let ids: Vec<String> = rows.iter().map(|p| p.id.clone()).collect();
    let mut features: HashMap<String, Vec<String>> = HashMap::new();
    for f in product_features::Entity::find()
        .filter(product_features::Column::ProductId.is_in(ids.clone()))
        .order_by_asc(product_features::Column::Position)
        .all(db)
        .await?
    {
        features.entry(f.product_id).or_default().push(f.text);
    }
    let mut specs: HashMap<String, Vec<Specification>> = HashMap::new();
    for s in product_specifications::Entity::find()
        .filter(product_specifications::Column::ProductId.is_in(ids.clone()))
        .order_by_asc(product_specifications::Column::Position)
        .all(db)
        .await?
    {
        specs.entry(s.product_id).or_default().push(Specification { name: s.name, value: s.value });
    }
    let mut kinds: HashMap<String, Vec<Variety>> = HashMap::new();
    for v in varieties::Entity::find()
        .filter(varieties::Column::ProductId.is_in(ids))
        .order_by_asc(varieties::Column::Position)
        .all(db)
        .await?
    {
        kinds.entry(v.product_id.clone()).or_default().push(v.into());
    }
    Ok(rows
        .into_iter()
        .map(|p| Product {
            features: features.remove(&p.id).unwrap_or_default(),
            specifications: specs.remove(&p.id).unwrap_or_default(),
            varieties: kinds.remove(&p.id).unwrap_or_default(),
            _id: p.id,
            title: p.title,
            slug: p.slug,
            category: p.category,
            category_slug: p.category_slug,
            tag: p.tag,
            description: p.description,
            details: p.details,
            image: p.image,
        })
        .collect())
}

/// Deletes a product. Its features, specifications, varieties and offers go with it (the
/// foreign keys cascade); enquiries keep their own copy of the titles and lose only the link.
/// The pages that showed it (the catalogue, its own, its varieties') are dropped.
pub async fn delete(state: &DomainContext, id: &str) -> Result<bool, DbErr> {
    let write = ContentWrite::begin(state).await?;
    let variety_ids: Vec<String> = varieties::Entity::find()
        .filter(varieties::Column::ProductId.eq(id))
        .all(write.txn())
        .await?
        .into_iter()
        .map(|v| v.id)
        .collect();
    let result = products::Entity::delete_by_id(id.to_owned()).exec(write.txn()).await?;
    if result.rows_affected == 0 {
        write.commit(&[]).await?;
        return Ok(false);
    }
    let mut topics = vec![Topic::Catalogue, Topic::Product(id.to_owned())];
    topics.extend(variety_ids.into_iter().map(Topic::Variety));
    write.commit_catalogue(&topics).await?;
    Ok(true)
}
