//! The `vendor_documents` table.

use sea_orm::entity::prelude::*;

use super::defaults;

/// A private KYC file of a registration. `kind` is one of [`super::codes::DOCUMENT_KINDS`];
/// `stored_name` is the random name of the file in private storage, never the uploader's.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "vendor_documents")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: String,
    pub registration_id: String,
    pub kind: String,
    #[sea_orm(unique)]
    pub stored_name: String,
    pub content_type: String,
    pub size_bytes: i64,
    pub created_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {
    #[sea_orm(
        belongs_to = "super::vendor_registrations::Entity",
        from = "Column::RegistrationId",
        to = "super::vendor_registrations::Column::Id",
        on_update = "NoAction",
        on_delete = "Cascade"
    )]
    VendorRegistrations,
}

impl Related<super::vendor_registrations::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::VendorRegistrations.def()
    }
}

#[async_trait::async_trait]
impl ActiveModelBehavior for ActiveModel {
    async fn before_save<C>(mut self, _db: &C, insert: bool) -> Result<Self, DbErr>
    where
        C: ConnectionTrait,
    {
        defaults::fill_id(&mut self.id, insert);
        defaults::fill_created(&mut self.created_at, insert);
        Ok(self)
    }
}
