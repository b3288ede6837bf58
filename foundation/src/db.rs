//! Database connection: MySQL in production, a SQLite file by default.

use std::path::Path;
use std::time::Duration;

use migration::{Migrator, MigratorTrait};
use sea_orm::{
    ConnectOptions, ConnectionTrait, Database, DatabaseConnection, DatabaseTransaction, DbBackend, DbErr,
    IsolationLevel, RuntimeErr, Statement, TransactionTrait,
};

#[derive(Debug, Clone)]
pub struct DbTarget {
    pub url: String,
}

impl DbTarget {
    /// With no URL, a SQLite file in the data folder (created when missing).
    pub fn new(url: Option<&str>, data_dir: &Path) -> anyhow::Result<Self> {
        match url.map(str::trim) {
            Some(url) if !url.is_empty() => Ok(Self { url: url.to_owned() }),
            _ => Self::sqlite_file(data_dir),
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

    /// The SQLite file this target names, if it names one.
    pub fn sqlite_path(&self) -> Option<std::path::PathBuf> {
        let rest = self.url.strip_prefix("sqlite://").or_else(|| self.url.strip_prefix("sqlite:"))?;
        let path = rest.split('?').next().unwrap_or_default();
        (!path.is_empty() && !path.starts_with(":memory:")).then(|| std::path::PathBuf::from(path))
    }
}

/// The page store's tables (the server's `ssr::store`): a cache of rendered pages, which a
/// backup leaves out and a restored site fills again by rendering.
pub const PAGE_STORE_TABLES: [&str; 3] = ["page_store_pages", "page_store_topics", "page_store_usage"];

/// How long a SQLite statement waits for the write lock another connection holds (an
/// analysis, a bulk load, a restore) before it fails with SQLITE_BUSY, which a request
/// answers with 503 and Retry-After ([`is_busy`]), never 500.
pub const BUSY_WAIT: Duration = Duration::from_secs(5);

/// A statement that runs longer is logged at info with its text.
pub const SLOW_STATEMENT: Duration = Duration::from_millis(500);

pub async fn connect(target: &DbTarget) -> Result<DatabaseConnection, DbErr> {
    let mut options = ConnectOptions::new(target.url.clone());
    options.max_connections(16).min_connections(1).connect_timeout(Duration::from_secs(10));
    // Every statement at debug (`RUST_LOG=sqlx::query=debug`, its text without its values),
    // and one that ran long at info (`RUST_LOG=sqlx=info`), so a slow page can name its
    // statement. Not at warn, which the default filter shows: a busy machine makes bulk
    // writes slow, and the commands print their results on the same output.
    options
        .sqlx_logging(true)
        .sqlx_logging_level(log::LevelFilter::Debug)
        .sqlx_slow_statements_logging_settings(log::LevelFilter::Info, SLOW_STATEMENT);
    // sqlx's default too, set here so that the bound does not move with it.
    options.map_sqlx_sqlite_opts(|sqlite| sqlite.busy_timeout(BUSY_WAIT));
    let db = Database::connect(options).await?;
    if db.get_database_backend() == DbBackend::Sqlite {
        // WAL lets readers proceed while a write is under way. Each connection keeps sqlx's
        // default of `synchronous=FULL` (a commit is on disk before it is acknowledged, so
        // a killed process or a power cut loses no acknowledged write; tests/crash.rs checks
        // the first) and waits BUSY_WAIT for the write lock (ContentWrite takes it first).
        db.execute_unprepared("PRAGMA journal_mode=WAL").await?;
    }
    Ok(db)
}

/// Whether `err` says the database was busy: SQLite's write lock not had within the busy
/// wait (SQLITE_BUSY, SQLITE_LOCKED and their extended codes), or MySQL's lock wait timeout
/// or the victim of a deadlock. Such a statement changed nothing and may be tried again.
pub fn is_busy(err: &DbErr) -> bool {
    let (DbErr::Exec(runtime) | DbErr::Query(runtime) | DbErr::Conn(runtime)) = err else { return false };
    let RuntimeErr::SqlxError(sea_orm::sqlx::Error::Database(database)) = runtime else { return false };
    if let Some(mysql) = database.try_downcast_ref::<sea_orm::sqlx::mysql::MySqlDatabaseError>() {
        return matches!(mysql.number(), 1205 | 1213);
    }
    // SQLite's primary result code is the low byte of the extended one it reports.
    let code = database.code().and_then(|code| code.parse::<i32>().ok());
    database.try_downcast_ref::<sea_orm::sqlx::sqlite::SqliteError>().is_some()
        && code.is_some_and(|code| matches!(code & 0xff, 5 | 6))
}

/// Brings SQLite's planner statistics up to date (`sqlite_stat1`). Without them SQLite takes
/// every equality for a selective one and may walk the index of a yes-or-no column (all
/// active offers) instead of a product's own. `PRAGMA optimize` analyses only the tables
/// that have no statistics or have grown much since theirs, each from a sample, so a call
/// on an analysed database costs next to nothing. MySQL keeps its statistics itself.
pub async fn refresh_statistics(db: &DatabaseConnection) -> Result<(), DbErr> {
    // 0x10002: look at every table, not only those this connection has read. An explicit
    // mask leaves out optimize's own limit (0x10), hence the connection's.
    sampled(db, "PRAGMA optimize=0x10002").await
}

/// Takes every table's statistics again, after a bulk write (`tradehub demo --products N`,
/// `tradehub reindex`): not only those `PRAGMA optimize` finds missing or much grown, so the
/// next start finds nothing to analyse and no statistics of a smaller catalogue are kept.
/// Sampled as [`refresh_statistics`] samples: a whole `ANALYZE` reads every row with the
/// write lock held (3–4 s at 30,000 generated products), and `reindex` may run beside a
/// serving instance.
pub async fn take_statistics(db: &DatabaseConnection) -> Result<(), DbErr> {
    sampled(db, "ANALYZE").await
}

/// Runs an analysis on SQLite with `analysis_limit`: each index is read for a few hundred
/// rows (and counted), so the write lock the analysis holds is held for a fraction of a
/// whole read (0.6–0.8 s against 3–4 s at 30,000 generated products), within a writer's
/// [`BUSY_WAIT`] there. The limit is the connection's: it is lifted again, so that the pooled
/// connection leaves a whole `ANALYZE` whole.
async fn sampled(db: &DatabaseConnection, analysis: &str) -> Result<(), DbErr> {
    if db.get_database_backend() != DbBackend::Sqlite {
        return Ok(());
    }
    db.execute_unprepared(&format!("PRAGMA analysis_limit=400; {analysis}; PRAGMA analysis_limit=0")).await.map(|_| ())
}

/// Begins a transaction whose every statement reads what is committed when it runs. A write
/// locks an owner row (`caps::lock_owner`) and then reads what the lock guards; MySQL's
/// default, repeatable read, would answer those reads from a snapshot taken at the
/// transaction's first read, before the lock, and so miss what the lock's last holder
/// committed (a quote revised meanwhile, a thread's last number). SQLite has one writer at
/// a time and no such snapshot.
pub async fn begin_committed<C: TransactionTrait + ConnectionTrait>(db: &C) -> Result<DatabaseTransaction, DbErr> {
    if db.get_database_backend() == DbBackend::MySql {
        return db.begin_with_config(Some(IsolationLevel::ReadCommitted), None).await;
    }
    db.begin().await
}

/// Begins a transaction that reads before it writes. SQLite starts a transaction as a
/// reader and takes the write lock at its first write; of two transactions that both read
/// first, the second to write cannot upgrade and fails at once ("database is locked"), busy
/// timeout or not. So on SQLite the first statement takes the write lock (the version row's,
/// as content writes do) and writers queue on the busy timeout. MySQL locks the rows it
/// reads (`lock_exclusive`), so there it begins plainly.
pub async fn begin_write<C: TransactionTrait + ConnectionTrait>(db: &C) -> Result<DatabaseTransaction, DbErr> {
    let txn = begin_committed(db).await?;
    if txn.get_database_backend() == DbBackend::Sqlite {
        crate::content_version::lock(&txn).await?;
    }
    Ok(txn)
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
        .query_one(Statement::from_string(
            DbBackend::MySql,
            format!("SELECT GET_LOCK('{MIGRATION_LOCK}', {LOCK_WAIT_SECS}) AS got"),
        ))
        .await?
        .and_then(|row| row.try_get::<Option<i64>>("", "got").ok().flatten());
    if got != Some(1) {
        return Err(DbErr::Custom(format!("another instance has been migrating for {LOCK_WAIT_SECS} s; try again")));
    }
    let result = Migrator::up(db, None).await;
    let released =
        holder.execute(Statement::from_string(DbBackend::MySql, format!("DO RELEASE_LOCK('{MIGRATION_LOCK}')"))).await;
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

#[cfg(test)]
mod tests {
    use super::*;

    async fn read_then_write(db: DatabaseConnection) -> Result<(), DbErr> {
        let txn = begin_write(&db).await?;
        txn.query_one(Statement::from_string(DbBackend::Sqlite, "SELECT version FROM content_version")).await?;
        // Both writers have read before either writes.
        tokio::time::sleep(Duration::from_millis(150)).await;
        txn.execute_unprepared("UPDATE content_version SET version = version + 1").await?;
        txn.commit().await
    }

    #[tokio::test]
    async fn a_write_transaction_that_reads_first_waits_for_the_other_instead_of_failing() {
        let dir = tempfile::tempdir().unwrap();
        let db = connect(&DbTarget::sqlite_file(dir.path()).unwrap()).await.unwrap();
        migrate(&db).await.unwrap();
        let version = |db: DatabaseConnection| async move {
            let row = db
                .query_one(Statement::from_string(DbBackend::Sqlite, "SELECT version FROM content_version"))
                .await
                .unwrap();
            row.unwrap().try_get::<i64>("", "version").unwrap()
        };
        let before = version(db.clone()).await;
        let (first, second) = tokio::join!(read_then_write(db.clone()), read_then_write(db.clone()));
        first.unwrap();
        second.unwrap();
        assert_eq!(version(db).await, before + 2);
    }

    #[tokio::test]
    async fn statistics_are_sampled_from_a_limited_analysis() {
        let dir = tempfile::tempdir().unwrap();
        let db = connect(&DbTarget::sqlite_file(dir.path()).unwrap()).await.unwrap();
        migrate(&db).await.unwrap();
        refresh_statistics(&db).await.unwrap();
        let stats = db
            .query_one(Statement::from_string(
                DbBackend::Sqlite,
                "SELECT count(*) AS n FROM sqlite_master WHERE name = 'sqlite_stat1'",
            ))
            .await
            .unwrap();
        // Both statements of the one call ran: the analysis after its limit was set.
        assert_eq!(stats.unwrap().try_get::<i64>("", "n").unwrap(), 1, "PRAGMA optimize ran after the limit was set");
    }

    #[tokio::test]
    async fn a_bulk_write_takes_again_the_statistics_optimize_would_keep() {
        let dir = tempfile::tempdir().unwrap();
        // One connection, so that the limit read back is the one the analysis ran under.
        let mut options = ConnectOptions::new(DbTarget::sqlite_file(dir.path()).unwrap().url);
        options.max_connections(1);
        let db = Database::connect(options).await.unwrap();
        let add_rows = "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 100) \
                        INSERT INTO bulk (x) SELECT i FROM n";
        db.execute_unprepared("CREATE TABLE bulk (x INTEGER); CREATE INDEX bulk_x ON bulk (x)").await.unwrap();
        db.execute_unprepared(add_rows).await.unwrap();
        refresh_statistics(&db).await.unwrap();
        // Twice the rows: too little growth for optimize to look again, a bulk write's does.
        db.execute_unprepared(add_rows).await.unwrap();
        take_statistics(&db).await.unwrap();
        let value = |sql: &'static str| {
            let db = db.clone();
            async move {
                let row = db.query_one(Statement::from_string(DbBackend::Sqlite, sql)).await.unwrap().unwrap();
                row.try_get_by_index::<String>(0).unwrap()
            }
        };
        assert_eq!(value("SELECT stat FROM sqlite_stat1 WHERE idx = 'bulk_x'").await, "200 2");
        assert_eq!(value("SELECT CAST(analysis_limit AS TEXT) FROM pragma_analysis_limit").await, "0", "limit lifted");
    }
}
