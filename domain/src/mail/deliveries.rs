//! What this process's delivery worker did since start, for the metrics: plain counters a
//! scrape reads (the queue itself is rows of `mail_outbox`, counted by [`super::outbox::unsent`]).

use std::sync::atomic::{AtomicU64, Ordering};

/// Messages delivered, failed and to be tried again, and given up.
#[derive(Debug, Default)]
pub struct Deliveries {
    pub sent: AtomicU64,
    pub retried: AtomicU64,
    pub given_up: AtomicU64,
}

/// The process's one set: every worker of the process adds to it.
pub static DELIVERIES: Deliveries =
    Deliveries { sent: AtomicU64::new(0), retried: AtomicU64::new(0), given_up: AtomicU64::new(0) };

pub(super) fn count(counter: &AtomicU64) {
    counter.fetch_add(1, Ordering::Relaxed);
}
