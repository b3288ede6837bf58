//! One URL per page: duplicate slashes and a trailing slash answer a single 301 to the
//! canonical path, so `/about//` never renders (or caches) a page of its own.

use actix_web::dev::ServiceRequest;
use actix_web::http::{header, Method};
use actix_web::HttpResponse;

/// Page data is fetched at `/_data` + the page's path, so the home page's is `/_data/`.
const DATA_PREFIX: &str = "/_data";

/// The path with runs of `/` collapsed and no trailing `/` (the root stays `/`; a data
/// URL keeps its page's path); `None` when it is canonical already.
pub fn canonical(path: &str) -> Option<String> {
    let clean = match path.strip_prefix(DATA_PREFIX).filter(|rest| rest.starts_with('/')) {
        Some(page) => format!("{DATA_PREFIX}{}", collapse(page)),
        None => collapse(path),
    };
    (clean != path).then_some(clean)
}

fn collapse(path: &str) -> String {
    let segments: Vec<&str> = path.split('/').filter(|s| !s.is_empty()).collect();
    format!("/{}", segments.join("/"))
}

/// The redirect for a GET or HEAD of a non-canonical path (other methods are left alone:
/// a 301 would turn them into GETs).
pub fn redirect(req: &ServiceRequest) -> Option<HttpResponse> {
    if !matches!(*req.method(), Method::GET | Method::HEAD) {
        return None;
    }
    let path = canonical(req.path())?;
    let location = match req.query_string() {
        "" => path,
        query => format!("{path}?{query}"),
    };
    Some(HttpResponse::MovedPermanently().insert_header((header::LOCATION, location)).finish())
}

#[cfg(test)]
mod tests {
    use super::canonical;

    #[test]
    fn duplicate_and_trailing_slashes_collapse() {
        assert_eq!(canonical("/about//").as_deref(), Some("/about"));
        assert_eq!(canonical("//about").as_deref(), Some("/about"), "never a protocol-relative Location");
        assert_eq!(canonical("/products//spices/").as_deref(), Some("/products/spices"));
        assert_eq!(canonical("//").as_deref(), Some("/"));
        assert_eq!(canonical("/about"), None);
        assert_eq!(canonical("/"), None);
        assert_eq!(canonical("/_data/"), None, "the home page's data");
        assert_eq!(canonical("/_data//about/").as_deref(), Some("/_data/about"));
    }
}
