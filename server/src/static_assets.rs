//! Committed images and built assets, held in memory with their compressed forms made once
//! (in the background at start; a request that comes first makes them, once, and every
//! other request for that file waits for the same result).

use std::collections::HashMap;
use std::path::Path;
use std::sync::{Arc, OnceLock};

use actix_web::http::StatusCode;
use actix_web::web::{self, Bytes};
use actix_web::{HttpRequest, HttpResponse};

use crate::ssr::{etag_of, Encoded, ASSET_BROTLI_QUALITY};

/// Hashed build output never changes under its name.
const IMMUTABLE: &str = "public, max-age=31536000, immutable";
const DAY: &str = "public, max-age=86400";

pub struct StaticAssets {
    files: HashMap<String, Arc<Asset>>,
}

struct Asset {
    content_type: String,
    raw: Bytes,
    encoded: OnceLock<Encoded>,
}

impl Asset {
    fn compressible(&self) -> bool {
        let t = self.content_type.as_str();
        t.starts_with("text/") || t.contains("javascript") || t.contains("json") || t.contains("svg") || t.contains("xml")
    }

    fn encoded(&self) -> &Encoded {
        self.encoded.get_or_init(|| {
            if self.compressible() {
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
                (path, Arc::new(Asset { content_type, raw, encoded: OnceLock::new() }))
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
        let cache_control = if path.starts_with("assets/") { IMMUTABLE } else { DAY };
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
            let name: Vec<String> = relative.components().map(|c| c.as_os_str().to_string_lossy().into_owned()).collect();
            out.push((name.join("/"), Bytes::from(std::fs::read(&path)?)));
        }
    }
    Ok(())
}

/// `GET /static/{path}`: a file from memory, by content negotiation.
pub async fn serve(req: HttpRequest, assets: web::Data<StaticAssets>) -> HttpResponse {
    let path = req.match_info().query("path").to_owned();
    assets.serve(&req, &path).await
}
