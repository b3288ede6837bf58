//! The `enquiry_threads` table.

use sea_orm::entity::prelude::*;

use super::codes::DeclineReason;

/// The state of one enquiry's conversation: who shares it (copied from the enquiry, so
/// each side's unread count reads one index range), how many items each side has not
/// read, the number of its last item, and the buyer's decline of the current quote
/// (cleared when the supplier revises it).
#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "enquiry_threads")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub enquiry_id: String,
    pub user_id: Option<String>,
    pub vendor_id: Option<String>,
    pub last_seq: i64,
    pub buyer_unread: i32,
    pub supplier_unread: i32,
    pub decline_reason: Option<DeclineReason>,
    pub declined_at: Option<DateTimeUtc>,
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

impl ActiveModelBehavior for ActiveModel {}
