//! Rendered pages kept per path, each with its compressed bodies and the topics it shows.
//! A write drops only the pages that show what it changed (see `content_version`);
//! concurrent misses of one page wait for a single render.

use std::future::Future;
use std::sync::atomic::{AtomicI64, AtomicU64, Ordering};
use std::sync::Arc;
use std::time::Duration;

use actix_web::web::Bytes;
use moka::future::Cache;

use crate::compression::{Encoded, PAGE_BROTLI_QUALITY};
use domain::insights::ViewSlot;
use foundation::content_version::Topic;

#[derive(Debug)]
pub struct CachedPage {
    pub status: u16,
    pub body: Encoded,
    /// What the page shows; a write to any of them drops it.
    pub topics: Vec<Topic>,
    /// The newest content version this page is known to reflect.
    pub version: AtomicI64,
    /// The query string it was built with, to build it again after a write.
    pub query: Box<str>,
    /// A variety page's view counter, so that counting a view of the cached page is one
    /// atomic add (`insights::views`); `None` for other pages and when counting is off.
    pub views: Option<ViewSlot>,
}

impl CachedPage {
    pub fn new(status: u16, body: Encoded, topics: Vec<Topic>, version: i64, query: &str) -> Self {
        Self { status, body, topics, version: AtomicI64::new(version), query: query.into(), views: None }
    }

    /// The page, counting its views in `slot`.
    pub fn counting_views(mut self, slot: Option<ViewSlot>) -> Self {
        self.views = slot;
        self
    }

    fn shows_any(&self, topics: &[Topic]) -> bool {
        topics.iter().any(|t| *t == Topic::Frame || self.topics.contains(t))
    }
}

#[derive(Clone)]
pub struct PageCache {
    inner: Option<Cache<String, Arc<CachedPage>>>,
    stats: Arc<CacheStats>,
}

/// Counters for tests and the benchmark: behaviour, not timings.
#[derive(Debug, Default)]
pub struct CacheStats {
    pub hits: AtomicU64,
    pub misses: AtomicU64,
    /// Page bodies compressed (once per page that enters the cache).
    pub compressions: AtomicU64,
    /// Pages rendered again in the background after a write dropped them.
    pub rerenders: AtomicU64,
}

/// A page a write dropped: its cache key and the query string it was built with.
pub struct DroppedPage {
    pub key: Arc<String>,
    pub query: Box<str>,
}

impl PageCache {
    pub fn new(enabled: bool) -> Self {
        let inner = enabled.then(|| {
            Cache::builder()
                // Weigh by size so that a few huge pages cannot crowd out memory.
                .weigher(|_k, v: &Arc<CachedPage>| {
                    let b = &v.body;
                    let size = b.identity.len()
                        + b.gzip.as_ref().map_or(0, |g| g.len())
                        + b.brotli.as_ref().map_or(0, |g| g.len());
                    size.try_into().unwrap_or(u32::MAX)
                })
                .max_capacity(64 * 1024 * 1024)
                .time_to_idle(Duration::from_secs(3600))
                .build()
        });
        Self { inner, stats: Arc::default() }
    }

    pub fn enabled(&self) -> bool {
        self.inner.is_some()
    }

    pub fn stats(&self) -> &CacheStats {
        &self.stats
    }

    /// Pages kept and the bytes of their bodies (moka settles its counts first).
    pub async fn footprint(&self) -> (u64, u64) {
        let Some(cache) = &self.inner else { return (0, 0) };
        cache.run_pending_tasks().await;
        (cache.entry_count(), cache.weighted_size())
    }

    /// Compresses a page body once, off the async threads (brotli at a high quality takes
    /// milliseconds).
    pub async fn compress(&self, html: Bytes) -> Encoded {
        self.stats.compressions.fetch_add(1, Ordering::Relaxed);
        tokio::task::spawn_blocking(move || Encoded::compress(html, PAGE_BROTLI_QUALITY))
            .await
            .expect("compression does not panic")
    }

    /// The page kept at `key`, if any (a hit when found).
    pub async fn get(&self, key: &str) -> Option<Arc<CachedPage>> {
        let page = self.inner.as_ref()?.get(key).await?;
        self.stats.hits.fetch_add(1, Ordering::Relaxed);
        Some(page)
    }

    /// The cached page at `key`, or the result of `render()`, shared by every request that
    /// misses it meanwhile (one render however many ask). An `Err` is shared but not kept.
    pub async fn get_or_render<E, F>(&self, key: &str, render: impl FnOnce() -> F) -> Result<Arc<CachedPage>, Arc<E>>
    where
        E: Send + Sync + 'static,
        F: Future<Output = Result<Arc<CachedPage>, E>>,
    {
        let Some(cache) = &self.inner else {
            self.stats.misses.fetch_add(1, Ordering::Relaxed);
            return Box::pin(render()).await.map_err(Arc::new);
        };
        if let Some(page) = cache.get(key).await {
            self.stats.hits.fetch_add(1, Ordering::Relaxed);
            return Ok(page);
        }
        // Boxed: the render's state (loaders, engine, compression) is large, and a hit's
        // future, moved on every request, would otherwise carry room for it.
        Box::pin(self.fill(cache, key, render)).await
    }

    async fn fill<E, F>(
        &self,
        cache: &Cache<String, Arc<CachedPage>>,
        key: &str,
        render: impl FnOnce() -> F,
    ) -> Result<Arc<CachedPage>, Arc<E>>
    where
        E: Send + Sync + 'static,
        F: Future<Output = Result<Arc<CachedPage>, E>>,
    {
        let rendered = AtomicU64::new(0);
        let page = cache
            .try_get_with_by_ref(key, async {
                rendered.store(1, Ordering::Relaxed);
                render().await
            })
            .await?;
        let counter = if rendered.load(Ordering::Relaxed) == 1 { &self.stats.misses } else { &self.stats.hits };
        counter.fetch_add(1, Ordering::Relaxed);
        Ok(page)
    }

    pub async fn remove(&self, key: &str) {
        if let Some(cache) = &self.inner {
            cache.invalidate(key).await;
        }
    }

    /// Drops every page that shows one of `topics` (all of them for [`Topic::Frame`]) and
    /// says which.
    pub async fn drop_topics(&self, topics: &[Topic]) -> Vec<DroppedPage> {
        let Some(cache) = &self.inner else { return Vec::new() };
        if topics.is_empty() {
            return Vec::new();
        }
        let stale: Vec<DroppedPage> = cache
            .iter()
            .filter(|(_, page)| page.shows_any(topics))
            .map(|(key, page)| DroppedPage { key, query: page.query.clone() })
            .collect();
        if topics.contains(&Topic::Frame) {
            cache.invalidate_all();
        } else {
            for page in &stale {
                cache.invalidate(page.key.as_str()).await;
            }
        }
        stale
    }
}
