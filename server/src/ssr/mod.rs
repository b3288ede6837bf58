//! The server-rendering path: page props → engine → HTML document, with a cache in front.

mod cache;
mod document;
mod json_ld;
mod manifest;
mod renderer;

pub use cache::{CachedPage, PageCache};
pub use document::{embed_json, escape_html, Document};
pub use manifest::ClientManifest;
pub use renderer::PageRenderer;
