//! Taking a backup while the site serves: the database, the signing key when asked for,
//! the uploads, then the manifest and its tag.

use std::path::Path;

use anyhow::{bail, Context};
use foundation::storage::FileStore;

use super::key::BackupKey;
use super::manifest::{DatabaseKind, Manifest, SEALED_SECRET_FILE, TAG_FILE, UPLOADS};
use super::place::Place;
use super::site::{BackupOptions, Report, Site, SECRET_FILE};
use super::{mysql, sqlite};

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
