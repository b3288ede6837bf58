//! `manifest.json`: what a backup holds, each file with its size and SHA-256, and
//! `manifest.hmac`, its tag under the backup key ([`super::key`]). Both are written last,
//! so a backup without them is unfinished; a restore authenticates the manifest, then checks
//! every file against it, before it changes anything.

use std::collections::HashSet;
use std::io::Read;
use std::path::Path;

use anyhow::{bail, Context};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

pub const FILE: &str = "manifest.json";
pub const TAG_FILE: &str = "manifest.hmac";
/// "/2": the manifest is authenticated and the signing key is left out or encrypted.
/// Format 1 backups had neither, so this release does not restore them.
pub const FORMAT: &str = "tradehub-backup/2";
pub const SQLITE_FILE: &str = "tradehub.db";
pub const MYSQL_FILE: &str = "database.sql";
/// The signing key, encrypted under the backup key; never carried in plain.
pub const SEALED_SECRET_FILE: &str = "secret.key.enc";
pub const UPLOADS: &str = "uploads";

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum DatabaseKind {
    Sqlite,
    Mysql,
}

impl DatabaseKind {
    /// The file of the backup that holds this kind of database.
    pub fn file(self) -> &'static str {
        match self {
            Self::Sqlite => SQLITE_FILE,
            Self::Mysql => MYSQL_FILE,
        }
    }
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
    /// The id of the backup key that tags this manifest (not the key).
    pub key_id: String,
    pub files: Vec<Entry>,
}

#[derive(Debug, Serialize, Deserialize)]
pub struct Entry {
    pub name: String,
    pub bytes: u64,
    pub sha256: String,
}

/// The manifest's fields read before it is authenticated, only to word a refusal.
#[derive(Deserialize)]
pub struct Unverified {
    pub format: Option<String>,
    pub key_id: Option<String>,
}

impl Unverified {
    pub fn of(bytes: &[u8]) -> Self {
        serde_json::from_slice(bytes).unwrap_or(Self { format: None, key_id: None })
    }
}

impl Manifest {
    /// The manifest of the files `names` in `dir`, their checksums read from disk.
    pub async fn of(dir: &Path, database: DatabaseKind, names: Vec<String>, key_id: String) -> anyhow::Result<Self> {
        let dir = dir.to_path_buf();
        let database_included = names.iter().any(|n| n == database.file());
        let files = tokio::task::spawn_blocking(move || {
            names.into_iter().map(|name| entry_at(&dir.join(&name), name)).collect::<anyhow::Result<Vec<_>>>()
        })
        .await??;
        Ok(Self {
            format: FORMAT.into(),
            created_at: chrono::Utc::now(),
            tradehub_version: env!("CARGO_PKG_VERSION").into(),
            database,
            database_included,
            key_id,
            files,
        })
    }

    /// Writes `manifest.json` and returns its bytes, the ones its tag covers.
    pub fn write(&self, dir: &Path) -> anyhow::Result<Vec<u8>> {
        let text = serde_json::to_vec_pretty(self)?;
        std::fs::write(dir.join(FILE), &text).context("writing the manifest")?;
        Ok(text)
    }

    /// Reads an authenticated manifest, refusing one of another format, naming a file no
    /// backup holds (a name climbing out of the folder, say) or one twice, or whose
    /// `database_included` disagrees with its files. The tag makes these the writer's
    /// mistakes rather than an attacker's; they are refused all the same.
    pub fn parse(bytes: &[u8]) -> anyhow::Result<Self> {
        let manifest: Self = serde_json::from_slice(bytes).context("the backup's manifest.json is not readable")?;
        if manifest.format != FORMAT {
            bail!("the backup is of format {:?}; this release reads {FORMAT}", manifest.format);
        }
        let mut seen = HashSet::new();
        for entry in &manifest.files {
            let other_database =
                matches!(entry.name.as_str(), SQLITE_FILE | MYSQL_FILE) && entry.name != manifest.database.file();
            if !is_backup_name(&entry.name) || other_database {
                bail!("the backup's manifest names a file no {:?} backup holds: {:?}", manifest.database, entry.name);
            }
            if !seen.insert(entry.name.as_str()) {
                bail!("the backup's manifest names {} twice", entry.name);
            }
        }
        let holds_database = seen.contains(manifest.database.file());
        if holds_database != manifest.database_included {
            bail!(
                "the backup's manifest says the database is {}included, but {} {}",
                if manifest.database_included { "" } else { "not " },
                if holds_database { "lists" } else { "does not list" },
                manifest.database.file()
            );
        }
        if manifest.database == DatabaseKind::Sqlite && !holds_database {
            bail!("the backup's manifest leaves out the SQLite database, which a SQLite backup always holds");
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

    pub fn names(&self) -> impl Iterator<Item = &str> {
        self.files.iter().map(|e| e.name.as_str())
    }

    pub fn uploads(&self) -> impl Iterator<Item = &str> {
        self.names().filter_map(|name| name.strip_prefix("uploads/"))
    }

    pub fn holds_signing_key(&self) -> bool {
        self.names().any(|name| name == SEALED_SECRET_FILE)
    }
}

/// The names a backup holds: the database, the sealed signing key and the file store's keys.
fn is_backup_name(name: &str) -> bool {
    matches!(name, SQLITE_FILE | MYSQL_FILE | SEALED_SECRET_FILE)
        || name.strip_prefix("uploads/").is_some_and(foundation::storage::is_store_key)
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
    Ok(Entry { name, bytes, sha256: super::key::hex(&hasher.finalize()) })
}

#[cfg(test)]
mod tests {
    use super::*;

    const UPLOAD: &str = "uploads/public/67e55044-10b1-426f-9247-bb680e5fe0c8.png";

    fn manifest(database: &str, included: bool, names: &[&str]) -> Vec<u8> {
        let files: Vec<_> =
            names.iter().map(|n| serde_json::json!({ "name": n, "bytes": 1, "sha256": "00" })).collect();
        serde_json::to_vec(&serde_json::json!({
            "format": FORMAT, "created_at": "2026-01-01T00:00:00Z", "tradehub_version": "0.1.0",
            "database": database, "database_included": included, "key_id": "k", "files": files,
        }))
        .unwrap()
    }

    #[test]
    fn database_included_must_agree_with_the_files() {
        assert!(Manifest::parse(&manifest("sqlite", true, &[SQLITE_FILE, UPLOAD])).is_ok());
        assert!(Manifest::parse(&manifest("mysql", false, &[UPLOAD])).is_ok());
        let refusals = [
            manifest("sqlite", true, &[UPLOAD]),
            manifest("sqlite", false, &[SQLITE_FILE]),
            manifest("sqlite", false, &[]),
            manifest("mysql", true, &[]),
            manifest("mysql", false, &[MYSQL_FILE]),
            manifest("mysql", true, &[MYSQL_FILE, SQLITE_FILE]),
            manifest("sqlite", true, &[SQLITE_FILE, SQLITE_FILE]),
            manifest("sqlite", true, &[SQLITE_FILE, "secret.key"]),
            manifest("sqlite", true, &[SQLITE_FILE, "uploads/../../etc/passwd"]),
        ];
        for bytes in refusals {
            assert!(Manifest::parse(&bytes).is_err(), "{}", String::from_utf8_lossy(&bytes));
        }
    }

    #[test]
    fn an_older_format_is_refused() {
        let mut text = String::from_utf8(manifest("sqlite", true, &[SQLITE_FILE])).unwrap();
        text = text.replace(FORMAT, "tradehub-backup/1");
        assert!(Manifest::parse(text.as_bytes()).unwrap_err().to_string().contains("tradehub-backup/1"));
    }
}
