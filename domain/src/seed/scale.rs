//! `tradehub demo --products N`: the demonstration data grown to a real company's size, to
//! measure pages and queries at scale.
//!
//! Generated product k (1..=N) copies demo product k mod 10 under a numbered title, with 5
//! varieties of 5 offers each and 20 enquiries; beside them 2N verified suppliers and 5N
//! buyers. Every row's id is made of its kind and number, and every value of its numbers,
//! so the same N always writes the same rows and a second run sees its own work done.

use std::fmt;

use anyhow::Context;
use chrono::{DateTime, Datelike, Days, Duration, Utc};
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, DatabaseConnection, DbErr, EntityTrait, IntoActiveModel, Iterable,
    PaginatorTrait, QueryFilter, QuerySelect, Set, TransactionTrait,
};

use super::catalogue_seed::{Nutrition, ProductSeed, VarietySeed};
use super::demo::seed_demo;
use super::demo_accounts::{BUYER_PASSWORD, SUPPLIER_PASSWORD};
use super::demo_catalogue::CATALOGUE;
use super::demo_more::MORE_OFFERS;
use super::demo_offer_seed::OfferSeed;
use super::demo_offers::OFFERS;
use super::demo_people::{SupplierSeed, BUYER, SUPPLIERS};
use super::scale_ids::{child, id, prefix, Kind};
use super::scale_orders::{OrderRows, Quoted, SupplierContact};
use super::site::seed_site_content;
use crate::trade::comparable::{per_comparable, PackContent};
use foundation::entities::codes::{
    EnquiryStatus, Incoterm, PackagingPreference, PaymentTerms, Unit, Urgency, ENQUIRY_UNITS,
};
use foundation::entities::{
    product_enquiries, product_features, product_specifications, products, users, varieties, vendor_listings,
    vendor_registrations, vendors,
};
use foundation::text::slugify;

const VARIETIES_PER_PRODUCT: u64 = 5;
const OFFERS_PER_VARIETY: u64 = 5;
const ENQUIRIES_PER_PRODUCT: u64 = 20;
const SUPPLIERS_PER_PRODUCT: u64 = 2;
const BUYERS_PER_PRODUCT: u64 = 5;

/// Bound values per statement: under SQLite's historical limit of 999.
const MAX_PARAMS: usize = 900;
/// Products written per transaction (with their varieties, offers and enquiries): big
/// enough that commits cost nothing, small enough that a run stopped halfway keeps most.
const PRODUCTS_PER_TXN: u64 = 500;
/// Accounts written per transaction.
const ACCOUNTS_PER_TXN: u64 = 5000;

/// Every generated time counts from here, so that a run does not depend on today.
fn epoch() -> DateTime<Utc> {
    DateTime::from_timestamp(1_735_689_600, 0).expect("2025-01-01 is a valid time")
}

fn at(seconds: u64) -> DateTime<Utc> {
    epoch() + Duration::seconds(seconds as i64)
}

/// What one run added.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Grown {
    pub products: u64,
    pub varieties: u64,
    pub offers: u64,
    pub suppliers: u64,
    pub buyers: u64,
    pub enquiries: u64,
    pub orders: u64,
    pub indexed: u64,
}

impl fmt::Display for Grown {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.products == 0 && self.suppliers == 0 && self.buyers == 0 {
            return write!(f, "nothing to add: every generated product, supplier and buyer is there already");
        }
        write!(
            f,
            "added {} products, {} varieties, {} offers, {} suppliers, {} buyers, {} enquiries, {} orders; indexed {} products",
            self.products,
            self.varieties,
            self.offers,
            self.suppliers,
            self.buyers,
            self.enquiries,
            self.orders,
            self.indexed
        )
    }
}

/// Writes the site content and the demonstration data where missing, then grows the
/// catalogue to `n` generated products (beside the demo's own), with their suppliers,
/// buyers and enquiries, indexes them for search and takes the planner's statistics.
pub async fn run(db: &DatabaseConnection, n: u64) -> anyhow::Result<Grown> {
    seed_site_content(db).await.context("writing the site content")?;
    seed_demo(db).await.context("writing the demonstration data")?;
    let mut grown = Grown::default();
    let hashes = Hashes::new().await?;
    grown.suppliers = write_missing(db, Kind::Supplier, SUPPLIERS_PER_PRODUCT * n, |s| supplier(s, &hashes.vendor))
        .await
        .context("suppliers")?;
    grown.buyers =
        write_missing(db, Kind::Buyer, BUYERS_PER_PRODUCT * n, |b| buyer(b, &hashes.buyer)).await.context("buyers")?;
    let first = generated(db, Kind::Product).await? + 1;
    let base = next_position(db).await?;
    let mut k = first;
    while k <= n {
        let last = (k + PRODUCTS_PER_TXN - 1).min(n);
        let rows: Vec<ProductRows> = (k..=last).map(|k| ProductRows::new(k, n, base)).collect();
        let txn = db.begin().await?;
        write_products(&txn, &rows).await.with_context(|| format!("products {k} to {last}"))?;
        txn.commit().await?;
        k = last + 1;
    }
    grown.products = (n + 1).saturating_sub(first);
    grown.varieties = grown.products * VARIETIES_PER_PRODUCT;
    grown.offers = grown.varieties * OFFERS_PER_VARIETY;
    grown.enquiries = grown.products * ENQUIRIES_PER_PRODUCT;
    grown.orders = grown.products;
    if grown.products > 0 {
        let newest = ProductRows::new(n, n, base).order.order.created_at.clone().unwrap();
        super::scale_orders::number_years(db, epoch().year()..=newest.year(), n)
            .await
            .context("numbering the generated orders")?;
    }
    grown.indexed = crate::search::index::index_missing(db).await.context("indexing the new products")?;
    crate::enquiries::words::index_missing(db).await.context("indexing the new enquiries")?;
    // The planner's statistics are taken where the rows are written, not by the next start.
    foundation::db::take_statistics(db).await.context("analysing the grown tables")?;
    Ok(grown)
}

/// One bcrypt hash per password for every generated account: hashing 70,000 times
/// would take hours. The salt is fixed so that two runs write the same rows; these
/// passwords are public anyway.
struct Hashes {
    vendor: String,
    buyer: String,
}

impl Hashes {
    async fn new() -> anyhow::Result<Self> {
        const SALT: [u8; 16] = *b"tradehub-scale-1";
        let hash = |password: &'static str| {
            tokio::task::spawn_blocking(move || crate::auth::password::hash_with_salt(password, SALT))
        };
        let (vendor, buyer) = (hash(SUPPLIER_PASSWORD), hash(BUYER_PASSWORD));
        Ok(Self { vendor: vendor.await??, buyer: buyer.await?? })
    }
}

/// How many rows of this kind earlier runs wrote. Each transaction writes whole numbered
/// runs, so the count is also the last number written.
async fn generated(db: &DatabaseConnection, kind: Kind) -> Result<u64, DbErr> {
    let prefix = format!("{}-", prefix(kind));
    match kind {
        Kind::Product => products::Entity::find().filter(products::Column::Id.starts_with(prefix)).count(db).await,
        Kind::Supplier => vendors::Entity::find().filter(vendors::Column::Id.starts_with(prefix)).count(db).await,
        Kind::Buyer => users::Entity::find().filter(users::Column::Id.starts_with(prefix)).count(db).await,
        _ => unreachable!("only products and accounts are counted"),
    }
}

/// Generated products follow the catalogue's own, in number order.
async fn next_position(db: &DatabaseConnection) -> Result<i32, DbErr> {
    let own: Option<i32> = products::Entity::find()
        .select_only()
        .column_as(products::Column::Position.max(), "max")
        .filter(products::Column::Id.starts_with(format!("{}-", prefix(Kind::Product))).not())
        .into_tuple()
        .one(db)
        .await?
        .flatten();
    Ok(own.map_or(0, |p| p + 1))
}

/// Accounts of one kind, numbered from where the last run stopped up to `total`.
async fn write_missing<R: Account>(
    db: &DatabaseConnection,
    kind: Kind,
    total: u64,
    make: impl Fn(u64) -> R,
) -> anyhow::Result<u64> {
    let first = generated(db, kind).await? + 1;
    let mut from = first;
    while from <= total {
        let to = (from + ACCOUNTS_PER_TXN - 1).min(total);
        let txn = db.begin().await?;
        R::write(&txn, (from..=to).map(&make).collect()).await?;
        txn.commit().await?;
        from = to + 1;
    }
    Ok((total + 1).saturating_sub(first))
}

trait Account: Sized {
    async fn write<C: ConnectionTrait>(db: &C, rows: Vec<Self>) -> Result<(), DbErr>;
}

impl Account for users::ActiveModel {
    async fn write<C: ConnectionTrait>(db: &C, rows: Vec<Self>) -> Result<(), DbErr> {
        insert_all(db, rows).await
    }
}

impl Account for (vendors::ActiveModel, vendor_registrations::ActiveModel) {
    async fn write<C: ConnectionTrait>(db: &C, rows: Vec<Self>) -> Result<(), DbErr> {
        let (suppliers, registrations): (Vec<_>, Vec<_>) = rows.into_iter().unzip();
        insert_all(db, suppliers).await?;
        insert_all(db, registrations).await
    }
}

/// Multi-row INSERTs: one statement per row would take minutes at N = 10,000. Bulk
/// inserts skip `before_save`, so every row arrives with its id and times set.
async fn insert_all<A, C>(db: &C, rows: Vec<A>) -> Result<(), DbErr>
where
    A: ActiveModelTrait + Send,
    <A::Entity as EntityTrait>::Model: IntoActiveModel<A>,
    C: ConnectionTrait,
{
    let per_statement = (MAX_PARAMS / <A::Entity as EntityTrait>::Column::iter().count()).max(1);
    let mut rows = rows.into_iter().peekable();
    while rows.peek().is_some() {
        let chunk: Vec<A> = rows.by_ref().take(per_statement).collect();
        A::Entity::insert_many(chunk).exec_without_returning(db).await?;
    }
    Ok(())
}

/// A verified supplier (offers of unverified ones are not shown), with the registration
/// an admin verified, copying a demo supplier's details.
fn supplier(s: u64, hash: &str) -> (vendors::ActiveModel, vendor_registrations::ActiveModel) {
    let seed: &SupplierSeed = &SUPPLIERS[(s % SUPPLIERS.len() as u64) as usize];
    let name = format!("{} {s:05}", seed.name);
    let (email, mobile) = supplier_contact(s);
    // Spread over the past years, so "member since" varies.
    let joined = epoch() - Duration::hours(s as i64);
    let vendor = vendors::ActiveModel {
        id: Set(id(Kind::Supplier, s)),
        name: Set(name.clone()),
        email: Set(email.clone()),
        mobile: Set(mobile.clone()),
        password_hash: Set(hash.into()),
        is_verified: Set(true),
        is_blocked: Set(false),
        is_active: Set(true),
        has_submitted_registration: Set(true),
        created_at: Set(joined),
        updated_at: Set(joined),
    };
    let registration = vendor_registrations::ActiveModel {
        id: Set(id(Kind::Registration, s)),
        vendor_id: Set(id(Kind::Supplier, s)),
        name: Set(name),
        email: Set(email),
        phone: Set(mobile),
        address: Set(seed.address.into()),
        gst_no: Set(seed.gst_no.into()),
        pan_no: Set(seed.pan_no.into()),
        aadhar_no: Set(seed.aadhar_no.into()),
        udhyam_registration_no: Set(seed.udyam_no.into()),
        msme_registration_no: Set(seed.msme_no.into()),
        is_verified: Set(true),
        rejection_reason: Set(None),
        rejected_at: Set(None),
        pending_changes: Set(None),
        created_at: Set(joined),
        updated_at: Set(joined),
    };
    (vendor, registration)
}

/// Supplier s's e-mail and mobile.
fn supplier_contact(s: u64) -> (String, String) {
    (format!("supplier-{s:05}@tradehub.example"), format!("+91 9{:04} {:05}", s / 100_000 % 10_000, s % 100_000))
}

const BUYER_NAMES: [&str; 8] = [
    "Rahul Mehta",
    "Aisha Khan",
    "Chen Wei",
    "Maria Rossi",
    "Tomás Silva",
    "Fatima Al-Sayed",
    "John Carter",
    "Yuki Tanaka",
];

fn buyer_name(b: u64) -> &'static str {
    BUYER_NAMES[(b % BUYER_NAMES.len() as u64) as usize]
}

fn buyer_email(b: u64) -> String {
    format!("buyer-{b:05}@tradehub.example")
}

fn buyer(b: u64, hash: &str) -> users::ActiveModel {
    users::ActiveModel {
        id: Set(id(Kind::Buyer, b)),
        name: Set(buyer_name(b).into()),
        email: Set(buyer_email(b)),
        password_hash: Set(hash.into()),
        profile_photo: Set(None),
        mobile: Set(Some(format!("+91 8{:04} {:05}", b / 100_000 % 10_000, b % 100_000))),
        is_verified: Set(true),
        is_blocked: Set(false),
        is_active: Set(true),
        created_at: Set(at(b * 60)),
        updated_at: Set(at(b * 60)),
    }
}

/// Every row of one generated product.
struct ProductRows {
    product: products::ActiveModel,
    features: Vec<product_features::ActiveModel>,
    specifications: Vec<product_specifications::ActiveModel>,
    varieties: Vec<varieties::ActiveModel>,
    offers: Vec<vendor_listings::ActiveModel>,
    enquiries: Vec<product_enquiries::ActiveModel>,
    order: OrderRows,
}

impl ProductRows {
    /// Product k of a catalogue of `n` generated ones, placed after position `base`.
    fn new(k: u64, n: u64, base: i32) -> Self {
        let seed: &ProductSeed = CATALOGUE[((k - 1) % CATALOGUE.len() as u64) as usize];
        let product_id = id(Kind::Product, k);
        // A variety's name in the title, as sellers name their lots: "Alphonso Mango 0042".
        let lead = seed.varieties[((k - 1) / CATALOGUE.len() as u64 % seed.varieties.len() as u64) as usize].title;
        let title = format!("{lead} {} {k:04}", seed.title);
        let category = format!("{} {k:04}", seed.category);
        let product = products::ActiveModel {
            id: Set(product_id.clone()),
            slug: Set(slugify(&title)),
            title: Set(title),
            category_slug: Set(slugify(&category)),
            category: Set(category),
            tag: Set(Some(seed.tag.into())),
            description: Set(seed.description.into()),
            details: Set(seed.details.into()),
            image: Set(Some(seed.image.into())),
            position: Set(base + k as i32 - 1),
            created_at: Set(at(k * 3600)),
            updated_at: Set(at(k * 3600)),
        };
        let features = (0..)
            .zip(seed.features)
            .map(|(i, text)| product_features::ActiveModel {
                id: Set(id(Kind::Feature, child(k, i))),
                product_id: Set(product_id.clone()),
                position: Set(i as i32),
                text: Set((*text).into()),
            })
            .collect();
        let specifications = (0..)
            .zip(seed.specifications)
            .map(|(i, (name, value))| product_specifications::ActiveModel {
                id: Set(id(Kind::Specification, child(k, i))),
                product_id: Set(product_id.clone()),
                position: Set(i as i32),
                name: Set((*name).into()),
                value: Set((*value).into()),
            })
            .collect();
        let varieties = (0..VARIETIES_PER_PRODUCT).map(|j| variety(k, j, seed, &product_id)).collect();
        let offers: Vec<_> = (0..VARIETIES_PER_PRODUCT * OFFERS_PER_VARIETY).map(|o| offer(k, o, n, seed)).collect();
        let mut enquiries: Vec<_> = (0..ENQUIRIES_PER_PRODUCT).map(|e| enquiry(k, e, n, seed, &offers)).collect();
        let order = accepted_order(k, seed, &offers, enquiries.last_mut().expect("a product has enquiries"));
        Self { product, features, specifications, varieties, offers, enquiries, order }
    }
}

/// The demo has three varieties per product; the fourth and fifth are premium grades of
/// the first two, so that every variety slug of a product differs.
fn variety_seed(seed: &ProductSeed, j: u64) -> (&VarietySeed, String) {
    let count = seed.varieties.len() as u64;
    let v = &seed.varieties[(j % count) as usize];
    let title = if j < count { v.title.to_owned() } else { format!("{} Premium", v.title) };
    (v, title)
}

fn variety(k: u64, j: u64, seed: &ProductSeed, product_id: &str) -> varieties::ActiveModel {
    let (v, title) = variety_seed(seed, j);
    let food = v.nutrition.as_ref();
    let nutrient = |pick: fn(&Nutrition) -> &'static str| Set(food.map(|n| pick(n).to_owned()));
    varieties::ActiveModel {
        id: Set(id(Kind::Variety, child(k, j))),
        product_id: Set(product_id.into()),
        position: Set(j as i32),
        slug: Set(slugify(&title)),
        title: Set(title),
        description: Set(Some(v.description.into())),
        image: Set(Some(v.image.into())),
        origin: Set(Some(v.origin.into())),
        energy: nutrient(|n| n.energy),
        protein: nutrient(|n| n.protein),
        crude_fibre: nutrient(|n| n.crude_fibre),
        calcium: nutrient(|n| n.calcium),
        iron: nutrient(|n| n.iron),
        packaging: Set(Some(v.shipping.packaging.into())),
        packaging_material: Set(Some(v.shipping.packaging_material.into())),
        supply_ability: Set(Some(v.shipping.supply_ability.into())),
        container: Set(Some(v.shipping.container.into())),
        shipment_preparation_time: Set(Some(v.shipping.preparation_time.into())),
        delivery_time: Set(Some(v.shipping.delivery_time.into())),
        comparable_unit: Set(super::demo_catalogue::sold_by(seed.title)),
    }
}

/// The demo offers of this variety, or of its product when the variety has none, so that
/// prices and units stay plausible.
fn demo_offers(seed: &ProductSeed, variety: &str) -> Vec<&'static OfferSeed> {
    let all = || OFFERS.iter().chain(&MORE_OFFERS).filter(|l| l.active && l.product == seed.title);
    let of_variety: Vec<_> = all().filter(|l| l.variety == variety).collect();
    if of_variety.is_empty() {
        all().collect()
    } else {
        of_variety
    }
}

/// Offer o (0..25) of product k: variety o / 5, from supplier number (k, o) spread evenly
/// over the 2n suppliers, at the demo's price give or take 5%.
fn offer(k: u64, o: u64, n: u64, seed: &ProductSeed) -> vendor_listings::ActiveModel {
    let j = o / OFFERS_PER_VARIETY;
    let (v, _) = variety_seed(seed, j);
    let demo = demo_offers(seed, v.title);
    let like = demo[(o as usize + k as usize) % demo.len()];
    let serial = (k - 1) * VARIETIES_PER_PRODUCT * OFFERS_PER_VARIETY + o;
    let supplier = serial % (SUPPLIERS_PER_PRODUCT * n) + 1;
    let price = (like.price_paise * (95 + (serial % 11) as i64) / 100).max(1);
    let unit = Unit::parse(like.unit).expect("a seeded unit is a unit");
    let content = like.content_milli.map(PackContent::from_milli);
    let comparable = per_comparable(price, unit, super::demo_catalogue::sold_by(seed.title), content);
    vendor_listings::ActiveModel {
        id: Set(id(Kind::Offer, child(k, o))),
        vendor_id: Set(id(Kind::Supplier, supplier)),
        product_id: Set(id(Kind::Product, k)),
        variety_id: Set(id(Kind::Variety, child(k, j))),
        price_paise: Set(price),
        unit: Set(unit),
        location: Set(like.location.into()),
        quantity_available: Set(like.quantity),
        min_order: Set(like.min_order),
        notes: Set(like.notes.map(Into::into)),
        is_active: Set(true),
        pack_content_milli: Set(like.content_milli),
        comparable_paise: Set(comparable),
        incoterm: Set(Incoterm::Exw),
        named_place: Set(None),
        created_at: Set(at(serial * 60)),
        updated_at: Set(at(serial * 60)),
    }
}

fn pick<T: Copy>(values: &[T], i: u64) -> T {
    values[(i % values.len() as u64) as usize]
}

/// Enquiry e (0..20) of product k, quoting offer e and sent by one of the 5n buyers.
fn enquiry(
    k: u64,
    e: u64,
    n: u64,
    seed: &ProductSeed,
    offers: &[vendor_listings::ActiveModel],
) -> product_enquiries::ActiveModel {
    let quoted = &offers[e as usize];
    let value = |v: &sea_orm::ActiveValue<String>| v.clone().unwrap();
    let serial = (k - 1) * ENQUIRIES_PER_PRODUCT + e;
    let b = serial % (BUYERS_PER_PRODUCT * n) + 1;
    let supplier = serial_of(&value(&quoted.vendor_id));
    let supplier_seed = &SUPPLIERS[(supplier % SUPPLIERS.len() as u64) as usize];
    let (_, variety_title) = variety_seed(seed, e / OFFERS_PER_VARIETY);
    let status = pick(EnquiryStatus::ALL, serial / 7);
    let made = at(serial * 60);
    product_enquiries::ActiveModel {
        id: Set(id(Kind::Enquiry, child(k, e))),
        user_id: Set(Some(id(Kind::Buyer, b))),
        listing_id: Set(Some(value(&quoted.id))),
        vendor_id: Set(Some(value(&quoted.vendor_id))),
        product_id: Set(Some(value(&quoted.product_id))),
        variety_id: Set(Some(value(&quoted.variety_id))),
        product_title: Set(seed.title.into()),
        variety_title: Set(variety_title),
        supplier_name: Set(format!("{} {supplier:05}", supplier_seed.name)),
        supplier_price_paise: Set(quoted.price_paise.clone().unwrap()),
        supplier_unit: Set(quoted.unit.clone().unwrap()),
        name: Set(buyer_name(b).into()),
        email: Set(buyer_email(b)),
        phone: Set(BUYER.mobile.into()),
        company: Set(Some(format!("Importer {b:05}"))),
        address: Set(BUYER.street.into()),
        city: Set(BUYER.city.into()),
        state: Set(BUYER.state.into()),
        pincode: Set(BUYER.zip.into()),
        quantity: Set((1 + serial % 50) as f64),
        unit: Set(Unit::parse(pick(&ENQUIRY_UNITS, serial)).expect("an enquiry unit is a unit")),
        urgency: Set(pick(Urgency::ALL, serial / 3)),
        delivery_date: Set(made.date_naive().checked_add_days(Days::new(30))),
        additional_requirements: Set(None),
        packaging_preference: Set(pick(PackagingPreference::ALL, serial / 2)),
        payment_terms: Set(pick(PaymentTerms::ALL, serial / 5)),
        certification_required: Set(serial.is_multiple_of(3)),
        samples_required: Set(serial.is_multiple_of(4)),
        status: Set(status),
        submission_key: Set(None),
        supplier_reply: Set(None),
        supplier_replied_at: Set(None),
        created_at: Set(made),
        updated_at: Set(made),
        created_micros: Set(made.timestamp_micros()),
        request_id: Set(None),
        quote_outcome: Set(None),
        // An answered enquiry was answered within two days.
        first_answered_at: Set((status != EnquiryStatus::Pending)
            .then(|| made + chrono::Duration::minutes(1 + (serial % (48 * 60)) as i64))),
    }
}

/// The last enquiry of product k, accepted at its offer's price, and its order.
fn accepted_order(
    k: u64,
    seed: &ProductSeed,
    offers: &[vendor_listings::ActiveModel],
    enquiry: &mut product_enquiries::ActiveModel,
) -> OrderRows {
    let offer = &offers[(ENQUIRIES_PER_PRODUCT - 1) as usize];
    let s = serial_of(&offer.vendor_id.clone().unwrap());
    let (email, phone) = supplier_contact(s);
    let address = SUPPLIERS[(s % SUPPLIERS.len() as u64) as usize].address.to_owned();
    let quoted = Quoted {
        pack_content_milli: offer.pack_content_milli.clone().unwrap(),
        comparable: offer.comparable_paise.clone().unwrap(),
        sold_by: super::demo_catalogue::sold_by(seed.title),
    };
    super::scale_orders::accepted(k, enquiry, &quoted, SupplierContact { email, phone, address })
}

/// The number in a generated id.
fn serial_of(id: &str) -> u64 {
    id.rsplit('-').next().and_then(|n| n.parse().ok()).unwrap_or(0)
}

async fn write_products<C: ConnectionTrait>(db: &C, rows: &[ProductRows]) -> Result<(), DbErr> {
    insert_all(db, rows.iter().map(|r| r.product.clone()).collect()).await?;
    insert_all(db, rows.iter().flat_map(|r| r.features.clone()).collect()).await?;
    insert_all(db, rows.iter().flat_map(|r| r.specifications.clone()).collect()).await?;
    insert_all(db, rows.iter().flat_map(|r| r.varieties.clone()).collect()).await?;
    insert_all(db, rows.iter().flat_map(|r| r.offers.clone()).collect()).await?;
    insert_all(db, rows.iter().flat_map(|r| r.enquiries.clone()).collect()).await?;
    insert_all(db, rows.iter().map(|r| r.order.quote.clone()).collect()).await?;
    insert_all(db, rows.iter().map(|r| r.order.order.clone()).collect()).await?;
    insert_all(db, rows.iter().flat_map(|r| r.order.events.clone()).collect()).await?;
    insert_all(db, rows.iter().flat_map(|r| r.order.payments.clone()).collect()).await
}

#[cfg(test)]
mod tests {
    use sea_orm::{DatabaseConnection, EntityTrait, PaginatorTrait};

    use super::*;
    use crate::auth::password::verify_password;
    use foundation::entities::test_db;

    async fn counts(db: &DatabaseConnection) -> [u64; 7] {
        [
            products::Entity::find().count(db).await.unwrap(),
            varieties::Entity::find().count(db).await.unwrap(),
            vendor_listings::Entity::find().count(db).await.unwrap(),
            vendors::Entity::find().count(db).await.unwrap(),
            users::Entity::find().count(db).await.unwrap(),
            product_enquiries::Entity::find().count(db).await.unwrap(),
            foundation::entities::orders::Entity::find().count(db).await.unwrap(),
        ]
    }

    #[tokio::test]
    async fn grows_the_demo_by_n_products_once() {
        let db = test_db::sqlite().await;
        seed_demo(&db).await.unwrap();
        let demo = counts(&db).await;

        let grown = run(&db, 30).await.unwrap();
        let after = counts(&db).await;
        let added: Vec<u64> = after.iter().zip(demo).map(|(a, d)| a - d).collect();
        assert_eq!(added, [30, 150, 750, 60, 150, 600, 30]);
        assert_eq!((grown.products, grown.offers, grown.enquiries, grown.orders), (30, 750, 600, 30));
        let counter = foundation::entities::order_numbers::Entity::find_by_id(2025).one(&db).await.unwrap().unwrap();
        assert_eq!(counter.last, 30, "a later order of the year numbers after the generated ones");
        assert_eq!(crate::search::index::index_missing(&db).await.unwrap(), 0, "every product is indexed");
        let registrations = vendor_registrations::Entity::find().count(&db).await.unwrap();
        assert_eq!(registrations, after[3], "every supplier has a registration");
        let supplier = vendors::Entity::find_by_id(id(Kind::Supplier, 60)).one(&db).await.unwrap().unwrap();
        assert!(supplier.is_verified && verify_password(SUPPLIER_PASSWORD, &supplier.password_hash));
        let buyer = users::Entity::find_by_id(id(Kind::Buyer, 150)).one(&db).await.unwrap().unwrap();
        assert!(verify_password(BUYER_PASSWORD, &buyer.password_hash));

        let again = run(&db, 30).await.unwrap();
        assert_eq!(again, Grown::default(), "a second run adds nothing");
        assert_eq!(counts(&db).await, after);
    }

    #[test]
    fn ids_are_uuid_shaped_and_distinct_per_kind() {
        let product = id(Kind::Product, 42);
        assert_eq!(product, "5ca1e001-0000-4000-8000-000000000042");
        assert_ne!(product, id(Kind::Variety, 42));
        assert_eq!(serial_of(&id(Kind::Supplier, 1999)), 1999);
    }

    #[test]
    fn a_product_is_the_same_in_every_run() {
        let (a, b) = (ProductRows::new(41, 1000, 10), ProductRows::new(41, 1000, 10));
        assert_eq!(a.product, b.product);
        assert_eq!(a.offers, b.offers);
        assert_eq!(a.product.title.clone().unwrap(), "Kesar Mango 0041");
        let slugs: std::collections::HashSet<_> = a.varieties.iter().map(|v| v.slug.clone().unwrap()).collect();
        assert_eq!(slugs.len(), VARIETIES_PER_PRODUCT as usize);
    }
}
