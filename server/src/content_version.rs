//! The content version: a counter in the database that every write to public content
//! bumps. The HTML cache keys pages by it, so no instance serves a page older than a write.

use std::sync::atomic::{AtomicI64, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use sea_orm::sea_query::Expr;
use sea_orm::{ConnectionTrait, DatabaseConnection, DbErr, EntityTrait, QueryFilter, ColumnTrait};

use crate::entities::content_version::{Column, Entity};

/// How long a version read from the database is trusted before it is read again. Writes
/// made through this instance are seen at once; those of other instances within this time.
const RECHECK: Duration = Duration::from_millis(500);

pub struct ContentVersion {
    local: AtomicI64,
    checked: Mutex<Option<Instant>>,
}

impl ContentVersion {
    pub fn new() -> Self {
        Self { local: AtomicI64::new(0), checked: Mutex::new(None) }
    }

    pub async fn current(&self, db: &DatabaseConnection) -> Result<i64, DbErr> {
        let fresh = self.checked.lock().unwrap().is_some_and(|at| at.elapsed() < RECHECK);
        if fresh {
            return Ok(self.local.load(Ordering::Acquire));
        }
        let version = read(db).await?;
        self.local.fetch_max(version, Ordering::AcqRel);
        *self.checked.lock().unwrap() = Some(Instant::now());
        Ok(self.local.load(Ordering::Acquire))
    }

    /// Call after any write that changes what a public page shows.
    pub async fn bump<C: ConnectionTrait>(&self, db: &C) -> Result<i64, DbErr> {
        Entity::update_many()
            .col_expr(Column::Version, Expr::col(Column::Version).add(1))
            .filter(Column::Id.eq(1))
            .exec(db)
            .await?;
        let version = read(db).await?;
        self.local.fetch_max(version, Ordering::AcqRel);
        Ok(version)
    }
}

impl Default for ContentVersion {
    fn default() -> Self {
        Self::new()
    }
}

async fn read<C: ConnectionTrait>(db: &C) -> Result<i64, DbErr> {
    Ok(Entity::find_by_id(1).one(db).await?.map_or(0, |row| row.version))
}
