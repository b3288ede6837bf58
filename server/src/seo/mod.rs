//! What search engines read besides the pages: `/sitemap.xml` and `/robots.txt`. Both
//! use the configured public origin, so the URLs they list are the canonical ones.

mod robots;
pub mod sitemap;

use actix_web::web;

pub use sitemap::{file_entries, files, SitemapEntry, SitemapFile, URLS_PER_FILE};

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.route("/sitemap.xml", web::get().to(sitemap::serve_index))
        .route("/sitemaps/{file}", web::get().to(sitemap::serve_file))
        .route("/robots.txt", web::get().to(robots::serve));
}
