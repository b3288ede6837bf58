//! Putting a checked backup in place, in a stopped site.

use std::path::Path;

use anyhow::{bail, Context};

use super::check::{check, Checked};
use super::key::BackupKey;
use super::manifest::{DatabaseKind, UPLOADS};
use super::place::Place;
use super::site::{Report, RestoreOptions, Site, SECRET_FILE};
use super::{mysql, sqlite};
use foundation::storage::FileStore;

/// Restores the backup at `from` into `site` (stopped): every check first ([`check`]),
/// then the database (only into an empty one unless `force`), the signing key and the uploads.
pub async fn restore(from: &Place, site: &Site, options: &RestoreOptions) -> anyhow::Result<Report> {
    let key = BackupKey::load(&site.key_file(options.key_file.as_deref()))?;
    foundation::data_dir::create_private(&site.data_dir)?;
    let fetched = from.fetch(&site.data_dir).await?;
    let Checked { manifest, signing_key } = check(from, &fetched, &key).await?;
    if manifest.database != site.kind() {
        bail!("the backup holds a {:?} database and the target is not one", manifest.database);
    }
    if !options.force && !database_is_empty(site).await? {
        bail!("the target database is not empty; restoring would overwrite it (add --force to do so)");
    }
    let dir = fetched.staging.path();
    let todo = restore_database(site, dir, manifest.database_included).await?;
    let notes = vec![restore_signing_key(site, signing_key)?];
    let store = FileStore::open(&site.storage, &site.data_dir).await.context("opening the file store")?;
    for key in manifest.uploads() {
        let bytes = std::fs::read(dir.join(UPLOADS).join(key))?;
        store.restore(key, bytes.into()).await.with_context(|| format!("restoring {key}"))?;
    }
    Ok(Report { manifest, todo, notes })
}

/// The database from `dir`; the operator's to-do when it cannot be loaded here.
async fn restore_database(site: &Site, dir: &Path, included: bool) -> anyhow::Result<Option<String>> {
    if !included {
        return Ok(Some("the backup holds no database dump (it was taken without mysqldump)".to_owned()));
    }
    let file = dir.join(site.kind().file());
    match site.kind() {
        DatabaseKind::Sqlite => {
            sqlite::put_in_place(&file, &site.sqlite_file())?;
            // The copy's statistics are the old site's, or none: take them now (cheap), so
            // the first requests are planned on the restored rows.
            let db = foundation::db::connect(&site.database).await.context("opening the restored database")?;
            foundation::db::refresh_statistics(&db).await.context("taking the planner's statistics")?;
            db.close().await?;
        }
        DatabaseKind::Mysql => {
            if let Err(command) = mysql::load(&site.database.url, &file).await? {
                return Ok(Some(format!("no mysql client here: load the dump yourself with `{command}`")));
            }
        }
    }
    Ok(None)
}

/// Puts the backup's signing key in place, or, when it carries none, removes the site's
/// own: its sessions and tokens name rows of the database just replaced, and must not
/// sign anyone in as whoever holds those ids now. Says what became of it.
fn restore_signing_key(site: &Site, signing_key: Option<Vec<u8>>) -> anyhow::Result<String> {
    let target = site.data_dir.join(SECRET_FILE);
    let Some(plain) = signing_key else {
        match std::fs::remove_file(&target) {
            Err(e) if e.kind() != std::io::ErrorKind::NotFound => {
                return Err(e).with_context(|| format!("removing the old signing key {}", target.display()))
            }
            _ => {}
        }
        return Ok("the backup holds no signing key: the site makes a new one at start, so every session and \
                   token is void and everyone signs in again"
            .into());
    };
    let incoming = site.data_dir.join("secret.key.restoring");
    foundation::data_dir::create_private_file(&incoming)?;
    std::fs::write(&incoming, plain).context("restoring the signing key")?;
    std::fs::rename(&incoming, &target).context("restoring the signing key")?;
    Ok("the signing key was restored: sessions and tokens signed before the backup stay valid".into())
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
