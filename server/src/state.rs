//! What every request handler can reach: the domain's context (database, files, content
//! version, change sink) and the web layer's own parts (renderer, page cache, limits).

use std::collections::HashMap;
use std::future::Future;
use std::net::IpAddr;
use std::ops::Deref;
use std::sync::atomic::AtomicU64;
use std::sync::{Arc, Mutex};

use actix_web::web::Bytes;

use crate::ssr::{PageCache, PageRenderer, PageStore};
use domain::catalogue::changes::Starts;
use domain::catalogue::list_pages::ListPages;
use domain::content_write::DomainContext;
use foundation::secrets::Secrets;

#[derive(Clone)]
pub struct AppState {
    /// What domain services take; `state.db`, `state.files` and `state.content` reach it,
    /// and `&state` is accepted where a `&DomainContext` is asked (see [`Deref`]).
    pub domain: DomainContext,
    pub renderer: Arc<PageRenderer>,
    pub page_cache: PageCache,
    /// Rendered pages kept across restarts and shared by the instances of one database.
    pub page_store: PageStore,
    /// Whether and how dropped pages are built again after a write.
    pub rerender: Rerender,
    pub secrets: Secrets,
    /// Proxies whose `X-Forwarded-For` is believed (`--trusted-proxy`); empty by default.
    pub trusted_proxies: Arc<[IpAddr]>,
    /// `--public-url`: the one origin cookie writes may come from, when set.
    pub public_url: Option<Arc<str>>,
    /// bcrypt verifications made by sign-ins, so tests can see that limits come first.
    pub password_checks: Arc<AtomicU64>,
    /// bcrypt hashes made by password resets, so tests can see a wrong token spends none.
    pub password_hashes: Arc<AtomicU64>,
    /// "Forgot password" requests whose link (if any) is recorded, so tests can wait for them.
    pub reset_requests: Arc<AtomicU64>,
    /// Searches per client address (results are built per request).
    pub searches: domain::search::allowance::SearchAllowance,
    /// Sitemap files as last built, until a content write.
    pub sitemaps: SitemapCache,
    /// How many products the catalogue and each family have, and where their pages start,
    /// until the catalogue changes.
    pub list_pages: Arc<ListPages>,
    /// Views of variety pages not yet added to `variety_views`.
    pub views: domain::insights::ViewCounter,
}

/// The web state extends the domain's context, so handlers hand their state to domain
/// services unchanged.
impl Deref for AppState {
    type Target = DomainContext;

    fn deref(&self) -> &DomainContext {
        &self.domain
    }
}

/// Whether and how dropped pages are built again after a write (`pages::rerender`).
#[derive(Clone)]
pub struct Rerender {
    pub(crate) enabled: bool,
    pub(crate) one_write_at_a_time: Arc<tokio::sync::Mutex<()>>,
}

impl Rerender {
    pub fn new(enabled: bool) -> Self {
        Self { enabled, one_write_at_a_time: Arc::default() }
    }
}

/// Sitemap answers by address, each with the content version it was built at; a request
/// at a newer version builds it again. At most one entry per file of the index, and at
/// most [`SITEMAP_KEPT_BYTES`] in all: a large catalogue's files (megabytes each) are
/// built for each request past that, so memory does not grow with the catalogue.
#[derive(Clone, Default)]
pub struct SitemapCache {
    built: Arc<Mutex<Built>>,
    /// Where the slices start, with the content version they were found at; an async lock,
    /// held while they are found, so one request finds them and the others wait for it.
    starts: Arc<tokio::sync::Mutex<Option<Versioned<Arc<Starts>>>>>,
}

pub const SITEMAP_KEPT_BYTES: usize = 8 * 1024 * 1024;

/// A value with the content version it was built at.
type Versioned<T> = (i64, T);

/// Each file's answer by its address, with the content version it was built at.
type Built = HashMap<String, Versioned<Bytes>>;

impl SitemapCache {
    /// The slices' starts found at `version` or later, or else those `find` gives.
    pub(crate) async fn starts<F, Fut, E>(&self, version: i64, find: F) -> Result<Arc<Starts>, E>
    where
        F: FnOnce() -> Fut,
        Fut: Future<Output = Result<Starts, E>>,
    {
        let mut kept = self.starts.lock().await;
        if let Some((_, starts)) = kept.as_ref().filter(|(at, _)| *at >= version) {
            return Ok(starts.clone());
        }
        let starts = Arc::new(find().await?);
        *kept = Some((version, starts.clone()));
        Ok(starts)
    }

    pub(crate) fn get(&self, key: &str, version: i64) -> Option<Bytes> {
        let built = self.built.lock().unwrap_or_else(|e| e.into_inner());
        built.get(key).filter(|(at, _)| *at >= version).map(|(_, xml)| xml.clone())
    }

    pub(crate) fn put(&self, key: &str, version: i64, xml: Bytes) {
        let mut built = self.built.lock().unwrap_or_else(|e| e.into_inner());
        // Files past the catalogue's end are answered 404 and never kept, so the keys are
        // bounded by the index; clearing on a newer version drops files that no longer exist.
        if built.values().any(|(at, _)| *at < version) {
            built.clear();
        }
        let kept: usize = built.iter().filter(|(k, _)| k.as_str() != key).map(|(_, (_, x))| x.len()).sum();
        if kept + xml.len() <= SITEMAP_KEPT_BYTES {
            built.insert(key.to_owned(), (version, xml));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sitemap_answers_are_kept_up_to_a_budget_and_for_their_version() {
        let cache = SitemapCache::default();
        let half = Bytes::from("x".repeat(SITEMAP_KEPT_BYTES / 2));
        cache.put("/sitemaps/products-1.xml", 3, half.clone());
        cache.put("/sitemaps/products-2.xml", 3, half.clone());
        cache.put("/sitemaps/varieties-1.xml", 3, Bytes::from_static(b"y"));
        assert!(cache.get("/sitemaps/products-1.xml", 3).is_some());
        assert!(cache.get("/sitemaps/products-2.xml", 3).is_some());
        assert!(cache.get("/sitemaps/varieties-1.xml", 3).is_none(), "over the budget: built per request");
        assert!(cache.get("/sitemaps/products-1.xml", 4).is_none(), "a newer version builds it again");
        cache.put("/sitemaps/products-1.xml", 3, half);
        assert!(cache.get("/sitemaps/products-1.xml", 3).is_some(), "its own answer again is no more bytes");
        cache.put("/sitemaps/varieties-1.xml", 4, Bytes::from_static(b"y"));
        assert!(cache.get("/sitemaps/products-2.xml", 4).is_none());
        assert!(cache.get("/sitemaps/varieties-1.xml", 4).is_some(), "a newer version starts the budget again");
    }

    #[tokio::test]
    async fn the_slices_starts_are_found_once_per_version_by_parallel_requests() {
        use std::sync::atomic::{AtomicUsize, Ordering};
        let cache = SitemapCache::default();
        let finds = AtomicUsize::new(0);
        let find = || async {
            finds.fetch_add(1, Ordering::SeqCst);
            tokio::time::sleep(std::time::Duration::from_millis(20)).await;
            Ok::<_, ()>(Starts { products: vec![(0, "p".into())], varieties: Vec::new() })
        };
        let (a, b) = tokio::join!(cache.starts(5, find), cache.starts(5, find));
        assert_eq!(a.unwrap(), b.unwrap());
        assert_eq!(finds.load(Ordering::SeqCst), 1, "the second waited for the first's answer");
        cache.starts(4, find).await.unwrap();
        assert_eq!(finds.load(Ordering::SeqCst), 1, "kept for an older version too");
        cache.starts(6, find).await.unwrap();
        assert_eq!(finds.load(Ordering::SeqCst), 2, "found again for a newer version");
    }
}
