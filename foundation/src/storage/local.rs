//! The local backend: files in the data folder, readable by the server's user only.

use std::io::Write;
use std::os::unix::fs::{DirBuilderExt, OpenOptionsExt};
use std::path::{Path, PathBuf};

use anyhow::Context;
use bytes::Bytes;

pub struct LocalFolder {
    root: PathBuf,
}

impl LocalFolder {
    pub fn create(root: &Path) -> anyhow::Result<Self> {
        for folder in ["public", "private"] {
            std::fs::DirBuilder::new()
                .recursive(true)
                .mode(0o700)
                .create(root.join(folder))
                .with_context(|| format!("creating {}", root.join(folder).display()))?;
        }
        Ok(Self { root: root.to_path_buf() })
    }
}

#[async_trait::async_trait]
impl super::backend::Backend for LocalFolder {
    async fn put(&self, key: &str, bytes: Bytes) -> anyhow::Result<()> {
        let path = self.root.join(key);
        tokio::task::spawn_blocking(move || -> anyhow::Result<()> {
            // create_new: a random name never overwrites; 0600: other local users
            // cannot read KYC documents.
            let mut file = std::fs::OpenOptions::new().write(true).create_new(true).mode(0o600).open(&path)?;
            file.write_all(&bytes)?;
            file.sync_all()?;
            Ok(())
        })
        .await?
    }

    async fn get(&self, key: &str) -> anyhow::Result<Option<Bytes>> {
        match tokio::fs::read(self.root.join(key)).await {
            Ok(bytes) => Ok(Some(bytes.into())),
            Err(err) if err.kind() == std::io::ErrorKind::NotFound => Ok(None),
            Err(err) => Err(err.into()),
        }
    }

    async fn list(&self) -> anyhow::Result<Vec<String>> {
        let mut keys = Vec::new();
        for folder in ["public", "private"] {
            let mut entries = tokio::fs::read_dir(self.root.join(folder)).await?;
            while let Some(entry) = entries.next_entry().await? {
                if let Some(name) = entry.file_name().to_str() {
                    keys.push(format!("{folder}/{name}"));
                }
            }
        }
        Ok(keys)
    }

    async fn delete(&self, key: &str) -> anyhow::Result<()> {
        match tokio::fs::remove_file(self.root.join(key)).await {
            Err(err) if err.kind() != std::io::ErrorKind::NotFound => Err(err.into()),
            _ => Ok(()),
        }
    }
}
