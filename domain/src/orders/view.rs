//! An order as its buyer, its supplier and admins read it: the frozen terms, both parties,
//! the shipment, the milestones, the payment lines, the documents and those still missing.

use chrono::{NaiveDate, SecondsFormat};
use sea_orm::{ColumnTrait, ConnectionTrait, DbErr, EntityTrait, QueryFilter, QueryOrder, QuerySelect};
use serde::Serialize;
use utoipa::ToSchema;

use super::access::{order_for, Actor, NOT_FOUND};
use super::checklist::{missing, DOCUMENTS_MAX};
use crate::trade::comparable::PackContent;
use crate::trade::label::pack_label;
use crate::trade::money::Money;
use foundation::entities::codes::{
    Currency, Incoterm, OrderDocumentKind, OrderParty, OrderStatus, PaymentDue, PaymentPart, PaymentTerms, Unit,
};
use foundation::entities::{order_documents, order_events, order_payments, orders};
use foundation::error::Error;

/// Milestones shown on one order: every step is one, so only admins' corrections could
/// pass it, and the newest are the ones to read.
const EVENTS_MAX: u64 = 200;

fn stamp(at: &chrono::DateTime<chrono::Utc>) -> String {
    at.to_rfc3339_opts(SecondsFormat::Secs, true)
}

fn day(d: NaiveDate) -> String {
    d.format("%Y-%m-%d").to_string()
}

/// One side of the order as it was when the order was placed.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OrderPartyView {
    pub name: String,
    pub email: String,
    pub phone: String,
    pub company: Option<String>,
    pub address: String,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ShipmentView {
    pub carrier: Option<String>,
    /// The vessel or flight.
    pub vessel: Option<String>,
    /// The bill of lading or air waybill number.
    pub transport_document: Option<String>,
    pub container: Option<String>,
    /// Estimated departure and arrival (YYYY-MM-DD).
    pub etd: Option<String>,
    pub eta: Option<String>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OrderEventView {
    pub status: OrderStatus,
    pub party: OrderParty,
    pub actor_id: Option<String>,
    pub note: Option<String>,
    pub at: String,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PaymentLineView {
    /// The line's number on the order (1, 2…): what marking it names.
    pub seq: i32,
    pub part: PaymentPart,
    pub percent: i32,
    /// None when the order has no total (its units do not convert).
    pub amount: Option<Money>,
    pub due: PaymentDue,
    pub due_days: i32,
    /// Set once what it falls due after has happened (YYYY-MM-DD).
    pub due_on: Option<String>,
    pub sent_at: Option<String>,
    pub sent_note: Option<String>,
    pub received_at: Option<String>,
    pub overdue: bool,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OrderDocumentView {
    #[serde(rename = "_id")]
    pub id: String,
    pub kind: OrderDocumentKind,
    pub party: OrderParty,
    pub content_type: String,
    pub bytes: i64,
    pub uploaded_at: String,
}

/// An order whole.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OrderView {
    #[serde(rename = "_id")]
    pub id: String,
    /// TH-YYYY-NNNNNN.
    pub number: String,
    pub status: OrderStatus,
    pub enquiry_id: Option<String>,
    pub product_id: Option<String>,
    pub variety_id: Option<String>,
    pub product_title: String,
    pub variety_title: String,
    pub quantity: f64,
    pub unit: Unit,
    /// The unit the price is per, and its pack in words ("box of 5 kg").
    pub price_unit: Unit,
    pub pack: String,
    pub pack_content: Option<f64>,
    pub price: Money,
    pub total: Option<Money>,
    pub incoterm: Option<Incoterm>,
    pub named_place: Option<String>,
    pub delivery_terms: String,
    pub payment_terms: PaymentTerms,
    pub quote_revision: i32,
    pub quote_valid_until: String,
    pub buyer: OrderPartyView,
    pub supplier: OrderPartyView,
    pub shipment: ShipmentView,
    pub cancel_reason: Option<String>,
    pub placed_at: String,
    pub updated_at: String,
    /// Oldest first.
    pub events: Vec<OrderEventView>,
    pub payments: Vec<PaymentLineView>,
    /// Oldest first.
    pub documents: Vec<OrderDocumentView>,
    /// The documents the order's Incoterm (and its goods) call for that nobody uploaded yet.
    pub missing_documents: Vec<OrderDocumentKind>,
}

/// An order in a list.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OrderSummary {
    #[serde(rename = "_id")]
    pub id: String,
    pub number: String,
    pub status: OrderStatus,
    pub product_title: String,
    pub variety_title: String,
    pub quantity: f64,
    pub unit: Unit,
    pub total: Option<Money>,
    pub buyer_name: String,
    pub supplier_name: String,
    pub placed_at: String,
}

impl From<orders::Model> for OrderSummary {
    fn from(o: orders::Model) -> Self {
        Self {
            total: o.total_minor.map(|t| Money::of_minor(t, o.currency)),
            placed_at: stamp(&o.created_at),
            id: o.id,
            number: o.number,
            status: o.status,
            product_title: o.product_title,
            variety_title: o.variety_title,
            quantity: o.quantity,
            unit: o.unit,
            buyer_name: o.buyer_name,
            supplier_name: o.supplier_name,
        }
    }
}

fn payment_view(line: order_payments::Model, currency: Currency, today: NaiveDate) -> PaymentLineView {
    PaymentLineView {
        seq: line.seq,
        part: line.part,
        percent: line.percent,
        amount: line.amount_minor.map(|a| Money::of_minor(a, currency)),
        due: line.due,
        due_days: line.due_days,
        overdue: line.received_at.is_none() && line.due_on.is_some_and(|d| d < today),
        due_on: line.due_on.map(day),
        sent_at: line.sent_at.as_ref().map(stamp),
        sent_note: line.sent_note,
        received_at: line.received_at.as_ref().map(stamp),
    }
}

/// The kinds of the order's documents, and the documents themselves, oldest first.
pub async fn documents_of<C: ConnectionTrait>(db: &C, order_id: &str) -> Result<Vec<order_documents::Model>, DbErr> {
    order_documents::Entity::find()
        .filter(order_documents::Column::OrderId.eq(order_id))
        .order_by_asc(order_documents::Column::CreatedMicros)
        .limit(DOCUMENTS_MAX)
        .all(db)
        .await
}

/// `order` whole, read on `db` (the write's own transaction after a write).
pub async fn order_view<C: ConnectionTrait>(db: &C, order: orders::Model) -> Result<OrderView, Error> {
    let mut events = order_events::Entity::find()
        .filter(order_events::Column::OrderId.eq(order.id.as_str()))
        .order_by_desc(order_events::Column::CreatedMicros)
        .limit(EVENTS_MAX)
        .all(db)
        .await?;
    events.reverse();
    let payments = order_payments::Entity::find()
        .filter(order_payments::Column::OrderId.eq(order.id.as_str()))
        .order_by_asc(order_payments::Column::Seq)
        .all(db)
        .await?;
    let documents = documents_of(db, &order.id).await?;
    let today = chrono::Utc::now().date_naive();
    let kinds: Vec<OrderDocumentKind> = documents.iter().map(|d| d.kind).collect();
    let content = order.pack_content_milli.map(PackContent::from_milli);
    Ok(OrderView {
        missing_documents: missing(order.incoterm, order.needs_phytosanitary, &kinds),
        events: events
            .into_iter()
            .map(|e| OrderEventView {
                status: e.status,
                party: e.party,
                actor_id: e.actor_id,
                note: e.note,
                at: stamp(&e.created_at),
            })
            .collect(),
        payments: payments.into_iter().map(|l| payment_view(l, order.currency, today)).collect(),
        documents: documents
            .into_iter()
            .map(|d| OrderDocumentView {
                uploaded_at: stamp(&d.created_at),
                id: d.id,
                kind: d.kind,
                party: d.party,
                content_type: d.content_type,
                bytes: d.bytes,
            })
            .collect(),
        pack: pack_label(order.quote_unit, content, order.comparable_unit),
        pack_content: content.and_then(|c| rust_decimal::prelude::ToPrimitive::to_f64(&c.amount())),
        price: Money::of_minor(order.price_minor, order.currency),
        total: order.total_minor.map(|t| Money::of_minor(t, order.currency)),
        buyer: OrderPartyView {
            name: order.buyer_name,
            email: order.buyer_email,
            phone: order.buyer_phone,
            company: order.buyer_company,
            address: order.buyer_address,
        },
        supplier: OrderPartyView {
            name: order.supplier_name,
            email: order.supplier_email,
            phone: order.supplier_phone,
            company: None,
            address: order.supplier_address,
        },
        shipment: ShipmentView {
            carrier: order.carrier,
            vessel: order.vessel,
            transport_document: order.transport_document,
            container: order.container,
            etd: order.etd.map(day),
            eta: order.eta.map(day),
        },
        quote_valid_until: day(order.quote_valid_until),
        placed_at: stamp(&order.created_at),
        updated_at: stamp(&order.updated_at),
        id: order.id,
        number: order.number,
        status: order.status,
        enquiry_id: order.enquiry_id,
        product_id: order.product_id,
        variety_id: order.variety_id,
        product_title: order.product_title,
        variety_title: order.variety_title,
        quantity: order.quantity,
        unit: order.unit,
        price_unit: order.quote_unit,
        incoterm: order.incoterm,
        named_place: order.named_place,
        delivery_terms: order.delivery_terms,
        payment_terms: order.payment_terms,
        quote_revision: order.quote_revision,
        cancel_reason: order.cancel_reason,
    })
}

/// The order `id` whole, when `actor` shares it (404 otherwise).
pub async fn read<C: ConnectionTrait>(db: &C, actor: Actor<'_>, id: &str) -> Result<OrderView, Error> {
    let order = order_for(db, actor, id).await?;
    order_view(db, order).await
}

/// The order placed from the buyer's enquiry `enquiry_id` (404 when none, or not its own).
pub async fn of_enquiry<C: ConnectionTrait>(db: &C, buyer_id: &str, enquiry_id: &str) -> Result<OrderView, Error> {
    let order = orders::Entity::find()
        .filter(orders::Column::EnquiryId.eq(enquiry_id))
        .filter(orders::Column::UserId.eq(buyer_id))
        .one(db)
        .await?
        .ok_or_else(|| Error::NotFound(NOT_FOUND.into()))?;
    order_view(db, order).await
}
