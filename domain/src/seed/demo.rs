//! The demonstration data set: sign-ins to try every role, and [`seed_demo`].

use std::collections::HashMap;

use anyhow::Context;
use sea_orm::{DatabaseConnection, TransactionTrait};

use super::demo_more as more;
use super::{demo_catalogue, demo_enquiries, demo_offers, demo_people, demo_rates, site::is_empty};
use crate::auth::password::hash_password;
use foundation::entities::products;

pub const ADMIN_EMAIL: &str = "admin@tradehub.example";
pub const ADMIN_PASSWORD: &str = "admin123";
pub const BUYER_EMAIL: &str = "buyer@tradehub.example";
pub const BUYER_PASSWORD: &str = "buyer123";
/// A verified supplier with offers (Konkan Agro Exports).
pub const SUPPLIER_EMAIL: &str = "vendor@tradehub.example";
/// Every demonstration supplier shares this password.
pub const SUPPLIER_PASSWORD: &str = "vendor123";
/// A supplier whose registration waits for an admin's Verify.
pub const PENDING_SUPPLIER_EMAIL: &str = "pending@tradehub.example";
pub const PENDING_SUPPLIER_PASSWORD: &str = SUPPLIER_PASSWORD;
/// More verified suppliers, each with offers of its own.
pub const DECCAN_SUPPLIER_EMAIL: &str = "deccan@tradehub.example";
pub const MALABAR_SUPPLIER_EMAIL: &str = "malabar@tradehub.example";
pub const WEAVES_SUPPLIER_EMAIL: &str = "weaves@tradehub.example";

/// One demonstration sign-in, for the README and the login screens' hints.
pub struct DemoSignIn {
    pub role: &'static str,
    pub who: &'static str,
    pub email: &'static str,
    pub password: &'static str,
}

#[rustfmt::skip]
pub const DEMO_SIGN_INS: [DemoSignIn; 15] = [
    DemoSignIn { role: "admin",             who: "Administrator",                        email: ADMIN_EMAIL,          password: ADMIN_PASSWORD },
    DemoSignIn { role: "buyer",             who: "Rahul Mehta, Mehta Food Imports",      email: BUYER_EMAIL,          password: BUYER_PASSWORD },
    DemoSignIn { role: "supplier",          who: "Konkan Agro Exports (fruits)",         email: SUPPLIER_EMAIL,         password: SUPPLIER_PASSWORD },
    DemoSignIn { role: "supplier",          who: "Deccan Fresh Farms (fruits)",          email: DECCAN_SUPPLIER_EMAIL,  password: SUPPLIER_PASSWORD },
    DemoSignIn { role: "supplier",          who: "Malabar Spice House (spices)",         email: MALABAR_SUPPLIER_EMAIL, password: SUPPLIER_PASSWORD },
    DemoSignIn { role: "supplier",          who: "Kaveri Weaves (textiles)",             email: WEAVES_SUPPLIER_EMAIL,  password: SUPPLIER_PASSWORD },
    DemoSignIn { role: "supplier, pending", who: "Sahyadri Organics (awaiting review)",  email: PENDING_SUPPLIER_EMAIL, password: PENDING_SUPPLIER_PASSWORD },
    DemoSignIn { role: "supplier",          who: "Ratnagiri Mango Growers' Co-operative", email: more::RATNAGIRI_SUPPLIER_EMAIL, password: SUPPLIER_PASSWORD },
    DemoSignIn { role: "supplier",          who: "Gir Kesar Farms",                      email: more::GIR_SUPPLIER_EMAIL,       password: SUPPLIER_PASSWORD },
    DemoSignIn { role: "supplier",          who: "Andhra Orchard Traders",               email: more::ANDHRA_SUPPLIER_EMAIL,    password: SUPPLIER_PASSWORD },
    DemoSignIn { role: "supplier",          who: "Kumily Cardamom & Pepper Growers",     email: more::KUMILY_SUPPLIER_EMAIL,    password: SUPPLIER_PASSWORD },
    DemoSignIn { role: "supplier",          who: "Guntur Chilli & Spice Traders",        email: more::GUNTUR_SUPPLIER_EMAIL,    password: SUPPLIER_PASSWORD },
    DemoSignIn { role: "supplier",          who: "Jalgaon Fresh Exports",                email: more::JALGAON_SUPPLIER_EMAIL,   password: SUPPLIER_PASSWORD },
    DemoSignIn { role: "supplier",          who: "Erode Turmeric Mart",                  email: more::ERODE_SUPPLIER_EMAIL,     password: SUPPLIER_PASSWORD },
    DemoSignIn { role: "supplier",          who: "Varanasi Silk House",                  email: more::VARANASI_SUPPLIER_EMAIL,  password: SUPPLIER_PASSWORD },
];

/// Writes the demonstration catalogue, suppliers, offers, a buyer with enquiries and an
/// admin, all in one transaction, but only while the products table is empty: a site
/// with a catalogue of its own is never touched. Accounts whose e-mail already exists
/// are kept as they are.
pub async fn seed_demo(db: &DatabaseConnection) -> anyhow::Result<()> {
    if !is_empty::<products::Entity, _>(db).await? {
        return Ok(());
    }
    let hashes = hash_demo_passwords().await?;
    let txn = db.begin().await?;
    let people = demo_people::write_people(&txn, &hashes).await.context("demo accounts")?;
    let placed = demo_catalogue::write_catalogue(&txn).await.context("demo catalogue")?;
    let listings = demo_offers::write_offers(&txn, &people, &placed).await.context("demo listings")?;
    demo_enquiries::write_enquiries(&txn, &people, &listings).await.context("demo enquiries")?;
    demo_rates::write_rates(&txn).await.context("demo exchange rates")?;
    // Indexed as they are written, as every other write is: start-up indexes nothing.
    crate::search::index::index_missing(&txn).await.context("indexing the demo catalogue")?;
    crate::enquiries::words::index_missing(&txn).await.context("indexing the demo enquiries")?;
    txn.commit().await?;
    tracing::info!("demonstration data written");
    Ok(())
}

/// One bcrypt hash per distinct password (bcrypt is slow by design, and these accounts
/// are public knowledge anyway), computed side by side off the async workers.
async fn hash_demo_passwords() -> anyhow::Result<HashMap<&'static str, String>> {
    let mut passwords: Vec<&'static str> = DEMO_SIGN_INS.iter().map(|s| s.password).collect();
    passwords.sort_unstable();
    passwords.dedup();
    let hashing = passwords.into_iter().map(|password| {
        let hash = tokio::task::spawn_blocking(move || hash_password(password));
        async move { anyhow::Ok((password, hash.await??)) }
    });
    futures_util::future::try_join_all(hashing).await.map(HashMap::from_iter)
}
