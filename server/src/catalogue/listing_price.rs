//! A supplier's new price for one listing: a public-content write (the variety page lists
//! the offer, the product page shows the price range), so it goes through `ContentWrite`.

use sea_orm::{ActiveModelTrait, DbErr, EntityTrait, Set};

use crate::content_write::DomainContext;
use crate::content_write::{ContentWrite, Topic};
use crate::entities::vendor_listings;

/// Sets the price (in paise) of `listing_id`; `false` when there is no such listing.
pub async fn set(state: &DomainContext, listing_id: &str, price_paise: i64) -> Result<bool, DbErr> {
    let write = ContentWrite::begin(state).await?;
    let Some(listing) = vendor_listings::Entity::find_by_id(listing_id.to_owned()).one(write.txn()).await? else {
        write.commit(&[]).await?;
        return Ok(false);
    };
    // The variety's offers changed; the product page summarises them and shows it too.
    let topics = [Topic::Variety(listing.variety_id.clone())];
    let mut row: vendor_listings::ActiveModel = listing.into();
    row.price_paise = Set(price_paise);
    row.update(write.txn()).await?;
    write.commit(&topics).await?;
    Ok(true)
}
