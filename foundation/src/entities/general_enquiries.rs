//! The `general_enquiries` table.

use sea_orm::entity::prelude::*;

use super::defaults;

/// A message sent with the contact form. `status` is `Open` or `Close`
/// ([`super::codes::GENERAL_ENQUIRY_STATUSES`]).
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "general_enquiries")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: String,
    pub name: String,
    pub email: String,
    pub phone: String,
    pub address: Option<String>,
    #[sea_orm(column_type = "Text")]
    pub message: String,
    pub status: super::codes::GeneralEnquiryStatus,
    pub created_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

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
