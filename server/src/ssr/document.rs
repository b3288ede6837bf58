//! Assembles the HTML document around the rendered markup.

use foundation::text::escape_html;
use std::fmt::Write;

use super::manifest::ClientManifest;

/// Everything that goes into one HTML document.
pub struct Document<'a> {
    pub title: &'a str,
    pub description: &'a str,
    /// Absolute canonical URL.
    pub canonical: &'a str,
    /// Extra head tags, already safe HTML (JSON-LD, robots…).
    pub head: &'a str,
    /// Style tags from the render.
    pub css: &'a str,
    /// Markup inside `#root`.
    pub body: &'a str,
    /// The page props, embedded for hydration.
    pub props_json: &'a str,
    pub manifest: &'a ClientManifest,
    /// The page's own chunks (`ClientManifest::page_chunks`).
    pub page_chunks: &'a [String],
}

impl Document<'_> {
    pub fn to_html(&self) -> String {
        let mut out = String::with_capacity(self.body.len() + self.css.len() + self.props_json.len() + 2048);
        let title = escape_html(self.title);
        let description = escape_html(self.description);
        let canonical = escape_html(self.canonical);
        out.push_str("<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\">");
        out.push_str("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">");
        let _ = write!(out, "<title>{title}</title>");
        let _ = write!(out, "<meta name=\"description\" content=\"{description}\">");
        let _ = write!(out, "<link rel=\"canonical\" href=\"{canonical}\">");
        out.push_str(
            "<meta property=\"og:site_name\" content=\"Tradehub\"><meta property=\"og:type\" content=\"website\">",
        );
        let _ = write!(out, "<meta property=\"og:title\" content=\"{title}\">");
        let _ = write!(out, "<meta property=\"og:description\" content=\"{description}\">");
        let _ = write!(out, "<meta property=\"og:url\" content=\"{canonical}\">");
        out.push_str("<meta name=\"theme-color\" content=\"#0f5e4d\">");
        out.push_str("<link rel=\"icon\" href=\"/static/images/favicon.svg\" type=\"image/svg+xml\">");
        for chunk in self.manifest.preload.iter().chain(self.page_chunks) {
            let _ = write!(out, "<link rel=\"modulepreload\" href=\"{}\">", escape_html(chunk));
        }
        out.push_str(self.head);
        out.push_str(self.css);
        out.push_str("</head><body><div id=\"root\">");
        out.push_str(self.body);
        out.push_str("</div><script id=\"__TRADEHUB_DATA__\" type=\"application/json\">");
        out.push_str(&embed_json(self.props_json));
        let _ = write!(
            out,
            "</script><script type=\"module\" src=\"{}\"></script></body></html>",
            escape_html(&self.manifest.entry)
        );
        out
    }
}

/// Makes JSON safe inside a `<script>` element: no `</script>`, no `<!--`, and no line
/// separators that older parsers treat as line ends. `JSON.parse` reads it unchanged.
pub fn embed_json(json: &str) -> String {
    let mut out = String::with_capacity(json.len() + 16);
    for c in json.chars() {
        match c {
            '<' => out.push_str("\\u003c"),
            '>' => out.push_str("\\u003e"),
            '&' => out.push_str("\\u0026"),
            '\u{2028}' => out.push_str("\\u2028"),
            '\u{2029}' => out.push_str("\\u2029"),
            c => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn embedded_json_cannot_close_the_script_element() {
        let json = r#"{"title":"</script><script>alert(1)</script><!--","sep":"a\u2028b"}"#;
        let safe = embed_json(json);
        assert!(!safe.contains("</script"));
        assert!(!safe.contains("<!--"));
        let back: serde_json::Value = serde_json::from_str(&safe).unwrap();
        assert_eq!(back["title"], "</script><script>alert(1)</script><!--");
    }

    #[test]
    fn html_escaping_covers_attribute_quotes() {
        assert_eq!(escape_html(r#"<a href="x">'&'</a>"#), "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
    }

    #[test]
    fn document_carries_meta_props_and_entry() {
        let manifest = ClientManifest {
            entry: "/static/assets/entry-client-AB.js".into(),
            preload: vec!["/static/assets/chunks/c-1.js".into()],
            pages: Default::default(),
        };
        let page_chunks = ["/static/assets/chunks/HomePage-X.js".to_owned()];
        let html = Document {
            title: "Home & more",
            description: "desc",
            canonical: "https://example.test/",
            head: "",
            css: "<style>.a{}</style>",
            body: "<h1>Hi</h1>",
            props_json: r#"{"page":"home"}"#,
            manifest: &manifest,
            page_chunks: &page_chunks,
        }
        .to_html();
        assert!(html.starts_with("<!doctype html>"));
        assert!(html.contains("<title>Home &amp; more</title>"));
        assert!(html.contains("<link rel=\"canonical\" href=\"https://example.test/\">"));
        assert!(html.contains("<div id=\"root\"><h1>Hi</h1></div>"));
        assert!(html.contains("<link rel=\"modulepreload\" href=\"/static/assets/chunks/c-1.js\">"));
        assert!(html.contains("<link rel=\"modulepreload\" href=\"/static/assets/chunks/HomePage-X.js\">"));
        assert!(html.contains("src=\"/static/assets/entry-client-AB.js\""));
    }
}
