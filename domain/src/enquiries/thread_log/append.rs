//! Adding an item to a conversation. The caller holds the enquiry's row lock
//! (`caps::lock_owner`), so the numbers of one thread are handed out one at a time.

use sea_orm::sea_query::Expr;
use sea_orm::{ActiveModelTrait, ColumnTrait, ConnectionTrait, DbErr, EntityTrait, QueryFilter, Set};

use foundation::entities::codes::{
    ComparableUnit, Currency, DeclineReason, Incoterm, ThreadItemKind, ThreadParty, Unit,
};
use foundation::entities::{enquiry_messages, enquiry_threads, now, product_enquiries};

/// A stored private file, as an item refers to it.
#[derive(Debug, Clone)]
pub struct StoredAttachment {
    pub key: String,
    pub content_type: &'static str,
    pub bytes: i64,
}

/// What an item says; the kind decides which parts it has.
#[derive(Debug, Clone)]
pub struct NewItem {
    pub kind: ThreadItemKind,
    pub body: Option<String>,
    /// A counter-offer's price (minor units of its quote's currency) per unit.
    pub target: Option<(i64, Unit, Currency)>,
    pub decline_reason: Option<DeclineReason>,
    pub quote: Option<QuoteSnapshot>,
    pub attachment: Option<StoredAttachment>,
}

/// The quote as an event saw it: quotes are revised in place, the thread keeps each one
/// whole (price in minor units of its currency, pack, terms).
#[derive(Debug, Clone)]
pub struct QuoteSnapshot {
    pub price_paise: i64,
    pub currency: Currency,
    pub unit: Unit,
    pub pack_content_milli: Option<i64>,
    pub comparable_unit: Option<ComparableUnit>,
    pub incoterm: Option<Incoterm>,
    pub named_place: Option<String>,
    pub valid_until: chrono::NaiveDate,
    pub revision: i32,
}

impl NewItem {
    pub fn of(kind: ThreadItemKind) -> Self {
        Self { kind, body: None, target: None, decline_reason: None, quote: None, attachment: None }
    }
}

/// The enquiry's thread row, made on its first use.
async fn thread_of<C: ConnectionTrait>(
    txn: &C,
    enquiry: &product_enquiries::Model,
) -> Result<enquiry_threads::Model, DbErr> {
    if let Some(found) = enquiry_threads::Entity::find_by_id(enquiry.id.clone()).one(txn).await? {
        return Ok(found);
    }
    enquiry_threads::ActiveModel {
        enquiry_id: Set(enquiry.id.clone()),
        user_id: Set(enquiry.user_id.clone()),
        vendor_id: Set(enquiry.vendor_id.clone()),
        last_seq: Set(0),
        buyer_unread: Set(0),
        supplier_unread: Set(0),
        decline_reason: Set(None),
        declined_at: Set(None),
        updated_at: Set(now()),
    }
    .insert(txn)
    .await
}

/// The unread column of the side that did not write.
fn unread_of_other(party: ThreadParty) -> enquiry_threads::Column {
    match party {
        ThreadParty::Buyer => enquiry_threads::Column::SupplierUnread,
        ThreadParty::Supplier => enquiry_threads::Column::BuyerUnread,
    }
}

/// Adds `item` written by `party`, one more unread for the other side. Returns the item.
pub async fn append<C: ConnectionTrait>(
    txn: &C,
    enquiry: &product_enquiries::Model,
    party: ThreadParty,
    item: NewItem,
) -> Result<enquiry_messages::Model, DbErr> {
    let thread = thread_of(txn, enquiry).await?;
    let seq = thread.last_seq + 1;
    let unread = unread_of_other(party);
    enquiry_threads::Entity::update_many()
        .col_expr(enquiry_threads::Column::LastSeq, Expr::value(seq))
        .col_expr(unread, Expr::col(unread).add(1))
        .col_expr(enquiry_threads::Column::UpdatedAt, Expr::value(now()))
        .filter(enquiry_threads::Column::EnquiryId.eq(enquiry.id.as_str()))
        .exec(txn)
        .await?;
    let attachment = item.attachment;
    let quote = item.quote;
    enquiry_messages::ActiveModel {
        enquiry_id: Set(enquiry.id.clone()),
        seq: Set(seq),
        party: Set(party),
        kind: Set(item.kind),
        body: Set(item.body),
        target_price_paise: Set(item.target.map(|t| t.0)),
        target_unit: Set(item.target.map(|t| t.1)),
        target_currency: Set(item.target.map(|t| t.2)),
        decline_reason: Set(item.decline_reason),
        quote_price_paise: Set(quote.as_ref().map(|q| q.price_paise)),
        quote_unit: Set(quote.as_ref().map(|q| q.unit)),
        quote_valid_until: Set(quote.as_ref().map(|q| q.valid_until)),
        quote_revision: Set(quote.as_ref().map(|q| q.revision)),
        quote_currency: Set(quote.as_ref().map(|q| q.currency)),
        quote_pack_content_milli: Set(quote.as_ref().and_then(|q| q.pack_content_milli)),
        quote_comparable_unit: Set(quote.as_ref().and_then(|q| q.comparable_unit)),
        quote_incoterm: Set(quote.as_ref().and_then(|q| q.incoterm)),
        quote_named_place: Set(quote.and_then(|q| q.named_place)),
        attachment_key: Set(attachment.as_ref().map(|a| a.key.clone())),
        attachment_type: Set(attachment.as_ref().map(|a| a.content_type.to_owned())),
        attachment_bytes: Set(attachment.as_ref().map(|a| a.bytes)),
        vendor_id: Set(enquiry.vendor_id.clone()),
        ..Default::default()
    }
    .insert(txn)
    .await
}

/// A new enquiry waits unread in its supplier's inbox.
pub async fn unread_for_supplier<C: ConnectionTrait>(txn: &C, enquiry: &product_enquiries::Model) -> Result<(), DbErr> {
    thread_of(txn, enquiry).await?;
    enquiry_threads::Entity::update_many()
        .col_expr(enquiry_threads::Column::SupplierUnread, Expr::col(enquiry_threads::Column::SupplierUnread).add(1))
        .filter(enquiry_threads::Column::EnquiryId.eq(enquiry.id.as_str()))
        .exec(txn)
        .await?;
    Ok(())
}

/// Records the buyer's decline of the current quote on its thread, or lifts it (`None`).
pub async fn set_decline<C: ConnectionTrait>(
    txn: &C,
    enquiry: &product_enquiries::Model,
    reason: Option<DeclineReason>,
) -> Result<(), DbErr> {
    thread_of(txn, enquiry).await?;
    enquiry_threads::Entity::update_many()
        .col_expr(enquiry_threads::Column::DeclineReason, Expr::value(reason.map(|r| r.as_str())))
        .col_expr(enquiry_threads::Column::DeclinedAt, Expr::value(reason.map(|_| now())))
        .filter(enquiry_threads::Column::EnquiryId.eq(enquiry.id.as_str()))
        .exec(txn)
        .await?;
    Ok(())
}
