//! The one path for writes that change what a public page shows: the write and the notice
//! to the page cache share one transaction, so no instance can serve a page older than a
//! committed write (beyond the bounded delay between instances).
//!
//! Usage, for every such write:
//! ```ignore
//! let write = ContentWrite::begin(&domain).await?;
//! offers::update(write.txn(), …).await?;
//! write.commit(&[Topic::Variety(variety_id)]).await?;
//! ```

use std::sync::Arc;

use sea_orm::{DatabaseConnection, DatabaseTransaction, DbErr};

use foundation::content_version::Topic;
use foundation::content_version::{self, ContentVersion};
use foundation::storage::FileStore;

/// What the domain's services work with: the database, the uploaded files, the content
/// version, and where a committed write reports what it changed. The web layer's state
/// holds one (and dereferences to it), so handlers pass their state where this is asked.
#[derive(Clone)]
pub struct DomainContext {
    pub db: DatabaseConnection,
    /// Uploaded files (local folder or S3).
    pub files: FileStore,
    pub content: Arc<ContentVersion>,
    /// Told after each content write commits; the web layer drops and renders pages again.
    pub changes: Arc<dyn ChangeSink>,
}

/// Who hears what content changed: the layer above the domain (the page cache) subscribes
/// here, so that the domain never names it.
#[async_trait::async_trait]
pub trait ChangeSink: Send + Sync {
    /// After a write committed: the topics this instance learned of (its own write's, and
    /// those of other instances' writes since it last read the version).
    async fn changed(&self, topics: &[Topic]);
}

/// A sink that hears nothing: for a context with no page cache above it.
pub struct NoChangeSink;

#[async_trait::async_trait]
impl ChangeSink for NoChangeSink {
    async fn changed(&self, _topics: &[Topic]) {}
}

/// A content write in progress: one database transaction that ends with the notice.
pub struct ContentWrite<'a> {
    domain: &'a DomainContext,
    txn: DatabaseTransaction,
}

impl<'a> ContentWrite<'a> {
    /// Starts the transaction and takes the content version's lock first (see
    /// `content_version::lock`): content writes run one at a time. (Found twice: by the
    /// crash gate's parallel offer edits and the hostile-text test's parallel FAQ writes.)
    pub async fn begin(domain: &'a DomainContext) -> Result<Self, DbErr> {
        let txn = foundation::db::begin_committed(&domain.db).await?;
        content_version::lock(&txn).await?;
        Ok(Self { domain, txn })
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
    /// change sink (this instance's page cache) at once; other instances learn of it from
    /// the database.
    pub async fn commit(self, topics: &[Topic]) -> Result<(), DbErr> {
        if topics.is_empty() {
            return self.txn.commit().await;
        }
        content_version::record(&self.txn, topics).await?;
        self.txn.commit().await?;
        let (_, learned) = self.domain.content.refresh(&self.domain.db).await?;
        self.domain.changes.changed(&learned).await;
        Ok(())
    }
}

#[cfg(test)]
#[path = "content_write_guard.rs"]
mod guard;
