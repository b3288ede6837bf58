//! `/products`: every product as a card.

use sea_orm::{DatabaseConnection, EntityTrait, QueryOrder};
use super::page_data::ProductsData;

use super::product_card::ProductCard;
use super::{Meta, PageData, PageName, PageProps, SiteProps};
use crate::entities::products;
use crate::error::ApiResult;

pub async fn load(db: &DatabaseConnection, site: SiteProps) -> ApiResult<PageProps> {
    let cards = cards(db).await?;
    Ok(PageProps {
        page: PageName::Products,
        status: 200,
        meta: Meta::new(
            "Our Products | Tradehub",
            "Fresh fruits, spices and textiles from verified Indian suppliers: browse every product and its varieties, compare offers and send an enquiry.",
            "/products",
        ),
        site,
        data: PageData::Products(ProductsData { products: cards }),
    })
}

/// Every product as a card, in catalogue order: one query, no details.
pub async fn cards(db: &DatabaseConnection) -> ApiResult<Vec<ProductCard>> {
    let rows = products::Entity::find().order_by_asc(products::Column::Position).all(db).await?;
    Ok(rows.into_iter().map(ProductCard::from).collect())
}
