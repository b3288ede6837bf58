//! How much of a buyer's or a supplier's conversations it has not read: one statement
//! over one index range (`(user_id, buyer_unread)` or `(vendor_id, supplier_unread)`)
//! holding only the threads with something unread.

use sea_orm::sea_query::{Alias, Expr, Func, SimpleExpr};
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QuerySelect};
use serde::Serialize;
use utoipa::ToSchema;

use super::party::Reader;
use foundation::entities::enquiry_threads::{self, Column};
use foundation::entities::product_enquiries;
use foundation::error::Error;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct UnreadCounts {
    /// Enquiries with something unread.
    pub enquiries: u64,
    /// Unread items across them (messages, quotes, new enquiries…).
    pub items: u64,
    /// Whether the reader has any enquiry at all: a buyer who has lands on its enquiries
    /// after signing in.
    pub any: bool,
}

pub async fn counts<C: ConnectionTrait>(db: &C, reader: Reader<'_>) -> Result<UnreadCounts, Error> {
    let (owner, id, unread) = match reader {
        Reader::Buyer(id) => (Column::UserId, id, Column::BuyerUnread),
        Reader::Supplier(id) => (Column::VendorId, id, Column::SupplierUnread),
        Reader::Admin => return Ok(UnreadCounts { enquiries: 0, items: 0, any: false }),
    };
    let sum: SimpleExpr = Func::coalesce([Expr::col(unread).sum(), Expr::val(0).into()]).into();
    let row: Option<(i64, i64)> = enquiry_threads::Entity::find()
        .select_only()
        .column_as(Expr::col(owner).count(), "enquiries")
        // SUM is a decimal on MySQL: read back as an integer on both databases.
        .column_as(SimpleExpr::from(Func::cast_as(sum, Alias::new("SIGNED"))), "items")
        .filter(owner.eq(id))
        .filter(unread.gt(0))
        .into_tuple()
        .one(db)
        .await?;
    let (enquiries, items) = row.unwrap_or((0, 0));
    let enquiries = u64::try_from(enquiries).unwrap_or(0);
    let any = enquiries > 0 || has_any(db, reader).await?;
    Ok(UnreadCounts { enquiries, items: u64::try_from(items).unwrap_or(0), any })
}

/// One key probe: the first of the reader's enquiries, if there is one.
async fn has_any<C: ConnectionTrait>(db: &C, reader: Reader<'_>) -> Result<bool, Error> {
    let find = product_enquiries::Entity::find().select_only().column(product_enquiries::Column::Id);
    let find = match reader {
        Reader::Buyer(id) => find.filter(product_enquiries::Column::UserId.eq(id)),
        Reader::Supplier(id) => find.filter(product_enquiries::Column::VendorId.eq(id)),
        Reader::Admin => return Ok(false),
    };
    let first: Option<String> = find.limit(1).into_tuple().one(db).await?;
    Ok(first.is_some())
}
