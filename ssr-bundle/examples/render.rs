//! Renders one URL with a server bundle and prints the result, for trying a bundle by hand:
//! `cargo run -p ssr-bundle --example render -- frontend/dist/server/entry-server.js / props.json`
use std::sync::Arc;

use ssr_bundle::{PoolConfig, RendererPool};

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let mut args = std::env::args().skip(1);
    let bundle = std::fs::read_to_string(args.next().expect("bundle path"))?;
    let url = args.next().unwrap_or_else(|| "/".into());
    let props = match args.next() {
        Some(path) => std::fs::read_to_string(path)?,
        None => "{}".into(),
    };
    let runs: usize = std::env::var("RUNS").ok().and_then(|r| r.parse().ok()).unwrap_or(1);
    let config = PoolConfig { size: 1, ..PoolConfig::default() };
    let pool = RendererPool::start(Arc::from(bundle), config)?;
    let mut times = Vec::new();
    let mut last = None;
    for _ in 0..runs {
        let out = pool.render(&url, &props).await?;
        times.push(out.elapsed);
        last = Some(out);
    }
    let out = last.expect("at least one run");
    times.sort();
    println!("status: {}\nhead: {}\ncss bytes: {}\nhtml bytes: {}\nmedian render: {:?}\n\n{}",
        out.status, out.head, out.css.len(), out.html.len(), times[times.len() / 2], out.html);
    Ok(())
}
