//! A product as a card shows it (the /products grid, 'You May Also Like'): no varieties,
//! no specifications, so the embedded page data stays small.

use serde::Serialize;
use utoipa::ToSchema;

use domain::catalogue::browse::ListedProduct;
use domain::catalogue::products::Product;

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProductCard {
    #[serde(rename = "_id")]
    pub _id: String,
    pub title: String,
    pub category: String,
    pub category_slug: String,
    pub description: String,
    pub image: Option<String>,
}

impl From<Product> for ProductCard {
    fn from(p: Product) -> Self {
        Self {
            _id: p._id,
            title: p.title,
            category: p.category,
            category_slug: p.category_slug,
            description: p.description,
            image: p.image,
        }
    }
}

impl From<ListedProduct> for ProductCard {
    fn from(p: ListedProduct) -> Self {
        Self {
            _id: p.id,
            title: p.title,
            category: p.category,
            category_slug: p.category_slug,
            description: p.description,
            image: p.image,
        }
    }
}
