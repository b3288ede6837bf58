//! What an isolate leaves in the process: resident memory while one isolate renders a page
//! again and again, and after each of several isolates is started, used and dropped, on
//! one thread or each on a thread of its own. For finding where the server's memory grows
//! on a long crawl (docs/performance.md, "Memory stays bounded"):
//! `cargo run --release -p ssr-bundle --example isolate_memory -- BUNDLE PROPS.json same|fresh ISOLATES RENDERS`
//! (run it under `MALLOC_ARENA_MAX=2`, as the server holds glibc to two arenas).
use ssr_bundle::Engine;

fn resident_kb() -> u64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))
        .and_then(|v| v.split_whitespace().next()?.parse().ok())
        .unwrap_or(0)
}

/// Starts an isolate, renders `input` `renders` times, and drops it.
fn one_isolate(bundle: &str, input: &str, renders: u32) -> anyhow::Result<()> {
    // deno_core's reactor expects a Tokio context on the isolate's thread.
    let tokio = tokio::runtime::Builder::new_current_thread().enable_all().build()?;
    let _context = tokio.enter();
    let mut engine = Engine::load(bundle)?;
    let started = std::time::Instant::now();
    for done in 1..=renders {
        engine.render(input)?;
        if done % 500 == 0 {
            println!("  {done} renders: {} KB; engine heap {} KB", resident_kb(), engine.heap_bytes() / 1024);
        }
    }
    if renders > 0 {
        println!("  {:.2} ms a render", started.elapsed().as_secs_f64() * 1000.0 / f64::from(renders));
    }
    Ok(())
}

fn main() -> anyhow::Result<()> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [bundle, props, mode, isolates, renders] = args.as_slice() else {
        anyhow::bail!("usage: isolate_memory BUNDLE PROPS.json same|fresh ISOLATES RENDERS");
    };
    let bundle = std::fs::read_to_string(bundle)?;
    let props = std::fs::read_to_string(props)?;
    let input = format!("{{\"url\":\"/\",\"props\":{props}}}");
    let (isolates, renders): (u32, u32) = (isolates.parse()?, renders.parse()?);
    println!("start: {} KB", resident_kb());
    for n in 1..=isolates {
        match mode.as_str() {
            "same" => one_isolate(&bundle, &input, renders)?,
            "fresh" => {
                let (bundle, input) = (bundle.clone(), input.clone());
                std::thread::spawn(move || one_isolate(&bundle, &input, renders))
                    .join()
                    .map_err(|_| anyhow::anyhow!("the isolate's thread panicked"))??;
            }
            other => anyhow::bail!("mode is same or fresh, not {other}"),
        }
        println!("after isolate {n}: {} KB", resident_kb());
    }
    Ok(())
}
