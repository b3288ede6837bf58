//! A form's fields and files, each file checked by its content. Reading one from a
//! multipart body under limits is the web layer's (`extractors::multipart`).

use std::collections::HashMap;

use bytes::Bytes;

use super::check::{Accepts, FileFormat};
use super::image_file;
use super::limits::{DOCUMENT_MAX_EDGE, PICTURE_MAX_EDGE};
use foundation::error::Error;

/// A file field of a form: its multipart name, how messages call it, what it takes.
#[derive(Debug, Clone, Copy)]
pub struct FileRule {
    pub field: &'static str,
    pub label: &'static str,
    pub accepts: Accepts,
}

/// A checked file, ready to store: images are already re-encoded.
#[derive(Debug, Clone)]
pub struct Upload {
    pub bytes: Bytes,
    pub format: FileFormat,
    /// Pixel size of an image; `None` for a PDF.
    pub size: Option<(u32, u32)>,
}

#[derive(Debug, Default)]
pub struct Form {
    pub texts: HashMap<String, String>,
    /// One file per field (the last, when a field is repeated).
    pub files: HashMap<&'static str, Upload>,
    /// Names of file parts no rule takes (read and dropped), for forms that refuse them.
    pub ignored_files: Vec<String>,
    /// Every file in the order it came, for fields sent more than once (`varietyImages`).
    pub all_files: Vec<(&'static str, Upload)>,
}

impl Form {
    pub fn text(&self, name: &str) -> Option<&str> {
        self.texts.get(name).map(String::as_str)
    }

    /// The files of a repeated field, in the order they came.
    pub fn files_named(&self, field: &str) -> Vec<&Upload> {
        self.all_files.iter().filter(|(name, _)| *name == field).map(|(_, upload)| upload).collect()
    }
}

/// As `check`, and the file's name must not claim another kind than its content.
pub fn check_named(rule: FileRule, file_name: Option<&str>, bytes: &[u8]) -> Result<Upload, Error> {
    let format = rule.accepts.sniff(rule.label, bytes)?;
    if !format.agrees_with_name(file_name) {
        return Err(Error::UnsupportedType(format!(
            "{} is a {} file under another file type's name; it is not accepted",
            rule.label,
            format.extension().to_ascii_uppercase()
        )));
    }
    check_format(rule, format, bytes)
}

/// The file's content, its format known: a PDF read by a parser, an image decoded and
/// written again.
fn check_format(rule: FileRule, format: FileFormat, bytes: &[u8]) -> Result<Upload, Error> {
    if !format.is_image() {
        super::check::check_pdf(rule.label, bytes)?;
        return Ok(Upload { bytes: Bytes::copy_from_slice(bytes), format, size: None });
    }
    let max_edge = match rule.accepts {
        Accepts::Picture => PICTURE_MAX_EDGE,
        Accepts::Document => DOCUMENT_MAX_EDGE,
    };
    let image = image_file::reencode(rule.label, format, bytes, Some(max_edge))?;
    Ok(Upload { bytes: image.bytes.into(), format, size: Some((image.width, image.height)) })
}
