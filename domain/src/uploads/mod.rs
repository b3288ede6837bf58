//! Every multipart call reads its form through this module (the web layer's
//! `extractors::multipart` feeds it the body): each file field has an
//! allowed set of kinds checked by content (never by name or declared type), a size
//! limit, and the whole request has one too. Images are decoded and written again.

mod check;
mod decode_budget;
mod form;
mod image_file;
mod limits;
mod pdf;
mod pdf_links;
mod pdf_markup;
mod pdf_markup_text;
mod pdf_refusal;
pub mod refusals;
#[cfg(test)]
mod timing;

pub use check::{Accepts, FileFormat};
pub use form::{check_named, FileRule, Form, Upload};
pub use limits::{
    DOCUMENT_MAX_BYTES, DOCUMENT_MAX_EDGE, IMAGE_MAX_BYTES, MAX_EDGE, MAX_PIXELS, PICTURE_MAX_EDGE, REQUEST_MAX_BYTES,
    TEXT_MAX_BYTES,
};
/// What the PDF check takes for markup in text: a PDF the site writes avoids it.
pub(crate) use pdf_markup_text::in_chars as markup_in;

/// A stored file read back for its caller, to be sent as a download.
pub struct Download {
    pub bytes: bytes::Bytes,
    pub content_type: String,
    pub file_name: String,
}
