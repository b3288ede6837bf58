//! The C allocator's settings, made before any thread starts.
//!
//! glibc gives each thread that allocates its own arena (up to 8 per core) and keeps freed
//! memory in them. Render isolates, the database's page caches and the page cache all
//! allocate from several threads, so the defaults hold much more than two arenas that give
//! freed tops back to the system (docs/performance.md gives a crawl's figures).

/// Two arenas, and freed memory above 128 KB returned to the system.
pub fn tune_allocator() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: mallopt only sets the allocator's parameters; called before any thread exists.
    unsafe {
        libc::mallopt(libc::M_ARENA_MAX, 2);
        libc::mallopt(libc::M_TRIM_THRESHOLD, 128 * 1024);
        libc::mallopt(libc::M_MMAP_THRESHOLD, 128 * 1024);
    }
}
