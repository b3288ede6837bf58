//! Command line: every flag can also come from the environment.

use std::net::SocketAddr;
use std::path::PathBuf;

use clap::{Args, Parser, Subcommand};

use ops::args::{DbArgs, StorageArgs};

#[derive(Debug, Parser)]
#[command(name = "tradehub", version, about = "Tradehub web server")]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

// Parsed once at start: the size of its largest variant costs nothing worth a box.
#[allow(clippy::large_enum_variant)]
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Serve the site.
    Serve(ServeArgs),
    /// Run the database migrations and exit.
    Migrate(DbArgs),
    /// Create an admin, or reset the password of an existing one.
    CreateAdmin(CreateAdminArgs),
    /// Write the demonstration data and grow it by N generated products (each with 5
    /// varieties of 5 offers), 2N suppliers, 5N buyers and 20N enquiries, to measure at scale;
    /// ends by taking the planner's statistics.
    Demo(DemoArgs),
    /// Print the OpenAPI document (API calls and page props) as JSON; needs no database.
    Openapi,
    /// Index rows written around the app (a bulk load, a restore from an earlier release)
    /// for the catalogue search and the admin's enquiry filter, and take the planner's
    /// statistics of every table; the server never does the first at start. Safe to run
    /// beside a serving instance.
    Reindex(DbArgs),
    /// Copy the database and the uploads (and, with --with-signing-key, the signing key,
    /// encrypted) to a new folder or s3://bucket/prefix, while the site serves, with a
    /// manifest of SHA-256 checksums authenticated by the backup key (kept apart, never in
    /// the backup).
    Backup(ops::backup::BackupArgs),
    /// Restore a backup into a stopped site: the manifest is authenticated with the backup
    /// key and every file checked first (an added, missing or changed file is refused), and
    /// a database that holds tables is only replaced with --force.
    Restore(ops::backup::RestoreArgs),
    /// Render every page the sitemap lists into the page store, with a progress bar, so
    /// that crawlers and the first readers wait for no render. Resumable: run it again and
    /// the pages stored at the current content are passed over. Safe beside a serving
    /// instance of the same database.
    Prerender(PrerenderArgs),
}

#[derive(Debug, Args, Clone)]
pub struct PrerenderArgs {
    #[command(flatten)]
    pub serve: ServeArgs,
    /// Pages rendered at once; defaults to twice the render isolates.
    #[arg(long)]
    pub at_once: Option<usize>,
}

#[derive(Debug, Args, Clone)]
pub struct ServeArgs {
    #[arg(long, env = "TRADEHUB_ADDR", default_value = "127.0.0.1:8080")]
    pub addr: SocketAddr,
    #[command(flatten)]
    pub db: DbArgs,
    /// Fill an empty database with demonstration data.
    #[arg(long, env = "TRADEHUB_DEMO")]
    pub demo: bool,
    /// Folder of committed images and the built client assets.
    #[arg(long, env = "TRADEHUB_STATIC_DIR", default_value = "./static")]
    pub static_dir: PathBuf,
    /// The server JavaScript bundle.
    #[arg(long, env = "TRADEHUB_SSR_BUNDLE", default_value = "./frontend/dist/server/entry-server.js")]
    pub ssr_bundle: PathBuf,
    /// Threads answering HTTP requests; defaults to the number of cores.
    #[arg(long, env = "TRADEHUB_HTTP_WORKERS")]
    pub http_workers: Option<usize>,
    /// Render isolates; defaults to the number of cores.
    #[arg(long, env = "TRADEHUB_SSR_WORKERS")]
    pub ssr_workers: Option<usize>,
    /// Processor time one server render may use, in milliseconds.
    #[arg(long, env = "TRADEHUB_SSR_TIMEOUT_MS", default_value_t = 2000)]
    pub ssr_timeout_ms: u64,
    /// Public origin of the site, for canonical links and the sitemap (e.g. https://tradehub.example).
    #[arg(long, env = "TRADEHUB_PUBLIC_URL")]
    pub public_url: Option<String>,
    /// Disable the rendered-HTML cache (for measuring).
    #[arg(long, env = "TRADEHUB_NO_HTML_CACHE")]
    pub no_html_cache: bool,
    /// Megabytes of rendered pages kept across restarts (beside the SQLite file in the data
    /// folder, or in the shared MySQL database); the pages stored longest ago go first.
    /// About 20 KB a page: size it above the sitemap's pages. 0 keeps none.
    #[arg(long, env = "TRADEHUB_PAGE_STORE_MB", default_value_t = 16384)]
    pub page_store_mb: u64,
    /// Do not render again, in the background, the cached pages a write dropped (the next
    /// reader then renders them).
    #[arg(long, env = "TRADEHUB_NO_RERENDER")]
    pub no_rerender: bool,
    /// Do not count views of variety pages (the suppliers' insights then show none); for
    /// measuring what counting costs.
    #[arg(long, env = "TRADEHUB_NO_VIEW_COUNTING")]
    pub no_view_counting: bool,
    #[command(flatten)]
    pub storage: StorageArgs,
    /// Apply pending migrations at start. Always done on the embedded SQLite default; on
    /// MySQL run `tradehub migrate` as a release step instead, and an instance whose schema
    /// is behind refuses to start.
    #[arg(long, env = "TRADEHUB_MIGRATE")]
    pub migrate: bool,
    /// Address of a reverse proxy whose X-Forwarded-For is believed (repeat for several; off by default).
    #[arg(long, env = "TRADEHUB_TRUSTED_PROXY", value_delimiter = ',')]
    pub trusted_proxy: Vec<std::net::IpAddr>,
    #[command(flatten)]
    pub mail: MailArgs,
    /// Serve Prometheus metrics at GET /metrics on this address (off when unset); keep it
    /// off the public network.
    #[arg(long, env = "TRADEHUB_METRICS_ADDR")]
    pub metrics_addr: Option<SocketAddr>,
}

#[derive(Debug, Args, Clone)]
pub struct CreateAdminArgs {
    #[command(flatten)]
    pub db: DbArgs,
    #[arg(long)]
    pub email: String,
    #[arg(long, env = "TRADEHUB_ADMIN_PASSWORD", hide_env_values = true)]
    pub password: String,
}

#[derive(Debug, Args, Clone)]
pub struct DemoArgs {
    #[command(flatten)]
    pub db: DbArgs,
    /// Generated products beside the demo's own; the same number always writes the same rows.
    #[arg(long, default_value_t = 1000)]
    pub products: u64,
}

#[derive(Debug, Args, Clone, Default)]
pub struct MailArgs {
    /// SMTP server for outgoing mail: smtp://[user:pass@]host[:port][?tls=required|opportunistic]
    /// (STARTTLS) or smtps://… (TLS). Without it, mail is written to <data-dir>/outbox/*.eml.
    #[arg(long, env = "TRADEHUB_SMTP_URL", hide_env_values = true)]
    pub smtp_url: Option<String>,
    /// The From address of outgoing mail (e.g. "Tradehub <no-reply@tradehub.example>").
    #[arg(long, env = "TRADEHUB_MAIL_FROM")]
    pub mail_from: Option<String>,
}
