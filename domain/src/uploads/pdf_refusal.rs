//! What the PDF check refuses and why, shared by the check (`pdf`, with the objects hidden
//! in its streams) and the readers it walks with (`pdf_links`, `pdf_markup`), which sit
//! below it.

#[derive(Debug, PartialEq, Eq)]
pub enum Refusal {
    /// Not a PDF a parser can read: no objects, no trailer, no catalog.
    NotPdf,
    /// Protected by a password: what it holds cannot be read.
    Encrypted,
    /// The name of the first active part found.
    Active(String),
    /// Web page markup or script in its text, strings or metadata: what was found.
    Markup(String),
    /// A part that could not be read (another filter, corrupt, nested deeper than the
    /// parser goes, too large once decoded, too many objects or revisions): what it holds
    /// cannot be checked, so the file is refused.
    Unreadable,
}

/// Names of actions and parts that run code, launch programs, open other files, send data
/// or carry files, as dictionary keys (`/JS`, `/AA`) or as names (`/S /Launch`).
pub(super) const ACTIVE: [&[u8]; 12] = [
    b"JS",
    b"JavaScript",
    b"AA",
    b"Launch",
    b"GoToR",
    b"GoToE",
    b"ImportData",
    b"SubmitForm",
    b"RichMedia",
    b"EmbeddedFile",
    b"EmbeddedFiles",
    b"XFA",
];

/// Where `needle` first occurs in `hay` at or after `from`.
pub(super) fn find(hay: &[u8], needle: &[u8], from: usize) -> Option<usize> {
    hay.get(from..)?.windows(needle.len()).position(|w| w == needle).map(|p| p + from)
}
