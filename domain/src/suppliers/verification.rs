//! Who may be verified: a supplier is verified only on a submitted registration that has
//! the required KYC documents (Aadhar, PAN, GST). The Verified switch of Vendor Management
//! asks this before turning on, and the list shows the same answer as the switch's reason.

use std::collections::{HashMap, HashSet};

use sea_orm::{ColumnTrait, ConnectionTrait, DbErr, EntityTrait, QueryFilter, QuerySelect};

use super::registration::REQUIRED_KINDS;
use foundation::entities::{vendor_documents, vendor_registrations};

/// The 409 of the switch, and the reason the screen gives for a disabled switch.
pub const NOT_SUBMITTED: &str =
    "This supplier has not submitted its registration documents yet: verify it from Supplier Registrations once it has";

/// Of `vendor_ids`, those that cannot be verified (no registration, or one without every
/// required document): two queries however many ids (a page of the list at most).
pub async fn unverifiable<C: ConnectionTrait>(db: &C, vendor_ids: &[String]) -> Result<HashSet<String>, DbErr> {
    if vendor_ids.is_empty() {
        return Ok(HashSet::new());
    }
    let registrations: Vec<(String, String)> = vendor_registrations::Entity::find()
        .select_only()
        .column(vendor_registrations::Column::Id)
        .column(vendor_registrations::Column::VendorId)
        .filter(vendor_registrations::Column::VendorId.is_in(vendor_ids.iter().cloned()))
        .into_tuple()
        .all(db)
        .await?;
    let by_vendor: HashMap<String, String> = registrations.into_iter().map(|(id, vendor)| (vendor, id)).collect();
    let documents: Vec<(String, String)> = if by_vendor.is_empty() {
        Vec::new()
    } else {
        vendor_documents::Entity::find()
            .select_only()
            .column(vendor_documents::Column::RegistrationId)
            .column(vendor_documents::Column::Kind)
            .filter(vendor_documents::Column::RegistrationId.is_in(by_vendor.values().cloned()))
            .filter(vendor_documents::Column::Kind.is_in(REQUIRED_KINDS))
            .into_tuple()
            .all(db)
            .await?
    };
    let held: HashSet<(String, String)> = documents.into_iter().collect();
    Ok(vendor_ids
        .iter()
        .filter(|vendor| match by_vendor.get(*vendor) {
            None => true,
            Some(registration) => {
                REQUIRED_KINDS.iter().any(|kind| !held.contains(&(registration.clone(), (*kind).to_owned())))
            }
        })
        .cloned()
        .collect())
}

/// Whether supplier `vendor_id` may be verified.
pub async fn verifiable<C: ConnectionTrait>(db: &C, vendor_id: &str) -> Result<bool, DbErr> {
    Ok(unverifiable(db, &[vendor_id.to_owned()]).await?.is_empty())
}
