//! Tradehub's business rules: accounts, the catalogue, enquiries, suppliers, content,
//! uploads, mail and the rest, over a database connection, the file store and a change
//! sink. It speaks no HTTP: the web crate maps its errors to statuses.

pub mod accounts;
pub mod admin_activity;
pub mod admin_cli;
pub mod admin_people;
pub mod auth;
pub mod catalogue;
pub mod content;
pub mod content_write;
pub mod enquiries;
pub mod insights;
pub mod mail;
pub mod messages;
pub mod orders;
pub mod periodic;
pub mod quotas;
pub mod search;
pub mod seed;
pub mod suppliers;
pub mod trade;
pub mod uploads;
pub mod validation;
