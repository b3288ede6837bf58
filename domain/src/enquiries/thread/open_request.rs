//! An open request: one request for quotes on a variety, sent without picking offers to
//! every verified supplier offering it (up to [`OPEN_REQUEST_MAX`], those with the best
//! answer record first), as one enquiry each, by the same path as a request to picked
//! offers (allowance, all or none, submission key).

use std::collections::HashMap;
use std::net::IpAddr;

use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder, QuerySelect, TransactionTrait};
use serde::Deserialize;
use utoipa::ToSchema;

use crate::catalogue::supplier_trust::answered_enquiries;
use crate::enquiries::input::EnquiryForm;
use crate::enquiries::request::{request_offers, Requested};
use crate::quotas::{self, Sender, OPEN_REQUESTS};
use foundation::entities::{vendor_listings, vendors};
use foundation::error::Error;

/// The most suppliers an open request reaches.
pub const OPEN_REQUEST_MAX: usize = 10;
pub const NO_SUPPLIERS: &str = "No verified supplier offers this variety yet";
pub const VARIETY_REQUIRED: &str = "Choose the variety to request quotes for";
/// Active offers of one variety read to choose from: more than any variety has.
const OFFERS_READ_MAX: u64 = 500;

/// The enquiry form with the variety in place of the offers.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OpenRequestInput {
    pub variety_id: Option<String>,
    #[serde(flatten)]
    pub form: EnquiryForm,
}

/// One offer per supplier of the variety (its lowest price), best answer record first,
/// then lower price: the offer ids the request goes to.
pub async fn chosen_offers<C: ConnectionTrait>(db: &C, variety_id: &str) -> Result<Vec<String>, Error> {
    let offers: Vec<(String, String, i64)> = vendor_listings::Entity::find()
        .select_only()
        .column(vendor_listings::Column::Id)
        .column(vendor_listings::Column::VendorId)
        .column(vendor_listings::Column::PricePaise)
        .inner_join(vendors::Entity)
        .filter(vendor_listings::Column::VarietyId.eq(variety_id))
        .filter(vendor_listings::Column::IsActive.eq(true))
        .filter(vendors::Column::IsVerified.eq(true))
        .filter(vendors::Column::IsBlocked.eq(false))
        .filter(vendors::Column::IsActive.eq(true))
        .order_by_asc(vendor_listings::Column::PricePaise)
        .order_by_asc(vendor_listings::Column::Id)
        .limit(OFFERS_READ_MAX)
        .into_tuple()
        .all(db)
        .await?;
    let mut cheapest: HashMap<String, (String, i64)> = HashMap::new();
    for (listing, vendor, price) in offers {
        cheapest.entry(vendor).or_insert((listing, price));
    }
    let vendor_ids: Vec<String> = cheapest.keys().cloned().collect();
    let answered = answered_enquiries(db, &vendor_ids).await?;
    let mut ranked: Vec<(u64, i64, String, String)> = cheapest
        .into_iter()
        .map(|(vendor, (listing, price))| (answered.get(&vendor).copied().unwrap_or(0), price, vendor, listing))
        .collect();
    ranked.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)).then(a.2.cmp(&b.2)));
    Ok(ranked.into_iter().take(OPEN_REQUEST_MAX).map(|(_, _, _, listing)| listing).collect())
}

/// Sends the open request, within the buyer's and its address's open-request allowance.
pub async fn create_open_request<C: ConnectionTrait + TransactionTrait>(
    db: &C,
    user_id: &str,
    address: Option<IpAddr>,
    input: &OpenRequestInput,
) -> Result<Requested, Error> {
    let variety_id = input.variety_id.as_deref().map(str::trim).filter(|v| !v.is_empty());
    let Some(variety_id) = variety_id else {
        return Err(super::messages::field_error("varietyId", VARIETY_REQUIRED.into()));
    };
    let listing_ids = chosen_offers(db, variety_id).await?;
    if listing_ids.is_empty() {
        return Err(Error::Refused(NO_SUPPLIERS.into()));
    }
    let sender = Sender::buyer(db, user_id, address).await?;
    let taken = quotas::take(db, &OPEN_REQUESTS, &sender, 1).await?;
    let made = request_offers(db, user_id, address, &input.form, &listing_ids).await;
    if !matches!(made, Ok(Requested { new: true, .. })) {
        taken.give_back(db).await;
    }
    made
}
