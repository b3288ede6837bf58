//! Money: an exact amount in one currency, built from minor units (paise, cents, fils),
//! written with its own sign, and converted between currencies in this one place, at the
//! admins' dated rates. Every currency the site takes has two decimals.

use rust_decimal::{Decimal, RoundingStrategy};
use sea_orm::{ConnectionTrait, DbErr};
use serde::Serialize;
use utoipa::ToSchema;

use super::rates::{self, Rate};
use foundation::entities::codes::Currency;

/// An amount with its currency.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Money {
    /// In `currency`, exact to its minor unit (two decimals).
    #[serde(with = "rust_decimal::serde::float")]
    #[schema(value_type = f64)]
    amount: Decimal,
    currency: Currency,
}

impl Money {
    pub fn of_minor(minor: i64, currency: Currency) -> Self {
        Self { amount: Decimal::new(minor, 2), currency }
    }

    pub fn inr(paise: i64) -> Self {
        Self::of_minor(paise, Currency::Inr)
    }

    /// `amount` rounded to the minor unit (half away from zero); `None` when it does not fit.
    pub fn rounded(amount: Decimal, currency: Currency) -> Option<Self> {
        let minor = amount.checked_mul(Decimal::ONE_HUNDRED)?;
        let minor = i64::try_from(minor.round_dp_with_strategy(0, RoundingStrategy::MidpointAwayFromZero)).ok()?;
        Some(Self::of_minor(minor, currency))
    }

    pub fn amount(&self) -> Decimal {
        self.amount
    }

    pub fn currency(&self) -> Currency {
        self.currency
    }

    pub fn minor(&self) -> i64 {
        i64::try_from(self.amount * Decimal::ONE_HUNDRED).unwrap_or(i64::MAX)
    }

    /// As mails and exports print it: its sign, the amount grouped as the screens group it
    /// (lakhs and crores for rupees, thousands otherwise), always two decimals:
    /// "₹3,10,000.00", "US$19.50".
    pub fn text(&self) -> String {
        let minor = self.minor();
        let whole = (minor.unsigned_abs() / 100).to_string();
        let grouped = if self.currency == Currency::Inr { group_indian(&whole) } else { group_thousands(&whole) };
        let sign = if minor < 0 { "-" } else { "" };
        format!("{sign}{}{grouped}.{:02}", self.currency.symbol(), minor.unsigned_abs() % 100)
    }
}

fn group_thousands(digits: &str) -> String {
    group_by(digits, 3)
}

/// 12,34,567: the last three digits, then pairs.
fn group_indian(digits: &str) -> String {
    if digits.len() <= 3 {
        return digits.to_owned();
    }
    let (head, last3) = digits.split_at(digits.len() - 3);
    format!("{},{last3}", group_by(head, 2))
}

/// Commas every `size` digits from the right.
fn group_by(digits: &str, size: usize) -> String {
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(size) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// A figure converted into the reader's currency at dated rates: shown beside the amount
/// it came from as "≈ ₹292 / kg (rate of 28 Nov)".
#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Converted {
    /// In `currency`, to its minor unit.
    #[serde(with = "rust_decimal::serde::float")]
    #[schema(value_type = f64)]
    pub amount: Decimal,
    pub currency: Currency,
    /// The day of the rate used (YYYY-MM-DD); the older one when two were (neither currency rupees).
    pub rate_date: String,
}

/// The newest rate of every currency, read once for a page or an answer.
#[derive(Debug, Clone, Default)]
pub struct RateBook {
    rates: Vec<Rate>,
}

impl RateBook {
    /// One key probe per currency.
    pub async fn load<C: ConnectionTrait>(db: &C) -> Result<Self, DbErr> {
        Ok(Self { rates: rates::latest_all(db).await? })
    }

    pub fn of(rates: Vec<Rate>) -> Self {
        Self { rates }
    }

    fn rate(&self, currency: Currency) -> Option<&Rate> {
        self.rates.iter().find(|r| r.currency == currency)
    }

    /// Whether a price may be taken or shown in `currency` (rupees always; others once an
    /// admin set a rate).
    pub fn has(&self, currency: Currency) -> bool {
        currency == Currency::Inr || self.rate(currency).is_some()
    }

    /// `money` in `to`, through rupees, each side at its newest rate; `None` when it is
    /// already in `to` or a rate is missing.
    pub fn convert(&self, money: Money, to: Currency) -> Option<Converted> {
        if money.currency == to {
            return None;
        }
        let mut dates: Vec<&str> = Vec::new();
        let paise = match money.currency {
            Currency::Inr => Decimal::from(money.minor()),
            from => {
                let rate = self.rate(from)?;
                dates.push(&rate.date);
                Decimal::from(money.minor()).checked_mul(rate.rate)?
            }
        };
        let minor = match to {
            Currency::Inr => paise,
            to => {
                let rate = self.rate(to)?;
                dates.push(&rate.date);
                paise.checked_div(rate.rate)?
            }
        };
        let amount = Money::rounded(minor / Decimal::ONE_HUNDRED, to)?.amount;
        let rate_date = dates.into_iter().min()?.to_owned();
        Some(Converted { amount, currency: to, rate_date })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rate(currency: Currency, rate: &str, date: &str) -> Rate {
        Rate { currency, rate: rate.parse().unwrap(), date: date.into(), stale: false }
    }

    #[test]
    fn amounts_are_written_with_their_own_sign() {
        assert_eq!(Money::inr(31_000_000).text(), "₹3,10,000.00");
        assert_eq!(Money::of_minor(1_950, Currency::Usd).text(), "US$19.50");
        assert_eq!(Money::of_minor(123_456_789, Currency::Eur).text(), "€1,234,567.89");
        assert_eq!(Money::of_minor(5, Currency::Gbp).text(), "£0.05");
        assert_eq!(Money::of_minor(100_000, Currency::Aed).text(), "AED 1,000.00");
        assert_eq!(Money::inr(12_345_678_900).text(), "₹12,34,56,789.00");
        assert_eq!(Money::inr(-50).text(), "-₹0.50");
        assert_eq!(Money::rounded("3.505".parse().unwrap(), Currency::Usd).unwrap().minor(), 351);
    }

    #[test]
    fn conversions_go_through_rupees_at_dated_rates() {
        let book =
            RateBook::of(vec![rate(Currency::Usd, "83.5", "2026-11-28"), rate(Currency::Eur, "90.25", "2026-11-27")]);
        let usd = Money::of_minor(350, Currency::Usd);
        let inr = book.convert(usd, Currency::Inr).unwrap();
        assert_eq!((inr.amount.to_string().as_str(), inr.rate_date.as_str()), ("292.25", "2026-11-28"));
        let eur = book.convert(usd, Currency::Eur).unwrap();
        assert_eq!((eur.amount.to_string().as_str(), eur.rate_date.as_str()), ("3.24", "2026-11-27"));
        let back = book.convert(Money::inr(27_600), Currency::Usd).unwrap();
        assert_eq!(back.amount.to_string(), "3.31");
        assert_eq!(book.convert(usd, Currency::Usd), None, "same currency: nothing beside it");
        assert_eq!(book.convert(usd, Currency::Gbp), None, "no rate: no figure");
        assert!(book.has(Currency::Inr) && book.has(Currency::Usd) && !book.has(Currency::Aed));
    }
}
