//! One error type for the JSON API: `{ "success": false, "message": … }` with a fitting
//! status, and for a form that failed its checks `errors`, a message per field. The web
//! layer turns it into an answer (`api::error_response`); this module knows no HTTP crate.

use std::collections::BTreeMap;

use serde::Serialize;
use utoipa::ToSchema;

#[derive(Debug, thiserror::Error)]
pub enum ApiError {
    #[error("{0}")]
    BadRequest(String),
    /// A form with failed fields (400): `message` is the first failure, `errors` all of them.
    #[error("{message}")]
    Invalid { message: String, errors: BTreeMap<String, String> },
    #[error("{0}")]
    Unauthorized(String),
    #[error("{0}")]
    Forbidden(String),
    #[error("{0}")]
    NotFound(String),
    #[error("{0}")]
    Conflict(String),
    #[error("{0}")]
    PayloadTooLarge(String),
    #[error("{0}")]
    UnsupportedMediaType(String),
    #[error("{0}")]
    TooManyRequests(String),
    /// The request body did not arrive in time.
    #[error("{0}")]
    RequestTimeout(String),
    #[error("{0}")]
    Unavailable(String),
    #[error(transparent)]
    Internal(#[from] anyhow::Error),
}

/// The body of every error answer.
#[derive(Serialize, ToSchema)]
pub struct ErrorBody<'a> {
    /// Always `false`.
    pub success: bool,
    pub message: &'a str,
    /// Only when a form failed its checks: the API's field name → that field's message.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<BTreeMap<String, String>>)]
    pub errors: Option<&'a BTreeMap<String, String>>,
}

impl From<sea_orm::DbErr> for ApiError {
    fn from(err: sea_orm::DbErr) -> Self {
        Self::Internal(err.into())
    }
}

pub type ApiResult<T> = Result<T, ApiError>;
