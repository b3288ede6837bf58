//! Renders one URL with a server bundle and says where an isolate's start and one render
//! spend their time, for trying a bundle by hand or measuring it:
//! `cargo run --release -p ssr-bundle --example profile -- frontend/dist/server/entry-server.js /products props.json`
//! (`RUNS`, default 50, renders per phase; `LOADS`, default 5, isolate starts;
//! `PRINT=1` also prints the render's answer).
use std::time::{Duration, Instant};

use ssr_bundle::{Engine, LoadTimes, PROFILE_FUNCTION};

fn main() -> anyhow::Result<()> {
    let mut args = std::env::args().skip(1);
    let bundle = std::fs::read_to_string(args.next().expect("bundle path"))?;
    let url = args.next().unwrap_or_else(|| "/".into());
    let props = match args.next() {
        Some(path) => std::fs::read_to_string(path)?,
        None => "{}".into(),
    };
    let runs: u32 = env_number("RUNS", 50);
    let loads: u32 = env_number("LOADS", 5);
    // deno_core's reactor expects a Tokio context on the isolate's thread.
    let tokio = tokio::runtime::Builder::new_current_thread().enable_all().build()?;
    let _context = tokio.enter();

    let mut starts: Vec<LoadTimes> = Vec::new();
    for _ in 0..loads.max(1) {
        starts.push(Engine::load(&bundle)?.load_times());
    }
    starts.sort_by_key(LoadTimes::total);
    let start = starts[starts.len() / 2];
    println!(
        "isolate start (median of {}): {:.1} ms = runtime {:.1} + polyfills {:.1} + bundle {:.1} ({} KB)",
        starts.len(),
        ms(start.total()),
        ms(start.runtime),
        ms(start.polyfills),
        ms(start.bundle),
        bundle.len() / 1024
    );

    let mut engine = Engine::load(&bundle)?;
    let input = format!("{{\"url\":{},\"props\":{}}}", serde_json::to_string(&url)?, props);
    let mut calls = Vec::new();
    let mut decodes = Vec::new();
    for _ in 0..runs.max(1) {
        let called = Instant::now();
        let output = engine.render(&input)?;
        calls.push(called.elapsed());
        let decoded = Instant::now();
        let _: serde_json::Value = serde_json::from_str(&output)?;
        decodes.push(decoded.elapsed());
    }
    let phases = engine.call_global(PROFILE_FUNCTION, &input, Some(f64::from(runs)))?;
    if std::env::var_os("PRINT").is_some() {
        println!("{}", engine.render(&input)?);
    }
    println!("{url}: props {} KB", props.len() / 1024);
    println!("  engine call, median of {runs}: {:.2} ms", ms(median(&mut calls)));
    println!("  output decoded in Rust, median: {:.3} ms", ms(median(&mut decodes)));
    println!("  inside the engine, ms per render: {phases}");
    Ok(())
}

fn env_number(name: &str, default: u32) -> u32 {
    std::env::var(name).ok().and_then(|v| v.parse().ok()).unwrap_or(default)
}

fn median(times: &mut [Duration]) -> Duration {
    times.sort();
    times[times.len() / 2]
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}
