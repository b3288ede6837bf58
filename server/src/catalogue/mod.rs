//! The product catalogue: products with their varieties, and suppliers' listings of them.

pub mod listing_price;
pub mod listings;
pub mod money;
pub mod products;
