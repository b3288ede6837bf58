//! Tradehub: the web server of an import-export trading company.

pub mod accounts;
pub mod admin_cli;
pub mod api;
pub mod auth;
pub mod catalogue;
pub mod cli;
pub mod compression;
pub mod config;
pub mod content;
pub mod content_version;
pub mod content_write;
pub mod db;
pub mod embedded;
pub mod enquiries;
pub mod entities;
pub mod error;
pub mod messages;
pub mod pages;
pub mod secrets;
pub mod seo;
pub mod seed;
pub mod ssr;
pub mod startup;
pub mod static_assets;
pub mod state;
pub mod telemetry;
