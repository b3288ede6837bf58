//! Flags (and their environment variables) that several commands share: where the
//! database and the data folder are, and which file store holds the uploads. The lower
//! layers take the plain settings these become.

use std::path::PathBuf;

use clap::Args;
use foundation::db::DbTarget;
use foundation::storage::{S3Settings, StorageSettings};

// Where the database is: flags shared by every subcommand (a plain comment: a doc comment
// would become the help text of the subcommands that take it).
#[derive(Debug, Args, Clone)]
pub struct DbArgs {
    /// Folder for the SQLite file, uploads and the secret key.
    #[arg(long, env = "TRADEHUB_DATA_DIR", default_value = "./data")]
    pub data_dir: PathBuf,
    /// sqlite://… or mysql://…; without it a SQLite file in the data folder is used.
    #[arg(long, env = "DATABASE_URL")]
    pub database_url: Option<String>,
}

impl DbArgs {
    /// The database URL given, or a SQLite file in the data folder (created when missing).
    pub fn target(&self) -> anyhow::Result<DbTarget> {
        DbTarget::new(self.database_url.as_deref(), &self.data_dir)
    }
}

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
