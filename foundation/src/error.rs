//! The one error the domain returns: what went wrong in the business's words, with the
//! message a person reads and, for a form that failed its checks, a message per field. It
//! names no status: the web layer decides how each kind is answered.

use std::collections::BTreeMap;

#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// The input breaks a rule.
    #[error("{0}")]
    Refused(String),
    /// A form with failed fields: `message` is the first failure, `errors` all of them.
    #[error("{message}")]
    Invalid { message: String, errors: BTreeMap<String, String> },
    /// Nobody is signed in, or the credentials are wrong.
    #[error("{0}")]
    Unauthenticated(String),
    /// The caller is known but may not do this.
    #[error("{0}")]
    Forbidden(String),
    #[error("{0}")]
    NotFound(String),
    /// The record's state or a unique key stands in the way.
    #[error("{0}")]
    Conflict(String),
    /// A body or file over its size limit.
    #[error("{0}")]
    TooLarge(String),
    /// A file or body of a kind that is not accepted.
    #[error("{0}")]
    UnsupportedType(String),
    /// Over a rate limit or allowance.
    #[error("{0}")]
    RateLimited(String),
    /// Over a quota that frees again after `retry_after`.
    #[error("{message}")]
    OverQuota { message: String, retry_after: std::time::Duration },
    /// The input did not arrive in time.
    #[error("{0}")]
    TimedOut(String),
    /// A part the work needs is busy or away.
    #[error("{0}")]
    Unavailable(String),
    #[error(transparent)]
    Internal(#[from] anyhow::Error),
}

/// What a write that could not have the database in time answers (503, with Retry-After).
pub const BUSY: &str = "The site is busy right now; please try again in a moment.";

impl From<sea_orm::DbErr> for Error {
    fn from(err: sea_orm::DbErr) -> Self {
        // A write that waited its whole turn for a lock changed nothing: the caller may try
        // again, which a 500 would not tell it.
        if crate::db::is_busy(&err) {
            tracing::warn!(error = %err, "the database was busy");
            return Self::Unavailable(BUSY.into());
        }
        Self::Internal(err.into())
    }
}

/// A result whose error is, unless named, the domain's.
pub type Result<T, E = Error> = std::result::Result<T, E>;
