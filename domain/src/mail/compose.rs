//! One layout for every message: a greeting, a few lines, labelled details, one link back
//! to the right page, and the site's name. The same content as plain text and as simple
//! HTML in which every value is escaped.

use super::links::{SITE, SITE_NAME};
use super::outbox::Message;
use foundation::text::escape_html;

/// A message before it is addressed. Values are user text: [`Letter::build`] cleans and
/// escapes them, callers pass them as they are.
#[derive(Debug, Default, Clone)]
pub struct Letter {
    pub subject: String,
    pub greeting: String,
    pub lines: Vec<String>,
    /// Label and value rows (the value may span lines).
    pub details: Vec<(&'static str, String)>,
    /// Button text and the site path it leads to (`/profile`).
    pub action: Option<(&'static str, String)>,
    /// A closing line under the link (why the recipient got it).
    pub note: Option<String>,
}

/// User text made safe for a message: control characters (which could forge the
/// [`SITE`] marker or break a header) dropped, newlines kept for bodies.
pub fn clean(value: &str) -> String {
    value.chars().filter(|c| !c.is_control() || *c == '\n').collect::<String>().trim().to_owned()
}

/// One line, for a subject: newlines become spaces.
pub fn one_line(value: &str) -> String {
    clean(value).split_whitespace().collect::<Vec<_>>().join(" ")
}

fn html_text(value: &str) -> String {
    escape_html(&clean(value)).replace('\n', "<br>")
}

impl Letter {
    pub fn build(&self, to: &str) -> Message {
        Message { to: to.trim().to_owned(), subject: one_line(&self.subject), text: self.text(), html: self.html() }
    }

    fn text(&self) -> String {
        let mut out = format!("{}\n\n", clean(&self.greeting));
        for line in &self.lines {
            out.push_str(&clean(line));
            out.push_str("\n\n");
        }
        for (label, value) in &self.details {
            out.push_str(&format!("{label}: {}\n", clean(value)));
        }
        if !self.details.is_empty() {
            out.push('\n');
        }
        if let Some((label, path)) = &self.action {
            out.push_str(&format!("{label}: {SITE}{}\n\n", clean(path)));
        }
        if let Some(note) = &self.note {
            out.push_str(&clean(note));
            out.push_str("\n\n");
        }
        out.push_str(&format!("-- \n{SITE_NAME}\n{SITE}\n"));
        out
    }

    fn html(&self) -> String {
        let mut body = format!("<p>{}</p>\n", html_text(&self.greeting));
        for line in &self.lines {
            body.push_str(&format!("<p>{}</p>\n", html_text(line)));
        }
        if !self.details.is_empty() {
            body.push_str("<table role=\"presentation\" cellpadding=\"4\" style=\"border-collapse:collapse\">\n");
            for (label, value) in &self.details {
                body.push_str(&format!(
                    "<tr><th align=\"left\" valign=\"top\">{}</th><td>{}</td></tr>\n",
                    escape_html(label),
                    html_text(value)
                ));
            }
            body.push_str("</table>\n");
        }
        if let Some((label, path)) = &self.action {
            body.push_str(&format!(
                "<p><a href=\"{SITE}{}\" style=\"display:inline-block;padding:10px 18px;background:#1f6f43;color:#ffffff;text-decoration:none;border-radius:4px\">{}</a></p>\n",
                escape_html(&clean(path)),
                escape_html(label)
            ));
        }
        if let Some(note) = &self.note {
            body.push_str(&format!("<p style=\"color:#555555\">{}</p>\n", html_text(note)));
        }
        format!(
            "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>{title}</title></head>\n\
             <body style=\"font-family:Arial,Helvetica,sans-serif;color:#222222;line-height:1.5\">\n\
             <h1 style=\"font-size:20px;color:#1f6f43\">{site}</h1>\n{body}\
             <hr><p style=\"color:#777777;font-size:12px\"><a href=\"{SITE}/\">{site}</a></p>\n</body></html>\n",
            title = escape_html(&one_line(&self.subject)),
            site = SITE_NAME,
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn letter() -> Letter {
        Letter {
            subject: "New enquiry\r\nBcc: x@evil.test".into(),
            greeting: "Hello <b>Spice & Co</b>,".into(),
            lines: vec!["Line \u{1}site\u{1} one".into()],
            details: vec![("Requirements", "<script>alert(1)</script>\nsecond line".into())],
            action: Some(("Open your inbox", "/vendor/enquiry".into())),
            note: None,
        }
    }

    #[test]
    fn every_user_value_is_escaped_in_html() {
        let m = letter().build("a@b.test");
        assert!(m.html.contains("Hello &lt;b&gt;Spice &amp; Co&lt;/b&gt;,"));
        assert!(m.html.contains("&lt;script&gt;alert(1)&lt;/script&gt;<br>second line"));
        assert!(!m.html.contains("<script>") && !m.html.contains("<b>"));
        assert!(m.text.contains("Hello <b>Spice & Co</b>,"), "text stays as written");
    }

    #[test]
    fn user_text_cannot_forge_the_site_marker_or_a_header() {
        let m = letter().build("a@b.test");
        assert_eq!(m.subject, "New enquiry Bcc: x@evil.test");
        assert!(m.text.contains("Line site one"));
        let resolved = super::super::links::resolve_links(&m.text, "https://shop.test");
        assert!(resolved.contains("Open your inbox: https://shop.test/vendor/enquiry"));
        assert_eq!(resolved.matches("https://shop.test").count(), 2, "the action and the signature only");
        let html = super::super::links::resolve_links(&m.html, "https://shop.test/");
        assert!(html.contains("href=\"https://shop.test/vendor/enquiry\""));
    }
}
