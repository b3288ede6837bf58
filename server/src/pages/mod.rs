//! Server-rendered pages: a Rust loader per route builds the props, the engine renders them.

mod error_page;
mod handler;
mod home;
mod not_found;
mod props;
mod router;
mod site;

pub use handler::{configure, fallback};
pub use props::{FooterProps, Meta, PageProps, SignedInUser, SiteProps};
