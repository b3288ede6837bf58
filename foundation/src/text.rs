//! Text helpers every layer uses: URL slugs and HTML escaping.

/// Longest slug kept, leaving room for a `-N` suffix within the 191-character key columns.
pub const SLUG_MAX_CHARS: usize = 180;

/// Lower-case ASCII words joined by single dashes; never empty (a title with nothing to
/// transliterate becomes `item`).
pub fn slugify(s: &str) -> String {
    let slug = slug::slugify(s);
    // ASCII only, so cutting by characters is cutting by bytes; a trailing dash is dropped.
    let cut: String = slug.chars().take(SLUG_MAX_CHARS).collect();
    match cut.trim_end_matches('-') {
        "" => "item".to_owned(),
        cut => cut.to_owned(),
    }
}

/// Text made safe inside HTML elements and quoted attributes.
pub fn escape_html(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}
