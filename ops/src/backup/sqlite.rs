//! The SQLite file, copied through SQLite's online backup API while the site serves.
//!
//! The copy holds one read transaction on the source from start to end: in WAL mode a
//! reader blocks no writer, and every step copies from that one snapshot (taken when the
//! backup starts, so it holds every write acknowledged before), so writes meanwhile
//! neither wait nor make the copy start over. Each step copies a bounded number of pages.

use std::ffi::{CStr, CString};
use std::path::Path;
use std::ptr;
use std::time::Duration;

use anyhow::{bail, Context};
use libsqlite3_sys as ffi;

/// Pages per step (4 KB each by default): a step's work is short whatever the file's size.
const PAGES_PER_STEP: i32 = 256;
/// Between steps, so a copy does not take all of the disk's time.
const PAUSE: Duration = Duration::from_millis(1);
/// How long opening the source may wait on a writer's lock.
const BUSY_WAIT_MS: i32 = 5_000;

/// An open connection, closed when dropped.
struct Connection(*mut ffi::sqlite3);

impl Connection {
    fn open(path: &Path, flags: i32) -> anyhow::Result<Self> {
        let name = CString::new(path.as_os_str().as_encoded_bytes()).context("a path without NUL bytes")?;
        let mut handle = ptr::null_mut();
        // SAFETY: `name` is a valid C string and `handle` a valid out-pointer.
        let rc = unsafe { ffi::sqlite3_open_v2(name.as_ptr(), &mut handle, flags, ptr::null()) };
        let connection = Self(handle);
        if rc != ffi::SQLITE_OK {
            bail!("opening {}: {}", path.display(), connection.error());
        }
        // SAFETY: the handle is open.
        unsafe { ffi::sqlite3_busy_timeout(handle, BUSY_WAIT_MS) };
        Ok(connection)
    }

    fn execute(&self, sql: &str) -> anyhow::Result<()> {
        let sql = CString::new(sql)?;
        // SAFETY: the handle is open and `sql` a valid C string; no callback.
        let rc = unsafe { ffi::sqlite3_exec(self.0, sql.as_ptr(), None, ptr::null_mut(), ptr::null_mut()) };
        if rc != ffi::SQLITE_OK {
            bail!("{}", self.error());
        }
        Ok(())
    }

    fn error(&self) -> String {
        if self.0.is_null() {
            return "out of memory".into();
        }
        // SAFETY: the handle is open; SQLite owns the message until the next call.
        unsafe { CStr::from_ptr(ffi::sqlite3_errmsg(self.0)) }.to_string_lossy().into_owned()
    }
}

impl Drop for Connection {
    fn drop(&mut self) {
        // SAFETY: closed once, after any backup object using it was finished.
        unsafe { ffi::sqlite3_close(self.0) };
    }
}

/// Copies the database at `source` into a new file `target`, while others write to it.
pub async fn copy(source: &Path, target: &Path) -> anyhow::Result<()> {
    let (source, target) = (source.to_path_buf(), target.to_path_buf());
    tokio::task::spawn_blocking(move || copy_blocking(&source, &target)).await?
}

fn copy_blocking(source: &Path, target: &Path) -> anyhow::Result<()> {
    anyhow::ensure!(source.is_file(), "no SQLite database at {}", source.display());
    let from = Connection::open(source, ffi::SQLITE_OPEN_READONLY)?;
    from.execute("BEGIN; SELECT count(*) FROM sqlite_master;").context("starting a read of the database")?;
    let to = Connection::open(target, ffi::SQLITE_OPEN_READWRITE | ffi::SQLITE_OPEN_CREATE)?;
    let main = c"main";
    // SAFETY: both handles are open and outlive the backup object, finished below.
    let backup = unsafe { ffi::sqlite3_backup_init(to.0, main.as_ptr(), from.0, main.as_ptr()) };
    if backup.is_null() {
        bail!("starting the backup: {}", to.error());
    }
    let outcome = loop {
        // SAFETY: `backup` is live until finished below.
        match unsafe { ffi::sqlite3_backup_step(backup, PAGES_PER_STEP) } {
            ffi::SQLITE_DONE => break Ok(()),
            ffi::SQLITE_OK | ffi::SQLITE_BUSY | ffi::SQLITE_LOCKED => std::thread::sleep(PAUSE),
            code => break Err(code),
        }
    };
    // SAFETY: finished once; the object is not used after.
    let finished = unsafe { ffi::sqlite3_backup_finish(backup) };
    let _ = from.execute("COMMIT");
    if outcome.is_err() || finished != ffi::SQLITE_OK {
        bail!("copying the database: {}", to.error());
    }
    Ok(())
}

/// Whether the SQLite file at `path` holds no table (missing and empty files hold none).
pub fn is_empty(path: &Path) -> anyhow::Result<bool> {
    if std::fs::metadata(path).map_or(true, |m| m.len() == 0) {
        return Ok(true);
    }
    let connection = Connection::open(path, ffi::SQLITE_OPEN_READONLY)?;
    let sql = c"SELECT 1 FROM sqlite_master WHERE type = 'table' LIMIT 1";
    let mut statement = ptr::null_mut();
    // SAFETY: the handle is open, `sql` a valid C string; the statement is finalized below.
    let rc = unsafe { ffi::sqlite3_prepare_v2(connection.0, sql.as_ptr(), -1, &mut statement, ptr::null_mut()) };
    if rc != ffi::SQLITE_OK {
        bail!("reading {}: {}", path.display(), connection.error());
    }
    // SAFETY: `statement` was prepared above and is finalized once.
    let (row, _) = unsafe { (ffi::sqlite3_step(statement), ffi::sqlite3_finalize(statement)) };
    match row {
        ffi::SQLITE_ROW => Ok(false),
        ffi::SQLITE_DONE => Ok(true),
        _ => bail!("reading {}: {}", path.display(), connection.error()),
    }
}

/// Puts the copy `backup` in place of the database at `target` (the site stopped): the
/// old file's write-ahead log goes first, or SQLite would apply it to the new file.
pub fn put_in_place(backup: &Path, target: &Path) -> anyhow::Result<()> {
    let incoming = target.with_extension("db.restoring");
    std::fs::copy(backup, &incoming).with_context(|| format!("writing {}", incoming.display()))?;
    foundation::data_dir::create_private_file(&incoming)?;
    for suffix in ["-wal", "-shm"] {
        let mut side = target.as_os_str().to_owned();
        side.push(suffix);
        match std::fs::remove_file(&side) {
            Err(e) if e.kind() != std::io::ErrorKind::NotFound => return Err(e.into()),
            _ => {}
        }
    }
    std::fs::rename(&incoming, target).with_context(|| format!("replacing {}", target.display()))?;
    Ok(())
}
