//! "Forgot password" for buyers and suppliers: a request mails a one-hour, single-use link;
//! completing it sets the new password, ends the account's other reset links and every
//! session. The request answers the same whether or not the account exists.

use std::net::IpAddr;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

use sea_orm::sea_query::Expr;
use sea_orm::{ColumnTrait, ConnectionTrait, DatabaseConnection, EntityTrait, QueryFilter};
use serde::Deserialize;
use utoipa::ToSchema;

use super::lookup;
use crate::auth::identity::BLOCKED;
use crate::auth::limits::{self, Limit};
use crate::auth::{reset_tokens, Role};
use crate::validation::{Email, Form, NewPassword};
use foundation::entities::{users, vendors};
use foundation::error::Error;

pub const RESET_REQUESTED: &str =
    "If an account with this email exists, we have sent it a link to reset the password. The link is valid for one hour.";
pub const RESET_LINK_INVALID: &str = "This password reset link is invalid or has expired. Please request a new one.";
pub const PASSWORD_RESET_DONE: &str = "Your password has been reset. Please sign in with your new password.";
pub const TOO_MANY_RESET_REQUESTS: &str = "Too many password reset requests. Please try again later.";

#[derive(Debug, Default, Deserialize, ToSchema)]
pub struct ForgotPasswordInput {
    pub email: Option<String>,
}

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ResetPasswordInput {
    /// The token from the e-mailed link.
    pub token: Option<String>,
    pub password: Option<String>,
    pub confirm_password: Option<String>,
}

/// The account a reset concerns: its id, name, e-mail and blocked flag.
struct Account {
    id: String,
    name: String,
    email: String,
    blocked: bool,
}

impl From<users::Model> for Account {
    fn from(u: users::Model) -> Self {
        Self { id: u.id, name: u.name, email: u.email, blocked: u.is_blocked }
    }
}

impl From<vendors::Model> for Account {
    fn from(v: vendors::Model) -> Self {
        Self { id: v.id, name: v.name, email: v.email, blocked: v.is_blocked }
    }
}

async fn find_by_email<C: ConnectionTrait>(db: &C, role: Role, email: &str) -> Result<Option<Account>, Error> {
    Ok(match role {
        Role::Buyer => lookup::buyer_by_email(db, email).await?.map(Account::from),
        Role::Supplier => lookup::supplier_by_email(db, email).await?.map(Account::from),
        Role::Admin => None,
    })
}

async fn find_by_id<C: ConnectionTrait>(db: &C, role: Role, id: &str) -> Result<Option<Account>, Error> {
    Ok(match role {
        Role::Buyer => lookup::buyer(db, id.to_owned()).await?.map(Account::from),
        Role::Supplier => lookup::supplier(db, id.to_owned()).await?.map(Account::from),
        Role::Admin => None,
    })
}

async fn over(limit: &Limit, db: &DatabaseConnection, subject: &str) -> Result<bool, Error> {
    Ok(limit.hit(db, subject).await? > limit.max)
}

/// Records a reset link for the account with this e-mail, if there is one in good standing,
/// and the mail carrying it, in one transaction. Counted per address and per e-mail before
/// anything is looked up, so the answer (and the limit) is the same for unknown e-mails.
/// A blocked account gets no link: it cannot reset its way back in.
///
/// The answer does not wait for the look-up or the link: it would take longer for an
/// existing account (a transaction and a mail) than for an unknown e-mail, and its time
/// would tell which e-mails have accounts. The work runs after the answer, on the server's
/// own time; `done` counts the requests it has finished (tests wait on it). Should the
/// server stop in between, no mail goes out, as when a mail is lost: the person asks again.
pub async fn request(
    db: &DatabaseConnection,
    ip: Option<IpAddr>,
    role: Role,
    input: &ForgotPasswordInput,
    done: Arc<AtomicU64>,
) -> Result<(), Error> {
    let mut form = Form::new();
    let email = form.check("email", Email::parse(input.email.as_deref()));
    form.finish()?;
    let email = email.expect("the e-mail passed");
    let address = ip.map_or_else(|| "unknown".to_owned(), |ip| ip.to_string());
    if over(&limits::RESET_REQUESTS_ADDRESS, db, &address).await?
        || over(&limits::RESET_REQUESTS_ACCOUNT, db, &format!("{} {}", role.as_str(), email.as_str())).await?
    {
        return Err(Error::RateLimited(TOO_MANY_RESET_REQUESTS.into()));
    }
    let db = db.clone();
    tokio::spawn(async move {
        if let Err(err) = mail_link(&db, role, email.as_str()).await {
            tracing::error!(error = %err, role = role.as_str(), "recording a password reset link failed");
        }
        done.fetch_add(1, Ordering::SeqCst);
    });
    Ok(())
}

async fn mail_link(db: &DatabaseConnection, role: Role, email: &str) -> Result<(), Error> {
    let Some(account) = find_by_email(db, role, email).await? else { return Ok(()) };
    if account.blocked {
        return Ok(());
    }
    let txn = foundation::db::begin_write(db).await?;
    let token = reset_tokens::issue(&txn, role, &account.id).await?;
    crate::mail::notices::password_reset(&txn, &account.email, &account.name, role, &token).await?;
    txn.commit().await?;
    Ok(())
}

/// Sets the new password if the token is live: in one transaction the token is used up,
/// the account's other tokens and every session end, and the hash changes. Attempts are
/// counted per address and per token first; a token that is not live is refused after one
/// look-up, before the new password is hashed (bcrypt is the costly part, and only a real
/// link may spend it). `hashes` counts the hashes made.
pub async fn complete(
    db: &DatabaseConnection,
    ip: Option<IpAddr>,
    role: Role,
    input: &ResetPasswordInput,
    hashes: &AtomicU64,
) -> Result<(), Error> {
    let address = ip.map_or_else(|| "unknown".to_owned(), |ip| ip.to_string());
    let token = input.token.as_deref().map(str::trim).unwrap_or_default().to_owned();
    if over(&limits::RESET_ATTEMPTS_ADDRESS, db, &address).await?
        || (!token.is_empty() && over(&limits::RESET_ATTEMPTS_TOKEN, db, &reset_tokens::digest(&token)).await?)
    {
        return Err(Error::RateLimited(limits::TOO_MANY_RESET_ATTEMPTS.into()));
    }
    let mut form = Form::new();
    if token.is_empty() {
        form.fail("token", RESET_LINK_INVALID);
    }
    let password =
        form.check("password", NewPassword::parse(input.password.as_deref(), input.confirm_password.as_deref()));
    form.finish()?;
    let password = password.expect("the password passed");
    if reset_tokens::live(db, role, &token).await?.is_none() {
        return Err(Error::Refused(RESET_LINK_INVALID.into()));
    }
    hashes.fetch_add(1, Ordering::Relaxed);
    let hash = tokio::task::spawn_blocking(move || password.hash()).await.map_err(|e| Error::Internal(e.into()))??;
    let txn = foundation::db::begin_write(db).await?;
    let Some(id) = reset_tokens::redeem(&txn, role, &token).await? else {
        return Err(Error::Refused(RESET_LINK_INVALID.into()));
    };
    let account = find_by_id(&txn, role, &id).await?.ok_or_else(|| Error::Refused(RESET_LINK_INVALID.into()))?;
    if account.blocked {
        return Err(Error::Forbidden(BLOCKED.into()));
    }
    let changed = match role {
        Role::Buyer => {
            users::Entity::update_many()
                .col_expr(users::Column::PasswordHash, Expr::value(hash))
                .col_expr(users::Column::UpdatedAt, Expr::value(foundation::entities::now()))
                .filter(users::Column::Id.eq(account.id.as_str()))
                .exec(&txn)
                .await?
                .rows_affected
        }
        Role::Supplier => {
            vendors::Entity::update_many()
                .col_expr(vendors::Column::PasswordHash, Expr::value(hash))
                .col_expr(vendors::Column::UpdatedAt, Expr::value(foundation::entities::now()))
                .filter(vendors::Column::Id.eq(account.id.as_str()))
                .exec(&txn)
                .await?
                .rows_affected
        }
        Role::Admin => 0,
    };
    if changed != 1 {
        return Err(Error::Refused(RESET_LINK_INVALID.into()));
    }
    crate::auth::end_sign_ins(&txn, role, &account.id, None).await?;
    txn.commit().await?;
    Ok(())
}
