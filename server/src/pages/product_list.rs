//! `/products`: every product as a card with its offers summed up; with `?q=` the search's
//! hits, best first; with `?family=` one family's products. Results pages are rendered per
//! request (never cached per query string) and kept out of search engines.

use std::collections::HashMap;

use sea_orm::{ConnectionTrait, DatabaseConnection, DbErr};

use super::catalogue_urls::variety_path;
use super::not_found;
use super::product_card::ProductCard;
use super::props::{CatalogueCard, MatchedVariety, ProductFamily, ProductsData};
use super::props::{Meta, Outcome, PageData, PageName, PageProps, SiteProps};
use crate::error::ApiResult;
use domain::catalogue::browse::{self, Family, ListedProduct};
use domain::catalogue::list_pages::PagesAt;
use domain::catalogue::offer_summary;
use domain::search::{self, fold};
use domain::trade::money::Money;
use foundation::entities::codes::Currency;
use foundation::paging::{self, Total};

/// Longest search kept, in characters (a title or two; longer text is cut, not refused).
const QUERY_MAX: usize = 100;
/// Cards on one page of the list: the page's size does not grow with the catalogue.
pub const PAGE_SIZE: u64 = 24;

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

pub async fn load<C: ConnectionTrait>(
    db: &C,
    lists: PagesAt<'_>,
    site: SiteProps,
    filter: Filter,
) -> ApiResult<Outcome> {
    let families = browse::families(db).await?;
    // `?page=1` is the first page's second address: send it to the one without.
    if filter.page == PageParam::Number(1) {
        return Ok(Outcome::Redirect { location: filter.path_of_page(1), permanent: true });
    }
    let Some(page) = filter.page_number() else {
        return Ok(Outcome::Page(not_found::props(site)));
    };
    let (shown, total) = find(db, &filter, &families, lists, (page - 1) * PAGE_SIZE).await?;
    let page_count = total.rows.div_ceil(PAGE_SIZE).max(1);
    if page > page_count {
        return Ok(Outcome::Page(not_found::props(site)));
    }
    let mut products = cards(db, &filter.query, shown).await?;
    let book = site.currency.book();
    for card in &mut products {
        let rupees = card.from_price.and_then(|p| Money::rounded(p, Currency::Inr));
        card.from_converted = rupees.and_then(|money| book.convert(money, site.currency.code));
    }
    let meta = meta(&filter, &families, page, page_count);
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
            total: total.rows,
            total_exact: total.exact,
        }),
    }))
}

/// The products of the page from `offset`, in catalogue order or the search's, within the
/// family asked for, and how many the whole list has (a search's counted up to a bound).
async fn find<C: ConnectionTrait>(
    db: &C,
    filter: &Filter,
    families: &[Family],
    lists: PagesAt<'_>,
    offset: u64,
) -> ApiResult<(Vec<ListedProduct>, Total)> {
    let scope_tags: Option<Vec<Option<String>>> = filter
        .family
        .as_deref()
        .map(|slug| families.iter().filter(|f| f.slug == slug).flat_map(|f| f.tags.clone()).collect());
    if filter.query.is_empty() {
        let (shown, total) = lists.page(db, scope_tags.as_deref(), offset, PAGE_SIZE).await?;
        return Ok((shown, Total::exact(total)));
    }
    let scope = search::Scope { tags: scope_tags };
    let found = search::search(db, &filter.query, &scope, offset, PAGE_SIZE).await?;
    let ids: Vec<String> = found.hits.iter().map(|h| h.product_id.clone()).collect();
    Ok((browse::in_order(db, &ids).await?, found.total))
}

/// The cards of the products shown: each with its offers summed up, its varieties, and the
/// varieties the search matched.
async fn cards<C: ConnectionTrait>(
    db: &C,
    query: &str,
    shown: Vec<ListedProduct>,
) -> Result<Vec<CatalogueCard>, DbErr> {
    let ids: Vec<String> = shown.iter().map(|p| p.id.clone()).collect();
    let summaries = offer_summary::for_products(db, &ids).await?;
    let (mut variety_ids, mut matched) =
        if shown.is_empty() { Default::default() } else { varieties(db, query, &shown, ids).await? };
    Ok(shown
        .into_iter()
        .map(|p| {
            let summary = summaries.get(&p.id);
            CatalogueCard {
                family: fold::family(p.tag.as_deref()),
                offer_count: summary.map_or(0, |s| s.count),
                from_price: summary.map(|s| s.from_price),
                from_unit: summary.map(|s| s.from_unit.clone()),
                from_converted: None,
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
        .collect())
}

/// Per product shown: its varieties' ids, and the varieties whose title the search matches.
async fn varieties<C: ConnectionTrait>(
    db: &C,
    query: &str,
    shown: &[ListedProduct],
    ids: Vec<String>,
) -> Result<(HashMap<String, Vec<String>>, HashMap<String, Vec<MatchedVariety>>), DbErr> {
    let mut matched: HashMap<String, Vec<MatchedVariety>> = HashMap::new();
    let mut variety_ids: HashMap<String, Vec<String>> = HashMap::new();
    let slugs: HashMap<&str, &str> = shown.iter().map(|p| (p.id.as_str(), p.slug.as_str())).collect();
    for v in browse::varieties_of(db, ids).await? {
        variety_ids.entry(v.product_id.clone()).or_default().push(v.id.clone());
        if !query.is_empty() && search::query::matches_any(query, &v.title) {
            let path = variety_path(slugs.get(v.product_id.as_str()).copied().unwrap_or_default(), &v.slug);
            matched.entry(v.product_id).or_default().push(MatchedVariety { title: v.title, path });
        }
    }
    Ok((variety_ids, matched))
}

/// The page's title and address: a search or a family is named in the title and kept out
/// of search engines; a page after the first says which of how many it is.
fn meta(filter: &Filter, families: &[Family], page: u64, page_count: u64) -> Meta {
    let mut meta = Meta::new(
        "Our Products | Tradehub",
        "Fresh fruits, spices and textiles from verified Indian suppliers: browse every product and its varieties, compare offers and send an enquiry.",
        filter.path_of_page(page),
    );
    if !filter.is_plain() {
        let family = filter.family.as_deref();
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
    meta
}

/// Products on the home page's showcase: the first of the catalogue, in the order the
/// admins give it (Product Management's order), so they choose what is featured.
pub const SHOWCASE: u64 = 8;
/// Products under a variety page's 'You May Also Like'.
pub const RELATED: u64 = 4;

/// The home page's showcase: the first [`SHOWCASE`] products in catalogue order.
pub async fn showcase(db: &DatabaseConnection) -> Result<Vec<ProductCard>, DbErr> {
    Ok(browse::first(db, SHOWCASE).await?.into_iter().map(ProductCard::from).collect())
}

/// A few products of the same family as `product_id`, so every product links on to its
/// neighbours and a crawler reaches them all.
pub async fn related(db: &DatabaseConnection, product_id: &str) -> Result<Vec<ProductCard>, DbErr> {
    Ok(browse::neighbours(db, product_id, RELATED).await?.into_iter().map(ProductCard::from).collect())
}
