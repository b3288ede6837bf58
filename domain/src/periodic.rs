//! Work that runs now and then for as long as the process lives (reminders, overdue
//! payments): each round's failure is logged and the next round tries again, so a busy or
//! briefly unreachable database never ends the task.

use std::future::Future;
use std::time::Duration;

use sea_orm::{DatabaseConnection, DbErr};

/// Runs `round` now and every `period`; `what` names it in the log.
pub fn every<F, Fut>(db: DatabaseConnection, period: Duration, what: &'static str, round: F)
where
    F: Fn(DatabaseConnection) -> Fut + Send + 'static,
    Fut: Future<Output = Result<usize, DbErr>> + Send,
{
    tokio::spawn(async move {
        let mut every = tokio::time::interval(period);
        loop {
            every.tick().await;
            if let Err(e) = round(db.clone()).await {
                tracing::warn!(error = %e, task = what, "a periodic round failed; retrying at the next");
            }
        }
    });
}
