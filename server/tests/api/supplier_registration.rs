//! Supplier registration with KYC files: the rules and messages of SPEC.md §5, hostile
//! files, replacement without orphans, and who may read a document.

use foundation::entities::{vendor_documents, vendor_registrations, vendors};
use sea_orm::{ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter};

use crate::helpers::{Backend, TestApp};
use crate::on_both_databases;
use crate::supplier_support::*;

async fn registrations(app: &TestApp) -> u64 {
    vendor_registrations::Entity::find().count(&app.db).await.unwrap()
}

on_both_databases!(numbers_and_required_files_follow_section_5, |backend: Backend| async move {
    let app = TestApp::spawn(backend).await.unwrap();
    let (_, token) = app.vendor("rules@suppliers.test", false).await;
    let cases: Vec<(Vec<Change>, Vec<&str>, &str)> = vec![
        (vec![], vec!["aadharNo"], "Valid 12-digit Aadhar number required"),
        (
            vec![("aadharNo", reqwest::multipart::Part::text("12345678901"))],
            vec![],
            "Valid 12-digit Aadhar number required",
        ),
        (
            vec![("panNo", reqwest::multipart::Part::text("ABCD12345F"))],
            vec![],
            "Valid PAN number required (format: ABCDE1234F)",
        ),
        (vec![("gstNo", reqwest::multipart::Part::text("27AAPFU0939F1ZW"))], vec![], "Valid GST number required"),
        (vec![("gstNo", reqwest::multipart::Part::text("27AAPFU0939F1Z"))], vec![], "Valid GST number required"),
        (vec![], vec!["udhyamRegistrationNo"], "Udyam registration number is required"),
        (vec![], vec!["msmeRegistrationNo"], "MSME registration number is required"),
        (vec![], vec!["address"], "Address is required"),
        (vec![], vec!["phone"], "Phone number is required"),
        (vec![], vec!["aadharFile"], "Aadhar card image required"),
        (vec![], vec!["panFile"], "PAN card image required"),
        (vec![], vec!["gstFile"], "GST certificate required"),
    ];
    for (changes, skip, message) in cases {
        let (status, body) = apply(&app, &token, registration(changes, &skip)).await;
        assert_eq!((status, body["message"].as_str()), (400, Some(message)), "{skip:?}");
    }
    assert_eq!(registrations(&app).await, 0);
    assert!(stored_files(app.data_dir.path()).is_empty(), "nothing stored for refused forms");
});

on_both_databases!(hostile_files_are_refused_and_nothing_is_stored, |backend: Backend| async move {
    let app = TestApp::spawn(backend).await.unwrap();
    let (id, token) = app.vendor("hostile@suppliers.test", false).await;
    let mut polyglot = png(20, 20);
    polyglot.extend_from_slice(b"<html><script>alert(document.cookie)</script></html>");
    let mut pdf_then_html = pdf();
    pdf_then_html.extend_from_slice(b"<html><script>alert(1)</script></html>");
    let html = b"<!doctype html><html><body><script>alert(1)</script></body></html>".to_vec();
    let mut oversized = pdf();
    oversized.resize(10 * 1024 * 1024 + 1, b' ');
    let mut big_photo = png(8, 8);
    big_photo.resize(5 * 1024 * 1024 + 1, 0);
    let cases = vec![
        (
            "profile",
            part(html.clone(), "photo.png", "image/png"),
            415,
            "Profile photo must be a JPEG, PNG or WebP image",
        ),
        (
            "panFile",
            part(html, "pan.pdf", "application/pdf"),
            415,
            "PAN card must be a JPEG, PNG or WebP image or a PDF document",
        ),
        ("profile", part(pdf(), "photo.png", "image/png"), 415, "Profile photo must be a JPEG, PNG or WebP image"),
        (
            "aadharFile",
            part(polyglot, "aadhar.png", "image/png"),
            415,
            "Aadhar card has data after the image; it is not accepted",
        ),
        (
            "gstFile",
            part(pdf_then_html, "gst.pdf", "application/pdf"),
            415,
            "GST certificate is not a complete PDF document",
        ),
        (
            "panFile",
            part(png(30, 30), "pan.pdf", "application/pdf"),
            415,
            "PAN card is a PNG file under another file type's name; it is not accepted",
        ),
        ("panFile", part(oversized, "pan.pdf", "application/pdf"), 413, "PAN card is too large (at most 10 MB)"),
        ("profile", part(big_photo, "me.png", "image/png"), 413, "Profile photo is too large (at most 5 MB)"),
        (
            "profile",
            part(png_bomb(60_000, 60_000), "me.png", "image/png"),
            413,
            "Profile photo is too large: 60000 × 60000 pixels (at most 12000 pixels a side and 40 megapixels)",
        ),
        ("aadharFile", part(Vec::new(), "aadhar.png", "image/png"), 400, "Aadhar card is an empty file"),
    ];
    for (field, file, status, message) in cases {
        let (got, body) = apply(&app, &token, registration(vec![(field, file)], &[])).await;
        assert_eq!((got, body["message"].as_str()), (status, Some(message)), "{field}");
        assert_eq!(registrations(&app).await, 0, "{message}");
        assert!(stored_files(app.data_dir.path()).is_empty(), "nothing stored after: {message}");
    }
    let mut crowded = registration(vec![], &[]);
    for i in 0..40 {
        crowded = crowded.text(format!("extra{i}"), "x");
    }
    let (status, body) = apply(&app, &token, crowded).await;
    assert_eq!((status, body["message"].as_str()), (400, Some("The form has too many fields (at most 40)")));
    let (status, _) = app.post_json("/api/v1/vendorRegistration/apply", serde_json::json!({})).await;
    assert_eq!(status, 401, "signed out");
    let response = app
        .client
        .post(app.url("/api/v1/vendorRegistration/apply"))
        .bearer_auth(&token)
        .json(&serde_json::json!({}))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status().as_u16(), 400, "not a multipart form");
    assert!(stored_files(app.data_dir.path()).is_empty());
    let vendor = vendors::Entity::find_by_id(id).one(&app.db).await.unwrap().unwrap();
    assert!(!vendor.has_submitted_registration);
});

// A PDF a viewer would run (JavaScript, a launch action, an embedded file), however its
// names are spelt or wherever its dictionaries are packed, is refused like any hostile file.
on_both_databases!(pdfs_with_scripts_or_embedded_files_are_refused, |backend: Backend| async move {
    let app = TestApp::spawn(backend).await.unwrap();
    let (_, token) = app.vendor("active-pdf@suppliers.test", false).await;
    let with_catalog = |entries: &str, more: &[u8]| {
        let mut out = format!("%PDF-1.5\n1 0 obj\n<< /Type /Catalog {entries} >>\nendobj\n").into_bytes();
        out.extend_from_slice(more);
        out.extend_from_slice(b"trailer\n<< /Root 1 0 R >>\n%%EOF\n");
        out
    };
    let mut zip = flate2::write::ZlibEncoder::new(Vec::new(), flate2::Compression::default());
    std::io::Write::write_all(&mut zip, b"3 0 << /S /JavaScript /JS (app.alert(1)) >>").unwrap();
    let packed = zip.finish().unwrap();
    let mut object_stream =
        format!("2 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length {} >>\nstream\n", packed.len())
            .into_bytes();
    object_stream.extend_from_slice(&packed);
    object_stream.extend_from_slice(b"\nendstream\nendobj\n");
    let cases = [
        ("aadharFile", "Aadhar card", with_catalog("/OpenAction << /S /JavaScript /JS (app.alert(1)) >>", b"")),
        ("panFile", "PAN card", with_catalog("/OpenAction << /S /J#61vaScript /J#53 (app.alert(1)) >>", b"")),
        ("gstFile", "GST certificate", with_catalog("/OpenAction 3 0 R", &object_stream)),
        ("udyamFile", "Udyam registration", with_catalog("/OpenAction << /S /Launch /F (calc.exe) >>", b"")),
        ("msmeFile", "MSME registration", with_catalog("/Names << /EmbeddedFiles 4 0 R >>", b"")),
    ];
    for (field, label, file) in cases {
        let (status, body) =
            apply(&app, &token, registration(vec![(field, part(file, "doc.pdf", "application/pdf"))], &[])).await;
        let message =
            format!("{label} contains scripts, actions, links to other files or embedded files; it is not accepted");
        assert_eq!((status, body["message"].as_str()), (415, Some(message.as_str())), "{field}");
    }
    assert_eq!(registrations(&app).await, 0);
    assert!(stored_files(app.data_dir.path()).is_empty(), "nothing stored");
    // A plain PDF still goes through.
    let (status, body) =
        apply(&app, &token, registration(vec![("panFile", part(pdf(), "pan.pdf", "application/pdf"))], &[])).await;
    assert_eq!(status, 201, "{body}");
});

on_both_databases!(
    a_registration_is_the_signed_in_suppliers_and_replaces_the_earlier_one,
    |backend: Backend| async move {
        let app = TestApp::spawn(backend).await.unwrap();
        let (me, token) = app.vendor("owner@suppliers.test", false).await;
        let (other, _) = app.vendor("other@suppliers.test", false).await;
        // A picture of a document is a document too (named as what it is).
        let photo = part(png(30, 30), "pan.png", "image/png");
        let form =
            registration(vec![("vendorId", reqwest::multipart::Part::text(other.clone())), ("panFile", photo)], &[]);
        let (status, body) = apply(&app, &token, form).await;
        assert_eq!(status, 201, "{body}");
        assert_eq!(body["vendorRegistration"]["vendorId"], me.as_str());
        assert_eq!(body["vendor"]["hasSubmittedRegistration"], true);
        assert_eq!(body["vendorRegistration"]["gstNo"], "27AAPFU0939F1ZV");
        let docs = &body["vendorRegistration"]["verificationDocuments"];
        assert_eq!(docs["panFile"], format!("/api/v1/vendorRegistration/document/{me}/panFile"));
        let profile = docs["profile"].as_str().unwrap().to_owned();
        assert!(profile.starts_with("/media/") && profile.ends_with(".png"), "{profile}");
        let (status, _) = app.get_json_as(&format!("/api/v1/vendor/{other}"), &token).await;
        assert_eq!(status, 403);
        let other_registration = vendor_registrations::Entity::find()
            .filter(vendor_registrations::Column::VendorId.eq(other.as_str()))
            .count(&app.db)
            .await
            .unwrap();
        assert_eq!(other_registration, 0, "the body's vendorId is ignored");

        // The profile photo is public and re-encoded; its size is what was sent.
        let response = app.get(&profile).await;
        assert_eq!(response.status().as_u16(), 200);
        assert_eq!(response.headers()["content-type"], "image/png");
        let photo = image::load_from_memory(&response.bytes().await.unwrap()).unwrap();
        assert_eq!((photo.width(), photo.height()), (80, 80));
        let stored: Vec<_> = vendor_documents::Entity::find().all(&app.db).await.unwrap();
        assert_eq!(stored.len(), 4);
        let pan = stored.iter().find(|d| d.kind == "panFile").unwrap();
        assert_eq!((pan.content_type.as_str(), pan.stored_name.ends_with(".png")), ("image/png", true));
        assert!(pan.stored_name.starts_with("private/"), "KYC documents are private");
        let first_files = stored_files(app.data_dir.path());
        assert_eq!(first_files.len(), 4);

        // Before verification, a new submission replaces the old one and its files.
        let form = registration(vec![("udyamFile", part(pdf(), "udyam.pdf", "application/pdf"))], &["profile"]);
        let (status, body) = apply(&app, &token, form).await;
        assert_eq!(status, 201, "{body}");
        assert_eq!(registrations(&app).await, 1);
        let files = stored_files(app.data_dir.path());
        assert_eq!(files.len(), 4, "aadhar, pan, gst, udyam: {files:?}");
        assert!(files.iter().all(|f| !first_files.contains(f)), "the earlier files are removed");
        assert_eq!(app.get(&profile).await.status().as_u16(), 404);

        // Once verified, the registration is final.
        set_vendor_flags(&app, &me, true, false).await;
        let (status, body) = apply(&app, &token, registration(vec![], &[])).await;
        assert_eq!((status, body["message"].as_str()), (409, Some("Your registration is already verified")));
        assert_eq!(stored_files(app.data_dir.path()), files);
    }
);

on_both_databases!(two_submissions_at_once_leave_one_registration, |backend: Backend| async move {
    let app = TestApp::spawn(backend).await.unwrap();
    let (_, token) = app.vendor("twice@suppliers.test", false).await;
    let (a, b) =
        tokio::join!(apply(&app, &token, registration(vec![], &[])), apply(&app, &token, registration(vec![], &[])));
    assert_eq!((a.0, b.0), (201, 201), "{a:?} {b:?}");
    assert_eq!(registrations(&app).await, 1);
    assert_eq!(vendor_documents::Entity::find().count(&app.db).await.unwrap(), 4);
    assert_eq!(stored_files(app.data_dir.path()).len(), 4, "the first submission's files were removed");
});

on_both_databases!(kyc_documents_reach_only_their_owner_and_admins, |backend: Backend| async move {
    let app = TestApp::spawn(backend).await.unwrap();
    let (me, token) = app.vendor("kyc@suppliers.test", false).await;
    let (_, other_token) = app.vendor("nosy@suppliers.test", true).await;
    let (_, buyer_token) = app.buyer("nosy@buyers.test").await;
    let (_, admin_token) = app.admin("kyc@admins.test").await;
    assert_eq!(apply(&app, &token, registration(vec![], &[])).await.0, 201);
    let path = format!("/api/v1/vendorRegistration/document/{me}/panFile");
    assert_eq!(app.get(&path).await.status().as_u16(), 401, "nobody");
    for (who, bearer, status) in [("buyer", &buyer_token, 401), ("another supplier", &other_token, 403)] {
        let response = app.client.get(app.url(&path)).bearer_auth(bearer).send().await.unwrap();
        assert_eq!(response.status().as_u16(), status, "{who}");
    }
    for bearer in [&token, &admin_token] {
        let response = app.client.get(app.url(&path)).bearer_auth(bearer).send().await.unwrap();
        assert_eq!(response.status().as_u16(), 200);
        let headers = response.headers().clone();
        assert_eq!(headers["content-type"], "application/pdf");
        assert_eq!(headers["content-disposition"], "attachment; filename=\"panFile.pdf\"");
        assert_eq!(headers["x-content-type-options"], "nosniff");
        assert_eq!(headers["cache-control"], "private, no-store");
        assert_eq!(response.bytes().await.unwrap().to_vec(), pdf());
    }
    let missing = app
        .client
        .get(app.url(&format!("/api/v1/vendorRegistration/document/{me}/msmeFile")))
        .bearer_auth(&token)
        .send()
        .await
        .unwrap();
    assert_eq!(missing.status().as_u16(), 404);
    let odd = app
        .client
        .get(app.url(&format!("/api/v1/vendorRegistration/document/{me}/..%2F..%2Fsecret")))
        .bearer_auth(&token)
        .send()
        .await
        .unwrap();
    assert_eq!(odd.status().as_u16(), 404);
    // Private files have no public address.
    let stored = vendor_documents::Entity::find().all(&app.db).await.unwrap();
    let pan = stored.iter().find(|d| d.kind == "panFile").unwrap();
    let name = pan.stored_name.trim_start_matches("private/");
    assert_eq!(app.get(&format!("/media/{name}")).await.status().as_u16(), 404);
    assert_eq!(app.get(&format!("/static/{}", pan.stored_name)).await.status().as_u16(), 404);
});

// Issue 25: PDFs are read by a parser, so the bypasses of a scan are refused: a script in
// an object stream under a PNG predictor, a script in a picture's data that the xref points
// at, a GoToR to a Windows share, and "PDFs" without objects.
on_both_databases!(pdfs_read_by_a_parser_refuse_what_a_scan_let_through, |backend: Backend| async move {
    let app = TestApp::spawn(backend).await.unwrap();
    let (_, token) = app.vendor("parsed-pdf@suppliers.test", false).await;
    let pages = || -> Vec<(u32, Vec<u8>)> {
        vec![
            (2, b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>".to_vec()),
            (3, b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>".to_vec()),
        ]
    };
    let script = "<< /S /JavaScript /JS (app.alert\\(1\\)) >>";
    // An object stream whose rows of 16 bytes are each stored as the difference from the
    // row above (PNG "Up"), then compressed: no name is spelt in the inflated data.
    let members = format!("4 0 {script} ");
    let mut rows = members.into_bytes();
    rows.resize(rows.len().div_ceil(16) * 16, b' ');
    let mut predicted = Vec::new();
    let mut previous = [0u8; 16];
    for row in rows.chunks(16) {
        predicted.push(2);
        predicted.extend(row.iter().zip(previous).map(|(b, p)| b.wrapping_sub(p)));
        previous.copy_from_slice(row);
    }
    let mut zip = flate2::write::ZlibEncoder::new(Vec::new(), flate2::Compression::default());
    std::io::Write::write_all(&mut zip, &predicted).unwrap();
    let object_stream = pdf_stream(
        "/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /DecodeParms << /Predictor 12 /Columns 16 >>",
        &zip.finish().unwrap(),
    );
    let mut bodies = vec![(1, b"<< /Type /Catalog /Pages 2 0 R /OpenAction 4 0 R >>".to_vec())];
    bodies.extend(pages());
    bodies.push((10, object_stream));
    let predictor = pdf_indexed(&bodies, &[1, 2, 3, 10]);
    // The script's object inside a JPEG picture's data, the xref pointing there.
    let mut jpeg = b"\xff\xd8\xff\xe0\x00\x10JFIF\x00\n".to_vec();
    jpeg.extend_from_slice(format!("4 0 obj\n{script}\nendobj\n").as_bytes());
    jpeg.extend_from_slice(b"\xff\xd9");
    let mut bodies = vec![(1, b"<< /Type /Catalog /Pages 2 0 R /OpenAction 4 0 R >>".to_vec())];
    bodies.extend(pages());
    bodies.push((5, pdf_stream("/Type /XObject /Subtype /Image /Width 1 /Height 1 /Filter /DCTDecode", &jpeg)));
    let in_picture = pdf_indexed(&bodies, &[1, 2, 3, 4, 5]);
    let mut bodies = vec![(
        1,
        b"<< /Type /Catalog /Pages 2 0 R /OpenAction << /S /GoToR /F (\\\\\\\\attacker.example\\\\share\\\\x.pdf) /D [0 /Fit] >> >>".to_vec(),
    )];
    bodies.extend(pages());
    let gotor = pdf_indexed(&bodies, &[1, 2, 3]);
    let active = "contains scripts, actions, links to other files or embedded files; it is not accepted";
    let unreadable = "is not a readable PDF document";
    let cases = [
        ("aadharFile", "Aadhar card", predictor, active),
        ("panFile", "PAN card", in_picture, active),
        ("gstFile", "GST certificate", gotor, active),
        (
            "udyamFile",
            "Udyam registration",
            b"%PDF-1.4\n<html><body><script>alert(1)</script></body></html>\n%%EOF\n".to_vec(),
            unreadable,
        ),
        ("msmeFile", "MSME registration", b"%PDF-1.4\n%%EOF\n".to_vec(), unreadable),
    ];
    for (field, label, file, message) in cases {
        let (status, body) =
            apply(&app, &token, registration(vec![(field, part(file, "doc.pdf", "application/pdf"))], &[])).await;
        assert_eq!((status, body["message"].as_str()), (415, Some(format!("{label} {message}").as_str())), "{field}");
    }
    assert_eq!(registrations(&app).await, 0);
    assert!(stored_files(app.data_dir.path()).is_empty(), "nothing stored");
});

// Issue 25: a document picture is decoded to 8 bits a sample and scaled to at most 4000
// pixels a side before it is stored.
on_both_databases!(large_document_pictures_are_stored_scaled_down, |backend: Backend| async move {
    let app = TestApp::spawn(backend).await.unwrap();
    let (vendor, token) = app.vendor("wide-scan@suppliers.test", false).await;
    let wide = image::ImageBuffer::from_fn(4100, 60, |x, y| image::Rgba([x as u16 * 15, y as u16 * 900, 30000, 65535]));
    let mut sixteen_bit = std::io::Cursor::new(Vec::new());
    image::DynamicImage::ImageRgba16(wide).write_to(&mut sixteen_bit, image::ImageFormat::Png).unwrap();
    let file = part(sixteen_bit.into_inner(), "aadhar.png", "image/png");
    let (status, body) = apply(&app, &token, registration(vec![("aadharFile", file)], &[])).await;
    assert_eq!(status, 201, "{body}");
    let (_, admin) = app.admin("scans@admins.test").await;
    let response = app
        .client
        .get(app.url(&format!("/api/v1/vendorRegistration/document/{vendor}/aadharFile")))
        .bearer_auth(&admin)
        .send()
        .await
        .unwrap();
    assert_eq!(response.status().as_u16(), 200);
    let stored = image::load_from_memory(&response.bytes().await.unwrap()).unwrap();
    assert_eq!((stored.width(), stored.height(), stored.color()), (4000, 59, image::ColorType::Rgba8));
});
