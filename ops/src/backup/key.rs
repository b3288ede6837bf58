//! The backup key: 32 random bytes the operator keeps apart from the backups (by default
//! `backup.key` in the data folder, made by the first backup). It authenticates each
//! backup's manifest (HMAC-SHA256 over its exact bytes, kept in `manifest.hmac`) and
//! encrypts the signing key when a backup carries it (AES-256-GCM). No backup holds the key
//! or anything it can be found from, so whoever can write to the backups cannot make one
//! that a restore accepts.

use std::io::Write;
use std::path::{Path, PathBuf};

use aes_gcm::aead::{Aead, Payload};
use aes_gcm::{Aes256Gcm, KeyInit, Nonce};
use anyhow::{bail, Context};
use hmac::{Hmac, Mac};
use rand::RngCore;
use sha2::Sha256;

/// The key's file name in the data folder, when no other is given.
pub const DEFAULT_FILE: &str = "backup.key";

const KEY_BYTES: usize = 32;
const NONCE_BYTES: usize = 12;
/// Labels of the keys derived from the backup key: the tag's key never encrypts, and the
/// encryption key never signs. "/2" is the backup format the keys serve.
const MANIFEST_LABEL: &[u8] = b"tradehub-backup/2 manifest";
const SIGNING_KEY_LABEL: &[u8] = b"tradehub-backup/2 signing key";
const ID_LABEL: &[u8] = b"tradehub-backup/2 key id";

pub struct BackupKey {
    master: [u8; KEY_BYTES],
    pub path: PathBuf,
}

impl std::fmt::Debug for BackupKey {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "BackupKey({})", self.path.display())
    }
}

impl BackupKey {
    /// The key at `path`, made there when missing; `true` when it was made now.
    pub fn load_or_create(path: &Path) -> anyhow::Result<(Self, bool)> {
        if path.exists() {
            return Ok((Self::load(path)?, false));
        }
        let mut master = [0u8; KEY_BYTES];
        rand::rngs::OsRng.fill_bytes(&mut master);
        let made = write_new(path, &format!("{}\n", hex(&master)))?;
        // Read back: another first backup running at once may have made the key first.
        Ok((Self::load(path)?, made))
    }

    /// The key at `path`; a restore never makes one.
    pub fn load(path: &Path) -> anyhow::Result<Self> {
        let text = match std::fs::read_to_string(path) {
            Ok(text) => text,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => bail!(
                "no backup key at {}: a restore needs the key the backup was taken with (copy backup.key \
                 from the old data folder, or give --key-file); nothing was restored",
                path.display()
            ),
            Err(e) => return Err(e).with_context(|| format!("reading the backup key {}", path.display())),
        };
        let master = unhex(text.trim())
            .and_then(|bytes| <[u8; KEY_BYTES]>::try_from(bytes).ok())
            .with_context(|| format!("{} is not a backup key (64 hexadecimal digits)", path.display()))?;
        Ok(Self { master, path: path.to_path_buf() })
    }

    fn derive(&self, label: &[u8]) -> [u8; KEY_BYTES] {
        let mut mac = hmac(&self.master);
        mac.update(label);
        mac.finalize().into_bytes().into()
    }

    /// Names the key without telling it, so that a restore can tell a backup taken with
    /// another key from a changed manifest.
    pub fn id(&self) -> String {
        hex(&self.derive(ID_LABEL)[..8])
    }

    fn manifest_mac(&self) -> Hmac<Sha256> {
        hmac(&self.derive(MANIFEST_LABEL))
    }

    /// The tag of the manifest's exact bytes, as `manifest.hmac` holds it.
    pub fn tag(&self, manifest: &[u8]) -> String {
        let mut mac = self.manifest_mac();
        mac.update(manifest);
        format!("{}\n", hex(&mac.finalize().into_bytes()))
    }

    /// Whether `tag` (the text of `manifest.hmac`) is the manifest's, compared in constant time.
    pub fn verifies(&self, manifest: &[u8], tag: &[u8]) -> bool {
        let Some(tag) = std::str::from_utf8(tag).ok().and_then(|t| unhex(t.trim())) else { return false };
        let mut mac = self.manifest_mac();
        mac.update(manifest);
        mac.verify_slice(&tag).is_ok()
    }

    /// `plain` encrypted: a random nonce, then the ciphertext and its tag.
    pub fn seal(&self, plain: &[u8]) -> anyhow::Result<Vec<u8>> {
        let mut nonce = [0u8; NONCE_BYTES];
        rand::rngs::OsRng.fill_bytes(&mut nonce);
        let cipher = Aes256Gcm::new_from_slice(&self.derive(SIGNING_KEY_LABEL))?;
        let payload = Payload { msg: plain, aad: SIGNING_KEY_LABEL };
        let sealed = cipher.encrypt(Nonce::from_slice(&nonce), payload).ok().context("encrypting the signing key")?;
        Ok([nonce.as_slice(), &sealed].concat())
    }

    /// What [`seal`](Self::seal) encrypted; `None` when `sealed` was changed or sealed with
    /// another key.
    pub fn open(&self, sealed: &[u8]) -> Option<Vec<u8>> {
        if sealed.len() < NONCE_BYTES {
            return None;
        }
        let (nonce, body) = sealed.split_at(NONCE_BYTES);
        let cipher = Aes256Gcm::new_from_slice(&self.derive(SIGNING_KEY_LABEL)).ok()?;
        cipher.decrypt(Nonce::from_slice(nonce), Payload { msg: body, aad: SIGNING_KEY_LABEL }).ok()
    }
}

/// Writes a new private file at `path`; `false` when one is there already (kept as it is).
/// The text is written whole under another name and then linked in, so the key file is
/// never seen half-written and a key made meanwhile is never replaced.
fn write_new(path: &Path, text: &str) -> anyhow::Result<bool> {
    let dir = path.parent().filter(|d| !d.as_os_str().is_empty()).unwrap_or(Path::new("."));
    if !dir.exists() {
        foundation::data_dir::create_private(dir).with_context(|| format!("creating {}", dir.display()))?;
    }
    let temporary = dir.join(format!(".backup-key-{}", uuid::Uuid::new_v4().simple()));
    let written = (|| {
        foundation::data_dir::create_private_file(&temporary)?;
        let mut file = std::fs::OpenOptions::new().write(true).open(&temporary)?;
        file.write_all(text.as_bytes())?;
        file.sync_all()?;
        std::fs::hard_link(&temporary, path)
    })();
    let _ = std::fs::remove_file(&temporary);
    match written {
        Ok(()) => Ok(true),
        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => Ok(false),
        Err(e) => Err(e).with_context(|| format!("writing the backup key {}", path.display())),
    }
}

fn hmac(key: &[u8]) -> Hmac<Sha256> {
    <Hmac<Sha256> as Mac>::new_from_slice(key).expect("HMAC takes a key of any length")
}

pub fn hex(bytes: &[u8]) -> String {
    hex::encode(bytes)
}

fn unhex(text: &str) -> Option<Vec<u8>> {
    hex::decode(text).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key() -> BackupKey {
        let dir = tempfile::tempdir().unwrap();
        BackupKey::load_or_create(&dir.path().join(DEFAULT_FILE)).unwrap().0
    }

    #[test]
    fn a_key_is_made_once_private_and_read_back() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("keys").join(DEFAULT_FILE);
        let (first, made) = BackupKey::load_or_create(&path).unwrap();
        assert!(made);
        let (again, made) = BackupKey::load_or_create(&path).unwrap();
        assert!(!made, "an existing key is kept");
        assert_eq!(first.master, again.master);
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            assert_eq!(std::fs::metadata(&path).unwrap().permissions().mode() & 0o777, 0o600);
        }
        assert!(BackupKey::load(&dir.path().join("none")).unwrap_err().to_string().contains("no backup key"));
        std::fs::write(&path, "not a key").unwrap();
        assert!(BackupKey::load(&path).is_err());
    }

    #[test]
    fn a_tag_verifies_only_its_own_bytes_under_its_own_key() {
        let (key, other) = (key(), key());
        let tag = key.tag(b"{\"a\":1}");
        assert!(key.verifies(b"{\"a\":1}", tag.as_bytes()));
        assert!(!key.verifies(b"{\"a\":2}", tag.as_bytes()));
        assert!(!other.verifies(b"{\"a\":1}", tag.as_bytes()));
        assert!(!key.verifies(b"{\"a\":1}", b"zz"));
        assert_ne!(key.id(), other.id());
    }

    #[test]
    fn a_sealed_key_opens_only_unchanged_and_under_its_own_key() {
        let (key, other) = (key(), key());
        let sealed = key.seal(b"the signing key").unwrap();
        assert!(!sealed.windows(15).any(|w| w == b"the signing key"));
        assert_eq!(key.open(&sealed).unwrap(), b"the signing key");
        assert!(other.open(&sealed).is_none());
        let mut changed = sealed.clone();
        changed[NONCE_BYTES] ^= 1;
        assert!(key.open(&changed).is_none());
        assert!(key.open(&sealed[..4]).is_none());
    }
}
