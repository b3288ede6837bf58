//! Hostile input, round 4: PDFs whose objects nest deeper than the parser reads, links
//! that run scripts or carry pages, a PNG whose colour profile inflates to a gigabyte, a
//! 405's `Allow` on paths that templates also match, and bodies the document calls
//! invalid (a blank e-mail, a blank delivery date, a price above the stated maximum).

use std::io::Write;

use foundation::entities::{enquiry_quotes, product_enquiries, vendor_listings, visitor_feedback};
use reqwest::Method;
use sea_orm::{EntityTrait, PaginatorTrait};
use serde_json::{json, Value};

use crate::helpers::{Backend, Spawn, TestApp};
use crate::on_one_database;
use crate::supplier_inbox::{call, enquire, supplier_with_listing};
use crate::supplier_support::{apply, part, pdf_indexed, png, registration, stored_files};

/// A one-page PDF whose catalog has `catalog_extra` and which holds `more` objects.
fn pdf_with(catalog_extra: &str, more: &[(u32, Vec<u8>)]) -> Vec<u8> {
    let mut bodies = vec![
        (1, format!("<< /Type /Catalog /Pages 2 0 R {catalog_extra} >>").into_bytes()),
        (2, b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>".to_vec()),
        (3, b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>".to_vec()),
    ];
    bodies.extend(more.iter().cloned());
    let numbers: Vec<u32> = bodies.iter().map(|(n, _)| *n).collect();
    pdf_indexed(&bodies, &numbers)
}

/// The script action: one more key holding `depth` nested dictionaries or arrays.
fn deep_script(depth: usize, arrays: bool) -> Vec<u8> {
    let (open, close) = if arrays { ("[", "]") } else { ("<< /A ", " >>") };
    let deep = format!("{} 0 {}", open.repeat(depth), close.repeat(depth));
    format!("<< /S /JavaScript /Deep {deep} /JS (app.alert\\(1\\)) >>").into_bytes()
}

fn link_to(target: &str) -> Vec<u8> {
    format!("<< /Type /Annot /Subtype /Link /Rect [0 0 10 10] /A << /S /URI /URI ({target}) >> >>").into_bytes()
}

on_one_database!(pdfs_nested_too_deep_or_linking_to_scripts_are_refused, |backend: Backend| async move {
    let app = TestApp::spawn(backend).await.unwrap();
    let (_, token) = app.vendor("deep-pdf@suppliers.test", false).await;
    let unreadable = "has parts that cannot be read and checked; it is not accepted";
    let active = "contains scripts, actions, links to other files or embedded files; it is not accepted";
    let cases = [
        ("aadharFile", "Aadhar card", pdf_with("/OpenAction 4 0 R", &[(4, deep_script(8_000, false))]), unreadable),
        ("panFile", "PAN card", pdf_with("/OpenAction 4 0 R", &[(4, deep_script(40_000, true))]), unreadable),
        ("gstFile", "GST certificate", pdf_with("", &[(4, link_to("javascript:app.alert\\(1\\)"))]), active),
        ("udyamFile", "Udyam registration", pdf_with("/OpenAction << /S /URI /URI (vbscript:msgbox) >>", &[]), active),
        ("msmeFile", "MSME registration", pdf_with("", &[(4, link_to("data:text/html,<script>x</script>"))]), active),
    ];
    for (field, label, file, message) in cases {
        let (status, body) =
            apply(&app, &token, registration(vec![(field, part(file, "doc.pdf", "application/pdf"))], &[])).await;
        assert_eq!((status, body["message"].as_str()), (415, Some(format!("{label} {message}").as_str())), "{field}");
    }
    assert!(stored_files(app.data_dir.path()).is_empty(), "nothing stored");
    // A link to a web page is still a plain document.
    let linked = pdf_with("", &[(4, link_to("https://example.com/catalogue"))]);
    let (status, body) =
        apply(&app, &token, registration(vec![("panFile", part(linked, "pan.pdf", "application/pdf"))], &[])).await;
    assert_eq!(status, 201, "{body}");
});

/// A PNG whose `iCCP` profile inflates to `inflated` zero bytes.
fn png_with_profile(inflated: usize) -> Vec<u8> {
    let mut zip = flate2::write::ZlibEncoder::new(b"icc\0\0".to_vec(), flate2::Compression::best());
    let zeros = vec![0u8; 1 << 20];
    for _ in 0..inflated / zeros.len() {
        zip.write_all(&zeros).unwrap();
    }
    let mut chunk = b"iCCP".to_vec();
    chunk.extend_from_slice(&zip.finish().unwrap());
    let plain = png(40, 30);
    // After the signature and the header chunk, as a camera writes it.
    let mut out = plain[..33].to_vec();
    out.extend_from_slice(&((chunk.len() - 4) as u32).to_be_bytes());
    out.extend_from_slice(&chunk);
    out.extend_from_slice(&crc32fast::hash(&chunk).to_be_bytes());
    out.extend_from_slice(&plain[33..]);
    out
}

// The profile is never inflated (the picture is written again without it); the unit test
// of `uploads::image_file` measures what the check holds.
on_one_database!(a_pngs_colour_profile_is_dropped_unread, |backend: Backend| async move {
    let app = TestApp::spawn(backend).await.unwrap();
    let (vendor, token) = app.vendor("profile-bomb@suppliers.test", false).await;
    let bomb = png_with_profile(64 << 20);
    assert!(bomb.len() < 200_000, "{} bytes", bomb.len());
    let (status, body) =
        apply(&app, &token, registration(vec![("gstFile", part(bomb, "gst.png", "image/png"))], &[])).await;
    assert_eq!(status, 201, "{body}");
    let (_, admin) = app.admin("profiles@admins.test").await;
    let url = app.url(&format!("/api/v1/vendorRegistration/document/{vendor}/gstFile"));
    let response = app.client.get(url).bearer_auth(&admin).send().await.unwrap();
    assert_eq!(response.status().as_u16(), 200);
    let stored = response.bytes().await.unwrap();
    assert!(!stored.windows(4).any(|w| w == b"iCCP"), "stored without the profile");
    let picture = image::load_from_memory(&stored).unwrap();
    assert_eq!((picture.width(), picture.height()), (40, 30));
});

async fn allow(app: &TestApp, method: &str, path: &str) -> (u16, Option<String>) {
    let method = Method::from_bytes(method.as_bytes()).unwrap();
    let response = app.client.request(method, app.url(path)).send().await.unwrap();
    let allow = response.headers().get("allow").map(|v| v.to_str().unwrap().to_owned());
    (response.status().as_u16(), allow)
}

// `admin/getFaq` is also what `admin/{id}` (a service's PUT and DELETE) matches, and
// `user/logout` what `user/{userId}` (GET) matches: `Allow` names the document's methods
// of the literal path only.
on_one_database!(allow_lists_the_documents_methods_of_the_path, |backend: Backend| async move {
    let app = Spawn::new(backend).start().await.unwrap();
    for (method, path, methods) in [
        ("OPTIONS", "/api/v1/admin/getFaq", "GET, HEAD"),
        ("OPTIONS", "/api/v1/user/logout", "POST"),
        ("OPTIONS", "/api/v1/vendor/vendorLogin", "POST"),
        ("TRACE", "/api/v1/admin/logout", "POST"),
        ("TRACE", "/api/v1/admin/some-service-id", "PUT, DELETE"),
    ] {
        assert_eq!(allow(&app, method, path).await, (405, Some(methods.to_owned())), "{method} {path}");
    }
});

fn field_error<'a>(answer: &'a Value, field: &str) -> Option<&'a str> {
    answer["errors"][field].as_str()
}

on_one_database!(bodies_the_document_calls_invalid_are_refused, |backend: Backend| async move {
    let app = Spawn::new(backend).demo().start().await.unwrap();
    // Feedback with an e-mail that is blank, whether anonymous or not.
    for anonymous in [false, true] {
        let body = json!({ "feedback": "Great mangoes", "anonymous": anonymous, "email": "" });
        let (status, answer) = app.post_json("/api/v1/feedback", body).await;
        assert_eq!((status, field_error(&answer, "email")), (400, Some("Email is invalid")), "{answer}");
    }
    assert_eq!(visitor_feedback::Entity::find().count(&app.db).await.unwrap(), 0);
    let (status, _) = app.post_json("/api/v1/feedback", json!({ "feedback": "Great", "anonymous": false })).await;
    assert_eq!(status, 201, "no e-mail at all is none");

    // An enquiry whose delivery date is blanks.
    let (_, supplier, listing) = supplier_with_listing(&app, "invalid-bodies@suppliers.test").await;
    let (_, buyer) = app.buyer("invalid-bodies@buyers.test").await;
    let enquiries = product_enquiries::Entity::find().count(&app.db).await.unwrap();
    let body = json!({
        "listingId": listing, "name": "Asha Buyer", "email": "asha@example.test", "phone": "+91 98765 43210",
        "address": "1 Market Road", "city": "Pune", "state": "MH", "pincode": "411001", "quantity": 5,
        "deliveryDate": "   ",
    });
    let (status, answer) = call(&app, Method::POST, "/api/v1/user/enquiry/create", &buyer, Some(body)).await;
    let message = Some("Delivery date must be a date (YYYY-MM-DD)");
    assert_eq!((status, field_error(&answer, "deliveryDate")), (400, message), "{answer}");
    assert_eq!(product_enquiries::Entity::find().count(&app.db).await.unwrap(), enquiries, "nothing stored");

    // A price above the document's maximum, in a quote and in a listing.
    let enquiry = enquire(&app, &buyer, &listing, 2).await;
    let until = (chrono::Utc::now() + chrono::Duration::days(10)).format("%Y-%m-%d").to_string();
    let quote = json!({
        "price": 1e12, "unit": "kg", "validUntil": until, "deliveryTerms": "12 days from order",
        "incoterm": "FOB", "namedPlace": "Nhava Sheva", "currency": "INR",
    });
    let path = format!("/api/v1/vendor/enquiry/{enquiry}/quote");
    let (status, answer) = call(&app, Method::PUT, &path, &supplier, Some(quote.clone())).await;
    assert_eq!((status, field_error(&answer, "price")), (400, Some("Price must be at most 1000000000")), "{answer}");
    assert_eq!(enquiry_quotes::Entity::find().count(&app.db).await.unwrap(), 0, "nothing stored");
    let mut at_most = quote;
    at_most["price"] = json!(1_000_000_000);
    let (status, answer) = call(&app, Method::PUT, &path, &supplier, Some(at_most)).await;
    assert_eq!(status, 200, "the maximum itself: {answer}");
    let listings = vendor_listings::Entity::find().count(&app.db).await.unwrap();
    let (_, products) = app.get_json("/api/v1/admin/product/getAllProducts").await;
    let product = &products["products"][1];
    let listing = json!({
        "product": product["_id"], "varietyId": product["varieties"][0]["_id"], "price": "1000000000000",
        "location": "Nashik", "quantityAvailable": 100, "unit": "kg",
    });
    let (status, answer) = call(&app, Method::POST, "/api/v1/vendorProduct/add", &supplier, Some(listing)).await;
    assert_eq!((status, field_error(&answer, "price")), (400, Some("Price must be at most 1000000000")), "{answer}");
    assert_eq!(vendor_listings::Entity::find().count(&app.db).await.unwrap(), listings);
});
