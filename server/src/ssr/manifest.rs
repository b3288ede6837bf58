//! The client build's manifest: which hashed files a page must load.

use serde::Deserialize;
use std::collections::HashMap;

#[derive(Debug, Clone, Deserialize)]
pub struct ClientManifest {
    /// URL of the client entry module.
    pub entry: String,
    /// URLs of the chunks the entry imports statically (sent as modulepreload links).
    #[serde(default)]
    pub preload: Vec<String>,
    /// Per page name: the page's own chunks, loaded before it hydrates (also preloaded).
    #[serde(default)]
    pub pages: HashMap<String, Vec<String>>,
}

impl ClientManifest {
    /// The chunks of one page beyond the entry's.
    pub fn page_chunks(&self, page: &str) -> &[String] {
        self.pages.get(page).map_or(&[], Vec::as_slice)
    }
}

impl ClientManifest {
    /// The manifest the client build wrote (`assets/manifest.json` of the static files).
    pub fn parse(json: &[u8]) -> anyhow::Result<Self> {
        Ok(serde_json::from_slice(json)?)
    }
}
