//! The `vendors` table.

use sea_orm::entity::prelude::*;

/// The index of every row newest first, `(created, id)`: the admin's list unfiltered reads
/// through it by name.
pub use migration::VENDORS_CREATED_ID as NEWEST_INDEX;

use super::defaults;

/// A supplier account. Its business details and documents are in `vendor_registrations`.
///
/// `email` is unique per role without regard to case: it is stored trimmed and
/// lower-cased ([`super::normalize_email`], applied by `before_save`), because SQLite
/// compares bytes while MySQL's collation ignores case.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "vendors")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: String,
    pub name: String,
    #[sea_orm(unique)]
    pub email: String,
    pub mobile: String,
    pub password_hash: String,
    pub is_verified: bool,
    pub is_blocked: bool,
    pub is_active: bool,
    pub has_submitted_registration: bool,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {
    #[sea_orm(has_one = "super::vendor_registrations::Entity")]
    VendorRegistrations,
    #[sea_orm(has_many = "super::vendor_listings::Entity")]
    VendorListings,
    #[sea_orm(has_many = "super::product_enquiries::Entity")]
    ProductEnquiries,
}

impl Related<super::vendor_registrations::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::VendorRegistrations.def()
    }
}

impl Related<super::vendor_listings::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::VendorListings.def()
    }
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
        defaults::fold_email(&mut self.email);
        defaults::fill_id(&mut self.id, insert);
        defaults::stamp_both(&mut self.created_at, &mut self.updated_at, insert);
        Ok(self)
    }
}
