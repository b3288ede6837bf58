//! Loaders of the enquiry form (for one supplier's offer) and its confirmation.

use super::page_data::{EnquiryData, EnquiryOptions, EnquiryPrefill};
use sea_orm::DatabaseConnection;

use super::accounts::query_value;
use super::router::Outcome;
use super::{Meta, PageData, PageName, PageProps, SiteProps};
use crate::enquiries::input::units_for;
use crate::enquiries::offer::{find_open_offer, OFFER_UNAVAILABLE};
use crate::entities::codes::{PACKAGING_PREFERENCES, PAYMENT_TERMS, URGENCIES};
use crate::error::ApiResult;

/// `/enquiry?listing=ID`: a buyer who is not signed in goes to sign in first and comes
/// back to this same address; without a listing there is nothing to enquire about.
pub async fn form(db: &DatabaseConnection, site: SiteProps, query: &str) -> ApiResult<Outcome> {
    let Some(listing) = query_value(query, "listing").filter(|l| !l.trim().is_empty()) else {
        return Ok(Outcome::Redirect { location: "/products".into(), permanent: false });
    };
    let Some(viewer) = site.user.clone() else {
        let back = format!("/enquiry?listing={}", encode(&listing));
        return Ok(Outcome::Redirect { location: format!("/login?redirect={}", encode(&back)), permanent: false });
    };
    let offer = find_open_offer(db, &listing).await?;
    let error = offer.is_none().then(|| OFFER_UNAVAILABLE.to_owned());
    let buyer = crate::accounts::users::view(db, &viewer.id).await?;
    let address = buyer.as_ref().and_then(|b| b.addresses.first().cloned());
    let prefill = EnquiryPrefill {
        name: buyer.as_ref().map(|b| b.name.clone()),
        email: buyer.as_ref().map(|b| b.email.clone()),
        phone: buyer.as_ref().and_then(|b| b.mobile.clone()),
        address: address.as_ref().map(|a| a.street.clone()),
        city: address.as_ref().map(|a| a.city.clone()),
        state: address.as_ref().map(|a| a.state.clone()),
        pincode: address.as_ref().map(|a| a.zip.clone()),
    };
    let offer_unit = offer.as_ref().map(|o| o.unit);
    let owned = |codes: &[&str]| codes.iter().map(|c| (*c).to_owned()).collect();
    Ok(Outcome::Page(PageProps {
        page: PageName::Enquiry,
        status: 200,
        meta: Meta::new("Send an enquiry | Tradehub", "Send a priced enquiry to a verified supplier.", "/enquiry"),
        site,
        data: PageData::Enquiry(EnquiryData {
            offer,
            error,
            prefill,
            options: EnquiryOptions {
                units: owned(&units_for(offer_unit)),
                urgencies: owned(URGENCIES),
                packaging_preferences: owned(PACKAGING_PREFERENCES),
                payment_terms: owned(PAYMENT_TERMS),
            },
        }),
    }))
}

pub fn sent(site: SiteProps) -> PageProps {
    let meta = Meta::new("Enquiry sent | Tradehub", "Your enquiry has been sent to the supplier.", "/enquiries");
    PageProps { page: PageName::Enquiries, status: 200, meta, site, data: PageData::None }
}

/// Percent-encodes a value for use inside a query.
fn encode(value: &str) -> String {
    form_urlencoded::byte_serialize(value.as_bytes()).collect()
}

#[cfg(test)]
mod tests {
    #[test]
    fn encoding_keeps_a_return_address_in_one_query_value() {
        assert_eq!(super::encode("/enquiry?listing=a-1&x"), "%2Fenquiry%3Flisting%3Da-1%26x");
    }
}
