//! Prometheus metrics of one running server, served on a listener of their own
//! (`--metrics-addr`, off when unset): requests by route template and status class
//! ([`http`], the only part on the request path: a few atomic adds), and what is read
//! when scraped ([`sources`]): renders, the page cache, the database pool, page views
//! waiting to be written, mail and refused uploads.

mod http;
mod listener;
mod registry;
mod sources;

pub use http::{TrackRequests, UNMATCHED};
pub use listener::MetricsServer;
pub use registry::Metrics;

/// The request middleware when metrics are off: it passes every request through.
pub fn not_tracking() -> TrackRequests {
    TrackRequests(None)
}
