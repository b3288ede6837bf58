//! Per-request compression of dynamic answers (JSON, uncached pages), only where it pays:
//! an answer under [`MIN_SIZE`] bytes goes out as it is, since compressing it costs more
//! time than the few bytes save. The middleware's levels are its fast ones (gzip 1, brotli
//! 3, zstd 3). Cached pages and static files carry their own compressed bodies.

use actix_web::body::{BodySize, MessageBody};
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::header::{HeaderValue, CONTENT_ENCODING};
use actix_web::middleware::Next;
use actix_web::Error;

/// Below this, an answer is not compressed.
pub const MIN_SIZE: u64 = 1024;

/// Marks small answers as already encoded, so that `Compress` leaves them alone. Wrap it
/// inside `Compress`, and [`unmark`] outside it.
pub async fn mark_small(
    req: ServiceRequest,
    next: Next<impl MessageBody>,
) -> Result<ServiceResponse<impl MessageBody>, Error> {
    let mut response = next.call(req).await?;
    let small = matches!(response.response().body().size(), BodySize::Sized(n) if n < MIN_SIZE);
    if small && !response.headers().contains_key(CONTENT_ENCODING) {
        response.headers_mut().insert(CONTENT_ENCODING, HeaderValue::from_static("identity"));
    }
    Ok(response)
}

/// Removes the marker again: `identity` is not a coding to send.
pub async fn unmark(
    req: ServiceRequest,
    next: Next<impl MessageBody>,
) -> Result<ServiceResponse<impl MessageBody>, Error> {
    let mut response = next.call(req).await?;
    if response.headers().get(CONTENT_ENCODING).is_some_and(|v| v == "identity") {
        response.headers_mut().remove(CONTENT_ENCODING);
    }
    Ok(response)
}
