//! The S3 backend, through `object_store` (any S3-compatible service: AWS, MinIO, R2…).

use bytes::Bytes;
use object_store::aws::{AmazonS3, AmazonS3Builder};
use object_store::path::Path;
use object_store::{ObjectStore, PutPayload};

use super::settings::S3Settings;

pub struct S3Bucket {
    store: AmazonS3,
    prefix: String,
}

/// A client of `settings`' bucket; credentials come from the standard AWS_* variables.
pub fn connect(settings: &S3Settings) -> anyhow::Result<AmazonS3> {
    let mut builder = AmazonS3Builder::from_env().with_bucket_name(&settings.bucket);
    if let Some(endpoint) = &settings.endpoint {
        builder = builder
            .with_endpoint(endpoint)
            .with_virtual_hosted_style_request(false)
            .with_allow_http(endpoint.starts_with("http://"));
    }
    if let Some(region) = &settings.region {
        builder = builder.with_region(region);
    }
    Ok(builder.build()?)
}

impl S3Bucket {
    pub fn connect(settings: &S3Settings) -> anyhow::Result<Self> {
        Ok(Self { store: connect(settings)?, prefix: settings.prefix.trim_matches('/').to_owned() })
    }

    fn path(&self, key: &str) -> Path {
        if self.prefix.is_empty() {
            Path::from(key)
        } else {
            Path::from(format!("{}/{key}", self.prefix))
        }
    }
}

#[async_trait::async_trait]
impl super::backend::Backend for S3Bucket {
    async fn put(&self, key: &str, bytes: Bytes) -> anyhow::Result<()> {
        self.store.put(&self.path(key), PutPayload::from_bytes(bytes)).await?;
        Ok(())
    }

    async fn get(&self, key: &str) -> anyhow::Result<Option<Bytes>> {
        match self.store.get(&self.path(key)).await {
            Ok(found) => Ok(Some(found.bytes().await?)),
            Err(object_store::Error::NotFound { .. }) => Ok(None),
            Err(err) => Err(err.into()),
        }
    }

    async fn list(&self) -> anyhow::Result<Vec<String>> {
        use futures_util::TryStreamExt;
        let root = (!self.prefix.is_empty()).then(|| Path::from(self.prefix.as_str()));
        let objects: Vec<_> = self.store.list(root.as_ref()).try_collect().await?;
        let skip = if self.prefix.is_empty() { 0 } else { self.prefix.len() + 1 };
        Ok(objects.into_iter().filter_map(|o| o.location.as_ref().get(skip..).map(str::to_owned)).collect())
    }

    async fn delete(&self, key: &str) -> anyhow::Result<()> {
        match self.store.delete(&self.path(key)).await {
            Ok(()) | Err(object_store::Error::NotFound { .. }) => Ok(()),
            Err(err) => Err(err.into()),
        }
    }
}
