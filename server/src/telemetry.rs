//! Structured logs. `RUST_LOG` filters; `TRADEHUB_LOG_FORMAT=json` switches to JSON lines.
//! Spans also go to an OpenTelemetry collector when `OTEL_EXPORTER_OTLP_ENDPOINT` is set ([`otlp`]).

pub mod otlp;

use std::io::IsTerminal;

use actix_web::body::MessageBody;
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::HttpMessage;
use tracing::{Event, Level, Span, Subscriber};
use tracing_actix_web::{RequestId, RootSpanBuilder};
use tracing_subscriber::fmt::format::Writer;
use tracing_subscriber::fmt::{FmtContext, FormatEvent, FormatFields};
use tracing_subscriber::registry::LookupSpan;
use tracing_subscriber::{fmt, prelude::*, EnvFilter};

pub fn init() {
    // lopdf reports every oddity of an uploaded PDF; the upload's own answer says what matters.
    let filter =
        EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("info,sqlx=warn,sea_orm=warn,lopdf=off"));
    let json = std::env::var("TRADEHUB_LOG_FORMAT").is_ok_and(|f| f == "json");
    // The filter is the log's own: exported spans have theirs (`otlp::layer`).
    let registry = tracing_subscriber::registry().with(otlp::layer());
    // try_init: tests call this once per spawned app.
    let _ = if json {
        let log = fmt::layer().json().with_current_span(false).map_event_format(ClientFaults);
        registry.with(log.with_filter(filter)).try_init()
    } else {
        let colours = std::io::stdout().is_terminal();
        registry
            .with(fmt::layer().compact().with_ansi(colours).map_event_format(ClientFaults).with_filter(filter))
            .try_init()
    };
}

/// Targets whose ERROR lines report a client's malformed request (actix's HTTP parser logs
/// "stream error" for every request it cannot parse, and for clients that hang up) or a
/// hostile upload (lopdf), not a failure of the server: they are logged as WARN, so that
/// ERROR stays what needs an operator.
const CLIENT_FAULTS: [&str; 2] = ["actix_http", "lopdf"];

/// An event format that writes those lines at WARN. tracing cannot change an event's level,
/// so the line is formatted and its level word replaced.
pub struct ClientFaults<F>(pub F);

impl<S, N, F> FormatEvent<S, N> for ClientFaults<F>
where
    F: FormatEvent<S, N>,
    S: Subscriber + for<'a> LookupSpan<'a>,
    N: for<'a> FormatFields<'a> + 'static,
{
    fn format_event(&self, ctx: &FmtContext<'_, S, N>, mut writer: Writer<'_>, event: &Event<'_>) -> std::fmt::Result {
        let meta = event.metadata();
        if *meta.level() != Level::ERROR || !CLIENT_FAULTS.iter().any(|t| meta.target().starts_with(t)) {
            return self.0.format_event(ctx, writer, event);
        }
        let mut line = String::new();
        self.0.format_event(ctx, Writer::new(&mut line), event)?;
        let line = if line.contains("\"level\":\"ERROR\"") {
            line.replacen("\"level\":\"ERROR\"", "\"level\":\"WARN\"", 1)
        } else {
            line.replacen("ERROR", " WARN", 1)
        };
        writer.write_str(&line)
    }
}

/// The span every request runs in: its method, path and id, which every log line the
/// request writes carries. The default builder's dozen fields (user agent, client address,
/// route, scheme, …) were formatted for every request whether anything was logged or not:
/// a seventh of the server's time on a cached page.
pub struct RequestSpan;

impl RootSpanBuilder for RequestSpan {
    fn on_request_start(request: &ServiceRequest) -> Span {
        if otlp::enabled() {
            return traced_span(request);
        }
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

/// A request's trace id, when spans are exported: its id in the logs and `x-request-id`.
#[derive(Clone)]
pub struct TraceId(pub String);

/// The id a request is known by in the logs: its trace id when spans are exported, else
/// the id `TracingLogger` gave it.
pub fn request_id(request: &ServiceRequest) -> Option<String> {
    let extensions = request.extensions();
    match extensions.get::<TraceId>() {
        Some(trace) => Some(trace.0.clone()),
        None => extensions.get::<RequestId>().map(|id| id.to_string()),
    }
}

/// The request's span when spans are exported: its id is its trace id.
fn traced_span(request: &ServiceRequest) -> Span {
    let span = tracing::info_span!(
        "request",
        method = %request.method(),
        path = %request.path(),
        request_id = tracing::field::Empty,
    );
    if let Some(id) = otlp::trace_id(&span) {
        span.record("request_id", id.as_str());
        request.extensions_mut().insert(TraceId(id));
    }
    span
}

#[cfg(test)]
mod tests {
    use std::sync::{Arc, Mutex};

    use super::*;

    #[derive(Clone, Default)]
    struct Lines(Arc<Mutex<Vec<u8>>>);

    impl std::io::Write for Lines {
        fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
            self.0.lock().unwrap().extend_from_slice(bytes);
            Ok(bytes.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }

    #[test]
    fn a_clients_malformed_request_is_a_warning_and_a_server_failure_an_error() {
        for json in [false, true] {
            let lines = Lines::default();
            let writer = lines.clone();
            let layer = fmt::layer().with_ansi(false).with_writer(move || writer.clone());
            let subscriber: Box<dyn Subscriber + Send + Sync> = if json {
                Box::new(tracing_subscriber::registry().with(layer.json().map_event_format(ClientFaults)))
            } else {
                Box::new(tracing_subscriber::registry().with(layer.compact().map_event_format(ClientFaults)))
            };
            tracing::subscriber::with_default(subscriber, || {
                tracing::error!(target: "actix_http::h1::dispatcher", "stream error: Parse(Header)");
                tracing::error!(target: "server::error", "internal error");
            });
            let text = String::from_utf8(lines.0.lock().unwrap().clone()).unwrap();
            let logged: Vec<&str> = text.lines().collect();
            assert_eq!(logged.len(), 2, "{text}");
            assert!(logged[0].contains("WARN") && !logged[0].contains("ERROR"), "{}", logged[0]);
            assert!(logged[0].contains("stream error"), "{}", logged[0]);
            assert!(logged[1].contains("ERROR"), "{}", logged[1]);
        }
    }
}
