//! Recording a message: one insert on the caller's connection or transaction.

use sea_orm::{ActiveModelTrait, ConnectionTrait, DbErr, Set};

use sea_orm::prelude::DateTimeUtc;

use foundation::entities::{mail_outbox, new_id, now};

/// What to send: the recipient, a subject, and the same content as text and simple HTML.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Message {
    pub to: String,
    pub subject: String,
    pub text: String,
    pub html: String,
}

/// Longest subject kept (the column's width); longer ones are cut at a character boundary.
const SUBJECT_MAX_CHARS: usize = 250;

/// Records `message` for delivery on `conn`: pass the event's transaction, so the message
/// exists exactly when the event does. Returns the outbox row's id.
pub async fn enqueue<C: ConnectionTrait>(conn: &C, message: Message) -> Result<String, DbErr> {
    enqueue_due(conn, message, now(), None).await
}

/// A bundle a message starts: its key and its lines (a JSON array).
pub struct Bundle {
    pub key: String,
    pub lines: String,
}

/// Records `message` for delivery at `due` (not before), in `bundle` if given.
pub async fn enqueue_due<C: ConnectionTrait>(
    conn: &C,
    message: Message,
    due: DateTimeUtc,
    bundle: Option<Bundle>,
) -> Result<String, DbErr> {
    let at = now();
    let subject = subject_cut(&message.subject);
    let (bundle_key, bundle_lines) = bundle.map(|b| (b.key, b.lines)).unzip();
    let row = mail_outbox::ActiveModel {
        id: Set(new_id()),
        recipient: Set(message.to),
        subject: Set(subject),
        text_body: Set(message.text),
        html_body: Set(message.html),
        created_at: Set(at),
        created_micros: Set(foundation::entities::defaults::next_micros()),
        attempts: Set(0),
        next_attempt_at: Set(due.max(at)),
        claimed_by: Set(None),
        claimed_until: Set(None),
        sent_at: Set(None),
        last_error: Set(None),
        bundle_key: Set(bundle_key),
        bundle_lines: Set(bundle_lines),
    }
    .insert(conn)
    .await?;
    Ok(row.id)
}

/// Cuts a subject to the column's width, at a character boundary.
pub fn subject_cut(subject: &str) -> String {
    subject.chars().take(SUBJECT_MAX_CHARS).collect()
}

/// How long a delivered message stays in the table (to read what was sent).
pub const KEEP_SENT_DAYS: i64 = 30;

/// Drops messages delivered more than [`KEEP_SENT_DAYS`] ago; unsent ones always stay.
pub async fn sweep<C: ConnectionTrait>(conn: &C) -> Result<u64, DbErr> {
    use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};
    Ok(mail_outbox::Entity::delete_many()
        .filter(mail_outbox::Column::SentAt.lte(now() - chrono::Duration::days(KEEP_SENT_DAYS)))
        .exec(conn)
        .await?
        .rows_affected)
}

/// Messages not yet delivered and still to be tried (`max_attempts` is the give-up cap):
/// the whole site's queue, read by the metrics through the `(sent_at, …)` index.
pub async fn unsent<C: ConnectionTrait>(conn: &C, max_attempts: i32) -> Result<u64, DbErr> {
    use sea_orm::{ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter};
    mail_outbox::Entity::find()
        .filter(mail_outbox::Column::SentAt.is_null())
        .filter(mail_outbox::Column::Attempts.lt(max_attempts))
        .count(conn)
        .await
}
