//! What a file is, from its bytes.

use foundation::error::Error;

/// The kinds a file field takes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Accepts {
    /// JPEG, PNG or WebP: pictures and profile photos (public, scaled down).
    Picture,
    /// JPEG, PNG, WebP or PDF: KYC documents (private, scaled to 4000 pixels on their longest edge).
    Document,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FileFormat {
    Png,
    Jpeg,
    Webp,
    Pdf,
}

impl FileFormat {
    pub fn extension(self) -> &'static str {
        match self {
            Self::Png => "png",
            Self::Jpeg => "jpg",
            Self::Webp => "webp",
            Self::Pdf => "pdf",
        }
    }

    pub fn content_type(self) -> &'static str {
        match self {
            Self::Png => "image/png",
            Self::Jpeg => "image/jpeg",
            Self::Webp => "image/webp",
            Self::Pdf => "application/pdf",
        }
    }

    pub fn from_extension(ext: &str) -> Option<Self> {
        [Self::Png, Self::Jpeg, Self::Webp, Self::Pdf].into_iter().find(|f| f.extension() == ext)
    }

    /// Whether a file name's extension, when it names one of our formats, names this one.
    /// A PNG sent as `pan.pdf` is refused: the sender meant something else, and a viewer
    /// that trusts the name would misread it. Names without a known extension are judged
    /// by content alone.
    pub fn agrees_with_name(self, file_name: Option<&str>) -> bool {
        let Some(ext) = file_name.and_then(|n| n.rsplit_once('.')).map(|(_, e)| e.to_ascii_lowercase()) else {
            return true;
        };
        let named = if ext == "jpeg" { Some(Self::Jpeg) } else { Self::from_extension(&ext) };
        named.is_none_or(|named| named == self)
    }

    pub fn is_image(self) -> bool {
        self != Self::Pdf
    }
}

impl Accepts {
    /// The media types of the formats the field takes.
    pub fn media_types(self) -> Vec<&'static str> {
        let formats: &[FileFormat] = match self {
            Self::Picture => &[FileFormat::Jpeg, FileFormat::Png, FileFormat::Webp],
            Self::Document => &[FileFormat::Jpeg, FileFormat::Png, FileFormat::Webp, FileFormat::Pdf],
        };
        formats.iter().map(|f| f.content_type()).collect()
    }

    pub fn max_bytes(self) -> usize {
        match self {
            Self::Picture => super::limits::IMAGE_MAX_BYTES,
            Self::Document => super::limits::DOCUMENT_MAX_BYTES,
        }
    }

    fn refusal(self, label: &str) -> Error {
        Error::UnsupportedType(match self {
            Self::Picture => format!("{label} must be a JPEG, PNG or WebP image"),
            Self::Document => format!("{label} must be a JPEG, PNG or WebP image or a PDF document"),
        })
    }

    /// The file's format from its magic bytes, if this field takes it.
    pub fn sniff(self, label: &str, bytes: &[u8]) -> Result<FileFormat, Error> {
        let format = match infer::get(bytes).map(|t| t.mime_type()) {
            Some("image/png") => FileFormat::Png,
            Some("image/jpeg") => FileFormat::Jpeg,
            Some("image/webp") => FileFormat::Webp,
            Some("application/pdf") if self == Self::Document => FileFormat::Pdf,
            _ => return Err(self.refusal(label)),
        };
        if format == FileFormat::Pdf && !ends_like_pdf(bytes) {
            return Err(Error::UnsupportedType(format!("{label} is not a complete PDF document")));
        }
        Ok(format)
    }
}

/// A PDF read by a parser: refused when it is not one, cannot be read, or holds active content.
pub fn check_pdf(label: &str, bytes: &[u8]) -> Result<(), Error> {
    super::pdf::check(bytes).map_err(|refusal| {
        Error::UnsupportedType(match refusal {
            super::pdf_refusal::Refusal::NotPdf => format!("{label} is not a readable PDF document"),
            super::pdf_refusal::Refusal::Encrypted => {
                format!("{label} is protected by a password; send a copy without one")
            }
            super::pdf_refusal::Refusal::Active(_) => {
                format!("{label} contains scripts, actions, links to other files or embedded files; it is not accepted")
            }
            super::pdf_refusal::Refusal::Markup(_) => {
                format!("{label} contains web page markup or script in its text or metadata; it is not accepted")
            }
            super::pdf_refusal::Refusal::Unreadable => {
                format!("{label} has parts that cannot be read and checked; it is not accepted")
            }
        })
    })
}

/// A PDF ends with `%%EOF` (and maybe a line break): one appended to, or cut short, is refused.
fn ends_like_pdf(bytes: &[u8]) -> bool {
    let tail = &bytes[bytes.len().saturating_sub(1024)..];
    let trimmed = tail.iter().rposition(|b| !b.is_ascii_whitespace()).map_or(&tail[..0], |end| &tail[..=end]);
    trimmed.ends_with(b"%%EOF")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kinds_come_from_content() {
        let png = [0x89, b'P', b'N', b'G', 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, b'I', b'H', b'D', b'R'];
        assert_eq!(Accepts::Picture.sniff("Photo", &png).unwrap(), FileFormat::Png);
        assert!(Accepts::Picture.sniff("Photo", b"<html><script>alert(1)</script></html>").is_err());
        let pdf = b"%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n";
        assert!(Accepts::Picture.sniff("Photo", pdf).is_err());
        assert_eq!(Accepts::Document.sniff("PAN card", pdf).unwrap(), FileFormat::Pdf);
        let mut appended = pdf.to_vec();
        appended.extend_from_slice(b"<html><script>alert(1)</script></html>");
        assert!(Accepts::Document.sniff("PAN card", &appended).is_err());
        assert!(check_pdf("PAN card", pdf).is_ok());
        let html = b"%PDF-1.4\n<html><script>alert(1)</script></html>\n%%EOF\n";
        assert_eq!(Accepts::Document.sniff("PAN card", html).unwrap(), FileFormat::Pdf);
        let refused = check_pdf("PAN card", html).unwrap_err();
        assert!(matches!(refused, Error::UnsupportedType(m) if m == "PAN card is not a readable PDF document"));
    }
}
