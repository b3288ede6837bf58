//! An enquiry as its buyer (and later the admin) sees it.

use chrono::SecondsFormat;
use rust_decimal::Decimal;
use sea_orm::{ColumnTrait, ConnectionTrait, DbErr, EntityTrait, QueryFilter, QueryOrder, Select};
use serde::Serialize;
use utoipa::ToSchema;

use super::quote_view::{quotes_of, QuoteView};
use crate::trade::money::RateBook;
use crate::validation::paise_to_rupees;
use foundation::entities::codes::{
    Currency, EnquiryStatus, PackagingPreference, PaymentTerms, QuoteOutcome, Unit, Urgency,
};
use foundation::entities::product_enquiries;

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct EnquiryView {
    #[serde(rename = "_id")]
    pub _id: String,
    pub created_at: String,
    pub name: String,
    pub email: String,
    pub phone: String,
    pub company: Option<String>,
    pub address: String,
    pub city: String,
    pub state: String,
    pub pincode: String,
    pub quantity: f64,
    pub unit: Unit,
    pub urgency: Urgency,
    pub delivery_date: Option<String>,
    pub additional_requirements: Option<String>,
    pub packaging_preference: PackagingPreference,
    pub payment_terms: PaymentTerms,
    pub certification_required: bool,
    pub samples_required: bool,
    pub product: EnquiryProduct,
    pub supplier: EnquirySupplier,
    pub status: EnquiryStatus,
    /// The supplier's reply, once it has written one.
    pub supplier_reply: Option<SupplierReply>,
    /// Shared by the enquiries of one request to several suppliers.
    pub request_id: Option<String>,
    /// The supplier's quote, once it has sent one.
    pub quote: Option<QuoteView>,
    /// Once the buyer accepted a quote of the request: this one (`accepted`) or another (`closed`).
    pub quote_outcome: Option<QuoteOutcome>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SupplierReply {
    pub text: String,
    pub replied_at: String,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct EnquiryProduct {
    pub id: Option<String>,
    pub title: String,
    pub variety: String,
    pub variety_id: Option<String>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct EnquirySupplier {
    pub id: Option<String>,
    pub name: String,
    /// The offer's price per `unit` when the enquiry was sent, in `currency`.
    #[serde(with = "rust_decimal::serde::float")]
    #[schema(value_type = f64)]
    pub price: Decimal,
    /// Offers are priced in rupees.
    pub currency: Currency,
    pub unit: Unit,
    pub listing_id: Option<String>,
}

impl From<product_enquiries::Model> for EnquiryView {
    fn from(e: product_enquiries::Model) -> Self {
        Self {
            _id: e.id,
            created_at: e.created_at.to_rfc3339_opts(SecondsFormat::Secs, true),
            name: e.name,
            email: e.email,
            phone: e.phone,
            company: e.company,
            address: e.address,
            city: e.city,
            state: e.state,
            pincode: e.pincode,
            quantity: e.quantity,
            unit: e.unit,
            urgency: e.urgency,
            delivery_date: e.delivery_date.map(|d| d.format("%Y-%m-%d").to_string()),
            additional_requirements: e.additional_requirements,
            packaging_preference: e.packaging_preference,
            payment_terms: e.payment_terms,
            certification_required: e.certification_required,
            samples_required: e.samples_required,
            product: EnquiryProduct {
                id: e.product_id,
                title: e.product_title,
                variety: e.variety_title,
                variety_id: e.variety_id,
            },
            supplier: EnquirySupplier {
                id: e.vendor_id,
                name: e.supplier_name,
                price: paise_to_rupees(e.supplier_price_paise),
                currency: Currency::Inr,
                unit: e.supplier_unit,
                listing_id: e.listing_id,
            },
            status: e.status,
            supplier_reply: match (e.supplier_reply, e.supplier_replied_at) {
                (Some(text), Some(at)) => {
                    Some(SupplierReply { text, replied_at: at.to_rfc3339_opts(SecondsFormat::Secs, true) })
                }
                _ => None,
            },
            request_id: e.request_id,
            quote: None,
            quote_outcome: e.quote_outcome,
        }
    }
}

/// The views of `rows`, each with its quote (one query per 500 enquiries).
pub async fn with_quotes<C: ConnectionTrait>(
    db: &C,
    rows: Vec<product_enquiries::Model>,
) -> Result<Vec<EnquiryView>, DbErr> {
    let mut quotes = quotes_of(db, &rows).await?;
    Ok(rows
        .into_iter()
        .map(|row| {
            let quote = quotes.remove(&row.id);
            let mut view = EnquiryView::from(row);
            view.quote = quote;
            view
        })
        .collect())
}

/// Each quote's comparable price in `reader`'s currency, at the newest rates; the rates
/// are read only when a quote is in another currency.
pub async fn convert_for<C: ConnectionTrait>(db: &C, views: &mut [EnquiryView], reader: Currency) -> Result<(), DbErr> {
    if views.iter().all(|v| v.quote.as_ref().is_none_or(|q| q.figures.currency == reader)) {
        return Ok(());
    }
    let book = RateBook::load(db).await?;
    for quote in views.iter_mut().filter_map(|v| v.quote.as_mut()) {
        quote.convert_for(&book, reader);
    }
    Ok(())
}

/// Newest first: the stored sub-second creation time, then the second (rows made before
/// it was stored), then the id, so the order never depends on chance.
pub fn newest_first(query: Select<product_enquiries::Entity>) -> Select<product_enquiries::Entity> {
    query
        .order_by_desc(product_enquiries::Column::CreatedMicros)
        .order_by_desc(product_enquiries::Column::CreatedAt)
        .order_by_desc(product_enquiries::Column::Id)
}

/// A buyer's own enquiries, newest first, with their quotes.
pub async fn of_buyer<C: ConnectionTrait>(db: &C, user_id: &str) -> Result<Vec<EnquiryView>, DbErr> {
    let rows = newest_first(product_enquiries::Entity::find().filter(product_enquiries::Column::UserId.eq(user_id)))
        .all(db)
        .await?;
    with_quotes(db, rows).await
}
