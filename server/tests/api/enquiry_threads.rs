//! The conversation on an enquiry: shared by its buyer and its supplier and no one else
//! (admins read it), with files checked as KYC documents are, paged by item number, and
//! each side's unread count.

use foundation::entities::enquiry_messages;
use sea_orm::{EntityTrait, PaginatorTrait};

use crate::helpers::{Backend, Spawn, TestApp};
use crate::mail_support::mail_to;
use crate::on_both_databases;
use crate::supplier_support::{jpeg, pdf, png, png_bomb, stored_files};
use crate::thread_support::{enquire, kinds, new_variety, post_message, supplier_offering, thread, unread};

struct Pair {
    buyer: String,
    supplier: String,
    enquiry: String,
}

async fn pair(app: &TestApp) -> Pair {
    let offered = new_variety(app).await;
    let (_, supplier, listing) = supplier_offering(app, "talk@suppliers.test", &offered, 480).await;
    let (_, buyer) = app.buyer("talk@buyers.test").await;
    let enquiry = enquire(app, &buyer, &listing, "talk-1").await;
    Pair { buyer, supplier, enquiry }
}

on_both_databases!(a_thread_is_shared_by_its_buyer_and_supplier_and_read_by_admins, |backend: Backend| async move {
    let app = Spawn::new(backend).start().await.unwrap();
    let Pair { buyer, supplier, enquiry } = pair(&app).await;
    let (_, other_buyer) = app.buyer("other@buyers.test").await;
    let offered = new_variety(&app).await;
    let (_, other_supplier, _) = supplier_offering(&app, "other@suppliers.test", &offered, 490).await;
    let (_, admin) = app.admin("root@admins.test").await;
    // The new enquiry waits unread in the supplier's inbox; the buyer has nothing unread.
    assert_eq!(unread(&app, "vendor", &supplier).await, (1, 1));
    assert_eq!(unread(&app, "user", &buyer).await, (0, 0));

    let (status, _) = post_message(&app, "user/enquiry", &enquiry, &buyer, Some("Is it grade A?"), None).await;
    assert_eq!(status, 201);
    assert_eq!(unread(&app, "vendor", &supplier).await, (1, 2));
    let mail = mail_to(&app, "talk@suppliers.test").await;
    let last = mail.last().unwrap();
    assert!(last.subject.starts_with("New message from Asha Buyer"), "{}", last.subject);
    assert!(last.text_body.contains(&format!("/vendor/enquiries/{enquiry}")), "links to the enquiry's page");

    // Its buyer, its supplier and an admin read it; another buyer or supplier finds nothing.
    for (area, token) in [("user/enquiry", &buyer), ("vendor/enquiry", &supplier), ("admin/productEnquiry", &admin)] {
        let (status, page) = thread(&app, area, &enquiry, "", token).await;
        assert_eq!(status, 200, "{area}: {page}");
        assert_eq!(kinds(&page), ["message"]);
        assert_eq!(page["data"]["items"][0]["body"], "Is it grade A?");
        assert_eq!(page["data"]["enquiry"]["_id"], enquiry.as_str());
    }
    for (area, token) in [("user/enquiry", &other_buyer), ("vendor/enquiry", &other_supplier)] {
        let (status, page) = thread(&app, area, &enquiry, "", token).await;
        assert_eq!((status, page["message"].as_str()), (404, Some("Enquiry not found")), "{area}");
    }
    let (status, _) = post_message(&app, "user/enquiry", &enquiry, &other_buyer, Some("Me too"), None).await;
    assert_eq!(status, 404);
    let (status, _) = post_message(&app, "vendor/enquiry", &enquiry, &other_supplier, Some("Buy mine"), None).await;
    assert_eq!(status, 404);
    let anonymous = app.client.get(app.url(&format!("/api/v1/user/enquiry/{enquiry}/thread"))).send().await.unwrap();
    assert_eq!(anonymous.status().as_u16(), 401);
    // Opening it marked it read for the supplier; the admin's reading marks nothing.
    assert_eq!(unread(&app, "vendor", &supplier).await, (0, 0));

    // The supplier answers with a specification sheet; the buyer has one unread item.
    let sheet = ("spec-sheet.pdf", pdf());
    let (status, sent) =
        post_message(&app, "vendor/enquiry", &enquiry, &supplier, Some("Spec sheet"), Some(sheet)).await;
    assert_eq!(status, 201, "{sent}");
    assert_eq!(sent["data"]["attachment"]["fileName"], "attachment-2.pdf", "never the sender's own name");
    assert_eq!(unread(&app, "user", &buyer).await, (1, 1));
    let to_buyer = mail_to(&app, "talk@buyers.test").await;
    assert!(to_buyer.last().unwrap().text_body.contains(&format!("/profile/enquiries/{enquiry}")));
    let file = |area: &str, token: &str| {
        let url = app.url(&format!("/api/v1/{area}/{enquiry}/attachment/2"));
        let request = app.client.get(url).bearer_auth(token.to_owned());
        async move { request.send().await.unwrap() }
    };
    for (area, token) in [("user/enquiry", &buyer), ("vendor/enquiry", &supplier), ("admin/productEnquiry", &admin)] {
        let response = file(area, token).await;
        assert_eq!(response.status().as_u16(), 200, "{area}");
        assert!(response.headers()["content-disposition"].to_str().unwrap().starts_with("attachment"));
        assert_eq!(response.headers()["content-type"], "application/pdf");
        assert_eq!(response.bytes().await.unwrap().to_vec(), pdf());
    }
    assert_eq!(file("user/enquiry", &other_buyer).await.status().as_u16(), 404);
    assert_eq!(file("vendor/enquiry", &other_supplier).await.status().as_u16(), 404);
    let (status, page) = thread(&app, "user/enquiry", &enquiry, "", &buyer).await;
    assert_eq!(status, 200);
    assert_eq!(page["data"]["items"][1]["attachment"]["url"], format!("/api/v1/user/enquiry/{enquiry}/attachment/2"));
    assert_eq!(unread(&app, "user", &buyer).await, (0, 0));
});

on_both_databases!(a_thread_is_paged_by_item_number_newest_page_first, |backend: Backend| async move {
    let app = Spawn::new(backend).start().await.unwrap();
    let Pair { buyer, supplier, enquiry } = pair(&app).await;
    for n in 1..=5 {
        let (area, token) = if n % 2 == 0 { ("vendor/enquiry", &supplier) } else { ("user/enquiry", &buyer) };
        let (status, _) = post_message(&app, area, &enquiry, token, Some(&format!("message {n}")), None).await;
        assert_eq!(status, 201);
    }
    let bodies = |page: &serde_json::Value| -> Vec<String> {
        page["data"]["items"].as_array().unwrap().iter().map(|i| i["body"].as_str().unwrap().to_owned()).collect()
    };
    let (_, newest) = thread(&app, "user/enquiry", &enquiry, "?limit=2", &buyer).await;
    assert_eq!(bodies(&newest), ["message 4", "message 5"], "newest last");
    assert_eq!(newest["data"]["older"], 4);
    let (_, middle) = thread(&app, "user/enquiry", &enquiry, "?limit=2&before=4", &buyer).await;
    assert_eq!(bodies(&middle), ["message 2", "message 3"]);
    let (_, first) = thread(&app, "user/enquiry", &enquiry, "?limit=2&before=2", &buyer).await;
    assert_eq!(bodies(&first), ["message 1"]);
    assert!(first["data"]["older"].is_null(), "the first page says so");
    let (status, answer) = thread(&app, "user/enquiry", &enquiry, "?limit=0", &buyer).await;
    assert_eq!((status, answer["message"].as_str()), (400, Some("Limit must be from 1 to 100")));
});

on_both_databases!(attachments_are_refused_as_kyc_documents_are, |backend: Backend| async move {
    let app = Spawn::new(backend).start().await.unwrap();
    let Pair { buyer, enquiry, .. } = pair(&app).await;
    let files_before = stored_files(app.data_dir.path()).len();
    let mut appended = pdf();
    appended.extend_from_slice(b"<html><script>alert(1)</script></html>");
    let scripted = b"%PDF-1.4\n1 0 obj\n<< /Type /Catalog /OpenAction 2 0 R >>\nendobj\n2 0 obj\n<< /S /JavaScript /JS (app.alert(1)) >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n".to_vec();
    let refused: Vec<(&str, &str, Vec<u8>, u16)> = vec![
        ("markup", "page.pdf", b"<html><script>alert(1)</script></html>".to_vec(), 415),
        ("a PDF with data after its end", "sheet.pdf", appended, 415),
        ("a PDF with a script", "sheet.pdf", scripted, 415),
        ("a PNG under a PDF's name", "sheet.pdf", png(8, 8), 415),
        ("a decompression bomb", "bomb.png", png_bomb(30_000, 30_000), 413),
        ("a file over 10 MB", "big.pdf", vec![b'%'; 10 * 1024 * 1024 + 1], 413),
    ];
    for (label, name, bytes, expected) in refused {
        let (status, answer) =
            post_message(&app, "user/enquiry", &enquiry, &buyer, Some("see file"), Some((name, bytes))).await;
        assert_eq!(status, expected, "{label}: {answer}");
        assert_eq!(answer["success"], false, "{label}");
        assert!(answer["message"].as_str().unwrap().starts_with("Attachment"), "{label}: {answer}");
    }
    let (status, answer) = post_message(&app, "user/enquiry", &enquiry, &buyer, Some("  "), None).await;
    assert_eq!((status, answer["errors"]["text"].as_str()), (400, Some("Write a message or attach a file")));
    let too_long = "x".repeat(5001);
    let (status, answer) = post_message(&app, "user/enquiry", &enquiry, &buyer, Some(&too_long), None).await;
    assert_eq!(status, 400, "{answer}");
    assert_eq!(enquiry_messages::Entity::find().count(&app.db).await.unwrap(), 0, "nothing refused was kept");
    assert_eq!(stored_files(app.data_dir.path()).len(), files_before, "no refused file stayed in the store");
    // A picture is taken, written again as KYC pictures are.
    let (status, sent) =
        post_message(&app, "user/enquiry", &enquiry, &buyer, None, Some(("crate.jpg", jpeg(64, 48)))).await;
    assert_eq!(status, 201, "{sent}");
    assert_eq!(sent["data"]["attachment"]["contentType"], "image/jpeg");
});
