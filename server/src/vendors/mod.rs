//! The supplier portal's server side: registration with KYC documents, the supplier's
//! own listings, and its enquiry inbox.

pub mod documents;
pub mod inbox;
pub mod listing_input;
pub mod listings;
pub mod registration;
pub mod registration_change;
pub mod review;
pub mod verification;

use sea_orm::{ConnectionTrait, EntityTrait};

use crate::auth::identity::{BLOCKED, SIGN_IN_REQUIRED};
use crate::entities::vendors;
use crate::error::ApiError;

pub const NOT_VERIFIED: &str = "Your registration is under review. You'll be notified once your account is approved";

/// The signed-in supplier, if it may trade: verified, not blocked, active.
pub async fn trading_supplier<C: ConnectionTrait>(db: &C, id: &str) -> Result<vendors::Model, ApiError> {
    let vendor = vendors::Entity::find_by_id(id.to_owned())
        .one(db)
        .await?
        .ok_or_else(|| ApiError::Unauthorized(SIGN_IN_REQUIRED.into()))?;
    if vendor.is_blocked {
        return Err(ApiError::Forbidden(BLOCKED.into()));
    }
    if !vendor.is_verified || !vendor.is_active {
        return Err(ApiError::Forbidden(NOT_VERIFIED.into()));
    }
    Ok(vendor)
}

/// The supplier making a call that an admin may also make: `None` for an admin. Without
/// an admin, the supplier's own refusal (signed out, blocked) is the answer, not a
/// generic sign-in prompt.
pub fn supplier_unless_admin(
    vendor: Result<crate::auth::VendorId, ApiError>,
    admin: &Option<crate::auth::AdminId>,
) -> Result<Option<String>, ApiError> {
    if admin.is_some() {
        return Ok(None);
    }
    vendor.map(|v| Some(v.0))
}
