//! The trait both stores implement, apart from the store that picks one, so each backend
//! takes it from here rather than from the folder's own file.

use bytes::Bytes;

/// What a backend does; keys are `public/<uuid>.<ext>` or `private/<uuid>.<ext>`.
#[async_trait::async_trait]
pub trait Backend: Send + Sync {
    async fn put(&self, key: &str, bytes: Bytes) -> anyhow::Result<()>;
    async fn get(&self, key: &str) -> anyhow::Result<Option<Bytes>>;
    /// Removing a file that is not there is not an error.
    async fn delete(&self, key: &str) -> anyhow::Result<()>;
    /// Every key held (backups read them all; no request does).
    async fn list(&self) -> anyhow::Result<Vec<String>>;
}
