//! The marker that stands for the site's origin in stored messages, and the site's name:
//! composing, settings and delivery all need them, so they sit below each of those.

/// Stands for the site's origin in stored messages; replaced at delivery. A control
/// character, which [`super::compose::clean`] strips from every user value, so no user text can
/// forge it.
pub const SITE: &str = "\u{1}site\u{1}";

/// The site's name in every message.
pub const SITE_NAME: &str = "Tradehub";

/// A stored body or subject with the marker replaced by `origin` (no trailing slash).
pub fn resolve_links(stored: &str, origin: &str) -> String {
    stored.replace(SITE, origin.trim_end_matches('/'))
}
