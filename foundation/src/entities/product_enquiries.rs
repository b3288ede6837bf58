//! The `product_enquiries` table.

/// Every enquiry by time with whether it was answered, its quote's outcome and its first
/// answer time: the site's insights read a range of it by name.
pub use migration::ENQUIRIES_INSIGHTS as INSIGHTS_INDEX;

use sea_orm::entity::prelude::*;
use sea_orm::ActiveValue;

use super::codes::{EnquiryStatus, PackagingPreference, PaymentTerms, QuoteOutcome, Unit, Urgency};
use super::defaults;

/// A buyer's enquiry to one supplier about one variety. It keeps its own copy of
/// the titles, supplier name and quoted price, so it stays readable when the product,
/// listing or supplier is deleted (the links are then set to NULL).
///
/// Codes (`unit`, `supplier_unit`, `urgency`, `packaging_preference`, `payment_terms`,
/// `status`) are the enums of [`super::codes`]. `submission_key` (unique when present)
/// makes a repeated submission of the same form a no-op. The table's column `answered`
/// (whether the enquiry was answered, for the insights' index) is kept by the database
/// itself and left out here.
#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "product_enquiries")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: String,
    pub user_id: Option<String>,
    pub listing_id: Option<String>,
    pub vendor_id: Option<String>,
    pub product_id: Option<String>,
    pub variety_id: Option<String>,
    pub product_title: String,
    pub variety_title: String,
    pub supplier_name: String,
    pub supplier_price_paise: i64,
    pub supplier_unit: Unit,
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
    pub delivery_date: Option<Date>,
    #[sea_orm(column_type = "Text", nullable)]
    pub additional_requirements: Option<String>,
    pub packaging_preference: PackagingPreference,
    pub payment_terms: PaymentTerms,
    pub certification_required: bool,
    pub samples_required: bool,
    pub status: EnquiryStatus,
    #[sea_orm(unique)]
    pub submission_key: Option<String>,
    /// The supplier's answer, shown to the buyer; set with `supplier_replied_at`.
    #[sea_orm(column_type = "Text", nullable)]
    pub supplier_reply: Option<String>,
    pub supplier_replied_at: Option<DateTimeUtc>,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
    /// When it was made in microseconds since the epoch, strictly increasing within one
    /// process: the order of a buyer's list (`created_at` has whole seconds only).
    pub created_micros: i64,
    /// Shared by the enquiries of one request to several suppliers; `None` for a single one.
    pub request_id: Option<String>,
    /// Set on every enquiry of a request once the buyer accepts one of its quotes.
    pub quote_outcome: Option<QuoteOutcome>,
    /// The supplier's first quote, reply or status change: its answer time.
    pub first_answered_at: Option<DateTimeUtc>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {
    #[sea_orm(
        belongs_to = "super::users::Entity",
        from = "Column::UserId",
        to = "super::users::Column::Id",
        on_update = "NoAction",
        on_delete = "SetNull"
    )]
    Users,
    #[sea_orm(
        belongs_to = "super::vendor_listings::Entity",
        from = "Column::ListingId",
        to = "super::vendor_listings::Column::Id",
        on_update = "NoAction",
        on_delete = "SetNull"
    )]
    VendorListings,
    #[sea_orm(
        belongs_to = "super::vendors::Entity",
        from = "Column::VendorId",
        to = "super::vendors::Column::Id",
        on_update = "NoAction",
        on_delete = "SetNull"
    )]
    Vendors,
    #[sea_orm(
        belongs_to = "super::products::Entity",
        from = "Column::ProductId",
        to = "super::products::Column::Id",
        on_update = "NoAction",
        on_delete = "SetNull"
    )]
    Products,
    #[sea_orm(
        belongs_to = "super::varieties::Entity",
        from = "Column::VarietyId",
        to = "super::varieties::Column::Id",
        on_update = "NoAction",
        on_delete = "SetNull"
    )]
    Varieties,
    #[sea_orm(has_one = "super::enquiry_quotes::Entity")]
    EnquiryQuotes,
}

impl Related<super::users::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::Users.def()
    }
}

impl Related<super::vendor_listings::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::VendorListings.def()
    }
}

impl Related<super::vendors::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::Vendors.def()
    }
}

impl Related<super::products::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::Products.def()
    }
}

impl Related<super::enquiry_quotes::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::EnquiryQuotes.def()
    }
}

impl Related<super::varieties::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::Varieties.def()
    }
}

#[async_trait::async_trait]
impl ActiveModelBehavior for ActiveModel {
    async fn before_save<C>(mut self, _db: &C, insert: bool) -> Result<Self, DbErr>
    where
        C: ConnectionTrait,
    {
        defaults::fill_id(&mut self.id, insert);
        if insert && self.created_micros.is_not_set() {
            // A row given its own creation time (an import) is ordered by it.
            let micros = match &self.created_at {
                ActiveValue::Set(at) | ActiveValue::Unchanged(at) => at.timestamp_micros(),
                ActiveValue::NotSet => defaults::next_micros(),
            };
            self.created_micros = ActiveValue::Set(micros);
        }
        defaults::stamp_both(&mut self.created_at, &mut self.updated_at, insert);
        Ok(self)
    }
}
