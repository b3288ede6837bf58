//! Who reads or writes a conversation, and the enquiry they may reach.

use sea_orm::{ConnectionTrait, EntityTrait};

use crate::enquiries::quote::NOT_FOUND;
use foundation::entities::codes::ThreadParty;
use foundation::entities::product_enquiries;
use foundation::error::Error;

/// A signed-in reader of an enquiry's conversation: its buyer, its supplier, or an admin.
#[derive(Debug, Clone, Copy)]
pub enum Reader<'a> {
    Buyer(&'a str),
    Supplier(&'a str),
    Admin,
}

impl Reader<'_> {
    /// The side this reader writes for; admins only read.
    pub fn party(self) -> Option<ThreadParty> {
        match self {
            Self::Buyer(_) => Some(ThreadParty::Buyer),
            Self::Supplier(_) => Some(ThreadParty::Supplier),
            Self::Admin => None,
        }
    }

    /// Whether the enquiry's conversation is shared with this reader.
    pub fn shares(self, enquiry: &product_enquiries::Model) -> bool {
        match self {
            Self::Buyer(id) => enquiry.user_id.as_deref() == Some(id),
            Self::Supplier(id) => enquiry.vendor_id.as_deref() == Some(id),
            Self::Admin => true,
        }
    }
}

/// The enquiry, when its conversation is shared with `reader`. Another buyer's or
/// supplier's enquiry is answered as one that does not exist: its existence is not theirs
/// to learn.
pub async fn enquiry_for<C: ConnectionTrait>(
    db: &C,
    reader: Reader<'_>,
    enquiry_id: &str,
) -> Result<product_enquiries::Model, Error> {
    product_enquiries::Entity::find_by_id(enquiry_id.to_owned())
        .one(db)
        .await?
        .filter(|e| reader.shares(e))
        .ok_or_else(|| Error::NotFound(NOT_FOUND.into()))
}
