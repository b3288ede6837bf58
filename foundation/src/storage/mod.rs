//! Where uploaded files live: one store with two backends, the local data folder (the
//! default) and S3-compatible object storage (when `--s3-bucket` is given), so several
//! app servers can share files once one machine is not enough.
//!
//! Files are kept under random names the store makes itself; the uploader's file name is
//! never used. Public files (catalogue pictures, profile photos) are served by
//! [`routes`] under `/media/`; private files (KYC documents) have no public address and
//! are read only by authorized calls.

mod backend;
mod local;
mod s3;
mod settings;

use std::sync::Arc;

use bytes::Bytes;
use uuid::Uuid;

pub use backend::Backend;
pub use s3::connect as s3_store;
pub use settings::{S3Settings, StorageSettings};

/// Who may read a file without an authorized call.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Visibility {
    Public,
    Private,
}

impl Visibility {
    fn folder(self) -> &'static str {
        match self {
            Self::Public => "public",
            Self::Private => "private",
        }
    }
}

#[derive(Clone)]
pub struct FileStore {
    backend: Arc<dyn Backend>,
}

impl FileStore {
    pub async fn open(settings: &StorageSettings, data_dir: &std::path::Path) -> anyhow::Result<Self> {
        let backend: Arc<dyn Backend> = match settings {
            StorageSettings::Local => Arc::new(local::LocalFolder::create(&data_dir.join("uploads"))?),
            StorageSettings::S3(s3) => Arc::new(s3::S3Bucket::connect(s3)?),
        };
        Ok(Self { backend })
    }

    /// Stores `bytes` under a new random name with extension `ext`; returns its key.
    pub async fn put(&self, visibility: Visibility, ext: &str, bytes: Bytes) -> anyhow::Result<String> {
        let key = format!("{}/{}.{}", visibility.folder(), Uuid::new_v4(), ext);
        self.backend.put(&key, bytes).await?;
        Ok(key)
    }

    pub async fn get(&self, key: &str) -> anyhow::Result<Option<Bytes>> {
        if !is_store_key(key) {
            return Ok(None);
        }
        self.backend.get(key).await
    }

    pub async fn delete(&self, key: &str) -> anyhow::Result<()> {
        if !is_store_key(key) {
            return Ok(());
        }
        self.backend.delete(key).await
    }

    /// Every file the store holds, by key: for a backup, never for a request.
    pub async fn keys(&self) -> anyhow::Result<Vec<String>> {
        let mut keys = self.backend.list().await?;
        keys.retain(|key| is_store_key(key));
        keys.sort();
        Ok(keys)
    }

    /// Writes a file back under its own key (a restore); a file already there is kept,
    /// since a key names one file's content for good.
    pub async fn restore(&self, key: &str, bytes: Bytes) -> anyhow::Result<()> {
        anyhow::ensure!(is_store_key(key), "{key} is not a name the file store makes");
        if self.backend.get(key).await?.is_some() {
            return Ok(());
        }
        self.backend.put(key, bytes).await
    }

    /// Removes files whose record is gone. A failure is logged, not returned: the record
    /// change already committed, and an unreachable file is harmless but for its space.
    pub async fn delete_quietly(&self, keys: impl IntoIterator<Item = String>) {
        for key in keys {
            if let Err(err) = self.delete(&key).await {
                tracing::warn!(error = ?err, key, "could not remove a stored file");
            }
        }
    }
}

/// The address of a public file (key `public/<name>`), served by [`routes`].
pub fn public_url(key: &str) -> Option<String> {
    key.strip_prefix("public/").filter(|_| is_store_key(key)).map(|name| format!("/media/{name}"))
}

/// Only names this store made: a folder, a UUID and a short extension. Anything else
/// (`..`, slashes, other folders) never reaches a backend.
pub fn is_store_key(key: &str) -> bool {
    let Some((folder, name)) = key.split_once('/') else { return false };
    (folder == "public" || folder == "private") && is_file_name(name)
}

pub fn is_file_name(name: &str) -> bool {
    let Some((stem, ext)) = name.split_once('.') else { return false };
    Uuid::parse_str(stem).is_ok_and(|u| u.hyphenated().to_string() == stem)
        && matches!(ext, "png" | "jpg" | "webp" | "pdf")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_names_the_store_made_are_keys() {
        let key = format!("private/{}.pdf", Uuid::new_v4());
        assert!(is_store_key(&key));
        assert!(!is_store_key("private/../secret.pdf"));
        assert!(!is_store_key("other/1b4e28ba-2fa1-11d2-883f-0016d3cca427.pdf"));
        assert!(!is_store_key("public/1b4e28ba-2fa1-11d2-883f-0016d3cca427.html"));
        assert!(!is_store_key("public/1B4E28BA-2FA1-11D2-883F-0016D3CCA427.png"));
        assert_eq!(public_url(&key), None);
    }

    #[tokio::test]
    async fn local_files_are_owner_only_and_removed() {
        use std::os::unix::fs::PermissionsExt;
        let dir = tempfile::tempdir().unwrap();
        let store = FileStore::open(&StorageSettings::Local, dir.path()).await.unwrap();
        let key = store.put(Visibility::Private, "pdf", Bytes::from_static(b"%PDF-1.4")).await.unwrap();
        let path = dir.path().join("uploads").join(&key);
        assert_eq!(std::fs::metadata(&path).unwrap().permissions().mode() & 0o777, 0o600);
        assert_eq!(std::fs::metadata(path.parent().unwrap()).unwrap().permissions().mode() & 0o777, 0o700);
        assert_eq!(store.get(&key).await.unwrap().unwrap(), Bytes::from_static(b"%PDF-1.4"));
        store.delete(&key).await.unwrap();
        assert!(store.get(&key).await.unwrap().is_none());
        store.delete(&key).await.unwrap();
    }
}
