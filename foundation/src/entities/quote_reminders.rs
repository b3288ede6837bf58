//! The `quote_reminders` table.

use sea_orm::entity::prelude::*;

/// That both sides of an enquiry were reminded its quote's validity ends soon: one row
/// per quote, whose insert is the claim that sends the reminder.
#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "quote_reminders")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub enquiry_id: String,
    pub valid_until: Date,
    pub reminded_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
