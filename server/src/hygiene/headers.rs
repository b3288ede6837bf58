//! The headers every answer carries, in one list for the layer that adds them to the
//! answers the handlers make and for the answers made ahead of that layer.

use actix_web::http::header::{self, HeaderMap, HeaderName, HeaderValue};

/// Inline styles are allowed because styled-components ships its critical CSS inline;
/// scripts come from this site only.
pub fn security() -> [(HeaderName, &'static str); 5] {
    [
        (
            header::CONTENT_SECURITY_POLICY,
            "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; \
             font-src 'self'; connect-src 'self'; frame-src https://www.openstreetmap.org; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
        ),
        (header::X_CONTENT_TYPE_OPTIONS, "nosniff"),
        (header::X_FRAME_OPTIONS, "DENY"),
        (header::REFERRER_POLICY, "strict-origin-when-cross-origin"),
        (HeaderName::from_static("permissions-policy"), "camera=(), microphone=(), geolocation=()"),
    ]
}

/// The security headers and a request id, for an answer made ahead of the layers that add
/// them.
pub fn add_common(headers: &mut HeaderMap) {
    for (name, value) in security() {
        headers.insert(name, HeaderValue::from_static(value));
    }
    if let Ok(id) = HeaderValue::from_str(&uuid::Uuid::new_v4().to_string()) {
        headers.insert(HeaderName::from_static("x-request-id"), id);
    }
}
