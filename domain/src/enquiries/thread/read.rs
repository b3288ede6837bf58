//! Reading a conversation a page at a time, newest page first, each page oldest first;
//! opening it marks it read for the side that opened it.

use sea_orm::sea_query::Expr;
use sea_orm::{ColumnTrait, ConnectionTrait, DbErr, EntityTrait, QueryFilter, QueryOrder, QuerySelect};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use super::party::enquiry_for;
use super::party::Reader;
use super::view::{item_view, ThreadItem};
use crate::enquiries::view::{with_quotes, EnquiryView};
use crate::trade::money::RateBook;
use foundation::entities::codes::{Currency, DeclineReason, ThreadParty};
use foundation::entities::{enquiry_messages, enquiry_threads};
use foundation::error::Error;

/// Items in a page when the reader does not say.
pub const PAGE_DEFAULT: u64 = 30;
/// Stated as the `limit` parameter's maximum too (an attribute takes only a literal).
pub const PAGE_MAX: u64 = 100;

#[derive(Debug, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ThreadQuery {
    /// The page of items numbered below this one (the previous answer's `older`); the
    /// newest page when absent.
    pub before: Option<i64>,
    /// Items in the page: 1 to 100 (`PAGE_MAX`), 30 when absent.
    #[param(minimum = 1, maximum = 100)]
    pub limit: Option<u64>,
}

/// An enquiry with one page of its conversation.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ThreadPage {
    pub enquiry: EnquiryView,
    /// Oldest first.
    pub items: Vec<ThreadItem>,
    /// `before` for the page of older items; absent when this page reaches the first.
    pub older: Option<i64>,
    /// The buyer's decline of the current quote, until the supplier revises it.
    pub declined: Option<DeclineReason>,
}

impl ThreadPage {
    /// The page's figures in `reader`'s currency: its quote's and each quote event's, at
    /// the newest rates, read once.
    pub async fn convert_for<C: ConnectionTrait>(&mut self, db: &C, reader: Currency) -> Result<(), DbErr> {
        let foreign = |currency: Currency| currency != reader;
        let needed = self.enquiry.quote.as_ref().is_some_and(|q| foreign(q.figures.currency))
            || self.items.iter().any(|i| i.quote.as_ref().is_some_and(|q| foreign(q.currency)));
        if !needed {
            return Ok(());
        }
        let book = RateBook::load(db).await?;
        if let Some(quote) = self.enquiry.quote.as_mut() {
            quote.convert_for(&book, reader);
        }
        for item in &mut self.items {
            item.convert_for(&book, reader);
        }
        Ok(())
    }
}

/// One page of the enquiry's conversation for `reader`; a buyer or supplier opening the
/// newest page has read it all.
pub async fn page<C: ConnectionTrait>(
    db: &C,
    reader: Reader<'_>,
    enquiry_id: &str,
    query: &ThreadQuery,
) -> Result<ThreadPage, Error> {
    let limit = query.limit.unwrap_or(PAGE_DEFAULT);
    if !(1..=PAGE_MAX).contains(&limit) {
        return Err(Error::Refused(format!("Limit must be from 1 to {PAGE_MAX}")));
    }
    let enquiry = enquiry_for(db, reader, enquiry_id).await?;
    let mut find = enquiry_messages::Entity::find().filter(enquiry_messages::Column::EnquiryId.eq(enquiry_id));
    if let Some(before) = query.before {
        find = find.filter(enquiry_messages::Column::Seq.lt(before));
    }
    // One more than the page: whether older items remain, without counting them.
    let mut rows = find.order_by_desc(enquiry_messages::Column::Seq).limit(limit + 1).all(db).await?;
    let more = rows.len() as u64 > limit;
    rows.truncate(limit as usize);
    rows.reverse();
    let older = if more { rows.first().map(|r| r.seq) } else { None };
    if query.before.is_none() {
        mark_read(db, reader, enquiry_id).await?;
    }
    let declined =
        enquiry_threads::Entity::find_by_id(enquiry_id.to_owned()).one(db).await?.and_then(|t| t.decline_reason);
    let enquiry = with_quotes(db, vec![enquiry])
        .await?
        .pop()
        .ok_or_else(|| Error::NotFound(super::super::quote::NOT_FOUND.into()))?;
    Ok(ThreadPage { enquiry, items: rows.into_iter().map(|r| item_view(reader, r)).collect(), older, declined })
}

/// Nothing of the thread is unread any more for the reader's side (admins leave it).
async fn mark_read<C: ConnectionTrait>(db: &C, reader: Reader<'_>, enquiry_id: &str) -> Result<(), Error> {
    let column = match reader.party() {
        Some(ThreadParty::Buyer) => enquiry_threads::Column::BuyerUnread,
        Some(ThreadParty::Supplier) => enquiry_threads::Column::SupplierUnread,
        None => return Ok(()),
    };
    enquiry_threads::Entity::update_many()
        .col_expr(column, Expr::value(0))
        .filter(enquiry_threads::Column::EnquiryId.eq(enquiry_id))
        .filter(column.gt(0))
        .exec(db)
        .await?;
    Ok(())
}
