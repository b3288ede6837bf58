//! What every request handler can reach.

use std::sync::Arc;

use sea_orm::DatabaseConnection;

use crate::auth::rate_limit::{PublicWriteLimiter, SignInLimiter};
use crate::content_version::ContentVersion;
use crate::secrets::Secrets;
use crate::ssr::{PageCache, PageRenderer};

#[derive(Clone)]
pub struct AppState {
    pub db: DatabaseConnection,
    pub renderer: Arc<PageRenderer>,
    pub page_cache: PageCache,
    pub content: Arc<ContentVersion>,
    pub secrets: Secrets,
    pub sign_in_limiter: SignInLimiter,
    pub public_write_limiter: PublicWriteLimiter,
}
