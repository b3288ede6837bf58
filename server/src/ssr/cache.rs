//! Rendered pages kept per (URL, content version): a write bumps the version, so a stale
//! page is never found again and simply ages out.

use std::sync::Arc;
use std::time::Duration;

use actix_web::web::Bytes;
use moka::future::Cache;

#[derive(Debug, Clone)]
pub struct CachedPage {
    pub status: u16,
    pub body: Bytes,
    pub etag: String,
}

#[derive(Clone)]
pub struct PageCache {
    inner: Option<Cache<(String, i64), Arc<CachedPage>>>,
}

impl PageCache {
    pub fn new(enabled: bool) -> Self {
        let inner = enabled.then(|| {
            Cache::builder()
                // Weigh by size so that a few huge pages cannot crowd out memory.
                .weigher(|_k, v: &Arc<CachedPage>| v.body.len().try_into().unwrap_or(u32::MAX))
                .max_capacity(64 * 1024 * 1024)
                .time_to_idle(Duration::from_secs(600))
                .build()
        });
        Self { inner }
    }

    pub async fn get(&self, url: &str, version: i64) -> Option<Arc<CachedPage>> {
        match &self.inner {
            Some(cache) => cache.get(&(url.to_owned(), version)).await,
            None => None,
        }
    }

    pub async fn put(&self, url: &str, version: i64, page: Arc<CachedPage>) {
        if let Some(cache) = &self.inner {
            cache.insert((url.to_owned(), version), page).await;
        }
    }
}
