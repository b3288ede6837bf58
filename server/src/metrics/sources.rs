//! The figures read when the metrics are scraped, not on the request path: the page cache,
//! the renderer pool, the database pool, page views waiting to be written, mail and
//! refused uploads. Counters kept elsewhere as plain atomics are carried over by the
//! difference since the last scrape, so they stay counters to Prometheus.

use std::time::{Duration, Instant};

use prometheus::{Gauge, IntCounter, IntCounterVec, IntGauge, Opts, Registry};
use sea_orm::sqlx;
use sea_orm::{ConnectionTrait, DatabaseConnection, DbBackend};

use crate::state::AppState;
use domain::uploads::refusals::{self, Reason};

/// How long a scrape waits for a database connection or the outbox count.
const DB_WAIT: Duration = Duration::from_secs(2);

pub(super) struct Sources {
    state: AppState,
    mail_max_attempts: i32,
    cache: [IntCounter; 2],
    cache_size: [IntGauge; 2],
    /// Loads, saves and evictions of the page store, and its bytes.
    store: [IntCounter; 3],
    store_bytes: IntGauge,
    renders: [IntCounter; 4],
    pool: [IntGauge; 4],
    pool_acquire: Gauge,
    views_pending: IntGauge,
    mail_queued: IntGauge,
    mail_sent: IntCounter,
    mail_failed: IntCounterVec,
    uploads_refused: IntCounterVec,
}

struct Maker<'a>(&'a Registry);

impl Maker<'_> {
    fn counter(&self, name: &str, help: &str) -> prometheus::Result<IntCounter> {
        let counter = IntCounter::new(name, help)?;
        self.0.register(Box::new(counter.clone()))?;
        Ok(counter)
    }

    fn gauge(&self, name: &str, help: &str) -> prometheus::Result<IntGauge> {
        let gauge = IntGauge::new(name, help)?;
        self.0.register(Box::new(gauge.clone()))?;
        Ok(gauge)
    }

    fn counters(&self, name: &str, help: &str, label: &str) -> prometheus::Result<IntCounterVec> {
        let counters = IntCounterVec::new(Opts::new(name, help), &[label])?;
        self.0.register(Box::new(counters.clone()))?;
        Ok(counters)
    }
}

impl Sources {
    pub fn register(registry: &Registry, state: AppState, mail_max_attempts: i32) -> prometheus::Result<Self> {
        let make = Maker(registry);
        let timings = state.renderer.timings();
        registry.register(Box::new(timings.render.clone()))?;
        registry.register(Box::new(timings.queue.clone()))?;
        let pool_acquire = Gauge::new(
            "tradehub_db_pool_acquire_seconds",
            "Time the scrape waited for a database connection: how long a request waits for one now.",
        )?;
        registry.register(Box::new(pool_acquire.clone()))?;
        Ok(Self {
            cache: [
                make.counter("tradehub_page_cache_hits_total", "Pages answered from the page cache.")?,
                make.counter("tradehub_page_cache_misses_total", "Pages the page cache did not hold (rendered).")?,
            ],
            cache_size: [
                make.gauge("tradehub_page_cache_pages", "Pages held by the page cache.")?,
                make.gauge("tradehub_page_cache_bytes", "Bytes of the page cache's bodies (all encodings).")?,
            ],
            store: [
                make.counter("tradehub_page_store_loads_total", "Pages read from the page store (renders spared).")?,
                make.counter("tradehub_page_store_saves_total", "Pages this instance kept in the page store.")?,
                make.counter("tradehub_page_store_evictions_total", "Pages evicted to keep the store's bound.")?,
            ],
            store_bytes: make.gauge("tradehub_page_store_bytes", "Bytes the page store holds (all instances').")?,
            renders: [
                make.counter("tradehub_renders_total", "Server renders made by the render isolates.")?,
                make.counter("tradehub_render_failures_total", "Server renders that failed (timeouts included).")?,
                make.counter("tradehub_render_timeouts_total", "Server renders cut at the time limit.")?,
                make.counter("tradehub_render_isolates_replaced_total", "Render isolates started afresh.")?,
            ],
            pool: [
                make.gauge("tradehub_db_pool_connections", "Database connections open.")?,
                make.gauge("tradehub_db_pool_idle", "Database connections open and idle.")?,
                make.gauge("tradehub_db_pool_in_use", "Database connections open and in use.")?,
                make.gauge("tradehub_db_pool_max", "Database connections the pool may open.")?,
            ],
            pool_acquire,
            views_pending: make.gauge("tradehub_views_pending", "Page views counted and not yet written.")?,
            mail_queued: make
                .gauge("tradehub_mail_queued", "Messages of the whole site's outbox not yet delivered.")?,
            mail_sent: make.counter("tradehub_mail_sent_total", "Messages this instance delivered.")?,
            mail_failed: make.counters(
                "tradehub_mail_failed_total",
                "Deliveries that failed: to be tried again (retry) or given up.",
                "outcome",
            )?,
            uploads_refused: make.counters(
                "tradehub_uploads_refused_total",
                "Uploads refused, by reason.",
                "reason",
            )?,
            state,
            mail_max_attempts,
        })
    }

    /// Brings every figure up to now.
    pub async fn refresh(&self) {
        let state = &self.state;
        let cache = state.page_cache.stats();
        carry(&self.cache[0], cache.hits.load(relaxed()));
        carry(&self.cache[1], cache.misses.load(relaxed()));
        let (pages, bytes) = state.page_cache.footprint().await;
        self.cache_size[0].set(pages as i64);
        self.cache_size[1].set(bytes as i64);
        if let Some(store) = state.page_store.stats() {
            for (counter, value) in self.store.iter().zip([&store.loads, &store.saves, &store.evictions]) {
                carry(counter, value.load(relaxed()));
            }
        }
        if let Ok(bytes) = state.page_store.bytes().await {
            self.store_bytes.set(bytes);
        }
        let pool = state.renderer.pool().stats();
        for (counter, value) in
            self.renders.iter().zip([&pool.renders, &pool.failures, &pool.timeouts, &pool.replacements])
        {
            carry(counter, value.load(relaxed()));
        }
        self.views_pending.set(state.views.pending() as i64);
        let deliveries = &domain::mail::deliveries::DELIVERIES;
        carry(&self.mail_sent, deliveries.sent.load(relaxed()));
        carry(&self.mail_failed.with_label_values(&["retry"]), deliveries.retried.load(relaxed()));
        carry(&self.mail_failed.with_label_values(&["given_up"]), deliveries.given_up.load(relaxed()));
        for reason in Reason::ALL {
            carry(&self.uploads_refused.with_label_values(&[reason.label()]), refusals::refused(reason));
        }
        self.refresh_database(&state.db).await;
    }

    async fn refresh_database(&self, db: &DatabaseConnection) {
        let started = Instant::now();
        let figures = match db.get_database_backend() {
            DbBackend::MySql => pool_figures(db.get_mysql_connection_pool()).await,
            DbBackend::Sqlite => pool_figures(db.get_sqlite_connection_pool()).await,
            DbBackend::Postgres => None,
        };
        if let Some((open, idle, max)) = figures {
            self.pool_acquire.set(started.elapsed().as_secs_f64());
            for (gauge, value) in self.pool.iter().zip([open, idle, open.saturating_sub(idle), max]) {
                gauge.set(i64::from(value));
            }
        }
        let queued = tokio::time::timeout(DB_WAIT, domain::mail::outbox::unsent(db, self.mail_max_attempts)).await;
        match queued {
            Ok(Ok(queued)) => self.mail_queued.set(queued as i64),
            Ok(Err(e)) => tracing::warn!(error = %e, "counting the mail outbox for the metrics"),
            Err(_) => tracing::warn!("counting the mail outbox for the metrics took too long"),
        }
    }
}

/// Open and idle connections (read before this scrape takes one) and the pool's cap, once
/// a connection could be had.
async fn pool_figures<DB: sqlx::Database>(pool: &sqlx::Pool<DB>) -> Option<(u32, u32, u32)> {
    let (open, idle) = (pool.size(), pool.num_idle() as u32);
    let connection = tokio::time::timeout(DB_WAIT, pool.acquire()).await.ok()?.ok()?;
    drop(connection);
    Some((open, idle, pool.options().get_max_connections()))
}

fn relaxed() -> std::sync::atomic::Ordering {
    std::sync::atomic::Ordering::Relaxed
}

/// Moves `counter` up to `value`, a count kept elsewhere since start.
fn carry(counter: &IntCounter, value: u64) {
    let now = counter.get();
    if value > now {
        counter.inc_by(value - now);
    }
}
