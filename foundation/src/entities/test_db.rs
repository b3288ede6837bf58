//! Migrated databases for tests: an in-memory SQLite one, and a fresh MySQL/MariaDB
//! database when `TEST_MYSQL_URL` (a server URL such as `mysql://root@127.0.0.1:3306`)
//! is set.

use migration::{Migrator, MigratorTrait};
use sea_orm::{ConnectionTrait, Database, DatabaseConnection, DbBackend, Statement};

pub async fn sqlite() -> DatabaseConnection {
    let db = Database::connect("sqlite::memory:").await.expect("open SQLite");
    Migrator::up(&db, None).await.expect("migrate SQLite");
    db
}

/// A migrated database of its own on the MySQL server, dropped by [`MySqlDb::drop`].
pub struct MySqlDb {
    pub db: DatabaseConnection,
    server: DatabaseConnection,
    name: String,
}

pub async fn mysql(label: &str) -> Option<MySqlDb> {
    let url = std::env::var("TEST_MYSQL_URL").ok().filter(|u| !u.trim().is_empty())?;
    let server_url = server_part(url.trim()).to_owned();
    let name = format!("tradehub_test_{label}_{}_{}", std::process::id(), chrono::Utc::now().timestamp_micros());
    let server = Database::connect(&server_url).await.expect("reach TEST_MYSQL_URL");
    server
        .execute(Statement::from_string(
            DbBackend::MySql,
            format!("CREATE DATABASE `{name}` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci"),
        ))
        .await
        .expect("create test database");
    let db = Database::connect(format!("{server_url}/{name}")).await.expect("open test database");
    Migrator::up(&db, None).await.expect("migrate MySQL");
    Some(MySqlDb { db, server, name })
}

impl MySqlDb {
    pub async fn drop(self) {
        self.db.close().await.ok();
        self.server
            .execute(Statement::from_string(DbBackend::MySql, format!("DROP DATABASE `{}`", self.name)))
            .await
            .expect("drop test database");
    }
}

/// `mysql://user@host:port/db?x` → `mysql://user@host:port`.
fn server_part(url: &str) -> &str {
    let after_scheme = url.find("://").map_or(0, |i| i + 3);
    match url[after_scheme..].find(['/', '?']) {
        Some(i) => &url[..after_scheme + i],
        None => url,
    }
}
