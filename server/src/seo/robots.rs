//! `/robots.txt`: keeps crawlers out of the private areas, the API and the page-data
//! URLs, and names the sitemap.

use actix_web::http::header;
use actix_web::{web, HttpResponse};

use crate::state::AppState;

/// Paths no crawler should fetch: sign-in areas, private pages and machine endpoints.
const DISALLOWED: [&str; 6] = ["/admin", "/vendor", "/profile", "/api", "/_data", "/document"];

pub async fn serve(state: web::Data<AppState>) -> HttpResponse {
    HttpResponse::Ok()
        .insert_header((header::CACHE_CONTROL, "public, max-age=86400"))
        .content_type("text/plain; charset=utf-8")
        .body(text(state.renderer.public_url()))
}

pub fn text(public_url: &str) -> String {
    let mut out = String::from("User-agent: *\n");
    for path in DISALLOWED {
        out.push_str(&format!("Disallow: {path}\n"));
    }
    out.push_str(&format!("\nSitemap: {}/sitemap.xml\n", public_url.trim_end_matches('/')));
    out
}

#[cfg(test)]
mod tests {
    #[test]
    fn names_the_private_areas_and_the_sitemap() {
        let text = super::text("https://example.com/");
        for line in ["Disallow: /admin\n", "Disallow: /vendor\n", "Disallow: /profile\n", "Disallow: /api\n"] {
            assert!(text.contains(line), "{line}");
        }
        assert!(text.ends_with("Sitemap: https://example.com/sitemap.xml\n"));
    }
}
