//! `page`, `pageSize` and `after` of every admin list: checked once here, and one bounded
//! COUNT plus one page query, so neither the count nor a late page grows with the table.

pub mod keyset;

use sea_orm::sea_query::extension::mysql::{IndexHintScope, MySqlSelectStatementExt};
use sea_orm::sea_query::Alias;
use sea_orm::{
    ColumnTrait, ConnectionTrait, DbErr, EntityTrait, FromQueryResult, ModelTrait, Order, QueryFilter, QueryOrder,
    QuerySelect, QueryTrait, Select, Statement,
};
use serde::Serialize;
use utoipa::ToSchema;

pub use keyset::{Cursor, AFTER_INVALID};

use crate::error::Error;

pub const DEFAULT_PAGE_SIZE: u64 = 20;
pub const MAX_PAGE_SIZE: u64 = 100;
/// Far past any real list, and small enough that the row offset fits every database.
pub const MAX_PAGE: u64 = 1_000_000;
/// Rows a total counts exactly and page numbers reach; past it a list is walked with
/// `after`, and its total reads "at least this many".
pub const COUNT_BOUND: u64 = 10_000;
pub const PAGE_INVALID: &str = "Page must be a number of at least 1";
pub const PAGE_SIZE_INVALID: &str = "Page size must be a number from 1 to 100";
pub const PAGE_TOO_DEEP: &str =
    "Page numbers reach the first 10,000 rows: narrow the filters, or follow next from the page before";

/// A checked page request: `page` counts from 1; `after`, when given, replaces it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Paging {
    pub page: u64,
    pub page_size: u64,
    pub after: Option<Cursor>,
}

impl Paging {
    pub fn parse(page: Option<u64>, page_size: Option<u64>) -> Result<Self, Error> {
        let page = page.unwrap_or(1);
        let page_size = page_size.unwrap_or(DEFAULT_PAGE_SIZE);
        if !(1..=MAX_PAGE).contains(&page) {
            return Err(Error::Refused(PAGE_INVALID.into()));
        }
        if !(1..=MAX_PAGE_SIZE).contains(&page_size) {
            return Err(Error::Refused(PAGE_SIZE_INVALID.into()));
        }
        let paging = Self { page, page_size, after: None };
        if page > 1 && paging.offset() >= COUNT_BOUND {
            return Err(Error::Refused(PAGE_TOO_DEEP.into()));
        }
        Ok(paging)
    }

    /// The same request, continuing after the row `after` names (when given).
    pub fn with_after(mut self, after: Option<&str>) -> Result<Self, Error> {
        // An empty `after` is a form sent with the field left blank: the first page.
        self.after = after.filter(|a| !a.trim().is_empty()).map(Cursor::parse).transpose()?;
        Ok(self)
    }

    pub fn offset(&self) -> u64 {
        if self.after.is_some() {
            0
        } else {
            (self.page - 1) * self.page_size
        }
    }

    pub fn answer(&self, total: Total) -> PageInfo {
        PageInfo { total: total.rows, total_exact: total.exact, page: self.page, page_size: self.page_size, next: None }
    }

    /// One bounded count and one page over `query` (already filtered), newest first (ties:
    /// the greater id first). The page's ids are read alone from the `(newest, id)` index,
    /// which holds both, seeking to `after` when given; then only that page's rows are read.
    pub async fn fetch<E, C>(
        &self,
        db: &C,
        query: Select<E>,
        newest: E::Column,
        id: E::Column,
    ) -> Result<(Vec<E::Model>, PageInfo), Error>
    where
        E: EntityTrait,
        C: ConnectionTrait,
        E::Model: Sync,
    {
        self.fetch_through(db, query, newest, id, None).await
    }

    /// [`Self::fetch`], the count and the page's ids read through `index` on MySQL, whose
    /// planner may otherwise sort a whole table that an index holds in the list's order.
    pub async fn fetch_through<E, C>(
        &self,
        db: &C,
        query: Select<E>,
        newest: E::Column,
        id: E::Column,
        index: Option<&'static str>,
    ) -> Result<(Vec<E::Model>, PageInfo), Error>
    where
        E: EntityTrait,
        C: ConnectionTrait,
        E::Model: Sync,
    {
        let mut ordered = query.clone();
        if let Some(index) = index {
            QueryTrait::query(&mut ordered).force_index(Alias::new(index), IndexHintScope::All);
        }
        // In the list's order, so that the count walks the same index as the page.
        let total =
            count_bounded(db, ordered.clone().order_by(newest, Order::Desc).order_by(id, Order::Desc), id).await?;
        let mut ids_query = ordered.select_only().column(id);
        if let Some(after) = &self.after {
            ids_query = ids_query.filter(after.condition(&[newest, id], Order::Desc)?);
        }
        let ids: Vec<String> = ids_query
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
        let mut page = self.answer(total);
        page.next = self.next_after(&rows, &[newest, id]);
        Ok((rows, page))
    }

    /// The cursor of a full page's last row (a shorter page is the last).
    pub fn next_after<M: ModelTrait>(&self, rows: &[M], key: &[<M::Entity as EntityTrait>::Column]) -> Option<String> {
        if (rows.len() as u64) < self.page_size {
            return None;
        }
        let last = rows.last()?;
        let values: Vec<_> = key.iter().map(|k| last.get(*k)).collect();
        Cursor::of(&values)
    }
}

/// A count that stops at [`COUNT_BOUND`]: exact below it, "at least" at it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Total {
    pub rows: u64,
    pub exact: bool,
}

impl Total {
    pub fn exact(rows: u64) -> Self {
        Self { rows, exact: true }
    }

    /// `counted` rows, read up to one past `bound`.
    pub fn of_bounded(counted: u64, bound: u64) -> Self {
        Self { rows: counted.min(bound), exact: counted <= bound }
    }
}

#[derive(FromQueryResult)]
struct Counted {
    n: i64,
}

/// Counts the rows of `query` up to [`COUNT_BOUND`], reading only the `key` column (an
/// index holds it), so a count never reads more than the bound's worth of index entries.
pub async fn count_bounded<E, C, K>(db: &C, query: Select<E>, key: K) -> Result<Total, DbErr>
where
    E: EntityTrait,
    C: ConnectionTrait,
    K: ColumnTrait,
{
    count_up_to(db, query, key, COUNT_BOUND).await
}

pub async fn count_up_to<E, C, K>(db: &C, query: Select<E>, key: K, bound: u64) -> Result<Total, DbErr>
where
    E: EntityTrait,
    C: ConnectionTrait,
    K: ColumnTrait,
{
    let inner = db.get_database_backend().build(&query.select_only().column(key).into_query());
    count_rows_up_to(db, inner, bound).await
}

/// Counts the rows `inner` (a SELECT without LIMIT) gives, reading at most one past `bound`.
pub async fn count_rows_up_to<C: ConnectionTrait>(db: &C, inner: Statement, bound: u64) -> Result<Total, DbErr> {
    let mut values = inner.values.map(|v| v.0).unwrap_or_default();
    values.push((bound + 1).into());
    let sql = format!("SELECT COUNT(*) AS n FROM ({} LIMIT ?) bounded", inner.sql);
    let outer = Statement::from_sql_and_values(inner.db_backend, sql, values);
    let counted = Counted::find_by_statement(outer).one(db).await?;
    Ok(Total::of_bounded(counted.map_or(0, |c| u64::try_from(c.n).unwrap_or(0)), bound))
}

/// Where a page sits in the whole list.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PageInfo {
    /// Rows matching the filters, over all pages; when `totalExact` is false, at least this many.
    pub total: u64,
    /// Whether `total` is the exact count (false past 10,000 rows; past 1,000 for a search).
    pub total_exact: bool,
    pub page: u64,
    pub page_size: u64,
    /// Pass as `after` for the page that follows this one; absent on the last page.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub next: Option<String>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pages_count_from_one_and_hold_at_most_a_hundred() {
        assert_eq!(Paging::parse(None, None).unwrap(), Paging { page: 1, page_size: 20, after: None });
        assert_eq!(Paging::parse(Some(3), Some(100)).unwrap(), Paging { page: 3, page_size: 100, after: None });
        assert_eq!(Paging::parse(Some(3), Some(100)).unwrap().offset(), 200);
        assert!(Paging::parse(Some(0), None).is_err());
        assert!(Paging::parse(None, Some(0)).is_err());
        assert!(Paging::parse(None, Some(101)).is_err());
        assert!(Paging::parse(Some(u64::MAX), Some(100)).is_err());
        assert!(Paging::parse(Some(500), Some(20)).is_ok());
        assert_eq!(Paging::parse(Some(501), Some(20)).unwrap_err().to_string(), PAGE_TOO_DEEP);
        assert_eq!(Total::of_bounded(10_001, 10_000), Total { rows: 10_000, exact: false });
    }
}
