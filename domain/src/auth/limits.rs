//! Rate limits kept in the database (`rate_limits`), so every app server counts against the
//! same numbers. A limit counts hits of one subject (an address, an account, a pair) in
//! fixed windows; each hit is one atomic upsert-increment, taken *before* the work it
//! guards, so parallel requests can never all slip under the limit.
//!
//! The count a limit compares is a sliding window's: this window's hits plus the share of
//! the previous window's that the last `window` of time still covers. A burst at the end
//! of one window and the start of the next is then counted together (with fixed windows
//! alone it would pass twice the limit), and a limit does not fall to zero on the clock.

use std::net::IpAddr;
use std::time::Duration;

use chrono::{DateTime, Utc};
use sea_orm::sea_query::{Alias, Expr, OnConflict, Query};
use sea_orm::{ConnectionTrait, DbErr};
use sha2::{Digest, Sha256};

/// Hits taken by [`Limit::take`]: how many, and the window they count in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Share {
    bucket: i64,
    n: u32,
}

#[derive(Debug, Clone, Copy)]
pub struct Limit {
    /// Distinguishes the limit's counters from every other limit's.
    pub name: &'static str,
    /// Hits allowed per window; the next one is over the limit.
    pub max: u32,
    pub window: Duration,
}

/// Sign-in attempts of one account from one address: strict, cleared by a success.
pub const SIGN_IN_ACCOUNT_ADDRESS: Limit = Limit { name: "sign-in:account+address", max: 5, window: mins(15) };
/// Sign-in attempts from one address, any account: strict (a busy office fits under it).
pub const SIGN_IN_ADDRESS: Limit = Limit { name: "sign-in:address", max: 50, window: mins(15) };
/// Failed sign-ins of one account from every address: past `max` attempts are slowed
/// down, never refused, so nobody elsewhere can lock the owner (or an admin) out.
pub const SIGN_IN_ACCOUNT_FAILURES: Limit = Limit { name: "sign-in:account-failures", max: 10, window: mins(15) };
/// Current-password checks of `PUT user/profile` per buyer.
pub const CURRENT_PASSWORD: Limit = Limit { name: "profile:current-password", max: 5, window: mins(15) };
/// Public writes (sign-ups, registrations, contact messages, feedback) per route and address.
pub const PUBLIC_WRITES: Limit = Limit { name: "public-write", max: 20, window: mins(10) };

/// "Forgot password" requests from one address, any e-mail.
pub const RESET_REQUESTS_ADDRESS: Limit = Limit { name: "reset:address", max: 10, window: mins(15) };
/// "Forgot password" requests for one e-mail (known or not): keeps anyone from flooding
/// an inbox with reset mails.
pub const RESET_REQUESTS_ACCOUNT: Limit = Limit { name: "reset:account", max: 3, window: mins(60) };

/// Reset attempts (a token and a new password) from one address: each wrong token costs a
/// database look-up only, but no one may try tokens by the thousand.
pub const RESET_ATTEMPTS_ADDRESS: Limit = Limit { name: "reset-attempt:address", max: 20, window: mins(15) };
/// Attempts with one token (by its digest): a link cannot be retried endlessly.
pub const RESET_ATTEMPTS_TOKEN: Limit = Limit { name: "reset-attempt:token", max: 10, window: mins(60) };
pub const TOO_MANY_RESET_ATTEMPTS: &str = "Too many password reset attempts. Please try again later.";

pub const TOO_MANY_PASSWORD_CHECKS: &str = "Too many password attempts. Please wait 15 minutes and try again.";

const fn mins(m: u64) -> Duration {
    Duration::from_secs(m * 60)
}

/// How long a sign-in waits once an account's failures pass [`SIGN_IN_ACCOUNT_FAILURES`]:
/// half a second per failure beyond it, at most three seconds.
pub fn slow_down(failures: u32) -> Duration {
    let over = failures.saturating_sub(SIGN_IN_ACCOUNT_FAILURES.max);
    Duration::from_millis(500 * u64::from(over)).min(Duration::from_secs(3))
}

/// The address that stands for one subscriber: an IPv6 address's /64 (a subscriber holds
/// the whole block and may use any address in it), an IPv4-mapped one as IPv4.
pub fn subscriber(ip: IpAddr) -> IpAddr {
    match ip {
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => IpAddr::V4(v4),
            None => IpAddr::V6((u128::from(v6) & !((1u128 << 64) - 1)).into()),
        },
        v4 => v4,
    }
}

fn table() -> Alias {
    Alias::new("rate_limits")
}

impl Limit {
    /// The current window's number and how far into it now is (0 to 1).
    fn now(&self) -> (i64, f64) {
        let window = self.window.as_secs().max(1) as i64;
        let now = Utc::now();
        let micros = now.timestamp_micros();
        let span = window * 1_000_000;
        (micros.div_euclid(span), micros.rem_euclid(span) as f64 / span as f64)
    }

    /// The key of window `bucket`'s counter for `subject`.
    fn key(&self, subject: &str, bucket: i64) -> String {
        format!("{:x}", Sha256::digest(format!("{}\n{}\n{}", self.name, subject, bucket)))
    }

    /// Counts one hit and returns the window's count including it: over `max` means refuse.
    pub async fn hit<C: ConnectionTrait>(&self, db: &C, subject: &str) -> Result<u32, DbErr> {
        self.hits(db, subject, 1).await
    }

    /// Counts `n` hits at once (one act that reaches `n` others) and returns the window's
    /// count including them.
    pub async fn hits<C: ConnectionTrait>(&self, db: &C, subject: &str, n: u32) -> Result<u32, DbErr> {
        let (bucket, elapsed) = self.now();
        self.hits_at(db, subject, n, bucket, elapsed).await
    }

    async fn hits_at<C: ConnectionTrait>(
        &self,
        db: &C,
        subject: &str,
        n: u32,
        bucket: i64,
        elapsed: f64,
    ) -> Result<u32, DbErr> {
        let n = i32::try_from(n).unwrap_or(i32::MAX);
        let window = self.window.as_secs().max(1) as i64;
        // Kept until the next window has ended: the sliding count still reads it then.
        let keep_until = DateTime::from_timestamp((bucket + 2) * window, 0).unwrap_or_else(Utc::now);
        let hits = Alias::new("hits");
        let upsert = Query::insert()
            .into_table(table())
            .columns([Alias::new("key"), hits.clone(), Alias::new("expires_at")])
            .values_panic([self.key(subject, bucket).into(), n.into(), keep_until.into()])
            .on_conflict(OnConflict::column(Alias::new("key")).value(hits.clone(), Expr::col(hits).add(n)).to_owned())
            .to_owned();
        let backend = db.get_database_backend();
        db.execute(backend.build(&upsert)).await?;
        self.sliding(db, subject, bucket, elapsed).await
    }

    /// Takes `n` hits if they fit under `max`, or none. The previous window's share is read
    /// first (nothing adds to an ended window), and the current window's counter grows by
    /// one conditional update that only passes while the sum fits: of parallel takers,
    /// exactly those that fit pass. Over the limit, the answer is how long until `n` would
    /// fit with no other hits meanwhile. Taken, the answer is the share, to give back to
    /// the window it was taken from ([`Limit::give_back`]).
    pub async fn take<C: ConnectionTrait>(
        &self,
        db: &C,
        subject: &str,
        n: u32,
    ) -> Result<Result<Share, Duration>, DbErr> {
        let (bucket, elapsed) = self.now();
        if n == 0 {
            return Ok(Ok(Share { bucket, n }));
        }
        let previous = self.read(db, &self.key(subject, bucket - 1)).await?;
        let room = self.max.saturating_sub(carried(previous, elapsed));
        if n <= room {
            self.hits_at(db, subject, 0, bucket, elapsed).await?;
            let hits = Alias::new("hits");
            let grow = Query::update()
                .table(table())
                .value(hits.clone(), Expr::col(hits.clone()).add(n))
                .and_where(Expr::col(Alias::new("key")).eq(self.key(subject, bucket)))
                .and_where(Expr::col(hits).lte(room - n))
                .to_owned();
            if db.execute(db.get_database_backend().build(&grow)).await?.rows_affected() == 1 {
                return Ok(Ok(Share { bucket, n }));
            }
        }
        let current = self.read(db, &self.key(subject, bucket)).await?;
        Ok(Err(self.wait(current, previous, elapsed, n)))
    }

    /// Gives back a share taken for work that did not happen, to the window it was taken
    /// from (a window turned meanwhile keeps the new one's count whole), never below zero.
    pub async fn give_back<C: ConnectionTrait>(&self, db: &C, subject: &str, share: Share) -> Result<(), DbErr> {
        let n = i32::try_from(share.n).unwrap_or(i32::MAX);
        let hits = Alias::new("hits");
        let update = Query::update()
            .table(table())
            .value(hits.clone(), Expr::col(hits.clone()).sub(n))
            .and_where(Expr::col(Alias::new("key")).eq(self.key(subject, share.bucket)))
            .and_where(Expr::col(hits).gte(n))
            .to_owned();
        db.execute(db.get_database_backend().build(&update)).await?;
        Ok(())
    }

    /// How long until `n` more hits fit, `elapsed` into a window holding `current` hits
    /// after one that held `previous`, if nobody else hits meanwhile.
    fn wait(&self, current: u32, previous: u32, elapsed: f64, n: u32) -> Duration {
        let window = self.window.as_secs_f64();
        let elapsed = elapsed.clamp(0.0, 1.0);
        // The fraction of a window the fading count must be into to leave `room`.
        let fade = |count: u32, room: u32| if count == 0 { 0.0 } else { 1.0 - f64::from(room) / f64::from(count) };
        let seconds = if n > self.max {
            window * (2.0 - elapsed)
        } else if current + n <= self.max {
            (fade(previous, self.max - current - n) - elapsed).max(0.0) * window
        } else {
            (1.0 - elapsed + fade(current, self.max - n).max(0.0)) * window
        };
        Duration::from_secs(seconds.ceil().max(1.0) as u64)
    }

    /// The sliding window's count without adding to it.
    pub async fn count<C: ConnectionTrait>(&self, db: &C, subject: &str) -> Result<u32, DbErr> {
        let (bucket, elapsed) = self.now();
        self.sliding(db, subject, bucket, elapsed).await
    }

    /// This window's hits and the previous window's share of the last `window` of time,
    /// rounded up (a hit still partly inside counts whole).
    async fn sliding<C: ConnectionTrait>(
        &self,
        db: &C,
        subject: &str,
        bucket: i64,
        elapsed: f64,
    ) -> Result<u32, DbErr> {
        let current = self.read(db, &self.key(subject, bucket)).await?;
        let previous = self.read(db, &self.key(subject, bucket - 1)).await?;
        Ok(current.saturating_add(carried(previous, elapsed)))
    }

    async fn read<C: ConnectionTrait>(&self, db: &C, key: &str) -> Result<u32, DbErr> {
        let select = Query::select()
            .column(Alias::new("hits"))
            .from(table())
            .and_where(Expr::col(Alias::new("key")).eq(key))
            .to_owned();
        let row = db.query_one(db.get_database_backend().build(&select)).await?;
        Ok(row.map(|r| r.try_get::<i32>("", "hits")).transpose()?.unwrap_or(0).max(0) as u32)
    }

    /// Forgets the subject's hits in the sliding window (a successful sign-in).
    pub async fn clear<C: ConnectionTrait>(&self, db: &C, subject: &str) -> Result<(), DbErr> {
        let (bucket, _) = self.now();
        let keys = [self.key(subject, bucket), self.key(subject, bucket - 1)];
        let delete = Query::delete().from_table(table()).and_where(Expr::col(Alias::new("key")).is_in(keys)).to_owned();
        db.execute(db.get_database_backend().build(&delete)).await?;
        Ok(())
    }
}

/// The previous window's hits still inside the sliding window, `elapsed` (0 to 1) into the
/// current one.
fn carried(previous: u32, elapsed: f64) -> u32 {
    (f64::from(previous) * (1.0 - elapsed.clamp(0.0, 1.0))).ceil() as u32
}

/// Drops the counters of windows that have ended.
pub async fn sweep<C: ConnectionTrait>(db: &C) -> Result<u64, DbErr> {
    let delete =
        Query::delete().from_table(table()).and_where(Expr::col(Alias::new("expires_at")).lte(Utc::now())).to_owned();
    Ok(db.execute(db.get_database_backend().build(&delete)).await?.rows_affected())
}

#[cfg(test)]
mod tests {
    use super::{carried, subscriber, Limit};
    use std::net::IpAddr;
    use std::time::Duration;

    #[test]
    fn an_ipv6_subscriber_is_its_64_block_and_a_mapped_address_its_ipv4() {
        let ip = |s: &str| s.parse::<IpAddr>().unwrap();
        assert_eq!(subscriber(ip("2001:db8:1:2:aaaa::1")), ip("2001:db8:1:2::"));
        assert_eq!(subscriber(ip("2001:db8:1:2:ffff::9")), subscriber(ip("2001:db8:1:2::7")));
        assert_ne!(subscriber(ip("2001:db8:1:3::1")), subscriber(ip("2001:db8:1:2::1")));
        assert_eq!(subscriber(ip("::ffff:1.2.3.4")), ip("1.2.3.4"));
        assert_eq!(subscriber(ip("1.2.3.4")), ip("1.2.3.4"));
    }

    #[test]
    fn the_wait_is_until_the_hits_fit_in_the_sliding_count() {
        let limit = Limit { name: "t", max: 10, window: Duration::from_secs(100) };
        assert_eq!(limit.wait(10, 0, 0.5, 1).as_secs(), 50 + 10, "the current hits fade over the next window");
        assert_eq!(limit.wait(4, 10, 0.2, 1).as_secs(), 30, "the previous window fades until 5 of it are left");
        assert_eq!(limit.wait(0, 0, 0.0, 11).as_secs(), 200, "more than the limit never fits");
        assert_eq!(limit.wait(9, 0, 0.999, 1).as_secs(), 1, "at least a second");
    }

    #[test]
    fn the_previous_window_fades_out_of_the_sliding_count() {
        assert_eq!(carried(20, 0.0), 20, "at the turn of the window all of it counts");
        assert_eq!(carried(20, 0.001), 20, "a burst just before the turn still counts whole");
        assert_eq!(carried(20, 0.5), 10);
        assert_eq!(carried(20, 0.96), 1, "a hit partly inside counts whole");
        assert_eq!(carried(20, 1.0), 0);
        assert_eq!(carried(0, 0.3), 0);
    }
}
