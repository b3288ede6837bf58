//! The `varieties` table.

use sea_orm::entity::prelude::*;

use super::defaults;

/// A variety of a product: origin, nutrition and shipping details, all optional.
/// `slug` is unique within its product.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "varieties")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: String,
    pub product_id: String,
    pub position: i32,
    pub title: String,
    pub slug: String,
    #[sea_orm(column_type = "Text", nullable)]
    pub description: Option<String>,
    pub image: Option<String>,
    pub origin: Option<String>,
    pub energy: Option<String>,
    pub protein: Option<String>,
    pub crude_fibre: Option<String>,
    pub calcium: Option<String>,
    pub iron: Option<String>,
    #[sea_orm(column_type = "Text", nullable)]
    pub packaging: Option<String>,
    #[sea_orm(column_type = "Text", nullable)]
    pub packaging_material: Option<String>,
    #[sea_orm(column_type = "Text", nullable)]
    pub supply_ability: Option<String>,
    #[sea_orm(column_type = "Text", nullable)]
    pub container: Option<String>,
    #[sea_orm(column_type = "Text", nullable)]
    pub shipment_preparation_time: Option<String>,
    #[sea_orm(column_type = "Text", nullable)]
    pub delivery_time: Option<String>,
    /// What its offers and quotes are priced per, to compare them.
    pub comparable_unit: super::codes::ComparableUnit,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {
    #[sea_orm(
        belongs_to = "super::products::Entity",
        from = "Column::ProductId",
        to = "super::products::Column::Id",
        on_update = "NoAction",
        on_delete = "Cascade"
    )]
    Products,
    #[sea_orm(has_many = "super::vendor_listings::Entity")]
    VendorListings,
    #[sea_orm(has_many = "super::product_enquiries::Entity")]
    ProductEnquiries,
}

impl Related<super::products::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::Products.def()
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
        defaults::fill_id(&mut self.id, insert);
        Ok(self)
    }
}
