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

    /// Sends a finished backup to the bucket, the manifest and its tag last (a folder holds
    /// it already).
    pub async fn publish(&self, staging: &Staging, manifest: &Manifest) -> anyhow::Result<()> {
        let Self::Bucket { store, prefix } = self else { return Ok(()) };
        for name in manifest.names().chain([manifest::FILE, manifest::TAG_FILE]) {
            let mut file = tokio::fs::File::open(staging.path().join(name)).await?;
            let mut upload = object_store::buffered::BufWriter::new(store.clone(), key(prefix, name));
            tokio::io::copy(&mut file, &mut upload).await.with_context(|| format!("uploading {name}"))?;
            upload.shutdown().await.with_context(|| format!("uploading {name}"))?;
        }
        Ok(())
    }

    /// The backup's manifest and tag (read, not yet checked), and the name of every file it
    /// holds, so that a restore can refuse one its manifest does not name.
    pub async fn fetch(&self, work: &Path) -> anyhow::Result<Fetched> {
        let (staging, present) = match self {
            Self::Dir(dir) => (Staging { dir: dir.clone(), temporary: false }, files_in(dir)?),
            Self::Bucket { store, prefix } => (Staging::temporary(work)?, objects_in(store, prefix).await?),
        };
        if let Self::Bucket { store, prefix } = self {
            for name in [manifest::FILE, manifest::TAG_FILE].into_iter().filter(|n| present.iter().any(|p| p == n)) {
                download(store, &key(prefix, name), &staging.path().join(name)).await?;
            }
        }
        let manifest = std::fs::read(staging.path().join(manifest::FILE))
            .context("the backup has no manifest.json: it is unfinished or not a Tradehub backup")?;
        let tag = std::fs::read(staging.path().join(manifest::TAG_FILE)).ok();
        Ok(Fetched { staging, manifest, tag, present })
    }

    /// Brings the files of an authenticated manifest into the staging folder (a folder's
    /// backup is there already).
    pub async fn fetch_files(&self, fetched: &Fetched, manifest: &Manifest) -> anyhow::Result<()> {
        let Self::Bucket { store, prefix } = self else { return Ok(()) };
        for name in manifest.names() {
            let local = fetched.staging.path().join(name);
            if let Some(parent) = local.parent() {
                foundation::data_dir::create_private(parent)?;
            }
            // A file the bucket lacks is left out here; the checksums then refuse the backup.
            let _ = download(store, &key(prefix, name), &local).await;
        }
        Ok(())
    }
}

/// What [`Place::fetch`] found.
pub struct Fetched {
    pub staging: Staging,
    /// The exact bytes of `manifest.json`, which its tag covers.
    pub manifest: Vec<u8>,
    pub tag: Option<Vec<u8>>,
    /// Every file of the backup, by its name in the manifest's terms (`uploads/public/…`).
    pub present: Vec<String>,
}

/// Every file under `root`, by its path from it with `/` between folders. A link or other
/// special file is refused: a backup writes plain files only, and a link would make a
/// checked name read from elsewhere.
fn files_in(root: &Path) -> anyhow::Result<Vec<String>> {
    let mut names = Vec::new();
    let mut folders = vec![String::new()];
    while let Some(folder) = folders.pop() {
        let path = root.join(&folder);
        for item in std::fs::read_dir(&path).with_context(|| format!("reading {}", path.display()))? {
            let item = item?;
            let name = format!("{folder}{}", item.file_name().to_string_lossy());
            let kind = item.file_type()?;
            if kind.is_dir() {
                folders.push(format!("{name}/"));
            } else if kind.is_file() {
                names.push(name);
            } else {
                bail!("{name} in the backup is not a plain file (a link?); nothing was restored");
            }
        }
    }
    Ok(names)
}

/// Every object under the prefix, by its name below it.
async fn objects_in(store: &Arc<dyn ObjectStore>, prefix: &str) -> anyhow::Result<Vec<String>> {
    let root = (!prefix.is_empty()).then(|| Key::from(prefix));
    let lead = root.as_ref().map(|root| format!("{root}/")).unwrap_or_default();
    let mut listing = store.list(root.as_ref());
    let mut names = Vec::new();
    while let Some(object) = listing.next().await {
        let location = object.context("listing the backup in the bucket")?.location;
        names.push(location.as_ref().strip_prefix(&lead).unwrap_or(location.as_ref()).to_owned());
    }
    Ok(names)
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
