//! Committed images and built assets, held in memory with their compressed forms made once
//! (in the background at start; a request that comes first makes them, once, and every
//! other request for that file waits for the same result).
//!
//! Caching: built assets have content-hashed names and never change (a year, immutable).
//! Committed images keep their names across releases, so a plain request is answered for
//! revalidation (ETag, `304`); page props name them with their content's hash
//! (`/static/images/x.svg?v=1a2b3c4d5e`, [`StaticAssets::version_urls`]), and a request
//! carrying the current hash is cached for a year: a changed image gets a new address.

use std::collections::HashMap;
use std::path::Path;
use std::sync::{Arc, Mutex, OnceLock};

use actix_web::dev::ServiceRequest;
use actix_web::http::header::{ACCEPT_ENCODING, CONTENT_ENCODING};
use actix_web::http::{Method, StatusCode};
use actix_web::web::{self, Bytes};
use actix_web::{HttpRequest, HttpResponse};

use crate::compression::{etag_of, Encoded, ASSET_BROTLI_QUALITY};

/// Hashed build output (and a committed file asked for by its hash) never changes.
const IMMUTABLE: &str = "public, max-age=31536000, immutable";
/// A committed file by its plain name: may change with a release, so ask each time.
const REVALIDATE: &str = "public, no-cache";

pub struct StaticAssets {
    files: HashMap<String, Arc<Asset>>,
}

struct Asset {
    content_type: String,
    raw: Bytes,
    /// The first 10 hex digits of the content's SHA-256, the `v` of its versioned address.
    version: String,
    encoded: Arc<OnceLock<Encoded>>,
}

fn digest_of(raw: &[u8]) -> [u8; 32] {
    use sha2::{Digest, Sha256};
    Sha256::digest(raw).into()
}

fn version_from(digest: &[u8; 32]) -> String {
    digest[..5].iter().map(|b| format!("{b:02x}")).collect()
}

/// The compressed forms of one content, shared by every `StaticAssets` of the process that
/// holds the same bytes: a server builds one, but the API tests start hundreds of apps in
/// one process, and brotli 11 over every file for each of them was minutes of CPU.
fn shared_encoding(digest: [u8; 32], compressible: bool) -> Arc<OnceLock<Encoded>> {
    type Cells = Mutex<HashMap<([u8; 32], bool), Arc<OnceLock<Encoded>>>>;
    static CELLS: OnceLock<Cells> = OnceLock::new();
    let mut cells = CELLS.get_or_init(Default::default).lock().unwrap_or_else(|e| e.into_inner());
    cells.entry((digest, compressible)).or_default().clone()
}

/// `/static/…` addresses of images inside text (page props as JSON, markup).
fn static_url() -> &'static regex::Regex {
    static RE: OnceLock<regex::Regex> = OnceLock::new();
    RE.get_or_init(|| {
        regex::Regex::new(
            r"/static/([A-Za-z0-9_\-][A-Za-z0-9_./\-]*\.(?:svg|png|jpe?g|webp|avif|gif|ico))(\?v=[0-9a-f]+)?",
        )
        .expect("a valid pattern")
    })
}

fn compressible(content_type: &str) -> bool {
    let t = content_type;
    t.starts_with("text/") || t.contains("javascript") || t.contains("json") || t.contains("svg") || t.contains("xml")
}

impl Asset {
    fn encoded(&self) -> &Encoded {
        self.encoded.get_or_init(|| {
            if compressible(&self.content_type) {
                Encoded::compress(self.raw.clone(), ASSET_BROTLI_QUALITY)
            } else {
                Encoded::plain(self.raw.clone(), etag_of(&self.raw))
            }
        })
    }
}

impl StaticAssets {
    /// Every file under `dir` (paths relative to it, with `/`); no folder gives no files.
    pub fn from_dir(dir: &Path) -> std::io::Result<Self> {
        let mut files = Vec::new();
        if dir.is_dir() {
            collect(dir, dir, &mut files)?;
        }
        Ok(Self::from_files(files))
    }

    pub fn from_files(files: impl IntoIterator<Item = (String, Bytes)>) -> Self {
        let files = files
            .into_iter()
            .map(|(path, raw)| {
                let content_type = mime_guess::from_path(&path).first_or_octet_stream().to_string();
                let content_type = if content_type.starts_with("text/") || content_type.contains("javascript") {
                    format!("{content_type}; charset=utf-8")
                } else {
                    content_type
                };
                let digest = digest_of(&raw);
                let version = version_from(&digest);
                let encoded = shared_encoding(digest, compressible(&content_type));
                (path, Arc::new(Asset { content_type, raw, version, encoded }))
            })
            .collect();
        Self { files }
    }

    pub fn len(&self) -> usize {
        self.files.len()
    }

    pub fn is_empty(&self) -> bool {
        self.files.is_empty()
    }

    pub fn contains(&self, path: &str) -> bool {
        self.files.contains_key(path)
    }

    /// A file's bytes as stored.
    pub fn raw(&self, path: &str) -> Option<Bytes> {
        self.files.get(path).map(|a| a.raw.clone())
    }

    /// `text` with every address of a committed image given its content hash
    /// (`/static/images/a.svg` → `/static/images/a.svg?v=…`), so browsers may keep it for a
    /// year. Unknown files and built assets (already hashed by name) are left as they are.
    pub fn version_urls(&self, text: &str) -> String {
        static_url()
            .replace_all(text, |caps: &regex::Captures<'_>| {
                let path = &caps[1];
                match self.files.get(path) {
                    Some(asset) if !path.starts_with("assets/") => format!("/static/{path}?v={}", asset.version),
                    _ => caps[0].to_owned(),
                }
            })
            .into_owned()
    }

    /// Compresses every file on a thread of its own, so requests find them ready.
    pub fn warm(self: &Arc<Self>) {
        let this = self.clone();
        std::thread::Builder::new()
            .name("compress-assets".into())
            .spawn(move || {
                for asset in this.files.values() {
                    asset.encoded();
                }
            })
            .expect("a thread for compressing assets");
    }

    async fn serve(&self, req: &HttpRequest, path: &str) -> HttpResponse {
        let Some(asset) = self.files.get(path).cloned() else {
            return HttpResponse::NotFound().content_type("text/plain; charset=utf-8").body("Not found");
        };
        let asked = form_urlencoded::parse(req.query_string().as_bytes()).find(|(k, _)| k == "v").map(|(_, v)| v);
        let cache_control = if path.starts_with("assets/") || asked.as_deref() == Some(asset.version.as_str()) {
            IMMUTABLE
        } else {
            REVALIDATE
        };
        if asset.encoded.get().is_none() {
            let first = asset.clone();
            // Brotli at its best quality takes long enough to keep off the async threads.
            if tokio::task::spawn_blocking(move || {
                first.encoded();
            })
            .await
            .is_err()
            {
                return HttpResponse::InternalServerError().finish();
            }
        }
        asset.encoded().respond(req, StatusCode::OK, &asset.content_type, cache_control)
    }
}

fn collect(root: &Path, dir: &Path, out: &mut Vec<(String, Bytes)>) -> std::io::Result<()> {
    for entry in std::fs::read_dir(dir)? {
        let entry = entry?;
        let path = entry.path();
        if entry.file_type()?.is_dir() {
            collect(root, &path, out)?;
        } else {
            let relative = path.strip_prefix(root).expect("under the root");
            let name: Vec<String> =
                relative.components().map(|c| c.as_os_str().to_string_lossy().into_owned()).collect();
            out.push((name.join("/"), Bytes::from(std::fs::read(&path)?)));
        }
    }
    Ok(())
}

/// A built asset (`/static/assets/…`, hashed by name) whose compressed copies are ready,
/// answered before the session, request span and compression layers, none of which it
/// needs. `None` sends the request the usual way: any other path, a file still being
/// compressed, a path to tidy, or a client taking none of the kept codings (the
/// compression layer may offer it another).
pub fn ready_asset(req: &ServiceRequest) -> Option<HttpResponse> {
    if !matches!(*req.method(), Method::GET | Method::HEAD) {
        return None;
    }
    let path = req.path().strip_prefix("/static/").filter(|p| p.starts_with("assets/"))?;
    let asset = req.app_data::<web::Data<StaticAssets>>()?.files.get(path)?;
    let encoded = asset.encoded.get()?;
    if crate::hygiene::canonical_path::redirect(req).is_some() {
        return None;
    }
    let answer = encoded.respond(req.request(), StatusCode::OK, &asset.content_type, IMMUTABLE);
    let coded = answer.headers().contains_key(CONTENT_ENCODING);
    (coded || !req.headers().contains_key(ACCEPT_ENCODING)).then_some(answer)
}

/// `GET /static/{path}`: a file from memory, by content negotiation.
pub async fn serve(req: HttpRequest, assets: web::Data<StaticAssets>) -> HttpResponse {
    let path = req.match_info().query("path").to_owned();
    assets.serve(&req, &path).await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn image_addresses_get_their_content_hash() {
        let assets = StaticAssets::from_files([
            ("images/a.svg".to_owned(), Bytes::from_static(b"<svg/>")),
            ("assets/entry-1234.js".to_owned(), Bytes::from_static(b"x")),
        ]);
        let v = version_from(&digest_of(b"<svg/>"));
        let text = r#"{"image":"/static/images/a.svg","other":"/static/images/missing.png","js":"/static/assets/entry-1234.js"}"#;
        let out = assets.version_urls(text);
        assert_eq!(
            out,
            format!(
                r#"{{"image":"/static/images/a.svg?v={v}","other":"/static/images/missing.png","js":"/static/assets/entry-1234.js"}}"#
            )
        );
        assert_eq!(assets.version_urls(&out), out, "an address is versioned once");
        assert_eq!(v.len(), 10);
    }

    #[test]
    fn the_same_bytes_are_compressed_once_per_process() {
        let script = Bytes::from("console.log('shared');\n".repeat(40));
        let first = StaticAssets::from_files([("assets/a-1.js".to_owned(), script.clone())]);
        let second = StaticAssets::from_files([("assets/renamed-2.js".to_owned(), script)]);
        let (a, b) = (first.files["assets/a-1.js"].encoded(), second.files["assets/renamed-2.js"].encoded());
        assert!(std::ptr::eq(a, b), "a second app reuses the first one's brotli and gzip");
        assert!(a.brotli.is_some());
        let other = StaticAssets::from_files([("assets/b.js".to_owned(), Bytes::from("let other = 1;\n".repeat(40)))]);
        assert!(!std::ptr::eq(a, other.files["assets/b.js"].encoded()), "other bytes get their own");
    }
}
