//! A quote or offer in words, as mails and exports print it and as the screens show it:
//! "US$3.50 / box of 5 kg (US$0.70 / kg), CIF Jebel Ali". Every amount with its own sign.

use rust_decimal::Decimal;

use super::comparable::{per_comparable, units_for, PackContent};
use super::money::{Money, RateBook};
use foundation::entities::codes::{ComparableUnit, Currency, Unit};
use foundation::entities::{enquiry_quotes, product_enquiries};

/// "box of 5 kg" for a pack, the unit alone otherwise.
pub fn pack_label(unit: Unit, content: Option<PackContent>, comparable: ComparableUnit) -> String {
    let Some(content) = content else { return unit.to_string() };
    let amount = content.amount();
    let per = match comparable {
        ComparableUnit::Kg => "kg",
        ComparableUnit::Metre => "m",
        ComparableUnit::Piece if amount == Decimal::ONE => "piece",
        ComparableUnit::Piece => "pieces",
    };
    format!("{unit} of {amount} {per}")
}

/// A quote's facts in words, read from its stored row.
pub struct QuoteWords<'a> {
    quote: &'a enquiry_quotes::Model,
    content: Option<PackContent>,
    comparable: ComparableUnit,
}

impl<'a> QuoteWords<'a> {
    pub fn of(quote: &'a enquiry_quotes::Model) -> Self {
        let content = quote.pack_content_milli.map(PackContent::from_milli);
        Self { quote, content, comparable: quote.comparable_unit.unwrap_or(ComparableUnit::Kg) }
    }

    pub fn price(&self) -> Money {
        Money::of_minor(self.quote.price_paise, self.quote.currency)
    }

    /// The price per the variety's comparable unit, in the quote's currency.
    pub fn per_comparable(&self) -> Option<Money> {
        per_comparable(self.quote.price_paise, self.quote.unit, self.comparable, self.content)
            .map(|minor| Money::of_minor(minor, self.quote.currency))
    }

    /// "US$3.50 / box of 5 kg (US$0.70 / kg)": the price, and per comparable unit where
    /// the unit is not that one.
    pub fn price_line(&self) -> String {
        let own = format!("{} / {}", self.price().text(), pack_label(self.quote.unit, self.content, self.comparable));
        match self.per_comparable() {
            Some(per) if self.quote.unit.as_str() != self.comparable.as_str() => {
                format!("{own} ({} / {})", per.text(), self.comparable)
            }
            _ => own,
        }
    }

    /// "CIF Jebel Ali"; none on quotes from before terms were data.
    pub fn terms(&self) -> Option<String> {
        let incoterm = self.quote.incoterm?;
        Some(match &self.quote.named_place {
            Some(place) => format!("{incoterm} {place}"),
            None => incoterm.to_string(),
        })
    }

    /// The price line and the terms: what a quote is, in one line.
    pub fn line(&self) -> String {
        match self.terms() {
            Some(terms) => format!("{}, {terms}", self.price_line()),
            None => self.price_line(),
        }
    }

    /// The enquiry's quantity at this price, where the units convert.
    pub fn total(&self, enquiry: &product_enquiries::Model) -> Option<Money> {
        let units = units_for(enquiry.quantity, enquiry.unit, self.quote.unit, self.comparable, self.content)?;
        Money::rounded(self.price().amount().checked_mul(units)?, self.quote.currency)
    }

    /// "≈ ₹292.25 / kg (rate of 28 Nov 2026)": the comparable price in rupees, for a quote
    /// in another currency with a rate.
    pub fn in_rupees(&self, book: &RateBook) -> Option<String> {
        let converted = book.convert(self.per_comparable()?, Currency::Inr)?;
        let day = chrono::NaiveDate::parse_from_str(&converted.rate_date, "%Y-%m-%d").ok()?;
        let amount = Money::rounded(converted.amount, Currency::Inr)?;
        Some(format!("≈ {} / {} (rate of {})", amount.text(), self.comparable, day.format("%d %b %Y")))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::trade::rates::Rate;
    use foundation::entities::codes::Incoterm;

    fn quote(price: i64, currency: Currency, unit: Unit, content: Option<i64>) -> enquiry_quotes::Model {
        enquiry_quotes::Model {
            enquiry_id: "e1".into(),
            vendor_id: None,
            price_paise: price,
            unit,
            min_order: None,
            valid_until: chrono::NaiveDate::from_ymd_opt(2026, 12, 31).unwrap(),
            delivery_terms: "10 days".into(),
            message: None,
            revision: 1,
            pack_content_milli: content,
            comparable_unit: Some(ComparableUnit::Kg),
            comparable_paise: None,
            incoterm: Some(Incoterm::Cif),
            named_place: Some("Jebel Ali".into()),
            currency,
            created_at: foundation::entities::defaults::now(),
            updated_at: foundation::entities::defaults::now(),
        }
    }

    #[test]
    fn a_quote_reads_with_its_currency_pack_and_terms() {
        let usd = quote(350, Currency::Usd, Unit::Kg, None);
        assert_eq!(QuoteWords::of(&usd).line(), "US$3.50 / kg, CIF Jebel Ali");
        let boxed = quote(138_000, Currency::Inr, Unit::Box, Some(5_000));
        assert_eq!(QuoteWords::of(&boxed).line(), "₹1,380.00 / box of 5 kg (₹276.00 / kg), CIF Jebel Ali");
        let book = RateBook::of(vec![Rate {
            currency: Currency::Usd,
            rate: "83.5".parse().unwrap(),
            date: "2026-11-28".into(),
            stale: false,
        }]);
        assert_eq!(QuoteWords::of(&usd).in_rupees(&book).as_deref(), Some("≈ ₹292.25 / kg (rate of 28 Nov 2026)"));
        assert_eq!(QuoteWords::of(&boxed).in_rupees(&book), None, "a rupee quote needs no rupee figure");
    }
}
