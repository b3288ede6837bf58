//! `tradehub backup` and `tradehub restore`: the database and the uploads, with a manifest
//! of SHA-256 checksums authenticated by the backup key. SQLite is copied through its online
//! backup API while the site serves ([`sqlite`]); MySQL through `mysqldump
//! --single-transaction` ([`mysql`]).
//!
//! Whoever can write to where backups are kept must not be able to make a restore put their
//! data, or their signing key, into the site. So the manifest is tagged (HMAC-SHA256 over
//! its exact bytes, `manifest.hmac`) under a backup key that never travels with a backup
//! ([`key`]: `backup.key` in the data folder, made by the first backup, or `--key-file`).
//! A restore needs that key; it authenticates the manifest, refuses any file the manifest
//! does not name and any named file missing or changed ([`check`]), and only then changes
//! anything. It never writes over a database that holds tables unless told to (`--force`).
//! A backup of the older format `tradehub-backup/1` has no tag, so it is refused: there is
//! no flag to restore one unchecked, as such a flag is what an attacker would ask for.
//! A restored SQLite file has its planner statistics taken before the site starts.
//!
//! The signing key (`secret.key`, which signs sessions and tokens) is left out unless asked
//! for (`--with-signing-key`), and then carried encrypted under the backup key: a site
//! restored without it makes a new one, and everyone signs in again.

mod check;
mod command;
mod key;
mod manifest;
mod mysql;
mod place;
mod restore;
mod site;
mod sqlite;
mod take;

pub use command::{run_backup, run_restore, BackupArgs, RestoreArgs};
pub use key::DEFAULT_FILE as KEY_FILE;
pub use manifest::{DatabaseKind, Manifest};
pub use place::Place;
pub use restore::restore;
pub use site::{BackupOptions, Report, RestoreOptions, Site};
pub use take::backup;
