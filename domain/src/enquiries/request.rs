//! One request to several suppliers: one enquiry per chosen offer, each priced from its
//! own offer, all made in one transaction (none when one cannot be) and counted once per
//! supplier against the buyer's enquiry allowance.

use std::collections::HashSet;
use std::net::IpAddr;

use sea_orm::{ActiveModelTrait, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, Set, TransactionTrait};
use serde::Deserialize;
use utoipa::ToSchema;

use super::input::{Enquiry, EnquiryForm};
use super::offer::{find_open_offer, Offer, OFFER_UNAVAILABLE};
use super::view::{newest_first, EnquiryView};
use crate::quotas::{self, Sender, ENQUIRIES};
use foundation::entities::{new_id, product_enquiries};
use foundation::error::Error;

/// The most offers one request may go to.
pub const OFFERS_MAX: usize = 5;
pub const OFFERS_COUNT: &str = "Choose up to 5 offers to request quotes from";
pub const ONE_PER_SUPPLIER: &str = "Choose one offer per supplier";

/// The enquiry form, sent to several offers at once (`listingIds` in place of `listingId`).
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct QuoteRequestInput {
    /// The offers the request goes to: 1 to 5, each of a different supplier.
    pub listing_ids: Option<Vec<String>>,
    #[serde(flatten)]
    pub form: EnquiryForm,
}

impl QuoteRequestInput {
    /// The chosen offers' ids, trimmed, each once, 1 to [`OFFERS_MAX`] of them.
    fn offer_ids(&self) -> Result<Vec<String>, Error> {
        let mut seen = HashSet::new();
        let ids: Vec<String> = self
            .listing_ids
            .iter()
            .flatten()
            .map(|id| id.trim().to_owned())
            .filter(|id| !id.is_empty() && seen.insert(id.clone()))
            .collect();
        if ids.is_empty() || ids.len() > OFFERS_MAX {
            return Err(Error::Refused(OFFERS_COUNT.into()));
        }
        Ok(ids)
    }
}

pub struct Requested {
    pub request_id: String,
    pub enquiries: Vec<EnquiryView>,
    /// False when the same form had already been sent.
    pub new: bool,
}

/// Makes the request's enquiries and, in the same transaction, each supplier's notice.
pub async fn create_request<C: ConnectionTrait + TransactionTrait>(
    db: &C,
    user_id: &str,
    address: Option<IpAddr>,
    input: &QuoteRequestInput,
) -> Result<Requested, Error> {
    request_offers(db, user_id, address, &input.form, &input.offer_ids()?).await
}

/// Makes the request to the offers `listing_ids` (one per supplier): the one path of a
/// request to picked offers and of an open request to a variety's suppliers.
pub async fn request_offers<C: ConnectionTrait + TransactionTrait>(
    db: &C,
    user_id: &str,
    address: Option<IpAddr>,
    input: &EnquiryForm,
    listing_ids: &[String],
) -> Result<Requested, Error> {
    let mut offers: Vec<Offer> = Vec::with_capacity(listing_ids.len());
    for id in listing_ids {
        offers.push(find_open_offer(db, id).await?.ok_or_else(|| Error::Refused(OFFER_UNAVAILABLE.into()))?);
    }
    let mut suppliers = HashSet::new();
    if !offers.iter().all(|o| suppliers.insert(o.vendor_id.clone())) {
        return Err(Error::Refused(ONE_PER_SUPPLIER.into()));
    }
    // The offers' own unit is a choice only when they share it.
    let shared_unit = offers[0].unit;
    let unit = offers.iter().all(|o| o.unit == shared_unit).then_some(shared_unit);
    let form = input.validate(listing_ids[0].clone(), unit)?;
    if let Some(existing) = earlier_request(db, user_id, &form).await? {
        return Ok(existing);
    }
    // Each supplier reached counts once against the allowance; a request that would pass
    // it is refused whole.
    let sender = Sender::buyer(db, user_id, address).await?;
    let taken = quotas::take(db, &ENQUIRIES, &sender, offers.len() as u32).await?;
    let made = insert(db, user_id, &form, offers).await;
    if !matches!(made, Ok(Requested { new: true, .. })) {
        taken.give_back(db).await;
    }
    made
}

/// One enquiry per offer, all or none, with the suppliers' notices.
async fn insert<C: ConnectionTrait + TransactionTrait>(
    db: &C,
    user_id: &str,
    form: &Enquiry,
    offers: Vec<Offer>,
) -> Result<Requested, Error> {
    let request_id = new_id();
    let txn = foundation::db::begin_write(db).await?;
    let mut made = Vec::with_capacity(offers.len());
    for (n, offer) in offers.into_iter().enumerate() {
        let row = super::create::row_for(form, offer, user_id);
        let row = product_enquiries::ActiveModel {
            request_id: Set(Some(request_id.clone())),
            // The key marks the request once: its first enquiry.
            submission_key: Set(if n == 0 { form.submission_key.clone() } else { None }),
            ..row
        };
        match row.insert(&txn).await {
            Ok(stored) => made.push(stored),
            // The same form raced itself: the other copy made the request.
            Err(err) if matches!(err.sql_err(), Some(sea_orm::SqlErr::UniqueConstraintViolation(_))) => {
                txn.rollback().await?;
                return earlier_request(db, user_id, form).await?.ok_or_else(|| Error::from(err));
            }
            Err(err) => return Err(err.into()),
        }
    }
    let words: Vec<_> =
        made.iter().map(|e| (e.id.clone(), e.name.clone(), e.email.clone(), e.product_title.clone())).collect();
    super::words::index(&txn, &words).await?;
    for enquiry in &made {
        crate::mail::notices::enquiry_created(&txn, &enquiry.id).await?;
        super::thread_log::append::unread_for_supplier(&txn, enquiry).await?;
    }
    txn.commit().await?;
    Ok(Requested { request_id, enquiries: made.into_iter().map(Into::into).collect(), new: true })
}

/// The request this same form (its submission key) already made, if any.
async fn earlier_request<C: ConnectionTrait>(
    db: &C,
    user_id: &str,
    form: &Enquiry,
) -> Result<Option<Requested>, Error> {
    let Some(key) = &form.submission_key else { return Ok(None) };
    let Some(first) = product_enquiries::Entity::find()
        .filter(product_enquiries::Column::SubmissionKey.eq(key.as_str()))
        .one(db)
        .await?
    else {
        return Ok(None);
    };
    let (Some(request_id), true) = (first.request_id.clone(), first.user_id.as_deref() == Some(user_id)) else {
        return Err(Error::Conflict("This form was already submitted".into()));
    };
    let rows = newest_first(
        product_enquiries::Entity::find()
            .filter(product_enquiries::Column::RequestId.eq(request_id.as_str()))
            .filter(product_enquiries::Column::UserId.eq(user_id)),
    )
    .all(db)
    .await?;
    Ok(Some(Requested { request_id, enquiries: super::view::with_quotes(db, rows).await?, new: false }))
}
