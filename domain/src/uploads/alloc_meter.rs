//! What a piece of work allocates at its peak, on the thread that runs it: the unit tests'
//! allocator counts each thread's bytes held (the checks of a file run on one thread).

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

struct Metered;

thread_local! {
    static HELD: Cell<isize> = const { Cell::new(0) };
    static PEAK: Cell<isize> = const { Cell::new(0) };
}

fn note(change: isize) {
    let held = HELD.get() + change;
    HELD.set(held);
    PEAK.set(PEAK.get().max(held));
}

// SAFETY: every call goes to the system allocator unchanged; only thread-local counters
// (no allocation, no destructor) are updated beside it.
unsafe impl GlobalAlloc for Metered {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        note(layout.size() as isize);
        unsafe { System.alloc(layout) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        note(-(layout.size() as isize));
        unsafe { System.dealloc(ptr, layout) }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        note(new_size as isize - layout.size() as isize);
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}

#[global_allocator]
static METERED: Metered = Metered;

/// The most `work` held at once beyond what the thread held before it, in bytes.
pub fn peak_during(work: impl FnOnce()) -> usize {
    let before = HELD.get();
    PEAK.set(before);
    work();
    (PEAK.get() - before).max(0) as usize
}
