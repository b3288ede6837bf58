//! What counts as web page markup or script in a PDF's text. A page that shows `<script>`
//! or `javascript:` is a page a browser, a mail client or a text extractor may hand on as
//! code; no KYC document or enquiry file needs it. A `<` alone (`Mangoes < 5 kg`), an
//! e-mail address or a web link is text: only elements that run script or load another
//! page (`<script`, `<iframe`…, the name ending there; `<object` and `<embed` when they
//! load something, as `<object definition>` in a grammar does not), event handler
//! attributes inside a tag (`<img src=x onerror=…`), and links that run script or carry a
//! page (`javascript:`, `vbscript:`, `data:text/html`) are markup here.
//!
//! The text is read as characters: ASCII lower-cased, NULs (UTF-16 read byte by byte),
//! line breaks and tabs (which browsers drop from links) and invisible characters skipped
//! inside a keyword, so `<\0s\0c\0r…` and `java\nscript:` are found.

use quick_xml::events::{BytesRef, BytesStart, Event};
use quick_xml::{Decoder, Reader};

/// Elements that run script or hold a page, where a browser renders them.
const TAGS: [&str; 4] = ["<script", "<html", "<iframe", "<svg"];
/// Elements that load a page or a plugin through an attribute ([`LOADS`]).
const LOADING_TAGS: [&str; 2] = ["<object", "<embed"];
/// Attributes of [`LOADING_TAGS`] that name what they load.
const LOADS: [&str; 4] = ["data", "src", "classid", "codebase"];
/// Link schemes that run script.
const SCHEMES: [&str; 2] = ["javascript:", "vbscript:"];
/// `data:` links a browser opens as a page, running its scripts.
const DATA_PAGES: [&str; 3] = ["data:text/html", "data:image/svg+xml", "data:application/xhtml+xml"];
/// What an event handler attribute is reported as.
pub const HANDLER: &str = "on…=";
/// How far after `<name` a handler attribute is looked for: a tag's attributes, not a page.
const TAG_WINDOW: usize = 512;
/// A character other than ASCII, as the matcher reads it: a letter of no keyword.
const OTHER: u8 = 0x80;

/// The markup in text given as characters, if any.
pub fn in_chars(chars: impl Iterator<Item = char>) -> Option<&'static str> {
    let text: Vec<u8> = chars
        .map(|c| match c {
            // Invisible in a page, so skipped like NUL: a soft hyphen, zero-width spaces, BOM.
            '\u{ad}' | '\u{200b}'..='\u{200d}' | '\u{2060}' | '\u{feff}' => 0,
            c if c.is_ascii() => (c as u8).to_ascii_lowercase(),
            _ => OTHER,
        })
        .collect();
    markup(&text)
}

/// Bytes skipped inside a keyword.
fn ignorable(b: u8) -> bool {
    matches!(b, 0 | b'\t' | b'\n' | b'\r' | 0x0b | 0x0c)
}

/// Where `needle` ends when `text` spells it from `at`, ignorable bytes skipped after its
/// first byte.
fn spells(text: &[u8], at: usize, needle: &str) -> Option<usize> {
    let mut i = at;
    for (n, &want) in needle.as_bytes().iter().enumerate() {
        while n > 0 && text.get(i).copied().is_some_and(ignorable) {
            i += 1;
        }
        if text.get(i) != Some(&want) {
            return None;
        }
        i += 1;
    }
    Some(i)
}

/// The first markup in normalized text (see [`in_chars`]).
fn markup(text: &[u8]) -> Option<&'static str> {
    (0..text.len()).find_map(|at| match text[at] {
        b'<' => tag(text, at),
        b'j' | b'v' => SCHEMES.into_iter().find(|s| spells(text, at, s).is_some()),
        b'd' => data_page(text, at),
        _ => None,
    })
}

/// A refused element opened at `at` (its name ends there: `<svgfile>` is text), or a tag
/// with an event handler.
fn tag(text: &[u8], at: usize) -> Option<&'static str> {
    let named = |name: &&str| {
        spells(text, at, name).is_some_and(|end| {
            let next = text.get(end..).unwrap_or_default().iter().find(|&&b| !ignorable(b));
            !next.is_some_and(|&b| b.is_ascii_alphanumeric() || b == OTHER)
        })
    };
    if let Some(name) = TAGS.into_iter().find(named) {
        return Some(name);
    }
    let loading =
        LOADING_TAGS.into_iter().find(named).filter(|_| has_attribute(text, at, |rest| attribute(rest, &LOADS)));
    loading.or_else(|| has_attribute(text, at, is_handler).then_some(HANDLER))
}

/// Whether the tag opened at `at` has an attribute `is` tells (given what follows a
/// separator). The tag ends at a `>` outside quotes, or at the next `<`.
fn has_attribute(text: &[u8], at: usize, is: impl Fn(&[u8]) -> bool) -> bool {
    if !text.get(at + 1).is_some_and(u8::is_ascii_alphabetic) {
        return false;
    }
    let Some(window) = text.get(at + 1..text.len().min(at + TAG_WINDOW)) else { return false };
    let mut quote = None;
    for (i, &b) in window.iter().enumerate() {
        match (quote, b) {
            (_, b'<') | (None, b'>') => return false,
            (None, b'"' | b'\'') => quote = Some(b),
            (Some(q), _) if q == b => quote = None,
            _ => {}
        }
        let separated = matches!(b, b' ' | b'/' | b'"' | b'\'') || ignorable(b);
        if separated && is(window.get(i + 1..).unwrap_or_default()) {
            return true;
        }
    }
    false
}

/// Whether `rest` starts with an event handler's name (`on`, a letter or more), blanks
/// maybe, and `=`.
fn is_handler(rest: &[u8]) -> bool {
    let Some(after) = rest.strip_prefix(b"on") else { return false };
    let letters = after.iter().take_while(|b| b.is_ascii_alphabetic()).count();
    letters > 0 && is_assigned(after.get(letters..).unwrap_or_default())
}

/// Whether `rest` starts with one of `names`, blanks maybe, and `=`.
fn attribute(rest: &[u8], names: &[&str]) -> bool {
    names.iter().any(|name| rest.strip_prefix(name.as_bytes()).is_some_and(is_assigned))
}

/// Whether `rest` is blanks maybe, then `=`.
fn is_assigned(rest: &[u8]) -> bool {
    let blanks = rest.iter().take_while(|&&b| b == b' ' || ignorable(b)).count();
    rest.get(blanks) == Some(&b'=')
}

/// A `data:` link of a page's media type (blanks after the colon skipped).
fn data_page(text: &[u8], at: usize) -> Option<&'static str> {
    let mut from = spells(text, at, "data:")?;
    while text.get(from).is_some_and(|&b| b == b' ' || ignorable(b)) {
        from += 1;
    }
    DATA_PAGES.into_iter().find(|page| spells(text, from, &page["data:".len()..]).is_some())
}

/// The markup in an XML stream (an XMP packet), read through an XML parser: its text,
/// CDATA, attribute values, comments and declarations with entities decoded, so
/// `&lt;script&gt;` in a title is found while the packet's own tags (`<rdf:Description>`)
/// are not read as markup. Elements named as refused ones and handler attributes are.
pub fn in_xml(data: &[u8]) -> Option<&'static str> {
    let text = xml_text(data);
    match parsed(&text) {
        Ok(found) => found,
        // What the parser cannot read is read whole, entities decoded: stricter, not looser.
        Err(()) => in_chars(unescape(&text.replace('\0', "")).chars()),
    }
}

/// XML's bytes as text: UTF-16 by its byte order mark or by the NUL next to its first `<`,
/// else UTF-8.
fn xml_text(data: &[u8]) -> String {
    let utf16 = |rest: &[u8], read: fn([u8; 2]) -> u16| {
        let units: Vec<u16> = rest.chunks_exact(2).map(|pair| read([pair[0], pair[1]])).collect();
        String::from_utf16_lossy(&units)
    };
    match data {
        [0xFE, 0xFF, rest @ ..] => utf16(rest, u16::from_be_bytes),
        [0xFF, 0xFE, rest @ ..] => utf16(rest, u16::from_le_bytes),
        [0, b'<', ..] => utf16(data, u16::from_be_bytes),
        [b'<', 0, ..] => utf16(data, u16::from_le_bytes),
        [0xEF, 0xBB, 0xBF, rest @ ..] => String::from_utf8_lossy(rest).into_owned(),
        _ => String::from_utf8_lossy(data).into_owned(),
    }
}

/// The markup the parser's view of `text` holds; `Err` when it cannot be parsed.
fn parsed(text: &str) -> Result<Option<&'static str>, ()> {
    let mut reader = Reader::from_str(text);
    let config = reader.config_mut();
    config.check_end_names = false;
    config.allow_unmatched_ends = true;
    // The text of every element, joined: markup split over two elements is still found.
    let mut content = String::new();
    loop {
        let found = match reader.read_event().map_err(drop)? {
            Event::Start(element) | Event::Empty(element) => in_element(&element, reader.decoder())?,
            Event::Text(text) => {
                content.push_str(&text.decode().map_err(drop)?);
                None
            }
            Event::CData(text) => {
                content.push_str(&text.decode().map_err(drop)?);
                None
            }
            Event::GeneralRef(reference) => {
                content.push_str(&entity(&reference)?);
                None
            }
            Event::Comment(text) | Event::DocType(text) => in_chars(text.decode().map_err(drop)?.chars()),
            Event::PI(pi) => in_chars(String::from_utf8_lossy(pi.content()).chars()),
            Event::Decl(_) | Event::End(_) => None,
            Event::Eof => return Ok(in_chars(content.chars())),
        };
        if found.is_some() {
            return Ok(found);
        }
    }
}

/// An element named as a refused one (in any namespace), a handler attribute on it, or
/// markup in an attribute's value.
fn in_element(element: &BytesStart, decoder: Decoder) -> Result<Option<&'static str>, ()> {
    let local = String::from_utf8_lossy(element.local_name().into_inner()).to_ascii_lowercase();
    if let Some(tag) = TAGS.into_iter().find(|tag| tag[1..] == *local) {
        return Ok(Some(tag));
    }
    for attribute in element.attributes().with_checks(false) {
        let attribute = attribute.map_err(drop)?;
        let name = attribute.key.local_name().into_inner().to_ascii_lowercase();
        if attribute.key.prefix().is_none() && is_handler(&[name.as_slice(), b"="].concat()) {
            return Ok(Some(HANDLER));
        }
        let value = attribute.decode_and_unescape_value(decoder).map_err(drop)?;
        if let Some(found) = in_chars(value.chars()) {
            return Ok(Some(found));
        }
    }
    Ok(None)
}

/// What an entity reference stands for: a character reference or one of XML's five. An
/// entity the document defines itself is not expanded (that is how entity bombs work).
fn entity(reference: &BytesRef) -> Result<String, ()> {
    if let Some(c) = reference.resolve_char_ref().map_err(drop)? {
        return Ok(c.to_string());
    }
    let name = reference.decode().map_err(drop)?;
    Ok(quick_xml::escape::resolve_predefined_entity(&name).unwrap_or_default().to_owned())
}

/// `text` with XML's five entities and character references decoded wherever they are
/// well formed; anything else kept as it is.
fn unescape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find('&') {
        out.push_str(&rest[..at]);
        rest = &rest[at..];
        // An entity is short: its `;` within a few bytes (ASCII, so a character boundary).
        let semicolon = rest.as_bytes().iter().skip(1).take(11).position(|&b| b == b';');
        let decoded = semicolon.and_then(|end| {
            let name = &rest[1..=end];
            let c = match name.strip_prefix('#') {
                Some(hex) if hex.starts_with(['x', 'X']) => u32::from_str_radix(&hex[1..], 16).ok(),
                Some(decimal) => decimal.parse().ok(),
                None => {
                    quick_xml::escape::resolve_predefined_entity(name).and_then(|s| s.chars().next()).map(u32::from)
                }
            };
            Some((c.and_then(char::from_u32)?, end + 2))
        });
        match decoded {
            Some((c, length)) => {
                out.push(c);
                rest = &rest[length..];
            }
            None => {
                out.push('&');
                rest = &rest[1..];
            }
        }
    }
    out.push_str(rest);
    out
}
