//! What counting one view costs a request, on its own (the bench's throughput ratio moves
//! with whatever else the machine runs): the crawler check of a browser's User-Agent, the
//! check whether the reader has viewed the page in the window (a keyed hash and a set),
//! and the add to the variety's counter, on THREADS threads (2) counting the same page at
//! once.
//!
//! cargo run --release -p server --example view_cost

use std::hint::black_box;
use std::time::Instant;

use domain::insights::crawlers::is_crawler;
use domain::insights::readers::Reader;
use domain::insights::ViewCounter;

const AGENTS: [&str; 4] = [
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
    "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0",
    "Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
];

fn per_call(threads: usize, n: usize, work: impl Fn(usize) + Sync) -> f64 {
    let start = Instant::now();
    std::thread::scope(|s| {
        for _ in 0..threads {
            s.spawn(|| (0..n).for_each(&work));
        }
    });
    start.elapsed().as_nanos() as f64 / n as f64
}

fn main() {
    let threads: usize = std::env::var("THREADS").ok().and_then(|t| t.parse().ok()).unwrap_or(2);
    let n = 2_000_000;
    let counter = ViewCounter::new(true);
    let slot = counter.slot("variety").expect("counting is on");
    let check = per_call(threads, n, |i| {
        black_box(is_crawler(Some(black_box(AGENTS[i % AGENTS.len()]))));
    });
    let unseen = per_call(1, 20_000, |i| {
        black_box(is_crawler(Some(black_box(&format!("Mozilla/5.0 (X11) Gecko/{i} Firefox/133.0")))));
    });
    let add = per_call(threads, n, |_| slot.count());
    let counted = counter.pending();
    // Readers of two addresses, one a thread, each reading the page again and again.
    let again = per_call(threads, n, |i| {
        let address = Some(std::net::IpAddr::from([203, 0, 113, (i % 2) as u8]));
        slot.count_view(black_box(Reader { address }));
    });
    println!("On {threads} threads at once, per view:");
    println!("  crawler check, four browsers' agents in turn: {check:.0} ns");
    println!("  crawler check, an agent never seen (the search, plus formatting it): {unseen:.0} ns");
    println!("  add to the page's counter: {add:.1} ns");
    println!("  a reader's view of a page they have seen (hash, lock, set): {again:.0} ns");
    assert_eq!(counted, (threads * n) as u64);
    assert_eq!(counter.pending(), counted + 2, "each reader counted once");
}
