//! A supplier's own offers. Every write goes through [`ContentWrite`] naming the variety
//! and product pages it changes and the catalogue (offer counts), so they show it at once.

use std::collections::HashMap;

use chrono::SecondsFormat;
use rust_decimal::Decimal;
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder, Set,
};
use serde::Serialize;
use utoipa::ToSchema;

use super::offer_input::{CheckedOffer, OfferInput};
use crate::admin_activity::{self, Activity, AdminActor};
use crate::catalogue::offer_topics::of_offers as topics;
use crate::content_write::ContentWrite;
use crate::content_write::DomainContext;
use crate::trade::comparable::{offer_figures, PackContent};
use crate::trade::figures::OfferFigures;
use crate::validation::paise_to_rupees;
use foundation::entities::codes::Incoterm;
use foundation::entities::{products, varieties, vendor_listings};
use foundation::error::Error;

pub const NOT_FOUND: &str = "Listing not found";
pub const NOT_YOURS: &str = "You can only change your own listings";
/// A supplier's catalogue is a few hundred offers at most; the cap keeps one account from
/// filling the public pages (and the database) with copies.
pub const MAX_OFFERS: u64 = 500;

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct Named {
    #[serde(rename = "_id")]
    pub _id: String,
    pub title: String,
}

/// An offer as its supplier (and an admin) sees it.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SupplierOffer {
    #[serde(rename = "_id")]
    pub _id: String,
    pub vendor_id: String,
    pub product: Named,
    pub variety: Named,
    pub variety_id: String,
    /// Rupees, exact to the paisa.
    #[serde(with = "rust_decimal::serde::float")]
    #[schema(value_type = f64)]
    pub price: Decimal,
    pub unit: foundation::entities::codes::Unit,
    pub location: String,
    pub quantity_available: f64,
    /// The smallest order taken, in `unit`.
    pub min_order: Option<f64>,
    pub notes: Option<String>,
    pub is_active: bool,
    pub created_at: String,
    pub updated_at: String,
    #[serde(flatten)]
    pub figures: OfferFigures,
}

/// The product must exist and the variety must be one of its own; the variety decides
/// what the offer is compared per.
async fn check_catalogue<C: ConnectionTrait>(db: &C, listing: &CheckedOffer) -> Result<varieties::Model, Error> {
    if products::Entity::find_by_id(listing.product_id.clone()).one(db).await?.is_none() {
        return Err(Error::Refused("Product not found".into()));
    }
    match varieties::Entity::find_by_id(listing.variety_id.clone()).one(db).await? {
        Some(v) if v.product_id == listing.product_id => Ok(v),
        Some(_) => Err(Error::Refused("The variety does not belong to this product".into())),
        None => Err(Error::Refused("Variety not found".into())),
    }
}

pub async fn of_supplier<C: ConnectionTrait>(db: &C, vendor_id: &str) -> Result<Vec<SupplierOffer>, Error> {
    let rows = vendor_listings::Entity::find()
        .filter(vendor_listings::Column::VendorId.eq(vendor_id))
        .order_by_desc(vendor_listings::Column::CreatedAt)
        .order_by_asc(vendor_listings::Column::Id)
        .all(db)
        .await?;
    let product_ids: Vec<String> = rows.iter().map(|r| r.product_id.clone()).collect();
    let variety_ids: Vec<String> = rows.iter().map(|r| r.variety_id.clone()).collect();
    let products: HashMap<String, String> = products::Entity::find()
        .filter(products::Column::Id.is_in(product_ids))
        .all(db)
        .await?
        .into_iter()
        .map(|p| (p.id, p.title))
        .collect();
    let varieties: HashMap<String, varieties::Model> = varieties::Entity::find()
        .filter(varieties::Column::Id.is_in(variety_ids))
        .all(db)
        .await?
        .into_iter()
        .map(|v| (v.id.clone(), v))
        .collect();
    Ok(rows
        .into_iter()
        .map(|r| {
            let product =
                Named { _id: r.product_id.clone(), title: products.get(&r.product_id).cloned().unwrap_or_default() };
            let kind = varieties.get(&r.variety_id);
            let figures = OfferFigures::of_variety(&r, kind);
            let variety = Named { _id: r.variety_id.clone(), title: kind.map(|v| v.title.clone()).unwrap_or_default() };
            view(r, product, variety, figures)
        })
        .collect())
}

fn view(r: vendor_listings::Model, product: Named, variety: Named, figures: OfferFigures) -> SupplierOffer {
    SupplierOffer {
        _id: r.id,
        vendor_id: r.vendor_id,
        product,
        variety,
        variety_id: r.variety_id,
        price: paise_to_rupees(r.price_paise),
        unit: r.unit,
        location: r.location,
        quantity_available: r.quantity_available,
        min_order: r.min_order,
        notes: r.notes,
        is_active: r.is_active,
        created_at: r.created_at.to_rfc3339_opts(SecondsFormat::Secs, true),
        updated_at: r.updated_at.to_rfc3339_opts(SecondsFormat::Secs, true),
        figures,
    }
}

pub async fn add(state: &DomainContext, vendor_id: &str, input: &OfferInput) -> Result<String, Error> {
    let listing = input.validate()?;
    let write = ContentWrite::begin(state).await?;
    // The supplier's row lock comes first: a read before it would fix MySQL's snapshot
    // (stale counts) and leave SQLite a read lock it cannot upgrade (busy). Counted under
    // the lock, parallel adds cannot pass the cap together.
    foundation::caps::lock_owner(write.txn(), "vendors", vendor_id).await?;
    let variety = check_catalogue(write.txn(), &listing).await?;
    let (pack_content, comparable) = offer_figures(listing.price_paise, listing.unit, listing.pack_content, &variety)?;
    let count = vendor_listings::Entity::find()
        .filter(vendor_listings::Column::VendorId.eq(vendor_id))
        .count(write.txn())
        .await?;
    if count >= MAX_OFFERS {
        return Err(Error::Conflict(format!("At most {MAX_OFFERS} listings can be kept; remove one first")));
    }
    let row = vendor_listings::ActiveModel {
        vendor_id: Set(vendor_id.to_owned()),
        product_id: Set(listing.product_id),
        variety_id: Set(listing.variety_id),
        price_paise: Set(listing.price_paise),
        unit: Set(listing.unit),
        location: Set(listing.location),
        quantity_available: Set(listing.quantity_available),
        min_order: Set(listing.min_order),
        notes: Set(listing.notes),
        is_active: Set(true),
        pack_content_milli: Set(pack_content),
        comparable_paise: Set(comparable),
        incoterm: Set(listing.incoterm.unwrap_or(Incoterm::Exw)),
        named_place: Set(listing.named_place),
        ..Default::default()
    }
    .insert(write.txn())
    .await?;
    write.commit(&topics(&[&row])).await?;
    Ok(row.id)
}

/// The offer, if `vendor_id` owns it (`None` for an admin: any offer).
async fn owned<C: ConnectionTrait>(db: &C, id: &str, vendor_id: Option<&str>) -> Result<vendor_listings::Model, Error> {
    let row = vendor_listings::Entity::find_by_id(id.to_owned())
        .one(db)
        .await?
        .ok_or_else(|| Error::NotFound(NOT_FOUND.into()))?;
    match vendor_id {
        Some(me) if row.vendor_id != me => Err(Error::Forbidden(NOT_YOURS.into())),
        _ => Ok(row),
    }
}

pub async fn update(state: &DomainContext, vendor_id: &str, id: &str, input: &OfferInput) -> Result<(), Error> {
    let listing = input.validate()?;
    let write = ContentWrite::begin(state).await?;
    let before = owned(write.txn(), id, Some(vendor_id)).await?;
    let variety = check_catalogue(write.txn(), &listing).await?;
    // An edit that leaves the unit as it was keeps the content it stated, unless it sends
    // another: the spec's edit form has no such field.
    let kept =
        (listing.unit == before.unit).then_some(before.pack_content_milli).flatten().map(PackContent::from_milli);
    let stated = listing.pack_content.or(kept);
    let (pack_content, comparable) = offer_figures(listing.price_paise, listing.unit, stated, &variety)?;
    let mut row: vendor_listings::ActiveModel = before.clone().into();
    row.product_id = Set(listing.product_id);
    row.variety_id = Set(listing.variety_id);
    row.price_paise = Set(listing.price_paise);
    row.unit = Set(listing.unit);
    row.location = Set(listing.location);
    row.quantity_available = Set(listing.quantity_available);
    row.min_order = Set(listing.min_order);
    row.notes = Set(listing.notes);
    row.pack_content_milli = Set(pack_content);
    row.comparable_paise = Set(comparable);
    row.incoterm = Set(listing.incoterm.unwrap_or(Incoterm::Exw));
    row.named_place = Set(listing.named_place);
    let after = row.update(write.txn()).await?;
    write.commit(&topics(&[&before, &after])).await?;
    Ok(())
}

/// Deletes an offer of `vendor_id`, or any offer for an admin (`vendor_id` `None`, with
/// the admin's `actor`, whose record of the delete is written in the same transaction).
pub async fn delete(
    state: &DomainContext,
    vendor_id: Option<&str>,
    actor: Option<&AdminActor>,
    id: &str,
) -> Result<(), Error> {
    let write = ContentWrite::begin(state).await?;
    let row = owned(write.txn(), id, vendor_id).await?;
    vendor_listings::Entity::delete_by_id(row.id.clone()).exec(write.txn()).await?;
    if let Some(actor) = actor {
        let activity = Activity {
            action: "listing.delete",
            entity: "listing",
            record_id: Some(id),
            summary: Some(format!("listing of supplier {}", row.vendor_id)),
        };
        admin_activity::record(write.txn(), actor, activity).await?;
    }
    write.commit(&topics(&[&row])).await?;
    Ok(())
}
