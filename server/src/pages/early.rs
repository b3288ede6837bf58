//! A page the cache holds for everyone, answered ahead of the session, compression and
//! request-span layers: the commonest request of a public site (an anonymous reader, a
//! crawler) costs what sending the kept bytes costs.
//!
//! Only a request those layers could not change is answered here: a GET of a page with no
//! query string and no session cookie, whose copy for anyone in the reader's currency is
//! cached and still shows the current content. Everything else (a signed-in buyer, a
//! search, a miss, a page a write made stale) goes the whole way through `handler::page`,
//! which fills the cache under the same key.

use actix_web::body::{EitherBody, MessageBody};
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::Method;
use actix_web::middleware::Next;
use actix_web::{web, HttpResponse};

use super::{currency, fill, handler, rerender};
use crate::extractors::session::COOKIE_NAME;
use crate::state::AppState;

/// Answers a kept page at once, or passes the request on.
pub async fn answer_kept_page(
    req: ServiceRequest,
    next: Next<impl MessageBody>,
) -> Result<ServiceResponse<EitherBody<impl MessageBody>>, actix_web::Error> {
    match kept_answer(&req).await {
        Some(answer) => Ok(req.into_response(answer).map_into_right_body()),
        None => Ok(next.call(req).await?.map_into_left_body()),
    }
}

async fn kept_answer(req: &ServiceRequest) -> Option<HttpResponse> {
    if req.method() != Method::GET || !req.query_string().is_empty() || req.path().starts_with("/api/") {
        return None;
    }
    let http = req.request();
    if http.cookie(COOKIE_NAME).is_some() {
        return None;
    }
    let state = req.app_data::<web::Data<AppState>>()?;
    if !state.page_cache.enabled() {
        return None;
    }
    let key = fill::cache_key(req.path(), None, false, currency::of_request(http));
    let page = state.page_cache.get(&key).await?;
    let version = rerender::current_version(state).await.ok()?;
    // A page a write touched is left to the whole path, which renders it again.
    if !fill::shows_version(state, &page, version) {
        return None;
    }
    handler::count_view(http, &page);
    let mut answer = handler::respond(http, &page, false);
    crate::hygiene::headers::add_common(answer.headers_mut());
    Some(answer)
}
