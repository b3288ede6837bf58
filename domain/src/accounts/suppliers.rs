//! Supplier accounts: registration and the supplier record with its registration.

use std::collections::HashMap;

use sea_orm::{ActiveModelTrait, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, Set};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::buyers::conflict_on_unique;
use crate::validation::{BusinessName, Email, Form, NewPassword, Phone, PhoneLabel};
use foundation::entities::{vendor_documents, vendor_registrations, vendors};
use foundation::error::Error;

pub const EMAIL_TAKEN: &str = "A supplier with this email already exists";

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SupplierRegistrationInput {
    pub name: Option<String>,
    pub email: Option<String>,
    pub mobile: Option<String>,
    pub password: Option<String>,
    pub confirm_password: Option<String>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SupplierView {
    #[serde(rename = "_id")]
    pub _id: String,
    pub name: String,
    pub email: String,
    pub mobile: String,
    pub is_verified: bool,
    pub is_blocked: bool,
    pub is_active: bool,
    pub has_submitted_registration: bool,
    pub vendor_registration: Option<RegistrationView>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RegistrationView {
    #[serde(rename = "_id")]
    pub _id: String,
    pub vendor_id: String,
    pub name: String,
    pub email: String,
    pub phone: String,
    pub address: String,
    pub gst_no: String,
    pub pan_no: String,
    pub aadhar_no: String,
    pub udhyam_registration_no: String,
    pub msme_registration_no: String,
    pub is_verified: bool,
    /// Document kind (aadharFile, panFile, …) → download URL; only kinds that were uploaded.
    pub verification_documents: HashMap<String, String>,
    /// Why an admin refused this registration, until the supplier submits again.
    pub rejection_reason: Option<String>,
    /// When it was refused (RFC 3339, UTC).
    pub rejected_at: Option<String>,
    /// What the supplier changed (KYC numbers, documents) since an admin last approved it;
    /// empty once approved again.
    pub pending_changes: Vec<crate::suppliers::registration_change::RegistrationChange>,
    /// Why the registration is back under review, in the words the supplier reads.
    pub review_note: Option<String>,
}

pub async fn register<C: ConnectionTrait>(db: &C, input: SupplierRegistrationInput) -> Result<SupplierView, Error> {
    let mut form = Form::new();
    let name = form.check("name", BusinessName::parse(input.name.as_deref(), "Business name"));
    let email = form.check("email", Email::parse(input.email.as_deref()));
    let mobile = form.check("mobile", Phone::parse(input.mobile.as_deref(), PhoneLabel::Mobile));
    let password =
        form.check("password", NewPassword::parse(input.password.as_deref(), input.confirm_password.as_deref()));
    form.finish()?;
    let (Some(name), Some(email), Some(mobile), Some(password)) = (name, email, mobile, password) else {
        unreachable!("every field passed");
    };
    let (name, mobile) = (name.into_string(), mobile.into_string());
    let taken = vendors::Entity::find().filter(vendors::Column::Email.eq(email.as_str())).one(db).await?.is_some();
    if taken {
        return Err(Error::Conflict(EMAIL_TAKEN.into()));
    }
    let hash = tokio::task::spawn_blocking(move || password.hash()).await.map_err(|e| Error::Internal(e.into()))??;
    let vendor = vendors::ActiveModel {
        name: Set(name),
        email: Set(email.into_string()),
        mobile: Set(mobile),
        password_hash: Set(hash),
        is_verified: Set(false),
        is_blocked: Set(false),
        is_active: Set(true),
        has_submitted_registration: Set(false),
        ..Default::default()
    }
    .insert(db)
    .await
    .map_err(|e| conflict_on_unique(e, EMAIL_TAKEN))?;
    Ok(to_view(vendor, None))
}

pub async fn view<C: ConnectionTrait>(db: &C, id: &str) -> Result<Option<SupplierView>, Error> {
    let Some(vendor) = vendors::Entity::find_by_id(id.to_owned()).one(db).await? else {
        return Ok(None);
    };
    let registration =
        vendor_registrations::Entity::find().filter(vendor_registrations::Column::VendorId.eq(id)).one(db).await?;
    let registration = match registration {
        Some(r) => {
            let documents = vendor_documents::Entity::find()
                .filter(vendor_documents::Column::RegistrationId.eq(r.id.as_str()))
                .all(db)
                .await?;
            Some(registration_view(r, &documents))
        }
        None => None,
    };
    Ok(Some(to_view(vendor, registration)))
}

/// A registration with the download addresses of its documents (`documents` may hold
/// other registrations' rows too: only its own are taken).
pub fn registration_view(r: vendor_registrations::Model, documents: &[vendor_documents::Model]) -> RegistrationView {
    use crate::suppliers::registration_change::{review_note as note_of, stored};
    let pending_changes = stored(r.pending_changes.as_deref());
    let review_note = if r.is_verified { None } else { note_of(&pending_changes) };
    let verification_documents = documents
        .iter()
        .filter(|d| d.registration_id == r.id)
        .map(|d| (d.kind.clone(), crate::suppliers::documents::url(&r.vendor_id, d)))
        .collect();
    RegistrationView {
        _id: r.id,
        vendor_id: r.vendor_id,
        name: r.name,
        email: r.email,
        phone: r.phone,
        address: r.address,
        gst_no: r.gst_no,
        pan_no: r.pan_no,
        aadhar_no: r.aadhar_no,
        udhyam_registration_no: r.udhyam_registration_no,
        msme_registration_no: r.msme_registration_no,
        is_verified: r.is_verified,
        verification_documents,
        rejection_reason: r.rejection_reason,
        rejected_at: r.rejected_at.map(|at| at.to_rfc3339_opts(chrono::SecondsFormat::Secs, true)),
        pending_changes,
        review_note,
    }
}

fn to_view(v: vendors::Model, registration: Option<RegistrationView>) -> SupplierView {
    SupplierView {
        _id: v.id,
        name: v.name,
        email: v.email,
        mobile: v.mobile,
        is_verified: v.is_verified,
        is_blocked: v.is_blocked,
        is_active: v.is_active,
        has_submitted_registration: v.has_submitted_registration,
        vendor_registration: registration,
    }
}
