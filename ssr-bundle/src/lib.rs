//! Server-side rendering of the React bundle on a pool of JavaScript isolates.
//!
//! A `JsRuntime` is not `Send`, so each isolate lives on its own thread and takes jobs
//! from one bounded queue. A watchdog per isolate cuts a render at the time limit; an
//! isolate whose render threw or was cut is replaced before it takes the next job.

mod engine;
mod error;
mod pool;
mod watchdog;

pub use engine::{Engine, LoadTimes};
pub use error::RenderError;
pub use pool::{PoolConfig, PoolStats, RenderOutput, RendererPool, RENDERS_PER_ISOLATE};

/// The globals the engine lacks (see `js/polyfills.js`).
pub const POLYFILLS: &str = include_str!("../js/polyfills.js");

/// Name of the global function the server bundle defines:
/// `(inputJson: string) => string`, where the answer is a JSON [`RenderOutput`].
pub const RENDER_FUNCTION: &str = "__tradehubRender";

/// Name of the bundle's profiling function, `(inputJson: string, runs: number) => string`:
/// milliseconds per render of each phase, as JSON (the profile example calls it).
pub const PROFILE_FUNCTION: &str = "__tradehubProfile";

#[cfg(test)]
mod polyfill_tests;
