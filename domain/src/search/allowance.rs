//! Searches per client address. A results page is built for each request (never cached per
//! query string), so one address may ask for at most [`SEARCHES_PER_MINUTE`] of them; past
//! that it is answered 429 until its minute is over. Kept per instance, in memory, and
//! bounded: a flood from many addresses costs at most the table's entries, and an IPv6
//! client counts by its /64, the block one subscriber holds.

use std::net::IpAddr;
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::Arc;
use std::time::Duration;

use moka::sync::Cache;

use crate::auth::limits::subscriber;

pub const SEARCHES_PER_MINUTE: u32 = 60;
pub const TOO_MANY_SEARCHES: &str = "Too many searches. Please wait a minute and try again.";

#[derive(Clone)]
pub struct SearchAllowance {
    counts: Cache<IpAddr, Arc<AtomicU32>>,
}

impl Default for SearchAllowance {
    fn default() -> Self {
        Self { counts: Cache::builder().max_capacity(100_000).time_to_live(Duration::from_secs(60)).build() }
    }
}

impl SearchAllowance {
    /// Counts one search from `ip`; false once the address has used its minute's allowance.
    /// The count's first search starts the minute. Atomic: parallel searches from one
    /// address share one counter and cannot pass the allowance together.
    pub fn allow(&self, ip: IpAddr) -> bool {
        let counter = self.counts.get_with(subscriber(ip), || Arc::new(AtomicU32::new(0)));
        counter.fetch_add(1, Ordering::AcqRel) < SEARCHES_PER_MINUTE
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_address_gets_its_allowance_and_no_more_and_ipv6_counts_by_its_64() {
        let allowance = SearchAllowance::default();
        let one: IpAddr = "203.0.113.7".parse().unwrap();
        let passed = (0..SEARCHES_PER_MINUTE + 5).filter(|_| allowance.allow(one)).count();
        assert_eq!(passed as u32, SEARCHES_PER_MINUTE);
        assert!(allowance.allow("203.0.113.8".parse().unwrap()), "another address has its own");
        let a: IpAddr = "2001:db8:1:2::1".parse().unwrap();
        let b: IpAddr = "2001:db8:1:2:ffff::9".parse().unwrap();
        let passed = (0..SEARCHES_PER_MINUTE).filter(|i| allowance.allow(if i % 2 == 0 { a } else { b })).count();
        assert_eq!(passed as u32, SEARCHES_PER_MINUTE);
        assert!(!allowance.allow(a) && !allowance.allow(b), "one /64 shares one allowance");
        assert!(allowance.allow("2001:db8:1:3::1".parse().unwrap()));
        assert!(!allowance.allow("::ffff:203.0.113.7".parse().unwrap()), "a mapped IPv4 address is that address");
    }
}
