//! `HEAD` wherever `GET` works: the request is routed as a GET, and the HTTP layer (which
//! noted the method when it parsed the request) sends the headers without the body.

use actix_web::dev::ServiceRequest;
use actix_web::http::Method;

pub fn route_as_get(req: &mut ServiceRequest) {
    if req.method() == Method::HEAD {
        req.head_mut().method = Method::GET;
    }
}
