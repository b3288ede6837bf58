//! HTTP side of the pages: cache lookup, render, conditional requests, error pages.

use foundation::error::Error;

use actix_web::http::{header, Method, StatusCode};
use actix_web::{web, HttpRequest, HttpResponse};
use ssr_bundle::RenderError;
use tracing_actix_web::RequestId;

use super::fill::{build, cache_key, cached, viewed_variety, BuildError, Built, Miss};
use super::props::{Meta, Outcome, PageData, PageName, PageProps, PageRedirect, SiteBuyer};
use super::router::{self, PageRequest};
use super::{currency, error_page, rerender, site, viewer};
use crate::error::ApiError;
use crate::ssr::CachedPage;
use crate::state::AppState;
use domain::insights::crawlers::is_crawler;
use domain::insights::readers::Reader;
use domain::search::allowance::TOO_MANY_SEARCHES;
use foundation::entities::codes::Currency;

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.route("/_data{path:.*}", web::get().to(page_data))
        .route("/admin", web::get().to(shell))
        .route("/admin/{tail:.*}", web::get().to(shell))
        .route("/vendor", web::get().to(shell))
        .route("/vendor/{tail:.*}", web::get().to(shell))
        .route("/document", web::get().to(shell));
}

/// Every path no other service took: a page, or a JSON 404 under /api.
pub async fn fallback(req: HttpRequest, state: web::Data<AppState>, request_id: RequestId) -> HttpResponse {
    if req.path().starts_with("/api/") {
        return match req.app_data::<web::Data<crate::hygiene::allowed_methods::AllowedMethods>>() {
            Some(allowed) => allowed.refuse(req.path()),
            None => actix_web::ResponseError::error_response(&ApiError(Error::NotFound("Not found".into()))),
        };
    }
    if req.method() != Method::GET && req.method() != Method::HEAD {
        return HttpResponse::MethodNotAllowed().insert_header((header::ALLOW, "GET, HEAD")).finish();
    }
    page(&req, &state, &request_id.to_string()).await
}

async fn page(req: &HttpRequest, state: &AppState, request_id: &str) -> HttpResponse {
    let path = req.path();
    let failed = |what: &str, err: &dyn std::fmt::Display| {
        tracing::error!(error = %err, path, "{what}");
        error_page::render(StatusCode::INTERNAL_SERVER_ERROR, request_id)
    };
    let viewer = match viewer::current(req, &state.db).await {
        Ok(v) => v,
        Err(err) => return failed("cannot read the signed-in buyer", &err),
    };
    let version = match rerender::current_version(state).await {
        Ok(version) => version,
        Err(err) => return failed("cannot read the content version", &err),
    };
    let route = router::resolve(path);
    if !within_search_allowance(req, state, &route) {
        let mut refusal = error_page::render(StatusCode::TOO_MANY_REQUESTS, request_id);
        refusal.headers_mut().insert(header::RETRY_AFTER, header::HeaderValue::from_static("60"));
        return refusal;
    }
    let variant = route.cache_variant(req.query_string());
    let private = viewer.is_some() || variant.is_none();
    let request = PageRequest { query: req.query_string(), viewer, currency: currency::of_request(req) };
    let Some(variant) = variant.filter(|_| state.page_cache.enabled()) else {
        return match Box::pin(build(state, path, &route, &request, version, false)).await {
            Ok(Built::Page(page)) => {
                count_view(req, &page);
                respond(req, &page, private)
            }
            Ok(Built::Redirect { location, permanent }) => redirect(&location, permanent),
            Err(err) => render_failed(err, request_id, path),
        };
    };
    // The path keys the cache (plus the page's own variant, such as a variety page's
    // order of offers, and whether someone is signed in): other query strings share the
    // plain copy, so no one can fill the cache with variants. Signed-in buyers share one copy that names no one: the header only
    // shows that a buyer is signed in (Profile, Logout), so the cache holds at most two
    // copies of a page however many buyers visit, and no buyer's data is in a shared page.
    let cache_key = cache_key(path, variant.as_deref(), request.viewer.is_some(), request.currency);
    let request = PageRequest {
        query: request.query,
        viewer: request.viewer.map(|_| SiteBuyer { id: String::new(), name: String::new() }),
        currency: request.currency,
    };
    match cached(state, path, &route, &request, &cache_key, version).await {
        Ok(page) => {
            count_view(req, &page);
            respond(req, &page, private)
        }
        Err(miss) => match &*miss {
            Miss::Uncached(Built::Page(page)) => {
                count_view(req, page);
                respond(req, page, private)
            }
            Miss::Uncached(Built::Redirect { location, permanent }) => redirect(location, *permanent),
            Miss::Failed(err) => render_failed(err.clone(), request_id, path),
        },
    }
}

/// A view of a variety page, counted where the page is answered (cached or not), when a
/// reader asked for it: a GET (not a HEAD) from a browser, not a crawler
/// (`insights::crawlers`), and not a prefetch (a page the reader may never see). A 304
/// counts too: with `must-revalidate` every view of a page the browser keeps asks again.
/// A reader counts once per page in a window (`insights::readers`); nothing of the reader
/// is kept.
pub(super) fn count_view(req: &HttpRequest, page: &CachedPage) {
    if let Some(slot) = &page.views {
        if is_reader(req) {
            slot.count_view(reader(req));
        }
    }
}

/// Who asks, as the view counts see it: the client's address, nothing the client chooses
/// (`insights::readers`).
fn reader(req: &HttpRequest) -> Reader {
    let trusted = req.app_data::<web::Data<AppState>>().map_or(&[][..], |state| &state.trusted_proxies[..]);
    Reader { address: crate::extractors::client_address::client_ip(req, trusted) }
}

/// `Sec-Purpose: prefetch` (or `prefetch;prerender`) from browsers, `Purpose: prefetch`
/// from older ones.
const SEC_PURPOSE: header::HeaderName = header::HeaderName::from_static("sec-purpose");
const PURPOSE: header::HeaderName = header::HeaderName::from_static("purpose");

fn is_reader(req: &HttpRequest) -> bool {
    let headers = req.headers();
    let prefetch = [SEC_PURPOSE, PURPOSE]
        .iter()
        .any(|name| headers.get(name).is_some_and(|v| v.as_bytes().starts_with(b"prefetch")));
    let agent = headers.get(header::USER_AGENT).and_then(|v| v.to_str().ok());
    !crate::hygiene::head::was_head(req) && !prefetch && !is_crawler(agent)
}

fn render_failed(err: BuildError, request_id: &str, path: &str) -> HttpResponse {
    match err {
        BuildError::Render(RenderError::Busy) => error_page::render(StatusCode::SERVICE_UNAVAILABLE, request_id),
        BuildError::Render(err) => {
            tracing::error!(error = %err, path, "server render failed");
            error_page::render(StatusCode::INTERNAL_SERVER_ERROR, request_id)
        }
        BuildError::Load(err) => {
            tracing::error!(error = %err, path, "page loader failed");
            error_page::render(StatusCode::INTERNAL_SERVER_ERROR, request_id)
        }
    }
}

fn redirect(location: &str, permanent: bool) -> HttpResponse {
    let status = if permanent { StatusCode::MOVED_PERMANENTLY } else { StatusCode::SEE_OTHER };
    HttpResponse::build(status)
        .insert_header((header::LOCATION, location))
        .insert_header((header::CACHE_CONTROL, if permanent { "public, max-age=86400" } else { "no-store" }))
        .finish()
}

/// A page's answer. A page differs by the `currency` cookie, so a shared cache (a CDN, a
/// caching proxy) must never answer one reader's currency to another: a page in any
/// currency but rupees is private, and every page varies by `Cookie` as well as by
/// `Accept-Encoding`, so a cache keeps the cookie-less copy for cookie-less requests only.
pub(super) fn respond(req: &HttpRequest, page: &CachedPage, private: bool) -> HttpResponse {
    let status = StatusCode::from_u16(page.status).unwrap_or(StatusCode::OK);
    let private = private || currency::of_request(req) != Currency::Inr;
    let cache_control = if private { "private, no-cache" } else { "public, max-age=0, must-revalidate" };
    let mut answer = page.body.respond(req, status, "text/html; charset=utf-8", cache_control);
    answer.headers_mut().insert(header::VARY, header::HeaderValue::from_static(PAGE_VARY));
    answer
}

/// What a page's answer depends on besides its address.
pub const PAGE_VARY: &str = "Accept-Encoding, Cookie";

/// The props a page was rendered from, for client-side navigation. A page that redirects
/// answers `{"page":"redirect","location":…}` and the client loads that address instead.
async fn page_data(req: HttpRequest, state: web::Data<AppState>) -> Result<HttpResponse, ApiError> {
    let path = req.match_info().query("path");
    let path = if path.is_empty() { "/" } else { path };
    let route = router::resolve(path);
    if !within_search_allowance(&req, &state, &route) {
        return Err(Error::RateLimited(TOO_MANY_SEARCHES.into()).into());
    }
    let viewer = viewer::current(&req, &state.db).await?;
    let request = PageRequest { query: req.query_string(), viewer, currency: currency::of_request(&req) };
    let body = match router::load(&state, &route, &request).await? {
        // Always 200: the page's own status travels in `props.status`, and a failed fetch
        // would show up as a console error during client-side navigation.
        Outcome::Page(props) => {
            // Moving to a variety page in the browser reads its props here: a view too.
            if let Some(variety) = viewed_variety(&props).filter(|_| is_reader(&req)) {
                state.views.count_view(variety, reader(&req));
            }
            state.renderer.props_json(&props)
        }
        Outcome::Redirect { location, .. } => serde_json::to_string(&PageRedirect { page: "redirect", location })
            .map_err(|e| Error::Internal(e.into()))?,
    };
    Ok(HttpResponse::Ok()
        .insert_header((header::CACHE_CONTROL, "private, no-cache"))
        .content_type("application/json")
        .body(body))
}

/// Counts a search against the client address's allowance; true for every other request.
fn within_search_allowance(req: &HttpRequest, state: &AppState, route: &router::Route) -> bool {
    if !route.is_search(req.query_string()) {
        return true;
    }
    crate::extractors::client_address::client_ip(req, &state.trusted_proxies).is_none_or(|ip| state.searches.allow(ip))
}

/// The admin and supplier areas render in the browser only.
async fn shell(req: HttpRequest, state: web::Data<AppState>) -> Result<HttpResponse, ApiError> {
    let area = if req.path().starts_with("/admin") { "Admin" } else { "Supplier portal" };
    let props = PageProps {
        page: PageName::Shell,
        status: 200,
        meta: Meta::new(format!("{area} | Tradehub"), format!("Tradehub {area}"), req.path().to_owned()),
        site: site::load(&state.db, None, Currency::Inr).await?,
        data: PageData::None,
    };
    let page = state.renderer.shell(&props);
    Ok(HttpResponse::Ok()
        .insert_header((header::CACHE_CONTROL, "no-store"))
        .content_type("text/html; charset=utf-8")
        .body(page.html))
}
