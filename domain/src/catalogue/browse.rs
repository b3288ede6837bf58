//! The catalogue as the public pages browse it: products as cards in catalogue order, the
//! families they fall into, their varieties' names, and each product's neighbours. The reads
//! follow the `(position, id)` and `(tag, position, id)` indexes, so a page costs the rows it
//! shows and not the catalogue's size.

use std::collections::HashMap;

use sea_orm::sea_query::Expr;
use sea_orm::{
    ColumnTrait, Condition, ConnectionTrait, DbErr, EntityTrait, FromQueryResult, PaginatorTrait, QueryFilter,
    QueryOrder, QuerySelect, QueryTrait, Select, Statement,
};

use crate::search::fold;
use foundation::entities::{products, varieties};

/// A product as a list or a card shows it: no details, features or varieties.
#[derive(Debug, Clone)]
pub struct ListedProduct {
    pub id: String,
    pub title: String,
    pub slug: String,
    pub category: String,
    pub category_slug: String,
    pub tag: Option<String>,
    pub description: String,
    pub image: Option<String>,
}

impl From<products::Model> for ListedProduct {
    fn from(p: products::Model) -> Self {
        Self {
            id: p.id,
            title: p.title,
            slug: p.slug,
            category: p.category,
            category_slug: p.category_slug,
            tag: p.tag,
            description: p.description,
            image: p.image,
        }
    }
}

/// A variety by name, for links to its page.
#[derive(Debug, Clone)]
pub struct VarietyName {
    pub id: String,
    pub product_id: String,
    pub title: String,
    pub slug: String,
}

impl From<varieties::Model> for VarietyName {
    fn from(v: varieties::Model) -> Self {
        Self { id: v.id, product_id: v.product_id, title: v.title, slug: v.slug }
    }
}

/// A family as the filter offers it, with the tags that fold to it (`None`: no tag).
#[derive(Debug, Clone)]
pub struct Family {
    pub slug: String,
    pub label: String,
    pub tags: Vec<Option<String>>,
}

/// Tags read for the family filter; a catalogue has a handful.
const MAX_TAGS: usize = 64;

/// Every family, in catalogue order (by its first product): per tag, two probes of the
/// `(tag, position)` index (the next tag, and its first position), so the cost follows
/// the number of tags and not of products.
pub async fn families<C: ConnectionTrait>(db: &C) -> Result<Vec<Family>, DbErr> {
    let mut tags = tags_with_first_position(db).await?;
    tags.sort_by_key(|(_, first)| *first);
    let mut out: Vec<Family> = Vec::new();
    for (tag, _) in tags {
        let slug = fold::family(tag.as_deref());
        match out.iter_mut().find(|f| f.slug == slug) {
            Some(family) => family.tags.push(tag),
            None => out.push(Family { slug, label: tag.clone().unwrap_or_else(|| "Other".into()), tags: vec![tag] }),
        }
    }
    Ok(out)
}

/// Each tag (none first, then in tag order) with the position of its first product.
async fn tags_with_first_position<C: ConnectionTrait>(db: &C) -> Result<Vec<(Option<String>, i32)>, DbErr> {
    let first_of = |tag: Option<String>| {
        let select = products::Entity::find().select_only().column_as(products::Column::Position.min(), "first");
        match tag {
            Some(tag) => select.filter(products::Column::Tag.eq(tag)),
            None => select.filter(products::Column::Tag.is_null()),
        }
    };
    let mut tags: Vec<(Option<String>, i32)> = Vec::new();
    if let Some(first) = first_of(None).into_tuple::<Option<i32>>().one(db).await?.flatten() {
        tags.push((None, first));
    }
    let mut last: Option<String> = None;
    while tags.len() < MAX_TAGS {
        let mut next = products::Entity::find().select_only().column(products::Column::Tag);
        next = match &last {
            Some(last) => next.filter(products::Column::Tag.gt(last.clone())),
            None => next.filter(products::Column::Tag.is_not_null()),
        };
        let Some(tag) = next.order_by_asc(products::Column::Tag).limit(1).into_tuple::<String>().one(db).await? else {
            break;
        };
        let first = first_of(Some(tag.clone())).into_tuple::<Option<i32>>().one(db).await?.flatten();
        tags.push((Some(tag.clone()), first.unwrap_or(i32::MAX)));
        last = Some(tag);
    }
    Ok(tags)
}

/// The products of the list: the whole catalogue, or those with one of these tags.
fn listed(tags: Option<&[Option<String>]>) -> Select<products::Entity> {
    let select = products::Entity::find();
    let Some(tags) = tags else {
        return select;
    };
    let named: Vec<String> = tags.iter().flatten().cloned().collect();
    let mut any = Condition::any().add(products::Column::Tag.is_in(named));
    if tags.iter().any(Option::is_none) {
        any = any.add(products::Column::Tag.is_null());
    }
    select.filter(any)
}

/// How many products the list has: a read of its whole `(position, id)` or
/// `(tag, position, id)` index range, which [`super::list_pages`] makes once per change.
pub async fn count<C: ConnectionTrait>(db: &C, tags: Option<&[Option<String>]>) -> Result<u64, DbErr> {
    listed(tags).select_only().column(products::Column::Id).count(db).await
}

/// A product's place in catalogue order: its `(position, id)`.
pub type Place = (i32, String);

#[derive(FromQueryResult)]
struct Numbered {
    position: i32,
    id: String,
}

/// The place of every `stride`-th product of the list (the 1st, the `stride + 1`-th, …): one
/// read of the list's index range, numbered by the database, which sends only those rows.
pub async fn places<C: ConnectionTrait>(
    db: &C,
    tags: Option<&[Option<String>]>,
    stride: u64,
) -> Result<Vec<Place>, DbErr> {
    let inner = listed(tags)
        .select_only()
        .column(products::Column::Position)
        .column(products::Column::Id)
        .expr_as(Expr::cust("ROW_NUMBER() OVER (ORDER BY position, id)"), "n")
        .into_query();
    let inner = db.get_database_backend().build(&inner);
    let mut values = inner.values.map(|v| v.0).unwrap_or_default();
    values.push(stride.into());
    let sql = format!("SELECT position, id FROM ({}) numbered WHERE (n - 1) % ? = 0 ORDER BY n", inner.sql);
    let statement = Statement::from_sql_and_values(inner.db_backend, sql, values);
    let rows = Numbered::find_by_statement(statement).all(db).await?;
    Ok(rows.into_iter().map(|r| (r.position, r.id)).collect())
}

/// Where a page's first product is found in the list's index.
#[derive(Debug, Clone, Copy)]
pub enum Seek<'a> {
    /// After this many products from the start.
    Start(u64),
    /// Before this many products from the end: the index read backwards.
    End(u64),
    /// This many products after a known place.
    After(&'a Place, u64),
}

/// `shown` products of the list in catalogue order from `seek`. The page's ids are read
/// alone from the `(position, id)` or `(tag, position, id)` index, which holds them; then
/// only the page's rows.
pub async fn page<C: ConnectionTrait>(
    db: &C,
    tags: Option<&[Option<String>]>,
    seek: Seek<'_>,
    shown: u64,
) -> Result<Vec<ListedProduct>, DbErr> {
    let ids = listed(tags).select_only().column(products::Column::Id);
    let (position, id) = (products::Column::Position, products::Column::Id);
    let ids = match seek {
        Seek::Start(skip) => ids.order_by_asc(position).order_by_asc(id).offset(skip),
        Seek::End(skip) => ids.order_by_desc(position).order_by_desc(id).offset(skip),
        // `position >= at` first: a bound the index is sought by, which the `OR` alone is not
        // (SQLite read the index from its start).
        Seek::After((at, from), skip) => ids
            .filter(position.gte(*at))
            .filter(Condition::any().add(position.gt(*at)).add(id.gte(from.clone())))
            .order_by_asc(position)
            .order_by_asc(id)
            .offset(skip),
    };
    let mut ids: Vec<String> = ids.limit(shown).into_tuple().all(db).await?;
    ids.sort_unstable();
    let rows = products::Entity::find()
        .filter(products::Column::Id.is_in(ids))
        .order_by_asc(products::Column::Position)
        .order_by_asc(products::Column::Id)
        .all(db)
        .await?;
    Ok(rows.into_iter().map(ListedProduct::from).collect())
}

/// The products with these ids, in the order given (a search's hits, best first); ids of
/// products that are gone are left out.
pub async fn in_order<C: ConnectionTrait>(db: &C, ids: &[String]) -> Result<Vec<ListedProduct>, DbErr> {
    if ids.is_empty() {
        return Ok(Vec::new());
    }
    let mut by_id: HashMap<String, products::Model> = products::Entity::find()
        .filter(products::Column::Id.is_in(ids.to_vec()))
        .all(db)
        .await?
        .into_iter()
        .map(|p| (p.id.clone(), p))
        .collect();
    Ok(ids.iter().filter_map(|id| by_id.remove(id)).map(ListedProduct::from).collect())
}

/// The product whose `key` (its id, slug or category slug: each unique) is `value`.
pub async fn by_key<C: ConnectionTrait>(
    db: &C,
    key: products::Column,
    value: &str,
) -> Result<Option<ListedProduct>, DbErr> {
    Ok(products::Entity::find().filter(key.eq(value.to_owned())).one(db).await?.map(ListedProduct::from))
}

/// The varieties of these products, in their order.
pub async fn varieties_of<C: ConnectionTrait>(db: &C, product_ids: Vec<String>) -> Result<Vec<VarietyName>, DbErr> {
    let rows = varieties::Entity::find()
        .filter(varieties::Column::ProductId.is_in(product_ids))
        .order_by_asc(varieties::Column::Position)
        .all(db)
        .await?;
    Ok(rows.into_iter().map(VarietyName::from).collect())
}

/// The varieties of one product, in their order.
pub async fn varieties_of_product<C: ConnectionTrait>(db: &C, product_id: &str) -> Result<Vec<VarietyName>, DbErr> {
    let rows = varieties::Entity::find()
        .filter(varieties::Column::ProductId.eq(product_id.to_owned()))
        .order_by_asc(varieties::Column::Position)
        .all(db)
        .await?;
    Ok(rows.into_iter().map(VarietyName::from).collect())
}

/// The first `count` products in catalogue order (the order the admins give it, so they
/// choose what is featured).
pub async fn first<C: ConnectionTrait>(db: &C, count: u64) -> Result<Vec<ListedProduct>, DbErr> {
    let rows = products::Entity::find()
        .order_by_asc(products::Column::Position)
        .order_by_asc(products::Column::Id)
        .limit(count)
        .all(db)
        .await?;
    Ok(rows.into_iter().map(ListedProduct::from).collect())
}

/// Up to `count` products of the same family as `product_id`: those that follow it in
/// catalogue order, then (at the family's end) its first ones. Two short reads of the
/// `(tag, position)` index, so every product links on to its neighbours and a crawler
/// reaches them all.
pub async fn neighbours<C: ConnectionTrait>(db: &C, product_id: &str, count: u64) -> Result<Vec<ListedProduct>, DbErr> {
    let Some(product) = products::Entity::find_by_id(product_id.to_owned()).one(db).await? else {
        return Ok(Vec::new());
    };
    let family = || {
        let select = products::Entity::find().filter(products::Column::Id.ne(product_id));
        match &product.tag {
            Some(tag) => select.filter(products::Column::Tag.eq(tag.clone())),
            None => select.filter(products::Column::Tag.is_null()),
        }
    };
    let mut rows = family()
        .filter(products::Column::Position.gte(product.position))
        .order_by_asc(products::Column::Position)
        .order_by_asc(products::Column::Id)
        .limit(count)
        .all(db)
        .await?;
    let missing = count - rows.len() as u64;
    if missing > 0 {
        let first = family()
            .filter(products::Column::Position.lt(product.position))
            .order_by_asc(products::Column::Position)
            .order_by_asc(products::Column::Id)
            .limit(missing)
            .all(db)
            .await?;
        rows.extend(first);
    }
    Ok(rows.into_iter().map(ListedProduct::from).collect())
}
