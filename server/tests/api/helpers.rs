//! Spawning the real application for a test, on a fresh database of either backend.

mod template;

use std::path::{Path, PathBuf};
use std::time::Duration;

use foundation::db::DbTarget;
use sea_orm::EntityTrait;
use server::config::Settings;
use server::startup::Application;
use ssr_bundle::PoolConfig;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Backend {
    Sqlite,
    Mysql,
}

/// The `--public-url` every test app runs with: the origin cookie writes must name.
pub const PUBLIC_URL: &str = "https://tradehub.test";

pub struct TestApp {
    pub address: String,
    pub client: reqwest::Client,
    pub db: sea_orm::DatabaseConnection,
    pub data_dir: tempfile::TempDir,
    /// bcrypt verifications made by sign-ins so far.
    pub password_checks: std::sync::Arc<std::sync::atomic::AtomicU64>,
    /// The running app's shared state (cache and render counters, the content-write path).
    pub state: server::state::AppState,
    pub database_url: String,
    /// `http://127.0.0.1:PORT` of `GET /metrics`, when the test asked for metrics.
    pub metrics_address: Option<String>,
    mysql: Option<MysqlDatabase>,
}

/// Options a test may change before the app starts.
pub struct Spawn {
    pub backend: Backend,
    pub demo: bool,
    pub ssr_bundle: Option<PathBuf>,
    pub ssr_timeout: Duration,
    pub html_cache: bool,
    /// The page store's bound (`--page-store-mb`, in bytes here); 0 keeps none.
    pub page_store_bytes: u64,
    /// Off unless a test asks: the page-cache tests count the renders their reads cause.
    pub rerender_after_writes: bool,
    pub storage: foundation::storage::StorageSettings,
    /// `--trusted-proxy` values: with 127.0.0.1, a test can speak for many client addresses.
    pub trusted_proxies: Vec<std::net::IpAddr>,
    pub body_timeout: Duration,
    /// Another instance's database (a second app server on the same data).
    pub database: Option<String>,
    /// Another instance's data folder, whose signing key this one shares (as
    /// `TRADEHUB_SECRET` makes instances share it in production).
    pub secret_of: Option<PathBuf>,
    /// `--smtp-url`; without it mail goes to `.eml` files in the data folder's outbox.
    pub smtp_url: Option<String>,
    /// Count views of variety pages (on, as `tradehub serve` does by default).
    pub view_counting: bool,
    /// Serve `GET /metrics` on a port of its own (`TestApp::metrics_address`).
    pub metrics: bool,
}

impl Spawn {
    pub fn new(backend: Backend) -> Self {
        Self {
            backend,
            demo: false,
            ssr_bundle: None,
            ssr_timeout: Duration::from_secs(5),
            html_cache: true,
            page_store_bytes: 64 * 1024 * 1024,
            rerender_after_writes: false,
            trusted_proxies: Vec::new(),
            body_timeout: server::config::BODY_TIMEOUT,
            storage: Default::default(),
            database: None,
            secret_of: None,
            smtp_url: None,
            view_counting: true,
            metrics: false,
        }
    }

    /// Believes `X-Forwarded-For` from the test client (the app sits "behind" 127.0.0.1).
    pub fn behind_proxy(mut self) -> Self {
        self.trusted_proxies = vec!["127.0.0.1".parse().unwrap()];
        self
    }

    /// A second instance on `other`'s database (demo data is not written again) and with
    /// its signing key.
    pub fn sharing_database_of(mut self, other: &TestApp) -> Self {
        self.database = Some(other.database_url.clone());
        self.secret_of = Some(other.data_dir.path().to_path_buf());
        self
    }

    pub fn demo(mut self) -> Self {
        self.demo = true;
        self
    }

    /// Renders the pages a write dropped again in the background, as `tradehub serve` does.
    pub fn rerendering_after_writes(mut self) -> Self {
        self.rerender_after_writes = true;
        self
    }

    /// `None` when the backend is MySQL and TEST_MYSQL_URL is not set.
    pub async fn start(self) -> Option<TestApp> {
        TestApp::start(self).await
    }
}

/// Mail as the app sends it, but polled often and retried after a second, so tests wait little.
pub fn mail_settings(smtp_url: Option<String>, data_dir: &std::path::Path) -> domain::mail::MailSettings {
    let mut mail = domain::mail::MailSettings::new(smtp_url, None, data_dir, PUBLIC_URL);
    mail.poll = Duration::from_millis(100);
    mail.retry_base = Duration::from_secs(1);
    mail.retry_max = Duration::from_secs(2);
    mail
}

/// The settings a test app starts with. Apps with the default bundle share one pool of two
/// isolates (`RendererPool::shared`), one per test thread.
pub fn settings(data_dir: &Path, database: DbTarget, demo: bool, options: Spawn) -> Settings {
    Settings {
        addr: "127.0.0.1:0".parse().unwrap(),
        data_dir: data_dir.to_path_buf(),
        database,
        demo,
        static_dir: workspace().join("static"),
        ssr_bundle: options.ssr_bundle.unwrap_or_else(|| workspace().join("frontend/dist/server/entry-server.js")),
        // The test apps of one process share this pool, so its queue holds the bursts of
        // the tests running at once (one test sends 70 searches together).
        ssr: PoolConfig { size: 2, queue: 512, timeout: options.ssr_timeout },
        // A worker builds every route's matcher and the API document's pieces: hundreds of
        // apps in one process each paid that once per core. One worker still answers many
        // requests at once.
        http_workers: Some(1),
        html_cache: options.html_cache,
        page_store_bytes: options.page_store_bytes,
        rerender_after_writes: options.rerender_after_writes,
        public_url: Some(PUBLIC_URL.into()),
        bootstrap_admin: None,
        storage: options.storage,
        trusted_proxies: options.trusted_proxies,
        body_timeout: options.body_timeout,
        migrate_at_start: true,
        view_counting: options.view_counting,
        mail: mail_settings(options.smtp_url, data_dir),
        metrics_addr: options.metrics.then(|| "127.0.0.1:0".parse().unwrap()),
    }
}

/// A client with a cookie jar of its own that shows redirects instead of following them.
pub fn browser() -> reqwest::Client {
    local_client().redirect(reqwest::redirect::Policy::none()).cookie_store(true).build().unwrap()
}

/// A client for the test apps, which speak plain HTTP on the loopback: it does not read and
/// parse the system's trust store, as every client built otherwise does.
pub fn local_client() -> reqwest::ClientBuilder {
    reqwest::Client::builder().tls_built_in_root_certs(false)
}

/// How long a test waits for work the server does after its answer (mail, statistics):
/// generous, since it costs time only when that work never comes, and a machine shared with
/// the other test binaries can be slow.
const POLL_LIMIT: Duration = Duration::from_secs(60);

/// Reads `check` every 100 ms until `done` holds of what it read, for at most
/// [`POLL_LIMIT`]; gives the last reading, done or not.
pub async fn poll<T, Fut: std::future::Future<Output = T>>(
    mut check: impl FnMut() -> Fut,
    done: impl Fn(&T) -> bool,
) -> T {
    let deadline = std::time::Instant::now() + POLL_LIMIT;
    loop {
        let reading = check().await;
        if done(&reading) || std::time::Instant::now() >= deadline {
            return reading;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

pub fn workspace() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..")
}

impl TestApp {
    pub async fn spawn(backend: Backend) -> Option<Self> {
        Spawn::new(backend).start().await
    }

    async fn start(options: Spawn) -> Option<Self> {
        // SAFETY of set_var: every test sets the same value.
        std::env::set_var("TRADEHUB_BCRYPT_COST", "4");
        if std::env::var_os("RUST_LOG").is_none() {
            std::env::set_var("RUST_LOG", "warn");
        }
        server::telemetry::init();
        let data_dir = tempfile::tempdir().expect("a temporary folder");
        if let Some(other) = &options.secret_of {
            std::fs::copy(other.join("secret.key"), data_dir.path().join("secret.key"))
                .expect("the other instance's key");
        }
        let (database, mysql) = match (&options.database, options.backend) {
            (Some(url), _) => (DbTarget { url: url.clone() }, None),
            (None, backend) => match backend {
                Backend::Sqlite => (template::sqlite_copy(data_dir.path(), options.demo).await, None),
                Backend::Mysql => {
                    let base = std::env::var("TEST_MYSQL_URL").ok().filter(|u| !u.is_empty())?;
                    let created = MysqlDatabase::take(&base, options.demo).await;
                    (DbTarget { url: created.url.clone() }, Some(created))
                }
            },
        };
        let database_url = database.url.clone();
        let settings = settings(data_dir.path(), database, options.demo, options);
        let app = Application::build(settings).await.expect("the app starts");
        let address = format!("http://127.0.0.1:{}", app.port());
        let metrics_address = app.metrics_addr().map(|a| format!("http://{a}"));
        let db = app.db().clone();
        let password_checks = app.state().password_checks.clone();
        let state = app.state().clone();
        tokio::spawn(app.run_until_stopped());
        let client = browser();
        Some(Self { address, client, db, data_dir, state, database_url, metrics_address, mysql, password_checks })
    }

    pub fn url(&self, path: &str) -> String {
        format!("{}{}", self.address, path)
    }

    pub async fn get(&self, path: &str) -> reqwest::Response {
        self.client.get(self.url(path)).send().await.expect("request sent")
    }

    pub async fn get_text(&self, path: &str) -> (u16, String) {
        let response = self.get(path).await;
        let status = response.status().as_u16();
        (status, response.text().await.unwrap())
    }

    pub async fn get_json(&self, path: &str) -> (u16, serde_json::Value) {
        let response = self.get(path).await;
        let status = response.status().as_u16();
        (status, response.json().await.expect("a JSON body"))
    }

    /// A client with a cookie jar of its own, as a second browser would have.
    pub fn new_browser(&self) -> reqwest::Client {
        browser()
    }

    pub async fn post_json(&self, path: &str, body: serde_json::Value) -> (u16, serde_json::Value) {
        let response = self.client.post(self.url(path)).json(&body).send().await.expect("request sent");
        let status = response.status().as_u16();
        (status, response.json().await.unwrap_or(serde_json::Value::Null))
    }

    /// Signs up a buyer and signs in with a bearer token: (id, token).
    pub async fn buyer(&self, email: &str) -> (String, String) {
        let client = self.new_browser();
        let signup = serde_json::json!({
            "name": "Asha Buyer", "email": email, "password": "secret1", "confirmPassword": "secret1",
            "addresses": [{ "label": "Office", "street": "1 Market Road", "city": "Pune", "state": "MH", "zip": "411001", "country": "India" }],
        });
        let response = client.post(self.url("/api/v1/user/signup")).json(&signup).send().await.unwrap();
        assert_eq!(response.status().as_u16(), 201, "signup of {email}");
        let login = serde_json::json!({ "email": email, "password": "secret1" });
        let body: serde_json::Value =
            client.post(self.url("/api/v1/user/login")).json(&login).send().await.unwrap().json().await.unwrap();
        (body["user"]["id"].as_str().unwrap().to_owned(), body["token"].as_str().unwrap().to_owned())
    }

    /// Registers a supplier (verified when asked) and signs in: (id, token).
    pub async fn vendor(&self, email: &str, verified: bool) -> (String, String) {
        use sea_orm::{ActiveModelTrait, EntityTrait, Set};
        let client = self.new_browser();
        let register = serde_json::json!({ "name": "Spice Traders", "email": email, "mobile": "+91 98765 43210", "password": "secret1", "confirmPassword": "secret1" });
        let body: serde_json::Value = client
            .post(self.url("/api/v1/vendor/register"))
            .json(&register)
            .send()
            .await
            .unwrap()
            .json()
            .await
            .unwrap();
        let id = body["vendor"]["_id"].as_str().expect("vendor registered").to_owned();
        if verified {
            let row =
                foundation::entities::vendors::Entity::find_by_id(id.clone()).one(&self.db).await.unwrap().unwrap();
            let mut row: foundation::entities::vendors::ActiveModel = row.into();
            row.is_verified = Set(true);
            row.update(&self.db).await.unwrap();
        }
        let login = serde_json::json!({ "email": email, "password": "secret1" });
        let body: serde_json::Value = client
            .post(self.url("/api/v1/vendor/vendorLogin"))
            .json(&login)
            .send()
            .await
            .unwrap()
            .json()
            .await
            .unwrap();
        (id, body["token"].as_str().unwrap().to_owned())
    }

    /// Creates an admin and signs in: (id, token).
    pub async fn admin(&self, email: &str) -> (String, String) {
        domain::admin_cli::create_or_reset_admin(&self.db, email, "secret1").await.unwrap();
        let login = serde_json::json!({ "email": email, "password": "secret1" });
        let body: serde_json::Value = self
            .new_browser()
            .post(self.url("/api/v1/admin/adminLogin"))
            .json(&login)
            .send()
            .await
            .unwrap()
            .json()
            .await
            .unwrap();
        let admin = foundation::entities::admins::Entity::find().all(&self.db).await.unwrap();
        let id = admin.into_iter().find(|a| a.email == email.to_lowercase()).unwrap().id;
        (id, body["token"].as_str().expect("admin token").to_owned())
    }

    /// The app's own token signer, for making expired or foreign-role tokens.
    pub fn secrets(&self) -> foundation::secrets::Secrets {
        foundation::secrets::Secrets::load_or_create(self.data_dir.path()).unwrap()
    }

    pub async fn get_json_as(&self, path: &str, token: &str) -> (u16, serde_json::Value) {
        let response = self.client.get(self.url(path)).bearer_auth(token).send().await.expect("request sent");
        let status = response.status().as_u16();
        (status, response.json().await.unwrap_or(serde_json::Value::Null))
    }

    pub fn backend_name(&self) -> &'static str {
        if self.mysql.is_some() {
            "mysql"
        } else {
            "sqlite"
        }
    }
}

/// A database of its own on the MySQL server, dropped when the test ends.
struct MysqlDatabase {
    base: String,
    name: String,
    url: String,
}

impl MysqlDatabase {
    async fn take(base: &str, demo: bool) -> Self {
        let base = base.trim_end_matches('/').to_owned();
        let name = template::mysql_database(&base, demo).await;
        let url = format!("{base}/{name}");
        Self { base, name, url }
    }
}

impl Drop for MysqlDatabase {
    fn drop(&mut self) {
        template::drop_mysql_database(&self.base, &self.name);
    }
}

/// Writes each test twice: `NAME::sqlite` and `NAME::mysql` (the latter runs when
/// TEST_MYSQL_URL is set). The body gets a `Backend`.
#[macro_export]
macro_rules! on_both_databases {
    ($name:ident, $body:expr) => {
        $crate::on_one_database!($name, $body, {
            #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
            async fn mysql() {
                if std::env::var("TEST_MYSQL_URL").map_or(true, |u| u.is_empty()) {
                    eprintln!("TEST_MYSQL_URL is not set: skipped on MySQL");
                    return;
                }
                ($body)($crate::helpers::Backend::Mysql).await;
            }
        });
    };
}

/// Writes a test once, `NAME::sqlite`, for what the database backend cannot change: HTTP,
/// parsing of uploads and bodies, rendering, the caches in memory. A test whose outcome goes
/// through queries, constraints, transactions or stored text runs on both databases.
#[macro_export]
macro_rules! on_one_database {
    ($name:ident, $body:expr) => {
        $crate::on_one_database!($name, $body, {});
    };
    ($name:ident, $body:expr, { $($more:item)* }) => {
        mod $name {
            #[allow(unused_imports)]
            use super::*;
            #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
            async fn sqlite() {
                ($body)($crate::helpers::Backend::Sqlite).await;
            }
            $($more)*
        }
    };
}
