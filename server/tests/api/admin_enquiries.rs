//! The back office's enquiry calls: product enquiries searched, filtered and paged on the
//! server, moved and deleted (each write recorded once), their CSV export, the contact
//! messages with their Open/Close state, and the visitor feedback.

use foundation::entities::codes::{EnquiryStatus, PackagingPreference, PaymentTerms, Unit, Urgency};
use foundation::entities::{admin_activity, product_enquiries};
use sea_orm::{ActiveModelTrait, EntityTrait, QueryOrder, Set};
use serde_json::{json, Value};

use crate::helpers::{Backend, Spawn, TestApp};
use crate::on_both_databases;

pub(crate) async fn call(
    app: &TestApp,
    method: reqwest::Method,
    path: &str,
    token: Option<&str>,
    body: Option<Value>,
) -> (u16, Value) {
    let mut request = app.new_browser().request(method, app.url(path));
    if let Some(token) = token {
        request = request.bearer_auth(token);
    }
    if let Some(body) = body {
        request = request.json(&body);
    }
    let response = request.send().await.unwrap();
    let status = response.status().as_u16();
    (status, response.json().await.unwrap_or(Value::Null))
}

/// One stored enquiry with the given buyer and product, made `age` steps in the past.
pub(crate) struct Seed<'a> {
    pub name: &'a str,
    pub email: &'a str,
    pub product: &'a str,
    pub status: &'a str,
    pub age: i64,
}

pub(crate) async fn seed_enquiry(app: &TestApp, seed: Seed<'_>) -> String {
    let at = chrono::Utc::now() - chrono::Duration::minutes(seed.age);
    let mut row = bulk_row(seed.product, seed.name, seed.email, seed.status, at);
    row.company = Set(Some("Trade Co".into()));
    row.certification_required = Set(true);
    let id = row.insert(&app.db).await.unwrap().id;
    // Written by hand, as a bulk load would: indexed for the filter as start-up does.
    domain::enquiries::words::index_missing(&app.db).await.unwrap();
    id
}

pub(crate) async fn activity(app: &TestApp) -> Vec<admin_activity::Model> {
    admin_activity::Entity::find().order_by_asc(admin_activity::Column::CreatedAt).all(&app.db).await.unwrap()
}

/// A verified supplier with one listing of the demo catalogue: its listing id.
pub(crate) async fn listing(app: &TestApp, email: &str) -> String {
    let (_, products) = app.get_json("/api/v1/admin/product/getAllProducts").await;
    let product = &products["products"][0];
    let (_, token) = app.vendor(email, true).await;
    let body = json!({
        "product": product["_id"], "varietyId": product["varieties"][0]["_id"], "price": 500,
        "location": "Nashik", "quantityAvailable": 100, "unit": "kg",
    });
    let (status, answer) =
        call(app, reqwest::Method::POST, "/api/v1/vendorProduct/add", Some(&token), Some(body)).await;
    assert_eq!(status, 201, "{answer}");
    answer["_id"].as_str().unwrap().to_owned()
}

/// An enquiry sent by the buyer through the API: its id.
pub(crate) async fn enquire(app: &TestApp, buyer_token: &str, listing: &str, email: &str) -> String {
    let body = json!({
        "listingId": listing, "name": "Asha Buyer", "email": email, "phone": "+91 98765 43210",
        "address": "1 Market Road", "city": "Pune", "state": "MH", "pincode": "411001", "quantity": 12, "unit": "ton",
        "additionalRequirements": "Cold chain please", "certificationRequired": true, "samplesRequired": true,
    });
    let (status, answer) =
        call(app, reqwest::Method::POST, "/api/v1/user/enquiry/create", Some(buyer_token), Some(body)).await;
    assert_eq!(status, 201, "{answer}");
    answer["data"]["_id"].as_str().unwrap().to_owned()
}

fn ids(answer: &Value) -> Vec<String> {
    answer["data"].as_array().unwrap().iter().map(|e| e["_id"].as_str().unwrap().to_owned()).collect()
}

const ZERO: &str = "00000000-0000-0000-0000-000000000000";

on_both_databases!(
    every_enquiry_call_refuses_buyers_and_suppliers_with_403_and_nobody_with_401,
    |backend: Backend| async move {
        let app = TestApp::spawn(backend).await.unwrap();
        let (_, buyer) = app.buyer("b@buyers.test").await;
        let (_, vendor) = app.vendor("v@suppliers.test", true).await;
        let (_, admin) = app.admin("root@admins.test").await;
        let id = seed_enquiry(
            &app,
            Seed { name: "Kept", email: "kept@x.test", product: "Mango", status: "pending", age: 1 },
        )
        .await;
        use reqwest::Method as M;
        let calls = [
            (M::GET, "/api/v1/user/enquiry".to_owned(), None),
            (M::GET, "/api/v1/user/enquiry/export.csv".to_owned(), None),
            (M::PUT, format!("/api/v1/user/enquiry/{id}/status"), Some(json!({ "status": "rejected" }))),
            (M::DELETE, format!("/api/v1/user/enquiry/{id}"), None),
            (M::GET, "/api/v1/admin/getEnquiry".to_owned(), None),
            (M::POST, "/api/v1/admin/editEnquiry".to_owned(), Some(json!({ "id": ZERO, "status": "Close" }))),
            (M::GET, "/api/v1/admin/getFeedback".to_owned(), None),
            (M::GET, "/api/v1/admin/activity".to_owned(), None),
        ];
        for (method, path, body) in &calls {
            for (who, token, expected) in
                [("nobody", None, 401), ("buyer", Some(buyer.as_str()), 403), ("supplier", Some(vendor.as_str()), 403)]
            {
                let (status, answer) = call(&app, method.clone(), path, token, body.clone()).await;
                assert_eq!(status, expected, "{method} {path} as {who}: {answer}");
                assert_eq!(answer["success"], json!(false));
            }
        }
        // Nothing was changed by the refused calls.
        let row = product_enquiries::Entity::find_by_id(id.clone()).one(&app.db).await.unwrap().unwrap();
        assert_eq!(row.status, EnquiryStatus::Pending);
        assert!(activity(&app).await.is_empty());
        // A buyer's browser cookie is refused the same way as its token.
        let browser = app.new_browser();
        let login = json!({ "email": "b@buyers.test", "password": "secret1" });
        assert_eq!(browser.post(app.url("/api/v1/user/login")).json(&login).send().await.unwrap().status(), 200);
        let status = browser.get(app.url("/api/v1/user/enquiry")).send().await.unwrap().status();
        assert_eq!(status, 403);
        let (status, _) = app.get_json_as("/api/v1/user/enquiry", &admin).await;
        assert_eq!(status, 200);
    }
);

on_both_databases!(search_status_filter_and_paging_return_exactly_the_matching_rows, |backend: Backend| async move {
    let app = TestApp::spawn(backend).await.unwrap();
    let (_, admin) = app.admin("root@admins.test").await;
    let names = ["Asha Rao", "Bilal Khan", "Chen Wei", "Divya Iyer", "Élodie Martin", "Farid Ali"];
    let products = ["Alphonso Mango", "Black Pepper", "Cotton Yarn", "Turmeric 50%_off"];
    let statuses = ["pending", "processing", "completed", "rejected"];
    // 36 rows, each made one minute after the previous: (id, name, email, product, status), newest first.
    let mut rows = vec![];
    for i in 0..36usize {
        let name = format!("{} {i}", names[i % names.len()]);
        let email = format!(
            "{}{i}@{}.test",
            names[(i + 1) % names.len()].split(' ').next().unwrap().to_lowercase(),
            if i % 3 == 0 { "mehta-foods" } else { "traders" }
        );
        let (product, status) = (products[i % products.len()], statuses[(i / 2) % statuses.len()]);
        let id = seed_enquiry(&app, Seed { name: &name, email: &email, product, status, age: 100 - i as i64 }).await;
        rows.push((id, name, email, product.to_owned(), status.to_owned()));
    }
    rows.reverse();
    let expect = |q: &str, status: Option<&str>| -> Vec<String> {
        let q = q.to_lowercase();
        rows.iter()
            .filter(|(_, name, email, product, s)| {
                let found = q.is_empty() || [name, email, product].iter().any(|v| v.to_lowercase().contains(&q));
                found && status.is_none_or(|wanted| wanted == s)
            })
            .map(|(id, ..)| id.clone())
            .collect()
    };

    let (status, all) = app.get_json_as("/api/v1/user/enquiry?pageSize=100", &admin).await;
    assert_eq!(status, 200);
    assert_eq!((ids(&all), all["total"].as_u64()), (expect("", None), Some(36)), "all, newest first");
    for (q, status) in [
        ("ASHA", None),        // a name, whatever the case
        ("mehta-FOODS", None), // an e-mail fragment
        ("pepper", None),      // a product title
        ("", Some("processing")),
        ("traders", Some("rejected")),
        ("50%_", None), // the user's wildcards are literal text
        ("%", None),
        ("nobody-matches", None),
    ] {
        let url = format!("/api/v1/user/enquiry?pageSize=100&q={}&status={}", urlencode(q), status.unwrap_or("all"));
        let (code, answer) = app.get_json_as(&url, &admin).await;
        let expected = expect(q, status);
        assert_eq!(code, 200, "{url}");
        assert_eq!(ids(&answer), expected, "{url}");
        assert_eq!(answer["total"].as_u64(), Some(expected.len() as u64), "{url}");
    }
    assert_eq!(expect("50%_", None).len(), 9, "the seed has rows the literal search must find");
    assert!(expect("%", None).len() == 9 && expect("ASHA", None).len() >= 6);

    // Pages: exactly the slice, the same total on each.
    let matching = expect("traders", None);
    let mut seen = vec![];
    for page in 1..=4 {
        let (_, answer) =
            app.get_json_as(&format!("/api/v1/user/enquiry?q=traders&page={page}&pageSize=7"), &admin).await;
        assert_eq!(
            (answer["total"].as_u64(), answer["page"].as_u64(), answer["pageSize"].as_u64()),
            (Some(24), Some(page), Some(7))
        );
        seen.extend(ids(&answer));
    }
    assert_eq!(seen, matching);
    let (_, default_page) = app.get_json_as("/api/v1/user/enquiry", &admin).await;
    assert_eq!(ids(&default_page), expect("", None)[..20].to_vec(), "20 a page by default");

    for (url, message) in [
        ("/api/v1/user/enquiry?pageSize=101", "Page size must be a number from 1 to 100"),
        ("/api/v1/user/enquiry?page=0", "Page must be a number of at least 1"),
        ("/api/v1/user/enquiry?status=lost", "Status must be one of all, pending, processing, completed, rejected"),
    ] {
        let (status, answer) = app.get_json_as(url, &admin).await;
        assert_eq!((status, answer["message"].as_str()), (400, Some(message)), "{url}");
    }
    let (status, _) = app.get_json_as("/api/v1/user/enquiry?page=two", &admin).await;
    assert_eq!(status, 400);
});

fn urlencode(text: &str) -> String {
    url::form_urlencoded::byte_serialize(text.as_bytes()).collect()
}

on_both_databases!(a_status_change_reaches_the_buyer_and_is_recorded_once, |backend: Backend| async move {
    let app = Spawn::new(backend).demo().start().await.unwrap();
    let listing = listing(&app, "konkan2@suppliers.test").await;
    let (_, buyer) = app.buyer("asha@buyers.test").await;
    let id = enquire(&app, &buyer, &listing, "asha@buyers.test").await;
    let (admin_id, admin) = app.admin("root@admins.test").await;
    let path = format!("/api/v1/user/enquiry/{id}/status");
    let before = activity(&app).await.len();

    // Refused inputs change nothing and record nothing.
    for (body, code) in [(json!({ "status": "lost" }), 400), (json!({}), 400)] {
        let (status, answer) = call(&app, reqwest::Method::PUT, &path, Some(&admin), Some(body)).await;
        assert_eq!(
            (status, answer["message"].as_str()),
            (code, Some("Status must be one of pending, processing, completed, rejected"))
        );
    }
    let (status, answer) = call(
        &app,
        reqwest::Method::PUT,
        &format!("/api/v1/user/enquiry/{ZERO}/status"),
        Some(&admin),
        Some(json!({ "status": "completed" })),
    )
    .await;
    assert_eq!((status, answer["message"].as_str()), (404, Some("Enquiry not found")));
    assert_eq!(activity(&app).await.len(), before);

    let (status, answer) =
        call(&app, reqwest::Method::PUT, &path, Some(&admin), Some(json!({ "status": "processing" }))).await;
    assert_eq!(
        (status, answer["message"].as_str(), answer["data"]["status"].as_str()),
        (200, Some("Enquiry status updated successfully"), Some("processing"))
    );
    let (_, mine) = app.get_json_as("/api/v1/user/enquiry/user", &buyer).await;
    assert_eq!(mine["data"][0]["_id"].as_str(), Some(id.as_str()));
    assert_eq!(mine["data"][0]["status"].as_str(), Some("processing"));

    let records = activity(&app).await;
    assert_eq!(records.len(), before + 1);
    let record = records.last().unwrap();
    assert_eq!(
        (
            record.admin_id.as_str(),
            record.action.as_str(),
            record.entity.as_str(),
            record.record_id.as_deref(),
            record.ip.as_deref()
        ),
        (admin_id.as_str(), "enquiry.status", "enquiry", Some(id.as_str()), Some("127.0.0.1"))
    );
    assert!(record.summary.as_deref().unwrap().starts_with("pending → processing"), "{:?}", record.summary);

    // Any status from any other, back to pending included.
    let (status, answer) =
        call(&app, reqwest::Method::PUT, &path, Some(&admin), Some(json!({ "status": "pending" }))).await;
    assert_eq!((status, answer["data"]["status"].as_str()), (200, Some("pending")));
    // The same status again is still a write, recorded once.
    let (status, _) = call(&app, reqwest::Method::PUT, &path, Some(&admin), Some(json!({ "status": "pending" }))).await;
    assert_eq!(status, 200);
    assert_eq!(activity(&app).await.len(), before + 3);
});

on_both_databases!(
    parallel_writes_on_one_enquiry_are_each_recorded_and_one_delete_wins,
    |backend: Backend| async move {
        let app = TestApp::spawn(backend).await.unwrap();
        let (_, admin) = app.admin("root@admins.test").await;
        let id = seed_enquiry(
            &app,
            Seed { name: "Ravi", email: "ravi@x.test", product: "Mango", status: "pending", age: 1 },
        )
        .await;
        let statuses =
            ["processing", "completed", "rejected", "pending", "processing", "completed", "rejected", "pending"];
        let path = format!("/api/v1/user/enquiry/{id}/status");
        let updates = statuses
            .iter()
            .map(|s| call(&app, reqwest::Method::PUT, &path, Some(&admin), Some(json!({ "status": s }))));
        let answers = futures_util::future::join_all(updates).await;
        assert!(answers.iter().all(|(status, _)| *status == 200), "{answers:?}");
        let records = activity(&app).await;
        assert_eq!(records.len(), statuses.len(), "one record per write");
        // The stored status is the one the last recorded write set.
        let row = product_enquiries::Entity::find_by_id(id.clone()).one(&app.db).await.unwrap().unwrap();
        let summaries: Vec<_> = records.iter().filter_map(|r| r.summary.clone()).collect();
        assert!(summaries.iter().any(|s| s.contains(&format!("→ {}:", row.status))));

        let delete_path = format!("/api/v1/user/enquiry/{id}");
        let deletes = (0..6).map(|_| call(&app, reqwest::Method::DELETE, &delete_path, Some(&admin), None));
        let answers = futures_util::future::join_all(deletes).await;
        let ok: Vec<_> = answers.iter().filter(|(status, _)| *status == 200).collect();
        assert_eq!(ok.len(), 1, "{answers:?}");
        assert_eq!(ok[0].1["message"].as_str(), Some("Enquiry deleted successfully"));
        assert!(answers
            .iter()
            .all(|(status, answer)| *status == 200 || (*status == 404 && answer["message"] == "Enquiry not found")));
        let deletions = activity(&app).await.into_iter().filter(|r| r.action == "enquiry.delete").count();
        assert_eq!(deletions, 1);
        assert!(product_enquiries::Entity::find_by_id(id).one(&app.db).await.unwrap().is_none());
    }
);

on_both_databases!(the_csv_export_holds_the_filtered_rows_and_no_formula, |backend: Backend| async move {
    let app = TestApp::spawn(backend).await.unwrap();
    let (_, admin) = app.admin("root@admins.test").await;
    let hostile = [
        ("=HYPERLINK(\"http://evil.test\",\"Click\")", "h1@csv.test", "pending"),
        ("+1", "h2@csv.test", "pending"),
        ("@SUM(A1:A9)", "h3@csv.test", "pending"),
        ("-2+3", "h4@csv.test", "pending"),
        ("\tTabbed", "h5@csv.test", "pending"),
        ("Quote \"Q\", comma,\nnew line ₹", "h6@csv.test", "pending"),
        ("Left out", "other@csv.test", "completed"),
    ];
    let mut made = vec![];
    for (i, (name, email, status)) in hostile.iter().enumerate() {
        made.push(seed_enquiry(&app, Seed { name, email, product: "Mango", status, age: 50 - i as i64 }).await);
    }
    let response = app
        .client
        .get(app.url("/api/v1/user/enquiry/export.csv?q=csv.test&status=pending"))
        .bearer_auth(&admin)
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 200);
    let header = |name: &str| response.headers()[name].to_str().unwrap().to_owned();
    assert!(header("content-type").starts_with("text/csv"));
    let disposition = header("content-disposition");
    assert!(disposition.starts_with("attachment") && disposition.contains(".csv"), "{disposition}");
    let bytes = response.bytes().await.unwrap();
    assert!(bytes.starts_with("\u{feff}".as_bytes()), "a UTF-8 byte order mark for Excel");

    let mut reader = csv::Reader::from_reader(&bytes[3..]);
    let headers = reader.headers().unwrap().clone();
    let column = |name: &str| headers.iter().position(|h| h == name).unwrap();
    let records: Vec<csv::StringRecord> = reader.records().map(Result::unwrap).collect();
    assert_eq!(records.len(), 6, "the pending ones only");
    let names: Vec<&str> = records.iter().map(|r| &r[column("Name")]).collect();
    assert_eq!(
        names,
        [
            "Quote \"Q\", comma,\nnew line ₹",
            "'\tTabbed",
            "'-2+3",
            "'@SUM(A1:A9)",
            "'+1",
            "'=HYPERLINK(\"http://evil.test\",\"Click\")",
        ],
        "newest first, formulas neutralised, quotes, commas and newlines intact"
    );
    let ids: Vec<&str> = records.iter().map(|r| &r[column("Enquiry ID")]).collect();
    assert_eq!(ids, made[..6].iter().rev().map(String::as_str).collect::<Vec<_>>());
    for record in &records {
        for cell in record.iter() {
            assert!(!cell.starts_with(['=', '+', '-', '@', '\t', '\r']), "a formula cell: {cell:?}");
        }
        assert_eq!(&record[column("Certification required")], "Yes");
        assert_eq!(&record[column("Price (INR)")], "500.00");
    }
    let (status, _) = app.get_json_as("/api/v1/user/enquiry/export.csv?status=lost", &admin).await;
    assert_eq!(status, 400);
});

on_both_databases!(general_enquiries_open_and_close_and_feedback_is_readable, |backend: Backend| async move {
    let app = TestApp::spawn(backend).await.unwrap();
    let (admin_id, admin) = app.admin("root@admins.test").await;
    for i in 0..3 {
        let message = json!({ "name": format!("Visitor {i}"), "email": format!("v{i}@visitors.test"), "phone": "+91 98765 43210", "address": "Pune", "message": format!("Hello {i}") });
        let (status, _) = app.post_json("/api/v1/admin/enquiry", message).await;
        assert_eq!(status, 201);
    }
    let rows = foundation::entities::general_enquiries::Entity::find().all(&app.db).await.unwrap();
    // Distinct seconds so that newest first has one answer, from one clock reading (a
    // second that turned between two rows made them equal).
    let now = chrono::Utc::now().timestamp();
    for row in rows {
        let age = 10 - row.name.trim_start_matches("Visitor ").parse::<i64>().unwrap();
        let mut row: foundation::entities::general_enquiries::ActiveModel = row.into();
        row.created_at = Set(chrono::DateTime::from_timestamp(now - age, 0).unwrap());
        row.update(&app.db).await.unwrap();
    }
    let (status, list) = app.get_json_as("/api/v1/admin/getEnquiry?pageSize=2", &admin).await;
    assert_eq!(status, 200);
    let names: Vec<&str> = list["enqiury"].as_array().unwrap().iter().map(|e| e["name"].as_str().unwrap()).collect();
    assert_eq!((names, list["total"].as_u64()), (vec!["Visitor 2", "Visitor 1"], Some(3)));
    let first = &list["enqiury"][0];
    for (key, value) in [
        ("email", "v2@visitors.test"),
        ("phone", "+91 98765 43210"),
        ("address", "Pune"),
        ("message", "Hello 2"),
        ("status", "Open"),
    ] {
        assert_eq!(first[key].as_str(), Some(value), "{key}");
    }
    let id = first["_id"].as_str().unwrap().to_owned();

    for body in [json!({ "id": id, "status": "Closed" }), json!({ "status": "Close" }), json!({ "id": id })] {
        let (status, answer) =
            call(&app, reqwest::Method::POST, "/api/v1/admin/editEnquiry", Some(&admin), Some(body)).await;
        assert_eq!((status, answer["message"].as_str()), (400, Some("Failed to update status!")));
    }
    let (status, answer) = call(
        &app,
        reqwest::Method::POST,
        "/api/v1/admin/editEnquiry",
        Some(&admin),
        Some(json!({ "id": ZERO, "status": "Close" })),
    )
    .await;
    assert_eq!((status, answer["message"].as_str()), (404, Some("Failed to update status!")));
    assert!(activity(&app).await.is_empty());
    let (status, answer) = call(
        &app,
        reqwest::Method::POST,
        "/api/v1/admin/editEnquiry",
        Some(&admin),
        Some(json!({ "id": id, "status": "Close" })),
    )
    .await;
    assert_eq!(
        (status, answer["message"].as_str(), answer["data"]["status"].as_str()),
        (200, Some("Status updated successfully!"), Some("Close"))
    );
    let (_, list) = app.get_json_as("/api/v1/admin/getEnquiry", &admin).await;
    assert_eq!(list["enqiury"][0]["status"].as_str(), Some("Close"));
    let records = activity(&app).await;
    assert_eq!(records.len(), 1);
    assert_eq!(
        (records[0].admin_id.as_str(), records[0].action.as_str(), records[0].record_id.as_deref()),
        (admin_id.as_str(), "general_enquiry.status", Some(id.as_str()))
    );

    // Visitor feedback: stored by the home page's dialog, read here, newest first.
    for (feedback, anonymous, email) in [
        ("Great mangoes", false, Some("f1@visitors.test")),
        ("Slow site", true, Some("hidden@visitors.test")),
        ("Nice", false, None),
    ] {
        let (status, _) = app
            .post_json("/api/v1/feedback", json!({ "feedback": feedback, "anonymous": anonymous, "email": email }))
            .await;
        assert_eq!(status, 201);
    }
    let rows = foundation::entities::visitor_feedback::Entity::find().all(&app.db).await.unwrap();
    let order = ["Great mangoes", "Slow site", "Nice"];
    let now = chrono::Utc::now().timestamp();
    for row in rows {
        let age = 10 - order.iter().position(|f| *f == row.feedback).unwrap() as i64;
        let mut row: foundation::entities::visitor_feedback::ActiveModel = row.into();
        row.created_at = Set(chrono::DateTime::from_timestamp(now - age, 0).unwrap());
        row.update(&app.db).await.unwrap();
    }
    let (status, list) = app.get_json_as("/api/v1/admin/getFeedback", &admin).await;
    assert_eq!(status, 200);
    let entries: Vec<(&str, bool, Option<&str>)> = list["data"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| (f["feedback"].as_str().unwrap(), f["anonymous"].as_bool().unwrap(), f["email"].as_str()))
        .collect();
    assert_eq!(
        entries,
        [("Nice", false, None), ("Slow site", true, None), ("Great mangoes", false, Some("f1@visitors.test"))]
    );
    let (_, second) = app.get_json_as("/api/v1/admin/getFeedback?page=2&pageSize=2", &admin).await;
    assert_eq!((second["data"].as_array().unwrap().len(), second["total"].as_u64()), (1, Some(3)));
});

/// Not a test of speed (no timed assertion): prints the median time of a search by e-mail
/// fragment with a status filter, page 1, over 10,000 enquiries. Run with
/// `cargo test -p server --test api enquiry_search_benchmark -- --ignored --nocapture`.
/// An enquiry row as a bulk load writes it: every column set (insert_many skips the
/// entity's before_save), made at `at`.
fn bulk_row(
    product: &str,
    name: &str,
    email: &str,
    status: &str,
    at: chrono::DateTime<chrono::Utc>,
) -> product_enquiries::ActiveModel {
    product_enquiries::ActiveModel {
        product_title: Set(product.into()),
        variety_title: Set("Standard".into()),
        supplier_name: Set("Konkan Agro Exports".into()),
        supplier_price_paise: Set(50_000),
        supplier_unit: Set(Unit::Kg),
        name: Set(name.into()),
        email: Set(email.into()),
        phone: Set("+91 98765 43210".into()),
        address: Set("1 Market Road".into()),
        city: Set("Pune".into()),
        state: Set("MH".into()),
        pincode: Set("411001".into()),
        quantity: Set(10.0),
        unit: Set(Unit::Ton),
        urgency: Set(Urgency::Normal),
        packaging_preference: Set(PackagingPreference::Standard),
        payment_terms: Set(PaymentTerms::Net30),
        certification_required: Set(false),
        samples_required: Set(false),
        status: Set(EnquiryStatus::parse(status).unwrap()),
        created_at: Set(chrono::DateTime::from_timestamp(at.timestamp(), 0).unwrap()),
        updated_at: Set(chrono::DateTime::from_timestamp(at.timestamp(), 0).unwrap()),
        created_micros: Set(at.timestamp_micros()),
        id: Set(uuid::Uuid::new_v4().to_string()),
        ..Default::default()
    }
}

on_both_databases!(a_common_words_matches_are_counted_from_its_index, |backend: Backend| async move {
    let app = TestApp::spawn(backend).await.unwrap();
    let (_, admin) = app.admin("root@admins.test").await;
    // Every row has the word "buyer" twice ("Buyer 7", "buyer7@…") and "test" once: more
    // index rows than a word has to be named outright, so without a status their matches are
    // counted from an index range, a slice at a time, over many words that begin with
    // "buyer" and rows met twice. One row in fifty is a "Test Buyer": the text as typed
    // matches only those, so the count reads the whole range.
    let products = ["Alphonso Mango", "Mandarin Orange", "Black Pepper"];
    let statuses = ["pending", "processing", "completed"];
    let now = chrono::Utc::now();
    let mut rows: Vec<(String, &str, bool)> = vec![];
    let mut batch = vec![];
    for i in 0..2_400i64 {
        let status = if i % 29 == 0 { "rejected" } else { statuses[i as usize % 3] };
        let tested = i % 50 == 0;
        let row = bulk_row(
            products[i as usize % 3],
            &format!("{}Buyer {i}", if tested { "Test " } else { "" }),
            &format!("buyer{i}@co{}.test", i % 9),
            status,
            now - chrono::Duration::seconds(i),
        );
        rows.push((row.id.clone().unwrap(), status, tested));
        batch.push(row);
        if batch.len() == 500 {
            product_enquiries::Entity::insert_many(std::mem::take(&mut batch)).exec(&app.db).await.unwrap();
        }
    }
    product_enquiries::Entity::insert_many(batch).exec(&app.db).await.unwrap();
    domain::enquiries::words::index_missing(&app.db).await.unwrap();

    for (q, status) in [("Buyer", "rejected"), ("Buyer", "pending"), ("Buyer", "all"), ("test buyer", "all")] {
        let matching: Vec<String> = rows
            .iter()
            .filter(|(_, s, tested)| (status == "all" || *s == status) && (q == "Buyer" || *tested))
            .map(|(id, ..)| id.clone())
            .collect();
        let url = format!("/api/v1/user/enquiry?q={}&status={status}&pageSize=100", urlencode(q));
        let (code, answer) = app.get_json_as(&url, &admin).await;
        assert_eq!(code, 200, "{url}");
        let bounded = (matching.len().min(200) as u64, matching.len() <= 200);
        assert_eq!((answer["total"].as_u64(), answer["totalExact"].as_bool()), (Some(bounded.0), Some(bounded.1)));
        assert_eq!(ids(&answer), matching[..matching.len().min(100)].to_vec(), "{url}: newest first");
    }
    assert_eq!(rows.iter().filter(|(_, s, _)| *s == "rejected").count(), 83, "one status counted exactly");
    assert_eq!(rows.iter().filter(|(.., tested)| *tested).count(), 48, "the typed text counted exactly");
});

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore]
async fn enquiry_search_benchmark() {
    for backend in [Backend::Sqlite, Backend::Mysql] {
        let Some(app) = TestApp::spawn(backend).await else { continue };
        let (_, admin) = app.admin("root@admins.test").await;
        let statuses = ["pending", "processing", "completed", "rejected"];
        let products = ["Alphonso Mango", "Black Pepper", "Cotton Yarn", "Turmeric", "Cardamom"];
        let mut batch = vec![];
        let now = chrono::Utc::now();
        for i in 0..10_000i64 {
            let at = now - chrono::Duration::seconds(i);
            let email = format!("buyer{i}@company{}.test", i % 500);
            batch.push(bulk_row(products[i as usize % 5], &format!("Buyer {i}"), &email, statuses[i as usize % 4], at));
            if batch.len() == 500 {
                product_enquiries::Entity::insert_many(std::mem::take(&mut batch)).exec(&app.db).await.unwrap();
            }
        }
        domain::enquiries::words::index_missing(&app.db).await.unwrap();
        let mut times = vec![];
        for round in 0..31 {
            // company{n} holds rows i ≡ n (mod 500), all of status i mod 4: name that status.
            let n = 100 + round;
            let url = format!("/api/v1/user/enquiry?q=%40company{n}.&status={}&page=1&pageSize=20", statuses[n % 4]);
            let started = std::time::Instant::now();
            let (status, answer) = app.get_json_as(&url, &admin).await;
            times.push(started.elapsed().as_secs_f64() * 1000.0);
            assert_eq!(status, 200);
            assert!(answer["total"].as_u64().unwrap() > 0);
        }
        times.sort_by(|a, b| a.partial_cmp(b).unwrap());
        println!(
            "{}: enquiry search at 10,000 rows (e-mail fragment + status, page 1), median {:.2} ms over {} calls",
            app.backend_name(),
            times[times.len() / 2],
            times.len()
        );
    }
}
