//! Suppliers' offers of a product variety, as buyers see them.

use std::collections::HashMap;

use chrono::Datelike;
use rust_decimal::Decimal;
use sea_orm::{ColumnTrait, ConnectionTrait, DbErr, EntityTrait, QueryFilter, QueryOrder};
use serde::Serialize;
use utoipa::ToSchema;

use super::products::{self, Variety};
use crate::trade::figures::OfferFigures;
use crate::validation::paise_to_rupees;
use foundation::entities::codes::ComparableUnit;
use foundation::entities::{vendor_listings, vendors};

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CatalogueOffer {
    #[serde(rename = "_id")]
    pub _id: String,
    pub product: ListedProduct,
    pub vendor: OfferSupplier,
    pub variety_id: String,
    /// Rupees, exact to the paisa.
    #[serde(with = "rust_decimal::serde::float")]
    #[schema(value_type = f64)]
    pub price: Decimal,
    pub unit: foundation::entities::codes::Unit,
    pub location: String,
    pub quantity_available: f64,
    /// The smallest order taken, in `unit`; none when any quantity goes.
    pub min_order: Option<f64>,
    pub notes: Option<String>,
    pub is_active: bool,
    #[serde(flatten)]
    pub figures: OfferFigures,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct ListedProduct {
    #[serde(rename = "_id")]
    pub _id: String,
    pub title: String,
    pub image: Option<String>,
    pub details: String,
    pub varieties: Vec<Variety>,
}

/// The supplier as buyers see it: no contact details, enquiries go through the site.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OfferSupplier {
    #[serde(rename = "_id")]
    pub _id: String,
    pub name: String,
    pub location: String,
    /// Verified by an admin (only verified suppliers' offers are listed).
    pub is_verified: bool,
    /// The year the supplier joined.
    pub member_since: i32,
    /// Enquiries to this supplier answered (a reply or a status other than pending) in
    /// the last 90 days.
    pub answered_enquiries: u64,
}

/// Active offers of a product by verified, unblocked, active suppliers, cheapest per
/// comparable unit first (offers whose pack content is unknown last).
pub async fn public_for_product<C: ConnectionTrait>(db: &C, product_id: &str) -> Result<Vec<CatalogueOffer>, DbErr> {
    let Some(product) = products::by_ids(db, &[product_id.to_owned()]).await?.into_iter().next() else {
        return Ok(Vec::new());
    };
    let rows = vendor_listings::Entity::find()
        .filter(vendor_listings::Column::ProductId.eq(product_id))
        .filter(vendor_listings::Column::IsActive.eq(true))
        .order_by_asc(vendor_listings::Column::ComparablePaise)
        .order_by_asc(vendor_listings::Column::CreatedAt)
        .all(db)
        .await?;
    assemble(db, product, unknown_last(rows)).await
}

/// Active offers of one variety by verified, unblocked, active suppliers, in the order of
/// their price per comparable unit (`dearest_first` or not), read through the
/// (variety, comparable price) index; offers whose pack content is unknown come last.
pub async fn public_for_variety<C: ConnectionTrait>(
    db: &C,
    product_id: &str,
    variety_id: &str,
    dearest_first: bool,
) -> Result<Vec<CatalogueOffer>, DbErr> {
    let Some(product) = products::by_ids(db, &[product_id.to_owned()]).await?.into_iter().next() else {
        return Ok(Vec::new());
    };
    let query = vendor_listings::Entity::find()
        .filter(vendor_listings::Column::VarietyId.eq(variety_id))
        .filter(vendor_listings::Column::IsActive.eq(true));
    let rows = if dearest_first {
        // Descending, the unknown (NULL) figures already come last on both databases.
        query.order_by_desc(vendor_listings::Column::ComparablePaise).order_by_desc(vendor_listings::Column::CreatedAt)
    } else {
        query.order_by_asc(vendor_listings::Column::ComparablePaise).order_by_asc(vendor_listings::Column::CreatedAt)
    }
    .all(db)
    .await?;
    let rows = if dearest_first { rows } else { unknown_last(rows) };
    assemble(db, product, rows).await
}

/// Both databases sort NULL first when ascending: those rows move to the end, in order.
fn unknown_last(rows: Vec<vendor_listings::Model>) -> Vec<vendor_listings::Model> {
    let (known, unknown): (Vec<_>, Vec<_>) = rows.into_iter().partition(|l| l.comparable_paise.is_some());
    known.into_iter().chain(unknown).collect()
}

/// The rows of verified, unblocked, active suppliers, as buyers see them: one query for
/// the suppliers and one for their answered enquiries.
async fn assemble<C: ConnectionTrait>(
    db: &C,
    product: products::Product,
    rows: Vec<vendor_listings::Model>,
) -> Result<Vec<CatalogueOffer>, DbErr> {
    let vendor_ids: Vec<String> = rows.iter().map(|l| l.vendor_id.clone()).collect();
    let vendors: HashMap<String, vendors::Model> = vendors::Entity::find()
        .filter(vendors::Column::Id.is_in(vendor_ids))
        .filter(vendors::Column::IsVerified.eq(true))
        .filter(vendors::Column::IsBlocked.eq(false))
        .filter(vendors::Column::IsActive.eq(true))
        .all(db)
        .await?
        .into_iter()
        .map(|v| (v.id.clone(), v))
        .collect();
    let verified_ids: Vec<String> = vendors.keys().cloned().collect();
    let answered = super::supplier_trust::answered_enquiries(db, &verified_ids).await?;
    let units: HashMap<String, ComparableUnit> =
        product.varieties.iter().map(|v| (v._id.clone(), v.comparable_unit)).collect();
    let listed = ListedProduct {
        _id: product._id,
        title: product.title,
        image: product.image,
        details: product.details,
        varieties: product.varieties,
    };
    Ok(rows
        .into_iter()
        .filter_map(|l| {
            let vendor = vendors.get(&l.vendor_id)?;
            let figures = OfferFigures::of(&l, units.get(&l.variety_id).copied().unwrap_or(ComparableUnit::Kg));
            Some(CatalogueOffer {
                _id: l.id,
                product: listed.clone(),
                vendor: OfferSupplier {
                    _id: vendor.id.clone(),
                    name: vendor.name.clone(),
                    location: l.location.clone(),
                    is_verified: vendor.is_verified,
                    member_since: vendor.created_at.year(),
                    answered_enquiries: answered.get(&vendor.id).copied().unwrap_or(0),
                },
                variety_id: l.variety_id,
                price: paise_to_rupees(l.price_paise),
                unit: l.unit,
                location: l.location,
                quantity_available: l.quantity_available,
                min_order: l.min_order,
                notes: l.notes,
                is_active: l.is_active,
                figures,
            })
        })
        .collect())
}
