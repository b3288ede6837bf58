//! Where a backup is kept: a folder, or `s3://bucket/prefix` (any S3-compatible service,
//! through the client the file store uses). A bucket's files pass through a folder of
//! their own in the data folder, removed afterwards.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use anyhow::{bail, Context};
use futures_util::StreamExt;
use object_store::path::Path as Key;
use object_store::ObjectStore;
use tokio::io::AsyncWriteExt;

use super::manifest::{self, Manifest};

pub enum Place {
    Dir(PathBuf),
    Bucket { store: Arc<dyn ObjectStore>, prefix: String },
}

/// A folder holding a backup's files: the backup's own folder, or a temporary one.
pub struct Staging {
    dir: PathBuf,
    temporary: bool,
}

impl Staging {
    pub fn path(&self) -> &Path {
        &self.dir
    }

    fn temporary(work: &Path) -> anyhow::Result<Self> {
        let dir = work.join(format!(".backup-{}", uuid::Uuid::new_v4().simple()));
        foundation::data_dir::create_private(&dir).with_context(|| format!("creating {}", dir.display()))?;
        Ok(Self { dir, temporary: true })
    }
}

impl Drop for Staging {
    fn drop(&mut self) {
        if self.temporary {
            let _ = std::fs::remove_dir_all(&self.dir);
        }
    }
}

impl Place {
    /// A folder path, or `s3://bucket/prefix` reached at `endpoint` (AWS when `None`).
    pub fn parse(text: &str, endpoint: Option<String>, region: Option<String>) -> anyhow::Result<Self> {
        let Some(rest) = text.strip_prefix("s3://") else {
            return Ok(Self::Dir(PathBuf::from(text)));
        };
        let (bucket, prefix) = rest.split_once('/').unwrap_or((rest, ""));
        if bucket.is_empty() {
            bail!("{text} names no bucket (s3://bucket/prefix)");
        }
        let settings =
            foundation::storage::S3Settings { bucket: bucket.into(), endpoint, region, prefix: String::new() };
        let store = foundation::storage::s3_store(&settings)?;
        Ok(Self::Bucket { store: Arc::new(store), prefix: prefix.trim_matches('/').to_owned() })
    }

    /// Where a new backup's files are written: the (new or empty) folder itself, or a
    /// temporary folder in `work` for a bucket.
    pub fn staging_for_backup(&self, work: &Path) -> anyhow::Result<Staging> {
        match self {
            Self::Dir(dir) => {
                let used = std::fs::read_dir(dir).map(|mut d| d.next().is_some()).unwrap_or(false);
                if used {
                    bail!("{} is not empty: give a new folder for each backup", dir.display());
                }
                foundation::data_dir::create_private(dir).with_context(|| format!("creating {}", dir.display()))?;
                Ok(Staging { dir: dir.clone(), temporary: false })
            }
            Self::Bucket { .. } => Staging::temporary(work),
        }
    }

    /// Sends a finished backup to the bucket, the manifest last (a folder holds it already).
    pub async fn publish(&self, staging: &Staging, manifest: &Manifest) -> anyhow::Result<()> {
        let Self::Bucket { store, prefix } = self else { return Ok(()) };
        let names = manifest.files.iter().map(|e| e.name.as_str()).chain([manifest::FILE]);
        for name in names {
            let mut file = tokio::fs::File::open(staging.path().join(name)).await?;
            let mut upload = object_store::buffered::BufWriter::new(store.clone(), key(prefix, name));
            tokio::io::copy(&mut file, &mut upload).await.with_context(|| format!("uploading {name}"))?;
            upload.shutdown().await.with_context(|| format!("uploading {name}"))?;
        }
        Ok(())
    }

    /// The backup's files in a folder, with its manifest (read, not yet checked).
    pub async fn fetch(&self, work: &Path) -> anyhow::Result<(Staging, Manifest)> {
        let staging = match self {
            Self::Dir(dir) => Staging { dir: dir.clone(), temporary: false },
            Self::Bucket { .. } => Staging::temporary(work)?,
        };
        if let Self::Bucket { store, prefix } = self {
            download(store, &key(prefix, manifest::FILE), &staging.path().join(manifest::FILE)).await?;
        }
        let text = std::fs::read(staging.path().join(manifest::FILE))
            .context("the backup has no manifest.json: it is unfinished or not a Tradehub backup")?;
        let manifest = Manifest::parse(&text)?;
        if let Self::Bucket { store, prefix } = self {
            for entry in &manifest.files {
                let local = staging.path().join(&entry.name);
                if let Some(parent) = local.parent() {
                    foundation::data_dir::create_private(parent)?;
                }
                // A file the bucket lacks is left out here; the checksums then refuse the backup.
                let _ = download(store, &key(prefix, &entry.name), &local).await;
            }
        }
        Ok((staging, manifest))
    }
}

fn key(prefix: &str, name: &str) -> Key {
    if prefix.is_empty() {
        Key::from(name)
    } else {
        Key::from(format!("{prefix}/{name}"))
    }
}

async fn download(store: &Arc<dyn ObjectStore>, key: &Key, local: &Path) -> anyhow::Result<()> {
    let mut chunks = store.get(key).await.with_context(|| format!("reading {key} from the bucket"))?.into_stream();
    let mut file = tokio::fs::File::create(local).await?;
    while let Some(chunk) = chunks.next().await {
        file.write_all(&chunk?).await?;
    }
    file.flush().await?;
    Ok(())
}
