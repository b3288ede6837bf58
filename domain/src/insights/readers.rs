//! Which readers have already viewed a page today, so that one reader counts once per page
//! in a day however often they ask for it, without a cookie and without keeping anyone's
//! address.
//!
//! A reader is their address (an IPv6 one by its /64, the block one subscriber holds), and
//! nothing the client chooses: a `User-Agent`, a cookie or a query string is free to vary
//! with every request, so counting by any of them would let one address count as many
//! readers as it sends requests. Several people behind one address (an office) count once
//! a day; that is the price of a count one address cannot inflate. With the page, the
//! address goes through a keyed hash (SipHash under a random key made in memory) and only
//! the hash's 64 bits are kept. Each window
//! has a new key and an empty set, and the old key is dropped with the old hashes, so no
//! hash can be tied to an address again, nor one window's reader to the next's. The sets
//! are bounded: past [`SEEN_MAX`] readers in a window, new ones are not counted (a flood of
//! made-up agents cannot push the counts up).
//!
//! On the path of every cached page, so it is cheap: one hash of a few dozen bytes and
//! one insert under one of [`SHARDS`] locks, picked by the address.

use std::collections::HashSet;
use std::hash::{BuildHasher, Hash, Hasher, RandomState};
use std::net::IpAddr;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use crate::auth::limits::subscriber;

/// How long a reader counts once per page: a day.
pub const WINDOW: Duration = Duration::from_secs(24 * 60 * 60);
/// Most readers of pages remembered in one window, over every shard (8 bytes each).
pub const SEEN_MAX: usize = 256 * 1024;
/// Independent locks, so that readers of different addresses rarely wait on one another.
const SHARDS: usize = 16;

/// Who asked for a page, as far as counting goes: where the request came from.
#[derive(Debug, Clone, Copy)]
pub struct Reader {
    pub address: Option<IpAddr>,
}

pub struct Readers {
    started: Instant,
    window: Duration,
    shards: Vec<Mutex<Seen>>,
}

/// One shard's window: its number since start, its key and the hashes seen in it.
struct Seen {
    window: u64,
    key: RandomState,
    hashes: HashSet<u64>,
}

impl Default for Readers {
    fn default() -> Self {
        Self::with_window(WINDOW)
    }
}

impl Readers {
    pub fn with_window(window: Duration) -> Self {
        let shards =
            (0..SHARDS).map(|_| Mutex::new(Seen { window: 0, key: RandomState::new(), hashes: HashSet::new() }));
        Self { started: Instant::now(), window, shards: shards.collect() }
    }

    /// Whether this is `reader`'s first view of `page` in the current window (and notes it).
    pub fn first_view(&self, page: &str, reader: Reader) -> bool {
        let address = reader.address.map(subscriber);
        let mut shard = self.shards[shard_of(address)].lock().unwrap_or_else(|e| e.into_inner());
        let window = (self.started.elapsed().as_nanos() / self.window.as_nanos().max(1)) as u64;
        if shard.window != window {
            // A new key with the new window: the old hashes mean nothing under it.
            *shard = Seen { window, key: RandomState::new(), hashes: HashSet::new() };
        }
        let hash = shard.key.hash_one((page, address));
        if shard.hashes.len() >= SEEN_MAX / SHARDS {
            return false;
        }
        shard.hashes.insert(hash)
    }
}

/// The shard of an address; the same address always finds the same shard.
fn shard_of(address: Option<IpAddr>) -> usize {
    let mut hasher = std::hash::DefaultHasher::new();
    address.hash(&mut hasher);
    (hasher.finish() % SHARDS as u64) as usize
}

#[cfg(test)]
mod tests {
    use super::*;

    fn reader(address: &str) -> Reader {
        Reader { address: Some(address.parse().unwrap()) }
    }

    #[test]
    fn a_reader_counts_once_per_page_in_a_window() {
        let readers = Readers::default();
        let asha = reader("203.0.113.7");
        assert!(readers.first_view("mango", asha));
        assert!((0..1000).all(|_| !readers.first_view("mango", asha)));
        // Another page, another address: each counts.
        assert!(readers.first_view("kesar", asha));
        assert!(readers.first_view("mango", reader("203.0.113.8")));
        // An IPv6 subscriber's addresses are one reader; an IPv4-mapped one is its IPv4.
        assert!(readers.first_view("mango", reader("2001:db8:1:2::1")));
        assert!(!readers.first_view("mango", reader("2001:db8:1:2:ffff::9")));
        assert!(!readers.first_view("mango", reader("::ffff:203.0.113.8")));
    }

    #[test]
    fn a_new_window_counts_readers_again() {
        let readers = Readers::with_window(Duration::from_millis(50));
        let asha = reader("203.0.113.7");
        assert!(readers.first_view("mango", asha));
        assert!(!readers.first_view("mango", asha));
        std::thread::sleep(Duration::from_millis(60));
        assert!(readers.first_view("mango", asha));
    }

    #[test]
    fn past_the_bound_new_readers_are_not_counted() {
        let readers = Readers::default();
        let asha = reader("203.0.113.7");
        let pages: Vec<String> = (0..SEEN_MAX / SHARDS).map(|n| format!("page {n}")).collect();
        for page in &pages {
            assert!(readers.first_view(page, asha));
        }
        assert!(!readers.first_view("one more page", asha));
        // Other shards keep counting.
        let other = (1..=255).map(|n| reader(&format!("198.51.100.{n}")));
        assert!(other.into_iter().any(|r| readers.first_view("mango", r)));
    }
}
