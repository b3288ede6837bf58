//! Seeding is idempotent, the demonstration data meets its promises, and every image the
//! seeds refer to is committed. SQLite always; MySQL too when `TEST_MYSQL_URL` is set.

use std::collections::HashSet;
use std::path::Path;

use sea_orm::{ColumnTrait, DatabaseConnection, EntityTrait, PaginatorTrait, QueryFilter};

use super::content;
use super::demo::seed_demo;
use super::demo::{self, DEMO_SIGN_INS};
use super::demo_catalogue::CATALOGUE;
use super::demo_offers::OFFERS;
use super::demo_people::SUPPLIERS;
use super::site::seed_site_content;
use crate::auth::password::verify_password;
use crate::validation::{Aadhar, Gst, Pan};
use foundation::entities::codes::LISTING_UNITS;
use foundation::entities::test_db;
use foundation::entities::*;

async fn count<E: EntityTrait>(db: &DatabaseConnection) -> u64
where
    E::Model: Sync,
{
    E::find().count(db).await.unwrap()
}

async fn version(db: &DatabaseConnection) -> i64 {
    content_version::Entity::find_by_id(content_version::ROW_ID).one(db).await.unwrap().unwrap().version
}

async fn site_content_counts(db: &DatabaseConnection) -> [u64; 10] {
    [
        count::<home_banners::Entity>(db).await,
        count::<logos::Entity>(db).await,
        count::<why_choose_us::Entity>(db).await,
        count::<reach_items::Entity>(db).await,
        count::<core_values::Entity>(db).await,
        count::<faqs::Entity>(db).await,
        count::<services::Entity>(db).await,
        count::<additional_services::Entity>(db).await,
        count::<testimonials::Entity>(db).await,
        count::<footer_settings::Entity>(db).await,
    ]
}

async fn site_content_is_seeded_once(db: &DatabaseConnection) {
    seed_site_content(db).await.unwrap();
    let expected = [1, 1, 4, 3, 3, 5, 5, 3, 3, 1];
    assert_eq!(site_content_counts(db).await, expected);
    assert_eq!(version(db).await, 1, "a new database keeps content version 1");

    seed_site_content(db).await.unwrap();
    assert_eq!(site_content_counts(db).await, expected, "a second start seeds nothing");
    assert_eq!(version(db).await, 1);

    let why: Vec<String> = why_choose_us::Entity::find().all(db).await.unwrap().into_iter().map(|w| w.title).collect();
    for title in ["Reliable Logistics", "Industry Expertise", "Global Reach", "Commitment to Excellence"] {
        assert!(why.iter().any(|t| t == title), "missing why-choose-us card {title}");
    }
    let ratings: Vec<i32> = testimonials::Entity::find().all(db).await.unwrap().into_iter().map(|t| t.rating).collect();
    assert!(ratings.iter().all(|r| (4..=5).contains(r)));
    let banner = home_banners::Entity::find().one(db).await.unwrap().unwrap();
    assert!(banner.banner3_image.is_some() && !banner.banner2_subtitle.is_empty());

    // An admin who empties a section gets the defaults back at the next start, and the
    // content version moves so that no instance keeps serving the empty section.
    faqs::Entity::delete_many().exec(db).await.unwrap();
    seed_site_content(db).await.unwrap();
    assert_eq!(count::<faqs::Entity>(db).await, 5);
    assert_eq!(version(db).await, 2);
}

async fn demo_is_seeded_once(db: &DatabaseConnection) {
    seed_demo(db).await.unwrap();
    let counts = demo_counts(db).await;
    seed_demo(db).await.unwrap();
    assert_eq!(demo_counts(db).await, counts, "a second start seeds nothing");

    let [products, varieties, vendors, registrations, listings, users, admins, enquiries] = counts;
    assert!(products >= 8, "{products} products");
    assert!(varieties >= 3 * products, "{varieties} varieties");
    assert_eq!(vendors, SUPPLIERS.len() as u64);
    assert_eq!(registrations, SUPPLIERS.len() as u64);
    assert!(listings >= 15, "{listings} listings");
    assert_eq!((users, admins), (1, 1));
    assert_eq!(enquiries, 2);

    let verified = vendors::Entity::find().filter(vendors::Column::IsVerified.eq(true)).count(db).await.unwrap();
    assert!(verified >= 3);
    let pending = vendors::Entity::find()
        .filter(vendors::Column::Email.eq(demo::PENDING_SUPPLIER_EMAIL))
        .find_also_related(vendor_registrations::Entity)
        .one(db)
        .await
        .unwrap()
        .unwrap();
    assert!(!pending.0.is_verified && pending.0.has_submitted_registration);
    assert!(!pending.1.expect("pending registration").is_verified);

    let active =
        vendor_listings::Entity::find().filter(vendor_listings::Column::IsActive.eq(true)).count(db).await.unwrap();
    assert!(active >= 15, "{active} active listings");
    // A marketplace to compare: most varieties have 3 to 5 active offers, a few none.
    let listings =
        vendor_listings::Entity::find().filter(vendor_listings::Column::IsActive.eq(true)).all(db).await.unwrap();
    let mut per_variety: std::collections::HashMap<String, usize> = std::collections::HashMap::new();
    for l in &listings {
        *per_variety.entry(l.variety_id.clone()).or_default() += 1;
    }
    let all_varieties = varieties::Entity::find().count(db).await.unwrap() as usize;
    let compared = per_variety.values().filter(|n| (3..=5).contains(*n)).count();
    assert!(compared * 3 >= all_varieties * 2, "{compared} of {all_varieties} varieties have 3 to 5 offers");
    let without = all_varieties - per_variety.len();
    assert!((2..=6).contains(&without), "{without} varieties without offers");
    assert!(
        listings.iter().filter(|l| l.min_order.is_some()).count() * 2 > listings.len(),
        "most offers name a minimum order"
    );
    let units: HashSet<_> =
        vendor_listings::Entity::find().all(db).await.unwrap().into_iter().map(|l| l.unit).collect();
    assert!(units.len() >= 5, "listings use several units: {units:?}");

    for v in varieties::Entity::find().all(db).await.unwrap() {
        assert!(v.origin.is_some() && v.image.is_some() && v.description.is_some(), "{}", v.title);
        let shipping = [
            &v.packaging,
            &v.packaging_material,
            &v.supply_ability,
            &v.container,
            &v.shipment_preparation_time,
            &v.delivery_time,
        ];
        assert!(shipping.iter().all(|s| s.is_some()), "{} lacks shipping details", v.title);
    }
    let mango =
        products::Entity::find().filter(products::Column::CategorySlug.eq("mangoes")).one(db).await.unwrap().unwrap();
    assert_eq!((mango.slug.as_str(), mango.tag.as_deref()), ("mango", Some("Fresh Fruits")));
    let alphonso = varieties::Entity::find()
        .filter(varieties::Column::ProductId.eq(mango.id))
        .filter(varieties::Column::Slug.eq("alphonso"))
        .one(db)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(alphonso.energy.as_deref(), Some("74 kcal"));

    let admin =
        admins::Entity::find().filter(admins::Column::Email.eq(demo::ADMIN_EMAIL)).one(db).await.unwrap().unwrap();
    assert!(admin.password_hash.starts_with("$2") && admin.password_hash != demo::ADMIN_PASSWORD);
    assert!(verify_password(demo::ADMIN_PASSWORD, &admin.password_hash));
    let buyer =
        users::Entity::find().filter(users::Column::Email.eq(demo::BUYER_EMAIL)).one(db).await.unwrap().unwrap();
    assert!(verify_password(demo::BUYER_PASSWORD, &buyer.password_hash));
    let vendor =
        vendors::Entity::find().filter(vendors::Column::Email.eq(demo::SUPPLIER_EMAIL)).one(db).await.unwrap().unwrap();
    assert!(vendor.is_verified && verify_password(demo::SUPPLIER_PASSWORD, &vendor.password_hash));
}

async fn demo_counts(db: &DatabaseConnection) -> [u64; 8] {
    [
        count::<products::Entity>(db).await,
        count::<varieties::Entity>(db).await,
        count::<vendors::Entity>(db).await,
        count::<vendor_registrations::Entity>(db).await,
        count::<vendor_listings::Entity>(db).await,
        count::<users::Entity>(db).await,
        count::<admins::Entity>(db).await,
        count::<product_enquiries::Entity>(db).await,
    ]
}

#[tokio::test]
async fn seeds_are_idempotent_on_sqlite() {
    let db = test_db::sqlite().await;
    site_content_is_seeded_once(&db).await;
    demo_is_seeded_once(&db).await;
}

#[tokio::test]
async fn seeds_are_idempotent_on_mysql() {
    let Some(mysql) = test_db::mysql("seed").await else {
        eprintln!("TEST_MYSQL_URL not set: MySQL seed test skipped");
        return;
    };
    site_content_is_seeded_once(&mysql.db).await;
    demo_is_seeded_once(&mysql.db).await;
    mysql.drop().await;
}

#[test]
fn demo_registrations_use_valid_numbers() {
    for v in &SUPPLIERS {
        assert!(Pan::parse(Some(v.pan_no)).is_ok(), "PAN {}", v.pan_no);
        let gst = Gst::parse(Some(v.gst_no)).unwrap_or_else(|e| panic!("GSTIN {}: {e}", v.gst_no));
        assert_eq!(gst.pan(), v.pan_no, "GSTIN {}", v.gst_no);
        assert!(Aadhar::parse(Some(v.aadhar_no)).is_ok(), "Aadhar {}", v.aadhar_no);
        assert!(DEMO_SIGN_INS.iter().any(|s| s.email == v.email), "{} missing from DEMO_SIGN_INS", v.email);
    }
}

#[test]
fn demo_offers_point_at_the_catalogue_and_use_offer_units() {
    for l in OFFERS.iter().chain(&super::demo_more::MORE_OFFERS) {
        assert!(l.min_order.is_none_or(|m| m > 0.0), "{} / {}: a minimum order above 0", l.product, l.variety);
        let product = CATALOGUE.iter().find(|p| p.title == l.product).unwrap_or_else(|| panic!("{}", l.product));
        assert!(product.varieties.iter().any(|v| v.title == l.variety), "{} / {}", l.product, l.variety);
        assert!(LISTING_UNITS.contains(&l.unit), "unit {}", l.unit);
        assert!(
            SUPPLIERS.iter().any(|v| v.email == l.vendor && v.verified),
            "{} is not a verified demo vendor",
            l.vendor
        );
        assert!(l.price_paise > 0 && l.quantity > 0.0);
    }
}

#[test]
fn every_seeded_image_is_committed() {
    let mut paths: Vec<&str> = vec![content::LOGO];
    paths.extend(content::BANNER.iter().map(|s| s.image));
    for cards in [&content::WHY_CHOOSE_US[..], &content::REACH, &content::CORE_VALUES, &content::ADDITIONAL_SERVICES] {
        paths.extend(cards.iter().map(|c| c.image));
    }
    paths.extend(content::SERVICES.iter().map(|s| s.image));
    paths.extend(content::TESTIMONIALS.iter().map(|t| t.image));
    for p in CATALOGUE {
        paths.push(p.image);
        paths.extend(p.varieties.iter().map(|v| v.image));
    }
    let static_dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../static");
    for url in paths {
        let relative = url.strip_prefix("/static/").unwrap_or_else(|| panic!("{url} is not under /static/"));
        let file = static_dir.join(relative);
        let svg = std::fs::read_to_string(&file).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
        assert!(svg.contains("<svg") && svg.contains("viewBox"), "{url} is not an SVG with a viewBox");
    }
}

#[test]
fn every_demo_variety_has_its_own_picture() {
    let mut seen = std::collections::HashSet::new();
    for p in CATALOGUE {
        for v in p.varieties {
            assert!(seen.insert(v.image), "{} / {} shares its picture {}", p.title, v.title, v.image);
            assert_ne!(v.image, p.image, "{} / {} shows the product's picture", p.title, v.title);
        }
    }
}
