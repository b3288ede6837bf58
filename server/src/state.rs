//! What every request handler can reach.

use std::sync::Arc;

use sea_orm::DatabaseConnection;

use crate::auth::rate_limit::{PublicWriteLimiter, SignInLimiter};
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
    pub content: Arc<ContentVersion>,
    pub secrets: Secrets,
    pub sign_in_limiter: SignInLimiter,
    pub public_write_limiter: PublicWriteLimiter,
}
