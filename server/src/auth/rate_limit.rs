//! Limits failed sign-in attempts per client address and per account.

use std::net::IpAddr;
use std::sync::Arc;
use std::time::Duration;

use moka::sync::Cache;

/// Failed attempts allowed within the window before sign-in is refused.
pub const PER_ACCOUNT: u32 = 5;
pub const PER_ADDRESS: u32 = 20;
pub const WINDOW: Duration = Duration::from_secs(15 * 60);

#[derive(Clone)]
pub struct SignInLimiter {
    failures: Cache<String, Arc<std::sync::atomic::AtomicU32>>,
}

impl Default for SignInLimiter {
    fn default() -> Self {
        Self::new(WINDOW)
    }
}

impl SignInLimiter {
    pub fn new(window: Duration) -> Self {
        Self { failures: Cache::builder().time_to_live(window).max_capacity(100_000).build() }
    }

    fn keys(role: &str, ip: Option<IpAddr>, email: &str) -> (String, Option<String>) {
        (format!("{role}:account:{}", email.trim().to_lowercase()), ip.map(|ip| format!("ip:{ip}")))
    }

    fn count(&self, key: &str) -> u32 {
        self.failures.get(key).map_or(0, |c| c.load(std::sync::atomic::Ordering::Relaxed))
    }

    /// Whether another attempt may be made now.
    pub fn allowed(&self, role: &str, ip: Option<IpAddr>, email: &str) -> bool {
        let (account, address) = Self::keys(role, ip, email);
        self.count(&account) < PER_ACCOUNT && address.is_none_or(|a| self.count(&a) < PER_ADDRESS)
    }

    pub fn record_failure(&self, role: &str, ip: Option<IpAddr>, email: &str) {
        let (account, address) = Self::keys(role, ip, email);
        for key in std::iter::once(account).chain(address) {
            self.failures
                .get_with(key, Default::default)
                .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        }
    }

    /// A successful sign-in clears the account's count (not the address's).
    pub fn record_success(&self, role: &str, email: &str) {
        let (account, _) = Self::keys(role, None, email);
        self.failures.invalidate(&account);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_account_is_locked_after_its_failures_and_others_are_not() {
        let limiter = SignInLimiter::default();
        let ip = Some("10.0.0.1".parse().unwrap());
        for _ in 0..PER_ACCOUNT {
            assert!(limiter.allowed("user", ip, "a@x.test"));
            limiter.record_failure("user", ip, "A@x.test");
        }
        assert!(!limiter.allowed("user", ip, "a@x.test"));
        assert!(limiter.allowed("user", ip, "b@x.test"));
        assert!(limiter.allowed("vendor", ip, "a@x.test"));
    }

    #[test]
    fn an_address_is_locked_after_many_accounts_fail() {
        let limiter = SignInLimiter::default();
        let ip = Some("10.0.0.2".parse().unwrap());
        for i in 0..PER_ADDRESS {
            limiter.record_failure("user", ip, &format!("u{i}@x.test"));
        }
        assert!(!limiter.allowed("user", ip, "fresh@x.test"));
        assert!(limiter.allowed("user", Some("10.0.0.3".parse().unwrap()), "fresh@x.test"));
    }
}

/// Public writes (sign-ups, contact messages, feedback) one client address may make to one
/// route within [`WRITE_WINDOW`]; past that they are refused with 429 until it passes.
pub const WRITES_PER_ADDRESS: u32 = 20;
pub const WRITE_WINDOW: Duration = Duration::from_secs(10 * 60);

#[derive(Clone)]
pub struct PublicWriteLimiter {
    hits: Cache<String, Arc<std::sync::atomic::AtomicU32>>,
}

impl Default for PublicWriteLimiter {
    fn default() -> Self {
        Self { hits: Cache::builder().time_to_live(WRITE_WINDOW).max_capacity(100_000).build() }
    }
}

impl PublicWriteLimiter {
    /// Counts this write and says whether it may go ahead.
    pub fn admit(&self, route: &str, ip: Option<IpAddr>) -> bool {
        let Some(ip) = ip else { return true };
        let count = self.hits.get_with(format!("{route}:{ip}"), Default::default);
        count.fetch_add(1, std::sync::atomic::Ordering::Relaxed) < WRITES_PER_ADDRESS
    }
}
