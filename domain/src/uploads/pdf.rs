//! PDFs with active content are refused: a KYC document or a brochure is read, never run.
//! A viewer may run a PDF's JavaScript, launch a program, open another file (a `GoToR` to
//! `\\host\share` sends the reader's Windows credentials there), submit a form or open a
//! file carried inside it; none of that belongs in the files this site takes.
//!
//! The file is read by a PDF parser (`lopdf`), as a viewer reads it: through its
//! cross-reference data (so objects only the xref points at, even inside another stream's
//! bytes, are read), every object stream decoded with its filters and predictors. It is
//! read again with the cross-reference table rebuilt by a scan (what a viewer does with a
//! damaged file), and every earlier revision of an incrementally updated file is read on
//! its own. Every object and every dictionary is walked, including those of object streams
//! and the operands of page content streams; the data of every other stream is searched
//! for object definitions hidden in it. Whatever cannot be read (another filter, a
//! password, too much data once decoded) cannot be checked, so the file is refused.
//! The same walk reads the file's text for web page markup (`pdf_markup`).

use std::cell::Cell;

use lopdf::xref::XrefEntry;
use lopdf::{Dictionary, Document, LoadOptions, Object, ObjectId, ObjectStream, Stream};

use super::pdf_links::Links;
use super::pdf_markup::{Data, Markup};
use super::pdf_refusal::{find, Refusal, ACTIVE};
use hidden::hidden_objects;

/// Filters whose data is a picture: the parser does not decode it, and a viewer never
/// reads objects out of it.
const IMAGE_FILTERS: [&[u8]; 4] = [b"DCTDecode", b"JPXDecode", b"CCITTFaxDecode", b"JBIG2Decode"];

/// Most one stream may decode to (object and xref streams hold dictionaries only, a few
/// hundred kilobytes in real documents; a page's content a few megabytes at most).
const STREAM_DECODED_MAX: usize = 16 * 1024 * 1024;
/// Most the streams of one reading of the file may decode to, together: more is a bomb.
/// Each stream's data is dropped once read, so this bounds time more than memory.
const DECODED_MAX: usize = 64 * 1024 * 1024;
/// Most objects one load may hold (a 10 MB file of real pages has a few thousand).
const OBJECTS_MAX: usize = 200_000;
/// Most revisions (`%%EOF` markers) a file may have; each is read on its own.
const REVISIONS_MAX: usize = 16;

/// Whether the PDF is a readable, passive document.
pub fn check(bytes: &[u8]) -> Result<(), Refusal> {
    let revisions = revision_ends(bytes);
    if revisions.len() > REVISIONS_MAX {
        return Err(Refusal::Unreadable);
    }
    let Some(latest) = load(bytes, false)? else {
        // A password-protected file the parser could not even open says so in plain text.
        return Err(if find(bytes, b"/Encrypt", 0).is_some() { Refusal::Encrypted } else { Refusal::NotPdf });
    };
    if latest.trailer.has(b"Encrypt") {
        return Err(Refusal::Encrypted);
    }
    if latest.objects.is_empty() || latest.catalog().is_err() {
        return Err(Refusal::NotPdf);
    }
    let mut markup = inspect(&latest)?;
    drop(latest);
    // What a viewer reads when it rebuilds the table: objects the xref does not name.
    if let Some(rebuilt) = load(bytes, true)? {
        markup = markup.and(inspect(&rebuilt)?);
    }
    // Each earlier revision, whose objects a later one may have replaced in the xref.
    for &end in revisions.iter().rev().skip(1) {
        let Some(revision) = bytes.get(..end) else { continue };
        if let Some(earlier) = load(revision, false)? {
            markup = markup.and(inspect(&earlier)?);
        }
    }
    // Markup last: active content or an unreadable part, found in any reading, says more.
    markup
}

thread_local! {
    /// Objects the current load kept, counted by [`count_object`] (lopdf's filter is a plain
    /// function, and without its `rayon` feature it loads on the calling thread).
    static LOADED: Cell<usize> = const { Cell::new(0) };
}

/// Keeps an object while the load is under [`OBJECTS_MAX`]. lopdf keeps its own copy of a
/// top-level object and the returned one of an object-stream member; streams are never
/// members, so they are not copied.
fn count_object(id: ObjectId, object: &mut Object) -> Option<(ObjectId, Object)> {
    let loaded = LOADED.get() + 1;
    LOADED.set(loaded);
    if loaded > OBJECTS_MAX {
        return None;
    }
    Some((id, if matches!(object, Object::Stream(_)) { Object::Null } else { object.clone() }))
}

/// The document as lopdf reads it; `None` when it cannot be read at all.
fn load(bytes: &[u8], rebuild: bool) -> Result<Option<Document>, Refusal> {
    LOADED.set(0);
    let options = LoadOptions {
        filter: Some(count_object),
        max_decompressed_size: Some(STREAM_DECODED_MAX),
        force_reconstruct: rebuild,
        ..LoadOptions::default()
    };
    let document = Document::load_mem_with_options(bytes, options);
    if LOADED.get() > OBJECTS_MAX {
        return Err(Refusal::Unreadable);
    }
    match document {
        Ok(document) => Ok(Some(document)),
        Err(lopdf::Error::Decompress(_)) => Err(Refusal::Unreadable),
        Err(_) => Ok(None),
    }
}

/// Where each revision ends: just after each `%%EOF` that closes a cross-reference section
/// of its own (a `startxref` since the previous one). Other `%%EOF`s, in a stream's data or
/// stacked at the end, start no revision, so they cost no reading of the file.
fn revision_ends(bytes: &[u8]) -> Vec<usize> {
    let mut ends = Vec::new();
    let mut from = 0;
    while let Some(at) = find(bytes, b"%%EOF", from) {
        let opened = bytes.get(from..at).is_some_and(|section| find(section, b"startxref", 0).is_some());
        from = at + b"%%EOF".len();
        if !opened {
            continue;
        }
        ends.push(from);
        if ends.len() > REVISIONS_MAX {
            break;
        }
    }
    ends
}

/// Refuses what the document holds that is active or cannot be checked; answers the
/// refusal for markup in its text, if any, for [`check`] to give once nothing else is found.
fn inspect(document: &Document) -> Result<Result<(), Refusal>, Refusal> {
    let mut reading = Reading { budget: DECODED_MAX, links: Links::default(), markup: Markup::new(document) };
    let contents = content_streams(document);
    // The trailer too: its `/Info` may be a dictionary written there rather than an object.
    walk(&Object::Dictionary(document.trailer.clone()), &mut reading.links, &mut reading.markup)?;
    for (id, object) in &document.objects {
        walk(object, &mut reading.links, &mut reading.markup)?;
        if let Object::Stream(stream) = object {
            read_stream(*id, stream, contents.contains(id), &mut reading)?;
        }
    }
    reading.links.check_referenced(document)?;
    reading.markup.pages(document);
    // An object the xref names that the parser could not read (corrupt, or nested deeper
    // than it goes) cannot be walked, and a more forgiving viewer may still read it; so may
    // an object stream's member, or a whole object stream that did not load.
    for (&number, entry) in &document.reference_table.entries {
        let loaded = match *entry {
            XrefEntry::Normal { generation, .. } => document.objects.contains_key(&(number, generation)),
            XrefEntry::Compressed { container, .. } => {
                document.objects.contains_key(&(container, 0)) && document.objects.contains_key(&(number, 0))
            }
            _ => true,
        };
        if !loaded {
            return Err(Refusal::Unreadable);
        }
    }
    Ok(reading.markup.finding())
}

/// What one reading of a document carries from stream to stream.
struct Reading {
    /// What its streams may still decode to.
    budget: usize,
    links: Links,
    markup: Markup,
}

/// Page content streams and form XObjects: their operands may hold dictionaries.
fn content_streams(document: &Document) -> std::collections::HashSet<ObjectId> {
    let mut ids = std::collections::HashSet::new();
    for (id, object) in &document.objects {
        let dict = match object {
            Object::Dictionary(dict) => dict,
            Object::Stream(stream) => &stream.dict,
            _ => continue,
        };
        if dict.get(b"Subtype").and_then(Object::as_name).is_ok_and(|n| n == b"Form") {
            ids.insert(*id);
        }
        match dict.get(b"Contents") {
            Ok(Object::Reference(content)) => {
                ids.insert(*content);
            }
            Ok(Object::Array(parts)) => ids.extend(parts.iter().filter_map(|p| p.as_reference().ok())),
            _ => {}
        }
    }
    ids
}

/// A stream's data: objects hidden in its raw bytes searched; decoded with its filters and
/// predictors (within the budget: what cannot be decoded cannot be checked), object
/// streams' objects and content streams' operands walked, other data read for markup.
/// Pictures are not decoded: a viewer never reads objects or text out of pixels.
fn read_stream(id: ObjectId, stream: &Stream, is_content: bool, reading: &mut Reading) -> Result<(), Refusal> {
    hidden_objects(&stream.content)?;
    let Reading { budget, links, markup } = reading;
    let limit = (*budget).min(STREAM_DECODED_MAX);
    if stream.dict.has_type(b"ObjStm") {
        // Every member, also those the xref gives to another stream or marks free. Its
        // decoded bytes count against the budget like any other stream's.
        let plain = stream.get_plain_content_with_limit(limit).map_err(|_| Refusal::Unreadable)?;
        *budget = budget.checked_sub(plain.len()).ok_or(Refusal::Unreadable)?;
        let mut dict = stream.dict.clone();
        dict.remove(b"Filter");
        dict.remove(b"DecodeParms");
        let listed = members_listed(&plain, &dict).ok_or(Refusal::Unreadable)?;
        let objects = ObjectStream::new(&Stream::new(dict, plain)).map_err(|_| Refusal::Unreadable)?;
        // The parser skips a member it cannot read, and keeps one of two under one number.
        if objects.objects.len() != listed {
            return Err(Refusal::Unreadable);
        }
        for object in objects.objects.values() {
            walk(object, links, markup)?;
        }
        return Ok(());
    }
    let filters = stream.filters().unwrap_or_default();
    let is_picture = stream.dict.get(b"Subtype").and_then(Object::as_name).is_ok_and(|n| n == b"Image");
    if is_picture || filters.iter().any(|f| IMAGE_FILTERS.contains(f)) {
        return Ok(());
    }
    let kind = if is_content { Data::Text } else { markup.kind(id, stream) };
    if filters.is_empty() && !is_content {
        // Unfiltered: its bytes are its data.
        markup.data(kind, &stream.content);
        return Ok(());
    }
    let decoded = stream.decompressed_content_with_limit(limit).map_err(|_| Refusal::Unreadable)?;
    *budget = budget.checked_sub(decoded.len()).ok_or(Refusal::Unreadable)?;
    if !is_content {
        markup.data(kind, &decoded);
        return Ok(());
    }
    // All of it: the lenient decoder stops at what it cannot read and drops the rest.
    let content = lopdf::content::Content::decode_strict(&decoded).map_err(|_| Refusal::Unreadable)?;
    for operation in &content.operations {
        for operand in &operation.operands {
            walk(operand, links, markup)?;
        }
    }
    markup.content(id, &content.operations);
    Ok(())
}

/// How many members an object stream's index lists (pairs of object number and offset,
/// read as the parser reads them); `None` when the index cannot be read.
fn members_listed(plain: &[u8], dict: &Dictionary) -> Option<usize> {
    if plain.is_empty() {
        return Some(0);
    }
    let first = usize::try_from(dict.get(b"First").and_then(Object::as_i64).ok()?).ok()?;
    let index = std::str::from_utf8(plain.get(..first)?).ok()?;
    let numbers = index
        .split(['\r', '\n'])
        .flat_map(|line| line.split('%').next().unwrap_or_default().split_whitespace())
        .count();
    (numbers % 2 == 0).then_some(numbers / 2)
}

/// Every dictionary, array and stream dictionary inside `object`; the targets of its
/// links are checked, and those held in other objects noted in `links`; its strings and
/// names read for markup.
fn walk(object: &Object, links: &mut Links, markup: &mut Markup) -> Result<(), Refusal> {
    let mut stack = vec![object];
    while let Some(object) = stack.pop() {
        match object {
            Object::Name(name) => {
                refuse_name(name)?;
                markup.string(name);
            }
            Object::String(text, _) => markup.string(text),
            Object::Array(items) => stack.extend(items),
            Object::Dictionary(dict) => {
                check_dictionary(dict, links, markup)?;
                stack.extend(dict.iter().map(|(_, value)| value));
            }
            Object::Stream(stream) => {
                check_dictionary(&stream.dict, links, markup)?;
                stack.extend(stream.dict.iter().map(|(_, value)| value));
            }
            _ => {}
        }
    }
    Ok(())
}

fn check_dictionary(dict: &Dictionary, links: &mut Links, markup: &mut Markup) -> Result<(), Refusal> {
    for (key, value) in dict {
        refuse_name(key)?;
        markup.string(key);
        links.check(key, value)?;
    }
    Ok(())
}

fn refuse_name(name: &[u8]) -> Result<(), Refusal> {
    match ACTIVE.contains(&name) {
        true => Err(Refusal::Active(String::from_utf8_lossy(name).into_owned())),
        false => Ok(()),
    }
}

#[path = "pdf_hidden.rs"]
mod hidden;

#[cfg(test)]
#[path = "pdf_tests.rs"]
mod tests;
