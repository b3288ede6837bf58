//! Server-rendered pages: a Rust loader per route builds the props, the engine renders them.

mod about;
mod accounts;
pub mod ahead;
mod became_supplier;
mod catalogue_urls;
mod category;
mod certificates;
mod contact;
pub mod currency;
pub mod early;
mod enquiry;
mod error_page;
mod fill;
mod handler;
mod home;
pub mod media;
mod my_enquiries;
mod not_found;
mod product_card;
pub mod product_list;
mod props;
pub mod rerender;
mod route_template;
mod router;
mod service;
mod site;
mod structured_data;
mod text;
mod topics;
mod variety;
mod viewer;

pub use catalogue_urls::{category_path, variety_path};
pub use handler::{configure, fallback};
pub use props::*;
pub use route_template::route_template;
