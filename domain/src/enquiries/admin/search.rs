//! The admin's filter of product enquiries: a text found in the buyer's name, e-mail or
//! the product title (case-insensitive) where one of their words begins, and a status. The list and the CSV export share it,
//! so the export holds exactly the rows the screen shows.

use sea_orm::sea_query::{Expr, LikeExpr};
use sea_orm::{ColumnTrait, Condition, ConnectionTrait, DbErr, EntityTrait, QueryFilter, Select};

use crate::enquiries::words;
use foundation::entities::codes::EnquiryStatus;
use foundation::entities::product_enquiries::{self, Column};
use foundation::error::Error;

/// The status filter's choices: every status, or all of them.
pub const STATUS_FILTERS: [&str; 5] = ["all", "pending", "processing", "completed", "rejected"];
pub const SEARCH_MAX_CHARS: usize = 200;
pub const SEARCH_TOO_LONG: &str = "Search text must be at most 200 characters";

/// A checked filter: `text` trimmed and non-empty, `status` one of the four statuses.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct EnquiryFilter {
    pub text: Option<String>,
    pub status: Option<EnquiryStatus>,
}

impl EnquiryFilter {
    pub fn parse(q: Option<&str>, status: Option<&str>) -> Result<Self, Error> {
        let text = q.map(str::trim).filter(|t| !t.is_empty());
        if text.is_some_and(|t| t.chars().count() > SEARCH_MAX_CHARS) {
            return Err(Error::Refused(SEARCH_TOO_LONG.into()));
        }
        let status = match status.map(str::trim).unwrap_or_default() {
            "" | "all" => None,
            s => match EnquiryStatus::parse(s) {
                Some(status) => Some(status),
                None => return Err(Error::Refused(format!("Status must be one of {}", STATUS_FILTERS.join(", ")))),
            },
        };
        Ok(Self { text: text.map(str::to_owned), status })
    }

    /// Every matching enquiry, in no particular order (the export, which reads them all).
    pub fn select(&self) -> Select<product_enquiries::Entity> {
        let mut query = product_enquiries::Entity::find();
        if let Some(status) = &self.status {
            query = query.filter(Column::Status.eq(status.as_str()));
        }
        if let Some(text) = &self.text {
            // Each of the text's words must begin a word of the three fields: ranges of the
            // word index, so the filter never reads every enquiry.
            for word in words::filter_words(text) {
                query = query.filter(Column::Id.in_subquery(words::with_word_starting(&word)));
            }
            query = query.filter(as_typed(text));
        }
        query
    }

    /// The matching enquiries for one page, in no order, chosen so that the newest-first
    /// walk that pages them stops early: a filter word with few enquiries (at most
    /// [`FEW_ROWS`] index rows) names them outright, and every other word is a probe of
    /// each enquiry walked; so a rare word reads its few rows, and a common one stops
    /// after a page of hits.
    pub async fn page_select<C: ConnectionTrait>(&self, db: &C) -> Result<Select<product_enquiries::Entity>, DbErr> {
        let mut query = product_enquiries::Entity::find();
        if let Some(status) = &self.status {
            query = query.filter(Column::Status.eq(status.as_str()));
        }
        let Some(text) = &self.text else { return Ok(query) };
        let words = words::filter_words(text);
        let mut fewest: Option<(usize, Vec<String>)> = None;
        for (i, word) in words.iter().enumerate() {
            if let Some(ids) = words::few_with_word_starting(db, word, FEW_ROWS).await? {
                let none_left = ids.is_empty();
                if fewest.as_ref().is_none_or(|(_, f)| ids.len() < f.len()) {
                    fewest = Some((i, ids));
                }
                if none_left {
                    break;
                }
            }
        }
        for (i, word) in words.iter().enumerate() {
            query = match &fewest {
                Some((named, ids)) if *named == i => query.filter(Column::Id.is_in(ids.iter().cloned())),
                _ => query.filter(words::has_word_starting(word)),
            };
        }
        Ok(query.filter(as_typed(text)))
    }
}

/// Index rows of one filter word read whole (see [`EnquiryFilter::page_select`]).
pub const FEW_ROWS: u64 = 2_000;

/// The text itself must be in one of the three fields, as typed. LIKE ignores case on
/// both databases: MySQL's `_ci` collation, and SQLite's LIKE for ASCII letters. The
/// user's % and _ are matched literally.
fn as_typed(text: &str) -> Condition {
    let pattern = format!("%{}%", escape_like(text));
    let like = |column: Column| {
        Expr::col((product_enquiries::Entity, column)).like(LikeExpr::new(pattern.clone()).escape(ESCAPE))
    };
    Condition::any().add(like(Column::Name)).add(like(Column::Email)).add(like(Column::ProductTitle))
}

/// Not a backslash: MySQL and SQLite read a backslash in a string literal differently.
const ESCAPE: char = '!';

fn escape_like(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if matches!(c, '%' | '_' | ESCAPE) {
            out.push(ESCAPE);
        }
        out.push(c);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wildcards_are_matched_literally() {
        assert_eq!(escape_like("50%_off!"), "50!%!_off!!");
    }

    #[test]
    fn the_filter_takes_all_or_one_status_and_a_short_text() {
        assert_eq!(EnquiryFilter::parse(Some("  "), Some("all")).unwrap(), EnquiryFilter::default());
        let f = EnquiryFilter::parse(Some(" asha "), Some("processing")).unwrap();
        assert_eq!((f.text.as_deref(), f.status), (Some("asha"), Some(EnquiryStatus::Processing)));
        assert!(EnquiryFilter::parse(None, Some("Pending")).is_err());
        assert!(EnquiryFilter::parse(Some(&"₹".repeat(201)), None).is_err());
        assert!(EnquiryFilter::parse(Some(&"₹".repeat(200)), None).is_ok());
    }
}
