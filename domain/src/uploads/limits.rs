//! The size limits of uploaded files and forms, below every part of the check that applies
//! them.

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
