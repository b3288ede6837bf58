//! One migrated and seeded database per backend (and per demo flag) for the whole test
//! process, copied for each test app. Running the 26 migrations, the seed and the search
//! index for each of hundreds of apps was most of a test's own time. A copy is a file copy
//! on SQLite; MySQL has no template databases, so the copy replays the template's own
//! `SHOW CREATE TABLE` statements (foreign keys included, which `CREATE TABLE … LIKE`
//! drops) and an `INSERT … SELECT` per table that has rows, in one round trip. The app
//! still runs its whole start on the copy (migrations, seed, search index) and finds
//! nothing left to do.

use std::path::{Path, PathBuf};
use std::sync::{Mutex, OnceLock};

use foundation::db::DbTarget;
use sea_orm::{ConnectOptions, ConnectionTrait, Database, DatabaseConnection, DbBackend, Statement, TransactionTrait};
use tokio::sync::{mpsc, OnceCell};

/// Template work runs on a runtime that outlives every test: each test has a runtime of
/// its own, and a connection made on one dies with it (the MySQL lock must not).
fn runtime() -> &'static tokio::runtime::Runtime {
    static RUNTIME: OnceLock<tokio::runtime::Runtime> = OnceLock::new();
    RUNTIME.get_or_init(|| {
        tokio::runtime::Builder::new_multi_thread()
            .worker_threads(1)
            .thread_name("test-templates")
            .enable_all()
            .build()
            .expect("a runtime for the test templates")
    })
}

/// What to remove when the test process exits.
static LEFTOVERS: Mutex<Vec<Leftover>> = Mutex::new(Vec::new());

enum Leftover {
    Folder(PathBuf),
    MysqlDatabase { base: String, name: String },
}

extern "C" fn remove_leftovers() {
    let mut leftovers = std::mem::take(&mut *LEFTOVERS.lock().unwrap_or_else(|e| e.into_inner()));
    leftovers.extend(std::mem::take(&mut *OWNED.lock().unwrap_or_else(|e| e.into_inner())));
    for leftover in leftovers {
        match leftover {
            Leftover::Folder(dir) => {
                let _ = std::fs::remove_dir_all(dir);
            }
            // A process that dies before this runs leaves its template; the next run drops
            // it (see `drop_abandoned_templates`).
            Leftover::MysqlDatabase { base, name } => {
                let _ = std::thread::spawn(move || {
                    let rt = tokio::runtime::Builder::new_current_thread().enable_all().build().ok()?;
                    rt.block_on(async {
                        let admin = Database::connect(&base).await.ok()?;
                        admin.execute_unprepared(&format!("DROP DATABASE IF EXISTS `{name}`")).await.ok()
                    })
                })
                .join();
            }
        }
    }
}

fn remember(leftover: Leftover) {
    static REGISTERED: OnceLock<()> = OnceLock::new();
    REGISTERED.get_or_init(|| {
        // SAFETY: registers a plain function with no arguments, once.
        unsafe { libc::atexit(remove_leftovers) };
    });
    LEFTOVERS.lock().unwrap_or_else(|e| e.into_inner()).push(leftover);
}

/// The settings the app starts with, as far as preparing its database goes.
async fn prepare(data_dir: &Path, database: DbTarget, demo: bool) -> DatabaseConnection {
    let settings = super::settings(data_dir, database, demo, super::Spawn::new(super::Backend::Sqlite));
    server::startup::prepare_database(&settings).await.expect("preparing the template database")
}

/// Copies the SQLite template into `data_dir` as the app's database file.
pub async fn sqlite_copy(data_dir: &Path, demo: bool) -> DbTarget {
    static TEMPLATES: [OnceCell<PathBuf>; 2] = [OnceCell::const_new(), OnceCell::const_new()];
    let template = TEMPLATES[usize::from(demo)]
        .get_or_init(|| async move { runtime().spawn(sqlite_template(demo)).await.expect("the template is built") })
        .await;
    let target = DbTarget::sqlite_file(data_dir).expect("the data folder");
    std::fs::copy(template, data_dir.join("tradehub.db")).expect("copying the template database");
    target
}

async fn sqlite_template(demo: bool) -> PathBuf {
    let dir = tempfile::Builder::new().prefix("tradehub-template-").tempdir().expect("a temporary folder").keep();
    remember(Leftover::Folder(dir.clone()));
    let db = prepare(&dir, DbTarget::sqlite_file(&dir).expect("the template folder"), demo).await;
    // Everything into the main file, so that copying it alone copies the database.
    db.execute_unprepared("PRAGMA wal_checkpoint(TRUNCATE)").await.expect("a checkpoint");
    db.close().await.expect("closing the template");
    dir.join("tradehub.db")
}

struct MysqlTemplate {
    /// Every table's `CREATE TABLE`, then the rows of those that have any.
    script: String,
}

/// Databases copied from the MySQL template ahead of the tests that take them, per demo
/// flag. A copy is some fifty `CREATE TABLE`s, which MariaDB makes durable one by one: made
/// here, on the template runtime, while earlier tests run, a test seldom waits for one.
static READY: [OnceLock<tokio::sync::Mutex<mpsc::Receiver<String>>>; 2] = [OnceLock::new(), OnceLock::new()];
/// Copies kept ready per flag, and how many are made at once.
const AHEAD: usize = 2;
/// The test databases this process made and has not dropped yet: dropped at its exit.
static OWNED: Mutex<Vec<Leftover>> = Mutex::new(Vec::new());

/// The name of a database of its own for one test, a copy of the MySQL template.
pub async fn mysql_database(base: &str, demo: bool) -> String {
    let ready = READY[usize::from(demo)].get_or_init(|| {
        let (sender, receiver) = mpsc::channel(AHEAD);
        for _ in 0..AHEAD {
            runtime().spawn(make_copies(base.to_owned(), demo, sender.clone()));
        }
        tokio::sync::Mutex::new(receiver)
    });
    ready.lock().await.recv().await.expect("the copies' maker runs as long as the process")
}

/// Fills `sender` with fresh copies of the template as fast as tests take them.
async fn make_copies(base: String, demo: bool, sender: mpsc::Sender<String>) {
    static TEMPLATES: [OnceCell<MysqlTemplate>; 2] = [OnceCell::const_new(), OnceCell::const_new()];
    let template = TEMPLATES[usize::from(demo)].get_or_init(|| mysql_template(base.clone(), demo)).await;
    while let Ok(permit) = sender.reserve().await {
        let name = format!("th_test_{}", uuid::Uuid::new_v4().simple());
        let owned = Leftover::MysqlDatabase { base: base.clone(), name: name.clone() };
        OWNED.lock().unwrap_or_else(|e| e.into_inner()).push(owned);
        let admin = admin(&base).await;
        admin
            .execute_unprepared(&format!("CREATE DATABASE `{name}` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci"))
            .await
            .expect("creating a test database");
        let mut options = ConnectOptions::new(format!("{base}/{name}"));
        options.max_connections(1).sqlx_logging(false);
        let db = Database::connect(options).await.expect("the test database answers");
        db.execute_unprepared(&template.script).await.expect("copying the template database");
        db.close().await.expect("closing the copy's connection");
        permit.send(name);
    }
}

/// Drops a test's database on the template runtime, so that the test's thread goes on to
/// the next test at once.
pub fn drop_mysql_database(base: &str, name: &str) {
    let (base, name) = (base.to_owned(), name.to_owned());
    runtime().spawn(async move {
        let _ = admin(&base).await.execute_unprepared(&format!("DROP DATABASE IF EXISTS `{name}`")).await;
        let dropped = |owned: &Leftover| matches!(owned, Leftover::MysqlDatabase { name: n, .. } if *n == name);
        OWNED.lock().unwrap_or_else(|e| e.into_inner()).retain(|owned| !dropped(owned));
    });
}

/// A connection pool to the MySQL server itself, on the template runtime.
async fn admin(base: &str) -> &'static DatabaseConnection {
    static ADMIN: OnceCell<DatabaseConnection> = OnceCell::const_new();
    ADMIN.get_or_init(|| async { Database::connect(base).await.expect("TEST_MYSQL_URL answers") }).await
}

async fn mysql_template(base: String, demo: bool) -> MysqlTemplate {
    let admin = Database::connect(&base).await.expect("TEST_MYSQL_URL answers");
    drop_abandoned_templates(&admin).await;
    let name = format!("th_template_{}_{}", uuid::Uuid::new_v4().simple(), if demo { "demo" } else { "plain" });
    // Held by this process for its whole life (the transaction pins one connection and is
    // never ended): a template whose lock is free belongs to a process that is gone.
    let holder = admin.begin().await.expect("a connection for the template's lock");
    let got = holder
        .query_one(Statement::from_string(DbBackend::MySql, format!("SELECT GET_LOCK('{name}', 0) AS got")))
        .await
        .expect("taking the template's lock")
        .and_then(|row| row.try_get::<Option<i64>>("", "got").ok().flatten());
    assert_eq!(got, Some(1), "a fresh lock name is free");
    Box::leak(Box::new(holder));
    admin
        .execute_unprepared(&format!("CREATE DATABASE `{name}` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci"))
        .await
        .expect("creating the template database");
    remember(Leftover::MysqlDatabase { base: base.clone(), name: name.clone() });

    let url = format!("{base}/{name}");
    let db = prepare(&std::env::temp_dir(), DbTarget { url }, demo).await;
    let tables: Vec<String> = db
        .query_all(Statement::from_sql_and_values(
            DbBackend::MySql,
            "SELECT table_name AS t FROM information_schema.tables \
             WHERE table_schema = ? AND table_type = 'BASE TABLE' ORDER BY table_name",
            [name.clone().into()],
        ))
        .await
        .expect("listing the template's tables")
        .iter()
        .map(|row| row.try_get::<String>("", "t").expect("a table name"))
        .collect();
    let mut creates = Vec::new();
    let mut inserts = Vec::new();
    for table in &tables {
        let create = db
            .query_one(Statement::from_string(DbBackend::MySql, format!("SHOW CREATE TABLE `{table}`")))
            .await
            .expect("the template's table definition")
            .and_then(|row| row.try_get::<String>("", "Create Table").ok())
            .expect("a CREATE TABLE statement");
        creates.push(format!("{create};"));
        let has_rows = db
            .query_one(Statement::from_string(
                DbBackend::MySql,
                format!("SELECT EXISTS (SELECT 1 FROM `{table}`) AS has_rows"),
            ))
            .await
            .expect("counting the template's rows")
            .and_then(|row| row.try_get::<i64>("", "has_rows").ok())
            == Some(1);
        if has_rows {
            let columns = stored_columns(&db, &name, table).await;
            inserts.push(format!("INSERT INTO `{table}` ({columns}) SELECT {columns} FROM `{name}`.`{table}`;"));
        }
    }
    db.close().await.expect("closing the template");
    assert!(tables.iter().any(|t| t == "seaql_migrations"), "the template records its migrations");
    let script = format!(
        "SET FOREIGN_KEY_CHECKS = 0;\n{}\n{}\nSET FOREIGN_KEY_CHECKS = 1;",
        creates.join("\n"),
        inserts.join("\n")
    );
    MysqlTemplate { script }
}

/// The table's columns a row is written to, quoted and in order: a generated column is
/// computed by the copy, and MySQL refuses a value for one.
async fn stored_columns(db: &DatabaseConnection, schema: &str, table: &str) -> String {
    db.query_all(Statement::from_sql_and_values(
        DbBackend::MySql,
        "SELECT column_name AS c FROM information_schema.columns \
         WHERE table_schema = ? AND table_name = ? AND extra NOT LIKE '%GENERATED%' ORDER BY ordinal_position",
        [schema.into(), table.into()],
    ))
    .await
    .expect("listing the template's columns")
    .iter()
    .map(|row| format!("`{}`", row.try_get::<String>("", "c").expect("a column name")))
    .collect::<Vec<_>>()
    .join(", ")
}

/// Templates of test processes that ended without removing theirs (killed, or their exit
/// could not reach the server): their lock is free.
async fn drop_abandoned_templates(admin: &DatabaseConnection) {
    let Ok(rows) = admin
        .query_all(Statement::from_string(
            DbBackend::MySql,
            "SELECT schema_name AS s FROM information_schema.schemata WHERE schema_name LIKE 'th\\_template\\_%'",
        ))
        .await
    else {
        return;
    };
    for name in rows.iter().filter_map(|row| row.try_get::<String>("", "s").ok()) {
        let free = admin
            .query_one(Statement::from_string(DbBackend::MySql, format!("SELECT IS_FREE_LOCK('{name}') AS free")))
            .await
            .ok()
            .flatten()
            .and_then(|row| row.try_get::<Option<i64>>("", "free").ok().flatten());
        if free == Some(1) {
            let _ = admin.execute_unprepared(&format!("DROP DATABASE IF EXISTS `{name}`")).await;
        }
    }
}
