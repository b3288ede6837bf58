//! An admin's review of a supplier registration: verify (the supplier may then list) or
//! reject with a reason (the supplier reads it and may submit again).

use sea_orm::sea_query::Expr;
use sea_orm::{ColumnTrait, ConnectionTrait, DbErr, EntityTrait, QueryFilter};
use serde::Deserialize;
use utoipa::ToSchema;

use crate::admin_activity::{self, Activity, AdminActor};
use crate::content_write::ContentWrite;
use crate::content_write::DomainContext;
use crate::validation::{self, required};
use foundation::caps::lock_owner;
use foundation::entities::{defaults, vendor_registrations, vendors};
use foundation::error::Error;

pub const VERIFIED: &str = "Vendor verified successfully";
pub const REJECTED: &str = "Registration rejected";
pub const SUPPLIER_NOT_FOUND: &str = "Vendor not found";
pub const NO_REGISTRATION: &str = "This supplier has not submitted a registration";
pub const ALREADY_VERIFIED: &str = "Vendor is already verified";
pub const VERIFIED_CANNOT_BE_REJECTED: &str = "A verified registration cannot be rejected";

#[derive(Debug, Deserialize, ToSchema)]
pub struct RejectInput {
    /// Why the registration is refused; the supplier reads it on its status screen.
    pub reason: Option<String>,
}

/// The supplier a review names: `id` is the registration's `_id` (as in `update/{id}`), or
/// the supplier's id, which clients of the first API sent and may still send. Read outside
/// the review's transaction, whose first statement must be the lock; a registration never
/// changes supplier, so the answer cannot go stale.
async fn supplier_of(state: &DomainContext, id: &str) -> Result<String, Error> {
    let by_registration = vendor_registrations::Entity::find_by_id(id.to_owned()).one(&state.db).await?;
    Ok(by_registration.map_or_else(|| id.to_owned(), |registration| registration.vendor_id))
}

/// The supplier and its registration, read after locking the supplier's row (the first
/// statement of the transaction), so two reviews of one supplier run one after the other.
async fn locked(
    write: &ContentWrite<'_>,
    vendor_id: &str,
) -> Result<(vendors::Model, vendor_registrations::Model), Error> {
    lock_owner(write.txn(), "vendors", vendor_id).await?;
    let vendor = vendors::Entity::find_by_id(vendor_id.to_owned())
        .one(write.txn())
        .await?
        .ok_or_else(|| Error::NotFound(SUPPLIER_NOT_FOUND.into()))?;
    let registration = vendor_registrations::Entity::find()
        .filter(vendor_registrations::Column::VendorId.eq(vendor_id))
        .one(write.txn())
        .await?
        .ok_or_else(|| Error::NotFound(NO_REGISTRATION.into()))?;
    Ok((vendor, registration))
}

/// Verifies the registration `id` names (see [`supplier_of`]); answers the supplier's id.
pub async fn verify(state: &DomainContext, actor: &AdminActor, id: &str) -> Result<String, Error> {
    let vendor_id = supplier_of(state, id).await?;
    let write = ContentWrite::begin(state).await?;
    let (vendor, registration) = locked(&write, &vendor_id).await?;
    let vendor_id = vendor.id.as_str();
    if vendor.is_verified && registration.is_verified {
        return Err(Error::Conflict(ALREADY_VERIFIED.into()));
    }
    let now = defaults::now();
    vendors::Entity::update_many()
        .col_expr(vendors::Column::IsVerified, Expr::value(true))
        .col_expr(vendors::Column::UpdatedAt, Expr::value(now))
        .filter(vendors::Column::Id.eq(vendor_id))
        .exec(write.txn())
        .await?;
    approve_registration(write.txn(), vendor_id).await?;
    let activity = Activity {
        action: "vendorRegistration.verify",
        entity: "vendorRegistration",
        record_id: Some(vendor_id),
        summary: Some(format!("Verified {}", vendor.name)),
    };
    admin_activity::record(write.txn(), actor, activity).await?;
    crate::mail::notices::registration_verified(write.txn(), vendor_id).await?;
    let topics = crate::catalogue::offer_topics::offer_topics(write.txn(), vendor_id).await?;
    write.commit(&topics).await?;
    Ok(vendor.id)
}

/// The registration's side of verifying supplier `vendor_id`, from this review or from the
/// Vendor Management switch: verified, an earlier rejection cleared, and the changes made
/// since the last approval approved with it.
pub async fn approve_registration<C: ConnectionTrait>(txn: &C, vendor_id: &str) -> Result<(), DbErr> {
    vendor_registrations::Entity::update_many()
        .col_expr(vendor_registrations::Column::IsVerified, Expr::value(true))
        .col_expr(vendor_registrations::Column::RejectionReason, Expr::value(Option::<String>::None))
        .col_expr(vendor_registrations::Column::RejectedAt, Expr::value(Option::<chrono::DateTime<chrono::Utc>>::None))
        .col_expr(vendor_registrations::Column::PendingChanges, Expr::value(Option::<String>::None))
        .col_expr(vendor_registrations::Column::UpdatedAt, Expr::value(defaults::now()))
        .filter(vendor_registrations::Column::VendorId.eq(vendor_id))
        .exec(txn)
        .await?;
    Ok(())
}

/// Rejects the registration `id` names (see [`supplier_of`]); answers the supplier's id.
pub async fn reject(state: &DomainContext, actor: &AdminActor, id: &str, input: &RejectInput) -> Result<String, Error> {
    let mut form = validation::Form::new();
    let reason = form
        .check("reason", required(input.reason.as_deref(), "Reason", crate::validation::rules::REJECTION_REASON_MAX));
    form.finish()?;
    let reason = reason.expect("a form with no failures has its value");

    let vendor_id = supplier_of(state, id).await?;
    let write = ContentWrite::begin(state).await?;
    let (vendor, registration) = locked(&write, &vendor_id).await?;
    let vendor_id = vendor.id.as_str();
    if vendor.is_verified {
        return Err(Error::Conflict(VERIFIED_CANNOT_BE_REJECTED.into()));
    }
    let now = defaults::now();
    vendor_registrations::Entity::update_many()
        .col_expr(vendor_registrations::Column::IsVerified, Expr::value(false))
        .col_expr(vendor_registrations::Column::RejectionReason, Expr::value(reason.clone()))
        .col_expr(vendor_registrations::Column::RejectedAt, Expr::value(now))
        .col_expr(vendor_registrations::Column::UpdatedAt, Expr::value(now))
        .filter(vendor_registrations::Column::Id.eq(registration.id.as_str()))
        .exec(write.txn())
        .await?;
    let activity = Activity {
        action: "vendorRegistration.reject",
        entity: "vendorRegistration",
        record_id: Some(vendor_id),
        summary: Some(format!("Rejected {}: {reason}", vendor.name)),
    };
    admin_activity::record(write.txn(), actor, activity).await?;
    crate::mail::notices::registration_rejected(write.txn(), vendor_id, &reason).await?;
    // The supplier was and stays unverified, so its offers were and stay off the public
    // pages: the rejection changes no page, and names no topic.
    write.commit(&[]).await?;
    Ok(vendor.id)
}
