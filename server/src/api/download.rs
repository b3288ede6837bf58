//! Files people sent (KYC documents, a conversation's attachments) go back only as
//! downloads, from paths no page embeds: the browser saves them and never renders them
//! as part of this site. Every handler that answers such a file answers through
//! [`download`], so the headers that keep it so are written in one place.

use actix_web::http::header::{self, Charset, ContentDisposition, DispositionParam, DispositionType, ExtendedValue};
use actix_web::HttpResponse;
use bytes::Bytes;

/// Should the file be rendered anyway (opened in a tab, or by a proxy that sniffs), it is
/// a sandboxed document of no origin that may run no script and load nothing.
const SANDBOX: &str = "sandbox; default-src 'none'";

/// The file, for download only: saved, not rendered (`attachment`), read as its declared
/// type (`nosniff`), kept in no cache, and sandboxed should a browser render it.
pub fn download(content_type: &str, file_name: &str, bytes: Bytes) -> HttpResponse {
    HttpResponse::Ok()
        .content_type(content_type)
        .insert_header(disposition(file_name))
        .insert_header((header::X_CONTENT_TYPE_OPTIONS, "nosniff"))
        .insert_header((header::CACHE_CONTROL, "private, no-store"))
        .insert_header((header::CONTENT_SECURITY_POLICY, SANDBOX))
        .body(bytes)
}

/// `attachment` with its name as RFC 6266 writes it: a plain ASCII `filename`, and when
/// that is not the name itself, the name as UTF-8 in `filename*` too (browsers prefer it;
/// older ones read only the first). Control characters are replaced in both: a name is no
/// place for a line break.
fn disposition(file_name: &str) -> ContentDisposition {
    let name: String = file_name.chars().map(|c| if c.is_control() { '_' } else { c }).collect();
    let name = if name.is_empty() { "download".to_owned() } else { name };
    let fallback = ascii_fallback(&name);
    let mut parameters = vec![DispositionParam::Filename(fallback.clone())];
    if fallback != name {
        let value = name.into_bytes();
        let charset = Charset::Ext("UTF-8".to_owned());
        parameters.push(DispositionParam::FilenameExt(ExtendedValue { charset, language_tag: None, value }));
    }
    ContentDisposition { disposition: DispositionType::Attachment, parameters }
}

/// The name in printable ASCII, without the characters a quoted string escapes (quotes
/// and backslashes, which browsers unescape differently) or some browsers decode (`%`).
fn ascii_fallback(name: &str) -> String {
    name.chars().map(|c| if matches!(c, ' '..='~') && !matches!(c, '"' | '\\' | '%') { c } else { '_' }).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn header_of(response: &HttpResponse, name: header::HeaderName) -> &str {
        response.headers().get(name).unwrap().to_str().unwrap()
    }

    #[test]
    fn a_download_is_saved_sniffed_by_no_one_and_sandboxed() {
        let response = download("application/pdf", "attachment-2.pdf", Bytes::from_static(b"%PDF-1.4"));
        assert_eq!(header_of(&response, header::CONTENT_DISPOSITION), "attachment; filename=\"attachment-2.pdf\"");
        assert_eq!(header_of(&response, header::CONTENT_TYPE), "application/pdf");
        assert_eq!(header_of(&response, header::X_CONTENT_TYPE_OPTIONS), "nosniff");
        assert_eq!(header_of(&response, header::CACHE_CONTROL), "private, no-store");
        assert_eq!(header_of(&response, header::CONTENT_SECURITY_POLICY), "sandbox; default-src 'none'");
    }

    #[test]
    fn a_hostile_name_is_written_safely() {
        let response = download("application/pdf", "a\"b\\c\r\nd 100% ü.pdf", Bytes::new());
        assert_eq!(
            header_of(&response, header::CONTENT_DISPOSITION),
            "attachment; filename=\"a_b_c__d 100_ _.pdf\"; filename*=UTF-8''a%22b%5Cc__d%20100%25%20%C3%BC.pdf"
        );
        let response = download("image/png", "", Bytes::new());
        assert!(header_of(&response, header::CONTENT_DISPOSITION).contains("filename=\"download\""));
    }
}
