//! Reading what the app would send: the outbox table, the `.eml` files of the default
//! delivery, and the reset link inside a message.

use std::path::Path;
use std::time::Duration;

use foundation::entities::mail_outbox;
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QueryOrder};

use crate::helpers::{poll, TestApp, PUBLIC_URL};

/// Every recorded message, oldest first.
pub async fn outbox(app: &TestApp) -> Vec<mail_outbox::Model> {
    mail_outbox::Entity::find().order_by_asc(mail_outbox::Column::CreatedMicros).all(&app.db).await.unwrap()
}

/// The messages recorded for one recipient.
pub async fn mail_to(app: &TestApp, recipient: &str) -> Vec<mail_outbox::Model> {
    mail_outbox::Entity::find()
        .filter(mail_outbox::Column::Recipient.eq(recipient))
        .order_by_asc(mail_outbox::Column::CreatedMicros)
        .all(&app.db)
        .await
        .unwrap()
}

/// A message as a recipient reads it: its plain-text part with links resolved.
pub struct Received {
    pub to: String,
    pub subject: String,
    pub text: String,
    pub html: String,
}

pub fn parse_eml(raw: &[u8]) -> Received {
    let mail = mailparse::parse_mail(raw).expect("a MIME message");
    let header = |name: &str| {
        mail.headers.iter().find(|h| h.get_key().eq_ignore_ascii_case(name)).map(|h| h.get_value()).unwrap_or_default()
    };
    let part = |kind: &str| {
        mail.subparts.iter().find(|p| p.ctype.mimetype == kind).map(|p| p.get_body().unwrap()).unwrap_or_default()
    };
    Received { to: header("To"), subject: header("Subject"), text: part("text/plain"), html: part("text/html") }
}

/// The `.eml` files the default delivery wrote so far.
pub fn eml_files(data_dir: &Path) -> Vec<Received> {
    let Ok(entries) = std::fs::read_dir(data_dir.join("outbox")) else { return Vec::new() };
    let mut files: Vec<_> = entries
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "eml"))
        .collect();
    files.sort();
    files.iter().map(|p| parse_eml(&std::fs::read(p).unwrap())).collect()
}

/// Waits (bounded) until the worker has written a message to `recipient` to the outbox folder.
pub async fn delivered_to(app: &TestApp, recipient: &str) -> Vec<Received> {
    let to_recipient = || async {
        eml_files(app.data_dir.path()).into_iter().filter(|m| m.to.contains(recipient)).collect::<Vec<Received>>()
    };
    let found = poll(to_recipient, |found| !found.is_empty()).await;
    assert!(!found.is_empty(), "no message to {recipient} was delivered to the outbox folder");
    found
}

/// The path and query of the first link to this site in `text`, e.g. `/reset-password?…`.
pub fn link_in(text: &str) -> String {
    let start = text.find(PUBLIC_URL).expect("a link to the site") + PUBLIC_URL.len();
    text[start..].split_whitespace().next().unwrap().to_owned()
}

/// The token of a reset link path (in its fragment).
pub fn token_of(link: &str) -> String {
    let fragment = link.split_once('#').expect("a fragment").1;
    form_urlencoded::parse(fragment.as_bytes()).find(|(k, _)| k == "token").expect("a token").1.into_owned()
}

/// Asks for a reset link as `role` (`user` or `vendor`): (status, body).
/// Asks for a reset link and, when the request was taken, waits (bounded) until the server
/// has recorded it: the answer does not wait for that work.
pub async fn forgot(app: &TestApp, role: &str, email: &str) -> (u16, serde_json::Value) {
    use std::sync::atomic::Ordering;
    let before = app.state.reset_requests.load(Ordering::SeqCst);
    let answer = app.post_json(&format!("/api/v1/{role}/forgotPassword"), serde_json::json!({ "email": email })).await;
    if answer.0 == 200 {
        for _ in 0..3000 {
            if app.state.reset_requests.load(Ordering::SeqCst) > before {
                break;
            }
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
    }
    answer
}

pub async fn reset(app: &TestApp, role: &str, token: &str, password: &str, confirm: &str) -> (u16, serde_json::Value) {
    let body = serde_json::json!({ "token": token, "password": password, "confirmPassword": confirm });
    app.post_json(&format!("/api/v1/{role}/resetPassword"), body).await
}

/// The token of the newest reset mail recorded for `recipient` (read from the table).
pub async fn newest_token(app: &TestApp, recipient: &str) -> String {
    let mail = mail_to(app, recipient).await;
    let last = mail.last().expect("a reset mail");
    let text = domain::mail::resolve_links(&last.text_body, PUBLIC_URL);
    token_of(&link_in(&text))
}
