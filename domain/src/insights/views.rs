//! Views of variety pages, counted in memory and added to `variety_views` now and then.
//!
//! A reader counts once per page in a window ([`super::readers`]: a keyed hash of their
//! address and browser, never the address). Counting sits on the path of every cached
//! page, so past that check it costs one atomic add: each
//! variety that has been viewed has a slot (a few atomic counters, one cache line each, so
//! that threads counting the same page do not pass one line between cores), and a cached
//! variety page keeps its variety's slot beside its body. A page built for one request
//! (cache off) finds its slot under a read lock. Nothing but the variety and the day is kept: no
//! cookie, address, account or time of day.
//!
//! A flush (every few seconds from a background task, before the insights are read, and
//! when the server stops) takes every slot's count (swapping it to zero), and adds the
//! counts to today's rows (UTC) in one transaction: `INSERT … ON CONFLICT DO UPDATE` on
//! SQLite, `ON DUPLICATE KEY UPDATE` on MySQL, so two instances adding to one row never
//! lose a count. A flush that fails puts its counts back into the slots for the next one.
//! Counts of a variety deleted meanwhile are dropped (its rows went with it). Views made in
//! the seconds before midnight may land on the next day: the day is the flush's.

use std::collections::{HashMap, HashSet};
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, RwLock};

use chrono::NaiveDate;
use sea_orm::sea_query::{Expr, OnConflict};
use sea_orm::{
    ColumnTrait, ConnectionTrait, DatabaseConnection, DbBackend, DbErr, EntityTrait, QueryFilter, QuerySelect, Set,
};

use super::readers::{Reader, Readers};
use foundation::entities::{varieties, variety_views};

/// Rows per statement: three values a row stays far below every backend's limit.
const ROWS_PER_STATEMENT: usize = 300;

/// Counters per slot: threads take them in turn, so up to this many count without sharing
/// a cache line (512 bytes a variety viewed).
const SHARDS: usize = 8;

#[derive(Debug, Default)]
#[repr(align(64))]
struct Shard(AtomicU64);

/// One variety's views since the last flush, spread over [`SHARDS`] counters.
#[derive(Debug, Default)]
struct Counts([Shard; SHARDS]);

static NEXT_SHARD: AtomicUsize = AtomicUsize::new(0);

thread_local! {
    static SHARD: usize = NEXT_SHARD.fetch_add(1, Ordering::Relaxed) % SHARDS;
}

impl Counts {
    fn add(&self, n: u64) {
        let shard = SHARD.with(|s| *s);
        self.0[shard].0.fetch_add(n, Ordering::Relaxed);
    }

    /// The count so far, the counters set back to zero.
    fn take(&self) -> u64 {
        self.0.iter().map(|s| s.0.swap(0, Ordering::AcqRel)).sum()
    }

    fn load(&self) -> u64 {
        self.0.iter().map(|s| s.0.load(Ordering::Acquire)).sum()
    }
}

/// One variety's views since the last flush, as a cached page holds them.
#[derive(Clone)]
pub struct ViewSlot {
    counts: Arc<Counts>,
    variety: Arc<str>,
    readers: Arc<Readers>,
}

impl std::fmt::Debug for ViewSlot {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ViewSlot").field("variety", &self.variety).field("counts", &self.counts).finish()
    }
}

impl ViewSlot {
    /// The variety whose views this slot counts.
    pub fn variety(&self) -> &str {
        &self.variety
    }

    /// One view.
    pub fn count(&self) {
        self.counts.add(1);
    }

    /// A view by `reader`, counted when it is their first of this page in the window.
    pub fn count_view(&self, reader: Reader) {
        if self.readers.first_view(&self.variety, reader) {
            self.count();
        }
    }
}

/// The counts of this instance; `off` counts nothing (`--no-view-counting`).
#[derive(Clone, Default)]
pub struct ViewCounter {
    inner: Option<Arc<Inner>>,
}

#[derive(Default)]
struct Inner {
    /// One slot per variety viewed since start (pruned when no cached page holds it and it
    /// has nothing to flush): bounded by the catalogue, since only a variety page that was
    /// found is counted.
    slots: RwLock<HashMap<Arc<str>, Arc<Counts>>>,
    /// Who has viewed which page in the current window.
    readers: Arc<Readers>,
    /// One flush at a time, so that a flush before a read waits for one under way and the
    /// reader sees its counts.
    flushing: tokio::sync::Mutex<()>,
}

impl ViewCounter {
    pub fn new(enabled: bool) -> Self {
        Self { inner: enabled.then(Arc::default) }
    }

    pub fn enabled(&self) -> bool {
        self.inner.is_some()
    }

    /// The slot of `variety_id`, kept by its cached page; `None` when counting is off.
    pub fn slot(&self, variety_id: &str) -> Option<ViewSlot> {
        let inner = self.inner.as_ref()?;
        let slot = |(variety, counts): (&Arc<str>, &Arc<Counts>)| ViewSlot {
            counts: counts.clone(),
            variety: variety.clone(),
            readers: inner.readers.clone(),
        };
        if let Some(found) = inner.read().get_key_value(variety_id) {
            return Some(slot(found));
        }
        let mut slots = inner.slots.write().unwrap_or_else(|e| e.into_inner());
        let variety = Arc::<str>::from(variety_id);
        let counts = slots.entry(variety.clone()).or_default();
        Some(slot((&variety, counts)))
    }

    /// One view of `variety_id`'s page (a page built for this request only).
    pub fn count(&self, variety_id: &str) {
        let Some(inner) = &self.inner else { return };
        if let Some(slot) = inner.read().get(variety_id) {
            slot.add(1);
            return;
        }
        if let Some(slot) = self.slot(variety_id) {
            slot.count();
        }
    }

    /// A view of `variety_id`'s page by `reader`, counted when it is their first of it in
    /// the window.
    pub fn count_view(&self, variety_id: &str, reader: Reader) {
        if self.inner.as_ref().is_some_and(|inner| inner.readers.first_view(variety_id, reader)) {
            self.count(variety_id);
        }
    }

    /// Views counted and not yet flushed, over every variety.
    pub fn pending(&self) -> u64 {
        self.inner.as_ref().map_or(0, |inner| inner.read().values().map(|s| s.load()).sum())
    }

    /// Adds the counts so far to today's rows; answers how many views it wrote.
    pub async fn flush(&self, db: &DatabaseConnection) -> Result<u64, DbErr> {
        self.flush_on(db, chrono::Utc::now().date_naive()).await
    }

    /// [`Self::flush`] onto the rows of `day`.
    pub async fn flush_on(&self, db: &DatabaseConnection, day: NaiveDate) -> Result<u64, DbErr> {
        let Some(inner) = &self.inner else { return Ok(0) };
        let _one_at_a_time = inner.flushing.lock().await;
        let taken = inner.take();
        if taken.is_empty() {
            return Ok(0);
        }
        match write(db, day, &taken).await {
            Ok(written) => Ok(written),
            Err(err) => {
                inner.put_back(&taken);
                Err(err)
            }
        }
    }
}

impl Inner {
    fn read(&self) -> std::sync::RwLockReadGuard<'_, HashMap<Arc<str>, Arc<Counts>>> {
        self.slots.read().unwrap_or_else(|e| e.into_inner())
    }

    /// Every non-zero count, each slot set back to zero; slots that no page holds and
    /// that counted nothing are dropped.
    fn take(&self) -> Vec<(Arc<str>, u64)> {
        let taken: Vec<(Arc<str>, u64)> = self
            .read()
            .iter()
            .filter_map(|(id, slot)| {
                let n = slot.take();
                (n > 0).then(|| (id.clone(), n))
            })
            .collect();
        let mut slots = self.slots.write().unwrap_or_else(|e| e.into_inner());
        slots.retain(|_, slot| Arc::strong_count(slot) > 1 || slot.load() > 0);
        taken
    }

    fn put_back(&self, taken: &[(Arc<str>, u64)]) {
        let mut slots = self.slots.write().unwrap_or_else(|e| e.into_inner());
        for (id, n) in taken {
            slots.entry(id.clone()).or_default().add(*n);
        }
    }
}

/// One transaction: the varieties that still exist get their counts added to `day`'s row.
async fn write(db: &DatabaseConnection, day: NaiveDate, taken: &[(Arc<str>, u64)]) -> Result<u64, DbErr> {
    // `views = views + the new count`: the inserted row's value is `excluded.views` on
    // SQLite and `VALUES(views)` on MySQL (which has no `excluded`).
    let added = match db.get_database_backend() {
        DbBackend::MySql => "VALUES(`views`)",
        _ => "excluded.\"views\"",
    };
    // Reads (which varieties still exist) then writes: on SQLite the write lock comes first.
    let txn = foundation::db::begin_write(db).await?;
    let mut written = 0;
    for chunk in taken.chunks(ROWS_PER_STATEMENT) {
        let ids: Vec<String> = chunk.iter().map(|(id, _)| id.to_string()).collect();
        let existing: HashSet<String> = varieties::Entity::find()
            .select_only()
            .column(varieties::Column::Id)
            .filter(varieties::Column::Id.is_in(ids))
            .into_tuple::<String>()
            .all(&txn)
            .await?
            .into_iter()
            .collect();
        let kept: Vec<&(Arc<str>, u64)> = chunk.iter().filter(|(id, _)| existing.contains(&**id)).collect();
        if kept.is_empty() {
            continue;
        }
        written += kept.iter().map(|(_, n)| n).sum::<u64>();
        let rows = kept.iter().map(|(id, n)| variety_views::ActiveModel {
            variety_id: Set(id.to_string()),
            day: Set(day),
            views: Set(i64::try_from(*n).unwrap_or(i64::MAX)),
        });
        variety_views::Entity::insert_many(rows)
            .on_conflict(
                OnConflict::columns([variety_views::Column::VarietyId, variety_views::Column::Day])
                    .value(
                        variety_views::Column::Views,
                        Expr::col((variety_views::Entity, variety_views::Column::Views)).add(Expr::cust(added)),
                    )
                    .to_owned(),
            )
            .exec_without_returning(&txn)
            .await?;
    }
    txn.commit().await?;
    Ok(written)
}

#[cfg(test)]
#[path = "views_tests.rs"]
mod tests;
