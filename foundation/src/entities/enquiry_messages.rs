//! The `enquiry_messages` table.

use sea_orm::entity::prelude::*;

use super::codes::{ComparableUnit, Currency, DeclineReason, Incoterm, ThreadItemKind, ThreadParty, Unit};
use super::defaults;

/// One item of an enquiry's conversation, numbered within it by `seq` (1, 2, …): a
/// message (text and/or a private attachment), a counter-offer (`target_*`), a decline
/// (`decline_reason`), or a quote event with the quote as it was then (`quote_*`, with its
/// currency and terms).
/// `vendor_id` is the enquiry's supplier, for its win/loss figures.
#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "enquiry_messages")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: String,
    pub enquiry_id: String,
    pub seq: i64,
    pub party: ThreadParty,
    pub kind: ThreadItemKind,
    #[sea_orm(column_type = "Text", nullable)]
    pub body: Option<String>,
    pub target_price_paise: Option<i64>,
    pub target_unit: Option<Unit>,
    /// The currency of `target_price_paise` (minor units): the quote's; none is rupees.
    pub target_currency: Option<Currency>,
    pub decline_reason: Option<DeclineReason>,
    pub quote_price_paise: Option<i64>,
    pub quote_unit: Option<Unit>,
    pub quote_valid_until: Option<Date>,
    pub quote_revision: Option<i32>,
    /// The currency of `quote_price_paise` (minor units); none on events from before it was kept.
    pub quote_currency: Option<Currency>,
    pub quote_pack_content_milli: Option<i64>,
    pub quote_comparable_unit: Option<ComparableUnit>,
    pub quote_incoterm: Option<Incoterm>,
    pub quote_named_place: Option<String>,
    pub attachment_key: Option<String>,
    pub attachment_type: Option<String>,
    pub attachment_bytes: Option<i64>,
    pub vendor_id: Option<String>,
    pub created_at: DateTimeUtc,
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
        defaults::fill_id(&mut self.id, insert);
        if insert && self.created_at.is_not_set() {
            self.created_at = sea_orm::ActiveValue::Set(defaults::now());
        }
        Ok(self)
    }
}
