//! The server-rendering path: page props → engine → HTML document, with a cache in front.

mod cache;
mod document;
mod json_ld;
mod manifest;
mod renderer;
mod timings;

pub use cache::{CacheStats, CachedPage, DroppedPage, PageCache};
pub use document::{embed_json, Document};
pub use manifest::ClientManifest;
pub use renderer::{PageHead, PageRenderer, RenderProps, RenderedPage};
pub use timings::RenderTimings;
