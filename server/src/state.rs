//! What every request handler can reach.

use std::net::IpAddr;
use std::sync::atomic::AtomicU64;
use std::sync::Arc;

use sea_orm::DatabaseConnection;

use crate::content_version::ContentVersion;
use crate::secrets::Secrets;
use crate::ssr::{PageCache, PageRenderer};

#[derive(Clone)]
pub struct AppState {
    /// Uploaded files (local folder or S3).
    pub files: crate::storage::FileStore,
    pub db: DatabaseConnection,
    pub renderer: Arc<PageRenderer>,
    pub page_cache: PageCache,
    /// Whether and how dropped pages are built again after a write.
    pub rerender: crate::pages::rerender::Rerender,
    pub content: Arc<ContentVersion>,
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
    pub searches: crate::search::allowance::SearchAllowance,
    /// Sitemap files as last built, until a content write.
    pub sitemaps: crate::seo::SitemapCache,
}
