//! Notices about one enquiry to one recipient, bundled: at most one mail per
//! [`NOTICE_EVERY`]. A notice joins the bundle's mail while that mail still waits (nobody
//! has claimed it), else it starts the next, due once the time since the last has passed.
//! Each notice's lines are kept on the row, so a joined mail says all that came in
//! between; its details and link are the newest notice's.

use sea_orm::sea_query::{Expr, Query};
use sea_orm::{ColumnTrait, ConnectionTrait, DbErr, EntityTrait, QueryFilter, QueryOrder};
use sha2::{Digest, Sha256};

use super::compose::Letter;
use super::outbox::{enqueue_due, subject_cut, Bundle};
use crate::quotas::NOTICE_EVERY;
use foundation::entities::mail_outbox::{self, Column};
use foundation::entities::now;

/// Sends `letter` to `to` as a notice about enquiry `about`, bundled with the others to
/// `to` about it; `bundled_subject` is the subject a mail of several notices carries.
pub async fn notice<C: ConnectionTrait>(
    conn: &C,
    about: &str,
    to: &str,
    letter: Letter,
    bundled_subject: String,
) -> Result<(), DbErr> {
    let key = format!("{:x}", Sha256::digest(format!("{}\n{about}", to.trim().to_lowercase())));
    let latest = mail_outbox::Entity::find()
        .filter(Column::BundleKey.eq(key.as_str()))
        .order_by_desc(Column::CreatedMicros)
        .one(conn)
        .await?;
    let due = match &latest {
        Some(row) if waits(row) && joined(conn, row, &letter, to, bundled_subject).await? => return Ok(()),
        // The last went (or is going) out: the next waits out the rest of its turn.
        Some(row) => row.sent_at.unwrap_or_else(now) + NOTICE_EVERY,
        None => now(),
    };
    let lines = serde_json::to_string(&letter.lines).unwrap_or_else(|_| "[]".into());
    enqueue_due(conn, letter.build(to), due, Some(Bundle { key, lines })).await?;
    Ok(())
}

/// Whether nobody has started to deliver the mail.
fn waits(row: &mail_outbox::Model) -> bool {
    row.sent_at.is_none() && row.claimed_by.is_none() && row.attempts == 0
}

/// Adds the letter's lines to the waiting mail `row`, unless a worker claimed it meanwhile.
async fn joined<C: ConnectionTrait>(
    conn: &C,
    row: &mail_outbox::Model,
    letter: &Letter,
    to: &str,
    bundled_subject: String,
) -> Result<bool, DbErr> {
    let mut lines: Vec<String> =
        row.bundle_lines.as_deref().and_then(|l| serde_json::from_str(l).ok()).unwrap_or_default();
    lines.extend(letter.lines.iter().cloned());
    let merged = Letter { subject: bundled_subject, lines, ..letter.clone() };
    let message = merged.build(to);
    let update = Query::update()
        .table(mail_outbox::Entity)
        .value(Column::Subject, subject_cut(&message.subject))
        .value(Column::TextBody, message.text)
        .value(Column::HtmlBody, message.html)
        .value(Column::BundleLines, serde_json::to_string(&merged.lines).unwrap_or_else(|_| "[]".into()))
        // The same conditions as `waits`, checked by the database: a claim that came first wins.
        .and_where(Expr::col(Column::Id).eq(row.id.as_str()))
        .and_where(Expr::col(Column::SentAt).is_null())
        .and_where(Expr::col(Column::ClaimedBy).is_null())
        .and_where(Expr::col(Column::Attempts).eq(0))
        .to_owned();
    Ok(conn.execute(conn.get_database_backend().build(&update)).await?.rows_affected() == 1)
}
