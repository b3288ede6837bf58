//! The two answers: a supplier's insights (its totals, its days, a page of its offers)
//! and the site's (the same totals and days over everything, a page of the most viewed
//! varieties).

use std::collections::HashMap;

use chrono::NaiveDate;
use sea_orm::{ColumnTrait, ConnectionTrait, DbErr, EntityTrait, QueryFilter, QuerySelect};
use serde::Serialize;
use utoipa::ToSchema;

use super::figures::{self, Enquiries, EnquiryCounts, Views};
use super::range::Range;
use foundation::entities::{products, varieties, vendor_listings};
use foundation::paging::Paging;

/// The figures of one offer, variety, supplier or the site over the range.
#[derive(Debug, Default, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct InsightFigures {
    /// Views of the variety page (or pages), counted on the server, crawlers left out.
    pub views: u64,
    /// Enquiries received in the range.
    pub enquiries: u64,
    /// Of those, the ones answered: quoted, replied to, or moved on from pending.
    pub answered: u64,
    /// The median time from an enquiry to its first answer, in seconds; none when none
    /// has a first-answer time.
    pub median_answer_seconds: Option<u64>,
    /// Of the enquiries received, the ones whose quote the buyer accepted.
    pub quotes_accepted: u64,
}

impl InsightFigures {
    fn of(views: u64, counts: EnquiryCounts) -> Self {
        Self {
            views,
            enquiries: counts.enquiries,
            answered: counts.answered,
            median_answer_seconds: counts.median_answer_seconds,
            quotes_accepted: counts.accepted,
        }
    }
}

/// One day of the chart.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct InsightDay {
    pub day: NaiveDate,
    pub views: u64,
    pub enquiries: u64,
}

/// One of the supplier's offers: its variety page's views and its own enquiries.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OfferInsight {
    /// The offer's id.
    #[serde(rename = "_id")]
    pub _id: String,
    pub product_title: String,
    pub variety_title: String,
    /// The variety page whose views are counted.
    pub path: String,
    pub is_active: bool,
    pub figures: InsightFigures,
}

/// One variety of the site: its page's views and the enquiries about it to any supplier.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct VarietyInsight {
    /// The variety's id.
    #[serde(rename = "_id")]
    pub _id: String,
    pub product_title: String,
    pub variety_title: String,
    pub path: String,
    pub figures: InsightFigures,
}

/// The range an answer covers.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct InsightRange {
    /// 7, 30 or 90.
    pub days: u32,
    /// The first day (UTC).
    pub from: NaiveDate,
    /// The last day (UTC): today.
    pub to: NaiveDate,
}

impl From<&Range> for InsightRange {
    fn from(r: &Range) -> Self {
        Self { days: r.days, from: r.from, to: r.to }
    }
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SupplierInsights {
    pub range: InsightRange,
    /// Over all the supplier's offers (enquiries of deleted offers included).
    pub totals: InsightFigures,
    /// Every day of the range, oldest first.
    pub series: Vec<InsightDay>,
    /// A page of the supplier's offers, newest first.
    pub listings: Vec<OfferInsight>,
    pub page: u64,
    pub page_size: u64,
    /// The supplier's offers, over all pages.
    pub total: u64,
    /// Counter-offers and declines of the supplier's quotes in the range.
    pub negotiation: crate::enquiries::thread::win_loss::Negotiation,
    /// The supplier's orders placed in the range: how many, their value, their pace.
    pub orders: super::orders::OrderFigures,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SiteInsights {
    pub range: InsightRange,
    pub totals: InsightFigures,
    pub series: Vec<InsightDay>,
    /// A page of the varieties viewed in the range, most viewed first.
    pub varieties: Vec<VarietyInsight>,
    pub page: u64,
    pub page_size: u64,
    /// Varieties viewed in the range, over all pages.
    pub total: u64,
    /// Orders placed in the range: by status and the trade value of each month.
    pub orders: super::orders::SiteOrderFigures,
}

/// The supplier's totals (one group) and days.
async fn totals_and_days<C: ConnectionTrait>(
    db: &C,
    views: Views<'_>,
    enquiries: Enquiries<'_>,
    range: &Range,
) -> Result<(InsightFigures, Vec<InsightDay>), DbErr> {
    let viewed = figures::views(db, views, range).await?.remove("").unwrap_or(0);
    let counts = figures::enquiries(db, enquiries, range).await?.remove("").unwrap_or_default();
    let series = figures::per_day(db, views, enquiries, range)
        .await?
        .into_iter()
        .map(|(day, views, enquiries)| InsightDay { day, views, enquiries })
        .collect();
    Ok((InsightFigures::of(viewed, counts), series))
}

/// Titles and page paths of varieties, by variety id.
struct Named {
    product_title: String,
    variety_title: String,
    path: String,
}

async fn names<C: ConnectionTrait>(db: &C, variety_ids: &[String]) -> Result<HashMap<String, Named>, DbErr> {
    if variety_ids.is_empty() {
        return Ok(HashMap::new());
    }
    let kinds: Vec<(String, String, String, String)> = varieties::Entity::find()
        .select_only()
        .columns([
            varieties::Column::Id,
            varieties::Column::ProductId,
            varieties::Column::Title,
            varieties::Column::Slug,
        ])
        .filter(varieties::Column::Id.is_in(variety_ids.iter().cloned()))
        .into_tuple()
        .all(db)
        .await?;
    let product_ids: Vec<String> = kinds.iter().map(|k| k.1.clone()).collect();
    let parents: HashMap<String, (String, String)> = products::Entity::find()
        .select_only()
        .columns([products::Column::Id, products::Column::Title, products::Column::Slug])
        .filter(products::Column::Id.is_in(product_ids))
        .into_tuple::<(String, String, String)>()
        .all(db)
        .await?
        .into_iter()
        .map(|(id, title, slug)| (id, (title, slug)))
        .collect();
    Ok(kinds
        .into_iter()
        .filter_map(|(id, product_id, title, slug)| {
            let (product_title, product_slug) = parents.get(&product_id)?;
            let named = Named {
                product_title: product_title.clone(),
                variety_title: title,
                // As `pages::catalogue_urls::variety_path` writes it.
                path: format!("/products/{product_slug}/{slug}"),
            };
            Some((id, named))
        })
        .collect())
}

/// A supplier's insights: its totals and days, and a page of its offers.
pub async fn supplier<C: ConnectionTrait>(
    db: &C,
    vendor_id: &str,
    range: &Range,
    paging: Paging,
) -> Result<SupplierInsights, foundation::error::Error> {
    let (totals, series) =
        totals_and_days(db, Views::Supplier(vendor_id), Enquiries::Supplier(vendor_id), range).await?;
    let mine = vendor_listings::Entity::find().filter(vendor_listings::Column::VendorId.eq(vendor_id));
    let (rows, page) = paging.fetch(db, mine, vendor_listings::Column::CreatedAt, vendor_listings::Column::Id).await?;
    let listing_ids: Vec<String> = rows.iter().map(|l| l.id.clone()).collect();
    let mut variety_ids: Vec<String> = rows.iter().map(|l| l.variety_id.clone()).collect();
    variety_ids.sort();
    variety_ids.dedup();
    let viewed = figures::views(db, Views::Varieties(&variety_ids), range).await?;
    let mut asked = figures::enquiries(db, Enquiries::Offers(&listing_ids), range).await?;
    let named = names(db, &variety_ids).await?;
    let listings = rows
        .into_iter()
        .map(|l| {
            let views = viewed.get(&l.variety_id).copied().unwrap_or(0);
            // A supplier may list one variety twice: the names are cloned, not taken.
            let (product_title, variety_title, path) = match named.get(&l.variety_id) {
                Some(n) => (n.product_title.clone(), n.variety_title.clone(), n.path.clone()),
                None => Default::default(),
            };
            OfferInsight {
                figures: InsightFigures::of(views, asked.remove(&l.id).unwrap_or_default()),
                _id: l.id,
                product_title,
                variety_title,
                path,
                is_active: l.is_active,
            }
        })
        .collect();
    Ok(SupplierInsights {
        range: range.into(),
        totals,
        series,
        listings,
        page: page.page,
        page_size: page.page_size,
        total: page.total,
        negotiation: crate::enquiries::thread::win_loss::of_supplier(db, vendor_id, range.start(), range.end()).await?,
        orders: super::orders::of_supplier(db, vendor_id, range).await?,
    })
}

/// The site's insights: totals and days over everything, and a page of the varieties by
/// views.
pub async fn site<C: ConnectionTrait>(db: &C, range: &Range, paging: Paging) -> Result<SiteInsights, DbErr> {
    let (totals, series) = totals_and_days(db, Views::Site, Enquiries::Site, range).await?;
    let (top, total) = figures::top_varieties(db, range, paging.page_size, paging.offset()).await?;
    let ids: Vec<String> = top.iter().map(|(id, _)| id.clone()).collect();
    let mut asked = figures::enquiries(db, Enquiries::Varieties(&ids), range).await?;
    let mut named = names(db, &ids).await?;
    let varieties = top
        .into_iter()
        .filter_map(|(id, views)| {
            // A variety deleted since keeps no rows; one deleted this instant is left out.
            let n = named.remove(&id)?;
            Some(VarietyInsight {
                figures: InsightFigures::of(views, asked.remove(&id).unwrap_or_default()),
                _id: id,
                product_title: n.product_title,
                variety_title: n.variety_title,
                path: n.path,
            })
        })
        .collect();
    Ok(SiteInsights {
        range: range.into(),
        totals,
        series,
        varieties,
        page: paging.page,
        page_size: paging.page_size,
        total,
        orders: super::orders::of_site(db, range).await?,
    })
}
