//! `/products`: every product as a card with its offers summed up; with `?q=` the search's
//! hits, best first; with `?family=` one family's products. Results pages are rendered per
//! request (never cached per query string) and kept out of search engines.

use std::collections::HashMap;

use rust_decimal::Decimal;
use sea_orm::{
    ColumnTrait, Condition, ConnectionTrait, DatabaseConnection, DbErr, EntityTrait, PaginatorTrait, QueryFilter,
    QueryOrder, QuerySelect,
};
use serde::Serialize;
use utoipa::ToSchema;

use super::catalogue_urls::variety_path;
use super::page_data::ProductsData;
use super::product_card::ProductCard;
use super::router::Outcome;
use super::{not_found, Meta, PageData, PageName, PageProps, SiteProps};
use crate::error::ApiResult;
use domain::catalogue::offer_summary;
use domain::search::{self, fold};
use foundation::entities::{products, varieties};
use foundation::paging;

/// Longest search kept, in characters (a title or two; longer text is cut, not refused).
const QUERY_MAX: usize = 100;
/// Cards on one page of the list: the page's size does not grow with the catalogue.
pub const PAGE_SIZE: u64 = 24;

/// A product card of the catalogue list: the card, its family and its offers.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CatalogueCard {
    #[serde(rename = "_id")]
    pub _id: String,
    pub title: String,
    pub category: String,
    pub category_slug: String,
    pub description: String,
    pub image: Option<String>,
    /// The family's slug (`fresh-fruits`, `spices`, `textiles`).
    pub family: String,
    /// Active offers of verified suppliers.
    pub offer_count: usize,
    /// The cheapest offer's price per unit in rupees, and its unit.
    #[schema(value_type = Option<f64>)]
    #[serde(with = "rust_decimal::serde::float_option")]
    pub from_price: Option<Decimal>,
    pub from_unit: Option<String>,
    /// The varieties a search matched, to link to directly.
    pub matched_varieties: Vec<MatchedVariety>,
    /// Every variety of the product: the page shows their offers summed up, so a write to
    /// any of them (a listing's price) drops it (`pages::topics`). Not sent to the client.
    #[serde(skip)]
    pub variety_ids: Vec<String>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct MatchedVariety {
    pub title: String,
    /// The variety page's address.
    pub path: String,
}

/// A family of products (the products' tag), as the filter offers it.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct ProductFamily {
    pub slug: String,
    pub label: String,
}

/// A page number as the query string gave it.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum PageParam {
    /// No `page`: the first page, at its canonical address.
    #[default]
    Absent,
    Number(u64),
    /// Not a number from 1 up: no such page.
    Invalid,
}

/// What the query string asks for: `q` (cut to 100 characters), `family` and `page`.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Filter {
    pub query: String,
    pub family: Option<String>,
    pub page: PageParam,
}

impl Filter {
    pub fn from_query(query: &str) -> Self {
        let mut filter = Filter::default();
        for (key, value) in form_urlencoded::parse(query.as_bytes()) {
            match &*key {
                "q" => filter.query = value.trim().chars().take(QUERY_MAX).collect::<String>().trim().to_owned(),
                "family" => filter.family = Some(value.trim().to_owned()).filter(|f| !f.is_empty()),
                "page" => {
                    filter.page = match value.trim().parse::<u64>() {
                        Ok(n) if (1..=paging::MAX_PAGE).contains(&n) => PageParam::Number(n),
                        _ => PageParam::Invalid,
                    }
                }
                _ => {}
            }
        }
        filter
    }

    /// Whether this is a page of the plain list (cached and indexed, one copy per page).
    pub fn is_plain(&self) -> bool {
        self.query.is_empty() && self.family.is_none()
    }

    /// The page asked for, from 1; none for an invalid `page`.
    pub fn page_number(&self) -> Option<u64> {
        match self.page {
            PageParam::Absent => Some(1),
            PageParam::Number(n) => Some(n),
            PageParam::Invalid => None,
        }
    }

    /// The address of page `page` of this list: the same search and family, `page` last
    /// and left out for the first page (the list's canonical address).
    pub fn path_of_page(&self, page: u64) -> String {
        let mut query = form_urlencoded::Serializer::new(String::new());
        if !self.query.is_empty() {
            query.append_pair("q", &self.query);
        }
        if let Some(family) = &self.family {
            query.append_pair("family", family);
        }
        if page > 1 {
            query.append_pair("page", &page.to_string());
        }
        match query.finish() {
            q if q.is_empty() => "/products".to_owned(),
            q => format!("/products?{q}"),
        }
    }

    /// The page cache's variant of a plain list's page: none for the first.
    pub fn cache_suffix(&self) -> Option<String> {
        match self.page {
            PageParam::Number(n) if n > 1 => Some(format!("page={n}")),
            _ => None,
        }
    }
}

pub async fn load<C: ConnectionTrait>(db: &C, site: SiteProps, filter: Filter) -> ApiResult<Outcome> {
    let families = families(db).await?;
    let family = filter.family.as_deref();
    let scope_tags: Option<Vec<Option<String>>> =
        family.map(|slug| families.iter().filter(|f| f.slug == slug).flat_map(|f| f.tags.clone()).collect());
    // `?page=1` is the first page's second address: send it to the one without.
    if filter.page == PageParam::Number(1) {
        return Ok(Outcome::Redirect { location: filter.path_of_page(1), permanent: true });
    }
    let Some(page) = filter.page_number() else {
        return Ok(Outcome::Page(not_found::props(site)));
    };
    let offset = (page - 1) * PAGE_SIZE;
    let (shown, total) = if filter.query.is_empty() {
        plain_page(db, scope_tags.as_deref(), offset).await?
    } else {
        let scope = search::Scope { tags: scope_tags };
        let found = search::search(db, &filter.query, &scope, offset, PAGE_SIZE).await?;
        let ids: Vec<String> = found.hits.iter().map(|h| h.product_id.clone()).collect();
        let mut by_id: HashMap<String, products::Model> = products::Entity::find()
            .filter(products::Column::Id.is_in(ids.clone()))
            .all(db)
            .await?
            .into_iter()
            .map(|p| (p.id.clone(), p))
            .collect();
        (ids.iter().filter_map(|id| by_id.remove(id)).collect(), found.total)
    };
    let page_count = total.div_ceil(PAGE_SIZE).max(1);
    if page > page_count {
        return Ok(Outcome::Page(not_found::props(site)));
    }
    let ids: Vec<String> = shown.iter().map(|p| p.id.clone()).collect();
    let summaries = offer_summary::for_products(db, &ids).await?;
    let mut matched: HashMap<String, Vec<MatchedVariety>> = HashMap::new();
    let mut variety_ids: HashMap<String, Vec<String>> = HashMap::new();
    if !shown.is_empty() {
        let found = varieties::Entity::find()
            .filter(varieties::Column::ProductId.is_in(ids))
            .order_by_asc(varieties::Column::Position)
            .all(db)
            .await?;
        let slugs: HashMap<&str, &str> = shown.iter().map(|p| (p.id.as_str(), p.slug.as_str())).collect();
        for v in found {
            variety_ids.entry(v.product_id.clone()).or_default().push(v.id.clone());
            if !filter.query.is_empty() && search::query::matches_any(&filter.query, &v.title) {
                let path = variety_path(slugs.get(v.product_id.as_str()).copied().unwrap_or_default(), &v.slug);
                matched.entry(v.product_id).or_default().push(MatchedVariety { title: v.title, path });
            }
        }
    }
    let products = shown
        .into_iter()
        .map(|p| {
            let summary = summaries.get(&p.id);
            CatalogueCard {
                family: fold::family(p.tag.as_deref()),
                offer_count: summary.map_or(0, |s| s.count),
                from_price: summary.map(|s| s.from_price),
                from_unit: summary.map(|s| s.from_unit.clone()),
                matched_varieties: matched.remove(&p.id).unwrap_or_default(),
                variety_ids: variety_ids.remove(&p.id).unwrap_or_default(),
                _id: p.id,
                title: p.title,
                category: p.category,
                category_slug: p.category_slug,
                description: p.description,
                image: p.image,
            }
        })
        .collect();
    let mut meta = Meta::new(
        "Our Products | Tradehub",
        "Fresh fruits, spices and textiles from verified Indian suppliers: browse every product and its varieties, compare offers and send an enquiry.",
        filter.path_of_page(page),
    );
    if !filter.is_plain() {
        let label = families.iter().find(|f| Some(f.slug.as_str()) == family).map(|f| f.label.clone());
        meta.title = match (filter.query.is_empty(), label) {
            (false, _) => format!("Search results for \u{201c}{}\u{201d} | Tradehub", filter.query),
            (true, Some(label)) => format!("{label} | Our Products | Tradehub"),
            (true, None) => "Our Products | Tradehub".into(),
        };
        meta.noindex = true;
    }
    if page > 1 {
        meta.title = format!("{} (page {page} of {page_count})", meta.title.trim_end_matches(" | Tradehub"));
        meta.title.push_str(" | Tradehub");
    }
    let families = families.into_iter().map(|f| ProductFamily { slug: f.slug, label: f.label }).collect();
    Ok(Outcome::Page(PageProps {
        page: PageName::Products,
        status: 200,
        meta,
        site,
        data: PageData::Products(ProductsData {
            products,
            query: filter.query,
            family: filter.family,
            families,
            page,
            page_size: PAGE_SIZE,
            page_count,
            total,
        }),
    }))
}

/// A family as the filter offers it, with the tags that fold to it (`None`: no tag).
struct Family {
    slug: String,
    label: String,
    tags: Vec<Option<String>>,
}

/// Tags read for the family filter; a catalogue has a handful.
const MAX_TAGS: usize = 64;

/// Every family, in catalogue order (by its first product): per tag, two probes of the
/// `(tag, position)` index (the next tag, and its first position), so the cost follows
/// the number of tags and not of products.
async fn families<C: ConnectionTrait>(db: &C) -> ApiResult<Vec<Family>> {
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

/// One page of the list in catalogue order, within the family's tags when given, and how
/// many products the list has. The page's ids are read alone from the `(position, id)` or
/// `(tag, position, id)` index, which holds them, from whichever end of the list is nearer
/// (so the last page costs what the first does); then only the page's rows.
async fn plain_page<C: ConnectionTrait>(
    db: &C,
    tags: Option<&[Option<String>]>,
    offset: u64,
) -> ApiResult<(Vec<products::Model>, u64)> {
    let mut select = products::Entity::find();
    if let Some(tags) = tags {
        let named: Vec<String> = tags.iter().flatten().cloned().collect();
        let mut any = Condition::any().add(products::Column::Tag.is_in(named));
        if tags.iter().any(Option::is_none) {
            any = any.add(products::Column::Tag.is_null());
        }
        select = select.filter(any);
    }
    let total = select.clone().select_only().column(products::Column::Id).count(db).await?;
    if offset >= total {
        return Ok((Vec::new(), total));
    }
    let shown = PAGE_SIZE.min(total - offset);
    let after_page = total - offset - shown;
    let ids = select.clone().select_only().column(products::Column::Id);
    let mut ids: Vec<String> = if after_page < offset {
        ids.order_by_desc(products::Column::Position).order_by_desc(products::Column::Id).offset(after_page)
    } else {
        ids.order_by_asc(products::Column::Position).order_by_asc(products::Column::Id).offset(offset)
    }
    .limit(shown)
    .into_tuple()
    .all(db)
    .await?;
    ids.sort_unstable();
    let rows = products::Entity::find()
        .filter(products::Column::Id.is_in(ids))
        .order_by_asc(products::Column::Position)
        .order_by_asc(products::Column::Id)
        .all(db)
        .await?;
    Ok((rows, total))
}

/// Products on the home page's showcase: the first of the catalogue, in the order the
/// admins give it (Product Management's order), so they choose what is featured.
pub const SHOWCASE: u64 = 8;
/// Products under a variety page's 'You May Also Like'.
pub const RELATED: u64 = 4;

/// The home page's showcase: the first [`SHOWCASE`] products in catalogue order.
pub async fn showcase(db: &DatabaseConnection) -> Result<Vec<ProductCard>, DbErr> {
    let rows = products::Entity::find()
        .order_by_asc(products::Column::Position)
        .order_by_asc(products::Column::Id)
        .limit(SHOWCASE)
        .all(db)
        .await?;
    Ok(rows.into_iter().map(ProductCard::from).collect())
}

/// A few products of the same family as `product_id`: those that follow it in catalogue
/// order, then (at the family's end) its first ones. Two short reads of the
/// `(tag, position)` index, so every product links on to its neighbours and a crawler
/// reaches them all.
pub async fn related(db: &DatabaseConnection, product_id: &str) -> Result<Vec<ProductCard>, DbErr> {
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
        .limit(RELATED)
        .all(db)
        .await?;
    let missing = RELATED - rows.len() as u64;
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
    Ok(rows.into_iter().map(ProductCard::from).collect())
}
