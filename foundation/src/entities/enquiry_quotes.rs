//! The `enquiry_quotes` table.

use sea_orm::entity::prelude::*;

use super::codes::{ComparableUnit, Currency, Incoterm, Unit};
use super::defaults;

/// A supplier's quote on one enquiry: one row per enquiry, revised in place (`revision`
/// counts the versions) while the enquiry's request is open. `vendor_id` is the quoting
/// supplier, kept for its insights when the enquiry's own link is cleared.
#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "enquiry_quotes")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub enquiry_id: String,
    pub vendor_id: Option<String>,
    pub price_paise: i64,
    pub unit: Unit,
    pub min_order: Option<f64>,
    pub valid_until: Date,
    pub delivery_terms: String,
    #[sea_orm(column_type = "Text", nullable)]
    pub message: Option<String>,
    pub revision: i32,
    /// What one `unit` holds, in thousandths of `comparable_unit`, for a pack unit.
    pub pack_content_milli: Option<i64>,
    /// The enquired variety's comparable unit when the quote was written.
    pub comparable_unit: Option<ComparableUnit>,
    /// Paise (rupees, at the rate of the day for another currency) per comparable unit.
    pub comparable_paise: Option<i64>,
    /// The quote's trade term and its named place or port; none on quotes written before
    /// terms were data (their `delivery_terms` text says them).
    pub incoterm: Option<Incoterm>,
    pub named_place: Option<String>,
    /// The currency of `price_paise` (its minor units).
    pub currency: Currency,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {
    #[sea_orm(
        belongs_to = "super::product_enquiries::Entity",
        from = "Column::EnquiryId",
        to = "super::product_enquiries::Column::Id",
        on_update = "NoAction",
        on_delete = "Cascade"
    )]
    ProductEnquiries,
}

impl Related<super::product_enquiries::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::ProductEnquiries.def()
    }
}

#[async_trait::async_trait]
impl ActiveModelBehavior for ActiveModel {
    async fn before_save<C>(mut self, _db: &C, insert: bool) -> Result<Self, DbErr>
    where
        C: ConnectionTrait,
    {
        defaults::stamp_both(&mut self.created_at, &mut self.updated_at, insert);
        Ok(self)
    }
}
