//! The processor time one thread has used, readable from any thread of the process.

use std::time::Duration;

#[derive(Clone, Debug)]
pub(crate) struct ThreadClock {
    #[cfg(target_os = "linux")]
    id: libc::clockid_t,
}

impl ThreadClock {
    /// The calling thread's clock, where the system gives one.
    #[cfg(target_os = "linux")]
    pub(crate) fn of_current_thread() -> Option<Self> {
        let mut id: libc::clockid_t = 0;
        // SAFETY: `pthread_self` is the calling (live) thread and `id` a valid out pointer.
        let status = unsafe { libc::pthread_getcpuclockid(libc::pthread_self(), &mut id) };
        (status == 0).then_some(Self { id })
    }

    #[cfg(not(target_os = "linux"))]
    pub(crate) fn of_current_thread() -> Option<Self> {
        None
    }

    /// Processor time used so far; none once the thread has ended.
    #[cfg(target_os = "linux")]
    pub(crate) fn used(&self) -> Option<Duration> {
        let mut now = libc::timespec { tv_sec: 0, tv_nsec: 0 };
        // SAFETY: `now` is a valid out pointer; a clock id of an ended thread is an error
        // the call reports, not undefined behaviour.
        let status = unsafe { libc::clock_gettime(self.id, &mut now) };
        (status == 0).then(|| Duration::new(now.tv_sec as u64, now.tv_nsec as u32))
    }

    #[cfg(not(target_os = "linux"))]
    pub(crate) fn used(&self) -> Option<Duration> {
        None
    }
}

#[cfg(all(test, target_os = "linux"))]
mod tests {
    use super::*;
    use std::time::Instant;

    #[test]
    fn counts_work_and_not_sleep() {
        let clock = ThreadClock::of_current_thread().expect("Linux gives every thread a clock");
        let before = clock.used().unwrap();
        std::thread::sleep(Duration::from_millis(200));
        let slept = clock.used().unwrap() - before;
        let end = Instant::now() + Duration::from_millis(200);
        while Instant::now() < end {
            std::hint::spin_loop();
        }
        let worked = clock.used().unwrap() - before - slept;
        assert!(slept < Duration::from_millis(50), "sleeping used {slept:?}");
        assert!(worked > slept, "spinning used {worked:?}, sleeping {slept:?}");
    }
}
