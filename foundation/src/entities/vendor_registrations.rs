//! The `vendor_registrations` table.

use sea_orm::entity::prelude::*;

use super::defaults;

/// A supplier's business registration (one per vendor), reviewed by an admin.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "vendor_registrations")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: String,
    #[sea_orm(unique)]
    pub vendor_id: String,
    pub name: String,
    pub email: String,
    pub phone: String,
    #[sea_orm(column_type = "Text")]
    pub address: String,
    pub gst_no: String,
    pub pan_no: String,
    pub aadhar_no: String,
    pub udhyam_registration_no: String,
    pub msme_registration_no: String,
    pub is_verified: bool,
    /// Why an admin refused the registration (cleared by a new submission).
    pub rejection_reason: Option<String>,
    pub rejected_at: Option<DateTimeUtc>,
    /// JSON list of what a verified supplier changed since its last approval (cleared by
    /// the next verification): see `vendors::registration_change`.
    #[sea_orm(column_type = "Text", nullable)]
    pub pending_changes: Option<String>,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {
    #[sea_orm(
        belongs_to = "super::vendors::Entity",
        from = "Column::VendorId",
        to = "super::vendors::Column::Id",
        on_update = "NoAction",
        on_delete = "Cascade"
    )]
    Vendors,
    #[sea_orm(has_many = "super::vendor_documents::Entity")]
    VendorDocuments,
}

impl Related<super::vendors::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::Vendors.def()
    }
}

impl Related<super::vendor_documents::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::VendorDocuments.def()
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
        Ok(self)
    }
}
