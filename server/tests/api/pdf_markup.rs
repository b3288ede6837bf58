//! PDFs whose text, strings or metadata carry web page markup or script are refused as KYC
//! documents and as a conversation's attachments; plain ones are taken, and every such
//! file comes back only as a sandboxed download.

use reqwest::Response;

use crate::helpers::{Backend, Spawn, TestApp};
use crate::on_one_database;
use crate::supplier_support::{apply, part, pdf_indexed, pdf_stream, registration, stored_files};
use crate::thread_support::{enquire, new_variety, post_message, supplier_offering};

const MARKUP: &str = "contains web page markup or script in its text or metadata; it is not accepted";

/// A one-page PDF showing `text` (a PDF string's body, escapes written) in Helvetica, with
/// `info` as its Info dictionary's entries.
fn pdf_showing(text: &str, info: &str) -> Vec<u8> {
    let content = format!("BT /F1 12 Tf 72 712 Td ({text}) Tj ET");
    pdf_of(vec![(5, pdf_stream("", content.as_bytes())), (6, format!("<< {info} >>").into_bytes())], "")
}

/// The page's objects (1 to 4) and `more`, the catalog with `catalog_extra`, Info 6.
fn pdf_of(more: Vec<(u32, Vec<u8>)>, catalog_extra: &str) -> Vec<u8> {
    let mut bodies = vec![
        (1, format!("<< /Type /Catalog /Pages 2 0 R {catalog_extra} >>").into_bytes()),
        (2, b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>".to_vec()),
        (
            3,
            b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 5 0 R /Resources << /Font << /F1 4 0 R >> >> >>"
                .to_vec(),
        ),
        (4, b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>".to_vec()),
    ];
    bodies.extend(more);
    let numbers: Vec<u32> = bodies.iter().map(|(n, _)| *n).collect();
    let mut out = pdf_indexed(&bodies, &numbers);
    // The Info dictionary, named by the trailer (after the xref table: no offset moves).
    let at = out.windows(11).rposition(|w| w == b"/Root 1 0 R").unwrap();
    out.splice(at..at, b"/Info 6 0 R ".iter().copied());
    out
}

/// A PDF whose XMP metadata's title is `title` (written into the XML as it is).
fn pdf_with_xmp(title: &str) -> Vec<u8> {
    let packet = format!(
        "<?xpacket begin=\"\" id=\"W5M0MpCehiHzreSzNTczkc9d\"?><x:xmpmeta xmlns:x=\"adobe:ns:meta/\"><rdf:RDF xmlns:rdf=\"http://www.w3.org/1999/02/22-rdf-syntax-ns#\"><rdf:Description rdf:about=\"\" xmlns:dc=\"http://purl.org/dc/elements/1.1/\"><dc:title><rdf:Alt><rdf:li xml:lang=\"x-default\">{title}</rdf:li></rdf:Alt></dc:title></rdf:Description></rdf:RDF></x:xmpmeta><?xpacket end=\"w\"?>"
    );
    let content = pdf_stream("", b"BT /F1 12 Tf 72 712 Td (Invoice) Tj ET");
    let metadata = pdf_stream("/Type /Metadata /Subtype /XML", packet.as_bytes());
    pdf_of(vec![(5, content), (6, b"<< >>".to_vec()), (7, metadata)], "/Metadata 7 0 R")
}

/// Text of a plain trade document: a `<` alone, an e-mail address, a web link.
const PLAIN: &str = "Mangoes < 5 kg per crate. Write to sales@example.com, see https://example.com/catalogue";

/// A file answered for download only, saved as `file_name`.
fn assert_download(response: &Response, what: &str, file_name: &str) {
    assert_eq!(response.status().as_u16(), 200, "{what}");
    let header = |name: &str| response.headers()[name].to_str().unwrap().to_owned();
    assert_eq!(header("content-disposition"), format!("attachment; filename=\"{file_name}\""), "{what}");
    assert_eq!(header("x-content-type-options"), "nosniff", "{what}");
    assert_eq!(header("content-security-policy"), "sandbox; default-src 'none'", "{what}");
    assert_eq!(header("cache-control"), "private, no-store", "{what}");
}

on_one_database!(kyc_documents_with_script_text_are_refused, |backend: Backend| async move {
    let app = TestApp::spawn(backend).await.unwrap();
    let (vendor, token) = app.vendor("markup-pdf@suppliers.test", false).await;
    let cases = [
        ("panFile", "PAN card", pdf_showing("Dear buyer <script>alert\\(1\\)</script>", "/Title (PAN)")),
        ("gstFile", "GST certificate", pdf_showing("GST", "/Title (<iframe src=https://example.com>)")),
        ("udyamFile", "Udyam registration", pdf_showing("Pay at javascript:alert\\(1\\)", "")),
        ("msmeFile", "MSME registration", pdf_with_xmp("&lt;script&gt;alert(1)&lt;/script&gt;")),
    ];
    for (field, label, file) in cases {
        let (status, body) =
            apply(&app, &token, registration(vec![(field, part(file, "doc.pdf", "application/pdf"))], &[])).await;
        assert_eq!((status, body["message"].as_str()), (415, Some(format!("{label} {MARKUP}").as_str())), "{field}");
    }
    assert!(stored_files(app.data_dir.path()).is_empty(), "nothing stored");

    // A plain one is taken, and comes back as a sandboxed download only.
    let plain = pdf_showing(PLAIN, "/Title (Mangoes < 5 kg) /Author (sales@example.com)");
    let (status, body) =
        apply(&app, &token, registration(vec![("panFile", part(plain.clone(), "pan.pdf", "application/pdf"))], &[]))
            .await;
    assert_eq!(status, 201, "{body}");
    let url = app.url(&format!("/api/v1/vendorRegistration/document/{vendor}/panFile"));
    let response = app.client.get(url).bearer_auth(&token).send().await.unwrap();
    assert_download(&response, "KYC document", "panFile.pdf");
    assert_eq!(response.headers()["content-type"], "application/pdf");
    assert_eq!(response.bytes().await.unwrap().to_vec(), plain);
    let clean_xmp = pdf_with_xmp("Mangoes &lt; 5 kg");
    let (status, body) =
        apply(&app, &token, registration(vec![("gstFile", part(clean_xmp, "gst.pdf", "application/pdf"))], &[])).await;
    assert_eq!(status, 201, "{body}");
});

on_one_database!(attachments_with_script_text_are_refused, |backend: Backend| async move {
    let app = Spawn::new(backend).start().await.unwrap();
    let offered = new_variety(&app).await;
    let (_, supplier, listing) = supplier_offering(&app, "markup@suppliers.test", &offered, 480).await;
    let (_, buyer) = app.buyer("markup@buyers.test").await;
    let (_, admin) = app.admin("markup@admins.test").await;
    let enquiry = enquire(&app, &buyer, &listing, "markup-1").await;
    let files_before = stored_files(app.data_dir.path()).len();
    for file in [
        pdf_showing("<svg onload=alert\\(1\\)>", ""),
        pdf_showing("Spec sheet", "/Subject <3c7363726970743e>"),
        pdf_with_xmp("&lt;img src=x onerror=alert(1)&gt;"),
    ] {
        let (status, answer) =
            post_message(&app, "user/enquiry", &enquiry, &buyer, Some("see file"), Some(("sheet.pdf", file))).await;
        assert_eq!((status, answer["message"].as_str()), (415, Some(format!("Attachment {MARKUP}").as_str())));
    }
    assert_eq!(stored_files(app.data_dir.path()).len(), files_before, "no refused file stayed in the store");

    let plain = pdf_showing(PLAIN, "/Title (Spec sheet)");
    let (status, sent) =
        post_message(&app, "vendor/enquiry", &enquiry, &supplier, Some("Spec"), Some(("spec.pdf", plain.clone())))
            .await;
    assert_eq!(status, 201, "{sent}");
    let seq = sent["data"]["seq"].as_i64().unwrap();
    let file_name = sent["data"]["attachment"]["fileName"].as_str().unwrap().to_owned();
    for (area, token) in [("user/enquiry", &buyer), ("vendor/enquiry", &supplier), ("admin/productEnquiry", &admin)] {
        let url = app.url(&format!("/api/v1/{area}/{enquiry}/attachment/{seq}"));
        let response = app.client.get(url).bearer_auth(token).send().await.unwrap();
        assert_download(&response, area, &file_name);
        assert_eq!(response.bytes().await.unwrap().to_vec(), plain, "{area}");
    }
});
