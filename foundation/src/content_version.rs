//! Which public content changed, as every instance learns it from the database.
//!
//! A write bumps the one `content_version` row and records its topics under the new
//! number in `content_changes`, in its own transaction. The row's lock orders the writers,
//! so the versions an instance reads past the one it knows are complete and in order. An
//! instance reads the version again at most every [`RECHECK`]; when it moved, it reads the
//! topics of the versions in between and drops only the pages that show them.

use std::collections::{BTreeSet, VecDeque};
use std::sync::atomic::{AtomicI64, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use sea_orm::sea_query::Expr;
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, DatabaseConnection, DbErr, EntityTrait, QueryFilter, QueryOrder,
    QuerySelect, Set,
};

use crate::entities::{content_changes, content_version};

/// How long a version read from the database is trusted before it is read again. Writes
/// made through this instance are seen at once; those of other instances within this time.
pub const RECHECK: Duration = Duration::from_millis(500);

/// How many recent changes an instance remembers to judge a page rendered while a write
/// landed; a page older than all of them is simply rendered again.
const REMEMBERED: usize = 4096;

/// Change-log rows older than this many versions are deleted by the writes themselves.
const KEPT_VERSIONS: i64 = 100_000;

/// What a write changed, as the pages that show it know it.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Topic {
    /// What every page shows, the catalogue's too: the logo and the footer (contact
    /// details, brochure). A write naming it drops every page.
    Frame,
    /// The site's own sections, shown on the home, about, service and contact pages but
    /// not on the catalogue's: banner, reach, core values, FAQ, why choose us, services,
    /// testimonials. A write naming it keeps the product pages cached.
    Site,
    /// The catalogue list: which products exist, their titles, images, order and summaries.
    Catalogue,
    /// One product's own page data (by product id): its fields and its list of varieties.
    Product(String),
    /// One variety's page data (by variety id): its fields and the offers listed for it
    /// (the pages that summarise those offers, such as its product's, show it too).
    Variety(String),
}

impl Topic {
    /// The name stored in the change log.
    pub fn name(&self) -> String {
        match self {
            Topic::Frame => "frame".into(),
            Topic::Site => "site".into(),
            Topic::Catalogue => "catalogue".into(),
            Topic::Product(id) => format!("product:{id}"),
            Topic::Variety(id) => format!("variety:{id}"),
        }
    }

    /// The topic a stored name names; an unknown name (from a newer release) counts as
    /// the frame, which every page shows, so nothing stale survives it.
    pub fn parse(name: &str) -> Topic {
        match name.split_once(':') {
            Some(("product", id)) => Topic::Product(id.to_owned()),
            Some(("variety", id)) => Topic::Variety(id.to_owned()),
            _ if name == "catalogue" => Topic::Catalogue,
            _ if name == "site" => Topic::Site,
            _ => Topic::Frame,
        }
    }
}

pub struct ContentVersion {
    local: AtomicI64,
    checked: Mutex<Option<Instant>>,
    recent: Mutex<Recent>,
    refresh: tokio::sync::Mutex<()>,
}

#[derive(Default)]
struct Recent {
    /// The versions after this one are all in `changes`.
    floor: i64,
    changes: VecDeque<(i64, Topic)>,
}

impl ContentVersion {
    pub fn new() -> Self {
        Self {
            local: AtomicI64::new(0),
            checked: Mutex::new(None),
            recent: Mutex::new(Recent::default()),
            refresh: tokio::sync::Mutex::new(()),
        }
    }

    /// Reads the version and the latest changes before it: what an instance knows when it
    /// starts. With them, a page kept from before the start (the page store) is judged as a
    /// page rendered by this instance would be, not rendered again for every write since.
    pub async fn start(&self, db: &DatabaseConnection) -> Result<(), DbErr> {
        let version = read(db).await?;
        let mut rows = content_changes::Entity::find()
            .filter(content_changes::Column::Version.lte(version))
            .order_by_desc(content_changes::Column::Version)
            .limit(REMEMBERED as u64)
            .all(db)
            .await?;
        rows.reverse();
        let floor = if rows.len() < REMEMBERED {
            // Every change the log keeps was read.
            (version - KEPT_VERSIONS - 1).max(0)
        } else {
            // The oldest version read may have had more topics than were read.
            let oldest = rows.first().map_or(version, |row| row.version);
            rows.retain(|row| row.version > oldest);
            oldest
        };
        let mut recent = self.recent.lock().unwrap();
        recent.floor = floor;
        recent.changes = rows.into_iter().map(|row| (row.version, Topic::parse(&row.topic))).collect();
        drop(recent);
        self.local.store(version, Ordering::Release);
        *self.checked.lock().unwrap() = Some(Instant::now());
        Ok(())
    }

    /// The version known here, refreshed from the database when it is older than
    /// [`RECHECK`]; with the topics that changed since the last refresh.
    pub async fn current(&self, db: &DatabaseConnection) -> Result<(i64, Vec<Topic>), DbErr> {
        if self.checked.lock().unwrap().is_some_and(|at| at.elapsed() < RECHECK) {
            return Ok((self.local.load(Ordering::Acquire), Vec::new()));
        }
        // Boxed: twice a second, not part of every page request's future.
        Box::pin(self.refresh(db)).await
    }

    /// Reads the database now (after a write of this instance, or when the last read is old).
    pub async fn refresh(&self, db: &DatabaseConnection) -> Result<(i64, Vec<Topic>), DbErr> {
        let _one_reader = self.refresh.lock().await;
        let known = self.local.load(Ordering::Acquire);
        let version = read(db).await?;
        let mut learned = Vec::new();
        if version > known {
            let rows = content_changes::Entity::find()
                .filter(content_changes::Column::Version.gt(known))
                .filter(content_changes::Column::Version.lte(version))
                .order_by_asc(content_changes::Column::Version)
                .all(db)
                .await?;
            let mut recent = self.recent.lock().unwrap();
            for row in rows {
                let topic = Topic::parse(&row.topic);
                learned.push(topic.clone());
                recent.changes.push_back((row.version, topic));
            }
            while recent.changes.len() > REMEMBERED {
                if let Some((v, _)) = recent.changes.pop_front() {
                    recent.floor = recent.floor.max(v);
                }
            }
            self.local.store(version, Ordering::Release);
        }
        *self.checked.lock().unwrap() = Some(Instant::now());
        Ok((version.max(known), learned))
    }

    /// Whether a page built from content at version `since` shows anything changed after
    /// it; `true` when this instance no longer remembers that far back.
    pub fn changed_since(&self, since: i64, topics: &[Topic]) -> bool {
        let recent = self.recent.lock().unwrap();
        if since < recent.floor {
            return true;
        }
        recent.changes.iter().rev().take_while(|(v, _)| *v > since).any(|(_, t)| topics.contains(t))
    }
}

impl Default for ContentVersion {
    fn default() -> Self {
        Self::new()
    }
}

/// Takes the version row's write lock, as the first statement of a content write: writers
/// then queue here (SQLite waits on its busy timeout) instead of two transactions that
/// both read first failing to upgrade to a write lock, and on MySQL a write's reads see
/// no concurrent content write half-way.
pub async fn lock<C: ConnectionTrait>(txn: &C) -> Result<(), DbErr> {
    content_version::Entity::update_many()
        .col_expr(content_version::Column::Version, Expr::col(content_version::Column::Version).into())
        .filter(content_version::Column::Id.eq(content_version::ROW_ID))
        .exec(txn)
        .await?;
    Ok(())
}

/// Bumps the version and records what it changed, inside the caller's transaction (the
/// write's own, so the notice commits or rolls back with it).
pub async fn record<C: ConnectionTrait>(txn: &C, topics: &[Topic]) -> Result<i64, DbErr> {
    content_version::Entity::update_many()
        .col_expr(content_version::Column::Version, Expr::col(content_version::Column::Version).add(1))
        .filter(content_version::Column::Id.eq(content_version::ROW_ID))
        .exec(txn)
        .await?;
    let version = read(txn).await?;
    let names: BTreeSet<String> = topics.iter().map(Topic::name).collect();
    for topic in names {
        content_changes::ActiveModel { version: Set(version), topic: Set(topic) }.insert(txn).await?;
    }
    content_changes::Entity::delete_many()
        .filter(content_changes::Column::Version.lt(version - KEPT_VERSIONS))
        .exec(txn)
        .await?;
    Ok(version)
}

async fn read<C: ConnectionTrait>(db: &C) -> Result<i64, DbErr> {
    Ok(content_version::Entity::find_by_id(content_version::ROW_ID).one(db).await?.map_or(0, |row| row.version))
}
