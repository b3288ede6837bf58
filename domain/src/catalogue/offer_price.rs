//! A supplier's new price for one offer: a public-content write (the variety page lists
//! the offer, the product page shows the price range), so it goes through `ContentWrite`.

use sea_orm::{ActiveModelTrait, DbErr, EntityTrait, Set};

use crate::content_write::ContentWrite;
use crate::content_write::DomainContext;
use crate::trade::comparable::repriced;
use foundation::content_version::Topic;
use foundation::entities::codes::ComparableUnit;
use foundation::entities::{varieties, vendor_listings};

/// Sets the price (in paise) of `listing_id`; `false` when there is no such offer.
pub async fn set(state: &DomainContext, listing_id: &str, price_paise: i64) -> Result<bool, DbErr> {
    let write = ContentWrite::begin(state).await?;
    let Some(listing) = vendor_listings::Entity::find_by_id(listing_id.to_owned()).one(write.txn()).await? else {
        write.commit(&[]).await?;
        return Ok(false);
    };
    // The variety's offers changed; the product page summarises them and shows it too.
    let topics = [Topic::Variety(listing.variety_id.clone())];
    let variety = varieties::Entity::find_by_id(listing.variety_id.clone()).one(write.txn()).await?;
    let comparable = variety.map_or(ComparableUnit::Kg, |v| v.comparable_unit);
    let comparable_paise = repriced(&listing, price_paise, comparable);
    let mut row: vendor_listings::ActiveModel = listing.into();
    row.price_paise = Set(price_paise);
    // The sort's figure moves with the price, in the same write.
    row.comparable_paise = Set(comparable_paise);
    row.update(write.txn()).await?;
    write.commit(&topics).await?;
    Ok(true)
}
