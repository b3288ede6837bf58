//! The sitemap, as the protocol wants it at any catalogue size: `/sitemap.xml` is an index
//! of files of at most [`URLS_PER_FILE`] URLs each: `pages.xml` (the pages whose text is
//! in the code, home and the list), then `products-N.xml` and `varieties-N.xml`, each a
//! slice of one table in key order from its start (`changes::starts`, found once per
//! content version), read with each row's latest active offer. Each file costs its own rows;
//! none compares products with varieties.
//!
//! `lastmod` comes from `updated_at`: a catalogue page changes with its product row or
//! any of its active offers; pages whose text lives in the code change with the site
//! chrome (logo, footer). Answers are kept per file until a content write moves the
//! content version on (`SitemapCache`).

use foundation::error::Error;
use std::sync::Arc;

use actix_web::http::header;
use actix_web::web::Bytes;
use actix_web::{web, HttpResponse};
use chrono::SecondsFormat;
use sea_orm::prelude::DateTimeUtc;
use sea_orm::{ConnectionTrait, DbErr};

use crate::error::ApiResult;
use crate::pages::{category_path, variety_path};
use crate::state::AppState;
use domain::catalogue::changes::{self, ProductKey, Starts};
use domain::content::{banner, footer, logo};
use foundation::text::escape_html;

/// The protocol's limit of URLs in one sitemap file.
pub const URLS_PER_FILE: u64 = 50_000;

/// Public pages whose content is in the code, besides home and the catalogue.
const STATIC_PAGES: [&str; 7] =
    ["/about", "/service", "/certificates", "/contact", "/became-a-supplier", "/userRegister", "/supplierRegister"];

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SitemapEntry {
    /// Path on this site.
    pub path: String,
    pub lastmod: Option<DateTimeUtc>,
}

/// One file the index names.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SitemapFile {
    Pages,
    /// Products' pages, the `n`th slice (from 1) in catalogue order.
    Products(u64),
    /// Varieties' pages, the `n`th slice (from 1) in key order.
    Varieties(u64),
}

impl SitemapFile {
    /// The file a `/sitemaps/{name}` address names, if any.
    pub fn parse(name: &str) -> Option<Self> {
        let stem = name.strip_suffix(".xml")?;
        if stem == "pages" {
            return Some(Self::Pages);
        }
        let (kind, n) = stem.rsplit_once('-')?;
        // Only the digits of a number from 1 up: one address per file.
        if n.starts_with('0') || !n.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        let n: u64 = n.parse().ok().filter(|n| *n >= 1)?;
        match kind {
            "products" => Some(Self::Products(n)),
            "varieties" => Some(Self::Varieties(n)),
            _ => None,
        }
    }

    pub fn path(self) -> String {
        match self {
            Self::Pages => "/sitemaps/pages.xml".into(),
            Self::Products(n) => format!("/sitemaps/products-{n}.xml"),
            Self::Varieties(n) => format!("/sitemaps/varieties-{n}.xml"),
        }
    }
}

pub async fn serve_index(state: web::Data<AppState>) -> ApiResult<HttpResponse> {
    cached(&state, "index", |state, starts| async move { index_xml(&state, &starts).await }).await
}

pub async fn serve_file(state: web::Data<AppState>, name: web::Path<String>) -> ApiResult<HttpResponse> {
    let file = SitemapFile::parse(&name).ok_or_else(|| Error::NotFound("Sitemap not found".into()))?;
    cached(&state, &file.path(), move |state, starts| async move {
        let entries = file_entries(&state.db, file, &starts, URLS_PER_FILE).await?;
        if entries.is_empty() {
            return Err(Error::NotFound("Sitemap not found".into()).into());
        }
        Ok(urlset(state.renderer.public_url(), &entries))
    })
    .await
}

/// A file's answer as kept for the current content version, or built from the slices'
/// starts kept for that version (found once per version, for the index and every file).
async fn cached<F, Fut>(state: &web::Data<AppState>, key: &str, build: F) -> ApiResult<HttpResponse>
where
    F: FnOnce(web::Data<AppState>, Arc<Starts>) -> Fut,
    Fut: std::future::Future<Output = ApiResult<String>>,
{
    let version = crate::pages::rerender::current_version(state).await?;
    let xml = match state.sitemaps.get(key, version) {
        Some(xml) => xml,
        None => {
            let starts = state.sitemaps.starts(version, || changes::starts(&state.db, URLS_PER_FILE)).await?;
            let xml = Bytes::from(build(state.clone(), starts).await?);
            state.sitemaps.put(key, version, xml.clone());
            xml
        }
    };
    Ok(HttpResponse::Ok()
        .insert_header((header::CACHE_CONTROL, "public, max-age=3600"))
        .content_type("application/xml; charset=utf-8")
        .body(xml))
}

/// The files of the sitemap: the pages, then one per slice of products and of varieties.
pub fn files(starts: &Starts) -> Vec<SitemapFile> {
    let mut out = vec![SitemapFile::Pages];
    out.extend((1..=starts.products.len() as u64).map(SitemapFile::Products));
    out.extend((1..=starts.varieties.len() as u64).map(SitemapFile::Varieties));
    out
}

async fn index_xml(state: &AppState, starts: &Starts) -> ApiResult<String> {
    let origin = state.renderer.public_url().trim_end_matches('/').to_owned();
    let catalogue_changed = changes::latest(&state.db).await?;
    let mut out = String::from("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
    out.push_str("<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n");
    for file in files(starts) {
        out.push_str("<sitemap><loc>");
        out.push_str(&escape_html(&format!("{origin}{}", file.path())));
        out.push_str("</loc>");
        if let (SitemapFile::Products(_), Some(at)) = (file, catalogue_changed) {
            push_lastmod(&mut out, at);
        }
        out.push_str("</sitemap>\n");
    }
    out.push_str("</sitemapindex>\n");
    Ok(out)
}

/// The entries of one file, `limit` at most, from its slice's start (none when the file is
/// past the catalogue's end). `starts` were found for slices of `limit`.
pub async fn file_entries<C: ConnectionTrait>(
    db: &C,
    file: SitemapFile,
    starts: &Starts,
    limit: u64,
) -> Result<Vec<SitemapEntry>, DbErr> {
    let nth = |n: u64| usize::try_from(n - 1).ok();
    match file {
        SitemapFile::Pages => page_entries(db).await,
        SitemapFile::Products(n) => match nth(n).and_then(|i| starts.products.get(i)) {
            Some(from) => product_entries(db, from, limit).await,
            None => Ok(Vec::new()),
        },
        SitemapFile::Varieties(n) => match nth(n).and_then(|i| starts.varieties.get(i)) {
            Some(from) => variety_entries(db, from, limit).await,
            None => Ok(Vec::new()),
        },
    }
}

async fn page_entries<C: ConnectionTrait>(db: &C) -> Result<Vec<SitemapEntry>, DbErr> {
    let (logo, footer, banner, catalogue) =
        tokio::try_join!(logo::changed_at(db), footer::changed_at(db), banner::changed_at(db), changes::latest(db))?;
    let chrome = latest([logo, footer]);
    let page = |path: &str, lastmod| SitemapEntry { path: path.to_owned(), lastmod };
    let mut out = vec![page("/", latest([chrome, banner, catalogue])), page("/products", latest([chrome, catalogue]))];
    out.extend(STATIC_PAGES.iter().map(|path| page(path, chrome)));
    Ok(out)
}

/// Products in catalogue order, each with its latest active offer's change.
async fn product_entries<C: ConnectionTrait>(
    db: &C,
    from: &ProductKey,
    limit: u64,
) -> Result<Vec<SitemapEntry>, DbErr> {
    Ok(changes::products(db, from, limit)
        .await?
        .into_iter()
        .map(|p| SitemapEntry {
            path: category_path(&p.category_slug),
            lastmod: latest([Some(p.changed), p.offers_changed]),
        })
        .collect())
}

/// Varieties in key order, each with its product's change and its latest active offer's.
async fn variety_entries<C: ConnectionTrait>(db: &C, from: &str, limit: u64) -> Result<Vec<SitemapEntry>, DbErr> {
    Ok(changes::varieties(db, from, limit)
        .await?
        .into_iter()
        .map(|v| SitemapEntry {
            path: variety_path(&v.product_slug, &v.slug),
            lastmod: latest([Some(v.product_changed), v.offers_changed]),
        })
        .collect())
}

fn latest(times: impl IntoIterator<Item = Option<DateTimeUtc>>) -> Option<DateTimeUtc> {
    times.into_iter().flatten().max()
}

fn push_lastmod(out: &mut String, at: DateTimeUtc) {
    out.push_str("<lastmod>");
    out.push_str(&at.to_rfc3339_opts(SecondsFormat::Secs, true));
    out.push_str("</lastmod>");
}

pub fn urlset(public_url: &str, entries: &[SitemapEntry]) -> String {
    let origin = public_url.trim_end_matches('/');
    let mut out = String::with_capacity(128 + entries.len() * 120);
    out.push_str("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
    out.push_str("<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n");
    for entry in entries {
        out.push_str("<url><loc>");
        out.push_str(&escape_html(&format!("{origin}{}", entry.path)));
        out.push_str("</loc>");
        if let Some(at) = entry.lastmod {
            push_lastmod(&mut out, at);
        }
        out.push_str("</url>\n");
    }
    out.push_str("</urlset>\n");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn urls_are_absolute_escaped_and_dated() {
        let at = chrono::DateTime::parse_from_rfc3339("2025-03-04T05:06:07Z").unwrap().to_utc();
        let xml = urlset(
            "https://example.com/",
            &[
                SitemapEntry { path: "/".into(), lastmod: Some(at) },
                SitemapEntry { path: "/a&b".into(), lastmod: None },
            ],
        );
        assert!(xml.contains("<url><loc>https://example.com/</loc><lastmod>2025-03-04T05:06:07Z</lastmod></url>"));
        assert!(xml.contains("<loc>https://example.com/a&amp;b</loc></url>"));
    }

    #[test]
    fn each_file_has_one_address() {
        assert_eq!(SitemapFile::parse("pages.xml"), Some(SitemapFile::Pages));
        assert_eq!(SitemapFile::parse("products-2.xml"), Some(SitemapFile::Products(2)));
        assert_eq!(SitemapFile::parse("varieties-13.xml"), Some(SitemapFile::Varieties(13)));
        for bad in ["products-0.xml", "products-02.xml", "products-.xml", "products-1", "x-1.xml", "products-+1.xml"] {
            assert_eq!(SitemapFile::parse(bad), None, "{bad}");
        }
        assert_eq!(
            SitemapFile::parse(&SitemapFile::Varieties(7).path()["/sitemaps/".len()..]),
            Some(SitemapFile::Varieties(7))
        );
    }
}
