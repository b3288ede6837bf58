//! The data folder (SQLite file, signing secret, uploads) is readable by the server's own
//! user only: other local users must not read password hashes or the secret.

use std::path::Path;

/// Creates the folder (and missing parents) as 0700, and narrows an existing one to 0700.
pub fn create_private(dir: &Path) -> std::io::Result<()> {
    let mut builder = std::fs::DirBuilder::new();
    builder.recursive(true);
    #[cfg(unix)]
    std::os::unix::fs::DirBuilderExt::mode(&mut builder, 0o700);
    builder.create(dir)?;
    restrict(dir, 0o700)
}

/// Creates an empty file as 0600 unless it exists, and narrows an existing one to 0600
/// (SQLite's own -wal/-shm files follow the main file's mode).
pub fn create_private_file(file: &Path) -> std::io::Result<()> {
    let mut options = std::fs::OpenOptions::new();
    options.append(true).create(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
    options.open(file)?;
    restrict(file, 0o600)
}

#[cfg(unix)]
fn restrict(path: &Path, mode: u32) -> std::io::Result<()> {
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(path, std::fs::Permissions::from_mode(mode))
}

#[cfg(not(unix))]
fn restrict(_: &Path, _: u32) -> std::io::Result<()> {
    Ok(())
}

#[cfg(all(test, unix))]
mod tests {
    use std::os::unix::fs::PermissionsExt;

    use super::*;

    #[test]
    fn the_folder_and_the_database_file_are_owner_only() {
        let root = tempfile::tempdir().unwrap();
        let dir = root.path().join("data/nested");
        create_private(&dir).unwrap();
        let file = dir.join("tradehub.db");
        std::fs::write(&file, b"").unwrap();
        std::fs::set_permissions(&file, std::fs::Permissions::from_mode(0o644)).unwrap();
        create_private_file(&file).unwrap();
        assert_eq!(std::fs::metadata(&dir).unwrap().permissions().mode() & 0o777, 0o700);
        assert_eq!(std::fs::metadata(&file).unwrap().permissions().mode() & 0o777, 0o600);
    }
}
