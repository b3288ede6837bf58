//! `HEAD` wherever `GET` works: the request is routed as a GET, and the HTTP layer (which
//! noted the method when it parsed the request) sends the headers without the body.

use actix_web::dev::ServiceRequest;
use actix_web::http::Method;
use actix_web::{HttpMessage, HttpRequest};

/// Left in the request's extensions: it came as a HEAD (no one reads a page it asks for).
#[derive(Debug, Clone, Copy)]
struct WasHead;

pub fn route_as_get(req: &mut ServiceRequest) {
    if req.method() == Method::HEAD {
        req.head_mut().method = Method::GET;
        req.extensions_mut().insert(WasHead);
    }
}

/// Whether the request came as a HEAD before it was routed as a GET.
pub fn was_head(req: &HttpRequest) -> bool {
    req.extensions().contains::<WasHead>()
}
