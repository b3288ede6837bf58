//! The domain's [`Error`] as an HTTP answer: each kind's status and the JSON body every
//! error shares, `{ "success": false, "message": … }` plus `errors` for a form.

use std::collections::BTreeMap;

use actix_web::http::StatusCode;
use actix_web::{HttpResponse, ResponseError};
use serde::Serialize;
use utoipa::ToSchema;

use domain::validation::Invalid;
use foundation::error::Error;

/// A domain error on its way out as an answer.
#[derive(Debug, thiserror::Error)]
#[error(transparent)]
pub struct ApiError(#[from] pub Error);

pub type ApiResult<T> = Result<T, ApiError>;

impl From<sea_orm::DbErr> for ApiError {
    fn from(err: sea_orm::DbErr) -> Self {
        Self(err.into())
    }
}

impl From<anyhow::Error> for ApiError {
    fn from(err: anyhow::Error) -> Self {
        Self(err.into())
    }
}

impl From<Invalid> for ApiError {
    fn from(err: Invalid) -> Self {
        Self(err.into())
    }
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
        match &self.0 {
            Error::Refused(_) | Error::Invalid { .. } => StatusCode::BAD_REQUEST,
            Error::Unauthenticated(_) => StatusCode::UNAUTHORIZED,
            Error::Forbidden(_) => StatusCode::FORBIDDEN,
            Error::NotFound(_) => StatusCode::NOT_FOUND,
            Error::Conflict(_) => StatusCode::CONFLICT,
            Error::TooLarge(_) => StatusCode::PAYLOAD_TOO_LARGE,
            Error::UnsupportedType(_) => StatusCode::UNSUPPORTED_MEDIA_TYPE,
            Error::RateLimited(_) | Error::OverQuota { .. } => StatusCode::TOO_MANY_REQUESTS,
            Error::TimedOut(_) => StatusCode::REQUEST_TIMEOUT,
            Error::Unavailable(_) => StatusCode::SERVICE_UNAVAILABLE,
            Error::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }

    fn error_response(&self) -> HttpResponse {
        let message = match &self.0 {
            Error::Internal(err) => {
                // The request id of the surrounding span ties this line to the request.
                tracing::error!(error = ?err, "internal error");
                "Something went wrong. Please try again."
            }
            Error::Invalid { message, .. }
            | Error::Refused(message)
            | Error::Unauthenticated(message)
            | Error::Forbidden(message)
            | Error::NotFound(message)
            | Error::Conflict(message)
            | Error::TooLarge(message)
            | Error::UnsupportedType(message)
            | Error::RateLimited(message)
            | Error::TimedOut(message)
            | Error::Unavailable(message)
            | Error::OverQuota { message, .. } => message.as_str(),
        };
        let errors = match &self.0 {
            Error::Invalid { errors, .. } => Some(errors),
            _ => None,
        };
        let mut response = HttpResponse::build(self.status_code());
        if matches!(self.0, Error::RateLimited(_)) {
            // Every limit's window is a minute or more: a client may ask again after one.
            response.insert_header((actix_web::http::header::RETRY_AFTER, "60"));
        }
        if let Error::OverQuota { retry_after, .. } = &self.0 {
            response.insert_header((actix_web::http::header::RETRY_AFTER, retry_after.as_secs().max(1).to_string()));
        }
        if matches!(self.0, Error::Unavailable(_)) {
            // A busy database or renderer frees within seconds.
            response.insert_header((actix_web::http::header::RETRY_AFTER, "2"));
        }
        response.json(ErrorBody { success: false, message, errors })
    }
}
