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
pub mod notices;
pub mod outbox;
pub mod settings;
pub mod transport;
pub mod worker;

pub use outbox::{enqueue, Message};
pub use settings::MailSettings;
pub use worker::Worker;

/// Stands for the site's origin in stored messages; replaced at delivery. A control
/// character, which [`compose::clean`] strips from every user value, so no user text can
/// forge it.
pub const SITE: &str = "\u{1}site\u{1}";

/// The site's name in every message.
pub const SITE_NAME: &str = "Tradehub";

/// A stored body or subject with the marker replaced by `origin` (no trailing slash).
pub fn resolve_links(stored: &str, origin: &str) -> String {
    stored.replace(SITE, origin.trim_end_matches('/'))
}
