//! The shapes of a product's page (`/products/{category}`): the product and its varieties' cards.

use serde::Serialize;
use utoipa::ToSchema;

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
