//! The admin's site-content calls (SPEC.md section 7, "Admin content"): admins only, the
//! spec's validation messages with per-field errors, files checked by content, replaced
//! and deleted records' files removed from the store, exactly three banner slots, fields
//! round-tripped, each write recorded as admin activity, and what the public pages show.

use foundation::entities::{admin_activity, home_banners};
use reqwest::multipart::{Form, Part};
use sea_orm::{ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter};
use serde_json::{json, Value};

use crate::helpers::{Backend, Spawn, TestApp};
use crate::on_both_databases;
use crate::supplier_support::{part, pdf, png, stored_files};

async fn send(app: &TestApp, method: &str, path: &str, token: Option<&str>, form: Form) -> (u16, Value) {
    let mut request = app.new_browser().request(method.parse().unwrap(), app.url(path)).multipart(form);
    if let Some(token) = token {
        request = request.bearer_auth(token);
    }
    let response = request.send().await.unwrap();
    let status = response.status().as_u16();
    (status, response.json().await.unwrap_or(Value::Null))
}

async fn send_json(app: &TestApp, method: &str, path: &str, token: Option<&str>, body: Value) -> (u16, Value) {
    let mut request = app.new_browser().request(method.parse().unwrap(), app.url(path)).json(&body);
    if let Some(token) = token {
        request = request.bearer_auth(token);
    }
    let response = request.send().await.unwrap();
    let status = response.status().as_u16();
    (status, response.json().await.unwrap_or(Value::Null))
}

fn picture(width: u32) -> Part {
    part(png(width, 20), "picture.png", "image/png")
}

/// The status of a public file's address (`/media/…`).
async fn served(app: &TestApp, url: &str) -> u16 {
    app.get(url).await.status().as_u16()
}

async fn activity_count(app: &TestApp, action: &str) -> u64 {
    admin_activity::Entity::find().filter(admin_activity::Column::Action.eq(action)).count(&app.db).await.unwrap()
}

on_both_databases!(content_writes_are_for_admins_only, |backend: Backend| async move {
    let app = TestApp::spawn(backend).await.unwrap();
    let (_, buyer) = app.buyer("buyer@buyers.test").await;
    let (_, vendor) = app.vendor("vendor@suppliers.test", true).await;
    let (_, faqs) = app.get_json("/api/v1/admin/getFaq").await;
    let before = faqs["faqs"].as_array().unwrap().len();
    let id = "00000000-0000-0000-0000-000000000000";
    let multipart = [
        ("POST", "/api/v1/admin/logoEdit".to_owned()),
        ("POST", "/api/v1/admin/editHomeBanner".to_owned()),
        ("POST", "/api/v1/admin/addReach".to_owned()),
        ("POST", "/api/v1/admin/editReach".to_owned()),
        ("POST", "/api/v1/admin/whychooseus/create".to_owned()),
        ("PUT", format!("/api/v1/admin/whychooseus/{id}")),
        ("POST", "/api/v1/admin/addService".to_owned()),
        ("POST", "/api/v1/admin/additionalService".to_owned()),
        ("PUT", format!("/api/v1/admin/{id}")),
        ("POST", "/api/v1/admin/addTestimonial".to_owned()),
        ("POST", "/api/v1/admin/editTestimonial".to_owned()),
        ("POST", "/api/v1/admin/editFooter".to_owned()),
    ];
    for (method, path) in &multipart {
        let form = || Form::new().text("title", "Hacked").text("description", "x").part("image", picture(10));
        assert_eq!(send(&app, method, path, None, form()).await.0, 401, "{method} {path} as nobody");
        assert_eq!(send(&app, method, path, Some(&buyer), form()).await.0, 403, "{method} {path} as a buyer");
        assert_eq!(send(&app, method, path, Some(&vendor), form()).await.0, 403, "{method} {path} as a supplier");
    }
    let json_calls = [
        ("POST", "/api/v1/admin/addFaq".to_owned()),
        ("POST", "/api/v1/admin/editFaq".to_owned()),
        ("DELETE", format!("/api/v1/admin/deleteFaq/{id}")),
        ("DELETE", format!("/api/v1/admin/deleteReach/{id}")),
        ("DELETE", format!("/api/v1/admin/whychooseus/{id}")),
        ("DELETE", format!("/api/v1/admin/{id}")),
        ("DELETE", format!("/api/v1/admin/deleteTestimonial/{id}")),
    ];
    for (method, path) in &json_calls {
        let body = json!({ "question": "Hacked?", "answer": "Yes" });
        assert_eq!(send_json(&app, method, path, None, body.clone()).await.0, 401, "{method} {path} as nobody");
        let (status, answer) = send_json(&app, method, path, Some(&buyer), body.clone()).await;
        assert_eq!(status, 403, "{method} {path} as a buyer");
        assert_eq!(answer["message"], "Only an admin can do this");
        assert_eq!(send_json(&app, method, path, Some(&vendor), body).await.0, 403, "{method} {path} as a supplier");
    }
    let (_, faqs) = app.get_json("/api/v1/admin/getFaq").await;
    assert_eq!(faqs["faqs"].as_array().unwrap().len(), before, "nothing was written");
    assert!(stored_files(app.data_dir.path()).is_empty(), "no file was stored");
});

on_both_databases!(faq_items_are_added_edited_and_deleted_with_the_spec_messages, |backend: Backend| async move {
    let app = TestApp::spawn(backend).await.unwrap();
    let (_, admin) = app.admin("root@admins.test").await;

    let (status, body) =
        send_json(&app, "POST", "/api/v1/admin/addFaq", Some(&admin), json!({ "question": "  ", "answer": "" })).await;
    assert_eq!(status, 400);
    assert_eq!(body["message"], "Question is required");
    assert_eq!(body["errors"]["question"], "Question is required");
    assert_eq!(body["errors"]["answer"], "Answer is required");

    let question = "Do you ship ₹ samples to Zürich?";
    let (status, body) = send_json(
        &app,
        "POST",
        "/api/v1/admin/addFaq",
        Some(&admin),
        json!({ "question": question, "answer": "Yes, within 7 days." }),
    )
    .await;
    assert_eq!(status, 201, "{body}");
    assert_eq!(body["message"], "FAQ added successfully");
    let id = body["faq"]["_id"].as_str().unwrap().to_owned();
    let (_, list) = app.get_json("/api/v1/admin/getFaq").await;
    let last = list["faqs"].as_array().unwrap().last().unwrap().clone();
    assert_eq!(last, json!({ "_id": id, "question": question, "answer": "Yes, within 7 days." }));

    let (status, body) = send_json(
        &app,
        "POST",
        "/api/v1/admin/editFaq",
        Some(&admin),
        json!({ "_id": id, "question": question, "answer": "" }),
    )
    .await;
    assert_eq!((status, body["errors"]["answer"].as_str()), (400, Some("Answer is required")));
    let (status, body) = send_json(
        &app,
        "POST",
        "/api/v1/admin/editFaq",
        Some(&admin),
        json!({ "_id": id, "question": question, "answer": "Yes, within 5 days." }),
    )
    .await;
    assert_eq!(status, 200);
    assert_eq!(body["message"], "FAQ updated successfully");
    assert_eq!(body["faq"]["answer"], "Yes, within 5 days.");
    let (status, _) = send_json(
        &app,
        "POST",
        "/api/v1/admin/editFaq",
        Some(&admin),
        json!({ "_id": "nope", "question": "Q", "answer": "A" }),
    )
    .await;
    assert_eq!(status, 404);

    let (status, body) =
        send_json(&app, "DELETE", &format!("/api/v1/admin/deleteFaq/{id}"), Some(&admin), json!({})).await;
    assert_eq!((status, body["message"].as_str()), (200, Some("FAQ deleted successfully")));
    let (status, _) =
        send_json(&app, "DELETE", &format!("/api/v1/admin/deleteFaq/{id}"), Some(&admin), json!({})).await;
    assert_eq!(status, 404);
    for action in ["faq.create", "faq.update", "faq.delete"] {
        assert_eq!(activity_count(&app, action).await, 1, "{action} recorded once");
    }
});

on_both_databases!(a_file_of_the_wrong_kind_is_refused_and_nothing_is_kept, |backend: Backend| async move {
    let app = TestApp::spawn(backend).await.unwrap();
    let (_, admin) = app.admin("root@admins.test").await;
    let (_, before) = app.get_json("/api/v1/admin/whychooseus/get").await;
    let html = part(b"<html><script>alert(1)</script></html>".to_vec(), "photo.png", "image/png");
    let form = Form::new().text("title", "Quality").text("description", "Checked").part("image", html);
    let (status, body) = send(&app, "POST", "/api/v1/admin/whychooseus/create", Some(&admin), form).await;
    assert_eq!(status, 415, "{body}");
    assert_eq!(body["message"], "Image must be a JPEG, PNG or WebP image");
    let form = Form::new().text("title", "Quality").text("description", "Checked");
    let (status, body) = send(&app, "POST", "/api/v1/admin/whychooseus/create", Some(&admin), form).await;
    assert_eq!((status, body["errors"]["image"].as_str()), (400, Some("Image is required")));
    let (_, after) = app.get_json("/api/v1/admin/whychooseus/get").await;
    assert_eq!(before, after);
    assert!(stored_files(app.data_dir.path()).is_empty());
    // The brochure takes a PDF only, by content.
    let footer = Form::new()
        .text("phone", "+91 22 4890 2300")
        .text("email", "info@tradehub.example")
        .text("address", "Mumbai")
        .part("brochure", part(png(10, 10), "brochure.pdf", "application/pdf"));
    let (status, _) = send(&app, "POST", "/api/v1/admin/editFooter", Some(&admin), footer).await;
    assert_eq!(status, 415);
    let footer = Form::new()
        .text("phone", "+91 22 4890 2300")
        .text("email", "info@tradehub.example")
        .text("address", "Mumbai")
        .part("brochure", part(png(10, 10), "brochure.png", "image/png"));
    let (status, body) = send(&app, "POST", "/api/v1/admin/editFooter", Some(&admin), footer).await;
    assert_eq!((status, body["message"].as_str()), (415, Some("Brochure must be a PDF document")));
    assert!(stored_files(app.data_dir.path()).is_empty());
});

on_both_databases!(a_replaced_or_deleted_records_image_leaves_the_store, |backend: Backend| async move {
    let app = TestApp::spawn(backend).await.unwrap();
    let (_, admin) = app.admin("root@admins.test").await;
    let form =
        Form::new().text("title", "Cold chain").text("description", "Reefer containers").part("image", picture(30));
    let (status, body) = send(&app, "POST", "/api/v1/admin/whychooseus/create", Some(&admin), form).await;
    assert_eq!(status, 201, "{body}");
    assert_eq!(body["message"], "Entry created successfully");
    let id = body["data"]["_id"].as_str().unwrap().to_owned();
    let first = body["data"]["image"].as_str().unwrap().to_owned();
    assert!(first.starts_with("/media/"));
    assert_eq!(served(&app, &first).await, 200);

    // Text only: the image stays.
    let form = Form::new().text("title", "Cold chain logistics").text("description", "Reefer containers");
    let (status, body) = send(&app, "PUT", &format!("/api/v1/admin/whychooseus/{id}"), Some(&admin), form).await;
    assert_eq!((status, body["data"]["image"].as_str()), (200, Some(first.as_str())));
    assert_eq!(body["message"], "Entry updated successfully");

    let form = Form::new()
        .text("title", "Cold chain logistics")
        .text("description", "Reefer containers")
        .part("image", picture(40));
    let (_, body) = send(&app, "PUT", &format!("/api/v1/admin/whychooseus/{id}"), Some(&admin), form).await;
    let second = body["data"]["image"].as_str().unwrap().to_owned();
    assert_ne!(first, second);
    assert_eq!(served(&app, &first).await, 404, "the replaced image is gone from the store");
    assert_eq!(served(&app, &second).await, 200);
    assert_eq!(stored_files(app.data_dir.path()).len(), 1);

    let (status, body) =
        send_json(&app, "DELETE", &format!("/api/v1/admin/whychooseus/{id}"), Some(&admin), json!({})).await;
    assert_eq!((status, body["message"].as_str()), (200, Some("Entry deleted successfully")));
    assert_eq!(served(&app, &second).await, 404, "a deleted record's image is gone");
    assert!(stored_files(app.data_dir.path()).is_empty());

    // The logo alike.
    let (_, body) =
        send(&app, "POST", "/api/v1/admin/logoEdit", Some(&admin), Form::new().part("logo", picture(20))).await;
    assert_eq!(body["message"], "Logo updated successfully!");
    let logo = body["logo"]["logo"].as_str().unwrap().to_owned();
    let (_, body) =
        send(&app, "POST", "/api/v1/admin/logoEdit", Some(&admin), Form::new().part("logo", picture(25))).await;
    assert_eq!(served(&app, &logo).await, 404);
    assert_eq!(served(&app, body["logo"]["logo"].as_str().unwrap()).await, 200);
});

fn banner_form(headings: [&str; 3]) -> Form {
    Form::new()
        .text("banner1_heading", headings[0].to_owned())
        .text("banner2_heading", headings[1].to_owned())
        .text("banner3_heading", headings[2].to_owned())
}

on_both_databases!(the_home_banner_has_exactly_three_slots, |backend: Backend| async move {
    let app = TestApp::spawn(backend).await.unwrap();
    let (_, admin) = app.admin("root@admins.test").await;
    let (_, before) = app.get_json("/api/v1/admin/getHomeBanner").await;
    let banner_id = before["banner"][0]["_id"].as_str().unwrap().to_owned();

    let form = banner_form(["One", "Two", "Three"]).text("banner4_heading", "Four");
    let (status, body) = send(&app, "POST", "/api/v1/admin/editHomeBanner", Some(&admin), form).await;
    assert_eq!((status, body["message"].as_str()), (400, Some("The home banner has exactly three slots")));
    let form = banner_form(["One", "Two", "Three"]).part("banner4_image", picture(10));
    let (status, _) = send(&app, "POST", "/api/v1/admin/editHomeBanner", Some(&admin), form).await;
    assert_eq!(status, 400, "a fourth image is refused too");
    let form = banner_form(["One", " ", "Three"]);
    let (status, body) = send(&app, "POST", "/api/v1/admin/editHomeBanner", Some(&admin), form).await;
    assert_eq!((status, body["errors"]["banner2_heading"].as_str()), (400, Some("Banner 2 heading is required")));

    let form = banner_form(["Spices of Kerala", "Alphonso season", "Cotton from Gujarat"])
        .text("bannerId", banner_id.clone())
        .text("banner2_subtitle", "Direct from Ratnagiri")
        .part("banner2_image", picture(60));
    let (status, body) = send(&app, "POST", "/api/v1/admin/editHomeBanner", Some(&admin), form).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["message"], "Banner updated successfully!");
    let (_, after) = app.get_json("/api/v1/admin/getHomeBanner").await;
    let banners = after["banner"].as_array().unwrap();
    assert_eq!(banners.len(), 1);
    let b = &banners[0];
    assert_eq!(b["_id"], banner_id);
    assert_eq!(
        (b["banner1_heading"].as_str(), b["banner2_heading"].as_str(), b["banner3_heading"].as_str()),
        (Some("Spices of Kerala"), Some("Alphonso season"), Some("Cotton from Gujarat"))
    );
    assert_eq!(b["banner2_subtitle"], "Direct from Ratnagiri");
    assert_eq!(b["banner1_subtitle"], before["banner"][0]["banner1_subtitle"], "an unsent subtitle is kept");
    assert_eq!(b["banner1_image"], before["banner"][0]["banner1_image"], "an unsent image is kept");
    assert!(b["banner2_image"].as_str().unwrap().starts_with("/media/"));
    assert_eq!(home_banners::Entity::find().count(&app.db).await.unwrap(), 1);
    let (status, _) = send(
        &app,
        "POST",
        "/api/v1/admin/editHomeBanner",
        Some(&admin),
        banner_form(["a", "b", "c"]).text("bannerId", "other"),
    )
    .await;
    assert_eq!(status, 404);
});

on_both_databases!(reach_items_and_core_values_go_through_the_reach_calls, |backend: Backend| async move {
    let app = TestApp::spawn(backend).await.unwrap();
    let (_, admin) = app.admin("root@admins.test").await;
    let (status, body) = send(
        &app,
        "POST",
        "/api/v1/admin/addReach",
        Some(&admin),
        Form::new().text("reachName", "").text("description", ""),
    )
    .await;
    assert_eq!(status, 400);
    assert_eq!(body["errors"]["reachName"], "Reach name is required");
    assert_eq!(body["errors"]["description"], "Description is required");

    let (status, body) = send(
        &app,
        "POST",
        "/api/v1/admin/addReach",
        Some(&admin),
        Form::new().text("reachName", "Africa").text("description", "12 ports"),
    )
    .await;
    assert_eq!((status, body["message"].as_str()), (201, Some("Reach added successfully!")));
    let reach_id = body["reach"]["_id"].as_str().unwrap().to_owned();
    let (status, body) = send(
        &app,
        "POST",
        "/api/v1/admin/addReach",
        Some(&admin),
        Form::new().text("coreValuesName", "Fairness").text("description", "Fair prices").part("image", picture(12)),
    )
    .await;
    assert_eq!(status, 201, "{body}");
    assert!(body["reach"].is_null());
    let core_id = body["coreValue"]["_id"].as_str().unwrap().to_owned();
    let (_, core) = app.get_json("/api/v1/admin/getCoreValues").await;
    assert!(core["coreValues"]
        .as_array()
        .unwrap()
        .iter()
        .any(|c| c["coreValuesName"] == "Fairness" && c["description"] == "Fair prices"));

    let form = Form::new()
        .text("reachId", core_id.clone())
        .text("coreValuesName", "Fair trade")
        .text("description", "Fair prices always");
    let (status, body) = send(&app, "POST", "/api/v1/admin/editReach", Some(&admin), form).await;
    assert_eq!((status, body["message"].as_str()), (200, Some("Event updated successfully!")));
    assert_eq!(body["coreValue"]["coreValuesName"], "Fair trade");
    assert!(body["coreValue"]["image"].as_str().unwrap().starts_with("/media/"), "the image is kept");
    let form = Form::new()
        .text("reachId", reach_id.clone())
        .text("reachName", "Africa & Middle East")
        .text("description", "14 ports");
    let (_, body) = send(&app, "POST", "/api/v1/admin/editReach", Some(&admin), form).await;
    assert_eq!(body["reach"]["reachName"], "Africa & Middle East");
    let (status, _) = send(
        &app,
        "POST",
        "/api/v1/admin/editReach",
        Some(&admin),
        Form::new().text("reachId", "none").text("reachName", "x").text("description", "y"),
    )
    .await;
    assert_eq!(status, 404);

    for id in [&reach_id, &core_id] {
        let (status, body) =
            send_json(&app, "DELETE", &format!("/api/v1/admin/deleteReach/{id}"), Some(&admin), json!({})).await;
        assert_eq!((status, body["message"].as_str()), (200, Some("Reach deleted successfully!")));
    }
    assert!(stored_files(app.data_dir.path()).is_empty(), "the core value's image went with it");
    assert_eq!(activity_count(&app, "corevalue.delete").await, 1);
    assert_eq!(activity_count(&app, "reach.delete").await, 1);
});

on_both_databases!(services_and_additional_services_share_put_and_delete, |backend: Backend| async move {
    let app = TestApp::spawn(backend).await.unwrap();
    let (_, admin) = app.admin("root@admins.test").await;
    let (status, body) = send(
        &app,
        "POST",
        "/api/v1/admin/addService",
        Some(&admin),
        Form::new().text("title", "Sourcing").text("description", "We find"),
    )
    .await;
    assert_eq!(status, 400);
    assert_eq!(body["errors"]["subtitle"], "Subtitle is required");
    assert_eq!(body["errors"]["image"], "Image is required");

    let form = Form::new()
        .text("title", "Sourcing")
        .text("subtitle", "Farm to port")
        .text("description", "We find growers")
        .part("image", picture(16));
    let (status, body) = send(&app, "POST", "/api/v1/admin/addService", Some(&admin), form).await;
    assert_eq!((status, body["message"].as_str()), (201, Some("Service created successfully")));
    let service = body["data"].clone();
    let form = Form::new().text("title", "IT Setup").text("description", "Complete IT").part("image", picture(18));
    let (status, body) = send(&app, "POST", "/api/v1/admin/additionalService", Some(&admin), form).await;
    assert_eq!(status, 201);
    let extra = body["data"].clone();
    assert!(extra.get("subtitle").is_none());

    let form = Form::new().text("title", "Complete IT Setup").text("description", "Networks and ERP");
    let (status, body) =
        send(&app, "PUT", &format!("/api/v1/admin/{}", extra["_id"].as_str().unwrap()), Some(&admin), form).await;
    assert_eq!((status, body["message"].as_str()), (200, Some("Service updated successfully")));
    assert_eq!(body["additionalService"]["title"], "Complete IT Setup");
    assert!(body["service"].is_null());
    let form = Form::new().text("title", "Sourcing").text("subtitle", "").text("description", "x");
    let (status, body) =
        send(&app, "PUT", &format!("/api/v1/admin/{}", service["_id"].as_str().unwrap()), Some(&admin), form).await;
    assert_eq!((status, body["errors"]["subtitle"].as_str()), (400, Some("Subtitle is required")));
    let (_, list) = app.get_json("/api/v1/admin/getService").await;
    assert!(list["data"].as_array().unwrap().contains(&service), "fields round-trip: {service}");

    for id in [service["_id"].as_str().unwrap(), extra["_id"].as_str().unwrap()] {
        let (status, body) = send_json(&app, "DELETE", &format!("/api/v1/admin/{id}"), Some(&admin), json!({})).await;
        assert_eq!((status, body["message"].as_str()), (200, Some("Service deleted successfully")));
    }
    assert!(stored_files(app.data_dir.path()).is_empty());
    // The fixed admin paths are not shadowed by admin/{id}.
    let (status, _) = app.get_json("/api/v1/admin/getService").await;
    assert_eq!(status, 200);
});

on_both_databases!(testimonials_round_trip, |backend: Backend| async move {
    let app = TestApp::spawn(backend).await.unwrap();
    let (_, admin) = app.admin("root@admins.test").await;
    let (status, body) = send(
        &app,
        "POST",
        "/api/v1/admin/addTestimonial",
        Some(&admin),
        Form::new().text("name", "").text("comment", ""),
    )
    .await;
    assert_eq!(status, 400);
    assert_eq!(body["errors"]["name"], "Name is required");
    let form = Form::new()
        .text("name", "Priya Nair")
        .text("course", "Nair Foods, Dubai")
        .text("comment", "Reliable mangoes.")
        .text("rating", "4")
        .part("profile", picture(24));
    let (status, body) = send(&app, "POST", "/api/v1/admin/addTestimonial", Some(&admin), form).await;
    assert_eq!((status, body["message"].as_str()), (201, Some("Testimonial added successfully!")));
    let t = body["testimonial"].clone();
    assert_eq!(
        (t["name"].as_str(), t["course"].as_str(), t["rating"].as_i64()),
        (Some("Priya Nair"), Some("Nair Foods, Dubai"), Some(4))
    );
    let form = Form::new()
        .text("id", t["_id"].as_str().unwrap().to_owned())
        .text("name", "Priya Nair")
        .text("course", "Nair Foods")
        .text("comment", "Very reliable.")
        .text("rating", "9");
    let (status, body) = send(&app, "POST", "/api/v1/admin/editTestimonial", Some(&admin), form).await;
    assert_eq!((status, body["errors"]["rating"].as_str()), (400, Some("Rating must be a whole number from 1 to 5")));
    let form = Form::new()
        .text("id", t["_id"].as_str().unwrap().to_owned())
        .text("name", "Priya Nair")
        .text("course", "Nair Foods")
        .text("comment", "Very reliable.");
    let (status, body) = send(&app, "POST", "/api/v1/admin/editTestimonial", Some(&admin), form).await;
    assert_eq!((status, body["message"].as_str()), (200, Some("Testimonial updated successfully!")));
    assert_eq!(body["testimonial"]["profile"], t["profile"]);
    let (status, body) = send_json(
        &app,
        "DELETE",
        &format!("/api/v1/admin/deleteTestimonial/{}", t["_id"].as_str().unwrap()),
        Some(&admin),
        json!({}),
    )
    .await;
    assert_eq!((status, body["message"].as_str()), (200, Some("Testimonial deleted successfully!")));
    assert!(stored_files(app.data_dir.path()).is_empty());
});

fn footer_form() -> Form {
    Form::new()
        .text("phone", "+91 22 4890 2300")
        .text("phone2", "+91 22 4890 2399")
        .text("email", "info@tradehub.example")
        .text("email2", "export@tradehub.example")
        .text("address", "Unit 9, Nariman Point, Mumbai 400021")
        .text("businessHours", "Mon-Sat: 9:30 AM-7:00 PM\nSunday: Closed")
        .text("mapLatitude", "18.9256")
        .text("mapLongitude", "72.8242")
}

on_both_databases!(footer_details_map_and_brochure_reach_the_public_pages, |backend: Backend| async move {
    let app = TestApp::spawn(backend).await.unwrap();
    let (_, admin) = app.admin("root@admins.test").await;
    let bad = Form::new()
        .text("phone", "call me")
        .text("email", "nope")
        .text("address", "")
        .text("mapLatitude", "95")
        .text("mapLongitude", "72");
    let (status, body) = send(&app, "POST", "/api/v1/admin/editFooter", Some(&admin), bad).await;
    assert_eq!(status, 400);
    assert_eq!(body["errors"]["phone"], "Phone number is invalid");
    assert_eq!(body["errors"]["email"], "Email is invalid");
    assert_eq!(body["errors"]["address"], "Address is required");
    assert_eq!(body["errors"]["mapLatitude"], "Latitude must be a number from -90 to 90");
    let half = Form::new()
        .text("phone", "+91 22 4890 2300")
        .text("email", "a@b.example")
        .text("address", "Mumbai")
        .text("mapLongitude", "72");
    let (_, body) = send(&app, "POST", "/api/v1/admin/editFooter", Some(&admin), half).await;
    assert_eq!(body["errors"]["mapLatitude"], "Give both latitude and longitude, or neither");

    let (status, body) = send(
        &app,
        "POST",
        "/api/v1/admin/editFooter",
        Some(&admin),
        footer_form().part("brochure", part(pdf(), "b.pdf", "application/pdf")),
    )
    .await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["message"], "Footer updated successfully!");
    let footer = &body["footer"];
    assert_eq!(footer["phone2"], "+91 22 4890 2399");
    assert_eq!(
        footer["businessHours"],
        json!([{ "days": "Mon-Sat", "time": "9:30 AM-7:00 PM" }, { "days": "Sunday", "time": "Closed" }])
    );
    assert_eq!(footer["brochure"], "/api/v1/brochure");
    assert!(footer["map"]["embedUrl"]
        .as_str()
        .unwrap()
        .starts_with("https://www.openstreetmap.org/export/embed.html?bbox="));

    let brochure = app.get("/api/v1/brochure").await;
    assert_eq!(brochure.status().as_u16(), 200);
    assert_eq!(brochure.headers()["content-type"], "application/pdf");
    assert_eq!(brochure.bytes().await.unwrap().as_ref(), pdf().as_slice());
    let (_, contact) = app.get_json("/_data/contact").await;
    let data = &contact["data"];
    assert_eq!(data["phones"], json!(["+91 22 4890 2300", "+91 22 4890 2399"]));
    assert_eq!(data["emails"], json!(["info@tradehub.example", "export@tradehub.example"]));
    assert_eq!(data["businessHours"][0]["days"], "Mon-Sat");
    assert_eq!(data["map"]["latitude"], 18.9256);
    let (_, html) = app.get_text("/contact").await;
    assert!(html.contains("Unit 9, Nariman Point") && html.contains("9:30 AM-7:00 PM"));
    let csp = app.get("/contact").await.headers()["content-security-policy"].to_str().unwrap().to_owned();
    assert!(csp.contains("frame-src https://www.openstreetmap.org"));
    let (_, html) = app.get_text("/").await;
    assert!(html.contains("/api/v1/brochure"), "the footer's Brochure serves the file");

    // A new brochure replaces the old file; removing it leaves none.
    let (status, _) = send(
        &app,
        "POST",
        "/api/v1/admin/editFooter",
        Some(&admin),
        footer_form().part("brochure", part(pdf(), "c.pdf", "application/pdf")),
    )
    .await;
    assert_eq!(status, 200);
    assert_eq!(stored_files(app.data_dir.path()).len(), 1, "the old brochure left the store");
    let (status, body) =
        send(&app, "POST", "/api/v1/admin/editFooter", Some(&admin), footer_form().text("removeBrochure", "true"))
            .await;
    assert_eq!((status, &body["footer"]["brochure"]), (200, &Value::Null));
    assert!(stored_files(app.data_dir.path()).is_empty());
    assert_eq!(app.get("/api/v1/brochure").await.status().as_u16(), 404);
});

on_both_databases!(
    a_content_write_shows_on_the_home_page_at_once_while_product_pages_stay_cached,
    |backend: Backend| async move {
        let app = Spawn::new(backend).demo().start().await.unwrap();
        let (_, admin) = app.admin("root@admins.test").await;
        let (_, products) = app.get_json("/api/v1/admin/product/getAllProducts").await;
        let category = format!("/products/{}", products["products"][0]["categorySlug"].as_str().unwrap());
        let (_, faqs) = app.get_json("/api/v1/admin/getFaq").await;
        let faq = faqs["faqs"][0].clone();
        for path in ["/", category.as_str()] {
            assert_eq!(app.get_text(path).await.0, 200);
        }
        let warm = app.state.renderer.renders();
        assert_eq!(app.get_text(&category).await.0, 200);
        assert_eq!(app.state.renderer.renders(), warm, "the category page is cached");

        // Closed answers are in the page's props (the accordion renders the open one only).
        let answer = "We now export to 52 countries from 3 ports.";
        let body = json!({ "_id": faq["_id"], "question": faq["question"], "answer": answer });
        assert_eq!(send_json(&app, "POST", "/api/v1/admin/editFaq", Some(&admin), body).await.0, 200);
        let (_, html) = app.get_text("/").await;
        assert!(html.contains(answer), "the home page shows the new answer at once");
        assert_eq!(app.state.renderer.renders(), warm + 1, "only the home page was rendered again");
        assert_eq!(app.get_text(&category).await.0, 200);
        assert_eq!(app.state.renderer.renders(), warm + 1, "the product page stayed cached");

        // The banner heading alike.
        let (_, banner) = app.get_json("/api/v1/admin/getHomeBanner").await;
        let b = &banner["banner"][0];
        let form = banner_form([
            "Saffron routes, fresh each week",
            b["banner2_heading"].as_str().unwrap(),
            b["banner3_heading"].as_str().unwrap(),
        ]);
        assert_eq!(send(&app, "POST", "/api/v1/admin/editHomeBanner", Some(&admin), form).await.0, 200);
        assert!(app.get_text("/").await.1.contains("Saffron routes, fresh each week"));

        // The logo is on every page: a logo write drops the product page too.
        let before = app.state.renderer.renders();
        assert_eq!(
            send(&app, "POST", "/api/v1/admin/logoEdit", Some(&admin), Form::new().part("logo", picture(32))).await.0,
            200
        );
        assert_eq!(app.get_text(&category).await.0, 200);
        assert_eq!(app.state.renderer.renders(), before + 1);
    }
);
