//! Lengths of site-content fields, in characters (the columns hold at least this much).

/// Titles, names, headings (columns of 255).
pub const TITLE_MAX: usize = 200;
/// Subtitles, FAQ questions (columns of 500).
pub const SUBTITLE_MAX: usize = 500;
/// Reach and core-value descriptions (columns of 1000).
pub const SHORT_TEXT_MAX: usize = 1000;
/// Descriptions, answers, testimonials (text columns).
pub const TEXT_MAX: usize = 5000;
