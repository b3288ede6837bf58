//! `tradehub backup` and `tradehub restore`: the database, the uploads and the signing key,
//! with a manifest of SHA-256 checksums. SQLite is copied through its online backup API
//! while the site serves ([`sqlite`]); MySQL through `mysqldump --single-transaction`
//! ([`mysql`]). A restore checks every checksum before it changes anything, and never
//! writes over a database that holds tables unless told to (`--force`).

mod command;
mod manifest;
mod mysql;
mod place;
mod sqlite;

use std::path::{Path, PathBuf};

use anyhow::{bail, Context};

pub use command::{run_backup, run_restore, BackupArgs, RestoreArgs};
pub use manifest::{DatabaseKind, Manifest};
pub use place::Place;

use foundation::db::DbTarget;
use foundation::storage::{FileStore, StorageSettings};
use manifest::{MYSQL_FILE, SECRET_FILE, SQLITE_FILE, UPLOADS};

/// The site a backup is taken of, or restored into.
pub struct Site {
    pub data_dir: PathBuf,
    pub database: DbTarget,
    pub storage: StorageSettings,
}

impl Site {
    fn kind(&self) -> DatabaseKind {
        if self.database.is_sqlite() {
            DatabaseKind::Sqlite
        } else {
            DatabaseKind::Mysql
        }
    }

    /// The SQLite file of a `sqlite://PATH?…` URL.
    fn sqlite_file(&self) -> PathBuf {
        let rest = self.database.url.trim_start_matches("sqlite://").trim_start_matches("sqlite:");
        PathBuf::from(rest.split('?').next().unwrap_or(rest))
    }
}

/// What a backup or restore did, to print.
#[derive(Debug)]
pub struct Report {
    pub manifest: Manifest,
    /// What the operator must still do (a dump tool was missing).
    pub todo: Option<String>,
}

/// Takes a backup of `site` into `to`, while the site serves.
pub async fn backup(site: &Site, to: &Place) -> anyhow::Result<Report> {
    let staging = to.staging_for_backup(&site.data_dir)?;
    let dir = staging.path();
    let mut names = Vec::new();
    let mut todo = None;
    match site.kind() {
        DatabaseKind::Sqlite => {
            sqlite::copy(&site.sqlite_file(), &dir.join(SQLITE_FILE)).await?;
            names.push(SQLITE_FILE.to_owned());
        }
        DatabaseKind::Mysql => match mysql::dump(&site.database.url, &dir.join(MYSQL_FILE)).await? {
            Ok(()) => names.push(MYSQL_FILE.to_owned()),
            Err(command) => {
                todo = Some(format!("no mysqldump here: dump the database yourself with `{command}`"));
            }
        },
    }
    let secret = site.data_dir.join(SECRET_FILE);
    if secret.is_file() {
        std::fs::copy(&secret, dir.join(SECRET_FILE)).context("copying the signing key")?;
        foundation::data_dir::create_private_file(&dir.join(SECRET_FILE))?;
        names.push(SECRET_FILE.to_owned());
    }
    names.extend(copy_uploads(site, dir).await?);
    let manifest = Manifest::of(dir, site.kind(), names).await?;
    manifest.write(dir)?;
    to.publish(&staging, &manifest).await?;
    Ok(Report { manifest, todo })
}

/// Every file of the store, into `dir/uploads/`; a file removed since its listing is skipped.
async fn copy_uploads(site: &Site, dir: &Path) -> anyhow::Result<Vec<String>> {
    let store = FileStore::open(&site.storage, &site.data_dir).await.context("opening the file store")?;
    let mut names = Vec::new();
    for key in store.keys().await.context("listing the uploads")? {
        let Some(bytes) = store.get(&key).await.with_context(|| format!("reading {key}"))? else { continue };
        let name = format!("{UPLOADS}/{key}");
        let path = dir.join(&name);
        if let Some(parent) = path.parent() {
            foundation::data_dir::create_private(parent)?;
        }
        std::fs::write(&path, &bytes).with_context(|| format!("writing {}", path.display()))?;
        foundation::data_dir::create_private_file(&path)?;
        names.push(name);
    }
    Ok(names)
}

/// Restores the backup at `from` into `site` (stopped): checksums first, then the
/// database (only into an empty one unless `force`), the signing key and the uploads.
pub async fn restore(from: &Place, site: &Site, force: bool) -> anyhow::Result<Report> {
    foundation::data_dir::create_private(&site.data_dir)?;
    let (staging, manifest) = from.fetch(&site.data_dir).await?;
    manifest.verify(staging.path()).await?;
    if manifest.database != site.kind() {
        bail!("the backup holds a {:?} database and the target is not one", manifest.database);
    }
    if !force && !database_is_empty(site).await? {
        bail!("the target database is not empty; restoring would overwrite it (add --force to do so)");
    }
    let dir = staging.path();
    let mut todo = None;
    match site.kind() {
        _ if !manifest.database_included => {
            todo = Some("the backup holds no database dump (it was taken without mysqldump)".to_owned());
        }
        DatabaseKind::Sqlite => sqlite::put_in_place(&dir.join(SQLITE_FILE), &site.sqlite_file())?,
        DatabaseKind::Mysql => {
            if let Err(command) = mysql::load(&site.database.url, &dir.join(MYSQL_FILE)).await? {
                todo = Some(format!("no mysql client here: load the dump yourself with `{command}`"));
            }
        }
    }
    if manifest.files.iter().any(|e| e.name == SECRET_FILE) {
        let target = site.data_dir.join(SECRET_FILE);
        std::fs::copy(dir.join(SECRET_FILE), &target).context("restoring the signing key")?;
        foundation::data_dir::create_private_file(&target)?;
    }
    let store = FileStore::open(&site.storage, &site.data_dir).await.context("opening the file store")?;
    for key in manifest.uploads() {
        let bytes = std::fs::read(dir.join(UPLOADS).join(key))?;
        store.restore(key, bytes.into()).await.with_context(|| format!("restoring {key}"))?;
    }
    Ok(Report { manifest, todo })
}

async fn database_is_empty(site: &Site) -> anyhow::Result<bool> {
    match site.kind() {
        DatabaseKind::Sqlite => sqlite::is_empty(&site.sqlite_file()),
        DatabaseKind::Mysql => {
            let db = foundation::db::connect(&site.database).await.context("connecting to the database")?;
            let empty = mysql::is_empty(&db).await;
            db.close().await?;
            empty
        }
    }
}
