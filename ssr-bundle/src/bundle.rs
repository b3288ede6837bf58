//! What the engine expects of the JavaScript it runs: the polyfills it loads first and the
//! names of the global functions the server bundle defines.

/// The globals the engine lacks (see `js/polyfills.js`).
pub const POLYFILLS: &str = include_str!("../js/polyfills.js");

/// Name of the global function the server bundle defines:
/// `(inputJson: string) => string`, where the answer is a JSON [`crate::pool::RenderOutput`].
pub const RENDER_FUNCTION: &str = "__tradehubRender";

/// Name of the bundle's profiling function, `(inputJson: string, runs: number) => string`:
/// milliseconds per render of each phase, as JSON (the profile example calls it).
pub const PROFILE_FUNCTION: &str = "__tradehubProfile";
