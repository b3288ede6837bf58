//! The `vendor_listings` table.

use sea_orm::entity::prelude::*;

/// The index of every row newest first, `(created, id)`: the admin's list unfiltered reads
/// through it by name.
pub use migration::VENDOR_LISTINGS_CREATED_ID as NEWEST_INDEX;

use super::defaults;

/// A supplier's offer of one variety. `price_paise` is rupees × 100 (exact money);
/// `unit` is one of [`super::codes::LISTING_UNITS`].
#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "vendor_listings")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: String,
    pub vendor_id: String,
    pub product_id: String,
    pub variety_id: String,
    pub price_paise: i64,
    pub unit: super::codes::Unit,
    pub location: String,
    pub quantity_available: f64,
    /// The smallest order the supplier takes, in `unit`; none when any quantity goes.
    pub min_order: Option<f64>,
    #[sea_orm(column_type = "Text", nullable)]
    pub notes: Option<String>,
    pub is_active: bool,
    /// What one `unit` holds, in thousandths of the variety's comparable unit, for a unit
    /// that is not measured in it (a box, a packet).
    pub pack_content_milli: Option<i64>,
    /// Paise per comparable unit of the variety, kept at write time for the sort; none
    /// for a pack whose content was never stated.
    pub comparable_paise: Option<i64>,
    /// The basis of the price (Incoterms 2020), at `named_place`.
    pub incoterm: super::codes::Incoterm,
    /// Where the basis applies; none means the listing's `location`.
    pub named_place: Option<String>,
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
    #[sea_orm(
        belongs_to = "super::products::Entity",
        from = "Column::ProductId",
        to = "super::products::Column::Id",
        on_update = "NoAction",
        on_delete = "Cascade"
    )]
    Products,
    #[sea_orm(
        belongs_to = "super::varieties::Entity",
        from = "Column::VarietyId",
        to = "super::varieties::Column::Id",
        on_update = "NoAction",
        on_delete = "Cascade"
    )]
    Varieties,
    #[sea_orm(has_many = "super::product_enquiries::Entity")]
    ProductEnquiries,
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

impl Related<super::varieties::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::Varieties.def()
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
        defaults::fill_id(&mut self.id, insert);
        defaults::stamp_both(&mut self.created_at, &mut self.updated_at, insert);
        Ok(self)
    }
}
