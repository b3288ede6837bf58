//! The client build's manifest: which hashed files a page must load.

use std::collections::HashMap;
use std::path::Path;

use serde::Deserialize;

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
    pub fn load(static_dir: &Path) -> anyhow::Result<Self> {
        let path = static_dir.join("assets").join("manifest.json");
        let text = std::fs::read_to_string(&path).map_err(|e| {
            anyhow::anyhow!("cannot read {} ({e}); build the frontend first (make build)", path.display())
        })?;
        Ok(serde_json::from_str(&text)?)
    }
}
