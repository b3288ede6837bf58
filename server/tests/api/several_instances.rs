//! Two app servers on one MySQL database and one S3-compatible store behave as one: a
//! session made on one is honoured by the other, a sign-in limit counts across both, a
//! content write on one drops the page on the other, a file uploaded through one is served
//! by the other, and a message recorded by one is delivered once by the two outbox workers.
//! (MySQL only: the SQLite file is one machine's by nature.)

use foundation::entities::{products, varieties};
use foundation::storage::StorageSettings;
use reqwest::header::{COOKIE, SET_COOKIE};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};
use serde_json::{json, Value};

use crate::file_store_s3::{start_moto, BUCKET};
use crate::helpers::{poll, Backend, Spawn, TestApp};
use crate::mail_support::{eml_files, mail_to};
use crate::supplier_support::{apply, pdf, registration};

const PAGE: &str = "/products/mango/alphonso";

async fn pair(storage: StorageSettings) -> Option<(TestApp, TestApp)> {
    let mut first = Spawn::new(Backend::Mysql).demo();
    first.storage = storage.clone();
    let first = first.start().await?;
    let mut second = Spawn::new(Backend::Mysql).sharing_database_of(&first);
    second.storage = storage;
    let second = second.start().await.unwrap();
    Some((first, second))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_instances_on_one_database_and_one_bucket_act_as_one() {
    let moto = match start_moto().await {
        Ok(moto) => moto,
        Err(reason) => {
            eprintln!("several instances test skipped: {reason}");
            return;
        }
    };
    assert!(reqwest::Client::new()
        .put(format!("{}/{BUCKET}", moto.endpoint))
        .send()
        .await
        .unwrap()
        .status()
        .is_success());
    std::env::set_var("AWS_ACCESS_KEY_ID", "testing");
    std::env::set_var("AWS_SECRET_ACCESS_KEY", "testing");
    let storage = StorageSettings::S3(foundation::storage::S3Settings {
        bucket: BUCKET.into(),
        endpoint: Some(moto.endpoint.clone()),
        region: Some("us-east-1".into()),
        prefix: format!("pair-{}", uuid::Uuid::new_v4().simple()),
    });
    let Some((one, two)) = pair(storage).await else {
        eprintln!("several instances test skipped: TEST_MYSQL_URL is not set");
        return;
    };

    // A bearer token and a cookie session made on one are honoured by the other.
    let (buyer, token) = one.buyer("roaming@example.test").await;
    let me = two.client.get(two.url(&format!("/api/v1/user/{buyer}"))).bearer_auth(&token).send().await.unwrap();
    assert_eq!(me.status().as_u16(), 200, "the token works on the other instance");
    let login = one
        .new_browser()
        .post(one.url("/api/v1/user/login"))
        .json(&json!({ "email": "roaming@example.test", "password": "secret1" }))
        .send()
        .await
        .unwrap();
    let cookie = login.headers().get(SET_COOKIE).unwrap().to_str().unwrap().split(';').next().unwrap().to_owned();
    let session: Value =
        two.client.get(two.url("/api/v1/session")).header(COOKIE, &cookie).send().await.unwrap().json().await.unwrap();
    assert!(session.to_string().contains(&buyer), "the cookie session is known on the other instance: {session}");
    // Signing out on one ends it on both.
    let out = one.client.post(one.url("/api/v1/user/logout")).bearer_auth(&token).send().await.unwrap();
    assert_eq!(out.status().as_u16(), 200);
    let after = two.client.get(two.url(&format!("/api/v1/user/{buyer}"))).bearer_auth(&token).send().await.unwrap();
    assert_eq!(after.status().as_u16(), 401, "a sign-out on one instance counts on the other");

    // The sign-in limit counts attempts on both.
    let wrong = json!({ "email": "roaming@example.test", "password": "not-it" });
    for app in [&one, &two, &one, &two, &one] {
        let status =
            app.client.post(app.url("/api/v1/user/login")).json(&wrong).send().await.unwrap().status().as_u16();
        assert_eq!(status, 401);
    }
    let sixth = two.client.post(two.url("/api/v1/user/login")).json(&wrong).send().await.unwrap().status().as_u16();
    assert_eq!(sixth, 429, "five failures spread over two instances reach the limit");

    // A listing added through one drops the variety page cached on the other.
    let (_, vendor_token) = one.vendor("pair@suppliers.test", true).await;
    let (status, html) = two.get_text(PAGE).await;
    assert_eq!(status, 200);
    assert!(!html.contains("Spice Traders"), "warm on the second instance before the write");
    let mango =
        products::Entity::find().filter(products::Column::Slug.eq("mango")).one(&one.db).await.unwrap().unwrap();
    let alphonso = varieties::Entity::find()
        .filter(varieties::Column::ProductId.eq(mango.id.as_str()))
        .filter(varieties::Column::Slug.eq("alphonso"))
        .one(&one.db)
        .await
        .unwrap()
        .unwrap();
    let listing = json!({ "product": mango.id, "varietyId": alphonso.id, "price": 999, "location": "Ratnagiri", "quantityAvailable": 5, "unit": "box", "packContent": 3 });
    let added = one
        .client
        .post(one.url("/api/v1/vendorProduct/add"))
        .bearer_auth(&vendor_token)
        .json(&listing)
        .send()
        .await
        .unwrap();
    assert_eq!(added.status().as_u16(), 201);
    // The other instance reads the change log every 0.5 s: wait for it, within reason.
    let (_, page) = poll(|| two.get_text(PAGE), |(_, page)| page.contains("Spice Traders")).await;
    assert!(page.contains("Spice Traders"), "the second instance drops its cached page after the first's write");

    // A KYC file uploaded through one is served by the other.
    let (supplier, supplier_token) = one.vendor("files@suppliers.test", false).await;
    let (status, body) = apply(&one, &supplier_token, registration(vec![], &[])).await;
    assert_eq!(status, 201, "{body}");
    let file = two
        .client
        .get(two.url(&format!("/api/v1/vendorRegistration/document/{supplier}/panFile")))
        .bearer_auth(&supplier_token)
        .send()
        .await
        .unwrap();
    assert_eq!(file.status().as_u16(), 200);
    assert_eq!(file.bytes().await.unwrap().to_vec(), pdf(), "the same bytes from the shared bucket");

    // A contact message through the second records the admins' notice; the two instances'
    // outbox workers deliver it exactly once between them.
    let message = json!({ "name": "Visitor", "email": "visitor@example.test", "phone": "+91 98765 43210", "message": "Two instances?" });
    assert_eq!(two.post_json("/api/v1/admin/enquiry", message).await.0, 201);
    let rows = poll(
        || mail_to(&one, "admin@tradehub.example"),
        |rows| !rows.is_empty() && rows.iter().all(|m| m.sent_at.is_some()),
    )
    .await;
    assert!(!rows.is_empty() && rows.iter().all(|m| m.sent_at.is_some() && m.attempts == 1), "recorded and sent once");
    let files: usize = [&one, &two]
        .iter()
        .map(|app| {
            eml_files(app.data_dir.path()).into_iter().filter(|m| m.to.contains("admin@tradehub.example")).count()
        })
        .sum();
    assert_eq!(files, rows.len(), "each message delivered by exactly one instance");
}
