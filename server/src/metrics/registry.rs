//! Every series of one server in one registry, and the scrape that reads them: the
//! listener serves it and the app builds it, so it sits below the listener.

use std::sync::Arc;

use prometheus::{Encoder, Registry, TextEncoder};

use super::http::TrackRequests;
use crate::state::AppState;

pub struct Metrics {
    registry: Registry,
    http: Arc<super::http::HttpSeries>,
    sources: super::sources::Sources,
    /// One scrape at a time: carrying counters over is a read then an add.
    scraping: tokio::sync::Mutex<()>,
}

impl Metrics {
    /// The metrics of the app whose shared state is `state`; `mail_max_attempts` is the
    /// outbox's give-up cap (a message past it is no longer queued).
    pub fn new(state: AppState, mail_max_attempts: i32) -> prometheus::Result<Self> {
        let registry = Registry::new();
        let http = Arc::new(super::http::HttpSeries::register(&registry)?);
        let sources = super::sources::Sources::register(&registry, state, mail_max_attempts)?;
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
