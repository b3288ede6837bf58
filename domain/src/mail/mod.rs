//! E-mail that is never lost: every message is written to `mail_outbox` in the caller's
//! transaction (so an event and its notice commit or roll back together) and a background
//! worker delivers it by SMTP (`--smtp-url`) or, by default, as `.eml` files in
//! `<data-dir>/outbox/`.
//!
//! Links in a message are written against [`SITE`], a marker the worker replaces with the
//! `--public-url` origin at delivery: composing a notice then needs only a connection, so
//! any handler can enqueue one inside its own transaction.

pub mod bundle;
pub mod compose;
pub mod deliveries;
mod links;
pub mod notices;
pub mod outbox;
pub mod settings;
pub mod transport;
pub mod worker;

pub use links::{resolve_links, SITE, SITE_NAME};
pub use outbox::{enqueue, Message};
pub use settings::MailSettings;
pub use worker::Worker;
