//! The admin's filter of product enquiries: a text found in the buyer's name, e-mail or
//! the product title (case-insensitive) where one of their words begins, and a status. The list and the CSV export share it,
//! so the export holds exactly the rows the screen shows.

use sea_orm::sea_query::{Expr, LikeExpr};
use sea_orm::{ColumnTrait, Condition, EntityTrait, QueryFilter, Select};

use crate::entities::codes::EnquiryStatus;
use crate::entities::product_enquiries::{self, Column};
use crate::error::ApiError;

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
    pub fn parse(q: Option<&str>, status: Option<&str>) -> Result<Self, ApiError> {
        let text = q.map(str::trim).filter(|t| !t.is_empty());
        if text.is_some_and(|t| t.chars().count() > SEARCH_MAX_CHARS) {
            return Err(ApiError::BadRequest(SEARCH_TOO_LONG.into()));
        }
        let status = match status.map(str::trim).unwrap_or_default() {
            "" | "all" => None,
            s => match EnquiryStatus::parse(s) {
                Some(status) => Some(status),
                None => {
                    return Err(ApiError::BadRequest(format!("Status must be one of {}", STATUS_FILTERS.join(", "))))
                }
            },
        };
        Ok(Self { text: text.map(str::to_owned), status })
    }

    /// The matching enquiries, in no particular order.
    pub fn select(&self) -> Select<product_enquiries::Entity> {
        let mut query = product_enquiries::Entity::find();
        if let Some(status) = &self.status {
            query = query.filter(Column::Status.eq(status.as_str()));
        }
        if let Some(text) = &self.text {
            // Each of the text's words must begin a word of the three fields: ranges of the
            // word index, so the filter never reads every enquiry.
            for word in crate::enquiries::words::filter_words(text) {
                query = query.filter(Column::Id.in_subquery(crate::enquiries::words::with_word_starting(&word)));
            }
            // And the text itself must be in one of them, as typed. LIKE ignores case on both
            // databases: MySQL's `_ci` collation, and SQLite's LIKE for ASCII letters. The
            // user's % and _ are matched literally.
            let pattern = format!("%{}%", escape_like(text));
            let like = |column: Column| {
                Expr::col((product_enquiries::Entity, column)).like(LikeExpr::new(pattern.clone()).escape(ESCAPE))
            };
            query = query.filter(
                Condition::any().add(like(Column::Name)).add(like(Column::Email)).add(like(Column::ProductTitle)),
            );
        }
        query
    }
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
