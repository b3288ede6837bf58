//! Tradehub's web layer: HTTP handlers, sessions, server-side rendering and start-up, over
//! the domain crate's rules and the foundation crate's building blocks.

pub mod api;
pub mod cli;
pub mod compression;
pub mod config;
pub mod error;
pub mod extractors;
pub mod hygiene;
pub mod metrics;
pub mod pages;
pub mod prerender;
pub mod seo;
pub mod ssr;
pub mod startup;
pub mod state;
pub mod static_assets;
pub mod telemetry;
