//! Trace export: the `tracing` spans (each request's, and those inside it) sent to an
//! OpenTelemetry collector over OTLP (HTTP/protobuf), when the standard
//! `OTEL_EXPORTER_OTLP_ENDPOINT` is set; off otherwise, costing nothing then. The other
//! standard variables apply too (`OTEL_EXPORTER_OTLP_HEADERS`, `OTEL_BSP_*`, …). With export
//! on, a request's id in the logs and in `x-request-id` is its trace id.

use std::sync::OnceLock;

use opentelemetry::trace::{TraceContextExt, TracerProvider as _};
use opentelemetry_otlp::{Protocol, WithExportConfig};
use opentelemetry_sdk::trace::SdkTracerProvider;
use opentelemetry_sdk::Resource;
use tracing::{Level, Subscriber};
use tracing_opentelemetry::{OpenTelemetryLayer, OpenTelemetrySpanExt};
use tracing_subscriber::filter::Targets;
use tracing_subscriber::registry::LookupSpan;
use tracing_subscriber::Layer;

const ENDPOINT: &str = "OTEL_EXPORTER_OTLP_ENDPOINT";

/// The provider sending spans, kept to flush them when the process ends.
static PROVIDER: OnceLock<SdkTracerProvider> = OnceLock::new();

/// The layer exporting spans, when the endpoint is set and the exporter could be built:
/// spans at INFO and above whatever `RUST_LOG` keeps in the log, and none of the
/// exporter's own HTTP client (each export would otherwise be traced and exported).
pub fn layer<S>() -> Option<Box<dyn Layer<S> + Send + Sync>>
where
    S: Subscriber + for<'a> LookupSpan<'a> + Send + Sync,
{
    std::env::var(ENDPOINT).ok().filter(|e| !e.trim().is_empty())?;
    let exporter =
        match opentelemetry_otlp::SpanExporter::builder().with_http().with_protocol(Protocol::HttpBinary).build() {
            Ok(exporter) => exporter,
            Err(e) => {
                eprintln!("trace export is off: {e}");
                return None;
            }
        };
    let provider = SdkTracerProvider::builder()
        .with_batch_exporter(exporter)
        .with_resource(Resource::builder().with_service_name("tradehub").build())
        .build();
    let tracer = provider.tracer("tradehub");
    PROVIDER.set(provider).ok()?;
    let spans = Targets::new().with_default(Level::INFO).with_targets(
        ["hyper", "hyper_util", "reqwest", "h2", "opentelemetry", "sqlx", "sea_orm"].map(|t| (t, Level::WARN)),
    );
    let layer: OpenTelemetryLayer<S, _> = tracing_opentelemetry::layer().with_tracer(tracer);
    Some(Box::new(layer.with_filter(spans)))
}

/// Whether spans are exported.
pub fn enabled() -> bool {
    PROVIDER.get().is_some()
}

/// The trace id of `span` (32 hex digits), when spans are exported.
pub fn trace_id(span: &tracing::Span) -> Option<String> {
    if !enabled() {
        return None;
    }
    let id = span.context().span().span_context().trace_id();
    (id != opentelemetry::trace::TraceId::INVALID).then(|| id.to_string())
}

/// Sends the spans not yet sent (at the end of `tradehub serve`).
pub fn shutdown() {
    if let Some(provider) = PROVIDER.get() {
        if let Err(e) = provider.shutdown() {
            tracing::warn!(error = %e, "sending the last traces");
        }
    }
}
