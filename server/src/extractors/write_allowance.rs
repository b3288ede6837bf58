//! An extractor for public writes: a handler that takes `PublicWrite` runs only while the
//! caller's address is within its allowance for that route (counted in the database).

use foundation::error::Error;
use std::future::Future;
use std::pin::Pin;

use actix_web::{dev::Payload, web, FromRequest, HttpRequest};

use super::client_address::client_ip;
use crate::error::ApiError;
use crate::state::AppState;
use domain::auth::limits::PUBLIC_WRITES;

pub const TOO_MANY_WRITES: &str = "Too many requests from your network. Please try again in a few minutes.";

pub struct PublicWrite;

impl FromRequest for PublicWrite {
    type Error = ApiError;
    type Future = Pin<Box<dyn Future<Output = Result<Self, Self::Error>>>>;

    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        let req = req.clone();
        Box::pin(async move {
            let Some(state) = req.app_data::<web::Data<AppState>>() else { return Ok(PublicWrite) };
            let Some(ip) = client_ip(&req, &state.trusted_proxies) else { return Ok(PublicWrite) };
            if PUBLIC_WRITES.hit(&state.db, &format!("{} {ip}", req.path())).await? > PUBLIC_WRITES.max {
                return Err(Error::RateLimited(TOO_MANY_WRITES.into()).into());
            }
            Ok(PublicWrite)
        })
    }
}
