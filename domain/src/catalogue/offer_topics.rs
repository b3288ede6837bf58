//! Which cached pages show a supplier's offers: what writes to offers, suppliers and
//! registrations name when they commit.

use sea_orm::{ColumnTrait, ConnectionTrait, DbErr, EntityTrait, QueryFilter, QuerySelect};

use foundation::content_version::Topic;
use foundation::entities::vendor_listings;

/// The pages a change to these offers shows on: each offer's variety names them all
/// (its own page, its product's page and the list page that sums up that product's
/// offers carry the variety's topic), so sibling varieties, other products and the rest
/// of the list stay cached.
pub fn of_offers(rows: &[&vendor_listings::Model]) -> Vec<Topic> {
    let mut topics: Vec<Topic> = Vec::new();
    for row in rows {
        let topic = Topic::Variety(row.variety_id.clone());
        if !topics.contains(&topic) {
            topics.push(topic);
        }
    }
    topics
}

/// The pages that show a supplier's offers: the variety of each of its offers (which
/// names the variety's, its product's and the list's pages, see [`of_offers`]); none
/// for a supplier with no offers. Named when the supplier's offers appear or disappear.
/// Reads only the varieties' ids, each once (a supplier keeps at most
/// `suppliers::offers::MAX_OFFERS`).
pub async fn offer_topics<C: ConnectionTrait>(db: &C, vendor_id: &str) -> Result<Vec<Topic>, DbErr> {
    let varieties: Vec<String> = vendor_listings::Entity::find()
        .select_only()
        .column(vendor_listings::Column::VarietyId)
        .distinct()
        .filter(vendor_listings::Column::VendorId.eq(vendor_id))
        .into_tuple()
        .all(db)
        .await?;
    Ok(varieties.into_iter().map(Topic::Variety).collect())
}

/// Whether buyers see a supplier's offers: the rule of the public offer queries.
pub fn offers_public(is_verified: bool, is_blocked: bool, is_active: bool) -> bool {
    is_verified && !is_blocked && is_active
}
