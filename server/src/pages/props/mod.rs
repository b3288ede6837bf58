//! The props every server-rendered page gets, and the shapes inside them. The shapes are
//! Rust types with schemas in the OpenAPI document, from which the frontend's types are
//! generated. Loaders fill them and the router and handler pass them on, so they sit
//! below both and import neither.

mod category_page;
mod data;
mod page;
mod products_page;
mod site;
mod variety_page;

pub use category_page::*;
pub use data::*;
pub use page::*;
pub use products_page::*;
pub use site::*;
pub use variety_page::*;
