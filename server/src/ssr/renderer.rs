//! Turns page props into a finished HTML document through the engine pool.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

use actix_web::web::Bytes;
use ssr_bundle::{RenderError, RendererPool};

use super::document::{embed_json, Document};
use super::manifest::ClientManifest;
use super::timings::RenderTimings;
use crate::static_assets::StaticAssets;

/// What the document around the markup needs of a page's props. The pages' props implement
/// it, so this renderer does not name the pages above it.
pub trait RenderProps: serde::Serialize {
    fn head(&self) -> PageHead<'_>;
}

/// The document's part of a page's props.
pub struct PageHead<'a> {
    /// The route's name, which picks its lazily loaded chunks.
    pub page: &'a str,
    pub status: u16,
    pub title: &'a str,
    pub description: &'a str,
    /// Path of the canonical URL (the renderer adds the public origin).
    pub canonical: &'a str,
    pub json_ld: Option<&'a serde_json::Value>,
    pub noindex: bool,
}

pub struct PageRenderer {
    pool: Arc<RendererPool>,
    manifest: ClientManifest,
    public_url: String,
    renders: AtomicU64,
    /// The committed images, to give their addresses in props a content hash.
    assets: Arc<StaticAssets>,
    timings: RenderTimings,
}

/// A finished HTML document and the status it answers with.
#[derive(Debug, Clone)]
pub struct RenderedPage {
    pub status: u16,
    pub html: Bytes,
}

impl PageRenderer {
    pub fn new(
        pool: Arc<RendererPool>,
        manifest: ClientManifest,
        public_url: String,
        assets: Arc<StaticAssets>,
    ) -> Self {
        Self {
            pool,
            manifest,
            public_url: public_url.trim_end_matches('/').to_owned(),
            renders: AtomicU64::new(0),
            assets,
            timings: Default::default(),
        }
    }

    /// Page props as JSON, committed images addressed by content (cacheable for a year);
    /// the same text for server rendering, hydration and client navigation.
    pub fn props_json(&self, props: &impl RenderProps) -> String {
        self.assets.version_urls(&serde_json::to_string(props).expect("page props always serialize"))
    }

    /// How many pages the engine rendered since start (tests count renders with it).
    pub fn renders(&self) -> u64 {
        self.renders.load(Ordering::Relaxed)
    }

    pub fn pool(&self) -> &RendererPool {
        &self.pool
    }

    /// Render and queue times of this renderer's pages.
    pub fn timings(&self) -> &RenderTimings {
        &self.timings
    }

    /// The origin of canonical links, without a trailing slash (`https://example.com`).
    pub fn public_url(&self) -> &str {
        &self.public_url
    }

    /// Server-renders `url` with `props` into a complete document.
    pub async fn render(&self, url: &str, props: &impl RenderProps) -> Result<RenderedPage, RenderError> {
        self.renders.fetch_add(1, Ordering::Relaxed);
        let props_json = self.props_json(props);
        let asked = std::time::Instant::now();
        let out = self.pool.render(url, &props_json).await?;
        self.timings.record(asked.elapsed(), out.elapsed);
        tracing::debug!(url, elapsed_ms = out.elapsed.as_secs_f64() * 1000.0, "rendered");
        let robots = if props.head().noindex { "<meta name=\"robots\" content=\"noindex\">" } else { "" };
        let head = format!("{robots}{}{}", self.structured_data(props), out.head);
        Ok(self.document(props, &props_json, &head, &out.css, &out.html))
    }

    /// A document with no server markup, for the client-only admin and supplier areas.
    pub fn shell(&self, props: &impl RenderProps) -> RenderedPage {
        let props_json = serde_json::to_string(props).expect("page props always serialize");
        let head = "<meta name=\"robots\" content=\"noindex\">";
        self.document(props, &props_json, head, "", "")
    }

    fn structured_data(&self, props: &impl RenderProps) -> String {
        match props.head().json_ld {
            Some(value) => {
                let mut value = value.clone();
                super::json_ld::absolutize(&mut value, &self.public_url);
                // Images as the props name them (content-hashed), so client navigation
                // writes the same structured data.
                let json = self.assets.version_urls(&value.to_string());
                format!("<script type=\"application/ld+json\">{}</script>", embed_json(&json))
            }
            None => String::new(),
        }
    }

    fn document(&self, props: &impl RenderProps, props_json: &str, head: &str, css: &str, body: &str) -> RenderedPage {
        let props = props.head();
        let canonical = format!("{}{}", self.public_url, props.canonical);
        let html = Document {
            title: props.title,
            description: props.description,
            canonical: &canonical,
            head,
            css,
            body,
            props_json,
            manifest: &self.manifest,
            page_chunks: self.manifest.page_chunks(props.page),
        }
        .to_html();
        // A grown String holds up to twice its length; the page cache weighs the length.
        let mut html = html;
        html.shrink_to_fit();
        RenderedPage { status: props.status, html: Bytes::from(html) }
    }
}
