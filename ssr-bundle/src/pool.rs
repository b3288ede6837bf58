//! The pool: worker threads, each owning one isolate, fed from one bounded queue.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::thread;
use std::time::{Duration, Instant};

use crossbeam_channel::{bounded, Receiver, Sender, TrySendError};
use serde::Deserialize;
use tokio::sync::oneshot;

use crate::engine::{Engine, LoadTimes};
use crate::error::RenderError;
use crate::watchdog::Watchdog;

#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct PoolConfig {
    /// Number of isolates, each on its own thread.
    pub size: usize,
    /// Jobs that may wait for an isolate; past that a render is refused as busy.
    pub queue: usize,
    /// Processor time one render may use (time spent waiting for a core does not count).
    pub timeout: Duration,
}

impl Default for PoolConfig {
    fn default() -> Self {
        let cores = thread::available_parallelism().map_or(2, |n| n.get());
        Self { size: cores, queue: cores * 64, timeout: Duration::from_secs(2) }
    }
}

/// What the bundle's render function answers.
#[derive(Debug, Clone, Deserialize, PartialEq, Eq)]
pub struct RenderOutput {
    pub html: String,
    #[serde(default)]
    pub css: String,
    #[serde(default)]
    pub head: String,
    #[serde(default = "ok_status")]
    pub status: u16,
    /// Time spent inside the engine.
    #[serde(skip)]
    pub elapsed: Duration,
}

fn ok_status() -> u16 {
    200
}

#[derive(Debug, Default)]
pub struct PoolStats {
    pub renders: AtomicU64,
    pub failures: AtomicU64,
    pub timeouts: AtomicU64,
    pub replacements: AtomicU64,
}

struct Job {
    input: String,
    reply: oneshot::Sender<Result<RenderOutput, RenderError>>,
}

pub struct RendererPool {
    queue: Sender<Job>,
    stats: Arc<PoolStats>,
    timeout: Duration,
}

impl RendererPool {
    /// Starts the isolates, each loading the bundle on its own thread, and returns when
    /// the first is ready (the others take jobs as they become ready); fails if the bundle
    /// does not load.
    pub fn start(bundle: Arc<str>, config: PoolConfig) -> Result<Self, RenderError> {
        let size = config.size.max(1);
        let (queue, jobs) = bounded::<Job>(config.queue.max(1));
        let stats = Arc::new(PoolStats::default());
        let (ready_tx, ready_rx) = std::sync::mpsc::channel();
        for index in 0..size {
            let worker =
                Worker { bundle: bundle.clone(), jobs: jobs.clone(), stats: stats.clone(), timeout: config.timeout };
            let ready = ready_tx.clone();
            thread::Builder::new()
                .name(format!("ssr-{index}"))
                .spawn(move || worker.run(index, ready))
                .map_err(|e| RenderError::Bundle(e.to_string()))?;
        }
        drop(ready_tx);
        let first = ready_rx.recv().map_err(|_| RenderError::Stopped)??;
        tracing::info!(
            start_ms = first.total().as_secs_f64() * 1000.0,
            bundle_ms = first.bundle.as_secs_f64() * 1000.0,
            "first render isolate ready"
        );
        // The first isolate loaded this very bundle: another fails only if the machine does
        // (out of memory, no thread), and the pool then serves with fewer.
        thread::spawn(move || {
            for ready in ready_rx {
                if let Err(e) = ready {
                    tracing::error!(error = %e, "a render isolate did not start");
                }
            }
        });
        Ok(Self { queue, stats, timeout: config.timeout })
    }

    /// The process's one pool for this bundle (`source` names where it came from) and
    /// configuration, started on first use. A server asks once; the API tests start
    /// hundreds of apps in one process, and loading the bundle into isolates of their own
    /// was a third of each app's start.
    pub fn shared(source: &str, bundle: Arc<str>, config: PoolConfig) -> Result<Arc<Self>, RenderError> {
        use std::collections::HashMap;
        use std::hash::{DefaultHasher, Hash, Hasher};
        use std::sync::Mutex;
        type Key = (String, u64, PoolConfig);
        static POOLS: Mutex<Option<HashMap<Key, Arc<RendererPool>>>> = Mutex::new(None);
        let mut hasher = DefaultHasher::new();
        bundle.hash(&mut hasher);
        let key = (source.to_owned(), hasher.finish(), config.clone());
        // Held while a pool starts, so that two first callers do not both start one.
        let mut pools = POOLS.lock().unwrap_or_else(|e| e.into_inner());
        let pools = pools.get_or_insert_with(HashMap::new);
        if let Some(pool) = pools.get(&key) {
            return Ok(pool.clone());
        }
        let pool = Arc::new(Self::start(bundle, config)?);
        pools.insert(key, pool.clone());
        Ok(pool)
    }

    /// Renders `url` with the page's props (a JSON document).
    pub async fn render(&self, url: &str, props_json: &str) -> Result<RenderOutput, RenderError> {
        let input = format!(
            "{{\"url\":{},\"props\":{}}}",
            serde_json::to_string(url).expect("a string always serializes"),
            props_json
        );
        let (reply, answer) = oneshot::channel();
        self.queue.try_send(Job { input, reply }).map_err(|e| match e {
            TrySendError::Full(_) => RenderError::Busy,
            TrySendError::Disconnected(_) => RenderError::Stopped,
        })?;
        answer.await.map_err(|_| RenderError::Stopped)?
    }

    pub fn stats(&self) -> &PoolStats {
        &self.stats
    }

    pub fn timeout(&self) -> Duration {
        self.timeout
    }
}

struct Worker {
    bundle: Arc<str>,
    jobs: Receiver<Job>,
    stats: Arc<PoolStats>,
    timeout: Duration,
}

impl Worker {
    fn run(self, index: usize, ready: std::sync::mpsc::Sender<Result<LoadTimes, RenderError>>) {
        // deno_core's reactor expects a Tokio context on the isolate's thread.
        let tokio = match tokio::runtime::Builder::new_current_thread().enable_all().build() {
            Ok(rt) => rt,
            Err(e) => {
                let _ = ready.send(Err(RenderError::Bundle(e.to_string())));
                return;
            }
        };
        let _context = tokio.enter();
        let watchdog = Watchdog::spawn(format!("ssr-{index}-watchdog"));
        let mut engine = match self.load(&watchdog) {
            Ok(engine) => engine,
            Err(e) => {
                let _ = ready.send(Err(e));
                return;
            }
        };
        let _ = ready.send(Ok(engine.load_times()));
        drop(ready);

        while let Ok(job) = self.jobs.recv() {
            if job.reply.is_closed() {
                continue; // the request was abandoned while it waited
            }
            let started = Instant::now();
            watchdog.arm(self.timeout);
            let result = engine.render(&job.input);
            let cut = watchdog.disarm();
            let result = match result {
                Err(_) if cut => Err(RenderError::Timeout(self.timeout)),
                Ok(text) => parse_output(&text, started.elapsed()),
                Err(e) => Err(e),
            };
            self.stats.renders.fetch_add(1, Ordering::Relaxed);
            if cut {
                self.stats.timeouts.fetch_add(1, Ordering::Relaxed);
            }
            let failed = result.is_err();
            if failed {
                self.stats.failures.fetch_add(1, Ordering::Relaxed);
            }
            let _ = job.reply.send(result);
            // A terminated or failed isolate may hold broken state: start afresh. So does
            // one that made its share of renders, which bounds what any growth we have not
            // seen could hold.
            if cut || failed || engine.renders() >= RENDERS_PER_ISOLATE {
                match self.load(&watchdog) {
                    Ok(fresh) => engine = fresh,
                    Err(e) => {
                        tracing::error!(error = %e, "could not replace a render isolate");
                        return;
                    }
                }
                self.stats.replacements.fetch_add(1, Ordering::Relaxed);
            }
        }
    }

    fn load(&self, watchdog: &Watchdog) -> Result<Engine, RenderError> {
        let mut engine = Engine::load(&self.bundle)?;
        watchdog.set_isolate(engine.isolate_handle());
        Ok(engine)
    }
}

/// Renders an isolate makes before it is replaced. Since the promise jobs a render queues
/// run right after it, an isolate no longer grows with its renders; replacing it rarely
/// spreads what each start and drop keeps for good thinly over its renders
/// (docs/performance.md gives the figures).
pub const RENDERS_PER_ISOLATE: u64 = 10_000;

fn parse_output(text: &str, elapsed: Duration) -> Result<RenderOutput, RenderError> {
    let mut output: RenderOutput = serde_json::from_str(text).map_err(|e| {
        let start: String = text.chars().take(80).collect();
        RenderError::BadOutput(format!("{e}: {start}"))
    })?;
    output.elapsed = elapsed;
    Ok(output)
}
