//! `/sitemap.xml`: every public page, product and variety, each with the time its
//! content last changed.
//!
//! `lastmod` comes from `updated_at`: a catalogue page changes with its product row or
//! any of its offers; pages whose text lives in the code change with the site chrome
//! (logo, footer), the only stored content they show.

use std::collections::HashMap;

use actix_web::http::header;
use actix_web::{web, HttpResponse};
use chrono::SecondsFormat;
use sea_orm::prelude::DateTimeUtc;
use sea_orm::{ColumnTrait, DatabaseConnection, DbErr, EntityTrait, QueryFilter, QueryOrder};

use crate::entities::{footer_settings, home_banners, logos, products, varieties, vendor_listings};
use crate::error::ApiResult;
use crate::pages::{category_path, variety_path};
use crate::ssr::escape_html;
use crate::state::AppState;

/// Public pages whose content is in the code, besides home and the catalogue.
const STATIC_PAGES: [&str; 7] =
    ["/about", "/service", "/certificates", "/contact", "/became-a-supplier", "/userRegister", "/supplierRegister"];

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SitemapEntry {
    /// Path on this site.
    pub path: String,
    pub lastmod: Option<DateTimeUtc>,
}

pub async fn serve(state: web::Data<AppState>) -> ApiResult<HttpResponse> {
    let entries = entries(&state.db).await?;
    Ok(HttpResponse::Ok()
        .insert_header((header::CACHE_CONTROL, "public, max-age=3600"))
        .content_type("application/xml; charset=utf-8")
        .body(xml(state.renderer.public_url(), &entries)))
}

/// The sitemap's entries, pages first, then each product followed by its varieties.
pub async fn entries(db: &DatabaseConnection) -> Result<Vec<SitemapEntry>, DbErr> {
    let (logo, footer, banner, rows, kinds, offers) = tokio::try_join!(
        logos::Entity::find().one(db),
        footer_settings::Entity::find().one(db),
        home_banners::Entity::find().one(db),
        products::Entity::find().order_by_asc(products::Column::Position).all(db),
        varieties::Entity::find().order_by_asc(varieties::Column::Position).all(db),
        vendor_listings::Entity::find().filter(vendor_listings::Column::IsActive.eq(true)).all(db),
    )?;
    let chrome = latest([logo.map(|l| l.updated_at), footer.map(|f| f.updated_at)]);
    let catalogue = latest(rows.iter().map(|p| Some(p.updated_at)));

    let mut by_product: HashMap<&str, DateTimeUtc> = HashMap::new();
    let mut by_variety: HashMap<&str, DateTimeUtc> = HashMap::new();
    for offer in &offers {
        raise(&mut by_product, &offer.product_id, offer.updated_at);
        raise(&mut by_variety, &offer.variety_id, offer.updated_at);
    }

    let page = |path: &str, lastmod| SitemapEntry { path: path.to_owned(), lastmod };
    let mut out = vec![
        page("/", latest([chrome, banner.map(|b| b.updated_at), catalogue])),
        page("/products", latest([chrome, catalogue])),
    ];
    out.extend(STATIC_PAGES.iter().map(|path| page(path, chrome)));
    for product in &rows {
        let changed = latest([Some(product.updated_at), by_product.get(product.id.as_str()).copied()]);
        out.push(page(&category_path(&product.category_slug), changed));
        for kind in kinds.iter().filter(|v| v.product_id == product.id) {
            let changed = latest([Some(product.updated_at), by_variety.get(kind.id.as_str()).copied()]);
            out.push(page(&variety_path(&product.slug, &kind.slug), changed));
        }
    }
    Ok(out)
}

fn latest(times: impl IntoIterator<Item = Option<DateTimeUtc>>) -> Option<DateTimeUtc> {
    times.into_iter().flatten().max()
}

fn raise<'a>(map: &mut HashMap<&'a str, DateTimeUtc>, key: &'a str, at: DateTimeUtc) {
    let entry = map.entry(key).or_insert(at);
    if at > *entry {
        *entry = at;
    }
}

pub fn xml(public_url: &str, entries: &[SitemapEntry]) -> String {
    let origin = public_url.trim_end_matches('/');
    let mut out = String::with_capacity(128 + entries.len() * 120);
    out.push_str("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
    out.push_str("<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n");
    for entry in entries {
        out.push_str("<url><loc>");
        out.push_str(&escape_html(&format!("{origin}{}", entry.path)));
        out.push_str("</loc>");
        if let Some(at) = entry.lastmod {
            out.push_str("<lastmod>");
            out.push_str(&at.to_rfc3339_opts(SecondsFormat::Secs, true));
            out.push_str("</lastmod>");
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
        let xml = xml(
            "https://example.com/",
            &[
                SitemapEntry { path: "/".into(), lastmod: Some(at) },
                SitemapEntry { path: "/a&b".into(), lastmod: None },
            ],
        );
        assert!(xml.contains("<url><loc>https://example.com/</loc><lastmod>2025-03-04T05:06:07Z</lastmod></url>"));
        assert!(xml.contains("<loc>https://example.com/a&amp;b</loc></url>"));
    }
}
