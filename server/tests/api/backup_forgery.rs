//! A backup someone could write to: every forgery is refused with a message naming what
//! was wrong, and the target is left as it was. The attacker knows the format and can
//! compute checksums; they do not have the backup key, which never travels in a backup.

use std::path::{Path, PathBuf};

use ops::backup::{BackupOptions, Place, RestoreOptions};
use sha2::{Digest, Sha256};

use crate::backup::{holds_tables, key_of, site_of, small_backup, Target};
use crate::helpers::{Backend, TestApp};
use crate::on_both_databases;
use crate::supplier_support::stored_files;

/// The target's own signing key, which a refused restore must leave as it was.
const TARGET_SECRET: &[u8] = b"the target site's own signing key, 64 bytes long, kept as it is.";

/// A backup of a small site, and a target (with a signing key of its own) to restore into.
struct Case {
    app: TestApp,
    supplier: String,
    token: String,
    root: tempfile::TempDir,
    backup: PathBuf,
    target: Target,
    backend: Backend,
}

impl Case {
    async fn new(backend: Backend, with_signing_key: bool) -> Option<Self> {
        let root = tempfile::tempdir().unwrap();
        let backup = root.path().join("backup");
        let options = BackupOptions { with_signing_key, ..Default::default() };
        let (app, supplier, token) = small_backup(backend, &backup, &options).await?;
        let target = Target::new(backend).await;
        std::fs::write(target.dir.path().join("secret.key"), TARGET_SECRET).unwrap();
        Some(Self { app, supplier, token, root, backup, target, backend })
    }

    /// A copy of the backup, changed by `forge`, to restore from.
    fn forged(&self, label: &str, forge: impl FnOnce(&Path)) -> PathBuf {
        let copy = self.root.path().join(label);
        copy_dir(&self.backup, &copy);
        forge(&copy);
        copy
    }

    async fn restore(&self, from: &Path, options: &RestoreOptions) -> anyhow::Result<ops::backup::Report> {
        ops::backup::restore(&Place::Dir(from.to_path_buf()), &self.target.site(), options).await
    }

    /// Restoring `from` fails with a message holding each of `expected`, and the target
    /// keeps its empty database, its signing key and no uploads.
    async fn refuses(&self, from: &Path, options: &RestoreOptions, expected: &[&str]) {
        let refusal = self.restore(from, options).await.expect_err("a forged backup is refused").to_string();
        for part in expected.iter().chain(&["nothing was restored"]) {
            assert!(refusal.contains(part), "expected {part:?} in: {refusal}");
        }
        assert!(!holds_tables(&self.target, self.backend).await, "no table was restored ({refusal})");
        assert!(stored_files(self.target.dir.path()).is_empty(), "no upload was restored ({refusal})");
        let secret = std::fs::read(self.target.dir.path().join("secret.key")).unwrap();
        assert_eq!(secret, TARGET_SECRET, "the target's signing key is unchanged ({refusal})");
    }

    fn key(&self) -> RestoreOptions {
        key_of(&self.app, false)
    }

    fn database_file(&self) -> &'static str {
        match self.backend {
            Backend::Sqlite => "tradehub.db",
            Backend::Mysql => "database.sql",
        }
    }
}

fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for item in std::fs::read_dir(from).unwrap() {
        let item = item.unwrap();
        if item.file_type().unwrap().is_dir() {
            copy_dir(&item.path(), &to.join(item.file_name()));
        } else {
            std::fs::copy(item.path(), to.join(item.file_name())).unwrap();
        }
    }
}

/// Rewrites `manifest.json` as its writer would (the tag left as it is).
fn edit_manifest(backup: &Path, edit: impl FnOnce(&mut serde_json::Value)) {
    let path = backup.join("manifest.json");
    let mut manifest: serde_json::Value = serde_json::from_slice(&std::fs::read(&path).unwrap()).unwrap();
    edit(&mut manifest);
    std::fs::write(&path, serde_json::to_vec_pretty(&manifest).unwrap()).unwrap();
}

/// Records `name`'s present size and checksum in the manifest, adding its entry if missing.
fn update_checksum(backup: &Path, name: &str) {
    let bytes = std::fs::read(backup.join(name)).unwrap();
    let sha256: String = Sha256::digest(&bytes).iter().map(|b| format!("{b:02x}")).collect();
    let entry = serde_json::json!({ "name": name, "bytes": bytes.len(), "sha256": sha256 });
    edit_manifest(backup, |manifest| {
        let files = manifest["files"].as_array_mut().unwrap();
        match files.iter_mut().find(|e| e["name"] == name) {
            Some(found) => *found = entry,
            None => files.push(entry),
        }
    });
}

/// Replaces every `from` in the file by `to` (of the same length), and says how many there were.
fn replace_bytes(path: &Path, from: &[u8], to: &[u8]) -> usize {
    let mut bytes = std::fs::read(path).unwrap();
    let mut found = 0;
    for at in 0..bytes.len().saturating_sub(from.len() - 1) {
        if &bytes[at..at + from.len()] == from {
            bytes[at..at + from.len()].copy_from_slice(to);
            found += 1;
        }
    }
    std::fs::write(path, bytes).unwrap();
    found
}

on_both_databases!(a_database_edited_with_its_checksum_updated_is_refused, |backend| async move {
    let Some(case) = Case::new(backend, false).await else { return };
    let database = case.database_file();
    let edit = |dir: &Path| {
        let found = replace_bytes(&dir.join(database), b"small@suppliers.test", b"evil1@suppliers.test");
        assert!(found > 0, "the supplier's e-mail is in the database file");
    };
    let forged = case.forged("edited", |dir| {
        edit(dir);
        update_checksum(dir, database);
    });
    case.refuses(&forged, &case.key(), &["manifest.json was changed", "manifest.hmac"]).await;
    let forged = case.forged("edited-only", edit);
    case.refuses(&forged, &case.key(), &[database, "does not match its checksum"]).await;
    case.target.drop_database().await;
});

on_both_databases!(a_swapped_signing_key_is_refused, |backend| async move {
    let Some(case) = Case::new(backend, true).await else { return };
    let attackers = [7u8; 64];
    let forged = case.forged("swapped", |dir| std::fs::write(dir.join("secret.key.enc"), attackers).unwrap());
    case.refuses(&forged, &case.key(), &["secret.key.enc", "does not match its checksum"]).await;
    let forged = case.forged("swapped-listed", |dir| {
        std::fs::write(dir.join("secret.key.enc"), attackers).unwrap();
        update_checksum(dir, "secret.key.enc");
    });
    case.refuses(&forged, &case.key(), &["manifest.json was changed"]).await;
    // A key in plain beside the sealed one, as format 1 carried it.
    let forged = case.forged("plain", |dir| std::fs::write(dir.join("secret.key"), attackers).unwrap());
    case.refuses(&forged, &case.key(), &["secret.key is in the backup but not in its manifest"]).await;
    let forged = case.forged("plain-listed", |dir| {
        std::fs::remove_file(dir.join("secret.key.enc")).unwrap();
        std::fs::write(dir.join("secret.key"), attackers).unwrap();
        edit_manifest(dir, |m| m["files"].as_array_mut().unwrap().retain(|e| e["name"] != "secret.key.enc"));
        update_checksum(dir, "secret.key");
    });
    case.refuses(&forged, &case.key(), &["manifest.json was changed"]).await;
    case.target.drop_database().await;
});

on_both_databases!(a_manifest_leaving_the_database_out_is_refused, |backend| async move {
    let Some(case) = Case::new(backend, false).await else { return };
    let database = case.database_file();
    let leave_out = move |dir: &Path| {
        edit_manifest(dir, |m| {
            m["database_included"] = false.into();
            m["files"].as_array_mut().unwrap().retain(|e| e["name"] != database);
        })
    };
    let forged = case.forged("left-out", leave_out);
    case.refuses(&forged, &case.key(), &["manifest.json was changed"]).await;
    let forged = case.forged("left-out-and-removed", |dir| {
        leave_out(dir);
        std::fs::remove_file(dir.join(database)).unwrap();
    });
    case.refuses(&forged, &case.key(), &["manifest.json was changed"]).await;
    let forged = case.forged("left-out-untagged", |dir| {
        leave_out(dir);
        std::fs::remove_file(dir.join("manifest.hmac")).unwrap();
    });
    case.refuses(&forged, &case.key(), &["no manifest.hmac"]).await;
    case.target.drop_database().await;
});

on_both_databases!(an_added_a_missing_or_a_changed_file_or_manifest_is_refused, |backend| async move {
    let Some(case) = Case::new(backend, false).await else { return };
    let upload = stored_files(&case.backup).remove(0);
    let upload = upload.strip_prefix(&case.backup).unwrap().to_str().unwrap().to_owned();
    let added = "uploads/public/67e55044-10b1-426f-9247-bb680e5fe0c8.png";
    let forged = case.forged("added", |dir| std::fs::write(dir.join(added), b"\x89PNG...").unwrap());
    case.refuses(&forged, &case.key(), &[added, "is in the backup but not in its manifest"]).await;
    let forged = case.forged("added-top", |dir| std::fs::write(dir.join("README.txt"), b"hi").unwrap());
    case.refuses(&forged, &case.key(), &["README.txt is in the backup but not in its manifest"]).await;
    let forged = case.forged("missing", |dir| std::fs::remove_file(dir.join(&upload)).unwrap());
    case.refuses(&forged, &case.key(), &[&upload, "is missing from the backup"]).await;
    let forged = case.forged("changed", |dir| {
        let mut bytes = std::fs::read(dir.join(&upload)).unwrap();
        bytes[0] ^= 1;
        std::fs::write(dir.join(&upload), bytes).unwrap();
    });
    case.refuses(&forged, &case.key(), &[&upload, "does not match its checksum"]).await;
    let later = |dir: &Path| edit_manifest(dir, |m| m["created_at"] = "2030-01-01T00:00:00Z".into());
    let forged = case.forged("manifest", later);
    case.refuses(&forged, &case.key(), &["manifest.json was changed"]).await;
    let forged = case.forged("untagged", |dir| std::fs::remove_file(dir.join("manifest.hmac")).unwrap());
    case.refuses(&forged, &case.key(), &["no manifest.hmac"]).await;
    let forged = case.forged("format-1", |dir| {
        edit_manifest(dir, |m| m["format"] = "tradehub-backup/1".into());
        std::fs::remove_file(dir.join("manifest.hmac")).unwrap();
    });
    case.refuses(&forged, &case.key(), &["\"tradehub-backup/1\"", "not authenticated"]).await;

    // The right backup with another key, or none, is refused too.
    let other = tempfile::tempdir().unwrap();
    let other_key = other.path().join("other.key");
    std::fs::write(&other_key, format!("{}\n", "ab".repeat(32))).unwrap();
    let options = RestoreOptions { key_file: Some(other_key), force: false };
    case.refuses(&case.backup, &options, &["another backup key"]).await;
    let options = RestoreOptions { key_file: Some(other.path().join("none.key")), force: false };
    case.refuses(&case.backup, &options, &["no backup key at"]).await;
    case.refuses(&case.backup, &RestoreOptions::default(), &["no backup key at"]).await;
    case.target.drop_database().await;
});

/// Every file under `dir`, read.
fn contents(dir: &Path) -> Vec<(PathBuf, Vec<u8>)> {
    let mut found = Vec::new();
    for item in std::fs::read_dir(dir).unwrap() {
        let path = item.unwrap().path();
        if path.is_dir() {
            found.extend(contents(&path));
        } else {
            found.push((path.clone(), std::fs::read(&path).unwrap()));
        }
    }
    found
}

/// Whether any file under `dir` holds `needle`.
fn holds(dir: &Path, needle: &[u8]) -> bool {
    contents(dir).iter().any(|(_, bytes)| bytes.windows(needle.len()).any(|w| w == needle))
}

on_both_databases!(the_backup_key_stays_out_and_the_signing_key_is_left_out_or_encrypted, |backend| async move {
    let Some(case) = Case::new(backend, false).await else { return };
    let key_file = case.app.data_dir.path().join(ops::backup::KEY_FILE);
    let key_text = std::fs::read_to_string(&key_file).unwrap();
    assert_eq!(key_text.trim().len(), 64, "the first backup made a key of 32 bytes, in hexadecimal");
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        assert_eq!(std::fs::metadata(&key_file).unwrap().permissions().mode() & 0o777, 0o600);
    }
    let secret = std::fs::read(case.app.data_dir.path().join("secret.key")).unwrap();
    let names: Vec<String> =
        contents(&case.backup).iter().map(|(p, _)| p.file_name().unwrap().to_string_lossy().into()).collect();
    assert!(!names.iter().any(|n| n.contains("backup.key") || n.starts_with("secret.key")), "{names:?}");
    assert!(!holds(&case.backup, key_text.trim().as_bytes()), "the backup key is not in the backup");
    assert!(!holds(&case.backup, &secret), "the signing key is left out by default");

    // Restored without a signing key: the target's own is removed, so old sessions are void.
    std::fs::copy(&key_file, case.target.dir.path().join(ops::backup::KEY_FILE)).unwrap();
    let restored = case.restore(&case.backup, &RestoreOptions::default()).await.unwrap();
    assert!(restored.notes.iter().any(|n| n.contains("no signing key")), "{:?}", restored.notes);
    assert!(!case.target.dir.path().join("secret.key").exists());
    let (address, _) = case.target.start(backend).await;
    let document = format!("{address}/api/v1/vendorRegistration/document/{}/panFile", case.supplier);
    let client = reqwest::Client::new();
    let old = client.get(&document).bearer_auth(&case.token).send().await.unwrap();
    assert_eq!(old.status().as_u16(), 401, "a token signed before the backup is void");
    assert_ne!(std::fs::read(case.target.dir.path().join("secret.key")).unwrap(), secret, "a new key was made");

    // Asked for, the signing key travels encrypted: its bytes are nowhere in the backup.
    let sealed = case.root.path().join("sealed");
    let options = BackupOptions { with_signing_key: true, key_file: Some(key_file.clone()) };
    let report = ops::backup::backup(&site_of(&case.app), &Place::Dir(sealed.clone()), &options).await.unwrap();
    assert!(report.notes.iter().any(|n| n.contains("encrypted")), "{:?}", report.notes);
    assert!(sealed.join("secret.key.enc").is_file());
    assert!(!sealed.join("secret.key").exists());
    assert!(!holds(&sealed, &secret), "the signing key's plain bytes are not in the backup");
    assert!(!holds(&sealed, key_text.trim().as_bytes()), "the backup key is not in the backup");
    case.target.drop_database().await;
});
