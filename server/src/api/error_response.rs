//! [`ApiError`] as an HTTP answer: its status and the JSON body every error shares.

use actix_web::http::StatusCode;
use actix_web::{HttpResponse, ResponseError};

use crate::error::{ApiError, ErrorBody};

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
