//! Same-origin checks for cookie-authenticated writes: the browser's `Origin` must equal
//! this site's origin (scheme, host and port). The site's origin is `--public-url` when
//! set; otherwise the request's own `Host` over plain HTTP, or what a `--trusted-proxy`
//! says in `X-Forwarded-Proto`/`X-Forwarded-Host` (anyone else could forge those).

use actix_web::http::header;
use actix_web::HttpRequest;
use url::{Origin, Url};

use crate::state::AppState;

fn origin_of(value: &str) -> Option<Origin> {
    let origin = Url::parse(value).ok()?.origin();
    origin.is_tuple().then_some(origin)
}

/// This site's origin as the browser should name it.
pub fn expected(req: &HttpRequest, state: &AppState) -> Option<Origin> {
    if let Some(public) = state.public_url.as_deref() {
        return origin_of(public);
    }
    let header_of = |name: &str| {
        req.headers()
            .get(name)
            .and_then(|v| v.to_str().ok())
            .map(|v| v.split(',').next().unwrap_or(v).trim().to_owned())
    };
    let behind_proxy = req.peer_addr().is_some_and(|p| state.trusted_proxies.contains(&p.ip()));
    let (proto, host) =
        if behind_proxy { (header_of("x-forwarded-proto"), header_of("x-forwarded-host")) } else { (None, None) };
    let host = host.or_else(|| header_of(header::HOST.as_str()))?;
    origin_of(&format!("{}://{host}", proto.as_deref().unwrap_or("http")))
}

/// Whether `value` (an Origin or Referer header) names this site.
pub fn is_same_site(req: &HttpRequest, state: &AppState, value: &str) -> bool {
    match (origin_of(value), expected(req, state)) {
        (Some(given), Some(own)) => given == own,
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::origin_of;

    #[test]
    fn scheme_host_and_port_all_count() {
        let site = origin_of("https://tradehub.test").unwrap();
        assert_eq!(origin_of("https://tradehub.test:443/x?y"), Some(site.clone()));
        assert_eq!(origin_of("https://TRADEHUB.test"), Some(site.clone()));
        assert_ne!(origin_of("http://tradehub.test"), Some(site.clone()));
        assert_ne!(origin_of("https://tradehub.test:8443"), Some(site.clone()));
        assert_ne!(origin_of("https://tradehub.test.evil.test"), Some(site));
        assert_eq!(origin_of("null"), None);
    }
}
