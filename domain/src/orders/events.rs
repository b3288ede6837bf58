//! An order's milestone log: placing an order writes its first entry and every later step
//! another, so the writer sits below both.

use sea_orm::{ActiveModelTrait, ConnectionTrait, Set};

use foundation::entities::codes::{OrderParty, OrderStatus};
use foundation::entities::{order_events, orders};
use foundation::error::Error;

/// Writes one milestone of `order` on `txn`.
pub async fn record_event<C: ConnectionTrait>(
    txn: &C,
    order: &orders::Model,
    status: OrderStatus,
    party: OrderParty,
    actor_id: Option<&str>,
    note: Option<String>,
) -> Result<(), Error> {
    order_events::ActiveModel {
        order_id: Set(order.id.clone()),
        status: Set(status),
        party: Set(party),
        actor_id: Set(actor_id.map(str::to_owned)),
        note: Set(note),
        ..Default::default()
    }
    .insert(txn)
    .await?;
    Ok(())
}
