//! The product catalogue: products with their varieties, and suppliers' offers of them.

pub mod admin_input;
pub mod admin_write;
pub mod browse;
pub mod changes;
pub mod list_pages;
pub mod offer_price;
pub mod offer_summary;
pub mod offer_topics;
pub mod offers;
pub mod products;
pub mod slug_history;
pub mod supplier_trust;
