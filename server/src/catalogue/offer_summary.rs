//! Each product's offers in one line, for its card: how many and from what price.

use std::collections::HashMap;

use rust_decimal::Decimal;
use sea_orm::JoinType;
use sea_orm::{ColumnTrait, ConnectionTrait, DbErr, EntityTrait, QueryFilter, QueryOrder, QuerySelect, RelationTrait};

use super::money::paise_to_rupees;
use crate::entities::{vendor_listings, vendors};

#[derive(Debug, Clone, PartialEq)]
pub struct OfferSummary {
    pub count: usize,
    /// The cheapest offer's price and its unit (offers in other units are not converted).
    pub from_price: Decimal,
    pub from_unit: String,
}

/// Active listings of verified, unblocked, active suppliers, summed up for the products
/// `ids` only (the cards a page shows): one query over those products' listings, through
/// their product index.
pub async fn for_products<C: ConnectionTrait>(db: &C, ids: &[String]) -> Result<HashMap<String, OfferSummary>, DbErr> {
    if ids.is_empty() {
        return Ok(HashMap::new());
    }
    let rows: Vec<(String, i64, String)> = vendor_listings::Entity::find()
        .select_only()
        .column(vendor_listings::Column::ProductId)
        .column(vendor_listings::Column::PricePaise)
        .column(vendor_listings::Column::Unit)
        .join(JoinType::InnerJoin, vendor_listings::Relation::Vendors.def())
        .filter(vendor_listings::Column::ProductId.is_in(ids.iter().cloned()))
        .filter(vendor_listings::Column::IsActive.eq(true))
        .filter(vendors::Column::IsVerified.eq(true))
        .filter(vendors::Column::IsBlocked.eq(false))
        .filter(vendors::Column::IsActive.eq(true))
        .order_by_asc(vendor_listings::Column::PricePaise)
        .into_tuple()
        .all(db)
        .await?;
    let mut out: HashMap<String, OfferSummary> = HashMap::new();
    for (product_id, price_paise, unit) in rows {
        // Rows come cheapest first: the first one seen of a product sets its "from".
        out.entry(product_id).and_modify(|s| s.count += 1).or_insert(OfferSummary {
            count: 1,
            from_price: paise_to_rupees(price_paise),
            from_unit: unit,
        });
    }
    Ok(out)
}
