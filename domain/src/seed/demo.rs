//! The demonstration data set: sign-ins to try every role, and [`seed_demo`].

use std::collections::HashMap;

use anyhow::Context;
use sea_orm::{DatabaseConnection, TransactionTrait};

use super::{demo_catalogue, demo_enquiries, demo_offers, demo_people, demo_rates, site::is_empty};
use crate::auth::password::hash_password;
use foundation::entities::products;

// The rest of the workspace names the sign-ins as `seed::demo::…`.
pub use super::demo_accounts::{
    DemoSignIn, ADMIN_EMAIL, ADMIN_PASSWORD, BUYER_EMAIL, BUYER_PASSWORD, DECCAN_SUPPLIER_EMAIL, DEMO_SIGN_INS,
    MALABAR_SUPPLIER_EMAIL, PENDING_SUPPLIER_EMAIL, PENDING_SUPPLIER_PASSWORD, SUPPLIER_EMAIL, SUPPLIER_PASSWORD,
    WEAVES_SUPPLIER_EMAIL,
};

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
