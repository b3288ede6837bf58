//! Database connection: MySQL in production, a SQLite file by default.

use std::path::Path;
use std::time::Duration;

use migration::{Migrator, MigratorTrait};
use sea_orm::{ConnectOptions, ConnectionTrait, Database, DatabaseConnection, DbBackend, DbErr, Statement, TransactionTrait};

use crate::cli::DbArgs;

#[derive(Debug, Clone)]
pub struct DbTarget {
    pub url: String,
}

impl DbTarget {
    /// With no URL, a SQLite file in the data folder (created when missing).
    pub fn from_args(args: &DbArgs) -> anyhow::Result<Self> {
        match &args.database_url {
            Some(url) if !url.trim().is_empty() => Ok(Self { url: url.trim().to_owned() }),
            _ => Ok(Self::sqlite_file(&args.data_dir)?),
        }
    }

    /// The folder and the file are the server's alone (0700, 0600): they hold password
    /// hashes, sessions and the signing secret.
    pub fn sqlite_file(data_dir: &Path) -> anyhow::Result<Self> {
        crate::data_dir::create_private(data_dir)?;
        let file = data_dir.join("tradehub.db");
        crate::data_dir::create_private_file(&file)?;
        Ok(Self { url: format!("sqlite://{}?mode=rwc", file.display()) })
    }

    pub fn is_sqlite(&self) -> bool {
        self.url.starts_with("sqlite:")
    }
}

pub async fn connect(target: &DbTarget) -> Result<DatabaseConnection, DbErr> {
    let mut options = ConnectOptions::new(target.url.clone());
    options
        .max_connections(16)
        .min_connections(1)
        .connect_timeout(Duration::from_secs(10))
        .sqlx_logging(false);
    let db = Database::connect(options).await?;
    if db.get_database_backend() == DbBackend::Sqlite {
        // WAL lets readers proceed while a write is under way. Each connection keeps sqlx's
        // defaults of `synchronous=FULL` (a commit is on disk before it is acknowledged, so
        // a killed process or a power cut loses no acknowledged write; tests/crash.rs checks
        // the first) and a 5 s busy wait for the write lock (ContentWrite takes it first).
        db.execute_unprepared("PRAGMA journal_mode=WAL").await?;
    }
    Ok(db)
}

/// Applies pending migrations. On MySQL one instance at a time: a named lock, held by a
/// connection of its own (a transaction pins one) while the pool's other connections run
/// the migrations, so a second `tradehub migrate` waits, then finds nothing left to do.
pub async fn migrate(db: &DatabaseConnection) -> Result<(), DbErr> {
    if db.get_database_backend() != DbBackend::MySql {
        return Migrator::up(db, None).await;
    }
    let holder = db.begin().await?;
    let got = holder
        .query_one(Statement::from_string(DbBackend::MySql, format!("SELECT GET_LOCK('{MIGRATION_LOCK}', {LOCK_WAIT_SECS}) AS got")))
        .await?
        .and_then(|row| row.try_get::<Option<i64>>("", "got").ok().flatten());
    if got != Some(1) {
        return Err(DbErr::Custom(format!("another instance has been migrating for {LOCK_WAIT_SECS} s; try again")));
    }
    let result = Migrator::up(db, None).await;
    let released = holder
        .execute(Statement::from_string(DbBackend::MySql, format!("DO RELEASE_LOCK('{MIGRATION_LOCK}')")))
        .await;
    holder.commit().await?;
    result.and(released.map(|_| ()))
}

const MIGRATION_LOCK: &str = "tradehub_migrate";
const LOCK_WAIT_SECS: u32 = 600;

/// Refuses a database whose schema is behind this release (rolling deploys migrate first).
pub async fn require_current_schema(db: &DatabaseConnection) -> anyhow::Result<()> {
    let pending = Migrator::get_pending_migrations(db).await?;
    if !pending.is_empty() {
        anyhow::bail!(
            "the database schema is {} migration(s) behind this release: run `tradehub migrate` first (or start with --migrate)",
            pending.len()
        );
    }
    Ok(())
}
