//! The server's signing secret: from `TRADEHUB_SECRET`, or made once and kept in the data
//! folder so that sessions survive a restart. It is never logged.

use std::io::Write;
use std::path::Path;

use rand::RngCore;

#[derive(Clone)]
pub struct Secrets {
    /// Signs and encrypts the session cookie (64 bytes; the web layer makes its cookie
    /// `Key` of them).
    pub cookie_key: Vec<u8>,
    /// Signs the bearer tokens.
    pub jwt: Vec<u8>,
}

impl std::fmt::Debug for Secrets {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Secrets(..)")
    }
}

impl Secrets {
    pub fn load_or_create(data_dir: &Path) -> anyhow::Result<Self> {
        let master = match std::env::var("TRADEHUB_SECRET") {
            Ok(s) if s.len() >= 32 => s.into_bytes(),
            Ok(_) => anyhow::bail!("TRADEHUB_SECRET must have at least 32 characters"),
            Err(_) => read_or_create_file(&data_dir.join("secret.key"))?,
        };
        Ok(Self::derive(&master))
    }

    fn derive(master: &[u8]) -> Self {
        // Two independent keys from one secret, so the cookie key never signs tokens.
        let cookie_key = labelled(master, b"cookie");
        let jwt = labelled(master, b"jwt");
        Self { cookie_key, jwt }
    }
}

fn labelled(master: &[u8], label: &[u8]) -> Vec<u8> {
    use sha2::{Digest, Sha512};
    Sha512::new().chain_update(label).chain_update(master).finalize().to_vec()
}

fn read_or_create_file(path: &Path) -> anyhow::Result<Vec<u8>> {
    if let Ok(existing) = std::fs::read(path) {
        if existing.len() >= 32 {
            return Ok(existing);
        }
    }
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir)?;
    }
    let mut bytes = vec![0u8; 64];
    rand::thread_rng().fill_bytes(&mut bytes);
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create(true).truncate(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
    options.open(path)?.write_all(&bytes)?;
    Ok(bytes)
}
