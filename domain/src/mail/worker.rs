//! The delivery worker: claims due messages in the database, delivers them, and marks each
//! sent once. Claims are conditional UPDATEs, so any number of workers on any number of
//! app servers share one outbox without two holding the same message.

use std::time::Duration;

use chrono::{DateTime, Utc};
use sea_orm::sea_query::{Expr, Query};
use sea_orm::{
    ColumnTrait, Condition, ConnectionTrait, DatabaseConnection, DbErr, EntityTrait, QueryFilter, QueryOrder,
    QuerySelect,
};
use tokio::sync::watch;
use tokio::task::JoinHandle;

use super::settings::MailSettings;
use super::transport::{Failure, Transport, SEND_TIMEOUT};
use foundation::entities::mail_outbox::{self, Column};
use foundation::entities::{new_id, now};

/// The most messages claimed per round.
const BATCH_MAX: u64 = 20;

/// Messages claimed per round: as many as can all be sent, each taking up to the send
/// timeout, well inside the lease. A batch that outlived its lease would be claimed again
/// by another worker while this one still sends it, and those messages would go twice.
pub fn batch_size(settings: &MailSettings) -> u64 {
    let fits = settings.lease.as_millis() / SEND_TIMEOUT.as_millis();
    (fits.saturating_sub(1) as u64).clamp(1, BATCH_MAX)
}
/// The longest error text kept in `last_error` (the column's width).
const ERROR_MAX_CHARS: usize = 900;

/// A running worker; [`Worker::stop`] ends it after the message under way.
pub struct Worker {
    stop: watch::Sender<bool>,
    task: JoinHandle<()>,
}

impl Worker {
    pub fn start(db: DatabaseConnection, settings: MailSettings) -> anyhow::Result<Self> {
        let transport = Transport::from_settings(&settings)?;
        tracing::info!(delivery = %settings.describe(), "mail worker started");
        let (stop, mut stopped) = watch::channel(false);
        let task = tokio::spawn(async move {
            loop {
                match deliver_due(&db, &transport, &settings).await {
                    // A full batch: more may be due at once.
                    Ok(n) if n as u64 >= batch_size(&settings) => continue,
                    Ok(_) => {}
                    Err(e) => tracing::warn!(error = %e, "mail outbox unreachable; retrying"),
                }
                tokio::select! {
                    _ = tokio::time::sleep(settings.poll) => {}
                    _ = stopped.changed() => break,
                }
                if *stopped.borrow() {
                    break;
                }
            }
        });
        Ok(Self { stop, task })
    }

    pub async fn stop(self) {
        let _ = self.stop.send(true);
        let _ = self.task.await;
    }
}

fn at_offset(from: DateTime<Utc>, wait: Duration) -> DateTime<Utc> {
    // Whole seconds, rounded up: the column keeps no fraction on MySQL.
    let secs = wait.as_secs() + u64::from(wait.subsec_nanos() > 0);
    from + chrono::Duration::seconds(secs.max(1) as i64)
}

/// Rows nobody has sent, due, under the attempt cap, and not held by a live claim.
fn claimable(settings: &MailSettings, at: DateTime<Utc>) -> Condition {
    Condition::all()
        .add(Column::SentAt.is_null())
        .add(Column::NextAttemptAt.lte(at))
        .add(Column::Attempts.lt(settings.max_attempts))
        .add(Condition::any().add(Column::ClaimedUntil.is_null()).add(Column::ClaimedUntil.lte(at)))
}

/// Claims up to [`batch_size`] due messages for one new claim token and returns them.
pub async fn claim<C: ConnectionTrait>(
    db: &C,
    settings: &MailSettings,
) -> Result<(String, Vec<mail_outbox::Model>), DbErr> {
    let at = now();
    let ids: Vec<String> = mail_outbox::Entity::find()
        .select_only()
        .column(Column::Id)
        .filter(claimable(settings, at))
        .order_by_asc(Column::NextAttemptAt)
        .order_by_asc(Column::CreatedMicros)
        .limit(batch_size(settings))
        .into_tuple()
        .all(db)
        .await?;
    let token = new_id();
    if ids.is_empty() {
        return Ok((token, Vec::new()));
    }
    // The conditions again in the UPDATE: of two workers that read the same ids, each row
    // goes to whichever updates it first; the other's update no longer matches it. One row
    // per statement, by its key: an `id IN (…)` update may scan the table on MySQL and lock
    // the gaps between rows, which deadlocked transactions adding messages at that moment.
    for id in ids {
        let update = Query::update()
            .table(mail_outbox::Entity)
            .value(Column::ClaimedBy, token.clone())
            .value(Column::ClaimedUntil, at_offset(at, settings.lease))
            .value(Column::Attempts, Expr::col(Column::Attempts).add(1))
            .cond_where(claimable(settings, at).add(Column::Id.eq(id)))
            .to_owned();
        db.execute(db.get_database_backend().build(&update)).await?;
    }
    let claimed = mail_outbox::Entity::find()
        .filter(Column::ClaimedBy.eq(token.as_str()))
        .filter(Column::SentAt.is_null())
        .order_by_asc(Column::CreatedMicros)
        .all(db)
        .await?;
    Ok((token, claimed))
}

/// One round: claim, deliver, record each outcome. Returns how many were claimed.
pub async fn deliver_due(
    db: &DatabaseConnection,
    transport: &Transport,
    settings: &MailSettings,
) -> Result<usize, DbErr> {
    let (token, rows) = claim(db, settings).await?;
    for row in &rows {
        let outcome = transport.deliver(settings, row).await;
        let mut update = Query::update();
        update
            .table(mail_outbox::Entity)
            .cond_where(Condition::all().add(Column::Id.eq(row.id.as_str())).add(Column::ClaimedBy.eq(token.as_str())));
        match outcome {
            Ok(()) => {
                super::deliveries::count(&super::deliveries::DELIVERIES.sent);
                update
                    .value(Column::SentAt, now())
                    .value(Column::ClaimedUntil, Option::<DateTime<Utc>>::None)
                    .value(Column::LastError, Option::<String>::None);
            }
            Err(failure) => {
                let (error, give_up) = match failure {
                    Failure::Retry(e) => (e, row.attempts >= settings.max_attempts),
                    Failure::Permanent(e) => (e, true),
                };
                let error: String = error.chars().take(ERROR_MAX_CHARS).collect();
                let deliveries = &super::deliveries::DELIVERIES;
                super::deliveries::count(if give_up { &deliveries.given_up } else { &deliveries.retried });
                if give_up {
                    tracing::error!(id = %row.id, subject = %row.subject, attempts = row.attempts, error = %error, "mail given up");
                    update.value(Column::Attempts, settings.max_attempts);
                } else {
                    tracing::warn!(id = %row.id, attempts = row.attempts, error = %error, "mail not delivered; will retry");
                }
                update
                    .value(Column::ClaimedUntil, Option::<DateTime<Utc>>::None)
                    .value(Column::NextAttemptAt, at_offset(now(), settings.backoff(row.attempts)))
                    .value(Column::LastError, error);
            }
        }
        db.execute(db.get_database_backend().build(&update)).await?;
    }
    Ok(rows.len())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn with_lease(secs: u64) -> MailSettings {
        let mut settings = MailSettings::new(None, None, std::path::Path::new("/data"), "https://shop.example.com");
        settings.lease = Duration::from_secs(secs);
        settings
    }

    #[test]
    fn a_whole_batch_can_time_out_and_still_finish_inside_its_lease() {
        for secs in [1, 20, 45, 120, 600, 3600] {
            let settings = with_lease(secs);
            let batch = batch_size(&settings);
            assert!((1..=BATCH_MAX).contains(&batch), "{secs} s: {batch}");
            if secs > 2 * SEND_TIMEOUT.as_secs() {
                assert!(SEND_TIMEOUT * batch as u32 <= settings.lease - SEND_TIMEOUT, "{secs} s: {batch}");
            }
        }
        assert_eq!(batch_size(&with_lease(120)), 5, "the default lease");
    }
}
