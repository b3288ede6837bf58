//! The admin activity: every admin write route leaves exactly one record (walked from the
//! OpenAPI document, so routes added later are covered), the Activity list filters and pages
//! on the server, and no call changes or deletes a record.

use domain::admin_activity::{record, Activity, AdminActor};
use foundation::entities::{admin_activity, footer_settings, general_enquiries, home_banners, logos};
use sea_orm::{ActiveModelTrait, EntityTrait, Set};
use serde_json::{json, Value};

use crate::admin_enquiries::{activity, call, listing, seed_enquiry, Seed};
use crate::admin_products::{create_mango, edit_texts, mango_texts};
use crate::admin_registrations::applied;
use crate::authorization::{Access, RULES};
use crate::helpers::{Backend, Spawn, TestApp};
use crate::on_both_databases;
use crate::supplier_support::{part, pdf, png};

/// What a walked write route is sent.
enum Body {
    None,
    Json(Value),
    /// Multipart text fields and uploads `(name, file name, bytes)`.
    Form(Vec<(&'static str, String)>, Vec<(&'static str, &'static str, Vec<u8>)>),
}

/// The record a walked route's activity entry must name.
enum Expect {
    /// This id, known before the call.
    Id(String),
    /// The record the call creates: the `_id` in its answer.
    Created,
    /// The one row of a single-row table, as it is after the call.
    Only(&'static str),
}

fn image() -> Vec<u8> {
    png(12, 12)
}

/// Calls `url` as `token` with `body`: the status and the answer's text.
async fn send(app: &TestApp, token: &str, method: &str, url: &str, body: Body) -> (u16, String) {
    let request = app.new_browser().request(method.to_uppercase().parse().unwrap(), app.url(url)).bearer_auth(token);
    let request = match body {
        Body::None => request,
        Body::Json(value) => request.json(&value),
        Body::Form(fields, files) => {
            let mut form = reqwest::multipart::Form::new();
            for (name, value) in fields {
                form = form.text(name, value);
            }
            for (name, file_name, bytes) in files {
                let mime = if file_name.ends_with(".pdf") { "application/pdf" } else { "image/png" };
                form = form.part(name, part(bytes, file_name, mime));
            }
            request.multipart(form)
        }
    };
    let response = request.send().await.unwrap();
    let status = response.status().as_u16();
    (status, response.text().await.unwrap_or_default())
}

/// The first `_id` anywhere in an answer (a created record's own, the answers having no other).
fn first_id(answer: &Value) -> Option<String> {
    match answer {
        Value::Object(map) => {
            map.get("_id").and_then(Value::as_str).map(str::to_owned).or_else(|| map.values().find_map(first_id))
        }
        Value::Array(items) => items.iter().find_map(first_id),
        _ => None,
    }
}

/// Creates a record through its own admin route (before the walked call is measured): its id.
async fn made(app: &TestApp, admin: &str, method: &str, url: &str, body: Body) -> String {
    let (status, text) = send(app, admin, method, url, body).await;
    assert!((200..300).contains(&status), "{method} {url}: {status} {text}");
    first_id(&serde_json::from_str(&text).unwrap()).unwrap_or_else(|| panic!("{url}: no _id in {text}"))
}

fn fields(pairs: &[(&'static str, &str)]) -> Vec<(&'static str, String)> {
    pairs.iter().map(|(k, v)| (*k, (*v).to_owned())).collect()
}

/// How to call one admin write route for real: the URL with its ids, the body, and the
/// record its activity entry must name. A route missing here fails the walk: add it.
async fn prepare(app: &TestApp, admin: &str, method: &str, path: &str, n: usize) -> Option<(String, Body, Expect)> {
    let with = |id: &str| path.replace("{id}", id);
    let faq = || Body::Json(json!({ "question": "Do you ship?", "answer": "Yes." }));
    let reach = || Body::Form(fields(&[("reachName", "Africa"), ("description", "12 ports")]), vec![]);
    let testimonial = || Body::Form(fields(&[("name", "Priya Nair"), ("comment", "Reliable.")]), vec![]);
    let entry = |with_image: bool| {
        Body::Form(
            fields(&[("title", "Cold chain"), ("description", "Reefers")]),
            if with_image { vec![("image", "a.png", image())] } else { vec![] },
        )
    };
    let service = || {
        Body::Form(
            fields(&[("title", "Sourcing"), ("subtitle", "Farm to port"), ("description", "We find growers")]),
            vec![("image", "a.png", image())],
        )
    };
    Some(match (method, path) {
        ("post", "/api/v1/admin/orders/{id}/status") => {
            let order = crate::orders::deal(app, 900 + n, "advance").await.order;
            let correction = json!({ "status": "confirmed", "note": "The supplier confirmed by phone" });
            (with(&order), Body::Json(correction), Expect::Id(order))
        }
        ("put", "/api/v1/user/enquiry/{id}/status") => {
            let id = seed_enquiry(
                app,
                Seed { name: "Walk", email: "walk@x.test", product: "Mango", status: "pending", age: 1 },
            )
            .await;
            (with(&id), Body::Json(json!({ "status": "processing" })), Expect::Id(id))
        }
        ("delete", "/api/v1/user/enquiry/{id}") => {
            let id = seed_enquiry(
                app,
                Seed { name: "Walk", email: "walk@x.test", product: "Mango", status: "pending", age: 1 },
            )
            .await;
            (with(&id), Body::None, Expect::Id(id))
        }
        ("post", "/api/v1/admin/editEnquiry") => {
            let id = general_enquiry(app).await;
            (path.to_owned(), Body::Json(json!({ "id": id, "status": "Close" })), Expect::Id(id))
        }
        ("delete", "/api/v1/vendorProduct/delete/{id}") => {
            let id = listing(app, &format!("walk{n}@suppliers.test")).await;
            (with(&id), Body::None, Expect::Id(id))
        }
        ("post", "/api/v1/admin/addFaq") => (path.to_owned(), faq(), Expect::Created),
        ("post", "/api/v1/admin/editFaq") => {
            let id = made(app, admin, "post", "/api/v1/admin/addFaq", faq()).await;
            (
                path.to_owned(),
                Body::Json(json!({ "_id": id, "question": "Do you ship abroad?", "answer": "Yes." })),
                Expect::Id(id),
            )
        }
        ("delete", "/api/v1/admin/deleteFaq/{id}") => {
            let id = made(app, admin, "post", "/api/v1/admin/addFaq", faq()).await;
            (with(&id), Body::None, Expect::Id(id))
        }
        ("post", "/api/v1/admin/addReach") => (path.to_owned(), reach(), Expect::Created),
        ("post", "/api/v1/admin/editReach") => {
            let id = made(app, admin, "post", "/api/v1/admin/addReach", reach()).await;
            (
                path.to_owned(),
                Body::Form(
                    fields(&[("reachId", &id), ("reachName", "Africa & Middle East"), ("description", "14 ports")]),
                    vec![],
                ),
                Expect::Id(id),
            )
        }
        ("delete", "/api/v1/admin/deleteReach/{id}") => {
            let id = made(app, admin, "post", "/api/v1/admin/addReach", reach()).await;
            (with(&id), Body::None, Expect::Id(id))
        }
        ("post", "/api/v1/admin/addTestimonial") => (path.to_owned(), testimonial(), Expect::Created),
        ("post", "/api/v1/admin/editTestimonial") => {
            let id = made(app, admin, "post", "/api/v1/admin/addTestimonial", testimonial()).await;
            (
                path.to_owned(),
                Body::Form(fields(&[("id", &id), ("name", "Priya Nair"), ("comment", "Very reliable.")]), vec![]),
                Expect::Id(id),
            )
        }
        ("delete", "/api/v1/admin/deleteTestimonial/{id}") => {
            let id = made(app, admin, "post", "/api/v1/admin/addTestimonial", testimonial()).await;
            (with(&id), Body::None, Expect::Id(id))
        }
        ("post", "/api/v1/admin/whychooseus/create") => (path.to_owned(), entry(true), Expect::Created),
        ("put", "/api/v1/admin/whychooseus/{id}") => {
            let id = made(app, admin, "post", "/api/v1/admin/whychooseus/create", entry(true)).await;
            (with(&id), entry(false), Expect::Id(id))
        }
        ("delete", "/api/v1/admin/whychooseus/{id}") => {
            let id = made(app, admin, "post", "/api/v1/admin/whychooseus/create", entry(true)).await;
            (with(&id), Body::None, Expect::Id(id))
        }
        ("post", "/api/v1/admin/addService") => (path.to_owned(), service(), Expect::Created),
        ("post", "/api/v1/admin/additionalService") => (path.to_owned(), entry(true), Expect::Created),
        ("put", "/api/v1/admin/{id}") => {
            let id = made(app, admin, "post", "/api/v1/admin/additionalService", entry(true)).await;
            (with(&id), entry(false), Expect::Id(id))
        }
        ("delete", "/api/v1/admin/{id}") => {
            let id = made(app, admin, "post", "/api/v1/admin/addService", service()).await;
            (with(&id), Body::None, Expect::Id(id))
        }
        ("post", "/api/v1/admin/exchangeRates") => {
            let today = chrono::Utc::now().date_naive().format("%Y-%m-%d").to_string();
            let rate = json!({ "currency": "USD", "rate": "83.5", "date": today });
            (path.to_owned(), Body::Json(rate), Expect::Id(format!("USD:{today}")))
        }
        ("post", "/api/v1/admin/logoEdit") => {
            (path.to_owned(), Body::Form(vec![], vec![("logo", "logo.png", image())]), Expect::Only("logo"))
        }
        ("post", "/api/v1/admin/editHomeBanner") => {
            let headings =
                fields(&[("banner1_heading", "Spices"), ("banner2_heading", "Mangoes"), ("banner3_heading", "Cotton")]);
            (path.to_owned(), Body::Form(headings, vec![]), Expect::Only("banner"))
        }
        ("post", "/api/v1/admin/editFooter") => {
            let footer =
                fields(&[("phone", "+91 22 4890 2300"), ("email", "info@tradehub.example"), ("address", "Mumbai")]);
            (path.to_owned(), Body::Form(footer, vec![("brochure", "b.pdf", pdf())]), Expect::Only("footer"))
        }
        ("post", "/api/v1/admin/product/createProduct") => {
            let pictures = vec![
                ("mainImage", "main.png", image()),
                ("varietyImages", "a.png", image()),
                ("varietyImages", "b.png", image()),
            ];
            (
                path.to_owned(),
                Body::Form(mango_texts(&format!("Walk mango {n}"), &format!("Walk fruits {n}")), pictures),
                Expect::Created,
            )
        }
        ("put", "/api/v1/admin/product/{id}") => {
            let product = create_mango(app, admin, &format!("Walk mango {n}"), &format!("Walk fruits {n}")).await;
            let id = product["_id"].as_str().unwrap().to_owned();
            (with(&id), Body::Form(edit_texts(&product, product["varieties"].clone()), vec![]), Expect::Id(id))
        }
        ("delete", "/api/v1/admin/product/{id}") => {
            let product = create_mango(app, admin, &format!("Walk mango {n}"), &format!("Walk fruits {n}")).await;
            let id = product["_id"].as_str().unwrap().to_owned();
            (with(&id), Body::None, Expect::Id(id))
        }
        ("patch", "/api/v1/user/updateUser/{id}") => {
            let (id, _) = app.buyer(&format!("walk{n}@buyers.test")).await;
            (with(&id), Body::Json(json!({ "isBlocked": true })), Expect::Id(id))
        }
        ("patch", "/api/v1/vendor/updateVendor/{id}") => {
            let (id, _) = app.vendor(&format!("walk{n}@suppliers.test"), true).await;
            (with(&id), Body::Json(json!({ "isBlocked": true })), Expect::Id(id))
        }
        ("patch", "/api/v1/vendorProduct/status/{id}") => {
            let id = listing(app, &format!("walk{n}@suppliers.test")).await;
            (with(&id), Body::Json(json!({ "isActive": false })), Expect::Id(id))
        }
        // Verification and rejection are of the supplier: the URL and the record name the vendor.
        ("patch", "/api/v1/vendorRegistration/verify/{id}") => {
            let (vendor, _, _) = applied(app, &format!("walk{n}@suppliers.test")).await;
            (with(&vendor), Body::Json(json!({})), Expect::Id(vendor))
        }
        ("patch", "/api/v1/vendorRegistration/reject/{id}") => {
            let (vendor, _, _) = applied(app, &format!("walk{n}@suppliers.test")).await;
            (with(&vendor), Body::Json(json!({ "reason": "Blurred PAN card" })), Expect::Id(vendor))
        }
        ("put", "/api/v1/vendorRegistration/update/{id}") => {
            let (_, _, id) = applied(app, &format!("walk{n}@suppliers.test")).await;
            let contact = json!({ "name": "Konkan Exports", "email": format!("walk{n}b@suppliers.test"), "phone": "+91 99999 11111" });
            (with(&id), Body::Json(contact), Expect::Id(id))
        }
        ("delete", "/api/v1/vendorRegistration/delete/{id}") => {
            let (_, _, id) = applied(app, &format!("walk{n}@suppliers.test")).await;
            (with(&id), Body::None, Expect::Id(id))
        }
        _ => return None,
    })
}

/// The id of the one row of a single-row table.
async fn only(app: &TestApp, table: &str) -> String {
    let ids: Vec<String> = match table {
        "logo" => logos::Entity::find().all(&app.db).await.unwrap().into_iter().map(|r| r.id).collect(),
        "banner" => home_banners::Entity::find().all(&app.db).await.unwrap().into_iter().map(|r| r.id).collect(),
        "footer" => footer_settings::Entity::find().all(&app.db).await.unwrap().into_iter().map(|r| r.id).collect(),
        _ => unreachable!("{table}"),
    };
    assert_eq!(ids.len(), 1, "{table} has one row");
    ids[0].clone()
}

async fn general_enquiry(app: &TestApp) -> String {
    let message =
        json!({ "name": "Visitor", "email": "visitor@x.test", "phone": "+91 98765 43210", "message": "Hello" });
    assert_eq!(app.post_json("/api/v1/admin/enquiry", message).await.0, 201);
    general_enquiries::Entity::find().all(&app.db).await.unwrap().pop().unwrap().id
}

/// Routes an admin may call that are not reads.
fn admin_writes(doc: &Value) -> Vec<(String, String)> {
    let mut out = vec![];
    for (path, item) in doc["paths"].as_object().unwrap() {
        for method in item.as_object().unwrap().keys().filter(|m| *m != "get") {
            let rule = RULES.iter().find(|(m, p, _)| *m == method.as_str() && *p == path.as_str());
            let access = rule.unwrap_or_else(|| panic!("no access rule for {method} {path}")).2;
            if matches!(
                access,
                Access::Admin
                    | Access::AdminWrite
                    | Access::SupplierOrAdmin
                    | Access::BuyerSelfOrAdmin
                    | Access::SupplierSelfOrAdmin
            ) {
                out.push((method.clone(), path.clone()));
            }
        }
    }
    out
}

on_both_databases!(every_admin_write_route_leaves_exactly_one_activity_record, |backend: Backend| async move {
    let app = Spawn::new(backend).demo().start().await.unwrap();
    let (admin_id, admin) = app.admin("walker@admins.test").await;
    let (_, doc) = app.get_json("/api/openapi.json").await;
    let routes = admin_writes(&doc);
    assert!(routes.len() >= 33, "the walk must find all 33 admin writes: {routes:?}");
    let mut missing = vec![];
    for (n, (method, path)) in routes.iter().enumerate() {
        let Some((url, body, expect)) = prepare(&app, &admin, method, path, n).await else {
            missing.push(format!("{} {path}", method.to_uppercase()));
            continue;
        };
        let before = activity(&app).await;
        let (status, text) = send(&app, &admin, method, &url, body).await;
        assert!((200..300).contains(&status), "{method} {path}: {status} {text}");
        let record_id = match expect {
            Expect::Id(id) => id,
            Expect::Created => first_id(&serde_json::from_str(&text).unwrap())
                .unwrap_or_else(|| panic!("{method} {path}: no _id in {text}")),
            Expect::Only(table) => only(&app, table).await,
        };
        let after = activity(&app).await;
        let new: Vec<_> = after.iter().filter(|r| !before.iter().any(|b| b.id == r.id)).collect();
        assert_eq!(new.len(), 1, "{method} {path} must leave exactly one record: {new:?}");
        let entry = new[0];
        assert_eq!(entry.admin_id, admin_id, "{method} {path}");
        assert_eq!(entry.record_id.as_deref(), Some(record_id.as_str()), "{method} {path}");
        assert_eq!(entry.ip.as_deref(), Some("127.0.0.1"), "{method} {path}");
        assert!(entry.action.starts_with(&format!("{}.", entry.entity)), "{method} {path}: {entry:?}");
        assert_eq!(before.len() + 1, after.len(), "{method} {path}: no earlier record changed or went");
    }
    assert!(missing.is_empty(), "admin write routes without a case in `prepare` (admin_activity.rs): {missing:?}");
});

on_both_databases!(no_call_changes_or_deletes_an_activity_record, |backend: Backend| async move {
    let app = Spawn::new(backend).demo().start().await.unwrap();
    let (_, admin) = app.admin("root@admins.test").await;
    let id =
        seed_enquiry(&app, Seed { name: "Ravi", email: "ravi@x.test", product: "Mango", status: "pending", age: 1 })
            .await;
    let path = format!("/api/v1/user/enquiry/{id}/status");
    for status in ["processing", "completed"] {
        assert_eq!(
            call(&app, reqwest::Method::PUT, &path, Some(&admin), Some(json!({ "status": status }))).await.0,
            200
        );
    }
    let kept = activity(&app).await;
    assert_eq!(kept.len(), 2);

    let (_, doc) = app.get_json("/api/openapi.json").await;
    for (path, item) in doc["paths"].as_object().unwrap() {
        for method in item.as_object().unwrap().keys() {
            assert!(method == "get" || !path.contains("activity"), "{method} {path}: the activity is read-only");
        }
    }
    // Every write route, as an admin, aimed at the records' own ids: none may touch them.
    let placeholder = regex::Regex::new(r"\{[A-Za-z]+\}").unwrap();
    for (path, item) in doc["paths"].as_object().unwrap() {
        if path.ends_with("/logout") {
            continue;
        }
        for method in item.as_object().unwrap().keys().filter(|m| *m != "get") {
            for record in &kept {
                let url = placeholder.replace_all(path, record.id.as_str()).into_owned();
                let body = json!({ "id": record.id, "_id": record.id });
                let (status, _) =
                    call(&app, method.to_uppercase().parse().unwrap(), &url, Some(&admin), Some(body)).await;
                assert!(status < 500, "{method} {url}: {status}");
            }
        }
    }
    let now = activity(&app).await;
    for record in &kept {
        assert_eq!(now.iter().find(|r| r.id == record.id), Some(record), "a record changed or went");
    }
});

fn entries(answer: &Value) -> Vec<String> {
    answer["data"].as_array().unwrap().iter().map(|e| e["_id"].as_str().unwrap().to_owned()).collect()
}

on_both_databases!(the_activity_list_filters_by_admin_entity_action_and_days, |backend: Backend| async move {
    let app = TestApp::spawn(backend).await.unwrap();
    let (first_id, first) = app.admin("first@admins.test").await;
    let (second_id, _) = app.admin("second@admins.test").await;
    // (admin, action, entity, day of November 2026), oldest first.
    let plan = [
        (&first_id, "enquiry.status", "enquiry", 1),
        (&second_id, "enquiry.delete", "enquiry", 2),
        (&first_id, "faq.update", "faq", 3),
        (&second_id, "enquiry.status", "enquiry", 3),
        (&first_id, "enquiry.status", "enquiry", 5),
        (&second_id, "faq.create", "faq", 7),
        (&first_id, "enquiry.delete", "enquiry", 9),
    ];
    let mut made = vec![];
    for (i, (admin, action, entity, day)) in plan.iter().enumerate() {
        let actor = AdminActor { admin_id: (*admin).clone(), ip: Some("10.0.0.7".into()) };
        let record_id = format!("record-{i}");
        record(
            &app.db,
            &actor,
            Activity { action, entity, record_id: Some(&record_id), summary: Some(format!("step {i}")) },
        )
        .await
        .unwrap();
        let row = admin_activity::Entity::find()
            .all(&app.db)
            .await
            .unwrap()
            .into_iter()
            .find(|r| r.record_id.as_deref() == Some(record_id.as_str()))
            .unwrap();
        let mut row: admin_activity::ActiveModel = row.into();
        row.created_at = Set(chrono::DateTime::parse_from_rfc3339(&format!("2026-11-{day:02}T{:02}:00:00Z", 8 + i))
            .unwrap()
            .to_utc());
        made.push(row.update(&app.db).await.unwrap().id);
    }
    let newest_first = |pick: &dyn Fn(usize) -> bool| -> Vec<String> {
        (0..plan.len()).rev().filter(|i| pick(*i)).map(|i| made[i].clone()).collect()
    };

    let (status, all) = app.get_json_as("/api/v1/admin/activity", &first).await;
    assert_eq!(status, 200);
    assert_eq!(entries(&all), newest_first(&|_| true));
    let top = &all["data"][0];
    assert_eq!(
        (
            top["adminId"].as_str(),
            top["adminEmail"].as_str(),
            top["action"].as_str(),
            top["recordId"].as_str(),
            top["ip"].as_str(),
            top["createdAt"].as_str()
        ),
        (
            Some(first_id.as_str()),
            Some("first@admins.test"),
            Some("enquiry.delete"),
            Some("record-6"),
            Some("10.0.0.7"),
            Some("2026-11-09T14:00:00Z")
        )
    );
    assert_eq!(all["choices"]["entities"], json!(["enquiry", "faq"]));
    assert_eq!(all["choices"]["actions"], json!(["enquiry.delete", "enquiry.status", "faq.create", "faq.update"]));
    let admins: Vec<&str> =
        all["choices"]["admins"].as_array().unwrap().iter().map(|a| a["email"].as_str().unwrap()).collect();
    assert_eq!(admins, ["first@admins.test", "second@admins.test"]);

    type Matches<'a> = Box<dyn Fn(usize) -> bool + 'a>;
    let cases: [(String, Matches); 6] = [
        (format!("admin={second_id}"), Box::new(|i| plan[i].0 == &second_id)),
        ("entity=faq".into(), Box::new(|i| plan[i].2 == "faq")),
        ("action=enquiry.status".into(), Box::new(|i| plan[i].1 == "enquiry.status")),
        ("from=2026-11-03&to=2026-11-05".into(), Box::new(|i| (3..=5).contains(&plan[i].3))),
        ("from=2026-11-07".into(), Box::new(|i| plan[i].3 >= 7)),
        (
            format!("admin={first_id}&entity=enquiry&to=2026-11-05"),
            Box::new(|i| plan[i].0 == &first_id && plan[i].2 == "enquiry" && plan[i].3 <= 5),
        ),
    ];
    for (query, pick) in &cases {
        let (status, answer) = app.get_json_as(&format!("/api/v1/admin/activity?{query}"), &first).await;
        let expected = newest_first(pick.as_ref());
        assert_eq!(status, 200, "{query}");
        assert_eq!(
            (entries(&answer), answer["total"].as_u64()),
            (expected.clone(), Some(expected.len() as u64)),
            "{query}"
        );
    }
    let (_, page) = app.get_json_as("/api/v1/admin/activity?page=2&pageSize=3", &first).await;
    assert_eq!((entries(&page), page["total"].as_u64()), (newest_first(&|_| true)[3..6].to_vec(), Some(7)));
    for (query, message) in [
        ("from=03-11-2026", "Dates must be written YYYY-MM-DD"),
        ("from=2026-11-05&to=2026-11-01", "The start date must not be after the end date"),
    ] {
        let (status, answer) = app.get_json_as(&format!("/api/v1/admin/activity?{query}"), &first).await;
        assert_eq!((status, answer["message"].as_str()), (400, Some(message)), "{query}");
    }
});

on_both_databases!(the_activity_reads_in_words_with_the_admins_name, |backend: Backend| async move {
    let app = TestApp::spawn(backend).await.unwrap();
    let (_, admin) = app.admin("words@admins.test").await;
    let (status, _) = app
        .client
        .post(app.url("/api/v1/admin/addFaq"))
        .bearer_auth(&admin)
        .json(&json!({ "question": "Who are we?", "answer": "An exporter." }))
        .send()
        .await
        .map(|r| (r.status().as_u16(), ()))
        .unwrap();
    assert_eq!(status, 201);
    let (status, body) = app.get_json_as("/api/v1/admin/activity", &admin).await;
    assert_eq!(status, 200, "{body}");
    let entry = &body["data"][0];
    assert_eq!(entry["description"], "FAQ added: 'Who are we?'", "{entry}");
    let name = {
        use sea_orm::{ColumnTrait, QueryFilter};
        foundation::entities::admins::Entity::find()
            .filter(foundation::entities::admins::Column::Email.eq("words@admins.test"))
            .one(&app.db)
            .await
            .unwrap()
            .unwrap()
            .name
    };
    assert_eq!(entry["adminName"].as_str(), Some(name.as_str()));
    assert_eq!(entry["adminEmail"], "words@admins.test");
});
