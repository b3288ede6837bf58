//! Demonstration exchange rates: one dated rate of each currency the site shows beside
//! rupees, so that a new demo site converts prices and takes quotes in every currency.
//! They are demonstration figures, not market rates, dated the day the demo is written;
//! an admin replaces them on the Exchange rates screen.

use chrono::Utc;
use sea_orm::{ConnectionTrait, DbErr, EntityTrait, Set};

use foundation::entities::codes::Currency;
use foundation::entities::{defaults, exchange_rates};

/// Rupees per unit, in millionths: demonstration figures.
pub const DEMO_RATES: [(Currency, i64); 4] = [
    (Currency::Usd, 84_500_000),
    (Currency::Eur, 89_200_000),
    (Currency::Gbp, 106_800_000),
    (Currency::Aed, 23_000_000),
];

pub async fn write_rates<C: ConnectionTrait>(txn: &C) -> Result<(), DbErr> {
    let today = Utc::now().date_naive();
    let rows = DEMO_RATES.map(|(currency, inr_micros)| exchange_rates::ActiveModel {
        currency: Set(currency),
        rate_date: Set(today),
        inr_micros: Set(inr_micros),
        set_by: Set(None),
        created_at: Set(defaults::now()),
    });
    exchange_rates::Entity::insert_many(rows).exec_without_returning(txn).await?;
    Ok(())
}
