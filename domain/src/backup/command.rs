//! The two commands' flags, and what they print.

use clap::Args;

use super::{Place, Report, Site};
use foundation::db::{DbArgs, DbTarget};
use foundation::storage::StorageArgs;

#[derive(Debug, Args, Clone)]
pub struct BackupArgs {
    #[command(flatten)]
    pub db: DbArgs,
    /// Where the site keeps its uploads (the data folder unless --s3-bucket); --s3-endpoint
    /// and --s3-region also serve an s3:// destination.
    #[command(flatten)]
    pub storage: StorageArgs,
    /// A new folder, or s3://bucket/prefix.
    #[arg(long)]
    pub to: String,
}

#[derive(Debug, Args, Clone)]
pub struct RestoreArgs {
    #[command(flatten)]
    pub db: DbArgs,
    #[command(flatten)]
    pub storage: StorageArgs,
    /// The backup's folder, or s3://bucket/prefix.
    #[arg(long)]
    pub from: String,
    /// Restore even into a database that holds tables (its tables are replaced).
    #[arg(long)]
    pub force: bool,
}

fn site(db: &DbArgs, storage: &StorageArgs) -> anyhow::Result<Site> {
    Ok(Site { data_dir: db.data_dir.clone(), database: DbTarget::from_args(db)?, storage: storage.clone().into() })
}

fn place(text: &str, storage: &StorageArgs) -> anyhow::Result<Place> {
    Place::parse(text, storage.s3_endpoint.clone(), storage.s3_region.clone())
}

pub async fn run_backup(args: BackupArgs) -> anyhow::Result<String> {
    let report = super::backup(&site(&args.db, &args.storage)?, &place(&args.to, &args.storage)?).await?;
    Ok(describe("backup written to", &args.to, &report))
}

pub async fn run_restore(args: RestoreArgs) -> anyhow::Result<String> {
    let report =
        super::restore(&place(&args.from, &args.storage)?, &site(&args.db, &args.storage)?, args.force).await?;
    Ok(describe("restored from", &args.from, &report))
}

fn describe(what: &str, place: &str, report: &Report) -> String {
    let uploads = report.manifest.uploads().count();
    let bytes: u64 = report.manifest.files.iter().map(|e| e.bytes).sum();
    let mut text = format!(
        "{what} {place}: {:?} database{}, {uploads} uploads, {bytes} bytes (taken {})",
        report.manifest.database,
        if report.manifest.database_included { "" } else { " NOT included" },
        report.manifest.created_at.to_rfc3339()
    );
    if let Some(todo) = &report.todo {
        text.push_str("\nstill to do: ");
        text.push_str(todo);
    }
    text
}
