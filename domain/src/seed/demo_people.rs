//! Demonstration accounts: an admin, a buyer, verified suppliers and one awaiting review.

use std::collections::HashMap;

use sea_orm::{ActiveModelTrait, ColumnTrait, ConnectionTrait, DbErr, EntityTrait, QueryFilter, Set};

use super::demo_accounts::{
    ADMIN_EMAIL, ADMIN_PASSWORD, ANDHRA_SUPPLIER_EMAIL, BUYER_EMAIL, BUYER_PASSWORD, DECCAN_SUPPLIER_EMAIL,
    ERODE_SUPPLIER_EMAIL, GIR_SUPPLIER_EMAIL, GUNTUR_SUPPLIER_EMAIL, JALGAON_SUPPLIER_EMAIL, KUMILY_SUPPLIER_EMAIL,
    MALABAR_SUPPLIER_EMAIL, PENDING_SUPPLIER_EMAIL, RATNAGIRI_SUPPLIER_EMAIL, SUPPLIER_EMAIL, SUPPLIER_PASSWORD,
    VARANASI_SUPPLIER_EMAIL, WEAVES_SUPPLIER_EMAIL,
};
use foundation::entities::{admins, user_addresses, users, vendor_registrations, vendors};

pub(super) struct SupplierSeed {
    pub name: &'static str,
    pub email: &'static str,
    pub mobile: &'static str,
    /// Whether an admin has already verified the registration.
    pub verified: bool,
    pub address: &'static str,
    /// Numbers in the formats the registration form checks; the GSTIN check digit and
    /// the Aadhar Verhoeff digit are valid too.
    pub gst_no: &'static str,
    pub pan_no: &'static str,
    pub aadhar_no: &'static str,
    pub udyam_no: &'static str,
    pub msme_no: &'static str,
    /// The year the supplier joined (buyers see "member since"); none: today.
    pub since: Option<i32>,
}

pub(super) const SUPPLIERS: [SupplierSeed; 13] = [
    SupplierSeed {
        name: "Konkan Agro Exports Pvt. Ltd.",
        email: SUPPLIER_EMAIL,
        mobile: "+91 94220 51873",
        verified: true,
        address: "Gat No. 112, MIDC Mirjole, Ratnagiri, Maharashtra 415639, India",
        gst_no: "27AAKCK4821L1Z6",
        pan_no: "AAKCK4821L",
        aadhar_no: "482136579020",
        udyam_no: "UDYAM-MH-30-0012457",
        msme_no: "MH30E0012457",
        since: Some(2014),
    },
    SupplierSeed {
        name: "Deccan Fresh Farms",
        email: DECCAN_SUPPLIER_EMAIL,
        mobile: "+91 98901 22764",
        verified: true,
        address: "Survey No. 48, Dindori Road, Mhasrul, Nashik, Maharashtra 422004, India",
        gst_no: "27AAJFD5608N1Z1",
        pan_no: "AAJFD5608N",
        aadhar_no: "293847160553",
        udyam_no: "UDYAM-MH-20-0031542",
        msme_no: "MH20D0031542",
        since: Some(2017),
    },
    SupplierSeed {
        name: "Malabar Spice House Pvt. Ltd.",
        email: MALABAR_SUPPLIER_EMAIL,
        mobile: "+91 94470 36158",
        verified: true,
        address: "XL/2107, Bazaar Road, Mattancherry, Kochi, Kerala 682002, India",
        gst_no: "32AADCM7315Q1Z7",
        pan_no: "AADCM7315Q",
        aadhar_no: "730251846696",
        udyam_no: "UDYAM-KL-07-0004821",
        msme_no: "KL07D0004821",
        since: Some(2011),
    },
    SupplierSeed {
        name: "Kaveri Weaves Pvt. Ltd.",
        email: WEAVES_SUPPLIER_EMAIL,
        mobile: "+91 98422 70391",
        verified: true,
        address: "14/3 Avinashi Road, Anupparpalayam, Tiruppur, Tamil Nadu 641652, India",
        gst_no: "33AAGCK2094H1ZL",
        pan_no: "AAGCK2094H",
        aadhar_no: "561209473810",
        udyam_no: "UDYAM-TN-32-0019876",
        msme_no: "TN32C0019876",
        since: Some(2019),
    },
    SupplierSeed {
        name: "Sahyadri Organics Pvt. Ltd.",
        email: PENDING_SUPPLIER_EMAIL,
        mobile: "+91 97300 84215",
        verified: false,
        address: "Plot 7, Hinjewadi Phase 2, Pune, Maharashtra 411057, India",
        gst_no: "27ABZCS3147R1Z4",
        pan_no: "ABZCS3147R",
        aadhar_no: "640572918383",
        udyam_no: "UDYAM-MH-26-0045213",
        msme_no: "MH26D0045213",
        since: None,
    },
    SupplierSeed {
        name: "Ratnagiri Mango Growers' Co-operative",
        email: RATNAGIRI_SUPPLIER_EMAIL,
        mobile: "+91 94231 60827",
        verified: true,
        address: "Near ST Stand, Maruti Mandir, Ratnagiri, Maharashtra 415612, India",
        gst_no: "27AAHFR3318K1Z0",
        pan_no: "AAHFR3318K",
        aadhar_no: "726018159082",
        udyam_no: "UDYAM-MH-30-0027714",
        msme_no: "MH30E0027714",
        since: Some(2019),
    },
    SupplierSeed {
        name: "Gir Kesar Farms",
        email: GIR_SUPPLIER_EMAIL,
        mobile: "+91 98250 31946",
        verified: true,
        address: "Talala Road, Gir Somnath, Gujarat 362150, India",
        gst_no: "24AAKFG6124P1Z2",
        pan_no: "AAKFG6124P",
        aadhar_no: "501661318603",
        udyam_no: "UDYAM-GJ-11-0008831",
        msme_no: "GJ11D0008831",
        since: Some(2021),
    },
    SupplierSeed {
        name: "Andhra Orchard Traders",
        email: ANDHRA_SUPPLIER_EMAIL,
        mobile: "+91 94401 72358",
        verified: true,
        address: "12-4-88 Market Yard, Kurnool, Andhra Pradesh 518003, India",
        gst_no: "37AAJFA7731C1ZM",
        pan_no: "AAJFA7731C",
        aadhar_no: "339099603089",
        udyam_no: "UDYAM-AP-13-0016205",
        msme_no: "AP13D0016205",
        since: Some(2018),
    },
    SupplierSeed {
        name: "Kumily Cardamom & Pepper Growers",
        email: KUMILY_SUPPLIER_EMAIL,
        mobile: "+91 94960 28417",
        verified: true,
        address: "Thekkady Junction, Kumily, Idukki, Kerala 685509, India",
        gst_no: "32AAECK5260B1Z3",
        pan_no: "AAECK5260B",
        aadhar_no: "446281948213",
        udyam_no: "UDYAM-KL-09-0022190",
        msme_no: "KL09D0022190",
        since: Some(2016),
    },
    SupplierSeed {
        name: "Guntur Chilli & Spice Traders",
        email: GUNTUR_SUPPLIER_EMAIL,
        mobile: "+91 98490 63172",
        verified: true,
        address: "Chilli Yard Road, Guntur, Andhra Pradesh 522004, India",
        gst_no: "37AAGFG4472D1ZH",
        pan_no: "AAGFG4472D",
        aadhar_no: "551819093782",
        udyam_no: "UDYAM-AP-06-0031178",
        msme_no: "AP06D0031178",
        since: Some(2020),
    },
    SupplierSeed {
        name: "Jalgaon Fresh Exports Pvt. Ltd.",
        email: JALGAON_SUPPLIER_EMAIL,
        mobile: "+91 97640 15283",
        verified: true,
        address: "Plot B-14, MIDC Area, Jalgaon, Maharashtra 425003, India",
        gst_no: "27AAFCJ9035H1ZD",
        pan_no: "AAFCJ9035H",
        aadhar_no: "857975432313",
        udyam_no: "UDYAM-MH-19-0040462",
        msme_no: "MH19D0040462",
        since: Some(2022),
    },
    SupplierSeed {
        name: "Erode Turmeric Mart",
        email: ERODE_SUPPLIER_EMAIL,
        mobile: "+91 94433 58610",
        verified: true,
        address: "Regulated Market Complex, Perundurai Road, Erode, Tamil Nadu 638011, India",
        gst_no: "33AABFE2846M1ZF",
        pan_no: "AABFE2846M",
        aadhar_no: "687574911868",
        udyam_no: "UDYAM-TN-12-0011953",
        msme_no: "TN12D0011953",
        since: Some(2017),
    },
    SupplierSeed {
        name: "Varanasi Silk House",
        email: VARANASI_SUPPLIER_EMAIL,
        mobile: "+91 94150 27739",
        verified: true,
        address: "D-52/104 Luxa Road, Varanasi, Uttar Pradesh 221010, India",
        gst_no: "09AAEFV8153S1Z6",
        pan_no: "AAEFV8153S",
        aadhar_no: "452760189556",
        udyam_no: "UDYAM-UP-67-0005327",
        msme_no: "UP67D0005327",
        since: Some(2015),
    },
];

pub(super) struct BuyerSeed {
    pub name: &'static str,
    pub mobile: &'static str,
    pub label: &'static str,
    pub street: &'static str,
    pub city: &'static str,
    pub state: &'static str,
    pub zip: &'static str,
    pub country: &'static str,
}

pub(super) const BUYER: BuyerSeed = BuyerSeed {
    name: "Rahul Mehta",
    mobile: "+91 98201 45678",
    label: "Office",
    street: "402 Orchid Plaza, S.V. Road, Andheri West",
    city: "Mumbai",
    state: "Maharashtra",
    zip: "400058",
    country: "India",
};

pub(super) const ADMIN_NAME: &str = "Tradehub Admin";

/// Ids and names of the demonstration accounts, for the rows that refer to them.
pub(super) struct People {
    pub buyer_id: String,
    /// By e-mail: (id, name).
    pub suppliers: HashMap<&'static str, (String, &'static str)>,
}

pub(super) async fn write_people<C: ConnectionTrait>(
    db: &C,
    hashes: &HashMap<&'static str, String>,
) -> Result<People, DbErr> {
    if admins::Entity::find().filter(admins::Column::Email.eq(ADMIN_EMAIL)).one(db).await?.is_none() {
        admins::ActiveModel {
            email: Set(ADMIN_EMAIL.into()),
            password_hash: Set(hashes[ADMIN_PASSWORD].clone()),
            name: Set(ADMIN_NAME.into()),
            ..Default::default()
        }
        .insert(db)
        .await?;
    }
    let buyer_id = write_buyer(db, &hashes[BUYER_PASSWORD]).await?;
    let mut suppliers = HashMap::new();
    for seed in &SUPPLIERS {
        let id = write_supplier(db, seed, &hashes[SUPPLIER_PASSWORD]).await?;
        suppliers.insert(seed.email, (id, seed.name));
    }
    Ok(People { buyer_id, suppliers })
}

async fn write_buyer<C: ConnectionTrait>(db: &C, hash: &str) -> Result<String, DbErr> {
    if let Some(existing) = users::Entity::find().filter(users::Column::Email.eq(BUYER_EMAIL)).one(db).await? {
        return Ok(existing.id);
    }
    let user = users::ActiveModel {
        name: Set(BUYER.name.into()),
        email: Set(BUYER_EMAIL.into()),
        password_hash: Set(hash.into()),
        profile_photo: Set(None),
        mobile: Set(Some(BUYER.mobile.into())),
        is_verified: Set(true),
        is_blocked: Set(false),
        is_active: Set(true),
        // A buyer of long standing, with an established account's allowances.
        created_at: Set(chrono::NaiveDate::from_ymd_opt(2024, 3, 1)
            .and_then(|day| day.and_hms_opt(9, 0, 0))
            .expect("a valid time")
            .and_utc()),
        ..Default::default()
    }
    .insert(db)
    .await?;
    user_addresses::ActiveModel {
        user_id: Set(user.id.clone()),
        position: Set(0),
        label: Set(BUYER.label.into()),
        street: Set(BUYER.street.into()),
        city: Set(BUYER.city.into()),
        state: Set(BUYER.state.into()),
        zip: Set(BUYER.zip.into()),
        country: Set(BUYER.country.into()),
        ..Default::default()
    }
    .insert(db)
    .await?;
    Ok(user.id)
}

async fn write_supplier<C: ConnectionTrait>(db: &C, seed: &SupplierSeed, hash: &str) -> Result<String, DbErr> {
    if let Some(existing) = vendors::Entity::find().filter(vendors::Column::Email.eq(seed.email)).one(db).await? {
        return Ok(existing.id);
    }
    let vendor = vendors::ActiveModel {
        name: Set(seed.name.into()),
        email: Set(seed.email.into()),
        mobile: Set(seed.mobile.into()),
        password_hash: Set(hash.into()),
        is_verified: Set(seed.verified),
        is_blocked: Set(false),
        is_active: Set(true),
        has_submitted_registration: Set(true),
        created_at: match seed.since.and_then(|year| chrono::NaiveDate::from_ymd_opt(year, 3, 1)) {
            Some(day) => Set(day.and_hms_opt(9, 0, 0).expect("a valid time").and_utc()),
            None => sea_orm::ActiveValue::NotSet,
        },
        ..Default::default()
    }
    .insert(db)
    .await?;
    vendor_registrations::ActiveModel {
        vendor_id: Set(vendor.id.clone()),
        name: Set(seed.name.into()),
        email: Set(seed.email.into()),
        phone: Set(seed.mobile.into()),
        address: Set(seed.address.into()),
        gst_no: Set(seed.gst_no.into()),
        pan_no: Set(seed.pan_no.into()),
        aadhar_no: Set(seed.aadhar_no.into()),
        udhyam_registration_no: Set(seed.udyam_no.into()),
        msme_registration_no: Set(seed.msme_no.into()),
        is_verified: Set(seed.verified),
        ..Default::default()
    }
    .insert(db)
    .await?;
    Ok(vendor.id)
}
