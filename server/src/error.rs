//! One error type for the JSON API: `{ "success": false, "message": … }` with a fitting
//! status, and for a form that failed its checks `errors`, a message per field.

use std::collections::BTreeMap;

use actix_web::http::StatusCode;
use actix_web::{HttpResponse, ResponseError};
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

impl ResponseError for ApiError {
    fn status_code(&self) -> StatusCode {
        match self {
            Self::BadRequest(_) | Self::Invalid { .. } => StatusCode::BAD_REQUEST,
            Self::Unauthorized(_) => StatusCode::UNAUTHORIZED,
            Self::Forbidden(_) => StatusCode::FORBIDDEN,
            Self::NotFound(_) => StatusCode::NOT_FOUND,
            Self::Conflict(_) => StatusCode::CONFLICT,
            Self::PayloadTooLarge(_) => StatusCode::PAYLOAD_TOO_LARGE,
            Self::UnsupportedMediaType(_) => StatusCode::UNSUPPORTED_MEDIA_TYPE,
            Self::TooManyRequests(_) => StatusCode::TOO_MANY_REQUESTS,
            Self::RequestTimeout(_) => StatusCode::REQUEST_TIMEOUT,
            Self::Unavailable(_) => StatusCode::SERVICE_UNAVAILABLE,
            Self::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }

    fn error_response(&self) -> HttpResponse {
        let message = match self {
            Self::Internal(err) => {
                // The request id of the surrounding span ties this line to the request.
                tracing::error!(error = ?err, "internal error");
                "Something went wrong. Please try again."
            }
            other => match other {
                Self::Invalid { message, .. } | Self::BadRequest(message) => message.as_str(),
                Self::Unauthorized(m)
                | Self::Forbidden(m)
                | Self::NotFound(m)
                | Self::Conflict(m)
                | Self::PayloadTooLarge(m)
                | Self::UnsupportedMediaType(m)
                | Self::TooManyRequests(m)
                | Self::RequestTimeout(m)
                | Self::Unavailable(m) => m.as_str(),
                Self::Internal(_) => unreachable!(),
            },
        };
        let errors = match self {
            Self::Invalid { errors, .. } => Some(errors),
            _ => None,
        };
        let mut response = HttpResponse::build(self.status_code());
        if matches!(self, Self::TooManyRequests(_)) {
            // Every limit's window is a minute or more: a client may ask again after one.
            response.insert_header((actix_web::http::header::RETRY_AFTER, "60"));
        }
        response.json(ErrorBody { success: false, message, errors })
    }
}

impl From<sea_orm::DbErr> for ApiError {
    fn from(err: sea_orm::DbErr) -> Self {
        Self::Internal(err.into())
    }
}

pub type ApiResult<T> = Result<T, ApiError>;
