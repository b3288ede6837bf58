//! A supplier's registration with its KYC documents: checked, stored, and replacing an
//! earlier unverified one without leaving its files behind.

use sea_orm::sea_query::Expr;
use sea_orm::{ActiveModelTrait, ColumnTrait, EntityTrait, QueryFilter, Set, TransactionTrait};

use super::registration_rules;
use crate::accounts::fields::{mobile, optional, required};
use crate::auth::identity::{BLOCKED, SIGN_IN_REQUIRED};
use crate::entities::{vendor_documents, vendor_registrations, vendors};
use crate::error::ApiError;
use crate::state::AppState;
use crate::storage::Visibility;
use crate::uploads::{Accepts, FileRule, Form};

/// The registration form's files (SPEC.md section 7 field names).
pub const FILE_RULES: [FileRule; 6] = [
    FileRule { field: "aadharFile", label: "Aadhar card", accepts: Accepts::Document },
    FileRule { field: "panFile", label: "PAN card", accepts: Accepts::Document },
    FileRule { field: "gstFile", label: "GST certificate", accepts: Accepts::Document },
    FileRule { field: "udyamFile", label: "Udyam registration", accepts: Accepts::Document },
    FileRule { field: "msmeFile", label: "MSME registration", accepts: Accepts::Document },
    FileRule { field: "profile", label: "Profile photo", accepts: Accepts::Picture },
];

/// Required files with the spec's messages.
const REQUIRED_FILES: [(&str, &str); 3] = [
    ("aadharFile", "Aadhar card image required"),
    ("panFile", "PAN card image required"),
    ("gstFile", "GST certificate required"),
];

pub const ALREADY_VERIFIED: &str = "Your registration is already verified";

struct Application {
    name: String,
    phone: String,
    address: String,
    gst_no: String,
    pan_no: String,
    aadhar_no: String,
    udhyam_registration_no: String,
    msme_registration_no: String,
}

fn validate(form: &Form, vendor: &vendors::Model) -> Result<Application, ApiError> {
    let aadhar_no = registration_rules::aadhar(form.text("aadharNo"))?;
    let pan_no = registration_rules::pan(form.text("panNo"))?;
    let gst_no = registration_rules::gst(form.text("gstNo"))?;
    let udhyam_registration_no = required(form.text("udhyamRegistrationNo"), "Udyam registration number is required")?;
    let msme_registration_no = required(form.text("msmeRegistrationNo"), "MSME registration number is required")?;
    let address = optional(form.text("address"), 1000, "Address")?
        .ok_or_else(|| ApiError::BadRequest("Address is required".into()))?;
    let phone = required(form.text("phone"), "Phone number is required")?;
    let phone = mobile(Some(&phone)).map_err(|_| ApiError::BadRequest("Phone number is invalid".into()))?;
    // The business name is prefilled from the supplier record; an empty one keeps it.
    let name = optional(form.text("name"), 200, "Name")?.unwrap_or_else(|| vendor.name.clone());
    for (field, message) in REQUIRED_FILES {
        if !form.files.contains_key(field) {
            return Err(ApiError::BadRequest(message.into()));
        }
    }
    Ok(Application { name, phone, address, gst_no, pan_no, aadhar_no, udhyam_registration_no, msme_registration_no })
}

/// Checks the form, stores its files and records the registration for `vendor_id`
/// (the signed-in supplier, whatever the form names).
pub async fn apply(state: &AppState, vendor_id: &str, form: Form) -> Result<(), ApiError> {
    let vendor = vendors::Entity::find_by_id(vendor_id.to_owned())
        .one(&state.db)
        .await?
        .ok_or_else(|| ApiError::Unauthorized(SIGN_IN_REQUIRED.into()))?;
    if vendor.is_blocked {
        return Err(ApiError::Forbidden(BLOCKED.into()));
    }
    if vendor.is_verified {
        return Err(ApiError::Conflict(ALREADY_VERIFIED.into()));
    }
    let application = validate(&form, &vendor)?;

    let mut stored: Vec<vendor_documents::ActiveModel> = Vec::new();
    let mut new_keys = Vec::new();
    for rule in FILE_RULES {
        let Some(upload) = form.files.get(rule.field) else { continue };
        let visibility = if rule.accepts == Accepts::Picture { Visibility::Public } else { Visibility::Private };
        let key = match state.files.put(visibility, upload.format.extension(), upload.bytes.clone()).await {
            Ok(key) => key,
            Err(err) => {
                state.files.delete_quietly(new_keys).await;
                return Err(ApiError::Internal(err));
            }
        };
        new_keys.push(key.clone());
        stored.push(vendor_documents::ActiveModel {
            kind: Set(rule.field.to_owned()),
            stored_name: Set(key),
            content_type: Set(upload.format.content_type().to_owned()),
            size_bytes: Set(upload.bytes.len() as i64),
            ..Default::default()
        });
    }
    match record(state, vendor_id, application, stored).await {
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

/// One transaction: claims the supplier row first (so two submissions queue rather than
/// both inserting), replaces the registration and its document rows, and answers with
/// the keys of the files the replaced documents had.
async fn record(
    state: &AppState,
    vendor_id: &str,
    a: Application,
    documents: Vec<vendor_documents::ActiveModel>,
) -> Result<Vec<String>, ApiError> {
    let txn = state.db.begin().await?;
    let claimed = vendors::Entity::update_many()
        .col_expr(vendors::Column::HasSubmittedRegistration, Expr::value(true))
        .col_expr(vendors::Column::UpdatedAt, Expr::value(crate::entities::defaults::now()))
        .filter(vendors::Column::Id.eq(vendor_id))
        .filter(vendors::Column::IsVerified.eq(false))
        .filter(vendors::Column::IsBlocked.eq(false))
        .exec(&txn)
        .await?;
    if claimed.rows_affected == 0 {
        return Err(ApiError::Conflict(ALREADY_VERIFIED.into()));
    }
    let vendor = vendors::Entity::find_by_id(vendor_id.to_owned()).one(&txn).await?.ok_or_else(|| ApiError::Unauthorized(SIGN_IN_REQUIRED.into()))?;
    let existing = vendor_registrations::Entity::find()
        .filter(vendor_registrations::Column::VendorId.eq(vendor_id))
        .one(&txn)
        .await?;
    let mut old_keys = Vec::new();
    let mut row = match existing {
        Some(existing) => {
            let old = vendor_documents::Entity::find()
                .filter(vendor_documents::Column::RegistrationId.eq(existing.id.as_str()))
                .all(&txn)
                .await?;
            old_keys.extend(old.into_iter().map(|d| d.stored_name));
            vendor_documents::Entity::delete_many()
                .filter(vendor_documents::Column::RegistrationId.eq(existing.id.as_str()))
                .exec(&txn)
                .await?;
            existing.into()
        }
        None => vendor_registrations::ActiveModel { vendor_id: Set(vendor_id.to_owned()), ..Default::default() },
    };
    row.name = Set(a.name);
    row.email = Set(vendor.email);
    row.phone = Set(a.phone);
    row.address = Set(a.address);
    row.gst_no = Set(a.gst_no);
    row.pan_no = Set(a.pan_no);
    row.aadhar_no = Set(a.aadhar_no);
    row.udhyam_registration_no = Set(a.udhyam_registration_no);
    row.msme_registration_no = Set(a.msme_registration_no);
    row.is_verified = Set(false);
    let registration = row.save(&txn).await?;
    let registration_id = registration.id.unwrap();
    for mut document in documents {
        document.registration_id = Set(registration_id.clone());
        document.insert(&txn).await?;
    }
    txn.commit().await?;
    Ok(old_keys)
}
