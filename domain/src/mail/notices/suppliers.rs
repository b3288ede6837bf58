//! Supplier registration notices: a new one to the admins; verified or rejected to the supplier.

use sea_orm::{ColumnTrait, ConnectionTrait, DbErr, EntityTrait, QueryFilter};

use super::parts::to_admins;
use crate::mail::compose::Letter;
use crate::mail::outbox::enqueue;
use foundation::entities::{vendor_registrations, vendors};

/// To every admin: a supplier submitted (or resubmitted) its registration for review.
pub async fn registration_submitted<C: ConnectionTrait>(conn: &C, vendor_id: &str) -> Result<usize, DbErr> {
    let Some(vendor) = vendors::Entity::find_by_id(vendor_id.to_owned()).one(conn).await? else { return Ok(0) };
    let registration = vendor_registrations::Entity::find()
        .filter(vendor_registrations::Column::VendorId.eq(vendor_id))
        .one(conn)
        .await?;
    let mut details = vec![("Business", vendor.name.clone()), ("Email", vendor.email.clone())];
    if let Some(r) = registration {
        details.push(("Phone", r.phone));
        details.push(("GST No", r.gst_no));
    }
    let letter = Letter {
        subject: format!("Supplier registration to review: {}", vendor.name),
        greeting: "Hello,".into(),
        lines: vec![format!("{} submitted its business documents for verification.", vendor.name)],
        details,
        action: Some(("Review registrations", "/admin/verifiedSupplier".into())),
        note: Some("You receive this as a Tradehub administrator.".into()),
    };
    to_admins(conn, &letter).await
}

/// To the supplier: its account is verified and its offers can go live.
pub async fn registration_verified<C: ConnectionTrait>(conn: &C, vendor_id: &str) -> Result<usize, DbErr> {
    let Some(vendor) = vendors::Entity::find_by_id(vendor_id.to_owned()).one(conn).await? else { return Ok(0) };
    let letter = Letter {
        subject: "Your supplier account is verified".into(),
        greeting: format!("Hello {},", vendor.name),
        lines: vec![
            "Your business documents have been checked and your supplier account is verified.".into(),
            "You can now list your products and receive enquiries from buyers.".into(),
        ],
        details: Vec::new(),
        action: Some(("Sign in to the supplier portal", "/vendor/login".into())),
        note: None,
    };
    enqueue(conn, letter.build(&vendor.email)).await?;
    Ok(1)
}

/// To the supplier: its registration was not accepted, with the admin's reason.
pub async fn registration_rejected<C: ConnectionTrait>(
    conn: &C,
    vendor_id: &str,
    reason: &str,
) -> Result<usize, DbErr> {
    let Some(vendor) = vendors::Entity::find_by_id(vendor_id.to_owned()).one(conn).await? else { return Ok(0) };
    let letter = Letter {
        subject: "Your supplier registration needs changes".into(),
        greeting: format!("Hello {},", vendor.name),
        lines: vec!["Your supplier registration could not be approved.".into()],
        details: vec![("Reason", reason.to_owned())],
        action: Some(("Update your registration", "/vendor/complete-registration".into())),
        note: None,
    };
    enqueue(conn, letter.build(&vendor.email)).await?;
    Ok(1)
}
