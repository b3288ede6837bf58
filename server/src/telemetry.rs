//! Structured logs. `RUST_LOG` filters; `TRADEHUB_LOG_FORMAT=json` switches to JSON lines.

use std::io::IsTerminal;

use actix_web::body::MessageBody;
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::HttpMessage;
use tracing::Span;
use tracing_actix_web::{RequestId, RootSpanBuilder};
use tracing_subscriber::{fmt, prelude::*, EnvFilter};

pub fn init() {
    let filter = EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("info,sqlx=warn,sea_orm=warn"));
    let json = std::env::var("TRADEHUB_LOG_FORMAT").is_ok_and(|f| f == "json");
    let registry = tracing_subscriber::registry().with(filter);
    // try_init: tests call this once per spawned app.
    let _ = if json {
        registry.with(fmt::layer().json().with_current_span(false)).try_init()
    } else {
        let colours = std::io::stdout().is_terminal();
        registry.with(fmt::layer().compact().with_ansi(colours)).try_init()
    };
}

/// The span every request runs in: its method, path and id, which every log line the
/// request writes carries. The default builder's dozen fields (user agent, client address,
/// route, scheme, …) were formatted for every request whether anything was logged or not:
/// a seventh of the server's time on a cached page.
pub struct RequestSpan;

impl RootSpanBuilder for RequestSpan {
    fn on_request_start(request: &ServiceRequest) -> Span {
        let id = request.extensions().get::<RequestId>().copied();
        tracing::info_span!(
            "request",
            method = %request.method(),
            path = %request.path(),
            request_id = id.map(tracing::field::display),
        )
    }

    /// Nothing to add: failures are logged where they happen (`ApiError`, the page
    /// handler), inside this span.
    fn on_request_end<B: MessageBody>(_span: Span, _outcome: &Result<ServiceResponse<B>, actix_web::Error>) {}
}
