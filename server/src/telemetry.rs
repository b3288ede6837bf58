//! Structured logs. `RUST_LOG` filters; `TRADEHUB_LOG_FORMAT=json` switches to JSON lines.

use tracing_subscriber::{fmt, prelude::*, EnvFilter};

pub fn init() {
    let filter = EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| EnvFilter::new("info,sqlx=warn,sea_orm=warn"));
    let json = std::env::var("TRADEHUB_LOG_FORMAT").is_ok_and(|f| f == "json");
    let registry = tracing_subscriber::registry().with(filter);
    // try_init: tests call this once per spawned app.
    let _ = if json {
        registry.with(fmt::layer().json().with_current_span(false)).try_init()
    } else {
        registry.with(fmt::layer().compact()).try_init()
    };
}
