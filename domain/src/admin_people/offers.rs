//! Every supplier's offers as the admin sees them (Supplier Products), and the admin's
//! Active / Inactive switch: an inactive offer leaves the public pages.

use crate::trade::figures::OfferFigures;
use foundation::entities::codes::ComparableUnit;
use std::collections::HashMap;

use chrono::SecondsFormat;
use rust_decimal::Decimal;
use sea_orm::{ActiveModelTrait, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, Set};
use serde::Deserialize;
use serde::Serialize;
use utoipa::{IntoParams, ToSchema};

use super::paging::FlagFilter;
use crate::admin_activity::{self, Activity, AdminActor};
use crate::catalogue::offer_topics::of_offers as topics;
use crate::catalogue::products::{self, Variety};
use crate::content_write::ContentWrite;
use crate::content_write::DomainContext;
use crate::suppliers::offers::NOT_FOUND;
use crate::validation::paise_to_rupees;
use foundation::entities::{vendor_listings, vendors};
use foundation::error::Error;
use foundation::paging::{PageInfo, Paging};

#[derive(Debug, Default, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct OfferFilters {
    /// all (default), yes (active only) or no (inactive only).
    pub active: Option<FlagFilter>,
    pub page: Option<u64>,
    /// 1 to 100 (default 20).
    pub page_size: Option<u64>,
    /// The `next` of the page before: the page after that row (instead of `page`).
    pub after: Option<String>,
}

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OfferStatusInput {
    pub is_active: Option<bool>,
}

/// The listed product with what the details dialog shows of it.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct AdminOfferProduct {
    #[serde(rename = "_id")]
    pub _id: String,
    pub title: String,
    pub image: Option<String>,
    pub details: String,
    pub varieties: Vec<Variety>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct AdminOfferSupplier {
    #[serde(rename = "_id")]
    pub _id: String,
    pub name: String,
    pub email: String,
}

/// One row of Supplier Products.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AdminOfferRow {
    #[serde(rename = "_id")]
    pub _id: String,
    pub product: AdminOfferProduct,
    pub vendor: AdminOfferSupplier,
    pub variety_id: String,
    /// Rupees, exact to the paisa.
    #[serde(with = "rust_decimal::serde::float")]
    #[schema(value_type = f64)]
    pub price: Decimal,
    pub unit: foundation::entities::codes::Unit,
    pub location: String,
    pub quantity_available: f64,
    pub notes: Option<String>,
    pub is_active: bool,
    /// ISO 8601.
    pub created_at: String,
    #[serde(flatten)]
    pub figures: OfferFigures,
}

/// The rows with their products and suppliers: three queries, whatever the page size.
async fn assemble<C: ConnectionTrait>(db: &C, rows: Vec<vendor_listings::Model>) -> Result<Vec<AdminOfferRow>, Error> {
    let mut product_ids: Vec<String> = rows.iter().map(|r| r.product_id.clone()).collect();
    product_ids.sort_unstable();
    product_ids.dedup();
    let vendor_ids: Vec<String> = rows.iter().map(|r| r.vendor_id.clone()).collect();
    let products: HashMap<String, products::Product> =
        products::by_ids(db, &product_ids).await?.into_iter().map(|p| (p._id.clone(), p)).collect();
    let vendors: HashMap<String, vendors::Model> = if vendor_ids.is_empty() {
        HashMap::new()
    } else {
        vendors::Entity::find()
            .filter(vendors::Column::Id.is_in(vendor_ids))
            .all(db)
            .await?
            .into_iter()
            .map(|v| (v.id.clone(), v))
            .collect()
    };
    Ok(rows
        .into_iter()
        .map(|r| {
            let product = match products.get(&r.product_id) {
                Some(p) => AdminOfferProduct {
                    _id: p._id.clone(),
                    title: p.title.clone(),
                    image: p.image.clone(),
                    details: p.details.clone(),
                    varieties: p.varieties.clone(),
                },
                None => AdminOfferProduct {
                    _id: r.product_id.clone(),
                    title: String::new(),
                    image: None,
                    details: String::new(),
                    varieties: Vec::new(),
                },
            };
            let vendor = vendors.get(&r.vendor_id);
            let unit = product.varieties.iter().find(|v| v._id == r.variety_id).map(|v| v.comparable_unit);
            let figures = OfferFigures::of(&r, unit.unwrap_or(ComparableUnit::Kg));
            AdminOfferRow {
                _id: r.id,
                product,
                vendor: AdminOfferSupplier {
                    _id: r.vendor_id.clone(),
                    name: vendor.map(|v| v.name.clone()).unwrap_or_default(),
                    email: vendor.map(|v| v.email.clone()).unwrap_or_default(),
                },
                variety_id: r.variety_id,
                price: paise_to_rupees(r.price_paise),
                unit: r.unit,
                location: r.location,
                quantity_available: r.quantity_available,
                notes: r.notes,
                is_active: r.is_active,
                created_at: r.created_at.to_rfc3339_opts(SecondsFormat::Secs, true),
                figures,
            }
        })
        .collect())
}

pub async fn list<C: ConnectionTrait>(db: &C, filters: &OfferFilters) -> Result<(Vec<AdminOfferRow>, PageInfo), Error> {
    let paging = Paging::parse(filters.page, filters.page_size)?.with_after(filters.after.as_deref())?;
    let mut query = vendor_listings::Entity::find();
    // Unfiltered, the list is the index of every offer in its order.
    let mut index = Some(vendor_listings::NEWEST_INDEX);
    if let Some(wanted) = filters.active.and_then(|f| f.wanted()) {
        index = None;
        query = query.filter(vendor_listings::Column::IsActive.eq(wanted));
    }
    let (rows, page) =
        paging.fetch_through(db, query, vendor_listings::Column::CreatedAt, vendor_listings::Column::Id, index).await?;
    Ok((assemble(db, rows).await?, page))
}

pub const STATUS_REQUIRED: &str = "isActive must be true or false";

/// Switches an offer on or off the public pages.
pub async fn set_active(
    state: &DomainContext,
    actor: &AdminActor,
    id: &str,
    input: &OfferStatusInput,
) -> Result<AdminOfferRow, Error> {
    let is_active = input.is_active.ok_or_else(|| Error::Refused(STATUS_REQUIRED.into()))?;
    let write = ContentWrite::begin(state).await?;
    let before = vendor_listings::Entity::find_by_id(id.to_owned())
        .one(write.txn())
        .await?
        .ok_or_else(|| Error::NotFound(NOT_FOUND.into()))?;
    let mut row: vendor_listings::ActiveModel = before.clone().into();
    row.is_active = Set(is_active);
    let after = row.update(write.txn()).await?;
    let verb = if is_active { "activate" } else { "deactivate" };
    admin_activity::record(
        write.txn(),
        actor,
        Activity {
            action: &format!("listing.{verb}"),
            entity: "listing",
            record_id: Some(id),
            summary: Some(format!("{verb}d")),
        },
    )
    .await?;
    let changed = if before.is_active != is_active { topics(&[&after]) } else { Vec::new() };
    let view = assemble(write.txn(), vec![after]).await?.remove(0);
    write.commit(&changed).await?;
    Ok(view)
}
