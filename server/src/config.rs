//! Settings of one running server, built from the command line or by tests.

use std::net::{IpAddr, SocketAddr};
use std::path::PathBuf;
use std::time::Duration;

use ssr_bundle::PoolConfig;

use crate::cli::ServeArgs;
use foundation::db::DbTarget;

#[derive(Debug, Clone)]
pub struct Settings {
    pub addr: SocketAddr,
    pub data_dir: PathBuf,
    pub database: DbTarget,
    pub demo: bool,
    pub static_dir: PathBuf,
    pub ssr_bundle: PathBuf,
    pub ssr: PoolConfig,
    /// Threads answering HTTP requests (`--http-workers`); one per core when `None`.
    pub http_workers: Option<usize>,
    pub html_cache: bool,
    /// Bytes the page store may hold (`--page-store-mb`); none kept when 0.
    pub page_store_bytes: u64,
    /// Render the cached pages a write dropped again at once, in the background.
    pub rerender_after_writes: bool,
    /// Origin used in canonical links; defaults to http://ADDR.
    pub public_url: Option<String>,
    /// Created at start when both are set and no admin has that e-mail.
    pub bootstrap_admin: Option<(String, String)>,
    /// Where uploads are kept.
    pub storage: foundation::storage::StorageSettings,
    /// Reverse proxies whose `X-Forwarded-For`/`X-Forwarded-Proto` are believed.
    pub trusted_proxies: Vec<IpAddr>,
    /// How long a request body may take to arrive before the request is cut (408).
    pub body_timeout: Duration,
    /// Apply pending migrations at start; otherwise a schema behind this release is refused.
    pub migrate_at_start: bool,
    /// Outgoing mail: SMTP or `.eml` files, sender, link origin, retry timing.
    pub mail: domain::mail::MailSettings,
    /// Count views of variety pages for the insights (`--no-view-counting` turns it off).
    pub view_counting: bool,
    /// Where `GET /metrics` answers; no metrics when `None`.
    pub metrics_addr: Option<SocketAddr>,
}

/// Long enough for a slow mobile upload of a few megabytes, short enough that trickled
/// bodies cannot hold connections for long.
pub const BODY_TIMEOUT: Duration = Duration::from_secs(30);

impl Settings {
    pub fn from_serve_args(args: ServeArgs) -> anyhow::Result<Self> {
        let defaults = PoolConfig::default();
        let size = args.ssr_workers.unwrap_or(defaults.size).max(1);
        let bootstrap_admin = match (std::env::var("TRADEHUB_ADMIN_EMAIL"), std::env::var("TRADEHUB_ADMIN_PASSWORD")) {
            (Ok(email), Ok(password)) if !email.is_empty() && !password.is_empty() => Some((email, password)),
            _ => None,
        };
        let database = args.db.target()?;
        if !database.is_sqlite() && std::env::var_os("TRADEHUB_SECRET").is_none() {
            // Each instance would otherwise make its own key and refuse the others' sessions.
            anyhow::bail!("TRADEHUB_SECRET must be set when the database is not the embedded SQLite file: every instance must sign sessions with the same key");
        }
        let public_url = args.public_url.clone().unwrap_or_else(|| format!("http://{}", args.addr));
        let mail =
            domain::mail::MailSettings::new(args.mail.smtp_url, args.mail.mail_from, &args.db.data_dir, &public_url);
        Ok(Self {
            addr: args.addr,
            migrate_at_start: args.migrate || database.is_sqlite(),
            database,
            data_dir: args.db.data_dir,
            demo: args.demo,
            static_dir: args.static_dir,
            ssr_bundle: args.ssr_bundle,
            ssr: PoolConfig { size, queue: size * 64, timeout: Duration::from_millis(args.ssr_timeout_ms.max(1)) },
            http_workers: args.http_workers.map(|n| n.max(1)),
            html_cache: !args.no_html_cache,
            page_store_bytes: args.page_store_mb.saturating_mul(1024 * 1024),
            rerender_after_writes: !args.no_rerender,
            public_url: args.public_url,
            bootstrap_admin,
            storage: args.storage.into(),
            trusted_proxies: args.trusted_proxy,
            body_timeout: BODY_TIMEOUT,
            mail,
            view_counting: !args.no_view_counting,
            metrics_addr: args.metrics_addr,
        })
    }

    pub fn uploads_dir(&self) -> PathBuf {
        self.data_dir.join("uploads")
    }
}
