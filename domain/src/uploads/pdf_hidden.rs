//! Objects hidden in a stream's data, where the xref or a viewer rebuilding it may find
//! them: their names are read for active content as the objects' own are.

use crate::uploads::pdf_refusal::{find, Refusal, ACTIVE};

/// Object definitions (`12 0 obj …`) inside a stream's data: a viewer pointed there by the
/// xref, or rebuilding the table, would read them, so the names from the first definition
/// to the end of the data are searched. Not only to its `endobj`: a string may spell that,
/// and a definition nested deeper than a parser goes has no end a scan could trust.
pub fn hidden_objects(data: &[u8]) -> Result<(), Refusal> {
    let mut from = 0;
    while let Some(at) = find(data, b"obj", from) {
        from = at + 3;
        let Some((before, definition)) = data.split_at_checked(at) else { break };
        if !before.ends_with(b"end") && follows_object_number(before) {
            return match names(definition).find(|n| ACTIVE.contains(&n.as_slice())) {
                Some(name) => Err(Refusal::Active(String::from_utf8_lossy(&name).into_owned())),
                None => Ok(()),
            };
        }
    }
    Ok(())
}

/// Whether the bytes end with `<number> <generation> ` (an object definition's header).
fn follows_object_number(before: &[u8]) -> bool {
    let mut rest = before;
    for _ in 0..2 {
        let (unspaced, spaces) = trim_end_matching(rest, is_space);
        let (number_before, digits) = trim_end_matching(unspaced, |b| b.is_ascii_digit());
        if spaces == 0 || digits == 0 {
            return false;
        }
        rest = number_before;
    }
    true
}

/// `bytes` without the run of bytes at its end that `matches`, and that run's length.
fn trim_end_matching(bytes: &[u8], matches: impl Fn(u8) -> bool) -> (&[u8], usize) {
    let kept = bytes.iter().rposition(|&b| !matches(b)).map_or(0, |last| last + 1);
    (bytes.get(..kept).unwrap_or_default(), bytes.len() - kept)
}

fn is_delimiter(b: u8) -> bool {
    matches!(b, b'(' | b')' | b'<' | b'>' | b'[' | b']' | b'{' | b'}' | b'/' | b'%') || is_space(b)
}

fn is_space(b: u8) -> bool {
    matches!(b, 0 | b'\t' | b'\n' | 0x0c | b'\r' | b' ')
}

/// Every `/Name` of the bytes, `#xx` escapes decoded as viewers decode them.
fn names(bytes: &[u8]) -> impl Iterator<Item = Vec<u8>> + '_ {
    let mut i = 0;
    std::iter::from_fn(move || {
        let start = i + bytes.get(i..)?.iter().position(|&b| b == b'/')? + 1;
        let mut name = Vec::new();
        let mut j = start;
        while j < bytes.len() && !is_delimiter(bytes[j]) {
            let hex = bytes
                .get(j + 1..j + 3)
                .and_then(|h| std::str::from_utf8(h).ok())
                .and_then(|h| u8::from_str_radix(h, 16).ok());
            match (bytes[j], hex) {
                (b'#', Some(value)) => {
                    name.push(value);
                    j += 3;
                }
                (b, _) => {
                    name.push(b);
                    j += 1;
                }
            }
        }
        i = j;
        Some(name)
    })
}
