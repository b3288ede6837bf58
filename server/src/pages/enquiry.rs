//! Loaders of the enquiry form (for one supplier's offer) and its confirmation.

use sea_orm::DatabaseConnection;

use super::accounts::query_value;
use super::props::{EnquiryData, EnquiryOptions, EnquiryPrefill};
use super::props::{Meta, Outcome, PageData, PageName, PageProps, SiteProps};
use crate::error::ApiResult;
use domain::enquiries::input::units_for;
use domain::enquiries::offer::{find_open_offer, OFFER_UNAVAILABLE};
use domain::enquiries::request::OFFERS_MAX;
use foundation::entities::codes::{PACKAGING_PREFERENCES, PAYMENT_TERMS, URGENCIES};

/// The offers a form address names: `listing=ID`, or `listings=ID,ID,…` for a request to
/// several suppliers (at most [`OFFERS_MAX`]; more are ignored), each once.
fn chosen_offers(query: &str) -> Vec<String> {
    let many = query_value(query, "listings").unwrap_or_default();
    let one = query_value(query, "listing").unwrap_or_default();
    let mut ids: Vec<String> = Vec::new();
    for id in many.split(',').chain([one.as_str()]).map(str::trim).filter(|id| !id.is_empty()) {
        if !ids.iter().any(|known| known == id) && ids.len() < OFFERS_MAX {
            ids.push(id.to_owned());
        }
    }
    ids
}

/// `/enquiry?listing=ID` (or `?listings=ID,ID`, or `?variety=ID` for an open request to
/// every supplier of a variety): a buyer who is not signed in goes to sign in first and
/// comes back to this same address; without an offer there is nothing to enquire about.
pub async fn form(db: &DatabaseConnection, site: SiteProps, query: &str) -> ApiResult<Outcome> {
    let open_variety = query_value(query, "variety").map(|v| v.trim().to_owned()).filter(|v| !v.is_empty());
    let listings = match &open_variety {
        Some(variety) => domain::enquiries::thread::open_request::chosen_offers(db, variety).await?,
        None => chosen_offers(query),
    };
    if listings.is_empty() {
        return Ok(Outcome::Redirect { location: "/products".into(), permanent: false });
    }
    let Some(viewer) = site.user.clone() else {
        let back = match (&open_variety, listings.as_slice()) {
            (Some(variety), _) => format!("/enquiry?variety={}", encode(variety)),
            (None, [one]) => format!("/enquiry?listing={}", encode(one)),
            (None, many) => format!("/enquiry?listings={}", encode(&many.join(","))),
        };
        return Ok(Outcome::Redirect { location: format!("/login?redirect={}", encode(&back)), permanent: false });
    };
    let mut offers = Vec::with_capacity(listings.len());
    for id in &listings {
        offers.extend(find_open_offer(db, id).await?);
    }
    let error = match listings.len() - offers.len() {
        0 => None,
        _ if listings.len() == 1 => Some(OFFER_UNAVAILABLE.to_owned()),
        gone => {
            Some(format!("{gone} of the offers you chose {} no longer available", if gone == 1 { "is" } else { "are" }))
        }
    };
    let offer = offers.first().cloned();
    let shared_unit = offer.as_ref().map(|o| o.unit).filter(|u| offers.iter().all(|o| o.unit == *u));
    let buyer = domain::accounts::buyers::view(db, &viewer.id).await?;
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
    let owned = |codes: &[&str]| codes.iter().map(|c| (*c).to_owned()).collect();
    Ok(Outcome::Page(PageProps {
        page: PageName::Enquiry,
        status: 200,
        meta: Meta::new("Send an enquiry | Tradehub", "Send a priced enquiry to a verified supplier.", "/enquiry"),
        site,
        data: PageData::Enquiry(EnquiryData {
            offer,
            offers,
            open_variety_id: open_variety,
            error,
            prefill,
            options: EnquiryOptions {
                units: owned(&units_for(shared_unit)),
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
    fn a_form_address_names_up_to_five_offers_each_once() {
        assert_eq!(super::chosen_offers("listing=a"), ["a"]);
        assert_eq!(super::chosen_offers("listings=a,b,%20a,,c&listing=b"), ["a", "b", "c"]);
        assert_eq!(super::chosen_offers("listings=1,2,3,4,5,6"), ["1", "2", "3", "4", "5"]);
        assert!(super::chosen_offers("listings=,&listing=").is_empty());
    }

    #[test]
    fn encoding_keeps_a_return_address_in_one_query_value() {
        assert_eq!(super::encode("/enquiry?listing=a-1&x"), "%2Fenquiry%3Flisting%3Da-1%26x");
    }
}
