//! Creating an enquiry: the form from the buyer, everything about the offer from the
//! database, and one enquiry however many times the same form is sent.

use chrono::Duration;
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder, Set, TransactionTrait,
};

use std::net::IpAddr;

use super::input::{Enquiry, EnquiryInput};
use super::offer::{find_open_offer, Offer, OFFER_UNAVAILABLE};
use super::view::EnquiryView;
use crate::quotas::{self, Sender, ENQUIRIES};
use foundation::entities::codes::EnquiryStatus;
use foundation::entities::{now, product_enquiries};
use foundation::error::Error;

/// A form sent again within this time without a submission key counts as the same one.
const REPEAT_WINDOW_SECONDS: i64 = 30;

pub struct Created {
    pub enquiry: EnquiryView,
    /// False when the same form had already been stored.
    pub new: bool,
}

/// Stores a new enquiry and, in the same transaction, the supplier's notice of it.
pub async fn create<C: ConnectionTrait + TransactionTrait>(
    db: &C,
    user_id: &str,
    address: Option<IpAddr>,
    input: &EnquiryInput,
) -> Result<Created, Error> {
    // The offer is read once, first: its unit is one the form may use. A missing or closed
    // offer is refused after the form's own checks; a database failure at once.
    let found = match input.offer_id() {
        Some(id) => Some(find_open_offer(db, &id).await?),
        None => None,
    };
    let listing_unit = found.as_ref().and_then(Option::as_ref).map(|o| o.unit);
    let form = input.validate(listing_unit)?;
    let offer = match found {
        Some(found) => found,
        None => find_open_offer(db, &form.listing_id).await?,
    }
    .ok_or_else(|| Error::Refused(OFFER_UNAVAILABLE.into()))?;
    if let Some(existing) = earlier_submission(db, user_id, &form).await? {
        return Ok(Created { enquiry: existing.into(), new: false });
    }
    // Only new, valid enquiries count against the buyer's allowance (taken before the insert).
    let sender = Sender::buyer(db, user_id, address).await?;
    let taken = quotas::take(db, &ENQUIRIES, &sender, 1).await?;
    let made = insert(db, user_id, &form, offer).await;
    if !matches!(made, Ok(Created { new: true, .. })) {
        taken.give_back(db).await;
    }
    made
}

async fn insert<C: ConnectionTrait + TransactionTrait>(
    db: &C,
    user_id: &str,
    form: &Enquiry,
    offer: Offer,
) -> Result<Created, Error> {
    let row = row_for(form, offer, user_id);
    let txn = foundation::db::begin_write(db).await?;
    match row.insert(&txn).await {
        Ok(stored) => {
            let words = (stored.id.clone(), stored.name.clone(), stored.email.clone(), stored.product_title.clone());
            super::words::index(&txn, &[words]).await?;
            crate::mail::notices::enquiry_created(&txn, &stored.id).await?;
            super::thread_log::append::unread_for_supplier(&txn, &stored).await?;
            txn.commit().await?;
            Ok(Created { enquiry: stored.into(), new: true })
        }
        // Two copies of one form raced each other: the other one won; answer with it.
        Err(err) if matches!(err.sql_err(), Some(sea_orm::SqlErr::UniqueConstraintViolation(_))) => {
            txn.rollback().await?;
            let existing = earlier_submission(db, user_id, form).await?.ok_or_else(|| Error::from(err))?;
            Ok(Created { enquiry: existing.into(), new: false })
        }
        Err(err) => Err(err.into()),
    }
}

/// The new enquiry's row: the form's fields, and everything about the offer from the offer.
pub(super) fn row_for(form: &Enquiry, offer: Offer, user_id: &str) -> product_enquiries::ActiveModel {
    product_enquiries::ActiveModel {
        user_id: Set(Some(user_id.to_owned())),
        listing_id: Set(Some(offer.listing_id)),
        vendor_id: Set(Some(offer.vendor_id)),
        product_id: Set(Some(offer.product_id)),
        variety_id: Set(Some(offer.variety_id)),
        product_title: Set(offer.product_title),
        variety_title: Set(offer.variety_title),
        supplier_name: Set(offer.vendor_name),
        supplier_price_paise: Set(offer.price_paise),
        supplier_unit: Set(offer.unit),
        name: Set(form.name.clone()),
        email: Set(form.email.clone()),
        phone: Set(form.phone.clone()),
        company: Set(form.company.clone()),
        address: Set(form.address.clone()),
        city: Set(form.city.clone()),
        state: Set(form.state.clone()),
        pincode: Set(form.pincode.clone()),
        quantity: Set(form.quantity),
        unit: Set(form.unit),
        urgency: Set(form.urgency),
        delivery_date: Set(form.delivery_date),
        additional_requirements: Set(form.additional_requirements.clone()),
        packaging_preference: Set(form.packaging_preference),
        payment_terms: Set(form.payment_terms),
        certification_required: Set(form.certification_required),
        samples_required: Set(form.samples_required),
        status: Set(EnquiryStatus::Pending),
        submission_key: Set(form.submission_key.clone()),
        ..Default::default()
    }
}

/// The enquiry this same form already created, if any.
async fn earlier_submission<C: ConnectionTrait>(
    db: &C,
    user_id: &str,
    form: &Enquiry,
) -> Result<Option<product_enquiries::Model>, Error> {
    if let Some(key) = &form.submission_key {
        let found = product_enquiries::Entity::find()
            .filter(product_enquiries::Column::SubmissionKey.eq(key.as_str()))
            .one(db)
            .await?;
        return match found {
            Some(e) if e.user_id.as_deref() == Some(user_id) => Ok(Some(e)),
            Some(_) => Err(Error::Conflict("This form was already submitted".into())),
            None => Ok(None),
        };
    }
    let since = now() - Duration::seconds(REPEAT_WINDOW_SECONDS);
    let recent = product_enquiries::Entity::find()
        .filter(product_enquiries::Column::UserId.eq(user_id))
        .filter(product_enquiries::Column::ListingId.eq(form.listing_id.as_str()))
        .filter(product_enquiries::Column::CreatedAt.gte(since))
        .order_by_desc(product_enquiries::Column::CreatedMicros)
        .all(db)
        .await?;
    Ok(recent.into_iter().find(|e| {
        e.quantity == form.quantity
            && e.unit == form.unit
            && e.name == form.name
            && e.additional_requirements == form.additional_requirements
            && e.delivery_date == form.delivery_date
    }))
}
