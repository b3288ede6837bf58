//! Every multipart call reads its form through this module (the web layer's
//! `extractors::multipart` feeds it the body): each file field has an
//! allowed set of kinds checked by content (never by name or declared type), a size
//! limit, and the whole request has one too. Images are decoded and written again.

#[cfg(test)]
mod alloc_meter;
mod check;
mod decode_budget;
mod form;
mod image_file;
mod pdf;
mod pdf_links;
mod pdf_markup;
mod pdf_markup_text;
pub mod refusals;
#[cfg(test)]
mod timing;

pub use check::{Accepts, FileFormat};
pub use form::{check_named, FileRule, Form, Upload};
/// What the PDF check takes for markup in text: a PDF the site writes avoids it.
pub(crate) use pdf_markup_text::in_chars as markup_in;

/// A stored file read back for its caller, to be sent as a download.
pub struct Download {
    pub bytes: bytes::Bytes,
    pub content_type: String,
    pub file_name: String,
}

/// Largest image file accepted (before re-encoding).
pub const IMAGE_MAX_BYTES: usize = 5 * 1024 * 1024;
/// Largest document (PDF or image) accepted.
pub const DOCUMENT_MAX_BYTES: usize = 10 * 1024 * 1024;
/// Largest multipart request: the registration form's five documents and a photo fit.
pub const REQUEST_MAX_BYTES: usize = 5 * DOCUMENT_MAX_BYTES + IMAGE_MAX_BYTES + 64 * 1024;
/// Largest text field of a multipart form.
pub const TEXT_MAX_BYTES: usize = 16 * 1024;
/// Longest edge of a stored public picture; larger ones are scaled down.
pub const PICTURE_MAX_EDGE: u32 = 2000;
/// Longest edge of a stored document picture (a page scanned at 300 dpi is 3508 pixels
/// high); larger ones are scaled down, which also bounds the memory their encoding takes.
pub const DOCUMENT_MAX_EDGE: u32 = 4000;
/// Images claiming more pixels than this are refused before decoding (decompression bombs).
pub const MAX_PIXELS: u64 = 40_000_000;
pub const MAX_EDGE: u32 = 12_000;
