//! The password-reset link.

use sea_orm::{ConnectionTrait, DbErr};

use crate::auth::Role;
use crate::mail::compose::Letter;
use crate::mail::outbox::enqueue;

/// The page the link opens. The token (the secret itself, only ever in this mail) is in the
/// fragment: browsers never send a fragment, so it stays out of server and proxy logs and
/// out of Referer headers; the page reads it in the browser.
pub fn reset_path(role: Role, token: &str) -> String {
    format!("/reset-password?role={}#token={token}", role.as_str())
}

pub async fn password_reset<C: ConnectionTrait>(
    conn: &C,
    to: &str,
    name: &str,
    role: Role,
    token: &str,
) -> Result<usize, DbErr> {
    let account = if role == Role::Supplier { "supplier account" } else { "account" };
    let letter = Letter {
        subject: "Reset your Tradehub password".into(),
        greeting: format!("Hello {name},"),
        lines: vec![format!(
            "Someone asked to reset the password of your Tradehub {account}. The link below lets you choose a new one; it works once, for one hour."
        )],
        details: Vec::new(),
        action: Some(("Choose a new password", reset_path(role, token))),
        note: Some("If you did not ask for this, ignore this e-mail: your password stays as it is.".into()),
    };
    enqueue(conn, letter.build(to)).await?;
    Ok(1)
}
