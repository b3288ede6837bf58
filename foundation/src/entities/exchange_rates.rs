//! The `exchange_rates` table.

use sea_orm::entity::prelude::*;

use super::codes::Currency;

/// An admin's rate of one currency on one day: rupees per unit of `currency`, in
/// millionths (`inr_micros`), exact. Prices shown in another currency use its newest row.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "exchange_rates")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub currency: Currency,
    #[sea_orm(primary_key, auto_increment = false)]
    pub rate_date: Date,
    pub inr_micros: i64,
    /// The admin who set it.
    pub set_by: Option<String>,
    pub created_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
