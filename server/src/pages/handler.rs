//! HTTP side of the pages: cache lookup, render, conditional requests, error pages.

use std::sync::Arc;

use actix_web::http::{header, Method, StatusCode};
use actix_web::{web, HttpRequest, HttpResponse};
use ssr_bundle::RenderError;
use tracing_actix_web::RequestId;

use super::router::{Outcome, PageRequest};
use super::{error_page, router, site, viewer, Meta, PageData, PageName, PageProps, PageRedirect};
use crate::error::ApiError;
use crate::ssr::CachedPage;
use crate::state::AppState;

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
        return actix_web::ResponseError::error_response(&ApiError::NotFound("Not found".into()));
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
    let version = match state.content.current(&state.db).await {
        Ok(v) => v,
        Err(err) => return failed("cannot read the content version", &err),
    };
    let route = router::resolve(path);
    // The path alone keys the cache (plus who the header greets): cacheable pages read no
    // query on the server, and keying by query would let anyone fill the cache with variants.
    let cache_key = match &viewer {
        Some(v) => format!("{path}\u{0}{}\u{0}{}", v.id, v.name),
        None => path.to_owned(),
    };
    let private = viewer.is_some() || !route.cacheable();
    if route.cacheable() {
        if let Some(hit) = state.page_cache.get(&cache_key, version).await {
            return respond(req, &hit, private);
        }
    }
    let request = PageRequest { query: req.query_string(), viewer };
    let props = match router::load(&state.db, &route, &request).await {
        Ok(Outcome::Page(props)) => props,
        Ok(Outcome::Redirect { location, permanent }) => return redirect(&location, permanent),
        Err(err) => return failed("page loader failed", &err),
    };
    match state.renderer.render(path, &props).await {
        Ok(rendered) => {
            let rendered = Arc::new(rendered);
            if rendered.status == 200 && route.cacheable() {
                state.page_cache.put(&cache_key, version, rendered.clone()).await;
            }
            respond(req, &rendered, private)
        }
        Err(RenderError::Busy) => error_page::render(StatusCode::SERVICE_UNAVAILABLE, request_id),
        Err(err) => failed("server render failed", &err),
    }
}

fn redirect(location: &str, permanent: bool) -> HttpResponse {
    let status = if permanent { StatusCode::MOVED_PERMANENTLY } else { StatusCode::SEE_OTHER };
    HttpResponse::build(status)
        .insert_header((header::LOCATION, location))
        .insert_header((header::CACHE_CONTROL, if permanent { "public, max-age=86400" } else { "no-store" }))
        .finish()
}

fn respond(req: &HttpRequest, page: &CachedPage, private: bool) -> HttpResponse {
    let status = StatusCode::from_u16(page.status).unwrap_or(StatusCode::OK);
    let not_modified = req
        .headers()
        .get(header::IF_NONE_MATCH)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|tags| tags.split(',').any(|t| t.trim() == page.etag));
    let mut builder = if not_modified && status == StatusCode::OK {
        HttpResponse::NotModified()
    } else {
        HttpResponse::build(status)
    };
    builder
        .insert_header((header::ETAG, page.etag.as_str()))
        .insert_header((
            header::CACHE_CONTROL,
            if private { "private, no-cache" } else { "public, max-age=0, must-revalidate" },
        ))
        .content_type("text/html; charset=utf-8");
    if not_modified && status == StatusCode::OK {
        builder.finish()
    } else {
        builder.body(page.body.clone())
    }
}

/// The props a page was rendered from, for client-side navigation. A page that redirects
/// answers `{"page":"redirect","location":…}` and the client loads that address instead.
async fn page_data(req: HttpRequest, state: web::Data<AppState>) -> Result<HttpResponse, ApiError> {
    let path = req.match_info().query("path");
    let path = if path.is_empty() { "/" } else { path };
    let viewer = viewer::current(&req, &state.db).await?;
    let request = PageRequest { query: req.query_string(), viewer };
    let body = match router::load(&state.db, &router::resolve(path), &request).await? {
        // Always 200: the page's own status travels in `props.status`, and a failed fetch
        // would show up as a console error during client-side navigation.
        Outcome::Page(props) => serde_json::to_value(props).map_err(|e| ApiError::Internal(e.into()))?,
        Outcome::Redirect { location, .. } => serde_json::to_value(PageRedirect { page: "redirect", location })
            .map_err(|e| ApiError::Internal(e.into()))?,
    };
    Ok(HttpResponse::Ok().insert_header((header::CACHE_CONTROL, "private, no-cache")).json(body))
}

/// The admin and vendor areas render in the browser only.
async fn shell(req: HttpRequest, state: web::Data<AppState>) -> Result<HttpResponse, ApiError> {
    let area = if req.path().starts_with("/admin") { "Admin" } else { "Supplier portal" };
    let props = PageProps {
        page: PageName::Shell,
        status: 200,
        meta: Meta::new(format!("{area} | Tradehub"), format!("Tradehub {area}"), req.path().to_owned()),
        site: site::load(&state.db, None).await?,
        data: PageData::None,
    };
    let page = state.renderer.shell(&props);
    Ok(HttpResponse::Ok()
        .insert_header((header::CACHE_CONTROL, "no-store"))
        .content_type("text/html; charset=utf-8")
        .body(page.body))
}
