//! An extractor for public writes: a handler that takes `PublicWrite` runs only while the
//! caller's address is within its allowance for that route.

use std::future::{ready, Ready};

use actix_web::{dev::Payload, web, FromRequest, HttpRequest};

use crate::error::ApiError;
use crate::state::AppState;

pub const TOO_MANY_WRITES: &str = "Too many requests from your network. Please try again in a few minutes.";

pub struct PublicWrite;

impl FromRequest for PublicWrite {
    type Error = ApiError;
    type Future = Ready<Result<Self, Self::Error>>;

    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        let admitted = req
            .app_data::<web::Data<AppState>>()
            .map(|state| state.public_write_limiter.admit(req.path(), req.peer_addr().map(|a| a.ip())))
            .unwrap_or(true);
        ready(if admitted { Ok(PublicWrite) } else { Err(ApiError::TooManyRequests(TOO_MANY_WRITES.into())) })
    }
}
