//! A supplier's registration with its KYC documents: checked, stored, and replacing an
//! earlier unverified one without leaving its files behind.

use sea_orm::sea_query::Expr;
use sea_orm::{ActiveModelTrait, ColumnTrait, EntityTrait, QueryFilter, Set};

use crate::auth::identity::{BLOCKED, SIGN_IN_REQUIRED};
use crate::content_write::DomainContext;
use crate::uploads::{Accepts, FileRule, Form};
use crate::validation::rules::{messages, ADDRESS_MAX, BUSINESS_NAME_MAX, PHONE_MAX};
use crate::validation::{self, optional, required, Aadhar, Gst, Pan, Phone, PhoneLabel};
use foundation::entities::{vendor_documents, vendor_registrations, vendors};
use foundation::error::Error;
use foundation::storage::Visibility;

/// The registration form's files (SPEC.md section 7 field names).
pub const FILE_RULES: [FileRule; 6] = [
    FileRule { field: "aadharFile", label: "Aadhar card", accepts: Accepts::Document },
    FileRule { field: "panFile", label: "PAN card", accepts: Accepts::Document },
    FileRule { field: "gstFile", label: "GST certificate", accepts: Accepts::Document },
    FileRule { field: "udyamFile", label: "Udyam registration", accepts: Accepts::Document },
    FileRule { field: "msmeFile", label: "MSME registration", accepts: Accepts::Document },
    FileRule { field: "profile", label: "Profile photo", accepts: Accepts::Picture },
];

/// The documents a registration cannot be verified without.
pub const REQUIRED_KINDS: [&str; 3] = ["aadharFile", "panFile", "gstFile"];

/// Required files with the spec's messages.
const REQUIRED_FILES: [(&str, &str); 3] = [
    ("aadharFile", messages::AADHAR_FILE_REQUIRED),
    ("panFile", messages::PAN_FILE_REQUIRED),
    ("gstFile", messages::GST_FILE_REQUIRED),
];

/// Udyam and MSME numbers are short codes; this bounds what is stored.
const NUMBER_MAX: usize = 40;

pub const ALREADY_VERIFIED: &str = "Your registration is already verified";

pub(super) struct Application {
    pub name: String,
    pub phone: String,
    pub address: String,
    pub gst_no: String,
    pub pan_no: String,
    pub aadhar_no: String,
    pub udhyam_registration_no: String,
    pub msme_registration_no: String,
}

/// `require_files`: a first submission needs the required documents; a change of an
/// existing registration keeps those it does not replace.
pub(super) fn validate(form: &Form, vendor: &vendors::Model, require_files: bool) -> Result<Application, Error> {
    let mut check = validation::Form::new();
    let aadhar_no = check.check("aadharNo", Aadhar::parse(form.text("aadharNo")));
    let pan_no = check.check("panNo", Pan::parse(form.text("panNo")));
    let gst_no = check.check("gstNo", Gst::parse(form.text("gstNo")));
    let udhyam_registration_no = check.check(
        "udhyamRegistrationNo",
        required(form.text("udhyamRegistrationNo"), "Udyam registration number", NUMBER_MAX),
    );
    let msme_registration_no = check
        .check("msmeRegistrationNo", required(form.text("msmeRegistrationNo"), "MSME registration number", NUMBER_MAX));
    let address = check.check("address", required(form.text("address"), "Address", ADDRESS_MAX));
    // "Phone number is required" first, then the one phone rule of the kit.
    let phone = check.check(
        "phone",
        required(form.text("phone"), "Phone number", PHONE_MAX).and_then(|p| Phone::parse(Some(&p), PhoneLabel::Phone)),
    );
    // The business name is prefilled from the supplier record; an empty one keeps it.
    let name = check.check("name", optional(form.text("name"), "Name", BUSINESS_NAME_MAX));
    for (field, message) in REQUIRED_FILES {
        if require_files && !form.files.contains_key(field) {
            check.fail(field, message);
        }
    }
    check.finish()?;
    let (
        Some(aadhar_no),
        Some(pan_no),
        Some(gst_no),
        Some(udhyam_registration_no),
        Some(msme_registration_no),
        Some(address),
        Some(phone),
        Some(name),
    ) = (aadhar_no, pan_no, gst_no, udhyam_registration_no, msme_registration_no, address, phone, name)
    else {
        unreachable!("a form with no failures has every value")
    };
    Ok(Application {
        name: name.unwrap_or_else(|| vendor.name.clone()),
        phone: phone.into_string(),
        address,
        gst_no: gst_no.as_str().to_owned(),
        pan_no: pan_no.as_str().to_owned(),
        aadhar_no: aadhar_no.as_str().to_owned(),
        udhyam_registration_no,
        msme_registration_no,
    })
}

/// Checks the form, stores its files and records the registration for `vendor_id`
/// (the signed-in supplier, whatever the form names).
pub async fn apply(state: &DomainContext, vendor_id: &str, form: Form) -> Result<(), Error> {
    let vendor = vendors::Entity::find_by_id(vendor_id.to_owned())
        .one(&state.db)
        .await?
        .ok_or_else(|| Error::Unauthenticated(SIGN_IN_REQUIRED.into()))?;
    if vendor.is_blocked {
        return Err(Error::Forbidden(BLOCKED.into()));
    }
    if vendor.is_verified {
        return Err(Error::Conflict(ALREADY_VERIFIED.into()));
    }
    let application = validate(&form, &vendor, true)?;
    let (stored, new_keys) = store_files(state, &form).await?;
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

/// Stores the form's files: the document rows to insert (registration id unset) and the
/// stored keys (to delete if the write that follows fails).
pub(super) async fn store_files(
    state: &DomainContext,
    form: &Form,
) -> Result<(Vec<vendor_documents::ActiveModel>, Vec<String>), Error> {
    let mut stored: Vec<vendor_documents::ActiveModel> = Vec::new();
    let mut new_keys = Vec::new();
    for rule in FILE_RULES {
        let Some(upload) = form.files.get(rule.field) else { continue };
        let visibility = if rule.accepts == Accepts::Picture { Visibility::Public } else { Visibility::Private };
        let key = match state.files.put(visibility, upload.format.extension(), upload.bytes.clone()).await {
            Ok(key) => key,
            Err(err) => {
                state.files.delete_quietly(new_keys).await;
                return Err(Error::Internal(err));
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
    Ok((stored, new_keys))
}

/// One transaction: claims the supplier row first (so two submissions queue rather than
/// both inserting), replaces the registration and its document rows, and answers with
/// the keys of the files the replaced documents had.
async fn record(
    state: &DomainContext,
    vendor_id: &str,
    a: Application,
    documents: Vec<vendor_documents::ActiveModel>,
) -> Result<Vec<String>, Error> {
    let txn = foundation::db::begin_write(&state.db).await?;
    let claimed = vendors::Entity::update_many()
        .col_expr(vendors::Column::HasSubmittedRegistration, Expr::value(true))
        .col_expr(vendors::Column::UpdatedAt, Expr::value(foundation::entities::defaults::now()))
        .filter(vendors::Column::Id.eq(vendor_id))
        .filter(vendors::Column::IsVerified.eq(false))
        .filter(vendors::Column::IsBlocked.eq(false))
        .exec(&txn)
        .await?;
    if claimed.rows_affected == 0 {
        return Err(Error::Conflict(ALREADY_VERIFIED.into()));
    }
    let vendor = vendors::Entity::find_by_id(vendor_id.to_owned())
        .one(&txn)
        .await?
        .ok_or_else(|| Error::Unauthenticated(SIGN_IN_REQUIRED.into()))?;
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
    row.name = Set(a.name.clone());
    row.email = Set(vendor.email);
    set_details(&mut row, a);
    row.is_verified = Set(false);
    // A new submission answers an earlier rejection: the admin reviews it afresh.
    row.rejection_reason = Set(None);
    row.rejected_at = Set(None);
    row.pending_changes = Set(None);
    let registration = row.save(&txn).await?;
    let registration_id = registration.id.unwrap();
    for mut document in documents {
        document.registration_id = Set(registration_id.clone());
        document.insert(&txn).await?;
    }
    crate::mail::notices::registration_submitted(&txn, vendor_id).await?;
    txn.commit().await?;
    Ok(old_keys)
}

/// The business details and KYC numbers of an application, onto its registration row.
pub(super) fn set_details(row: &mut vendor_registrations::ActiveModel, a: Application) {
    row.phone = Set(a.phone);
    row.address = Set(a.address);
    row.gst_no = Set(a.gst_no);
    row.pan_no = Set(a.pan_no);
    row.aadhar_no = Set(a.aadhar_no);
    row.udhyam_registration_no = Set(a.udhyam_registration_no);
    row.msme_registration_no = Set(a.msme_registration_no);
}
