//! The `orders` table.

use sea_orm::entity::prelude::*;

/// The index of every row newest first, `(created, id)`: the admin's list unfiltered reads
/// through it by name.
pub use migration::ORDERS_NEWEST as NEWEST_INDEX;

use super::codes::{ComparableUnit, Currency, Incoterm, OrderStatus, PaymentTerms, Unit};
use super::defaults;

/// The order an accepted quote became: made in the acceptance's transaction (one per
/// enquiry, `enquiry_id` unique), it freezes the accepted revision and both parties as they
/// were, so later edits of the quote, the offer or an account never change what was agreed.
/// `number` (`TH-YYYY-NNNNNN`) is what people quote; the links to the enquiry and the
/// accounts are cleared when those are deleted, the copies stay.
#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "orders")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: String,
    #[sea_orm(unique)]
    pub number: String,
    #[sea_orm(unique)]
    pub enquiry_id: Option<String>,
    pub user_id: Option<String>,
    pub vendor_id: Option<String>,
    pub status: OrderStatus,
    pub product_id: Option<String>,
    pub variety_id: Option<String>,
    pub product_title: String,
    pub variety_title: String,
    /// What the buyer ordered, in its enquiry's unit.
    pub quantity: f64,
    pub unit: Unit,
    /// The unit the accepted price is per, and what one of it holds when a pack.
    pub quote_unit: Unit,
    pub pack_content_milli: Option<i64>,
    pub comparable_unit: ComparableUnit,
    /// Minor units of `currency` per `quote_unit`.
    pub price_minor: i64,
    /// `quantity` at that price; none when the units do not convert.
    pub total_minor: Option<i64>,
    pub currency: Currency,
    pub incoterm: Option<Incoterm>,
    pub named_place: Option<String>,
    pub delivery_terms: String,
    pub payment_terms: PaymentTerms,
    pub quote_revision: i32,
    pub quote_valid_until: Date,
    pub buyer_name: String,
    pub buyer_email: String,
    pub buyer_phone: String,
    pub buyer_company: Option<String>,
    #[sea_orm(column_type = "Text")]
    pub buyer_address: String,
    pub supplier_name: String,
    pub supplier_email: String,
    pub supplier_phone: String,
    #[sea_orm(column_type = "Text")]
    pub supplier_address: String,
    /// Plant produce: its shipment needs a phytosanitary certificate whatever the term.
    pub needs_phytosanitary: bool,
    pub carrier: Option<String>,
    /// The vessel or flight.
    pub vessel: Option<String>,
    /// The bill of lading or air waybill number.
    pub transport_document: Option<String>,
    pub container: Option<String>,
    pub etd: Option<Date>,
    pub eta: Option<Date>,
    #[sea_orm(column_type = "Text", nullable)]
    pub cancel_reason: Option<String>,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
    /// When it was placed in microseconds: the order of every list (with `id` for ties).
    pub created_micros: i64,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {
    #[sea_orm(has_many = "super::order_events::Entity")]
    OrderEvents,
    #[sea_orm(has_many = "super::order_payments::Entity")]
    OrderPayments,
    #[sea_orm(has_many = "super::order_documents::Entity")]
    OrderDocuments,
}

impl Related<super::order_events::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::OrderEvents.def()
    }
}

#[async_trait::async_trait]
impl ActiveModelBehavior for ActiveModel {
    async fn before_save<C>(mut self, _db: &C, insert: bool) -> Result<Self, DbErr>
    where
        C: ConnectionTrait,
    {
        defaults::fill_id(&mut self.id, insert);
        defaults::stamp_both(&mut self.created_at, &mut self.updated_at, insert);
        if insert && self.created_micros.is_not_set() {
            self.created_micros = sea_orm::Set(defaults::next_micros());
        }
        Ok(self)
    }
}
