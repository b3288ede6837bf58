//! Prometheus metrics of one running server, served on a listener of their own
//! (`--metrics-addr`, off when unset): requests by route template and status class
//! ([`http`], the only part on the request path: a few atomic adds), and what is read
//! when scraped ([`sources`]): renders, the page cache, the database pool, page views
//! waiting to be written, mail and refused uploads.

mod http;
mod listener;
mod sources;

use std::sync::Arc;

use prometheus::{Encoder, Registry, TextEncoder};

pub use http::{TrackRequests, UNMATCHED};
pub use listener::MetricsServer;

use crate::state::AppState;

pub struct Metrics {
    registry: Registry,
    http: Arc<http::HttpSeries>,
    sources: sources::Sources,
    /// One scrape at a time: carrying counters over is a read then an add.
    scraping: tokio::sync::Mutex<()>,
}

impl Metrics {
    /// The metrics of the app whose shared state is `state`; `mail_max_attempts` is the
    /// outbox's give-up cap (a message past it is no longer queued).
    pub fn new(state: AppState, mail_max_attempts: i32) -> prometheus::Result<Self> {
        let registry = Registry::new();
        let http = Arc::new(http::HttpSeries::register(&registry)?);
        let sources = sources::Sources::register(&registry, state, mail_max_attempts)?;
        Ok(Self { registry, http, sources, scraping: Default::default() })
    }

    /// The middleware that counts requests into these metrics.
    pub fn track_requests(&self) -> TrackRequests {
        TrackRequests(Some(self.http.clone()))
    }

    /// Every metric, in the Prometheus text format.
    pub async fn scrape(&self) -> String {
        let _one = self.scraping.lock().await;
        self.sources.refresh().await;
        let mut text = Vec::new();
        if let Err(e) = TextEncoder::new().encode(&self.registry.gather(), &mut text) {
            tracing::warn!(error = %e, "encoding the metrics");
        }
        String::from_utf8(text).unwrap_or_default()
    }
}

/// The request middleware when metrics are off: it passes every request through.
pub fn not_tracking() -> TrackRequests {
    TrackRequests(None)
}
