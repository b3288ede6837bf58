//! Demonstration enquiries, so the buyer's profile and the admin's enquiry screens have
//! something to show.

use chrono::{Days, Utc};
use sea_orm::{ActiveModelTrait, ConnectionTrait, DbErr, Set};

use super::demo_accounts::BUYER_EMAIL;
use super::demo_offers::Written;
use super::demo_people::{People, BUYER};
use foundation::entities::codes::{
    EnquiryStatus, GeneralEnquiryStatus, PackagingPreference, PaymentTerms, Unit, Urgency,
};
use foundation::entities::{general_enquiries, product_enquiries};

struct ProductEnquirySeed {
    product: &'static str,
    variety: &'static str,
    quantity: f64,
    unit: Unit,
    urgency: Urgency,
    /// Days from the day of seeding.
    delivery_in_days: u64,
    requirements: Option<&'static str>,
    packaging: PackagingPreference,
    payment_terms: PaymentTerms,
    certification: bool,
    samples: bool,
    status: EnquiryStatus,
}

const PRODUCT_ENQUIRIES: [ProductEnquirySeed; 2] = [
    ProductEnquirySeed {
        product: "Mango",
        variety: "Alphonso",
        quantity: 2.0,
        unit: Unit::Ton,
        urgency: Urgency::Urgent,
        delivery_in_days: 21,
        requirements: Some("Hot-water treated, with phytosanitary certificate for the UK."),
        packaging: PackagingPreference::Standard,
        payment_terms: PaymentTerms::Advance,
        certification: true,
        samples: false,
        status: EnquiryStatus::Processing,
    },
    ProductEnquirySeed {
        product: "Black Pepper",
        variety: "Tellicherry Extra Bold (TGEB)",
        quantity: 500.0,
        unit: Unit::Kg,
        urgency: Urgency::Normal,
        delivery_in_days: 45,
        requirements: None,
        packaging: PackagingPreference::EcoFriendly,
        payment_terms: PaymentTerms::Net30,
        certification: false,
        samples: true,
        status: EnquiryStatus::Pending,
    },
];

const COMPANY: &str = "Mehta Food Imports";

struct GeneralEnquirySeed {
    name: &'static str,
    email: &'static str,
    phone: &'static str,
    address: Option<&'static str>,
    message: &'static str,
    status: GeneralEnquiryStatus,
}

const GENERAL_ENQUIRIES: [GeneralEnquirySeed; 2] = [
    GeneralEnquirySeed {
        name: "Elena Petrova",
        email: "elena.petrova@example.com",
        phone: "+359 2 491 7730",
        address: Some("Sofia, Bulgaria"),
        message: "Do you supply organic turmeric powder in 25 kg bags? We would need about two \
                  tons every quarter, delivered to Varna.",
        status: GeneralEnquiryStatus::Open,
    },
    GeneralEnquirySeed {
        name: "Daniel Okafor",
        email: "d.okafor@example.com",
        phone: "+234 1 463 2210",
        address: None,
        message: "Please send your price list for cotton canvas and poplin, CIF Lagos.",
        status: GeneralEnquiryStatus::Close,
    },
];

pub(super) async fn write_enquiries<C: ConnectionTrait>(
    db: &C,
    people: &People,
    listings: &[Written],
) -> Result<(), DbErr> {
    let today = Utc::now().date_naive();
    for seed in &PRODUCT_ENQUIRIES {
        let Some(quoted) = listings.iter().find(|w| (w.seed.product, w.seed.variety) == (seed.product, seed.variety))
        else {
            continue;
        };
        let listing = &quoted.listing;
        let supplier = people.suppliers.get(quoted.seed.vendor).map_or("", |(_, name)| name);
        product_enquiries::ActiveModel {
            user_id: Set(Some(people.buyer_id.clone())),
            listing_id: Set(Some(listing.id.clone())),
            vendor_id: Set(Some(listing.vendor_id.clone())),
            product_id: Set(Some(listing.product_id.clone())),
            variety_id: Set(Some(listing.variety_id.clone())),
            product_title: Set(seed.product.into()),
            variety_title: Set(seed.variety.into()),
            supplier_name: Set(supplier.into()),
            supplier_price_paise: Set(listing.price_paise),
            supplier_unit: Set(listing.unit),
            name: Set(BUYER.name.into()),
            email: Set(BUYER_EMAIL.into()),
            phone: Set(BUYER.mobile.into()),
            company: Set(Some(COMPANY.into())),
            address: Set(BUYER.street.into()),
            city: Set(BUYER.city.into()),
            state: Set(BUYER.state.into()),
            pincode: Set(BUYER.zip.into()),
            quantity: Set(seed.quantity),
            unit: Set(seed.unit),
            urgency: Set(seed.urgency),
            delivery_date: Set(today.checked_add_days(Days::new(seed.delivery_in_days))),
            additional_requirements: Set(seed.requirements.map(Into::into)),
            packaging_preference: Set(seed.packaging),
            payment_terms: Set(seed.payment_terms),
            certification_required: Set(seed.certification),
            samples_required: Set(seed.samples),
            status: Set(seed.status),
            submission_key: Set(None),
            ..Default::default()
        }
        .insert(db)
        .await?;
    }
    for seed in &GENERAL_ENQUIRIES {
        general_enquiries::ActiveModel {
            name: Set(seed.name.into()),
            email: Set(seed.email.into()),
            phone: Set(seed.phone.into()),
            address: Set(seed.address.map(Into::into)),
            message: Set(seed.message.into()),
            status: Set(seed.status),
            ..Default::default()
        }
        .insert(db)
        .await?;
    }
    Ok(())
}
