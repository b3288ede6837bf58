//! Server-side filters and pages of the admin lists: `page` from 1, `pageSize` up to 100,
//! and the total count of matching rows, so ten thousand rows never travel at once.

use sea_orm::sea_query::{Condition, LikeExpr};
use sea_orm::{ColumnTrait, ConnectionTrait, DbErr, EntityTrait, Order, PaginatorTrait, QueryOrder, QuerySelect, Select};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::error::ApiError;

pub const PAGE_SIZE_DEFAULT: u64 = 20;
pub const PAGE_SIZE_MAX: u64 = 100;
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

/// Which page of how many rows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Paging {
    pub page: u64,
    pub page_size: u64,
}

pub const PAGE_INVALID: &str = "page must be 1 or more";

impl Paging {
    pub fn parse(page: Option<u64>, page_size: Option<u64>) -> Result<Self, ApiError> {
        let page = page.unwrap_or(1);
        let page_size = page_size.unwrap_or(PAGE_SIZE_DEFAULT);
        if page == 0 {
            return Err(ApiError::BadRequest(PAGE_INVALID.into()));
        }
        if !(1..=PAGE_SIZE_MAX).contains(&page_size) {
            return Err(ApiError::BadRequest(format!("pageSize must be between 1 and {PAGE_SIZE_MAX}")));
        }
        Ok(Self { page, page_size })
    }

    /// One COUNT and one page query over `query` (already filtered), newest first.
    pub async fn fetch<E, C, K>(self, db: &C, query: Select<E>, newest: K, id: K) -> Result<(Vec<E::Model>, u64), DbErr>
    where
        E: EntityTrait,
        C: ConnectionTrait,
        K: ColumnTrait,
        E::Model: Sync,
    {
        let total = query.clone().count(db).await?;
        let rows = query
            .order_by(newest, Order::Desc)
            .order_by(id, Order::Asc)
            .offset((self.page - 1) * self.page_size)
            .limit(self.page_size)
            .all(db)
            .await?;
        Ok((rows, total))
    }
}

/// Where the row count and the page stand, as every list answers them.
#[derive(Debug, Clone, Copy, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PageInfo {
    pub page: u64,
    pub page_size: u64,
    /// Rows matching the filters, over all pages.
    pub total: u64,
}

impl PageInfo {
    pub fn new(paging: Paging, total: u64) -> Self {
        Self { page: paging.page, page_size: paging.page_size, total }
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
    fn paging_rules() {
        assert_eq!(Paging::parse(None, None).unwrap(), Paging { page: 1, page_size: PAGE_SIZE_DEFAULT });
        assert!(Paging::parse(Some(0), None).is_err());
        assert!(Paging::parse(None, Some(0)).is_err());
        assert!(Paging::parse(None, Some(PAGE_SIZE_MAX + 1)).is_err());
        assert_eq!(Paging::parse(Some(3), Some(100)).unwrap(), Paging { page: 3, page_size: 100 });
    }

    #[test]
    fn flag_filters() {
        assert_eq!(FlagFilter::All.wanted(), None);
        assert_eq!(FlagFilter::Yes.wanted(), Some(true));
        assert_eq!(FlagFilter::No.wanted(), Some(false));
    }
}
