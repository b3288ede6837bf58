//! `/media/{name}`: public files from the store, whichever backend holds them.

use actix_web::http::header;
use actix_web::{web, HttpResponse};

use crate::state::AppState;

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.route("/media/{name}", web::get().to(public_file));
}

async fn public_file(state: web::Data<AppState>, name: web::Path<String>) -> HttpResponse {
    let name = name.into_inner();
    if !foundation::storage::is_file_name(&name) || name.ends_with(".pdf") {
        return HttpResponse::NotFound().finish();
    }
    match state.files.get(&format!("public/{name}")).await {
        Ok(Some(bytes)) => HttpResponse::Ok()
            .content_type(content_type(&name))
            // A name is never reused for other content.
            .insert_header((header::CACHE_CONTROL, "public, max-age=31536000, immutable"))
            .body(bytes),
        Ok(None) => HttpResponse::NotFound().finish(),
        Err(err) => {
            tracing::error!(error = ?err, "reading a public file");
            HttpResponse::ServiceUnavailable().finish()
        }
    }
}

fn content_type(name: &str) -> &'static str {
    match name.rsplit_once('.').map(|(_, ext)| ext) {
        Some("png") => "image/png",
        Some("jpg") => "image/jpeg",
        Some("webp") => "image/webp",
        _ => "application/octet-stream",
    }
}
