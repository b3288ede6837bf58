//! The record of what admins did. Every admin write calls [`record`] inside its own
//! transaction (for content, `ContentWrite::txn()`), so a write and its record commit or
//! roll back together. Nothing updates or deletes these rows; [`list`] reads them.

pub mod list;
pub mod words;

use sea_orm::{ActiveModelTrait, ConnectionTrait, DbErr, Set};

use foundation::entities::admin_activity;

/// A signed-in admin and the address the request came from: what an admin write handler
/// takes instead of `AdminId`, so it has what [`record`] needs. The web layer extracts it
/// from a request (`api::admin_actor`): nobody signed in gets 401, a buyer or supplier 403.
#[derive(Debug, Clone)]
pub struct AdminActor {
    pub admin_id: String,
    pub ip: Option<String>,
}

/// One admin write: `action` as `entity.verb` (e.g. `faq.update`), the record's id, and a
/// short summary a reader of the Activity screen understands (never a password or token).
pub struct Activity<'a> {
    pub action: &'a str,
    pub entity: &'a str,
    pub record_id: Option<&'a str>,
    pub summary: Option<String>,
}

/// Writes the record on `conn`, which must be the write's own transaction.
pub async fn record<C: ConnectionTrait>(conn: &C, actor: &AdminActor, activity: Activity<'_>) -> Result<(), DbErr> {
    let summary = activity.summary.map(|s| clip(&s, 512));
    admin_activity::ActiveModel {
        admin_id: Set(actor.admin_id.clone()),
        action: Set(activity.action.to_owned()),
        entity: Set(activity.entity.to_owned()),
        record_id: Set(activity.record_id.map(|id| clip(id, 191))),
        summary: Set(summary),
        ip: Set(actor.ip.clone()),
        ..Default::default()
    }
    .insert(conn)
    .await
    .map(|_| ())
}

/// At most `max` characters, cut on a character boundary (user text is never cut by bytes).
fn clip(text: &str, max: usize) -> String {
    text.chars().take(max).collect()
}

#[cfg(test)]
mod tests {
    use super::clip;

    #[test]
    fn clipping_counts_characters_not_bytes() {
        assert_eq!(clip("₹₹₹", 2), "₹₹");
        assert_eq!(clip("ab", 5), "ab");
    }
}
