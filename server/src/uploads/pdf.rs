//! PDFs with active content are refused: a KYC document or a brochure is read, never run.
//! A viewer may run a PDF's JavaScript, launch a program, submit a form or open a file
//! carried inside it; none of that belongs in the files this site takes. The check reads
//! every name of the file (`/JS`, with `#xx` escapes decoded as viewers decode them), in
//! the file itself and in its compressed object streams, where dictionaries may hide.

use std::io::Read;

use flate2::read::ZlibDecoder;

/// Names of actions and parts that run code, launch programs, send data or carry files.
const ACTIVE: [&[u8]; 10] = [
    b"JS",
    b"JavaScript",
    b"Launch",
    b"EmbeddedFile",
    b"EmbeddedFiles",
    b"RichMedia",
    b"XFA",
    b"SubmitForm",
    b"ImportData",
    b"GoToE",
];

/// Most all object streams of one file may inflate to: they hold dictionaries only, a few
/// hundred kilobytes in real documents. More is a bomb.
const INFLATED_MAX: u64 = 32 * 1024 * 1024;

#[derive(Debug, PartialEq, Eq)]
pub enum Refusal {
    /// The name of the first active part found.
    Active(String),
    /// An object stream that could not be read (another filter, encrypted, corrupt, too
    /// large): what it holds cannot be checked, so the file is refused.
    Unreadable,
}

/// Filters whose stream data is a picture: a viewer never reads names from it.
const IMAGE_FILTERS: [&[u8]; 4] = [b"DCTDecode", b"JPXDecode", b"CCITTFaxDecode", b"JBIG2Decode"];

/// Whether the PDF is passive: no active name in it, nor in any object stream.
pub fn check(bytes: &[u8]) -> Result<(), Refusal> {
    let streams = streams(bytes);
    for region in outside_pictures(bytes, &streams) {
        if let Some(name) = active_name(region) {
            return Err(Refusal::Active(name));
        }
    }
    let mut budget = INFLATED_MAX;
    for &(dict, data) in &streams {
        let dict_names: Vec<Vec<u8>> = names(dict).collect();
        if !dict_names.iter().any(|n| n == b"ObjStm") {
            continue;
        }
        let filters: Vec<&Vec<u8>> = dict_names.iter().filter(|n| n.ends_with(b"Decode")).collect();
        let inflated = match filters.as_slice() {
            // Unfiltered: its bytes were read with the file's.
            [] => continue,
            [only] if only.as_slice() == b"FlateDecode" => inflate(data, &mut budget)?,
            _ => return Err(Refusal::Unreadable),
        };
        if let Some(name) = active_name(&inflated) {
            return Err(Refusal::Active(name));
        }
    }
    Ok(())
}

/// The file's bytes less the data of its picture streams. A scanned page's JPEG spells a
/// name such as `/JS` by chance about once in 270 MB, so a large scan would be refused now
/// and then if its pictures were read. Only as many bytes as the stream's own direct
/// `/Length` declares are skipped: bytes past it, before `endstream`, are what a viewer
/// parses as objects, so they are read like the rest.
fn outside_pictures<'a>(bytes: &'a [u8], streams: &[(&[u8], &[u8])]) -> Vec<&'a [u8]> {
    let mut regions = Vec::new();
    let mut from = 0;
    for &(dict, data) in streams {
        let is_picture = names(dict).any(|n| IMAGE_FILTERS.contains(&n.as_slice()));
        let Some(length) = direct_length(dict).filter(|&n| is_picture && n <= data.len()) else {
            continue;
        };
        let start = data.as_ptr() as usize - bytes.as_ptr() as usize;
        // `get`: the picture streams come in file order, so `from..start` is never reversed;
        // were it ever, the bytes would simply be read rather than the check panic.
        regions.extend(bytes.get(from..start));
        from = start + length;
    }
    regions.extend(bytes.get(from..));
    regions
}

/// The number after `/Length` in a stream's dictionary; `None` when it names another
/// object (`/Length 12 0 R`) or is missing.
fn direct_length(dict: &[u8]) -> Option<usize> {
    let mut at = 0;
    let rest = loop {
        let found = find(dict, b"/Length", at)? + b"/Length".len();
        // Not `/Length1` and the like (font streams).
        if dict.get(found).is_none_or(|&b| is_delimiter(b)) {
            break dict.get(found..).unwrap_or_default();
        }
        at = found;
    };
    let rest = skip_spaces(rest);
    let digits: Vec<u8> = rest.iter().copied().take_while(u8::is_ascii_digit).collect();
    let after = skip_spaces(rest.get(digits.len()..).unwrap_or_default());
    if digits.is_empty() || after.first().is_some_and(u8::is_ascii_digit) {
        return None;
    }
    std::str::from_utf8(&digits).ok()?.parse().ok()
}

fn skip_spaces(bytes: &[u8]) -> &[u8] {
    let spaces = bytes.iter().take_while(|&&b| is_space(b)).count();
    bytes.get(spaces..).unwrap_or_default()
}

fn inflate(data: &[u8], budget: &mut u64) -> Result<Vec<u8>, Refusal> {
    let mut out = Vec::new();
    ZlibDecoder::new(data).take(*budget + 1).read_to_end(&mut out).map_err(|_| Refusal::Unreadable)?;
    if out.len() as u64 > *budget {
        return Err(Refusal::Unreadable);
    }
    *budget -= out.len() as u64;
    Ok(out)
}

fn active_name(bytes: &[u8]) -> Option<String> {
    names(bytes).find(|n| ACTIVE.contains(&n.as_slice())).map(|n| String::from_utf8_lossy(&n).into_owned())
}

fn is_delimiter(b: u8) -> bool {
    matches!(b, b'(' | b')' | b'<' | b'>' | b'[' | b']' | b'{' | b'}' | b'/' | b'%') || is_space(b)
}

fn is_space(b: u8) -> bool {
    matches!(b, 0 | b'\t' | b'\n' | 0x0c | b'\r' | b' ')
}

/// Every `/Name` of the bytes, `#xx` escapes decoded.
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

fn find(hay: &[u8], needle: &[u8], from: usize) -> Option<usize> {
    hay.get(from..)?.windows(needle.len()).position(|w| w == needle).map(|p| p + from)
}

/// Each stream of the file: (its dictionary, from the `obj` keyword before it, and its
/// data, up to `endstream`). The dictionary is looked for after the previous stream only,
/// so that a file of many `stream` keywords is still read in one pass.
fn streams(bytes: &[u8]) -> Vec<(&[u8], &[u8])> {
    let mut out = Vec::new();
    let mut from = 0;
    let mut previous_end = 0;
    while let Some(at) = find(bytes, b"stream", from) {
        from = at + b"stream".len();
        if bytes[..at].ends_with(b"end") {
            continue;
        }
        let data_start = match bytes.get(from..) {
            Some([b'\r', b'\n', ..]) => from + 2,
            Some([b'\n', ..]) => from + 1,
            _ => continue,
        };
        let dict_start =
            bytes[previous_end..at].windows(3).rposition(|w| w == b"obj").map_or(previous_end, |p| previous_end + p);
        let data_end = find(bytes, b"endstream", data_start).unwrap_or(bytes.len());
        out.push((&bytes[dict_start..at], &bytes[data_start..data_end]));
        from = data_end;
        previous_end = data_end;
    }
    out
}

#[cfg(test)]
mod tests {
    use std::io::Write;

    use super::*;

    fn document(catalog: &str, more: &[u8]) -> Vec<u8> {
        let mut out = format!("%PDF-1.5\n1 0 obj\n<< /Type /Catalog {catalog} >>\nendobj\n").into_bytes();
        out.extend_from_slice(more);
        out.extend_from_slice(b"trailer\n<< /Root 1 0 R >>\n%%EOF\n");
        out
    }

    fn object_stream(objects: &[u8], filter: &str) -> Vec<u8> {
        let mut zip = flate2::write::ZlibEncoder::new(Vec::new(), flate2::Compression::default());
        zip.write_all(objects).unwrap();
        let data = if filter == "/FlateDecode" { zip.finish().unwrap() } else { objects.to_vec() };
        let mut out =
            format!("2 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter {filter} /Length {} >>\nstream\n", data.len())
                .into_bytes();
        out.extend_from_slice(&data);
        out.extend_from_slice(b"\nendstream\nendobj\n");
        out
    }

    #[test]
    fn passive_documents_pass() {
        assert_eq!(check(&document("/Pages 2 0 R /OpenAction [3 0 R /Fit]", b"")), Ok(()));
        let benign =
            object_stream(b"3 0 << /Type /Page /Contents 4 0 R /JSON (not a name we look for) >>", "/FlateDecode");
        assert_eq!(check(&document("/Pages 2 0 R", &benign)), Ok(()));
    }

    #[test]
    fn scripts_launches_and_embedded_files_are_found() {
        let plain = document("/OpenAction << /S /JavaScript /JS (app.alert(1)) >>", b"");
        assert_eq!(check(&plain), Err(Refusal::Active("JavaScript".into())));
        let escaped = document("/OpenAction << /S /J#61vaScript /J#53 (app.alert(1)) >>", b"");
        assert_eq!(check(&escaped), Err(Refusal::Active("JavaScript".into())));
        let launch = document("/OpenAction << /S/Launch/F(calc.exe) >>", b"");
        assert_eq!(check(&launch), Err(Refusal::Active("Launch".into())));
        let hidden = object_stream(b"3 0 << /S /JavaScript /JS (app.alert(1)) >>", "/FlateDecode");
        assert_eq!(check(&document("/OpenAction 3 0 R", &hidden)), Err(Refusal::Active("JavaScript".into())));
        let embedded = object_stream(b"3 0 << /EmbeddedFiles 5 0 R >>", "/FlateDecode");
        assert_eq!(check(&document("/Names 3 0 R", &embedded)), Err(Refusal::Active("EmbeddedFiles".into())));
    }

    #[test]
    fn object_streams_that_cannot_be_read_are_refused() {
        let other_filter = object_stream(b"3 0 << >>", "/LZWDecode");
        assert_eq!(check(&document("", &other_filter)), Err(Refusal::Unreadable));
        let mut corrupt = object_stream(b"3 0 << >>", "/FlateDecode");
        let at = corrupt.windows(6).position(|w| w == b"stream").unwrap() + 7;
        corrupt[at] ^= 0xFF;
        assert_eq!(check(&document("", &corrupt)), Err(Refusal::Unreadable));
        let bomb = object_stream(&vec![b' '; 40 * 1024 * 1024], "/FlateDecode");
        assert_eq!(check(&document("", &bomb)), Err(Refusal::Unreadable));
    }

    #[test]
    fn many_streams_are_read_in_one_pass() {
        // Half a million streams: a scan that went back over the file for each would not end.
        let crowded = b"stream\nx\nendstream\n".repeat(500_000);
        assert_eq!(check(&document("", &crowded)), Ok(()));
    }

    fn picture(data: &[u8], length: &str) -> Vec<u8> {
        let mut out =
            format!("4 0 obj\n<< /Type /XObject /Subtype /Image /Filter /DCTDecode /Length {length} >>\nstream\n")
                .into_bytes();
        out.extend_from_slice(data);
        out.extend_from_slice(b"\nendstream\nendobj\n");
        out
    }

    #[test]
    fn names_spelled_by_chance_in_a_picture_are_not_read() {
        let jpeg = b"\xff\xd8\xff\xe0 /JS \x01\x02 /Launch\x00\xff\xd9";
        assert_eq!(check(&document("/Pages 2 0 R", &picture(jpeg, &jpeg.len().to_string()))), Ok(()));
        // Past the declared length a viewer reads objects: so does the check.
        let hidden = [&jpeg[..], b" << /S /JavaScript /JS (app.alert(1)) >>"].concat();
        let short = picture(&hidden, &jpeg.len().to_string());
        assert_eq!(check(&document("/Pages 2 0 R", &short)), Err(Refusal::Active("JavaScript".into())));
        // A length held in another object cannot be checked here: the data is read.
        assert_eq!(check(&document("/Pages 2 0 R", &picture(jpeg, "9 0 R"))), Err(Refusal::Active("JS".into())));
        // Nor is a stream that is not a picture skipped.
        let text = format!("4 0 obj\n<< /Length {} >>\nstream\n", jpeg.len()).into_bytes();
        let text = [text, jpeg.to_vec(), b"\nendstream\nendobj\n".to_vec()].concat();
        assert_eq!(check(&document("/Pages 2 0 R", &text)), Err(Refusal::Active("JS".into())));
    }
}
