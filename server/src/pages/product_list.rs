//! `/products`: every product as a card with its offers summed up; with `?q=` the search's
//! hits, best first; with `?family=` one family's products. Results pages are rendered per
//! request (never cached per query string) and kept out of search engines.

use std::collections::HashMap;

use rust_decimal::Decimal;
use sea_orm::{ColumnTrait, DatabaseConnection, EntityTrait, QueryFilter, QueryOrder};
use serde::Serialize;
use utoipa::ToSchema;

use super::catalogue_urls::variety_path;
use super::page_data::ProductsData;
use super::product_card::ProductCard;
use super::{Meta, PageData, PageName, PageProps, SiteProps};
use crate::catalogue::offer_summary;
use crate::entities::{products, varieties};
use crate::error::ApiResult;
use crate::search::{self, fold};

/// Longest search kept, in characters (a title or two; longer text is cut, not refused).
const QUERY_MAX: usize = 100;

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

/// What the query string asks for: `q` (cut to 100 characters) and `family`.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Filter {
    pub query: String,
    pub family: Option<String>,
}

impl Filter {
    pub fn from_query(query: &str) -> Self {
        let mut filter = Filter::default();
        for (key, value) in form_urlencoded::parse(query.as_bytes()) {
            match &*key {
                "q" => filter.query = value.trim().chars().take(QUERY_MAX).collect::<String>().trim().to_owned(),
                "family" => filter.family = Some(value.trim().to_owned()).filter(|f| !f.is_empty()),
                _ => {}
            }
        }
        filter
    }

    /// Whether this is the plain list (the one cached and indexed page).
    pub fn is_plain(&self) -> bool {
        self.query.is_empty() && self.family.is_none()
    }
}

pub async fn load(db: &DatabaseConnection, site: SiteProps, filter: Filter) -> ApiResult<PageProps> {
    let rows = products::Entity::find().order_by_asc(products::Column::Position).all(db).await?;
    let mut families: Vec<ProductFamily> = Vec::new();
    for p in &rows {
        let slug = fold::family(p.tag.as_deref());
        if !families.iter().any(|f| f.slug == slug) {
            families.push(ProductFamily { slug, label: p.tag.clone().unwrap_or_else(|| "Other".into()) });
        }
    }
    let family = filter.family.as_deref();
    let shown: Vec<products::Model> = if filter.query.is_empty() {
        rows.into_iter().filter(|p| family.is_none_or(|f| fold::family(p.tag.as_deref()) == f)).collect()
    } else {
        let hits = search::search(db, &filter.query, family).await?;
        let mut by_id: HashMap<String, products::Model> = rows.into_iter().map(|p| (p.id.clone(), p)).collect();
        // Hits come best first; equal scores keep the catalogue's order.
        let mut ranked: Vec<(u32, products::Model)> =
            hits.into_iter().filter_map(|h| Some((h.score, by_id.remove(&h.product_id)?))).collect();
        ranked.sort_by(|(a, pa), (b, pb)| b.cmp(a).then(pa.position.cmp(&pb.position)));
        ranked.into_iter().map(|(_, p)| p).collect()
    };
    let summaries = offer_summary::by_product(db).await?;
    let mut matched: HashMap<String, Vec<MatchedVariety>> = HashMap::new();
    let mut variety_ids: HashMap<String, Vec<String>> = HashMap::new();
    if !shown.is_empty() {
        let ids: Vec<String> = shown.iter().map(|p| p.id.clone()).collect();
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
        "/products",
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
    Ok(PageProps {
        page: PageName::Products,
        status: 200,
        meta,
        site,
        data: PageData::Products(ProductsData { products, query: filter.query, family: filter.family, families }),
    })
}

/// Every product as a card, in catalogue order: one query, no details.
pub async fn cards(db: &DatabaseConnection) -> ApiResult<Vec<ProductCard>> {
    let rows = products::Entity::find().order_by_asc(products::Column::Position).all(db).await?;
    Ok(rows.into_iter().map(ProductCard::from).collect())
}
