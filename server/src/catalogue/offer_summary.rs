//! Each product's offers in one line, for its card: how many and from what price.

use std::collections::{HashMap, HashSet};

use rust_decimal::Decimal;
use sea_orm::{ColumnTrait, ConnectionTrait, DbErr, EntityTrait, QueryFilter, QueryOrder};

use super::money::paise_to_rupees;
use crate::entities::{vendor_listings, vendors};

#[derive(Debug, Clone, PartialEq)]
pub struct OfferSummary {
    pub count: usize,
    /// The cheapest offer's price and its unit (offers in other units are not converted).
    pub from_price: Decimal,
    pub from_unit: String,
}

/// Active listings of verified, unblocked, active suppliers, summed up per product id
/// (two queries for the whole catalogue).
pub async fn by_product<C: ConnectionTrait>(db: &C) -> Result<HashMap<String, OfferSummary>, DbErr> {
    let listed: HashSet<String> = vendors::Entity::find()
        .filter(vendors::Column::IsVerified.eq(true))
        .filter(vendors::Column::IsBlocked.eq(false))
        .filter(vendors::Column::IsActive.eq(true))
        .all(db)
        .await?
        .into_iter()
        .map(|v| v.id)
        .collect();
    let rows = vendor_listings::Entity::find()
        .filter(vendor_listings::Column::IsActive.eq(true))
        .order_by_asc(vendor_listings::Column::PricePaise)
        .all(db)
        .await?;
    let mut out: HashMap<String, OfferSummary> = HashMap::new();
    for row in rows.into_iter().filter(|r| listed.contains(&r.vendor_id)) {
        // Rows come cheapest first: the first one seen of a product sets its "from".
        out.entry(row.product_id)
            .and_modify(|s| s.count += 1)
            .or_insert(OfferSummary { count: 1, from_price: paise_to_rupees(row.price_paise), from_unit: row.unit });
    }
    Ok(out)
}
