//! Stops a render that runs past its limit by terminating the isolate's execution.
//!
//! The limit is on the processor time the render's thread uses, not on the time that
//! passes: a render that never ends spins and is cut at the limit, while one that waits
//! for a core on a busy machine (other processes, other isolates) is not cut for waiting.
//! Where a thread's processor time cannot be read, the time that passes counts instead.

use std::sync::{Arc, Condvar, Mutex};
use std::thread;
use std::time::{Duration, Instant};

use deno_core::v8::IsolateHandle;

use crate::thread_clock::ThreadClock;

#[derive(Default)]
struct State {
    /// When to look again at the processor time used.
    deadline: Option<Instant>,
    limit: Duration,
    /// The watched thread's processor time when the render began.
    used_before: Duration,
    handle: Option<IsolateHandle>,
    fired: bool,
    shutdown: bool,
}

pub(crate) struct Watchdog {
    shared: Arc<(Mutex<State>, Condvar)>,
    clock: Option<ThreadClock>,
}

impl Watchdog {
    /// A watchdog over the renders of the calling thread.
    pub(crate) fn spawn(name: String) -> Self {
        let shared: Arc<(Mutex<State>, Condvar)> = Arc::default();
        let clock = ThreadClock::of_current_thread();
        let (theirs, their_clock) = (shared.clone(), clock.clone());
        thread::Builder::new()
            .name(name)
            .spawn(move || watch(&theirs, their_clock.as_ref()))
            .expect("spawning a watchdog thread");
        Self { shared, clock }
    }

    /// Points the watchdog at a (new) isolate.
    pub(crate) fn set_isolate(&self, handle: IsolateHandle) {
        self.shared.0.lock().unwrap().handle = Some(handle);
    }

    /// Starts watching a render that may use `limit` of processor time.
    pub(crate) fn arm(&self, limit: Duration) {
        let used_before = self.clock.as_ref().and_then(ThreadClock::used).unwrap_or_default();
        let (lock, cvar) = &*self.shared;
        let mut state = lock.lock().unwrap();
        state.deadline = Some(Instant::now() + limit);
        state.limit = limit;
        state.used_before = used_before;
        state.fired = false;
        cvar.notify_one();
    }

    /// Returns whether the limit passed and the isolate was terminated.
    pub(crate) fn disarm(&self) -> bool {
        let (lock, cvar) = &*self.shared;
        let mut state = lock.lock().unwrap();
        state.deadline = None;
        cvar.notify_one();
        std::mem::take(&mut state.fired)
    }
}

impl Drop for Watchdog {
    fn drop(&mut self) {
        let (lock, cvar) = &*self.shared;
        lock.lock().unwrap().shutdown = true;
        cvar.notify_one();
    }
}

fn watch(shared: &(Mutex<State>, Condvar), clock: Option<&ThreadClock>) {
    let (lock, cvar) = shared;
    let mut state = lock.lock().unwrap();
    loop {
        if state.shutdown {
            return;
        }
        match state.deadline {
            None => state = cvar.wait(state).unwrap(),
            Some(deadline) => {
                let now = Instant::now();
                if now < deadline {
                    state = cvar.wait_timeout(state, deadline - now).unwrap().0;
                    continue;
                }
                // Processor time never runs ahead of the time that passes, so the limit
                // cannot have been used before the deadline: only now is it worth reading.
                let used = clock.and_then(ThreadClock::used).map(|t| t.saturating_sub(state.used_before));
                match used {
                    Some(used) if used < state.limit => state.deadline = Some(now + (state.limit - used)),
                    _ => {
                        if let Some(handle) = &state.handle {
                            handle.terminate_execution();
                        }
                        state.fired = true;
                        state.deadline = None;
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Spins on this thread for `time` of the time that passes.
    fn spin(time: Duration) {
        let end = Instant::now() + time;
        while Instant::now() < end {
            std::hint::spin_loop();
        }
    }

    #[test]
    fn a_render_that_waits_without_using_the_processor_is_not_cut() {
        let watchdog = Watchdog::spawn("test-watchdog".into());
        watchdog.arm(Duration::from_millis(50));
        thread::sleep(Duration::from_millis(400));
        assert!(!watchdog.disarm(), "sleeping used no processor time");
    }

    #[test]
    fn a_render_that_keeps_the_processor_busy_is_cut_at_the_limit() {
        let watchdog = Watchdog::spawn("test-watchdog".into());
        watchdog.arm(Duration::from_millis(50));
        // Long enough for the spin to get 50 ms of a core even on a crowded machine.
        spin(Duration::from_secs(3));
        assert!(watchdog.disarm(), "three seconds of spinning passed a 50 ms limit");
    }

    #[test]
    fn a_render_within_its_limit_is_not_cut() {
        let watchdog = Watchdog::spawn("test-watchdog".into());
        watchdog.arm(Duration::from_secs(60));
        spin(Duration::from_millis(20));
        assert!(!watchdog.disarm());
    }
}
