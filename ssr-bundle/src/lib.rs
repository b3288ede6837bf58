//! Server-side rendering of the React bundle on a pool of JavaScript isolates.
//!
//! A `JsRuntime` is not `Send`, so each isolate lives on its own thread and takes jobs
//! from one bounded queue. A watchdog per isolate cuts a render at its limit of processor time; an
//! isolate whose render threw or was cut is replaced before it takes the next job.

mod bundle;
mod engine;
mod error;
mod pool;
mod thread_clock;
mod watchdog;

pub use bundle::{POLYFILLS, PROFILE_FUNCTION, RENDER_FUNCTION};
pub use engine::{Engine, LoadTimes};
pub use error::RenderError;
pub use pool::{PoolConfig, PoolStats, RenderOutput, RendererPool, RENDERS_PER_ISOLATE};

#[cfg(test)]
mod polyfill_tests;
