//! Builds the application so that `main` and the tests start it the same way.

use std::net::{SocketAddr, TcpListener};
use std::sync::Arc;

use actix_web::body::EitherBody;
use actix_web::dev::{Server, Service, ServiceRequest, ServiceResponse};
use actix_web::http::header::{HeaderName, HeaderValue};
use actix_web::middleware::{from_fn, Compress, DefaultHeaders};
use actix_web::{guard, web, App, HttpServer};
use anyhow::Context;
use sea_orm::DatabaseConnection;
use ssr_bundle::RendererPool;
use tracing_actix_web::TracingLogger;
use utoipa_actix_web::AppExt;

use crate::config::Settings;
use crate::ssr::{ClientManifest, PageCache, PageRenderer, PageStore};
use crate::state::AppState;
use crate::static_assets::StaticAssets;
use crate::{api, compression, hygiene, pages, seo, static_assets};
use domain::content_write::{DomainContext, NoChangeSink};
use domain::periodic::{self, Periodic};
use domain::{admin_cli, seed};
use foundation::content_version::ContentVersion;
use foundation::secrets::Secrets;
use foundation::{db, embedded};

pub struct Application {
    addr: SocketAddr,
    server: Server,
    db: DatabaseConnection,
    state: AppState,
    mail: domain::mail::Worker,
    metrics: Option<crate::metrics::MetricsServer>,
    /// The sweeper, reminders, overdue payments and the page-view flusher.
    background: Vec<Periodic>,
}

impl Application {
    pub async fn build(settings: Settings) -> anyhow::Result<Self> {
        let (state, assets) = shared_state(&settings).await?;
        let db = state.db.clone();
        let secrets = state.secrets.clone();
        let listener = TcpListener::bind(settings.addr).with_context(|| format!("binding {}", settings.addr))?;
        let addr = listener.local_addr()?;
        let secure_cookies = settings.public_url.as_deref().is_some_and(|u| u.starts_with("https://"));
        let body_timeout = settings.body_timeout;
        assets.warm();
        let assets = web::Data::from(assets);
        let app_state = state.clone();
        let cookie_key = actix_web::cookie::Key::from(&secrets.cookie_key);
        // The document and what is derived from it, once for every worker.
        let document = api::document();
        let allowed = web::Data::new(hygiene::allowed_methods::AllowedMethods::from_openapi(&document));
        let openapi = web::Data::new(api::OpenApiJson::of(&document));
        drop(document);
        let metrics = match settings.metrics_addr {
            Some(_) => Some(crate::metrics::Metrics::new(state.clone(), settings.mail.max_attempts)?),
            None => None,
        };
        let track_requests = metrics.as_ref().map_or_else(crate::metrics::not_tracking, |m| m.track_requests());
        let server = HttpServer::new(move || {
            let (app, _) = App::new()
                .into_utoipa_app()
                .service(utoipa_actix_web::scope("/api/v1").configure(api::configure_v1))
                .split_for_parts();
            app.app_data(web::Data::new(state.clone()))
                .app_data(allowed.clone())
                .app_data(openapi.clone())
                .route("/api/openapi.json", web::get().to(api::openapi_json))
                .configure(api::configure_extractors)
                .app_data(assets.clone())
                .route(
                    "/static/{path:.*}",
                    web::route().guard(guard::Any(guard::Get()).or(guard::Head())).to(static_assets::serve),
                )
                .configure(api::configure)
                .configure(pages::media::configure)
                .configure(seo::configure)
                .configure(pages::configure)
                .default_service(web::to(pages::fallback))
                .wrap(from_fn(crate::extractors::session::note_cookie_lifetime))
                .wrap(crate::extractors::session::middleware(cookie_key.clone(), secure_cookies))
                .wrap(from_fn(crate::extractors::session::fit_cookie_lifetime))
                .wrap(from_fn(compression::mark_small))
                .wrap(Compress::default())
                .wrap(from_fn(compression::unmark))
                .wrap(security_headers())
                .wrap_fn(echo_request_id)
                .wrap_fn(move |req, srv| tidy_request(req, srv, body_timeout))
                .wrap(TracingLogger::<crate::telemetry::RequestSpan>::new())
                .wrap(from_fn(pages::early::answer_kept_page))
                .wrap_fn(|req, srv| answer_ready_asset(req, srv))
                .wrap(track_requests.clone())
        })
        // Without it, a compressed (chunked) answer's last chunk waits on Nagle's algorithm
        // and the client's delayed ACK, on every keep-alive request.
        .tcp_nodelay(true);
        let server = match settings.http_workers {
            Some(n) => server.workers(n),
            None => server,
        };
        let server = server.listen(listener)?.shutdown_timeout(10).run();
        let mut background = vec![
            spawn_sweeper(db.clone()),
            domain::enquiries::thread::reminders::spawn(db.clone()),
            domain::orders::payments::spawn(db.clone()),
        ];
        background.extend(spawn_view_flusher(db.clone(), app_state.views.clone()));
        let mail =
            domain::mail::Worker::start(db.clone(), settings.mail.clone()).context("starting the mail worker")?;
        let metrics = match (settings.metrics_addr, metrics) {
            (Some(at), Some(metrics)) => Some(crate::metrics::MetricsServer::start(at, metrics)?),
            _ => None,
        };
        Ok(Self { addr, server, db, state: app_state, mail, metrics, background })
    }

    pub fn addr(&self) -> SocketAddr {
        self.addr
    }

    pub fn port(&self) -> u16 {
        self.addr.port()
    }

    /// Where `GET /metrics` answers, when metrics are on.
    pub fn metrics_addr(&self) -> Option<SocketAddr> {
        self.metrics.as_ref().map(|m| m.addr())
    }

    pub fn db(&self) -> &DatabaseConnection {
        &self.db
    }

    /// What the handlers share (tests read the cache and renderer counters from it).
    pub fn state(&self) -> &AppState {
        &self.state
    }

    /// Serves until SIGTERM or Ctrl-C, then finishes the requests under way and the mail
    /// being delivered (what is still due stays in the outbox for the next start).
    pub async fn run_until_stopped(self) -> std::io::Result<()> {
        let served = self.server.await;
        for task in self.background {
            task.stop().await;
        }
        // The views counted since the last flush would otherwise be lost with the process.
        if let Err(e) = self.state.views.flush(&self.db).await {
            tracing::warn!(error = %e, "writing the last page views");
        }
        self.mail.stop().await;
        if let Some(metrics) = &self.metrics {
            metrics.stop().await;
        }
        served
    }
}

/// What the server's workers share, as the server and `tradehub prerender` build it.
pub async fn shared_state(settings: &Settings) -> anyhow::Result<(AppState, Arc<StaticAssets>)> {
    let assets = Arc::new(load_assets(settings)?);
    // Loading the bundle into an isolate is most of the start: it runs beside the
    // database's migrations, seed and search index.
    let (db, renderer) = tokio::try_join!(prepare_database(settings), start_renderer(settings, &assets))?;
    let secrets = Secrets::load_or_create(&settings.data_dir)?;
    let files = foundation::storage::FileStore::open(&settings.storage, &settings.data_dir)
        .await
        .context("opening the file store")?;
    let content = ContentVersion::new();
    content.start(&db).await.context("reading the content version")?;
    let store = open_page_store(settings, &db).await.context("opening the page store")?;
    let domain = DomainContext { db, files, content: Arc::new(content), changes: Arc::new(NoChangeSink) };
    Ok((app_state(settings, domain, renderer, secrets, store), assets))
}

/// Connects, migrates (or checks the schema) and writes the site content (and the demo data).
pub async fn prepare_database(settings: &Settings) -> anyhow::Result<DatabaseConnection> {
    let db = db::connect(&settings.database).await.context("connecting to the database")?;
    if settings.migrate_at_start {
        db::migrate(&db).await.context("running migrations")?;
    } else {
        db::require_current_schema(&db).await?;
    }
    seed::seed_site_content(&db).await.context("writing the site content")?;
    if settings.demo {
        seed::seed_demo(&db).await.context("writing the demonstration data")?;
    }
    // The search index and the enquiry words follow every write (the demonstration data
    // included); rows written around the app are indexed by `tradehub reindex`, so
    // start-up reads nothing that grows with the data.
    if let Some((email, password)) = &settings.bootstrap_admin {
        admin_cli::ensure_admin(&db, email, password).await?;
    }
    refresh_statistics_before_serving(&db).await;
    Ok(db)
}

/// SQLite's planner statistics of a database written around the app (a bulk load, an
/// earlier release) are taken before the listener is bound, beside the renderer's start:
/// the analysis holds the write lock, and taken while serving it made the first sign-ins
/// wait on it. Sampled, it reads a few hundred rows of each index whatever the file's size,
/// and nothing on an analysed database. A failure (another process holding the lock longer
/// than the busy wait) leaves it to the sweeper.
async fn refresh_statistics_before_serving(db: &DatabaseConnection) {
    let started = std::time::Instant::now();
    match db::refresh_statistics(db).await {
        Ok(()) => tracing::info!(ms = started.elapsed().as_millis() as u64, "planner statistics up to date"),
        Err(e) => tracing::warn!(error = %e, "updating the planner's statistics at start"),
    }
}

/// Ended sessions, rate-limit windows, reset tokens and long-delivered mail are dropped now
/// and then, not on each request, and SQLite's planner statistics follow the data's growth.
fn spawn_sweeper(db: DatabaseConnection) -> Periodic {
    // The first round is at once, and leaves the statistics alone: they were taken before
    // the listener was bound. Later rounds follow what a bulk load writes meanwhile.
    let first = std::sync::atomic::AtomicBool::new(true);
    periodic::every(db, std::time::Duration::from_secs(600), "sweeper", move |db| {
        sweep_round(db, first.swap(false, std::sync::atomic::Ordering::Relaxed))
    })
}

async fn sweep_round(db: DatabaseConnection, first: bool) -> Result<usize, sea_orm::DbErr> {
    if let Err(e) = domain::auth::session_store::sweep(&db).await {
        tracing::warn!(error = %e, "sweeping expired sessions");
    }
    if let Err(e) = domain::auth::limits::sweep(&db).await {
        tracing::warn!(error = %e, "sweeping rate-limit windows");
    }
    if let Err(e) = domain::auth::reset_tokens::sweep(&db).await {
        tracing::warn!(error = %e, "sweeping password-reset tokens");
    }
    if let Err(e) = domain::mail::outbox::sweep(&db).await {
        tracing::warn!(error = %e, "sweeping delivered mail");
    }
    if first {
        return Ok(0);
    }
    db::refresh_statistics(&db).await.map(|()| 0)
}

/// How often counted page views are added to `variety_views`: a write every few seconds
/// whatever the traffic, and at most this much of a crashed instance's views lost.
const VIEW_FLUSH_EVERY: std::time::Duration = std::time::Duration::from_secs(10);

/// Adds the counted page views to the database now and then (a failed flush keeps its
/// counts for the next).
fn spawn_view_flusher(db: DatabaseConnection, views: domain::insights::ViewCounter) -> Option<Periodic> {
    if !views.enabled() {
        return None;
    }
    Some(periodic::every(db, VIEW_FLUSH_EVERY, "page views", move |db| {
        let views = views.clone();
        async move { views.flush(&db).await.map(|n| n as usize) }
    }))
}

/// The static files from `--static-dir` when that folder exists (development, or an
/// override), otherwise the copy embedded in the binary.
fn load_assets(settings: &Settings) -> anyhow::Result<StaticAssets> {
    if settings.static_dir.is_dir() {
        return StaticAssets::from_dir(&settings.static_dir)
            .with_context(|| format!("reading {}", settings.static_dir.display()));
    }
    Ok(StaticAssets::from_files(embedded::static_files()))
}

async fn start_renderer(settings: &Settings, assets: &Arc<StaticAssets>) -> anyhow::Result<PageRenderer> {
    let bundle = match std::fs::read_to_string(&settings.ssr_bundle) {
        Ok(bundle) => bundle,
        Err(err) => embedded::server_bundle().ok_or_else(|| {
            anyhow::anyhow!(
                "reading the server bundle {} ({err}); this binary embeds none (build the frontend first: make build)",
                settings.ssr_bundle.display()
            )
        })?,
    };
    let manifest = assets
        .raw("assets/manifest.json")
        .context("no assets/manifest.json in the static files (build the frontend first: make build)")?;
    let manifest = ClientManifest::parse(&manifest)?;
    let config = settings.ssr.clone();
    let source = settings.ssr_bundle.display().to_string();
    let pool = tokio::task::spawn_blocking(move || RendererPool::shared(&source, Arc::from(bundle), config))
        .await?
        .context("starting the server renderer")?;
    let public_url = settings.public_url.clone().unwrap_or_else(|| format!("http://{}", settings.addr));
    Ok(PageRenderer::new(pool, manifest, public_url, assets.clone()))
}

/// The shared state of every worker: the domain's context, the renderer and the caches.
fn app_state(
    settings: &Settings,
    domain: DomainContext,
    renderer: PageRenderer,
    secrets: Secrets,
    page_store: PageStore,
) -> AppState {
    AppState {
        domain,
        renderer: Arc::new(renderer),
        page_cache: PageCache::new(settings.html_cache),
        page_store,
        rerender: crate::state::Rerender::new(settings.rerender_after_writes),
        secrets,
        trusted_proxies: settings.trusted_proxies.clone().into(),
        public_url: settings.public_url.as_deref().map(Arc::from),
        password_checks: Default::default(),
        password_hashes: Default::default(),
        reset_requests: Default::default(),
        searches: Default::default(),
        sitemaps: Default::default(),
        list_pages: Default::default(),
        views: domain::insights::ViewCounter::new(settings.view_counting),
    }
    .reporting_to_pages()
}

/// The page store: on SQLite a file of its own beside the database (its writes then never
/// wait for the site's), on MySQL the shared database, so every instance reads what any
/// rendered. Off with the page cache, or with a bound of 0.
async fn open_page_store(settings: &Settings, site: &DatabaseConnection) -> anyhow::Result<PageStore> {
    if !settings.html_cache || settings.page_store_bytes == 0 {
        return Ok(PageStore::off());
    }
    let held = if settings.database.is_sqlite() {
        let file = settings
            .database
            .sqlite_path()
            .map_or_else(|| settings.data_dir.join("pages.db"), |path| path.with_extension("pages.db"));
        foundation::data_dir::create_private_file(&file)?;
        db::connect(&db::DbTarget { url: format!("sqlite://{}?mode=rwc", file.display()) }).await?
    } else {
        site.clone()
    };
    Ok(PageStore::open(held, settings.page_store_bytes).await?)
}

/// The answer carries the request's id, so a report can be matched with its log lines.
fn echo_request_id<B>(
    req: ServiceRequest,
    srv: &impl Service<ServiceRequest, Response = ServiceResponse<B>, Error = actix_web::Error>,
) -> impl std::future::Future<Output = Result<ServiceResponse<B>, actix_web::Error>> {
    let id = crate::telemetry::request_id(&req);
    let response = srv.call(req);
    async move {
        let mut response = response.await?;
        if let Some(id) = id {
            if let Ok(value) = HeaderValue::from_str(&id) {
                response.headers_mut().insert(HeaderName::from_static("x-request-id"), value);
            }
        }
        Ok(response)
    }
}

/// A HEAD is routed as a GET, a path that is not canonical is redirected, and the body
/// must arrive within `body_timeout`.
fn tidy_request<B>(
    mut req: ServiceRequest,
    srv: &impl Service<ServiceRequest, Response = ServiceResponse<B>, Error = actix_web::Error>,
    body_timeout: std::time::Duration,
) -> impl std::future::Future<Output = Result<ServiceResponse<EitherBody<B>>, actix_web::Error>> {
    use futures_util::future::{ready, Either, FutureExt};
    hygiene::head::route_as_get(&mut req);
    if let Some(moved) = hygiene::canonical_path::redirect(&req) {
        let (req, _) = req.into_parts();
        return Either::Left(ready(Ok(ServiceResponse::new(req, moved).map_into_right_body())));
    }
    hygiene::body_timeout::limit(&mut req, body_timeout);
    Either::Right(srv.call(req).map(|r| r.map(ServiceResponse::map_into_left_body)))
}

fn security_headers() -> DefaultHeaders {
    hygiene::headers::security().into_iter().fold(DefaultHeaders::new(), |headers, header| headers.add(header))
}

/// A ready built asset, answered ahead of every layer below (session, request span,
/// compression: see `static_assets::ready_asset`), with the headers every answer carries.
fn answer_ready_asset<B>(
    req: ServiceRequest,
    srv: &impl actix_web::dev::Service<ServiceRequest, Response = ServiceResponse<B>, Error = actix_web::Error>,
) -> impl std::future::Future<Output = Result<ServiceResponse<EitherBody<B>>, actix_web::Error>> {
    use futures_util::future::{ready, Either, FutureExt};
    let Some(mut answer) = static_assets::ready_asset(&req) else {
        return Either::Right(srv.call(req).map(|r| r.map(ServiceResponse::map_into_left_body)));
    };
    hygiene::headers::add_common(answer.headers_mut());
    let (req, _) = req.into_parts();
    Either::Left(ready(Ok(ServiceResponse::new(req, answer).map_into_right_body())))
}
