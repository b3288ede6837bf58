//! Rendered pages kept outside the process, so that a restart or another instance serves
//! them without rendering: on the embedded default a SQLite file beside the database in the
//! data folder, with several instances the shared database itself.
//!
//! A page is kept under its cache key (path, variant, currency) with the content version it
//! shows and the topics it shows; a reader checks that version as it checks a page kept in
//! memory, so a stored page is never served past a write that changed it. The store is
//! bounded in bytes: a save that takes it past the bound evicts the pages stored longest
//! ago (first in, first out) down to nine tenths of it.

mod entities;
mod save;
mod schema;

use std::io::Read;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

use actix_web::web::Bytes;
use sea_orm::sea_query::Expr;
use sea_orm::{ColumnTrait, DatabaseConnection, DbErr, EntityTrait, QueryFilter, QuerySelect};

use super::cache::{CachedPage, DroppedPage};
use crate::compression::Encoded;
use entities::{store_usage, stored_pages, stored_topics};
use foundation::content_version::Topic;
use save::page_id;

#[derive(Clone, Default)]
pub struct PageStore {
    inner: Option<Arc<Inner>>,
}

struct Inner {
    db: DatabaseConnection,
    max_bytes: i64,
    stats: StoreStats,
}

/// Counters for tests, metrics and the benchmark.
#[derive(Debug, Default)]
pub struct StoreStats {
    /// Pages served from the store (each one a render spared).
    pub loads: AtomicU64,
    pub saves: AtomicU64,
    /// Pages evicted to keep the bound.
    pub evictions: AtomicU64,
}

/// A page read back from the store, with the variety whose views it counts.
pub struct StoredPage {
    pub page: CachedPage,
    pub viewed: Option<String>,
}

impl PageStore {
    /// A store that keeps nothing.
    pub fn off() -> Self {
        Self::default()
    }

    /// The store in `db`, its tables made when missing, holding at most `max_bytes`.
    pub async fn open(db: DatabaseConnection, max_bytes: u64) -> Result<Self, DbErr> {
        schema::create(&db).await?;
        let max_bytes = i64::try_from(max_bytes).unwrap_or(i64::MAX);
        Ok(Self { inner: Some(Arc::new(Inner { db, max_bytes, stats: StoreStats::default() })) })
    }

    pub fn stats(&self) -> Option<&StoreStats> {
        self.inner.as_ref().map(|inner| &inner.stats)
    }

    /// The page stored under `key`, if any and `current` finds that it shows the content at
    /// `version`. A store that cannot be read answers nothing: the page is rendered instead.
    pub async fn load(&self, key: &str, version: i64, current: impl FnOnce(&CachedPage) -> bool) -> Option<StoredPage> {
        let inner = self.inner.as_ref()?;
        let row = match stored_pages::Entity::find_by_id(page_id(key)).one(&inner.db).await {
            Ok(row) => row.filter(|row| row.page_key == key)?,
            Err(err) => {
                tracing::warn!(error = %err, "reading the page store");
                return None;
            }
        };
        let (viewed, stored_version) = (row.viewed.clone(), row.version);
        let page = page_of(row).filter(current)?;
        inner.stats.loads.fetch_add(1, Ordering::Relaxed);
        if stored_version < version {
            self.confirm(key, version).await;
        }
        Some(StoredPage { page, viewed })
    }

    /// The content version and topics of the page stored under `key`, without its bodies.
    pub async fn stored(&self, key: &str) -> Result<Option<(i64, Vec<Topic>)>, DbErr> {
        let Some(inner) = &self.inner else { return Ok(None) };
        let row: Option<(String, i64, String)> = stored_pages::Entity::find_by_id(page_id(key))
            .select_only()
            .columns([stored_pages::Column::PageKey, stored_pages::Column::Version, stored_pages::Column::Topics])
            .into_tuple()
            .one(&inner.db)
            .await?;
        Ok(row.filter(|(stored, _, _)| stored == key).map(|(_, version, topics)| (version, topics_of(&topics))))
    }

    /// Records that the page stored under `key` still shows the content at `version`, so
    /// that an instance started later need not remember the writes in between to know it.
    pub async fn confirm(&self, key: &str, version: i64) {
        let Some(inner) = &self.inner else { return };
        let moved = stored_pages::Entity::update_many()
            .col_expr(stored_pages::Column::Version, Expr::value(version))
            .filter(stored_pages::Column::Id.eq(page_id(key)))
            .filter(stored_pages::Column::Version.lt(version))
            .exec(&inner.db)
            .await;
        if let Err(err) = moved {
            tracing::warn!(error = %err, "confirming a stored page's version");
        }
    }

    /// Keeps `page` under `key`. A failed save is logged and forgotten: the page is served
    /// all the same, and rendered again by whoever misses it next.
    pub async fn save(&self, key: &str, page: &CachedPage, viewed: Option<&str>) {
        let Some(inner) = &self.inner else { return };
        match save::save(&inner.db, inner.max_bytes, key, page, viewed).await {
            Ok(evicted) => {
                inner.stats.saves.fetch_add(1, Ordering::Relaxed);
                inner.stats.evictions.fetch_add(evicted, Ordering::Relaxed);
            }
            Err(err) => tracing::warn!(error = %err, "keeping a page in the page store"),
        }
    }

    /// Up to `limit` stored pages that show one of `topics`, found by index. The frame is
    /// left out: every page shows it, and a write to it leaves every stored page to its
    /// version check.
    pub async fn showing(&self, topics: &[Topic], limit: u64) -> Result<Vec<DroppedPage>, DbErr> {
        let Some(inner) = &self.inner else { return Ok(Vec::new()) };
        let names: Vec<String> = topics.iter().filter(|t| **t != Topic::Frame).map(Topic::name).collect();
        if names.is_empty() {
            return Ok(Vec::new());
        }
        let mut ids: Vec<String> = stored_topics::Entity::find()
            .select_only()
            .column(stored_topics::Column::PageId)
            .filter(stored_topics::Column::Topic.is_in(names))
            .limit(limit)
            .into_tuple()
            .all(&inner.db)
            .await?;
        ids.sort_unstable();
        ids.dedup();
        let pages: Vec<(String, String)> = stored_pages::Entity::find()
            .select_only()
            .columns([stored_pages::Column::PageKey, stored_pages::Column::Query])
            .filter(stored_pages::Column::Id.is_in(ids))
            .into_tuple()
            .all(&inner.db)
            .await?;
        Ok(pages.into_iter().map(|(key, query)| DroppedPage { key: Arc::new(key), query: query.into() }).collect())
    }

    /// The bytes stored, as the bound counts them.
    pub async fn bytes(&self) -> Result<i64, DbErr> {
        let Some(inner) = &self.inner else { return Ok(0) };
        let row = store_usage::Entity::find_by_id(store_usage::ROW_ID).one(&inner.db).await?;
        Ok(row.map_or(0, |row| row.bytes))
    }

    /// The database that holds the store (for tests and checks).
    pub fn database(&self) -> Option<&DatabaseConnection> {
        self.inner.as_ref().map(|inner| &inner.db)
    }
}

fn topics_of(names: &str) -> Vec<Topic> {
    names.lines().map(Topic::parse).collect()
}

/// The page a row holds. The plain body is kept only when it was too small to compress;
/// otherwise it is inflated from the gzip body, which costs far less than a render.
fn page_of(row: stored_pages::Model) -> Option<CachedPage> {
    let identity = match (row.identity, &row.gzip) {
        (Some(plain), _) => Bytes::from(plain),
        (None, Some(gzip)) => {
            let mut plain = Vec::with_capacity(gzip.len() * 4);
            flate2::read::GzDecoder::new(&gzip[..]).read_to_end(&mut plain).ok()?;
            Bytes::from(plain)
        }
        (None, None) => return None,
    };
    let body =
        Encoded { identity, gzip: row.gzip.map(Bytes::from), brotli: row.brotli.map(Bytes::from), etag: row.etag };
    Some(CachedPage::new(200, body, topics_of(&row.topics), row.version, &row.query))
}
