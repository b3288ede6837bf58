//! The server-rendering path: page props → engine → HTML document, with a cache in front
//! and a store behind it that outlives the process.

mod cache;
mod document;
mod json_ld;
mod manifest;
mod renderer;
pub mod store;
mod timings;

pub use cache::{CacheStats, CachedPage, DroppedPage, PageCache};
pub use document::{embed_json, Document};
pub use manifest::ClientManifest;
pub use renderer::{PageHead, PageRenderer, RenderProps, RenderedPage};
pub use store::{PageStore, StoreStats, StoredPage};
pub use timings::RenderTimings;
