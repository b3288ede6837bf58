//! The admin's filter of product enquiries: a text found in the buyer's name, e-mail or
//! the product title (case-insensitive) where one of their words begins, and a status. The list and the CSV export share it,
//! so the export holds exactly the rows the screen shows.

use std::collections::HashSet;

use sea_orm::sea_query::{Expr, LikeExpr};
use sea_orm::{ColumnTrait, Condition, ConnectionTrait, DbErr, EntityTrait, QueryFilter, QuerySelect, Select};

use crate::enquiries::view::newest_first;
use crate::enquiries::words;
use foundation::entities::codes::EnquiryStatus;
use foundation::entities::product_enquiries::{self, Column};
use foundation::error::Error;
use foundation::paging::Total;

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
    pub async fn page_select<C: ConnectionTrait>(&self, db: &C) -> Result<PageQuery, DbErr> {
        let mut query = product_enquiries::Entity::find();
        if let Some(status) = &self.status {
            query = query.filter(Column::Status.eq(status.as_str()));
        }
        let Some(text) = &self.text else { return Ok(PageQuery { select: query, common: None }) };
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
        // Without a status, every match is among any one word's rows, which the walk
        // through every enquiry never beats; the longest word is likely the rarest. With
        // one, the walk takes that status's rows alone, and may well need fewer.
        let common =
            if fewest.is_none() && self.status.is_none() { words.into_iter().max_by_key(String::len) } else { None };
        Ok(PageQuery { select: query.filter(as_typed(text)), common })
    }
}

/// A filter made ready for its pages: the statement the newest-first walk pages, and, when
/// there is no status and every word of the text is common, one of them to count the
/// matches by.
#[derive(Debug, Clone)]
pub struct PageQuery {
    pub select: Select<product_enquiries::Entity>,
    common: Option<String>,
}

impl PageQuery {
    /// The matches counted up to `bound`. Without a status, a common word's matches are
    /// counted from its index range: its enquiries a slice at a time, in the index's order,
    /// each slice checked against the whole filter, until one past the bound; so a count
    /// costs about the rows of the word it counts, not a walk through every newer enquiry
    /// that lacks the word. Otherwise the walk that pages the list counts them.
    pub async fn count_up_to<C: ConnectionTrait>(&self, db: &C, bound: u64) -> Result<Total, DbErr> {
        let Some(word) = &self.common else {
            let ids: Vec<String> = newest_first(self.select.clone().select_only().column(Column::Id))
                .limit(bound + 1)
                .into_tuple()
                .all(db)
                .await?;
            return Ok(Total::of_bounded(ids.len() as u64, bound));
        };
        let mut matched: HashSet<String> = HashSet::new();
        let mut after: Option<(String, String)> = None;
        // The first slice holds one past the bound when most rows match; each one after is
        // twice the last, so a sparse word takes few statements.
        let mut size = bound + 1;
        loop {
            let slice = words::slice_starting(db, word, after.as_ref(), size).await?;
            let ids: Vec<String> = slice.iter().map(|(_, id)| id.clone()).filter(|id| !matched.contains(id)).collect();
            let found: Vec<String> = self
                .select
                .clone()
                .select_only()
                .column(Column::Id)
                .filter(Column::Id.is_in(ids))
                .into_tuple()
                .all(db)
                .await?;
            matched.extend(found);
            if matched.len() as u64 > bound || (slice.len() as u64) < size {
                return Ok(Total::of_bounded(matched.len() as u64, bound));
            }
            after = slice.last().cloned();
            size = (size * 2).min(MAX_SLICE);
        }
    }
}

/// Index rows of a common word checked at once, at most, when counting.
const MAX_SLICE: u64 = 4_000;

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
