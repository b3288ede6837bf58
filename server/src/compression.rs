//! Compression of answers. Dynamic answers (JSON, uncached pages) per request, only where it pays:
//! an answer under [`MIN_SIZE`] bytes goes out as it is, since compressing it costs more
//! time than the few bytes save. The middleware's levels are its fast ones (gzip 1, brotli
//! 3, zstd 3). Cached pages and static files carry their own compressed bodies
//! ([`Encoded`]): a body and its compressed forms, made once and chosen per request by
//! `Accept-Encoding`. Pages get them when they enter the cache, static files when the
//! server starts, so no request pays for compression of bytes that do not change.

use std::io::Write;

use actix_web::body::{BodySize, MessageBody};
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::header::{self, AcceptEncoding, ContentEncoding, Encoding, Header, HeaderValue, CONTENT_ENCODING};
use actix_web::http::StatusCode;
use actix_web::middleware::Next;
use actix_web::web::Bytes;
use actix_web::{Error, HttpRequest, HttpResponse};

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

/// Brotli quality of cached pages: it runs on every miss (each write drops pages), so a
/// quality close to the smallest output at a small share of the highest quality's time
/// (docs/performance.md gives the measurements).
pub const PAGE_BROTLI_QUALITY: u32 = 5;

/// Brotli quality of static files: compressed once at start, off the request path, so the
/// smallest output is worth its time.
pub const ASSET_BROTLI_QUALITY: u32 = 11;

/// Bodies shorter than this are sent as they are: the framing would eat the gain.
const MIN_COMPRESSED: usize = 256;

#[derive(Debug)]
pub struct Encoded {
    pub identity: Bytes,
    pub gzip: Option<Bytes>,
    pub brotli: Option<Bytes>,
    /// Strong validator of the identity body; each coding adds its own suffix.
    pub etag: String,
}

impl Encoded {
    /// Compresses `body` with brotli at `quality` and with gzip at its best level.
    pub fn compress(body: Bytes, quality: u32) -> Self {
        let etag = etag_of(&body);
        if body.len() < MIN_COMPRESSED {
            return Self::plain(body, etag);
        }
        let brotli = {
            let mut out = brotli::CompressorWriter::new(Vec::with_capacity(body.len() / 4), 16 * 1024, quality, 22);
            out.write_all(&body).expect("writing to memory");
            out.into_inner()
        };
        let gzip = {
            let mut out =
                flate2::write::GzEncoder::new(Vec::with_capacity(body.len() / 3), flate2::Compression::best());
            out.write_all(&body).expect("writing to memory");
            out.finish().expect("writing to memory")
        };
        // A coding that saves nothing (images, already-compressed data) is not offered.
        // Kept at their length: the page cache weighs bodies by length, not capacity.
        let smaller = |mut c: Vec<u8>| {
            c.shrink_to_fit();
            (c.len() < body.len()).then(|| Bytes::from(c))
        };
        Self { gzip: smaller(gzip), brotli: smaller(brotli), identity: body, etag }
    }

    /// A body sent as it is (images and other already-compressed types).
    pub fn plain(body: Bytes, etag: String) -> Self {
        Self { identity: body, gzip: None, brotli: None, etag }
    }

    /// The body this request accepts best, its `Content-Encoding` and validator.
    fn choose(&self, req: &HttpRequest) -> (Option<&'static str>, &Bytes, String) {
        let mut offered = vec![Encoding::identity()];
        if self.brotli.is_some() {
            offered.push(Encoding::brotli());
        }
        if self.gzip.is_some() {
            offered.push(Encoding::gzip());
        }
        let chosen = if offered.len() == 1 {
            None
        } else {
            AcceptEncoding::parse(req).ok().and_then(|accept| accept.negotiate(offered.iter()))
        };
        match chosen {
            Some(Encoding::Known(ContentEncoding::Brotli)) => {
                (Some("br"), self.brotli.as_ref().unwrap(), self.tagged("br"))
            }
            Some(Encoding::Known(ContentEncoding::Gzip)) => {
                (Some("gzip"), self.gzip.as_ref().unwrap(), self.tagged("gz"))
            }
            _ => (None, &self.identity, self.etag.clone()),
        }
    }

    fn tagged(&self, coding: &str) -> String {
        format!("{}-{coding}\"", self.etag.trim_end_matches('"'))
    }

    /// Whether `If-None-Match` names any representation of this body.
    fn matches(&self, req: &HttpRequest) -> bool {
        let base = self.etag.trim_end_matches('"');
        req.headers().get(header::IF_NONE_MATCH).and_then(|v| v.to_str().ok()).is_some_and(|tags| {
            tags.split(',')
                .map(|t| t.trim().trim_start_matches("W/"))
                .any(|t| t == "*" || t.strip_prefix(base).is_some_and(|rest| matches!(rest, "\"" | "-br\"" | "-gz\"")))
        })
    }

    /// The answer to `req`: the chosen body with its length (never chunked), `Vary`,
    /// `ETag`, or `304` when the client holds it already.
    pub fn respond(
        &self,
        req: &HttpRequest,
        status: StatusCode,
        content_type: &str,
        cache_control: &str,
    ) -> HttpResponse {
        let (coding, body, etag) = self.choose(req);
        let not_modified = status == StatusCode::OK && self.matches(req);
        let mut builder = if not_modified { HttpResponse::NotModified() } else { HttpResponse::build(status) };
        builder
            .insert_header((header::ETAG, etag))
            .insert_header((header::VARY, "Accept-Encoding"))
            .insert_header((header::CACHE_CONTROL, cache_control));
        // An answer with its coding set is left alone by the compression middleware, which
        // is there for dynamic answers (and for codings not kept here, such as deflate).
        if let Some(coding) = coding {
            builder.insert_header((header::CONTENT_ENCODING, coding));
        }
        if not_modified {
            return builder.finish();
        }
        builder.content_type(content_type).body(body.clone())
    }
}

pub fn etag_of(body: &[u8]) -> String {
    use sha2::{Digest, Sha256};
    let digest = Sha256::digest(body);
    let hex: String = digest[..12].iter().map(|b| format!("{b:02x}")).collect();
    format!("\"{hex}\"")
}
