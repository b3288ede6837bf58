//! Content written on an empty database, and the demonstration catalogue.
//!
//! Both entry points are idempotent: each writes only where its tables are empty, so
//! every start may call them.
//! - [`seed_site_content`]: the company's own pages (banner, FAQ, services...), always.
//! - [`seed_demo`]: products, suppliers, offers and sign-ins to try the site with
//!   (`--demo`); the sign-ins are listed in [`demo`].

mod catalogue_fruits;
mod catalogue_seed;
mod catalogue_spices;
mod catalogue_textiles;
mod content;
pub mod demo;
mod demo_accounts;
mod demo_catalogue;
mod demo_enquiries;
mod demo_more;
mod demo_offer_seed;
mod demo_offers;
mod demo_people;
mod demo_rates;
pub mod scale;
mod scale_ids;
mod scale_orders;
mod site;
pub mod slug;

#[cfg(test)]
mod tests;

pub use demo::seed_demo;
pub use site::seed_site_content;
