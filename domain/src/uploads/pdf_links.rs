//! Where a PDF's links lead. A link annotation or an action (`/OpenAction` included) opens
//! the string of its `/URI` key, resolved against the catalog's `/URI /Base`. Some targets
//! run code or reach this computer rather than open a page: `javascript:` and `vbscript:`
//! run in the viewer or the browser it hands the link to, `data:` carries a page (and its
//! scripts) inside the link, and `file:`, `smb:` and `\\host\share` open a local file or
//! send the reader's Windows credentials to a host. A PDF linking to any of them is refused.
//!
//! The target is read as a viewer reads it: the parsed string (its escapes decoded, UTF-16
//! text strings decoded), through a reference to another object, and its scheme compared
//! as a browser does after dropping tabs, line breaks and leading blanks and controls.

use lopdf::{Document, Object, ObjectId};

use super::pdf_refusal::Refusal;

/// Keys whose string is a link target: an action's `/URI`, and the base relative
/// targets are resolved against.
const TARGET_KEYS: [&[u8]; 2] = [b"URI", b"Base"];

/// Schemes whose targets run code or carry a page.
const SCRIPT_SCHEMES: [&str; 3] = ["javascript", "vbscript", "data"];
/// Schemes whose targets are files of this computer or a network share.
const LOCAL_SCHEMES: [&str; 2] = ["file", "smb"];

/// Link targets held in other objects (`/URI 12 0 R`), checked once every object is read.
#[derive(Default)]
pub struct Links {
    referenced: Vec<ObjectId>,
}

impl Links {
    /// Refuses a dictionary entry that is a link to a refused target; notes one that
    /// refers to another object for [`Self::check_referenced`].
    pub fn check(&mut self, key: &[u8], value: &Object) -> Result<(), Refusal> {
        if !TARGET_KEYS.contains(&key) {
            return Ok(());
        }
        match value {
            Object::String(target, _) => refuse_target(key, target),
            Object::Reference(id) => {
                self.referenced.push(*id);
                Ok(())
            }
            _ => Ok(()),
        }
    }

    /// The targets held in other objects, as the document resolves them.
    pub fn check_referenced(&self, document: &Document) -> Result<(), Refusal> {
        for id in &self.referenced {
            if let Some(Object::String(target, _)) = document.objects.get(id) {
                refuse_target(b"URI", target)?;
            }
        }
        Ok(())
    }
}

fn refuse_target(key: &[u8], target: &[u8]) -> Result<(), Refusal> {
    match is_refused(&text(target)) {
        true => Err(Refusal::Active(String::from_utf8_lossy(key).into_owned())),
        false => Ok(()),
    }
}

/// A PDF string as text: UTF-16 after its byte order mark, UTF-8 after its mark, else
/// byte by byte (the ASCII of a scheme reads the same in PDFDocEncoding).
pub fn text(bytes: &[u8]) -> String {
    let utf16 = |rest: &[u8], read: fn([u8; 2]) -> u16| {
        let units: Vec<u16> = rest.chunks_exact(2).map(|pair| read([pair[0], pair[1]])).collect();
        String::from_utf16_lossy(&units)
    };
    match bytes {
        [0xFE, 0xFF, rest @ ..] => utf16(rest, u16::from_be_bytes),
        [0xFF, 0xFE, rest @ ..] => utf16(rest, u16::from_le_bytes),
        [0xEF, 0xBB, 0xBF, rest @ ..] => String::from_utf8_lossy(rest).into_owned(),
        _ => bytes.iter().map(|&b| char::from(b)).collect(),
    }
}

/// Whether the target runs code, carries a page or opens something on this computer or a
/// share. Browsers drop tabs and line breaks anywhere in an address and blanks and
/// controls before it, so `java\tscript:` and ` javascript:` are `javascript:`.
pub fn is_refused(target: &str) -> bool {
    let target: String = target
        .chars()
        .filter(|c| !matches!(c, '\t' | '\n' | '\r'))
        .skip_while(|c| c.is_whitespace() || c.is_control())
        .collect();
    if target.starts_with("\\\\") {
        return true;
    }
    let Some((scheme, _)) = target.split_once(':') else { return false };
    // NULs and other controls inside a scheme are dropped by lenient viewers too.
    let scheme: String = scheme.chars().filter(|c| !c.is_control()).collect::<String>().to_ascii_lowercase();
    SCRIPT_SCHEMES.contains(&scheme.as_str()) || LOCAL_SCHEMES.contains(&scheme.as_str())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scripts_pages_in_links_and_local_files_are_refused() {
        for target in [
            "javascript:app.alert(1)",
            "JavaScript:alert(1)",
            "  \u{1}javascript:alert(1)",
            "java\tscript:alert(1)",
            "java\nscript:alert(1)",
            "vbscript:msgbox(1)",
            "data:text/html,<script>alert(1)</script>",
            "DATA:text/html;base64,PHNjcmlwdD4=",
            "file:///C:/Windows/System32/calc.exe",
            "smb://host/share",
            "\\\\host\\share\\x.pdf",
        ] {
            assert!(is_refused(target), "{target:?}");
        }
        for target in ["https://example.com/", "mailto:sales@example.com", "tel:+912248902300", "/relative/page", ""] {
            assert!(!is_refused(target), "{target:?}");
        }
    }

    #[test]
    fn text_strings_are_decoded_before_they_are_read() {
        let utf16: Vec<u8> =
            [0xFE, 0xFF].into_iter().chain("javascript:x".encode_utf16().flat_map(u16::to_be_bytes)).collect();
        assert!(refuse_target(b"URI", &utf16).is_err());
        assert!(refuse_target(b"URI", b"\xEF\xBB\xBFdata:text/html,x").is_err());
        assert!(refuse_target(b"URI", b"https://example.com/").is_ok());
    }
}
