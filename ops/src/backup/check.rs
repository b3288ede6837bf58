//! What a restore refuses, all of it found before anything is changed: a manifest its tag
//! does not authenticate (changed, tagged under another backup key, or untagged, as every
//! format 1 backup is), a file the manifest does not name, a named file missing or changed,
//! and a signing key that does not decrypt. Each refusal names the file.

use std::collections::HashSet;

use anyhow::{bail, Context};

use super::key::BackupKey;
use super::manifest::{Manifest, Unverified, FILE, FORMAT, SEALED_SECRET_FILE, TAG_FILE};
use super::place::{Fetched, Place};

/// A backup found whole and as it was written.
pub struct Checked {
    pub manifest: Manifest,
    /// The signing key, decrypted, when the backup carries it.
    pub signing_key: Option<Vec<u8>>,
}

pub async fn check(from: &Place, fetched: &Fetched, key: &BackupKey) -> anyhow::Result<Checked> {
    authenticate(fetched, key)?;
    let manifest = Manifest::parse(&fetched.manifest)?;
    // Only now are the manifest's names believed, and a bucket's files fetched by them.
    let named: HashSet<&str> = manifest.names().chain([FILE, TAG_FILE]).collect();
    if let Some(extra) = fetched.present.iter().find(|name| !named.contains(name.as_str())) {
        bail!("{extra} is in the backup but not in its manifest: it was added after the backup; nothing was restored");
    }
    from.fetch_files(fetched, &manifest).await?;
    let dir = fetched.staging.path();
    manifest.verify(dir).await?;
    let signing_key = if manifest.holds_signing_key() {
        let sealed = std::fs::read(dir.join(SEALED_SECRET_FILE)).context("reading the signing key")?;
        let opened = key.open(&sealed).with_context(|| {
            format!("{SEALED_SECRET_FILE} does not decrypt with the backup key: it was changed; nothing was restored")
        })?;
        Some(opened)
    } else {
        None
    };
    Ok(Checked { manifest, signing_key })
}

/// Refuses a manifest whose tag is missing or is not the manifest's under `key`. What the
/// manifest claims is read only to word the refusal.
fn authenticate(fetched: &Fetched, key: &BackupKey) -> anyhow::Result<()> {
    let claimed = Unverified::of(&fetched.manifest);
    let Some(tag) = &fetched.tag else {
        match claimed.format {
            Some(format) if format != FORMAT => bail!(
                "the backup is of format {format:?}, whose manifest is not authenticated: this release restores \
                 {FORMAT} backups only (take a new backup, or restore this one with the release that took it); \
                 nothing was restored"
            ),
            _ => bail!(
                "the backup has no {TAG_FILE}: its {FILE} cannot be authenticated (the backup is unfinished, or \
                 the tag was removed); nothing was restored"
            ),
        }
    };
    if key.verifies(&fetched.manifest, tag) {
        return Ok(());
    }
    match claimed.key_id {
        Some(id) if id != key.id() => bail!(
            "{FILE} does not match {TAG_FILE}: the backup was taken with another backup key (its id is {id:?}, \
             the key at {} has {:?}), or its manifest was changed; nothing was restored",
            key.path.display(),
            key.id()
        ),
        _ => bail!(
            "{FILE} was changed after the backup was taken: it does not match {TAG_FILE} under the backup key \
             at {}; nothing was restored",
            key.path.display()
        ),
    }
}
