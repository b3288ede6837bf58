//! Each product's offers in one line, for its card: how many and from what price.

use std::collections::HashMap;

use rust_decimal::Decimal;
use sea_orm::JoinType;
use sea_orm::{ColumnTrait, ConnectionTrait, DbErr, EntityTrait, QueryFilter, QueryOrder, QuerySelect, RelationTrait};

use crate::validation::paise_to_rupees;
use foundation::entities::{varieties, vendor_listings, vendors};

#[derive(Debug, Clone, PartialEq)]
pub struct OfferSummary {
    pub count: usize,
    /// The cheapest offer per comparable unit: rupees and that unit (kg, piece, metre). An
    /// offer whose pack content is unknown counts but gives no "from" while others do.
    pub from_price: Decimal,
    pub from_unit: String,
}

/// Active offers of verified, unblocked, active suppliers, summed up for the products
/// `ids` only (the cards a page shows): one query over those products' offers, through
/// their product index. The offer's own flag is checked here, not by the statement: with
/// it there, SQLite's sampled statistics (a few hundred rows per value of a yes-or-no
/// column) made a page of products' offers look costlier than "every active offer", and it
/// walked that index instead, every active offer of the catalogue.
pub async fn for_products<C: ConnectionTrait>(db: &C, ids: &[String]) -> Result<HashMap<String, OfferSummary>, DbErr> {
    if ids.is_empty() {
        return Ok(HashMap::new());
    }
    let rows: Vec<(bool, String, Option<i64>, i64, String, String)> = vendor_listings::Entity::find()
        .select_only()
        .column(vendor_listings::Column::IsActive)
        .column(vendor_listings::Column::ProductId)
        .column(vendor_listings::Column::ComparablePaise)
        .column(vendor_listings::Column::PricePaise)
        .column(vendor_listings::Column::Unit)
        .column(varieties::Column::ComparableUnit)
        .join(JoinType::InnerJoin, vendor_listings::Relation::Vendors.def())
        .join(JoinType::InnerJoin, vendor_listings::Relation::Varieties.def())
        .filter(vendor_listings::Column::ProductId.is_in(ids.iter().cloned()))
        .filter(vendors::Column::IsVerified.eq(true))
        .filter(vendors::Column::IsBlocked.eq(false))
        .filter(vendors::Column::IsActive.eq(true))
        .order_by_asc(vendor_listings::Column::ComparablePaise)
        .order_by_asc(vendor_listings::Column::PricePaise)
        .into_tuple()
        .all(db)
        .await?;
    let mut out: HashMap<String, (OfferSummary, bool)> = HashMap::new();
    let active = rows.into_iter().filter(|row| row.0);
    for (_, product_id, comparable, price_paise, unit, comparable_unit) in active {
        let (from_price, from_unit) = match comparable {
            Some(paise) => (paise_to_rupees(paise), comparable_unit),
            None => (paise_to_rupees(price_paise), unit),
        };
        let entry = out.entry(product_id).or_insert_with(|| {
            (OfferSummary { count: 0, from_price, from_unit: from_unit.clone() }, comparable.is_some())
        });
        entry.0.count += 1;
        // Unknown figures sort first; the first known one is the cheapest like for like.
        if !entry.1 && comparable.is_some() {
            *entry = (OfferSummary { count: entry.0.count, from_price, from_unit }, true);
        }
    }
    Ok(out.into_iter().map(|(id, (summary, _))| (id, summary)).collect())
}
