//! Turns page props into a finished HTML document through the engine pool.

use actix_web::web::Bytes;
use ssr_bundle::{RenderError, RendererPool};

use super::{embed_json, CachedPage, ClientManifest, Document};
use crate::pages::PageProps;

pub struct PageRenderer {
    pool: RendererPool,
    manifest: ClientManifest,
    public_url: String,
}

impl PageRenderer {
    pub fn new(pool: RendererPool, manifest: ClientManifest, public_url: String) -> Self {
        Self { pool, manifest, public_url: public_url.trim_end_matches('/').to_owned() }
    }

    pub fn pool(&self) -> &RendererPool {
        &self.pool
    }

    /// The origin of canonical links, without a trailing slash (`https://example.com`).
    pub fn public_url(&self) -> &str {
        &self.public_url
    }

    /// Server-renders `url` with `props` into a complete document.
    pub async fn render(&self, url: &str, props: &PageProps) -> Result<CachedPage, RenderError> {
        let props_json = serde_json::to_string(props).expect("page props always serialize");
        let out = self.pool.render(url, &props_json).await?;
        tracing::debug!(url, elapsed_ms = out.elapsed.as_secs_f64() * 1000.0, "rendered");
        let head = format!("{}{}", self.structured_data(props), out.head);
        Ok(self.document(props, &props_json, &head, &out.css, &out.html))
    }

    /// A document with no server markup, for the client-only admin and vendor areas.
    pub fn shell(&self, props: &PageProps) -> CachedPage {
        let props_json = serde_json::to_string(props).expect("page props always serialize");
        let head = "<meta name=\"robots\" content=\"noindex\">";
        self.document(props, &props_json, head, "", "")
    }

    fn structured_data(&self, props: &PageProps) -> String {
        match &props.meta.json_ld {
            Some(value) => {
                let mut value = value.clone();
                super::json_ld::absolutize(&mut value, &self.public_url);
                format!("<script type=\"application/ld+json\">{}</script>", embed_json(&value.to_string()))
            }
            None => String::new(),
        }
    }

    fn document(&self, props: &PageProps, props_json: &str, head: &str, css: &str, body: &str) -> CachedPage {
        let canonical = format!("{}{}", self.public_url, props.meta.canonical);
        let html = Document {
            title: &props.meta.title,
            description: &props.meta.description,
            canonical: &canonical,
            head,
            css,
            body,
            props_json,
            manifest: &self.manifest,
            page_chunks: self.manifest.page_chunks(props.page.as_str()),
        }
        .to_html();
        CachedPage::new(props.status, Bytes::from(html))
    }
}

impl CachedPage {
    pub fn new(status: u16, body: Bytes) -> Self {
        use sha2::{Digest, Sha256};
        let digest = Sha256::digest(&body);
        let etag = format!("\"{}\"", hex(&digest[..12]));
        Self { status, body, etag }
    }
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}
