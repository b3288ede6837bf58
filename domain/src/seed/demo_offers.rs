//! Demonstration supplier offers.

use sea_orm::{ActiveModelTrait, ConnectionTrait, DbErr, Set};

use super::demo_accounts::{
    DECCAN_SUPPLIER_EMAIL as DECCAN, MALABAR_SUPPLIER_EMAIL as MALABAR, SUPPLIER_EMAIL, WEAVES_SUPPLIER_EMAIL as WEAVES,
};
use super::demo_catalogue::Placements;
use super::demo_more::MORE_OFFERS;
use super::demo_offer_seed::{inr, offer, OfferSeed};
use super::demo_people::People;
use foundation::entities::codes::Unit;
use foundation::entities::vendor_listings;

#[rustfmt::skip]
pub(super) const OFFERS: [OfferSeed; 22] = [
    // supplier, (product, variety), price, unit, location, quantity, notes
    offer(SUPPLIER_EMAIL, ("Mango", "Alphonso"),                               inr(1450, 0), "box",    "Ratnagiri, Maharashtra",    2400.0, Some("3 kg box, 9 to 12 fruits; April to June")).min(100.0).holds(3_000),
    offer(SUPPLIER_EMAIL, ("Mango", "Kesar"),                                    inr(95, 0), "kg",     "Junagadh, Gujarat",        18000.0, Some("Graded 250–300 g")).min(1000.0),
    offer(SUPPLIER_EMAIL, ("Mango", "Banganapalli"),                          inr(72000, 0), "ton",    "Kurnool, Andhra Pradesh",     40.0, None).min(5.0),
    offer(SUPPLIER_EMAIL, ("Banana", "Nendran"),                                 inr(48, 0), "kg",     "Thrissur, Kerala",         25000.0, Some("Green, for ripening at destination")),
    offer(DECCAN,       ("Pomegranate", "Bhagwa"),                         inr(102000, 0), "ton",    "Solapur, Maharashtra",        60.0, Some("Count 10–14 per 3.5 kg box")).min(2.0),
    offer(DECCAN,       ("Pomegranate", "Ganesh"),                            inr(310, 0), "box",    "Nashik, Maharashtra",       3000.0, Some("3.5 kg box")).holds(3_500),
    offer(DECCAN,       ("Grapes", "Thompson Seedless"),                       inr(85, 0), "kg",     "Nashik, Maharashtra",     120000.0, Some("Berry size 16 mm+; January to April")).min(5000.0),
    offer(DECCAN,       ("Grapes", "Sharad Seedless"),                         inr(55, 0), "packet", "Nashik, Maharashtra",      20000.0, Some("500 g punnet")).holds(500),
    offer(DECCAN,       ("Grapes", "Flame Seedless"),                          inr(92, 0), "kg",     "Sangli, Maharashtra",      30000.0, None),
    offer(DECCAN,       ("Banana", "Cavendish (Grand Naine)"),              inr(21500, 0), "ton",    "Jalgaon, Maharashtra",       300.0, Some("13 kg boxes, 1,540 per container")),
    offer(MALABAR,      ("Turmeric", "Salem Finger"),                         inr(145, 0), "kg",     "Salem, Tamil Nadu",        50000.0, Some("Curcumin 2.8%")).min(500.0),
    offer(MALABAR,      ("Turmeric", "Lakadong Powder"),                      inr(180, 0), "packet", "Kochi, Kerala",             4000.0, Some("500 g pouch; curcumin 7–9%")).holds(500),
    offer(MALABAR,      ("Black Pepper", "Malabar Garbled (MG1)"),         inr(645000, 0), "ton",    "Kochi, Kerala",               25.0, Some("ASTA cleaned")).min(1.0),
    offer(MALABAR,      ("Black Pepper", "Tellicherry Extra Bold (TGEB)"),    inr(720, 0), "kg",     "Thalassery, Kerala",        8000.0, None),
    offer(MALABAR,      ("Cardamom", "Alleppey Green Extra Bold (AGEB)"),    inr(2850, 0), "kg",     "Idukki, Kerala",            1200.0, Some("8 mm+ pods")).min(25.0),
    offer(MALABAR,      ("Cardamom", "Alleppey Green Bold (AGB)"),             inr(2, 65), "g",      "Idukki, Kerala",          500000.0, Some("Sample and retail lots from 100 g")),
    offer(MALABAR,      ("Red Chilli", "Guntur Sannam S4"),                   inr(235, 0), "kg",     "Guntur, Andhra Pradesh",   40000.0, Some("With stem; 35,000–40,000 SHU")).min(1000.0),
    offer(MALABAR,      ("Red Chilli", "Byadgi"),                          inr(300000, 0), "ton",    "Haveri, Karnataka",           15.0, None),
    offer(WEAVES,       ("Cotton Fabric", "Organic Cotton Poplin"),          inr(9250, 0), "piece",  "Tiruppur, Tamil Nadu",       400.0, Some("50 m roll, 58\" wide, GOTS certified")).min(10.0).holds(50_000),
    offer(WEAVES,       ("Cotton Fabric", "Cotton Canvas"),                   inr(245, 0), "metre",  "Ahmedabad, Gujarat",       30000.0, Some("12 oz greige, 58\" wide")),
    offer(WEAVES,       ("Silk Sarees", "Kanchipuram Silk"),                inr(18500, 0), "piece",  "Kanchipuram, Tamil Nadu",    120.0, Some("Silk Mark certified, with blouse piece")).min(5.0),
    OfferSeed {
        active: false,
        ..offer(WEAVES, ("Cotton Fabric", "Handloom Khadi"), inr(14500, 0), "box", "Ponduru, Andhra Pradesh", 60.0,
                  Some("Box of 10 pieces of 5 m; restocking after the monsoon")).holds(50_000)
    },
];

/// A written offer, for the enquiries that quote it.
pub(super) struct Written {
    pub seed: &'static OfferSeed,
    pub listing: vendor_listings::Model,
}

pub(super) async fn write_offers<C: ConnectionTrait>(
    db: &C,
    people: &People,
    placed: &Placements,
) -> Result<Vec<Written>, DbErr> {
    let mut written = Vec::with_capacity(OFFERS.len() + MORE_OFFERS.len());
    for seed in OFFERS.iter().chain(&MORE_OFFERS) {
        let at = &placed[&(seed.product, seed.variety)];
        let (vendor_id, _) = &people.suppliers[seed.vendor];
        let (pack_content, comparable) = seed.figures();
        let listing = vendor_listings::ActiveModel {
            vendor_id: Set(vendor_id.clone()),
            product_id: Set(at.product_id.clone()),
            variety_id: Set(at.variety_id.clone()),
            price_paise: Set(seed.price_paise),
            unit: Set(Unit::parse(seed.unit).expect("a seeded unit is a unit")),
            location: Set(seed.location.into()),
            quantity_available: Set(seed.quantity),
            notes: Set(seed.notes.map(Into::into)),
            min_order: Set(seed.min_order),
            is_active: Set(seed.active),
            pack_content_milli: Set(pack_content),
            comparable_paise: Set(comparable),
            ..Default::default()
        }
        .insert(db)
        .await?;
        written.push(Written { seed, listing });
    }
    Ok(written)
}
