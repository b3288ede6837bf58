//! Calendar dates typed by people: strict `YYYY-MM-DD`.

use chrono::{Days, NaiveDate, Utc};

use super::form::Invalid;
use super::rules::messages;

/// A delivery date: exactly `YYYY-MM-DD` (no blanks around it), a real date, not in the past.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DeliveryDate(NaiveDate);

impl DeliveryDate {
    pub fn parse(text: &str) -> Result<Self, Invalid> {
        // "Today" is the earliest today on earth's clocks: a buyer whose day is behind UTC may
        // still pick their own today.
        let earliest = Utc::now().date_naive().checked_sub_days(Days::new(1)).unwrap_or(NaiveDate::MIN);
        Self::parse_on(text, earliest)
    }

    /// `earliest` is the first date allowed.
    pub fn parse_on(text: &str, earliest: NaiveDate) -> Result<Self, Invalid> {
        let invalid = || Invalid::new(messages::DATE_INVALID);
        let date = calendar_date(text).ok_or_else(invalid)?;
        if date < earliest {
            return Err(Invalid::new(messages::DATE_PAST));
        }
        Ok(Self(date))
    }

    pub fn get(self) -> NaiveDate {
        self.0
    }
}

/// Exactly `YYYY-MM-DD`, a real date. Checked byte by byte before chrono reads it: chrono
/// alone accepts `2024-1-5` and years of other widths, and nothing here slices the text.
pub fn calendar_date(text: &str) -> Option<NaiveDate> {
    let shape = text.len() == 10
        && text.bytes().enumerate().all(|(i, b)| if i == 4 || i == 7 { b == b'-' } else { b.is_ascii_digit() });
    shape.then(|| NaiveDate::parse_from_str(text, "%Y-%m-%d").ok()).flatten()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn on(text: &str) -> Result<NaiveDate, String> {
        let earliest = NaiveDate::from_ymd_opt(2026, 11, 22).unwrap();
        DeliveryDate::parse_on(text, earliest).map(DeliveryDate::get).map_err(|e| e.0)
    }

    #[test]
    fn only_real_dates_in_the_strict_shape() {
        assert_eq!(on("2027-01-15").unwrap().to_string(), "2027-01-15");
        assert_eq!(on("2028-02-29").unwrap().to_string(), "2028-02-29");
        for bad in [
            "2024-01-0é",
            "2027-01-15T00:00:00Z",
            "2027-01-01T00:00:00Z garbage",
            "2027-1-5",
            "27-01-15",
            "2027/01/15",
            "2027-02-30",
            "2027-13-01",
            "+2027-01-1",
            "２０２７-０１-１５",
            "🙂🙂-01-15",
            "",
            "   ",
            " 2027-01-15 ",
        ] {
            assert_eq!(on(bad).unwrap_err(), "Delivery date must be a date (YYYY-MM-DD)", "{bad}");
        }
    }

    #[test]
    fn the_past_is_refused() {
        for past in ["0000-01-01", "2024-01-01", "2026-11-21"] {
            assert_eq!(on(past).unwrap_err(), "Delivery date cannot be in the past", "{past}");
        }
        assert!(on("2026-11-22").is_ok());
    }
}
