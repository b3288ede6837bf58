//! Who may read or write an order, and the order read for them (locked, for a write):
//! every other module of the folder starts here, so it sits below them all.

use sea_orm::{ConnectionTrait, DatabaseTransaction, EntityTrait};

use crate::admin_activity::AdminActor;
use foundation::entities::codes::{OrderParty, OrderStatus};
use foundation::entities::orders;
use foundation::error::Error;

pub const NOT_FOUND: &str = "Order not found";
pub const ORDER_CANCELLED: &str = "This order is cancelled: nothing more can be recorded on it";

/// Who reads or writes an order: its buyer, its supplier (each by account id), or an admin.
#[derive(Debug, Clone, Copy)]
pub enum Actor<'a> {
    Buyer(&'a str),
    Supplier(&'a str),
    Admin(&'a AdminActor),
}

impl Actor<'_> {
    pub fn party(&self) -> OrderParty {
        match self {
            Actor::Buyer(_) => OrderParty::Buyer,
            Actor::Supplier(_) => OrderParty::Supplier,
            Actor::Admin(_) => OrderParty::Admin,
        }
    }

    pub fn account(&self) -> &str {
        match self {
            Actor::Buyer(id) | Actor::Supplier(id) => id,
            Actor::Admin(actor) => &actor.admin_id,
        }
    }

    /// Whether the order is this actor's to read: its own buyer's or supplier's, or any
    /// for an admin.
    fn shares(&self, order: &orders::Model) -> bool {
        match self {
            Actor::Buyer(id) => order.user_id.as_deref() == Some(*id),
            Actor::Supplier(id) => order.vendor_id.as_deref() == Some(*id),
            Actor::Admin(_) => true,
        }
    }
}

/// The order, when `actor` shares it; anyone else is told there is none (404), so that
/// order ids of other people reveal nothing.
pub async fn order_for<C: ConnectionTrait>(db: &C, actor: Actor<'_>, id: &str) -> Result<orders::Model, Error> {
    orders::Entity::find_by_id(id.to_owned())
        .one(db)
        .await?
        .filter(|o| actor.shares(o))
        .ok_or_else(|| Error::NotFound(NOT_FOUND.into()))
}

/// The order locked until `txn` ends (the lock is the first statement on it), read again
/// under the lock: a write decides on what is there now, not on what it read before.
pub async fn locked(txn: &DatabaseTransaction, actor: Actor<'_>, id: &str) -> Result<orders::Model, Error> {
    foundation::caps::lock_owner(txn, "orders", id).await?;
    order_for(txn, actor, id).await
}

/// A status in words: `ready_to_ship` → "ready to ship".
pub fn status_words(status: OrderStatus) -> String {
    status.as_str().replace('_', " ")
}
