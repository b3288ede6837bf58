//! A supplier's change of its registration after it applied: business details (phone,
//! address) change at once; a change of a KYC number or document sends a verified
//! supplier back to review. Its offers leave the public pages until an admin approves
//! the registration again, the supplier is told why, and the admin sees each change
//! (numbers with the approved and the new value, documents as replaced).

use sea_orm::{ActiveModelTrait, ColumnTrait, EntityTrait, QueryFilter, Set};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::registration::{store_files, validate, Application, FILE_RULES};
use crate::auth::identity::{BLOCKED, SIGN_IN_REQUIRED};
use crate::content_write::ContentWrite;
use crate::content_write::DomainContext;
use crate::uploads::Form;
use foundation::caps::lock_owner;
use foundation::content_version::Topic;
use foundation::entities::{vendor_documents, vendor_registrations, vendors};
use foundation::error::Error;

pub const NO_REGISTRATION: &str = "Submit your registration documents first";
pub const DETAILS_UPDATED: &str = "Business details updated";

/// One change an admin reviews.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RegistrationChange {
    /// The form field: gstNo, panNo, aadharNo, udhyamRegistrationNo, msmeRegistrationNo, or a
    /// document kind (aadharFile, panFile, gstFile, udyamFile, msmeFile).
    pub field: String,
    /// In words: "GST number", "GST certificate".
    pub label: String,
    /// A number's last approved value (none for a document: the new file replaced it).
    pub before: Option<String>,
    /// A number's new value (none for a document).
    pub after: Option<String>,
}

/// Reads the stored list (a registration with none has an empty one).
pub fn stored(text: Option<&str>) -> Vec<RegistrationChange> {
    text.and_then(|t| serde_json::from_str(t).ok()).unwrap_or_default()
}

/// What the supplier reads while its changes wait for review.
pub fn review_note(changes: &[RegistrationChange]) -> Option<String> {
    if changes.is_empty() {
        return None;
    }
    let labels: Vec<&str> = changes.iter().map(|c| c.label.as_str()).collect();
    Some(format!(
        "Your registration is back under review because you changed: {}. Your offers are hidden until an admin approves it.",
        labels.join(", ")
    ))
}

/// Adds a change to the list, keeping the value approved first; a number changed back to
/// its approved value leaves the list.
fn merge(changes: &mut Vec<RegistrationChange>, change: RegistrationChange) {
    match changes.iter().position(|c| c.field == change.field) {
        Some(i) => {
            changes[i].after = change.after;
            if changes[i].before.is_some() && changes[i].before == changes[i].after {
                changes.remove(i);
            }
        }
        None => changes.push(change),
    }
}

const NUMBER_LABELS: [(&str, &str); 5] = [
    ("aadharNo", "Aadhar number"),
    ("panNo", "PAN number"),
    ("gstNo", "GST number"),
    ("udhyamRegistrationNo", "Udyam registration number"),
    ("msmeRegistrationNo", "MSME registration number"),
];

/// The KYC changes of `a` against the stored registration, and the replaced documents.
fn kyc_changes(before: &vendor_registrations::Model, a: &Application, form: &Form) -> Vec<RegistrationChange> {
    let values = [
        (&before.aadhar_no, &a.aadhar_no),
        (&before.pan_no, &a.pan_no),
        (&before.gst_no, &a.gst_no),
        (&before.udhyam_registration_no, &a.udhyam_registration_no),
        (&before.msme_registration_no, &a.msme_registration_no),
    ];
    let mut changes = Vec::new();
    for ((field, label), (old, new)) in NUMBER_LABELS.into_iter().zip(values) {
        if old != new {
            changes.push(RegistrationChange {
                field: field.into(),
                label: label.into(),
                before: Some(old.clone()),
                after: Some(new.clone()),
            });
        }
    }
    for rule in FILE_RULES {
        // The profile photo is not a KYC document: replacing it needs no review.
        if rule.field != "profile" && form.files.contains_key(rule.field) {
            changes.push(RegistrationChange {
                field: rule.field.into(),
                label: rule.label.into(),
                before: None,
                after: None,
            });
        }
    }
    changes
}

/// Checks the form (files optional: those not sent are kept), stores the new files and
/// applies the change for the signed-in supplier `vendor_id`.
pub async fn change(state: &DomainContext, vendor_id: &str, form: Form) -> Result<(), Error> {
    let vendor = vendors::Entity::find_by_id(vendor_id.to_owned())
        .one(&state.db)
        .await?
        .ok_or_else(|| Error::Unauthenticated(SIGN_IN_REQUIRED.into()))?;
    if vendor.is_blocked {
        return Err(Error::Forbidden(BLOCKED.into()));
    }
    let application = validate(&form, &vendor, false)?;
    let (documents, new_keys) = store_files(state, &form).await?;
    match record(state, vendor_id, application, &form, documents).await {
        Ok(old_keys) => {
            state.files.delete_quietly(old_keys).await;
            Ok(())
        }
        Err(err) => {
            state.files.delete_quietly(new_keys).await;
            Err(err)
        }
    }
}

/// One transaction, after the supplier's row lock (a review of the same supplier waits for
/// it, so an approval never lands between a change and its return to review).
async fn record(
    state: &DomainContext,
    vendor_id: &str,
    a: Application,
    form: &Form,
    documents: Vec<vendor_documents::ActiveModel>,
) -> Result<Vec<String>, Error> {
    let write = ContentWrite::begin(state).await?;
    lock_owner(write.txn(), "vendors", vendor_id).await?;
    let vendor = vendors::Entity::find_by_id(vendor_id.to_owned())
        .one(write.txn())
        .await?
        .ok_or_else(|| Error::Unauthenticated(SIGN_IN_REQUIRED.into()))?;
    if vendor.is_blocked {
        return Err(Error::Forbidden(BLOCKED.into()));
    }
    let before = vendor_registrations::Entity::find()
        .filter(vendor_registrations::Column::VendorId.eq(vendor_id))
        .one(write.txn())
        .await?
        .ok_or_else(|| Error::Conflict(NO_REGISTRATION.into()))?;
    let new_changes = kyc_changes(&before, &a, form);
    // Changes are kept from the last approval on (an approval sets the list to none, a
    // change after it to a list, even one emptied by numbers changed back); before any
    // approval the whole registration is under review anyway.
    let approved_before = vendor.is_verified || before.pending_changes.is_some();
    let mut pending = stored(before.pending_changes.as_deref());
    for c in new_changes.iter().cloned() {
        merge(&mut pending, c);
    }
    let back_to_review = vendor.is_verified && !new_changes.is_empty();
    let public = crate::catalogue::offer_topics::offers_public(vendor.is_verified, vendor.is_blocked, vendor.is_active);

    // Replaced documents: their rows go, their files after the commit.
    let mut old_keys = Vec::new();
    let replaced: Vec<String> = documents.iter().map(|d| d.kind.clone().unwrap()).collect();
    if !replaced.is_empty() {
        let old = vendor_documents::Entity::find()
            .filter(vendor_documents::Column::RegistrationId.eq(before.id.as_str()))
            .filter(vendor_documents::Column::Kind.is_in(replaced.iter().cloned()))
            .all(write.txn())
            .await?;
        old_keys.extend(old.into_iter().map(|d| d.stored_name));
        vendor_documents::Entity::delete_many()
            .filter(vendor_documents::Column::RegistrationId.eq(before.id.as_str()))
            .filter(vendor_documents::Column::Kind.is_in(replaced))
            .exec(write.txn())
            .await?;
    }
    for mut document in documents {
        document.registration_id = Set(before.id.clone());
        document.insert(write.txn()).await?;
    }

    let registration_id = before.id.clone();
    let mut row: vendor_registrations::ActiveModel = before.into();
    super::registration::set_details(&mut row, a);
    if approved_before {
        row.pending_changes = Set(Some(serde_json::to_string(&pending).expect("plain strings")));
    }
    if back_to_review {
        row.is_verified = Set(false);
    }
    row.update(write.txn()).await?;

    let mut topics: Vec<Topic> = Vec::new();
    if back_to_review {
        let mut account: vendors::ActiveModel = vendor.into();
        account.is_verified = Set(false);
        account.update(write.txn()).await?;
        if public {
            topics = crate::catalogue::offer_topics::offer_topics(write.txn(), vendor_id).await?;
        }
        crate::mail::notices::registration_submitted(write.txn(), vendor_id).await?;
    }
    write.commit(&topics).await?;
    tracing::info!(registration = %registration_id, back_to_review, "supplier changed its registration");
    Ok(old_keys)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn number(field: &str, before: &str, after: &str) -> RegistrationChange {
        RegistrationChange {
            field: field.into(),
            label: field.into(),
            before: Some(before.into()),
            after: Some(after.into()),
        }
    }

    #[test]
    fn changes_keep_the_approved_value_and_drop_reverted_numbers() {
        let mut list = vec![number("gstNo", "A", "B")];
        merge(&mut list, number("gstNo", "B", "C"));
        assert_eq!(list, vec![number("gstNo", "A", "C")]);
        merge(&mut list, number("gstNo", "C", "A"));
        assert!(list.is_empty(), "back to the approved number: nothing to review");
        let file =
            RegistrationChange { field: "gstFile".into(), label: "GST certificate".into(), before: None, after: None };
        merge(&mut list, file.clone());
        merge(&mut list, file.clone());
        assert_eq!(list, vec![file]);
        assert!(review_note(&list).unwrap().contains("you changed: GST certificate."));
        assert_eq!(review_note(&[]), None);
    }
}
