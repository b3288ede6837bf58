//! Values the application fills in rather than the database, applied by each entity's
//! `before_save` so that `ActiveModel::insert`/`update`/`save` always write them.
//! (Bulk statements such as `Entity::insert_many` or `update_many` skip `before_save`:
//! callers of those set ids, timestamps and e-mails themselves with the helpers below.)

use chrono::{SubsecRound, Utc};
use sea_orm::prelude::DateTimeUtc;
use sea_orm::ActiveValue::{self, Set};

/// A new primary key: a UUID v4 in hyphenated form.
pub fn new_id() -> String {
    uuid::Uuid::new_v4().to_string()
}

/// The current time in whole seconds: MySQL's `datetime` keeps no fraction, so writing
/// whole seconds everywhere means a row reads back exactly as it was written.
pub fn now() -> DateTimeUtc {
    Utc::now().trunc_subsecs(0)
}

/// Microseconds since the epoch, strictly increasing within this process: two rows made in
/// the same microsecond (or after the clock stepped back) still get distinct, ordered values.
pub fn next_micros() -> i64 {
    use std::sync::atomic::{AtomicI64, Ordering};
    static LAST: AtomicI64 = AtomicI64::new(0);
    let now = Utc::now().timestamp_micros();
    let previous = LAST.fetch_update(Ordering::SeqCst, Ordering::SeqCst, |last| Some(now.max(last + 1))).unwrap_or(0);
    now.max(previous + 1)
}

/// The stored form of an e-mail address: trimmed and lower-cased, which makes the unique
/// e-mail column of each role case-insensitive on every backend.
pub fn normalize_email(raw: &str) -> String {
    raw.trim().to_lowercase()
}

pub(super) fn fill_id(id: &mut ActiveValue<String>, insert: bool) {
    if insert && id.is_not_set() {
        *id = Set(new_id());
    }
}

pub(super) fn fill_created(created_at: &mut ActiveValue<DateTimeUtc>, insert: bool) {
    if insert && created_at.is_not_set() {
        *created_at = Set(now());
    }
}

/// A new row gets one instant for both; an update moves only `updated_at`.
pub(super) fn stamp_both(
    created_at: &mut ActiveValue<DateTimeUtc>,
    updated_at: &mut ActiveValue<DateTimeUtc>,
    insert: bool,
) {
    let at = now();
    if insert && created_at.is_not_set() {
        *created_at = Set(at);
    }
    if !updated_at.is_set() {
        *updated_at = Set(at);
    }
}

/// Every save moves `updated_at`, unless the caller set it explicitly.
pub(super) fn touch(updated_at: &mut ActiveValue<DateTimeUtc>) {
    if !updated_at.is_set() {
        *updated_at = Set(now());
    }
}

pub(super) fn fold_email(email: &mut ActiveValue<String>) {
    if let ActiveValue::Set(value) = email {
        let folded = normalize_email(value);
        if folded != *value {
            *value = folded;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::next_micros;

    #[test]
    fn creation_order_is_strictly_increasing_across_threads() {
        let threads: Vec<_> =
            (0..4).map(|_| std::thread::spawn(|| (0..10_000).map(|_| next_micros()).collect::<Vec<_>>())).collect();
        let mut all = Vec::new();
        for t in threads {
            let values = t.join().unwrap();
            assert!(values.windows(2).all(|w| w[0] < w[1]), "increasing within a thread");
            all.extend(values);
        }
        let count = all.len();
        all.sort_unstable();
        all.dedup();
        assert_eq!(all.len(), count, "no two values alike");
    }
}
