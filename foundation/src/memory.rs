//! The C allocator's settings, made before any thread starts.
//!
//! glibc gives each thread that allocates its own arena (up to 8 per core) and keeps freed
//! memory in them. A crawl of 6,000 distinct pages (render isolates, the database's page
//! caches and the page cache all allocating from several threads) held 218 MB with the
//! defaults and 147 MB with two arenas and freed tops given back to the system.

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
