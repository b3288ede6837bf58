//! `/products/{product}/{variety}`: one variety, the suppliers that offer it, and the
//! other products. The offers are part of the server HTML; the page can refresh them
//! from `GET /api/v1/vendorProduct/product/{productId}`.

use rust_decimal::Decimal;
use sea_orm::DatabaseConnection;
use serde::Serialize;
use utoipa::ToSchema;

use super::catalogue_urls::{self, variety_path, Lookup};
use super::product_card::ProductCard;
use super::product_list;
use super::router::Outcome;
use super::structured_data::{self, OfferPoint, ProductData};
use super::text::{first_filled, summary};
use super::{not_found, Meta, PageData, PageName, PageProps, SiteProps};
use crate::error::ApiResult;
use domain::catalogue::offers::{self, CatalogueOffer, OfferSupplier};
use domain::trade::figures::OfferFigures;

/// The product a variety belongs to, as far as the page needs it.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ParentProduct {
    #[serde(rename = "_id")]
    _id: String,
    title: String,
    slug: String,
    category: String,
    category_slug: String,
    image: Option<String>,
}

impl ParentProduct {
    pub fn id(&self) -> &str {
        &self._id
    }
}

/// One supplier's offer of this variety (an offer without its copy of the product).
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct VarietySupplier {
    #[serde(rename = "_id")]
    _id: String,
    vendor: OfferSupplier,
    variety_id: String,
    #[serde(with = "rust_decimal::serde::float")]
    #[schema(value_type = f64)]
    price: Decimal,
    unit: foundation::entities::codes::Unit,
    location: String,
    quantity_available: f64,
    /// The smallest order taken, in `unit`.
    min_order: Option<f64>,
    notes: Option<String>,
    #[serde(flatten)]
    figures: OfferFigures,
}

impl From<CatalogueOffer> for VarietySupplier {
    fn from(l: CatalogueOffer) -> Self {
        Self {
            _id: l._id,
            vendor: l.vendor,
            variety_id: l.variety_id,
            price: l.price,
            unit: l.unit,
            location: l.location,
            quantity_available: l.quantity_available,
            min_order: l.min_order,
            notes: l.notes,
            figures: l.figures,
        }
    }
}

/// How the offers are ordered: links on the page (`?sort=…`) so it works without JavaScript.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, ToSchema)]
#[serde(rename_all = "kebab-case")]
pub enum OfferSort {
    /// Cheapest per comparable unit first (the plain address).
    #[default]
    Price,
    /// Dearest per comparable unit first.
    PriceDesc,
    /// Smallest minimum order first (offers without one first of all).
    MinOrder,
}

impl OfferSort {
    /// The order a query string asks for; anything else is the default.
    pub fn from_query(query: &str) -> Self {
        let sort = form_urlencoded::parse(query.as_bytes()).find(|(k, _)| k == "sort").map(|(_, v)| v.into_owned());
        match sort.as_deref() {
            Some("price-desc") => Self::PriceDesc,
            Some("min-order") => Self::MinOrder,
            _ => Self::Price,
        }
    }

    /// What the page cache keys this order by: the default shares the plain address's copy.
    pub fn cache_suffix(self) -> Option<&'static str> {
        match self {
            Self::Price => None,
            Self::PriceDesc => Some("price-desc"),
            Self::MinOrder => Some("min-order"),
        }
    }

    /// The price orders come from the database's index; the minimum order is a stable sort
    /// over the cheapest-first rows, so ties stay cheapest first.
    fn apply(self, offers: &mut [VarietySupplier]) {
        if self == Self::MinOrder {
            offers.sort_by(|a, b| a.min_order.unwrap_or(0.0).total_cmp(&b.min_order.unwrap_or(0.0)));
        }
    }
}

pub async fn load(
    db: &DatabaseConnection,
    site: SiteProps,
    product_segment: &str,
    variety_segment: &str,
    sort: OfferSort,
) -> ApiResult<Outcome> {
    let (product, variety) = match catalogue_urls::variety(db, product_segment, variety_segment).await? {
        Lookup::Found(found) => found,
        Lookup::Moved(to) => return Ok(Outcome::Redirect { location: to, permanent: true }),
        Lookup::Missing => {
            let path = format!("/products/{product_segment}/{variety_segment}");
            return Ok(Outcome::Page(not_found::product(site, &path)));
        }
    };
    let (offers, others) = tokio::try_join!(
        async {
            let dearest_first = sort == OfferSort::PriceDesc;
            Ok::<_, crate::error::ApiError>(
                offers::public_for_variety(db, &product._id, &variety._id, dearest_first).await?,
            )
        },
        async { Ok::<_, crate::error::ApiError>(product_list::related(db, &product._id).await?) },
    )?;
    let mut suppliers: Vec<VarietySupplier> = offers.into_iter().map(VarietySupplier::from).collect();
    let book = site.currency.book();
    for supplier in &mut suppliers {
        supplier.figures.convert_for(&book, site.currency.code);
    }
    sort.apply(&mut suppliers);
    let points: Vec<OfferPoint> = suppliers.iter().map(|s| OfferPoint::of(s.price, s.unit, &s.figures)).collect();
    let related: Vec<ProductCard> = others;

    let path = variety_path(&product.slug, &variety.slug);
    let description = summary(
        first_filled([
            variety.description.as_deref().unwrap_or_default(),
            product.description.as_str(),
            product.details.as_str(),
        ]),
        160,
    );
    let name = format!("{} ({})", variety.title, product.title);
    let mut meta = Meta::new(
        format!("{} – {} Suppliers & Prices | Tradehub", variety.title, product.title),
        description.clone(),
        path.clone(),
    );
    meta.json_ld = Some(structured_data::product(&ProductData {
        name: &name,
        description: &description,
        category: &product.category,
        image: variety.variety_image.as_deref().or(product.image.as_deref()),
        path: &path,
        offers: &points,
    }));
    let parent = ParentProduct {
        _id: product._id,
        title: product.title,
        slug: product.slug,
        category: product.category,
        category_slug: product.category_slug,
        image: product.image,
    };
    Ok(Outcome::Page(PageProps {
        page: PageName::Variety,
        status: 200,
        meta,
        site,
        data: PageData::Variety(super::page_data::VarietyData { product: parent, variety, suppliers, sort, related }),
    }))
}
