//! The admin's side of people and trade (SPEC.md sections 2, 4 and 6): suppliers and
//! buyers with their flags, supplier registrations, and every supplier's listings. Each
//! write records what the admin did in its own transaction.

pub mod flags;
pub mod listings;
pub mod paging;
pub mod registrations;
pub mod users;
pub mod vendors;

use sea_orm::{ColumnTrait, ConnectionTrait, DbErr, EntityTrait, QueryFilter};

use crate::content_write::Topic;
use crate::entities::vendor_listings;

/// The pages that show a supplier's offers: each listing's variety and product, and the
/// catalogue (offer counts); none for a supplier with no listings. Named when the
/// supplier's offers appear or disappear.
pub async fn offer_topics<C: ConnectionTrait>(db: &C, vendor_id: &str) -> Result<Vec<Topic>, DbErr> {
    let rows = vendor_listings::Entity::find().filter(vendor_listings::Column::VendorId.eq(vendor_id)).all(db).await?;
    if rows.is_empty() {
        return Ok(Vec::new());
    }
    Ok(crate::vendors::listings::topics(&rows.iter().collect::<Vec<_>>()))
}

/// Whether buyers see a supplier's offers: the rule of the public offer queries.
pub fn offers_public(is_verified: bool, is_blocked: bool, is_active: bool) -> bool {
    is_verified && !is_blocked && is_active
}

#[cfg(test)]
mod bench;
