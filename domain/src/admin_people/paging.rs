//! The admin people lists' filters: a Yes/No/All flag and a search over named columns
//! (pages are `foundation::paging`'s).

use sea_orm::sea_query::{Condition, LikeExpr};
use sea_orm::ColumnTrait;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// A search longer than any name or e-mail cannot match; it is cut (by characters).
const SEARCH_MAX: usize = 191;

/// One of the Verified / Blocked / Active filters: All, Yes or No.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum FlagFilter {
    #[default]
    All,
    Yes,
    No,
}

impl FlagFilter {
    /// The flag value a row must have, or `None` for all rows.
    pub fn wanted(self) -> Option<bool> {
        match self {
            FlagFilter::All => None,
            FlagFilter::Yes => Some(true),
            FlagFilter::No => Some(false),
        }
    }
}

/// Rows whose columns contain `search` (case-insensitively: e-mails are stored lower-case,
/// SQLite's LIKE ignores ASCII case, MySQL's collation any case). `%`, `_` and `\` in the
/// search are matched as themselves. Blank: no condition.
pub fn contains_any<K: ColumnTrait>(search: Option<&str>, columns: &[K]) -> Option<Condition> {
    let search: String = search.map(str::trim).unwrap_or_default().chars().take(SEARCH_MAX).collect();
    if search.is_empty() {
        return None;
    }
    let mut escaped = String::with_capacity(search.len() + 2);
    escaped.push('%');
    for c in search.chars() {
        if matches!(c, '%' | '_' | '\\') {
            escaped.push('\\');
        }
        escaped.push(c);
    }
    escaped.push('%');
    let mut any = Condition::any();
    for column in columns {
        any = any.add(column.like(LikeExpr::new(escaped.clone()).escape('\\')));
    }
    Some(any)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn flag_filters() {
        assert_eq!(FlagFilter::All.wanted(), None);
        assert_eq!(FlagFilter::Yes.wanted(), Some(true));
        assert_eq!(FlagFilter::No.wanted(), Some(false));
    }
}
