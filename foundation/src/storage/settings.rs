//! Which backend the store uses: flags and environment of `tradehub serve`.

use clap::Args;

#[derive(Debug, Args, Clone, Default)]
pub struct StorageArgs {
    /// Keep uploads in this S3 bucket instead of the data folder (credentials from
    /// AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY).
    #[arg(long, env = "TRADEHUB_S3_BUCKET")]
    pub s3_bucket: Option<String>,
    /// S3-compatible endpoint (MinIO, R2, …); AWS when absent.
    #[arg(long, env = "TRADEHUB_S3_ENDPOINT")]
    pub s3_endpoint: Option<String>,
    #[arg(long, env = "TRADEHUB_S3_REGION")]
    pub s3_region: Option<String>,
    /// Key prefix inside the bucket.
    #[arg(long, env = "TRADEHUB_S3_PREFIX", default_value = "")]
    pub s3_prefix: String,
}

#[derive(Debug, Clone, Default)]
pub enum StorageSettings {
    #[default]
    Local,
    S3(S3Settings),
}

#[derive(Debug, Clone)]
pub struct S3Settings {
    pub bucket: String,
    pub endpoint: Option<String>,
    pub region: Option<String>,
    pub prefix: String,
}

impl From<StorageArgs> for StorageSettings {
    fn from(args: StorageArgs) -> Self {
        match args.s3_bucket {
            Some(bucket) => Self::S3(S3Settings {
                bucket,
                endpoint: args.s3_endpoint,
                region: args.s3_region,
                prefix: args.s3_prefix,
            }),
            None => Self::Local,
        }
    }
}
