//! The supplier's offer an enquiry is about, read from the database only.

use rust_decimal::Decimal;
use sea_orm::{ConnectionTrait, DbErr, EntityTrait};
use serde::Serialize;
use utoipa::ToSchema;

use crate::validation::paise_to_rupees;
use foundation::entities::{products, varieties, vendor_listings, vendors};
use foundation::error::Error;

pub const OFFER_UNAVAILABLE: &str = "This supplier's offer is no longer available";

/// An offer that buyers may enquire about, with what the enquiry copies from it.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Offer {
    pub listing_id: String,
    pub vendor_id: String,
    pub vendor_name: String,
    pub location: String,
    #[serde(with = "rust_decimal::serde::float")]
    #[schema(value_type = f64)]
    pub price: Decimal,
    #[serde(skip)]
    pub price_paise: i64,
    /// The currency of `price`: offers are priced in rupees.
    pub currency: foundation::entities::codes::Currency,
    pub unit: foundation::entities::codes::Unit,
    pub quantity_available: f64,
    pub notes: Option<String>,
    pub product_id: String,
    pub product_title: String,
    pub product_slug: String,
    pub product_image: Option<String>,
    pub variety_id: String,
    pub variety_title: String,
    pub variety_slug: String,
}

/// The offer behind `listing_id`, as a form naming it refuses an unavailable one: 400 in
/// the form's words (see [`find_open_offer`]).
pub async fn open_offer<C: ConnectionTrait>(db: &C, listing_id: &str) -> Result<Offer, Error> {
    find_open_offer(db, listing_id).await?.ok_or_else(|| Error::Refused(OFFER_UNAVAILABLE.into()))
}

/// The offer behind `listing_id`, if it is active and its supplier verified, unblocked and
/// active; `None` when it is unknown or not open. Each caller answers `None` its own way.
pub async fn find_open_offer<C: ConnectionTrait>(db: &C, listing_id: &str) -> Result<Option<Offer>, DbErr> {
    let Some(listing) = vendor_listings::Entity::find_by_id(listing_id.to_owned()).one(db).await? else {
        return Ok(None);
    };
    if !listing.is_active {
        return Ok(None);
    }
    let Some(vendor) = vendors::Entity::find_by_id(listing.vendor_id.clone()).one(db).await? else {
        return Ok(None);
    };
    if !vendor.is_verified || vendor.is_blocked || !vendor.is_active {
        return Ok(None);
    }
    let product = products::Entity::find_by_id(listing.product_id.clone()).one(db).await?;
    let variety = varieties::Entity::find_by_id(listing.variety_id.clone()).one(db).await?;
    let (Some(product), Some(variety)) = (product, variety) else {
        return Ok(None);
    };
    Ok(Some(Offer {
        listing_id: listing.id,
        vendor_id: vendor.id,
        vendor_name: vendor.name,
        location: listing.location,
        price: paise_to_rupees(listing.price_paise),
        price_paise: listing.price_paise,
        currency: foundation::entities::codes::Currency::Inr,
        unit: listing.unit,
        quantity_available: listing.quantity_available,
        notes: listing.notes,
        product_id: product.id,
        product_title: product.title,
        product_slug: product.slug,
        product_image: product.image,
        variety_id: variety.id,
        variety_title: variety.title,
        variety_slug: variety.slug,
    }))
}
