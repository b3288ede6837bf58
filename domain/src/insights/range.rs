//! What an insights call asks for: the last 7, 30 or 90 days (UTC, today included) and a
//! page of the table.

use chrono::{DateTime, Days, NaiveDate, Utc};
use serde::Deserialize;
use utoipa::IntoParams;

use foundation::error::Error;
use foundation::paging::Paging;

/// The ranges offered; the Insights screens switch between them.
pub const RANGES: [u32; 3] = [7, 30, 90];
pub const DEFAULT_DAYS: u32 = 30;
pub const DAYS_INVALID: &str = "Days must be 7, 30 or 90";

#[derive(Debug, Default, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct InsightsQuery {
    /// Text, so that anything but 7, 30 or 90 gets the one message ("Days must be …").
    #[param(schema_with = days_schema)]
    pub days: Option<String>,
    pub page: Option<u64>,
    /// 1 to 100 (default 20).
    pub page_size: Option<u64>,
}

fn days_schema() -> utoipa::openapi::Object {
    utoipa::openapi::ObjectBuilder::new()
        .schema_type(utoipa::openapi::schema::Type::Integer)
        .description(Some("The last 7, 30 (default) or 90 days, today included (UTC)."))
        .enum_values(Some(RANGES))
        .default(Some(DEFAULT_DAYS.into()))
        .build()
}

impl InsightsQuery {
    /// The checked range ending `today`, and the page.
    pub fn check(&self, today: NaiveDate) -> Result<(Range, Paging), Error> {
        let range = Range::parse(self.days.as_deref(), today)?;
        Ok((range, Paging::parse(self.page, self.page_size)?))
    }
}

/// Whole UTC days from `from` to `to`, both included.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Range {
    pub days: u32,
    pub from: NaiveDate,
    pub to: NaiveDate,
}

impl Range {
    pub fn parse(days: Option<&str>, today: NaiveDate) -> Result<Self, Error> {
        let days = match days.map(str::trim) {
            None | Some("") => DEFAULT_DAYS,
            Some(text) => text.parse().ok().filter(|d| RANGES.contains(d)).ok_or_else(invalid)?,
        };
        let from = today.checked_sub_days(Days::new(u64::from(days - 1))).ok_or_else(invalid)?;
        Ok(Self { days, from, to: today })
    }

    /// The first instant of the range.
    pub fn start(&self) -> DateTime<Utc> {
        self.from.and_hms_opt(0, 0, 0).unwrap_or_default().and_utc()
    }

    /// The first instant after the range.
    pub fn end(&self) -> DateTime<Utc> {
        let next = self.to.succ_opt().unwrap_or(self.to);
        next.and_hms_opt(0, 0, 0).unwrap_or_default().and_utc()
    }

    /// Every day of the range, oldest first.
    pub fn each_day(&self) -> impl Iterator<Item = NaiveDate> {
        self.from.iter_days().take(self.days as usize)
    }
}

fn invalid() -> Error {
    Error::Refused(DAYS_INVALID.into())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn today() -> NaiveDate {
        NaiveDate::from_ymd_opt(2026, 11, 25).unwrap()
    }

    #[test]
    fn ranges_end_today_and_hold_their_days() {
        let week = Range::parse(Some("7"), today()).unwrap();
        assert_eq!((week.from, week.to), (NaiveDate::from_ymd_opt(2026, 11, 19).unwrap(), today()));
        assert_eq!(week.each_day().count(), 7);
        assert_eq!(week.start().to_rfc3339(), "2026-11-19T00:00:00+00:00");
        assert_eq!(week.end().to_rfc3339(), "2026-11-26T00:00:00+00:00");
        assert_eq!(Range::parse(None, today()).unwrap().days, 30);
        assert_eq!(Range::parse(Some(" 90 "), today()).unwrap().each_day().count(), 90);
    }

    #[test]
    fn other_days_are_refused_in_words() {
        for days in ["5", "0", "-7", "abc", "7.0", "365"] {
            let err = Range::parse(Some(days), today()).unwrap_err();
            assert!(matches!(&err, Error::Refused(m) if m == DAYS_INVALID), "{days}: {err:?}");
        }
    }
}
