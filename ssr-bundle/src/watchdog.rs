//! Stops a render that runs past its deadline by terminating the isolate's execution.

use std::sync::{Arc, Condvar, Mutex};
use std::thread;
use std::time::Instant;

use deno_core::v8::IsolateHandle;

#[derive(Default)]
struct State {
    deadline: Option<Instant>,
    handle: Option<IsolateHandle>,
    fired: bool,
    shutdown: bool,
}

pub(crate) struct Watchdog {
    shared: Arc<(Mutex<State>, Condvar)>,
}

impl Watchdog {
    pub(crate) fn spawn(name: String) -> Self {
        let shared: Arc<(Mutex<State>, Condvar)> = Arc::default();
        let theirs = shared.clone();
        thread::Builder::new().name(name).spawn(move || watch(&theirs)).expect("spawning a watchdog thread");
        Self { shared }
    }

    /// Points the watchdog at a (new) isolate.
    pub(crate) fn set_isolate(&self, handle: IsolateHandle) {
        self.shared.0.lock().unwrap().handle = Some(handle);
    }

    pub(crate) fn arm(&self, deadline: Instant) {
        let (lock, cvar) = &*self.shared;
        let mut state = lock.lock().unwrap();
        state.deadline = Some(deadline);
        state.fired = false;
        cvar.notify_one();
    }

    /// Returns whether the deadline passed and the isolate was terminated.
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

fn watch(shared: &(Mutex<State>, Condvar)) {
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
                if now >= deadline {
                    if let Some(handle) = &state.handle {
                        handle.terminate_execution();
                    }
                    state.fired = true;
                    state.deadline = None;
                } else {
                    state = cvar.wait_timeout(state, deadline - now).unwrap().0;
                }
            }
        }
    }
}
