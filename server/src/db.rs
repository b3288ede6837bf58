//! Database connection: MySQL in production, a SQLite file by default.

use std::path::Path;
use std::time::Duration;

use migration::{Migrator, MigratorTrait};
use sea_orm::{ConnectOptions, ConnectionTrait, Database, DatabaseConnection, DbBackend, DbErr};

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
        // WAL lets readers proceed while a write is under way.
        db.execute_unprepared("PRAGMA journal_mode=WAL").await?;
    }
    Ok(db)
}

pub async fn migrate(db: &DatabaseConnection) -> Result<(), DbErr> {
    Migrator::up(db, None).await
}
