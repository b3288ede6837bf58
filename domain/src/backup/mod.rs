//! `tradehub backup` and `tradehub restore`: the database and the uploads, with a manifest
//! of SHA-256 checksums authenticated by the backup key. SQLite is copied through its online
//! backup API while the site serves ([`sqlite`]); MySQL through `mysqldump
//! --single-transaction` ([`mysql`]).
//!
//! Whoever can write to where backups are kept must not be able to make a restore put their
//! data, or their signing key, into the site. So the manifest is tagged (HMAC-SHA256 over
//! its exact bytes, `manifest.hmac`) under a backup key that never travels with a backup
//! ([`key`]: `backup.key` in the data folder, made by the first backup, or `--key-file`).
//! A restore needs that key; it authenticates the manifest, refuses any file the manifest
//! does not name and any named file missing or changed ([`check`]), and only then changes
//! anything. It never writes over a database that holds tables unless told to (`--force`).
//! A backup of the older format `tradehub-backup/1` has no tag, so it is refused: there is
//! no flag to restore one unchecked, as such a flag is what an attacker would ask for.
//! A restored SQLite file has its planner statistics taken before the site starts.
//!
//! The signing key (`secret.key`, which signs sessions and tokens) is left out unless asked
//! for (`--with-signing-key`), and then carried encrypted under the backup key: a site
//! restored without it makes a new one, and everyone signs in again.

mod check;
mod command;
mod key;
mod manifest;
mod mysql;
mod place;
mod restore;
mod sqlite;

use std::path::{Path, PathBuf};

use anyhow::{bail, Context};

pub use command::{run_backup, run_restore, BackupArgs, RestoreArgs};
pub use key::DEFAULT_FILE as KEY_FILE;
pub use manifest::{DatabaseKind, Manifest};
pub use place::Place;
pub use restore::restore;

use foundation::db::DbTarget;
use foundation::storage::{FileStore, StorageSettings};
use key::BackupKey;
use manifest::{SEALED_SECRET_FILE, TAG_FILE, UPLOADS};

/// The signing key's file in the data folder (`foundation::secrets`).
const SECRET_FILE: &str = "secret.key";

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

    /// The backup key's file: `key_file`, or `backup.key` in the data folder.
    fn key_file(&self, key_file: Option<&Path>) -> PathBuf {
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

/// Takes a backup of `site` into `to`, while the site serves.
pub async fn backup(site: &Site, to: &Place, options: &BackupOptions) -> anyhow::Result<Report> {
    let key_file = site.key_file(options.key_file.as_deref());
    refuse_key_inside(to, &key_file)?;
    let staging = to.staging_for_backup(&site.data_dir)?;
    let (key, made) = BackupKey::load_or_create(&key_file)?;
    let mut notes = Vec::new();
    if made {
        notes.push(format!(
            "a new backup key was made at {}: keep a copy apart from the backups, as no backup restores without it",
            key_file.display()
        ));
    }
    let dir = staging.path();
    let mut names = Vec::new();
    let todo = copy_database(site, dir, &mut names).await?;
    notes.push(seal_signing_key(site, dir, &key, options.with_signing_key, &mut names)?);
    names.extend(copy_uploads(site, dir).await?);
    let manifest = Manifest::of(dir, site.kind(), names, key.id()).await?;
    let written = manifest.write(dir)?;
    std::fs::write(dir.join(TAG_FILE), key.tag(&written)).context("writing the manifest's tag")?;
    to.publish(&staging, &manifest).await?;
    Ok(Report { manifest, todo, notes })
}

/// A key kept in the backup it tags would authenticate nothing.
fn refuse_key_inside(to: &Place, key_file: &Path) -> anyhow::Result<()> {
    let Place::Dir(dir) = to else { return Ok(()) };
    if std::path::absolute(key_file)?.starts_with(std::path::absolute(dir)?) {
        bail!("the backup key {} is inside the backup's folder: keep it apart (--key-file)", key_file.display());
    }
    Ok(())
}

/// The database into `dir`; the operator's to-do when no dump tool runs here.
async fn copy_database(site: &Site, dir: &Path, names: &mut Vec<String>) -> anyhow::Result<Option<String>> {
    let file = site.kind().file();
    match site.kind() {
        DatabaseKind::Sqlite => sqlite::copy(&site.sqlite_file(), &dir.join(file)).await?,
        DatabaseKind::Mysql => {
            if let Err(command) = mysql::dump(&site.database.url, &dir.join(file)).await? {
                return Ok(Some(format!("no mysqldump here: dump the database yourself with `{command}`")));
            }
        }
    }
    names.push(file.to_owned());
    Ok(None)
}

/// The signing key into `dir`, encrypted, when asked for; says what became of it.
fn seal_signing_key(
    site: &Site,
    dir: &Path,
    key: &BackupKey,
    wanted: bool,
    names: &mut Vec<String>,
) -> anyhow::Result<String> {
    let secret = site.data_dir.join(SECRET_FILE);
    if !wanted {
        return Ok("the signing key was left out (--with-signing-key carries it, encrypted): a site restored \
                   from this backup makes a new one, and everyone signs in again"
            .into());
    }
    if !secret.is_file() {
        return Ok(format!("no signing key at {} (is TRADEHUB_SECRET set?): none is in the backup", secret.display()));
    }
    let plain = std::fs::read(&secret).context("reading the signing key")?;
    let path = dir.join(SEALED_SECRET_FILE);
    foundation::data_dir::create_private_file(&path)?;
    std::fs::write(&path, key.seal(&plain)?).context("writing the signing key")?;
    names.push(SEALED_SECRET_FILE.to_owned());
    Ok("the signing key is in the backup, encrypted under the backup key: sessions survive a restore".into())
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
