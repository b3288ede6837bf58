//! The supplier portal's server side: registration with KYC documents and the supplier's
//! own offers (its enquiry inbox is `enquiries::supplier_inbox`).

pub mod documents;
pub mod offer_input;
pub mod offers;
pub mod registration;
pub mod registration_change;
pub mod review;
pub mod verification;

use sea_orm::{ConnectionTrait, EntityTrait};

use crate::auth::identity::{BLOCKED, SIGN_IN_REQUIRED};
use foundation::entities::vendors;
use foundation::error::Error;

pub const NOT_VERIFIED: &str = "Your registration is under review. You'll be notified once your account is approved";

/// The signed-in supplier, if it may trade: verified, not blocked, active.
pub async fn trading_supplier<C: ConnectionTrait>(db: &C, id: &str) -> Result<vendors::Model, Error> {
    let vendor = vendors::Entity::find_by_id(id.to_owned())
        .one(db)
        .await?
        .ok_or_else(|| Error::Unauthenticated(SIGN_IN_REQUIRED.into()))?;
    if vendor.is_blocked {
        return Err(Error::Forbidden(BLOCKED.into()));
    }
    if !vendor.is_verified || !vendor.is_active {
        return Err(Error::Forbidden(NOT_VERIFIED.into()));
    }
    Ok(vendor)
}
