//! Work that runs now and then for as long as the server serves (reminders, overdue
//! payments, sweeps): each round's failure is logged and the next round tries again, so a
//! busy or briefly unreachable database never ends the task; [`Periodic::stop`] ends it
//! after the round under way, so a shutdown never cuts a round's writes in half.

use std::future::Future;
use std::time::Duration;

use sea_orm::{DatabaseConnection, DbErr};
use tokio::sync::watch;
use tokio::task::JoinHandle;
use tokio::time::MissedTickBehavior;

/// A running periodic task: dropped without [`Periodic::stop`], it stops too.
#[must_use = "a periodic task ends when its handle is dropped"]
pub struct Periodic {
    stop: watch::Sender<bool>,
    task: JoinHandle<()>,
}

impl Periodic {
    /// Ends the task once the round under way (if any) is done, and waits for that.
    pub async fn stop(self) {
        let _ = self.stop.send(true);
        let _ = self.task.await;
    }
}

/// Runs `round` now and every `period`; `what` names it in the log.
pub fn every<F, Fut>(db: DatabaseConnection, period: Duration, what: &'static str, round: F) -> Periodic
where
    F: Fn(DatabaseConnection) -> Fut + Send + 'static,
    Fut: Future<Output = Result<usize, DbErr>> + Send,
{
    let (stop, mut stopped) = watch::channel(false);
    let task = tokio::spawn(async move {
        let mut every = tokio::time::interval(period);
        // A round that ran long is followed by a whole period, not by a burst of catch-ups.
        every.set_missed_tick_behavior(MissedTickBehavior::Delay);
        loop {
            tokio::select! {
                _ = every.tick() => {}
                _ = stopped.changed() => break,
            }
            if let Err(e) = round(db.clone()).await {
                tracing::warn!(error = %e, task = what, "a periodic round failed; retrying at the next");
            }
            if *stopped.borrow() {
                break;
            }
        }
    });
    Periodic { stop, task }
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::{AtomicUsize, Ordering};
    use std::sync::Arc;

    use super::*;

    #[tokio::test]
    async fn a_stopped_task_runs_no_more_rounds() {
        let db = foundation::entities::test_db::sqlite().await;
        let rounds = Arc::new(AtomicUsize::new(0));
        let counted = rounds.clone();
        let task = every(db, Duration::from_millis(5), "test", move |_| {
            let counted = counted.clone();
            async move { Ok(counted.fetch_add(1, Ordering::SeqCst)) }
        });
        while rounds.load(Ordering::SeqCst) < 3 {
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
        tokio::time::timeout(Duration::from_secs(5), task.stop()).await.expect("the task stops");
        let after = rounds.load(Ordering::SeqCst);
        tokio::time::sleep(Duration::from_millis(50)).await;
        assert_eq!(rounds.load(Ordering::SeqCst), after, "no round after the stop");
    }

    #[tokio::test]
    async fn a_failing_round_does_not_end_the_task() {
        let db = foundation::entities::test_db::sqlite().await;
        let rounds = Arc::new(AtomicUsize::new(0));
        let counted = rounds.clone();
        let task = every(db, Duration::from_millis(5), "test", move |_| {
            let counted = counted.clone();
            async move {
                counted.fetch_add(1, Ordering::SeqCst);
                Err(DbErr::Custom("down".into()))
            }
        });
        while rounds.load(Ordering::SeqCst) < 3 {
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
        task.stop().await;
    }
}
