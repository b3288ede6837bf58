//! Demonstration supplier listings: prices in paise, written `rupees_paise` (`1450_00` is
//! ₹1,450.00).

use sea_orm::{ActiveModelTrait, ConnectionTrait, DbErr, Set};

use super::demo::VENDOR_EMAIL;
use super::demo_catalogue::Placements;
use super::demo_people::People;
use crate::entities::vendor_listings;

pub(super) struct ListingSeed {
    pub vendor: &'static str,
    pub product: &'static str,
    pub variety: &'static str,
    pub price_paise: i64,
    pub unit: &'static str,
    pub location: &'static str,
    pub quantity: f64,
    pub notes: Option<&'static str>,
    pub active: bool,
}

const DECCAN: &str = "deccan@tradehub.example";
const MALABAR: &str = "malabar@tradehub.example";
const WEAVES: &str = "weaves@tradehub.example";

const fn listing(
    vendor: &'static str,
    (product, variety): (&'static str, &'static str),
    price_paise: i64,
    unit: &'static str,
    location: &'static str,
    quantity: f64,
    notes: Option<&'static str>,
) -> ListingSeed {
    ListingSeed { vendor, product, variety, price_paise, unit, location, quantity, notes, active: true }
}

pub(super) const LISTINGS: [ListingSeed; 22] = [
    listing(
        VENDOR_EMAIL,
        ("Mango", "Alphonso"),
        1450_00,
        "box",
        "Ratnagiri, Maharashtra",
        2400.0,
        Some("3 kg box, 9 to 12 fruits; April to June"),
    ),
    listing(VENDOR_EMAIL, ("Mango", "Kesar"), 95_00, "kg", "Junagadh, Gujarat", 18000.0, Some("Graded 250–300 g")),
    listing(VENDOR_EMAIL, ("Mango", "Banganapalli"), 72000_00, "ton", "Kurnool, Andhra Pradesh", 40.0, None),
    listing(
        VENDOR_EMAIL,
        ("Banana", "Nendran"),
        48_00,
        "kg",
        "Thrissur, Kerala",
        25000.0,
        Some("Green, for ripening at destination"),
    ),
    listing(
        DECCAN,
        ("Pomegranate", "Bhagwa"),
        102000_00,
        "ton",
        "Solapur, Maharashtra",
        60.0,
        Some("Count 10–14 per 3.5 kg box"),
    ),
    listing(DECCAN, ("Pomegranate", "Ganesh"), 310_00, "box", "Nashik, Maharashtra", 3000.0, Some("3.5 kg box")),
    listing(
        DECCAN,
        ("Grapes", "Thompson Seedless"),
        85_00,
        "kg",
        "Nashik, Maharashtra",
        120000.0,
        Some("Berry size 16 mm+; January to April"),
    ),
    listing(
        DECCAN,
        ("Grapes", "Sharad Seedless"),
        55_00,
        "packet",
        "Nashik, Maharashtra",
        20000.0,
        Some("500 g punnet"),
    ),
    listing(DECCAN, ("Grapes", "Flame Seedless"), 92_00, "kg", "Sangli, Maharashtra", 30000.0, None),
    listing(
        DECCAN,
        ("Banana", "Cavendish (Grand Naine)"),
        21500_00,
        "ton",
        "Jalgaon, Maharashtra",
        300.0,
        Some("13 kg boxes, 1,540 per container"),
    ),
    listing(MALABAR, ("Turmeric", "Salem Finger"), 145_00, "kg", "Salem, Tamil Nadu", 50000.0, Some("Curcumin 2.8%")),
    listing(
        MALABAR,
        ("Turmeric", "Lakadong Powder"),
        180_00,
        "packet",
        "Kochi, Kerala",
        4000.0,
        Some("500 g pouch; curcumin 7–9%"),
    ),
    listing(
        MALABAR,
        ("Black Pepper", "Malabar Garbled (MG1)"),
        645000_00,
        "ton",
        "Kochi, Kerala",
        25.0,
        Some("ASTA cleaned"),
    ),
    listing(
        MALABAR,
        ("Black Pepper", "Tellicherry Extra Bold (TGEB)"),
        720_00,
        "kg",
        "Thalassery, Kerala",
        8000.0,
        None,
    ),
    listing(
        MALABAR,
        ("Cardamom", "Alleppey Green Extra Bold (AGEB)"),
        2850_00,
        "kg",
        "Idukki, Kerala",
        1200.0,
        Some("8 mm+ pods"),
    ),
    listing(
        MALABAR,
        ("Cardamom", "Alleppey Green Bold (AGB)"),
        2_65,
        "g",
        "Idukki, Kerala",
        500000.0,
        Some("Sample and retail lots from 100 g"),
    ),
    listing(
        MALABAR,
        ("Red Chilli", "Guntur Sannam S4"),
        235_00,
        "kg",
        "Guntur, Andhra Pradesh",
        40000.0,
        Some("With stem; 35,000–40,000 SHU"),
    ),
    listing(MALABAR, ("Red Chilli", "Byadgi"), 300000_00, "ton", "Haveri, Karnataka", 15.0, None),
    listing(
        WEAVES,
        ("Cotton Fabric", "Organic Cotton Poplin"),
        9250_00,
        "piece",
        "Tiruppur, Tamil Nadu",
        400.0,
        Some("50 m roll, 58\" wide, GOTS certified"),
    ),
    listing(
        WEAVES,
        ("Cotton Fabric", "Cotton Canvas"),
        420_00,
        "kg",
        "Ahmedabad, Gujarat",
        12000.0,
        Some("12 oz greige"),
    ),
    listing(
        WEAVES,
        ("Silk Sarees", "Kanchipuram Silk"),
        18500_00,
        "piece",
        "Kanchipuram, Tamil Nadu",
        120.0,
        Some("Silk Mark certified, with blouse piece"),
    ),
    ListingSeed {
        active: false,
        ..listing(
            WEAVES,
            ("Cotton Fabric", "Handloom Khadi"),
            14500_00,
            "box",
            "Ponduru, Andhra Pradesh",
            60.0,
            Some("Box of 10 pieces of 5 m; restocking after the monsoon"),
        )
    },
];

/// A written listing, for the enquiries that quote it.
pub(super) struct Written {
    pub seed: &'static ListingSeed,
    pub listing: vendor_listings::Model,
}

pub(super) async fn write_listings<C: ConnectionTrait>(
    db: &C,
    people: &People,
    placed: &Placements,
) -> Result<Vec<Written>, DbErr> {
    let mut written = Vec::with_capacity(LISTINGS.len());
    for seed in &LISTINGS {
        let at = &placed[&(seed.product, seed.variety)];
        let (vendor_id, _) = &people.vendors[seed.vendor];
        let listing = vendor_listings::ActiveModel {
            vendor_id: Set(vendor_id.clone()),
            product_id: Set(at.product_id.clone()),
            variety_id: Set(at.variety_id.clone()),
            price_paise: Set(seed.price_paise),
            unit: Set(seed.unit.into()),
            location: Set(seed.location.into()),
            quantity_available: Set(seed.quantity),
            notes: Set(seed.notes.map(Into::into)),
            is_active: Set(seed.active),
            ..Default::default()
        }
        .insert(db)
        .await?;
        written.push(Written { seed, listing });
    }
    Ok(written)
}
