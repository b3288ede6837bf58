//! PDFs whose text carries web page markup or script are refused. The files this site
//! takes are read by people; one that holds `<script>`, an `<iframe>` or a `javascript:`
//! link in its text, its metadata or its strings is a page waiting for something (a
//! browser sniffing the download, a mail client, a search index, a text extractor) to
//! run it.
//!
//! What is read is the parser's view of the file, during the walk of `pdf`: every string
//! and name of every object (the Info dictionary and the trailer too), decoded (UTF-16 and
//! UTF-8 after their byte order marks) and also as its bytes; the text operands of content
//! streams, joined per stream and per page, as an extractor joins them; XMP metadata
//! through an XML parser; and the decoded data of every other stream but pictures, font
//! programs and colour profiles, binary data that spells anything by chance.

use std::collections::{HashMap, HashSet};

use lopdf::content::Operation;
use lopdf::{Dictionary, Document, Object, ObjectId, Stream};

use super::pdf_links::text;
use super::pdf_markup_text::{in_chars, in_xml};
use super::pdf_refusal::Refusal;

/// Keys of a font descriptor whose stream is a font program.
const FONT_FILES: [&[u8]; 3] = [b"FontFile", b"FontFile2", b"FontFile3"];
/// Subtypes of a `FontFile3` stream.
const FONT_SUBTYPES: [&[u8]; 3] = [b"Type1C", b"CIDFontType0C", b"OpenType"];
/// Operators that show text, whose string operands are what a page reads.
const SHOW_TEXT: [&str; 4] = ["Tj", "TJ", "'", "\""];
/// Leading bytes of an XML stream not marked as metadata (XMP, rich text).
const XML_STARTS: [&[u8]; 3] = [b"<?xpacket", b"<?xml", b"<x:xmpmeta"];
/// How much of each side of the seam between two content streams of a page is read
/// together: a keyword split there is a few dozen bytes long.
const SEAM: usize = 256;
/// Most seams one reading checks. A page has a few content streams; a file naming more
/// pairs than this is built to cost time, and each stream's own text is read anyway.
const SEAMS_MAX: usize = 100_000;

/// How a stream's decoded data is read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Data {
    /// Binary (a font program, a colour profile, samples): not read.
    Binary,
    /// XML: through the parser.
    Xml,
    /// Anything else, as text.
    Text,
}

/// What one reading of a document has learnt of its streams, and the first markup found.
/// A finding is reported once the reading is done: active content or an unreadable part
/// found later says more about the file.
#[derive(Default)]
pub struct Markup {
    found: Option<&'static str>,
    /// Streams named as font programs.
    fonts: HashSet<ObjectId>,
    /// Streams named as metadata (`/Metadata 12 0 R`).
    metadata: HashSet<ObjectId>,
    /// Each content stream's text, for pages whose content is split over several streams.
    texts: HashMap<ObjectId, Vec<u8>>,
}

/// The markup of a PDF string: its bytes as they are (PDFDocEncoding agrees with ASCII,
/// and the NULs of UTF-16 without a mark are skipped) and, after a byte order mark, its
/// decoded text.
fn in_string(bytes: &[u8]) -> Option<&'static str> {
    let marked =
        bytes.starts_with(&[0xFE, 0xFF]) || bytes.starts_with(&[0xFF, 0xFE]) || bytes.starts_with(b"\xEF\xBB\xBF");
    // Every keyword holds a `<` or a `:`; most strings and names hold neither.
    if !marked && !bytes.iter().any(|&b| b == b'<' || b == b':') {
        return None;
    }
    in_chars(bytes.iter().map(|&b| char::from(b))).or_else(|| marked.then(|| in_chars(text(bytes).chars())).flatten())
}

impl Markup {
    pub fn new(document: &Document) -> Self {
        let mut markup = Self::default();
        for object in document.objects.values() {
            let dict = match object {
                Object::Dictionary(dict) => dict,
                Object::Stream(stream) => &stream.dict,
                _ => continue,
            };
            for (key, value) in dict {
                let Ok(id) = value.as_reference() else { continue };
                if FONT_FILES.contains(&key.as_slice()) {
                    markup.fonts.insert(id);
                } else if key == b"Metadata" {
                    markup.metadata.insert(id);
                }
            }
        }
        markup
    }

    /// The refusal for the markup found, if any.
    pub fn finding(&self) -> Result<(), Refusal> {
        self.found.map_or(Ok(()), |found| Err(Refusal::Markup(found.to_owned())))
    }

    /// Notes the markup of `read`, unless some was found already.
    fn note(&mut self, read: impl FnOnce() -> Option<&'static str>) {
        if self.found.is_none() {
            self.found = read();
        }
    }

    /// Notes a string or a name holding markup.
    pub fn string(&mut self, bytes: &[u8]) {
        self.note(|| in_string(bytes));
    }

    /// How stream `id`'s data is read. Metadata is XML whatever else its dictionary says;
    /// a stream whose dictionary declares it binary is read as binary by viewers too.
    pub fn kind(&self, id: ObjectId, stream: &Stream) -> Data {
        let dict = &stream.dict;
        let name_is =
            |key: &[u8], names: &[&[u8]]| dict.get(key).and_then(Object::as_name).is_ok_and(|n| names.contains(&n));
        if self.metadata.contains(&id) || name_is(b"Type", &[b"Metadata"]) || name_is(b"Subtype", &[b"XML"]) {
            return Data::Xml;
        }
        if self.fonts.contains(&id) || is_binary(dict) || name_is(b"Subtype", &FONT_SUBTYPES) {
            return Data::Binary;
        }
        Data::Text
    }

    /// Notes a stream's decoded data holding markup.
    pub fn data(&mut self, kind: Data, data: &[u8]) {
        let start = data.iter().position(|&b| !b.is_ascii_whitespace() && b != 0).map_or(&[][..], |at| &data[at..]);
        let looks_xml = XML_STARTS.iter().any(|s| start.starts_with(s)) || start.starts_with(b"\xEF\xBB\xBF<");
        match kind {
            Data::Binary => {}
            Data::Xml => self.note(|| in_xml(data)),
            Data::Text if looks_xml => self.note(|| in_xml(data)),
            Data::Text => self.note(|| in_string(data)),
        }
    }

    /// Notes a content stream whose shown text, joined, holds markup (`(<scr) Tj (ipt>)
    /// Tj` reads `<script>`); keeps the text for [`Self::pages`].
    pub fn content(&mut self, id: ObjectId, operations: &[Operation]) {
        let mut shown = Vec::new();
        for operation in operations.iter().filter(|o| SHOW_TEXT.contains(&o.operator.as_str())) {
            for operand in &operation.operands {
                match operand {
                    Object::String(bytes, _) => shown.extend_from_slice(bytes),
                    Object::Array(parts) => parts.iter().for_each(|part| {
                        if let Object::String(bytes, _) = part {
                            shown.extend_from_slice(bytes);
                        }
                    }),
                    _ => {}
                }
            }
        }
        if !shown.is_empty() {
            self.note(|| in_string(&shown));
            self.texts.insert(id, shown);
        }
    }

    /// Notes a page whose content streams, read one after the other as a viewer reads
    /// them, show markup across the seam of two (each one's own text is read already).
    pub fn pages(&mut self, document: &Document) {
        let mut seams = HashSet::new();
        for object in document.objects.values() {
            let Some(Ok(Object::Array(parts))) = dictionary(object).map(|dict| dict.get(b"Contents")) else { continue };
            let texts: Vec<(ObjectId, &Vec<u8>)> = parts
                .iter()
                .filter_map(|part| part.as_reference().ok().and_then(|id| Some((id, self.texts.get(&id)?))))
                .collect();
            for pair in texts.windows(2) {
                let [(before_id, before), (after_id, after)] = pair else { continue };
                if seams.len() >= SEAMS_MAX || !seams.insert((*before_id, *after_id)) {
                    continue;
                }
                let tail = &before[before.len().saturating_sub(SEAM)..];
                let seam = [tail, &after[..after.len().min(SEAM)]].concat();
                if self.found.is_none() {
                    self.found = in_string(&seam);
                }
            }
        }
    }
}

fn dictionary(object: &Object) -> Option<&Dictionary> {
    match object {
        Object::Dictionary(dict) => Some(dict),
        Object::Stream(stream) => Some(&stream.dict),
        _ => None,
    }
}

/// Whether a stream's dictionary declares binary data: a font program (`/Length1`), a
/// colour profile (`/N` components), a picture or thumbnail (`/Width`), samples of a
/// function or a shading, a cross-reference stream.
fn is_binary(dict: &Dictionary) -> bool {
    const KEYS: [&[u8]; 7] = [b"Length1", b"Length2", b"Length3", b"N", b"Width", b"FunctionType", b"ShadingType"];
    KEYS.iter().any(|key| dict.has(key)) || dict.has_type(b"XRef")
}
