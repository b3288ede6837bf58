//! The site a backup is taken of or restored into, the options of each command and what
//! they report: shared by taking and restoring, so both import them from here.

use std::path::{Path, PathBuf};

use foundation::db::DbTarget;
use foundation::storage::StorageSettings;

use super::key;
use super::manifest::{DatabaseKind, Manifest};

/// The signing key's file in the data folder (`foundation::secrets`).
pub(super) const SECRET_FILE: &str = "secret.key";

/// The site a backup is taken of, or restored into.
pub struct Site {
    pub data_dir: PathBuf,
    pub database: DbTarget,
    pub storage: StorageSettings,
}

impl Site {
    pub(super) fn kind(&self) -> DatabaseKind {
        if self.database.is_sqlite() {
            DatabaseKind::Sqlite
        } else {
            DatabaseKind::Mysql
        }
    }

    /// The SQLite file of a `sqlite://PATH?…` URL.
    pub(super) fn sqlite_file(&self) -> PathBuf {
        let rest = self.database.url.trim_start_matches("sqlite://").trim_start_matches("sqlite:");
        PathBuf::from(rest.split('?').next().unwrap_or(rest))
    }

    /// The backup key's file: `key_file`, or `backup.key` in the data folder.
    pub(super) fn key_file(&self, key_file: Option<&Path>) -> PathBuf {
        key_file.map_or_else(|| self.data_dir.join(key::DEFAULT_FILE), Path::to_path_buf)
    }
}

#[derive(Debug, Default, Clone)]
pub struct BackupOptions {
    /// Where the backup key is kept (made there when missing); `backup.key` in the data
    /// folder when `None`.
    pub key_file: Option<PathBuf>,
    /// Carry the signing key, encrypted under the backup key, so that sessions survive a
    /// restore.
    pub with_signing_key: bool,
}

#[derive(Debug, Default, Clone)]
pub struct RestoreOptions {
    /// The backup key the backup was taken with; `backup.key` in the data folder when `None`.
    pub key_file: Option<PathBuf>,
    /// Replace a database that holds tables.
    pub force: bool,
}

/// What a backup or restore did, to print.
#[derive(Debug)]
pub struct Report {
    pub manifest: Manifest,
    /// What the operator must still do (a dump tool was missing).
    pub todo: Option<String>,
    /// What the operator should know: a backup key made, the signing key's fate.
    pub notes: Vec<String>,
}
