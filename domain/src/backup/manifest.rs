//! `manifest.json`: what a backup holds, each file with its size and SHA-256. It is
//! written last, so a backup without one is unfinished; a restore checks every file
//! against it before it changes anything.

use std::io::Read;
use std::path::Path;

use anyhow::{bail, Context};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

pub const FILE: &str = "manifest.json";
const FORMAT: &str = "tradehub-backup/1";
pub const SQLITE_FILE: &str = "tradehub.db";
pub const MYSQL_FILE: &str = "database.sql";
pub const SECRET_FILE: &str = "secret.key";
pub const UPLOADS: &str = "uploads";

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum DatabaseKind {
    Sqlite,
    Mysql,
}

#[derive(Debug, Serialize, Deserialize)]
pub struct Manifest {
    pub format: String,
    pub created_at: chrono::DateTime<chrono::Utc>,
    pub tradehub_version: String,
    pub database: DatabaseKind,
    /// Whether the database's file is in the backup (a MySQL backup made where no dump
    /// tool runs holds the uploads only).
    pub database_included: bool,
    pub files: Vec<Entry>,
}

#[derive(Debug, Serialize, Deserialize)]
pub struct Entry {
    pub name: String,
    pub bytes: u64,
    pub sha256: String,
}

impl Manifest {
    /// The manifest of the files `names` in `dir`, their checksums read from disk.
    pub async fn of(dir: &Path, database: DatabaseKind, names: Vec<String>) -> anyhow::Result<Self> {
        let dir = dir.to_path_buf();
        let database_included = names.iter().any(|n| n == SQLITE_FILE || n == MYSQL_FILE);
        let files = tokio::task::spawn_blocking(move || {
            names.into_iter().map(|name| entry(&dir, name)).collect::<anyhow::Result<Vec<_>>>()
        })
        .await??;
        Ok(Self {
            format: FORMAT.into(),
            created_at: chrono::Utc::now(),
            tradehub_version: env!("CARGO_PKG_VERSION").into(),
            database,
            database_included,
            files,
        })
    }

    pub fn write(&self, dir: &Path) -> anyhow::Result<()> {
        let text = serde_json::to_vec_pretty(self)?;
        std::fs::write(dir.join(FILE), text).context("writing the manifest")
    }

    /// Reads a manifest, refusing one of another format or naming a file no backup holds
    /// (a name climbing out of the folder, say).
    pub fn parse(bytes: &[u8]) -> anyhow::Result<Self> {
        let manifest: Self = serde_json::from_slice(bytes).context("the backup's manifest.json is not readable")?;
        if manifest.format != FORMAT {
            bail!("the backup is of format {:?}; this release reads {FORMAT}", manifest.format);
        }
        if let Some(bad) = manifest.files.iter().find(|e| !is_backup_name(&e.name)) {
            bail!("the backup's manifest names a file no backup holds: {:?}", bad.name);
        }
        Ok(manifest)
    }

    /// Refuses the backup unless every file in `dir` has its recorded size and checksum.
    pub async fn verify(&self, dir: &Path) -> anyhow::Result<()> {
        for expected in &self.files {
            let path = dir.join(&expected.name);
            let name = expected.name.clone();
            let found = tokio::task::spawn_blocking(move || entry_at(&path, name)).await?;
            match found {
                Ok(found) if found.bytes == expected.bytes && found.sha256 == expected.sha256 => {}
                Ok(_) => bail!(
                    "{} does not match its checksum in the manifest: the backup is damaged; nothing was restored",
                    expected.name
                ),
                Err(_) => bail!("{} is missing from the backup; nothing was restored", expected.name),
            }
        }
        Ok(())
    }

    pub fn uploads(&self) -> impl Iterator<Item = &str> {
        self.files.iter().filter_map(|e| e.name.strip_prefix("uploads/"))
    }
}

/// The names a backup holds: the database, the signing key and the file store's keys.
fn is_backup_name(name: &str) -> bool {
    matches!(name, SQLITE_FILE | MYSQL_FILE | SECRET_FILE)
        || name.strip_prefix("uploads/").is_some_and(foundation::storage::is_store_key)
}

fn entry(dir: &Path, name: String) -> anyhow::Result<Entry> {
    entry_at(&dir.join(&name), name)
}

fn entry_at(path: &Path, name: String) -> anyhow::Result<Entry> {
    let mut file = std::fs::File::open(path).with_context(|| format!("reading {}", path.display()))?;
    let mut hasher = Sha256::new();
    let mut buffer = vec![0; 64 * 1024];
    let mut bytes = 0u64;
    loop {
        let read = file.read(&mut buffer)?;
        if read == 0 {
            break;
        }
        hasher.update(&buffer[..read]);
        bytes += read as u64;
    }
    let sha256 = hasher.finalize().iter().map(|b| format!("{b:02x}")).collect();
    Ok(Entry { name, bytes, sha256 })
}
