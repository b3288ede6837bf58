//! The buyer's currency: the `currency` cookie (an ISO 4217 code the site shows), read for
//! every public page, which is rendered in it with its newest rate. Rupees when the cookie
//! is missing or names anything else. The page cache keeps one copy per currency.

use sea_orm::DatabaseConnection;
use serde::Serialize;
use utoipa::ToSchema;

use crate::error::ApiResult;
use domain::trade::money::RateBook;
use domain::trade::rates::{self, Rate};
use foundation::entities::codes::Currency;

pub use crate::extractors::reader_currency::{of_request, COOKIE};

/// What a page shows prices in: the buyer's currency and the rate used, with its date.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SiteCurrency {
    pub code: Currency,
    /// Rupees per unit of `code` on the rate's day; none for rupees or before an admin set
    /// a rate (prices are then shown in rupees only).
    pub rate: Option<Rate>,
}

impl SiteCurrency {
    /// The rate a page converts rupees with (none for rupees, or before a rate was set).
    pub fn book(&self) -> RateBook {
        RateBook::of(self.rate.iter().cloned().collect())
    }
}

pub async fn load(db: &DatabaseConnection, code: Currency) -> ApiResult<SiteCurrency> {
    Ok(SiteCurrency { code, rate: rates::latest(db, code).await? })
}

/// The cache key's mark of a currency: none for rupees, so their copies keep plain keys.
/// A path never holds `#` (browsers keep the fragment), so the mark cannot clash with one.
pub fn key_mark(code: Currency) -> Option<String> {
    (code != Currency::Inr).then(|| format!("#{code}"))
}

/// The currency a cache key was made for.
pub fn of_key(key: &str) -> Currency {
    key.rsplit_once('#').and_then(|(_, code)| Currency::parse(code)).unwrap_or(Currency::Inr)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_carry_the_currency_but_not_for_rupees() {
        assert_eq!(key_mark(Currency::Inr), None);
        assert_eq!(key_mark(Currency::Usd).as_deref(), Some("#USD"));
        assert_eq!(of_key("/products?page=2#EUR"), Currency::Eur);
        assert_eq!(of_key("/products"), Currency::Inr);
    }
}
