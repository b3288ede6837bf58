//! The one path for writes that change what a public page shows: the write and the notice
//! to the page cache share one transaction, so no instance can serve a page older than a
//! committed write (beyond the bounded delay between instances).
//!
//! Usage, for every such write:
//! ```ignore
//! let write = ContentWrite::begin(&state).await?;
//! listings::update(write.txn(), …).await?;
//! write.commit(&[Topic::Variety(variety_id)]).await?;
//! ```

use sea_orm::{DatabaseTransaction, DbErr, TransactionTrait};

use crate::content_version;
use crate::state::AppState;

/// What a write changed, as the pages that show it know it.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Topic {
    /// What every page shows, the catalogue's too: the logo and the footer (contact
    /// details, brochure). A write naming it drops every page.
    Frame,
    /// The site's own sections, shown on the home, about, service and contact pages but
    /// not on the catalogue's: banner, reach, core values, FAQ, why choose us, services,
    /// testimonials. A write naming it keeps the product pages cached.
    Site,
    /// The catalogue list: which products exist, their titles, images, order and summaries.
    Catalogue,
    /// One product's own page data (by product id): its fields and its list of varieties.
    Product(String),
    /// One variety's page data (by variety id): its fields and the offers listed for it
    /// (the pages that summarise those offers, such as its product's, show it too).
    Variety(String),
}

/// A content write in progress: one database transaction that ends with the notice.
pub struct ContentWrite<'a> {
    state: &'a AppState,
    txn: DatabaseTransaction,
}

impl<'a> ContentWrite<'a> {
    /// Starts the transaction and takes the content version's lock first (see
    /// `content_version::lock`): content writes run one at a time. (Found twice: by the
    /// crash gate's parallel listing edits and the hostile-text test's parallel FAQ writes.)
    pub async fn begin(state: &'a AppState) -> Result<Self, DbErr> {
        let txn = state.db.begin().await?;
        content_version::lock(&txn).await?;
        Ok(Self { state, txn })
    }

    /// The transaction every statement of the write runs in.
    pub fn txn(&self) -> &DatabaseTransaction {
        &self.txn
    }

    /// For writes of the catalogue's own text (products, varieties): indexes the products
    /// `topics` name again for search, then commits. Under the version row's lock, taken
    /// first, so two writes reindexing one product cannot interleave their delete and insert.
    pub async fn commit_catalogue(self, topics: &[Topic]) -> Result<(), DbErr> {
        crate::search::index::apply(&self.txn, topics).await?;
        self.commit(topics).await
    }

    /// Records what changed in the same transaction, commits, and tells this instance's
    /// page cache at once; other instances learn of it from the database.
    pub async fn commit(self, topics: &[Topic]) -> Result<(), DbErr> {
        if topics.is_empty() {
            return self.txn.commit().await;
        }
        content_version::record(&self.txn, topics).await?;
        self.txn.commit().await?;
        let (_, learned) = self.state.content.refresh(&self.state.db).await?;
        crate::pages::rerender::after_changes(self.state, &learned).await;
        Ok(())
    }
}

impl Topic {
    /// The name stored in the change log.
    pub fn name(&self) -> String {
        match self {
            Topic::Frame => "frame".into(),
            Topic::Site => "site".into(),
            Topic::Catalogue => "catalogue".into(),
            Topic::Product(id) => format!("product:{id}"),
            Topic::Variety(id) => format!("variety:{id}"),
        }
    }

    /// The topic a stored name names; an unknown name (from a newer release) counts as
    /// the frame, which every page shows, so nothing stale survives it.
    pub fn parse(name: &str) -> Topic {
        match name.split_once(':') {
            Some(("product", id)) => Topic::Product(id.to_owned()),
            Some(("variety", id)) => Topic::Variety(id.to_owned()),
            _ if name == "catalogue" => Topic::Catalogue,
            _ if name == "site" => Topic::Site,
            _ => Topic::Frame,
        }
    }
}

#[cfg(test)]
#[path = "content_write_guard.rs"]
mod guard;
