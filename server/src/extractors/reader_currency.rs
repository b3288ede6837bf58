//! The reader's currency: the `currency` cookie the currency picker sets (an ISO 4217 code
//! the site shows), read for pages and for the answers that carry prices. Rupees when the
//! cookie is missing or names anything else.

use std::future::{ready, Ready};

use actix_web::dev::Payload;
use actix_web::{FromRequest, HttpRequest};
use foundation::entities::codes::Currency;

/// The cookie's name.
pub const COOKIE: &str = "currency";

/// The currency the request's cookie names, written exactly (upper case); rupees otherwise.
pub fn of_request(req: &HttpRequest) -> Currency {
    req.cookie(COOKIE).and_then(|c| Currency::parse(c.value())).unwrap_or(Currency::Inr)
}

/// What a handler takes to convert the figures it answers into the reader's currency.
#[derive(Debug, Clone, Copy)]
pub struct ReaderCurrency(pub Currency);

impl FromRequest for ReaderCurrency {
    type Error = actix_web::Error;
    type Future = Ready<Result<Self, Self::Error>>;

    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        ready(Ok(Self(of_request(req))))
    }
}
