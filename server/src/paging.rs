//! `page` and `pageSize` of every admin list: checked once here, and one COUNT plus one
//! page query, so ten thousand rows never travel at once.

use sea_orm::{
    ColumnTrait, ConnectionTrait, DbErr, EntityTrait, Order, PaginatorTrait, QueryFilter, QueryOrder, QuerySelect,
    Select,
};
use serde::Serialize;
use utoipa::ToSchema;

use crate::error::ApiError;

pub const DEFAULT_PAGE_SIZE: u64 = 20;
pub const MAX_PAGE_SIZE: u64 = 100;
/// Far past any real list, and small enough that the row offset fits every database.
pub const MAX_PAGE: u64 = 1_000_000;
pub const PAGE_INVALID: &str = "Page must be a number of at least 1";
pub const PAGE_SIZE_INVALID: &str = "Page size must be a number from 1 to 100";

/// A checked page request: `page` counts from 1.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Paging {
    pub page: u64,
    pub page_size: u64,
}

impl Paging {
    pub fn parse(page: Option<u64>, page_size: Option<u64>) -> Result<Self, ApiError> {
        let page = page.unwrap_or(1);
        let page_size = page_size.unwrap_or(DEFAULT_PAGE_SIZE);
        if !(1..=MAX_PAGE).contains(&page) {
            return Err(ApiError::BadRequest(PAGE_INVALID.into()));
        }
        if !(1..=MAX_PAGE_SIZE).contains(&page_size) {
            return Err(ApiError::BadRequest(PAGE_SIZE_INVALID.into()));
        }
        Ok(Self { page, page_size })
    }

    pub fn offset(self) -> u64 {
        (self.page - 1) * self.page_size
    }

    pub fn answer(self, total: u64) -> PageInfo {
        PageInfo { total, page: self.page, page_size: self.page_size }
    }

    /// One COUNT and one page over `query` (already filtered), newest first (ties: the
    /// greater id first). The page's ids are read alone from the `(created_at, id)` index,
    /// which holds both, so a late page steps over index entries and not over table rows;
    /// then only that page's rows are read.
    pub async fn fetch<E, C, K>(
        self,
        db: &C,
        query: Select<E>,
        newest: K,
        id: K,
    ) -> Result<(Vec<E::Model>, PageInfo), DbErr>
    where
        E: EntityTrait,
        C: ConnectionTrait,
        K: ColumnTrait,
        E::Model: Sync,
    {
        let total = query.clone().count(db).await?;
        let ids: Vec<String> = query
            .clone()
            .select_only()
            .column(id)
            .order_by(newest, Order::Desc)
            .order_by(id, Order::Desc)
            .offset(self.offset())
            .limit(self.page_size)
            .into_tuple()
            .all(db)
            .await?;
        if ids.is_empty() {
            return Ok((Vec::new(), self.answer(total)));
        }
        let rows = query
            .filter(id.is_in(ids.iter().cloned()))
            .order_by(newest, Order::Desc)
            .order_by(id, Order::Desc)
            .all(db)
            .await?;
        Ok((rows, self.answer(total)))
    }
}

/// Where a page sits in the whole list.
#[derive(Debug, Clone, Copy, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PageInfo {
    /// Rows matching the filters, over all pages.
    pub total: u64,
    pub page: u64,
    pub page_size: u64,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pages_count_from_one_and_hold_at_most_a_hundred() {
        assert_eq!(Paging::parse(None, None).unwrap(), Paging { page: 1, page_size: 20 });
        assert_eq!(Paging::parse(Some(3), Some(100)).unwrap(), Paging { page: 3, page_size: 100 });
        assert_eq!(Paging::parse(Some(3), Some(100)).unwrap().offset(), 200);
        assert!(Paging::parse(Some(0), None).is_err());
        assert!(Paging::parse(None, Some(0)).is_err());
        assert!(Paging::parse(None, Some(101)).is_err());
        assert!(Paging::parse(Some(u64::MAX), Some(100)).is_err());
    }
}
