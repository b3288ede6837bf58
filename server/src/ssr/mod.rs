//! The server-rendering path: page props → engine → HTML document, with a cache in front.

mod cache;
mod document;
mod encoded;
mod json_ld;
mod manifest;
mod renderer;

pub use cache::{CacheStats, CachedPage, DroppedPage, PageCache};
pub use document::{embed_json, escape_html, Document};
pub use encoded::{etag_of, Encoded, ASSET_BROTLI_QUALITY, PAGE_BROTLI_QUALITY};
pub use manifest::ClientManifest;
pub use renderer::{PageRenderer, RenderedPage};
