//! A picture takes memory by the pixel, not by the byte: a small PNG of a large picture
//! takes many times its size once decoded (docs/security.md works an example). Every decode reserves what it will hold from one budget for the
//! process before it starts, and waits while other decodes hold it, so parallel uploads
//! queue instead of adding up (a counting semaphore whose permits are bytes). Decodes run
//! on blocking threads, so waiting here blocks no request handler.

use std::sync::{Condvar, LazyLock, Mutex};

/// The memory all decodes in progress may hold together. The largest picture accepted
/// (40 megapixels, scaled down) fits alone.
pub const DECODE_BUDGET: usize = 256 * 1024 * 1024;

/// The process's budget.
pub static DECODES: LazyLock<DecodeBudget> = LazyLock::new(|| DecodeBudget::new(DECODE_BUDGET));

pub struct DecodeBudget {
    total: usize,
    free: Mutex<usize>,
    released: Condvar,
}

/// Bytes held until dropped.
pub struct Reservation<'a> {
    budget: &'a DecodeBudget,
    bytes: usize,
}

impl DecodeBudget {
    pub fn new(total: usize) -> Self {
        Self { total, free: Mutex::new(total), released: Condvar::new() }
    }

    /// Waits until `bytes` are free and holds them; `None` when more than the whole budget
    /// is asked for (the decode could never run).
    pub fn reserve(&self, bytes: usize) -> Option<Reservation<'_>> {
        if bytes > self.total {
            return None;
        }
        let mut free = self.free.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        while *free < bytes {
            free = self.released.wait(free).unwrap_or_else(|poisoned| poisoned.into_inner());
        }
        *free -= bytes;
        Some(Reservation { budget: self, bytes })
    }
}

impl Drop for Reservation<'_> {
    fn drop(&mut self) {
        let mut free = self.budget.free.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        *free += self.bytes;
        self.budget.released.notify_all();
    }
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::{AtomicBool, Ordering};
    use std::sync::{mpsc, Arc};

    use super::*;

    #[test]
    fn decodes_over_the_budget_wait_for_the_memory_and_too_large_ones_are_refused() {
        let budget = Arc::new(DecodeBudget::new(100));
        assert!(budget.reserve(101).is_none());
        let first = budget.reserve(70).unwrap();
        let released = Arc::new(AtomicBool::new(false));
        let (started, waiting) = mpsc::channel();
        let second = {
            let (budget, released) = (budget.clone(), released.clone());
            std::thread::spawn(move || {
                started.send(()).unwrap();
                let _held = budget.reserve(70).unwrap();
                // It got the memory only once the first decode gave it back.
                assert!(released.load(Ordering::SeqCst));
            })
        };
        waiting.recv().unwrap();
        // A small decode still fits beside the first.
        drop(budget.reserve(30).unwrap());
        released.store(true, Ordering::SeqCst);
        drop(first);
        second.join().unwrap();
        assert_eq!(*budget.free.lock().unwrap(), 100);
    }
}
