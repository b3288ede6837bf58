//! The `products` table.

use sea_orm::entity::prelude::*;

use super::defaults;

/// A catalogue product. The public URL `/products/{category_slug}` finds it by its
/// category, so `category_slug` is unique; `slug` is the readable slug of the title.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "products")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: String,
    pub title: String,
    #[sea_orm(unique)]
    pub slug: String,
    pub category: String,
    #[sea_orm(unique)]
    pub category_slug: String,
    pub tag: Option<String>,
    #[sea_orm(column_type = "Text")]
    pub description: String,
    #[sea_orm(column_type = "Text")]
    pub details: String,
    pub image: Option<String>,
    pub position: i32,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {
    #[sea_orm(has_many = "super::product_features::Entity")]
    ProductFeatures,
    #[sea_orm(has_many = "super::product_specifications::Entity")]
    ProductSpecifications,
    #[sea_orm(has_many = "super::varieties::Entity")]
    Varieties,
    #[sea_orm(has_many = "super::vendor_listings::Entity")]
    VendorListings,
    #[sea_orm(has_many = "super::product_enquiries::Entity")]
    ProductEnquiries,
}

impl Related<super::product_features::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::ProductFeatures.def()
    }
}

impl Related<super::product_specifications::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::ProductSpecifications.def()
    }
}

impl Related<super::varieties::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::Varieties.def()
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
        defaults::stamp_both(&mut self.created_at, &mut self.updated_at, insert);
        Ok(self)
    }
}
