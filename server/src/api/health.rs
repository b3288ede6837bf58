//! Liveness answers while the process runs; readiness also needs the database.

use actix_web::{web, HttpResponse};
use serde_json::json;

use crate::state::AppState;

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.route("/healthz", web::get().to(healthz)).route("/readyz", web::get().to(readyz));
}

async fn healthz() -> HttpResponse {
    HttpResponse::Ok().insert_header(("Cache-Control", "no-store")).json(json!({ "status": "ok" }))
}

async fn readyz(state: web::Data<AppState>) -> HttpResponse {
    match state.db.ping().await {
        Ok(()) => HttpResponse::Ok().insert_header(("Cache-Control", "no-store")).json(json!({ "status": "ready" })),
        Err(err) => {
            tracing::warn!(error = %err, "database not reachable");
            HttpResponse::ServiceUnavailable()
                .insert_header(("Cache-Control", "no-store"))
                .json(json!({ "status": "unavailable", "reason": "database" }))
        }
    }
}
