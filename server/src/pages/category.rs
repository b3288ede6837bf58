//! `/products/{category}`: one product with its varieties and technical specifications.

use sea_orm::DatabaseConnection;
use serde::Serialize;
use utoipa::ToSchema;

use super::catalogue_urls::{self, category_path, Lookup};
use super::router::Outcome;
use super::structured_data::{self, OfferPoint, ProductData};
use super::text::{first_filled, summary};
use super::{not_found, Meta, PageData, PageName, PageProps, SiteProps};
use crate::error::ApiResult;
use domain::catalogue::offers;
use domain::catalogue::products::{Product, Specification, Variety};

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CategoryProduct {
    #[serde(rename = "_id")]
    _id: String,
    title: String,
    slug: String,
    category: String,
    category_slug: String,
    tag: Option<String>,
    description: String,
    details: String,
    image: Option<String>,
    features: Vec<String>,
    specifications: Vec<Specification>,
    varieties: Vec<VarietyCard>,
}

impl CategoryProduct {
    /// The product and its varieties, as the cache's topics name them.
    pub fn ids(&self) -> (&str, impl Iterator<Item = &str>) {
        (&self._id, self.varieties.iter().map(|v| v._id.as_str()))
    }
}

/// A variety as its card shows it; the variety page has the rest.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct VarietyCard {
    #[serde(rename = "_id")]
    _id: String,
    title: String,
    slug: String,
    description: Option<String>,
    variety_image: Option<String>,
    origin: Option<String>,
}

impl From<Variety> for VarietyCard {
    fn from(v: Variety) -> Self {
        Self {
            _id: v._id,
            title: v.title,
            slug: v.slug,
            description: v.description,
            variety_image: v.variety_image,
            origin: v.origin,
        }
    }
}

pub async fn load(db: &DatabaseConnection, site: SiteProps, segment: &str) -> ApiResult<Outcome> {
    let product = match catalogue_urls::category(db, segment).await? {
        Lookup::Found(product) => product,
        Lookup::Moved(to) => return Ok(Outcome::Redirect { location: to, permanent: true }),
        Lookup::Missing => return Ok(Outcome::Page(not_found::product(site, &format!("/products/{segment}")))),
    };
    let offers = offers::public_for_product(db, &product._id).await?;
    let points: Vec<OfferPoint> = offers.iter().map(|l| OfferPoint::of(l.price, l.unit, &l.figures)).collect();
    let path = category_path(&product.category_slug);
    let description = summary(first_filled([product.description.as_str(), product.details.as_str()]), 160);
    let mut meta =
        Meta::new(format!("{} ({}) | Tradehub", product.title, product.category), description.clone(), path.clone());
    meta.json_ld = Some(structured_data::product(&ProductData {
        name: &product.title,
        description: &description,
        category: &product.category,
        image: product.image.as_deref(),
        path: &path,
        offers: &points,
    }));
    // The Download Brochure button offers the site brochure (footer), when there is one.
    let brochure = site.footer.brochure.clone();
    Ok(Outcome::Page(PageProps {
        page: PageName::Category,
        status: 200,
        meta,
        site,
        data: PageData::Category(super::page_data::CategoryData {
            product: CategoryProduct::from(product),
            offer_count: points.len(),
            brochure,
        }),
    }))
}

impl From<Product> for CategoryProduct {
    fn from(p: Product) -> Self {
        Self {
            _id: p._id,
            title: p.title,
            slug: p.slug,
            category: p.category,
            category_slug: p.category_slug,
            tag: p.tag,
            description: p.description,
            details: p.details,
            image: p.image,
            features: p.features,
            specifications: p.specifications,
            varieties: p.varieties.into_iter().map(VarietyCard::from).collect(),
        }
    }
}
