//! The two commands' flags, and what they print.

use std::path::PathBuf;

use clap::Args;

use super::place::Place;
use super::site::{BackupOptions, Report, RestoreOptions, Site};
use crate::args::{DbArgs, StorageArgs};

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
    /// The backup key, made there by the first backup (default: backup.key in the data
    /// folder). Keep a copy apart from the backups: no backup restores without it.
    #[arg(long, env = "TRADEHUB_BACKUP_KEY_FILE")]
    pub key_file: Option<PathBuf>,
    /// Carry the signing key, encrypted under the backup key, so that sessions survive a
    /// restore (left out by default: everyone signs in again after a restore).
    #[arg(long)]
    pub with_signing_key: bool,
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
    /// The backup key the backup was taken with (default: backup.key in the data folder;
    /// on a new machine, copy it there or name it here).
    #[arg(long, env = "TRADEHUB_BACKUP_KEY_FILE")]
    pub key_file: Option<PathBuf>,
}

fn site(db: &DbArgs, storage: &StorageArgs) -> anyhow::Result<Site> {
    Ok(Site { data_dir: db.data_dir.clone(), database: db.target()?, storage: storage.clone().into() })
}

fn place(text: &str, storage: &StorageArgs) -> anyhow::Result<Place> {
    Place::parse(text, storage.s3_endpoint.clone(), storage.s3_region.clone())
}

pub async fn run_backup(args: BackupArgs) -> anyhow::Result<String> {
    let options = BackupOptions { key_file: args.key_file.clone(), with_signing_key: args.with_signing_key };
    let report =
        super::take::backup(&site(&args.db, &args.storage)?, &place(&args.to, &args.storage)?, &options).await?;
    Ok(describe("backup written to", &args.to, &report))
}

pub async fn run_restore(args: RestoreArgs) -> anyhow::Result<String> {
    let options = RestoreOptions { key_file: args.key_file.clone(), force: args.force };
    let report =
        super::restore::restore(&place(&args.from, &args.storage)?, &site(&args.db, &args.storage)?, &options).await?;
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
    for note in &report.notes {
        text.push_str("\nnote: ");
        text.push_str(note);
    }
    if let Some(todo) = &report.todo {
        text.push_str("\nstill to do: ");
        text.push_str(todo);
    }
    text
}
