//! How long server renders take, and how long they wait for a free isolate, as histograms
//! the metrics register (`tradehub_render_seconds`, `tradehub_render_queue_seconds`).

use std::time::Duration;

use prometheus::{Histogram, HistogramOpts};

/// From half a millisecond to the render timeout's order of magnitude.
const BUCKETS: [f64; 12] = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5];

#[derive(Clone)]
pub struct RenderTimings {
    /// Time inside the engine.
    pub render: Histogram,
    /// Time from asking the pool to an isolate taking the job (and the answer's way back).
    pub queue: Histogram,
}

impl Default for RenderTimings {
    fn default() -> Self {
        let histogram = |name: &str, help: &str| {
            Histogram::with_opts(HistogramOpts::new(name, help).buckets(BUCKETS.to_vec()))
                .expect("fixed names and buckets are valid")
        };
        Self {
            render: histogram("tradehub_render_seconds", "Time a server render spends in the JavaScript engine."),
            queue: histogram("tradehub_render_queue_seconds", "Time a server render waits for a free render isolate."),
        }
    }
}

impl RenderTimings {
    /// One render: `total` from asking the pool to its answer, `engine` of it in the engine.
    pub fn record(&self, total: Duration, engine: Duration) {
        self.render.observe(engine.as_secs_f64());
        self.queue.observe(total.saturating_sub(engine).as_secs_f64());
    }
}
