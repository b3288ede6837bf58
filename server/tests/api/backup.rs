//! `tradehub backup` and `restore`: a backup taken while the site takes writes restores to
//! a working site (pages, uploads, sign-ins) holding every write acknowledged before the
//! backup began; a damaged backup and a non-empty target are refused. Forged backups are
//! in `backup_forgery`.

use std::path::Path;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use foundation::db::DbTarget;
use ops::backup::{BackupOptions, Place, RestoreOptions, Site};
use sea_orm::{ColumnTrait, ConnectionTrait, Database, DatabaseConnection, EntityTrait, PaginatorTrait, QueryFilter};
use server::startup::Application;

use crate::helpers::{settings, Backend, Spawn, TestApp};
use crate::on_both_databases;
use crate::supplier_support::*;

/// A restore target: a data folder and an empty database of the backend.
pub(crate) struct Target {
    pub(crate) dir: tempfile::TempDir,
    pub(crate) database: DbTarget,
    /// A MySQL database of the test's own, dropped at the end.
    mysql: Option<(String, String)>,
}

impl Target {
    pub(crate) async fn new(backend: Backend) -> Self {
        let dir = tempfile::tempdir().unwrap();
        match backend {
            Backend::Sqlite => Self { database: DbTarget::sqlite_file(dir.path()).unwrap(), dir, mysql: None },
            Backend::Mysql => {
                let base = std::env::var("TEST_MYSQL_URL").unwrap().trim_end_matches('/').to_owned();
                let name = format!("th_restore_{}", uuid::Uuid::new_v4().simple());
                let admin = Database::connect(&base).await.unwrap();
                admin.execute_unprepared(&format!("CREATE DATABASE `{name}` CHARACTER SET utf8mb4")).await.unwrap();
                let database = DbTarget { url: format!("{base}/{name}") };
                Self { dir, database, mysql: Some((base, name)) }
            }
        }
    }

    pub(crate) fn site(&self) -> Site {
        Site { data_dir: self.dir.path().to_path_buf(), database: self.database.clone(), storage: Default::default() }
    }

    /// Starts a site on the restored data: its address and database.
    pub(crate) async fn start(&self, backend: Backend) -> (String, DatabaseConnection) {
        let app = Application::build(settings(self.dir.path(), self.database.clone(), false, Spawn::new(backend)))
            .await
            .expect("the restored site starts");
        let address = format!("http://127.0.0.1:{}", app.port());
        let db = app.db().clone();
        tokio::spawn(app.run_until_stopped());
        (address, db)
    }

    pub(crate) async fn drop_database(&self) {
        if let Some((base, name)) = &self.mysql {
            let admin = Database::connect(base).await.unwrap();
            admin.execute_unprepared(&format!("DROP DATABASE IF EXISTS `{name}`")).await.unwrap();
        }
    }
}

pub(crate) fn site_of(app: &TestApp) -> Site {
    Site {
        data_dir: app.data_dir.path().to_path_buf(),
        database: DbTarget { url: app.database_url.clone() },
        storage: Default::default(),
    }
}

/// Restores with the backup key `app`'s backups were taken with, as an operator names it
/// on another machine.
pub(crate) fn key_of(app: &TestApp, force: bool) -> RestoreOptions {
    RestoreOptions { key_file: Some(app.data_dir.path().join(ops::backup::KEY_FILE)), force }
}

/// Sign-ups acknowledged: the e-mail and when its answer came.
type Acknowledged = Arc<Mutex<Vec<(String, Instant)>>>;

/// Buyers signing up one after another until stopped, each from an address of its own
/// (the app believes the test's X-Forwarded-For); each sign-up acknowledged is recorded
/// with the moment its answer came.
fn sign_ups_until(app: &TestApp, stop: Arc<AtomicBool>) -> (tokio::task::JoinHandle<()>, Acknowledged) {
    let acknowledged = Arc::new(Mutex::new(Vec::new()));
    let (url, done) = (app.url("/api/v1/user/signup"), acknowledged.clone());
    let task = tokio::spawn(async move {
        let client = reqwest::Client::new();
        let mut n = 0u32;
        while !stop.load(Ordering::Relaxed) {
            n += 1;
            let email = format!("load{n}@backup.test");
            let signup = serde_json::json!({
                "name": "Load Buyer", "email": email, "password": "secret1", "confirmPassword": "secret1",
                "addresses": [{ "label": "Office", "street": "1 Market Road", "city": "Pune", "state": "MH", "zip": "411001", "country": "India" }],
            });
            let from = format!("198.51.{}.{}", n / 250, n % 250 + 1);
            let answer = client.post(&url).header("X-Forwarded-For", from).json(&signup).send().await.unwrap();
            if answer.status().as_u16() == 201 {
                done.lock().unwrap().push((email, Instant::now()));
            }
        }
    });
    (task, acknowledged)
}

on_both_databases!(a_backup_taken_under_writes_restores_to_a_working_site, |backend| async move {
    let Some(app) = Spawn::new(backend).demo().behind_proxy().start().await else { return };
    let (supplier, token) = app.vendor("kept@suppliers.test", false).await;
    let (status, applied) = apply(&app, &token, registration(vec![], &[])).await;
    assert_eq!(status, 201, "{applied}");
    let picture = applied["vendorRegistration"]["verificationDocuments"]["profile"].as_str().unwrap().to_owned();
    let picture_bytes = app.get(&picture).await.bytes().await.unwrap();
    // Pages in the page store, which a backup leaves out: a restored site renders again.
    for page in ["/", "/products/mango/alphonso"] {
        assert_eq!(app.get(page).await.status().as_u16(), 200, "{page}");
    }
    assert!(app.state.page_store.bytes().await.unwrap() > 0, "the site has stored pages");

    let stop = Arc::new(AtomicBool::new(false));
    let (writer, acknowledged) = sign_ups_until(&app, stop.clone());
    // The backup begins once a few writes are in: waited for, not timed, since a busy
    // machine signs up fewer buyers in any fixed time.
    let deadline = Instant::now() + Duration::from_secs(60);
    while acknowledged.lock().unwrap().len() < 3 && Instant::now() < deadline {
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    let backup_dir = tempfile::tempdir().unwrap();
    let started = Instant::now();
    let options = BackupOptions { with_signing_key: true, ..Default::default() };
    let report = ops::backup::backup(&site_of(&app), &Place::Dir(backup_dir.path().join("b")), &options).await.unwrap();
    tokio::time::sleep(Duration::from_millis(200)).await;
    stop.store(true, Ordering::Relaxed);
    writer.await.unwrap();
    assert!(report.todo.is_none());
    assert_eq!(report.manifest.uploads().count(), 4, "the registration's four files");
    let before: Vec<String> =
        acknowledged.lock().unwrap().iter().filter(|(_, at)| *at < started).map(|(e, _)| e.clone()).collect();
    assert!(before.len() >= 3, "sign-ups were acknowledged before the backup began: {}", before.len());

    let target = Target::new(backend).await;
    let restored = ops::backup::restore(&Place::Dir(backup_dir.path().join("b")), &target.site(), &key_of(&app, false))
        .await
        .unwrap();
    assert!(restored.todo.is_none(), "{:?}", restored.todo);
    assert!(!holds_stored_pages(&target, backend).await, "the backup carried no stored page");
    let (address, db) = target.start(backend).await;
    let found = foundation::entities::users::Entity::find()
        .filter(foundation::entities::users::Column::Email.is_in(before.clone()))
        .count(&db)
        .await
        .unwrap();
    assert_eq!(found as usize, before.len(), "every sign-up acknowledged before the backup is restored");

    let client = reqwest::Client::new();
    for page in ["/", "/products/mango/alphonso"] {
        assert_eq!(client.get(format!("{address}{page}")).send().await.unwrap().status().as_u16(), 200, "{page}");
    }
    let restored_picture = client.get(format!("{address}{picture}")).send().await.unwrap();
    assert_eq!(restored_picture.status().as_u16(), 200);
    assert_eq!(restored_picture.bytes().await.unwrap(), picture_bytes);
    let login = serde_json::json!({ "email": before[0], "password": "secret1" });
    let signed_in = client.post(format!("{address}/api/v1/user/login")).json(&login).send().await.unwrap();
    assert_eq!(signed_in.status().as_u16(), 200, "a buyer signs in on the restored site");
    let login = serde_json::json!({ "email": "kept@suppliers.test", "password": "secret1" });
    let body: serde_json::Value = client
        .post(format!("{address}/api/v1/vendor/vendorLogin"))
        .json(&login)
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let document = client
        .get(format!("{address}/api/v1/vendorRegistration/document/{supplier}/panFile"))
        .bearer_auth(body["token"].as_str().expect("the supplier signs in"))
        .send()
        .await
        .unwrap();
    assert_eq!(document.status().as_u16(), 200);
    assert_eq!(document.bytes().await.unwrap().to_vec(), pdf(), "a private document is restored");
    let kept = client
        .get(format!("{address}/api/v1/vendorRegistration/document/{supplier}/panFile"))
        .bearer_auth(&token)
        .send()
        .await
        .unwrap();
    assert_eq!(kept.status().as_u16(), 200, "the signing key came back encrypted: a session from before holds");
    target.drop_database().await;
});

/// A backup of a small site with one registration (four uploads): the site, its supplier's
/// id and a token of theirs.
pub(crate) async fn small_backup(
    backend: Backend,
    into: &Path,
    options: &BackupOptions,
) -> Option<(TestApp, String, String)> {
    let app = Spawn::new(backend).start().await?;
    let (supplier, token) = app.vendor("small@suppliers.test", false).await;
    let (status, body) = apply(&app, &token, registration(vec![], &[])).await;
    assert_eq!(status, 201, "{body}");
    ops::backup::backup(&site_of(&app), &Place::Dir(into.to_path_buf()), options).await.unwrap();
    Some((app, supplier, token))
}

/// Whether the restored data holds the page store's file or tables.
async fn holds_stored_pages(target: &Target, backend: Backend) -> bool {
    match backend {
        Backend::Sqlite => target.dir.path().join("tradehub.pages.db").exists(),
        Backend::Mysql => {
            let db = Database::connect(&target.database.url).await.unwrap();
            let sql = "SELECT COUNT(*) AS n FROM information_schema.tables \
                       WHERE table_schema = DATABASE() AND table_name LIKE 'page\\_store\\_%'";
            let row = db.query_one(sea_orm::Statement::from_string(db.get_database_backend(), sql)).await.unwrap();
            row.unwrap().try_get::<i64>("", "n").unwrap() > 0
        }
    }
}

pub(crate) async fn holds_tables(target: &Target, backend: Backend) -> bool {
    match backend {
        Backend::Sqlite => std::fs::metadata(target.dir.path().join("tradehub.db")).is_ok_and(|m| m.len() > 0),
        Backend::Mysql => {
            let db = Database::connect(&target.database.url).await.unwrap();
            let row = db
                .query_one(sea_orm::Statement::from_string(
                    db.get_database_backend(),
                    "SELECT COUNT(*) AS n FROM information_schema.tables WHERE table_schema = DATABASE()",
                ))
                .await
                .unwrap()
                .unwrap();
            row.try_get::<i64>("", "n").unwrap() > 0
        }
    }
}

on_both_databases!(a_damaged_backup_is_refused_and_nothing_is_restored, |backend| async move {
    let dir = tempfile::tempdir().unwrap();
    let backup = dir.path().join("b");
    let Some((app, ..)) = small_backup(backend, &backup, &BackupOptions::default()).await else { return };
    let upload = std::fs::read_dir(backup.join("uploads/private")).unwrap().next().unwrap().unwrap().path();
    let mut bytes = std::fs::read(&upload).unwrap();
    let last = bytes.len() - 1;
    bytes[last] ^= 1;
    std::fs::write(&upload, bytes).unwrap();

    let target = Target::new(backend).await;
    let refused =
        ops::backup::restore(&Place::Dir(backup.clone()), &target.site(), &key_of(&app, false)).await.unwrap_err();
    assert!(refused.to_string().contains("does not match its checksum"), "{refused}");
    assert!(!holds_tables(&target, backend).await, "nothing was restored");
    assert!(!target.dir.path().join("uploads/private").exists() || stored_files(target.dir.path()).is_empty());

    std::fs::remove_file(backup.join("manifest.json")).unwrap();
    let refused = ops::backup::restore(&Place::Dir(backup), &target.site(), &key_of(&app, false)).await.unwrap_err();
    assert!(refused.to_string().contains("no manifest.json"), "{refused}");
    target.drop_database().await;
});

on_both_databases!(a_database_that_holds_tables_is_replaced_only_when_forced, |backend| async move {
    let dir = tempfile::tempdir().unwrap();
    let backup = dir.path().join("b");
    let Some((app, ..)) = small_backup(backend, &backup, &BackupOptions::default()).await else { return };
    let target = Target::new(backend).await;
    let existing = foundation::db::connect(&target.database).await.unwrap();
    foundation::db::migrate(&existing).await.unwrap();
    existing.close().await.unwrap();

    let refused =
        ops::backup::restore(&Place::Dir(backup.clone()), &target.site(), &key_of(&app, false)).await.unwrap_err();
    assert!(refused.to_string().contains("--force"), "{refused}");
    ops::backup::restore(&Place::Dir(backup), &target.site(), &key_of(&app, true)).await.unwrap();
    let (_, db) = target.start(backend).await;
    let supplier = foundation::entities::vendors::Entity::find()
        .filter(foundation::entities::vendors::Column::Email.eq("small@suppliers.test"))
        .count(&db)
        .await
        .unwrap();
    assert_eq!(supplier, 1, "the backup's rows replaced the empty schema's");
    target.drop_database().await;
});

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_backup_goes_to_an_s3_bucket_and_comes_back() {
    let moto = match crate::file_store_s3::start_moto().await {
        Ok(moto) => moto,
        Err(reason) => {
            eprintln!("S3 backup test skipped: {reason}");
            return;
        }
    };
    let created = reqwest::Client::new().put(format!("{}/backups", moto.endpoint)).send().await.unwrap();
    assert!(created.status().is_success());
    std::env::set_var("AWS_ACCESS_KEY_ID", "testing");
    std::env::set_var("AWS_SECRET_ACCESS_KEY", "testing");
    let place =
        || Place::parse("s3://backups/nightly/1", Some(moto.endpoint.clone()), Some("us-east-1".into())).unwrap();
    let app = Spawn::new(Backend::Sqlite).start().await.unwrap();
    let (_, token) = app.vendor("s3backup@suppliers.test", false).await;
    assert_eq!(apply(&app, &token, registration(vec![], &[])).await.0, 201);
    let options = BackupOptions { with_signing_key: true, ..Default::default() };
    let written = ops::backup::backup(&site_of(&app), &place(), &options).await.unwrap();
    assert!(!app.data_dir.path().read_dir().unwrap().any(|e| e
        .unwrap()
        .file_name()
        .to_string_lossy()
        .starts_with(".backup-")));

    let target = Target::new(Backend::Sqlite).await;
    let restored = ops::backup::restore(&place(), &target.site(), &key_of(&app, false)).await.unwrap();
    assert_eq!(restored.manifest.files.len(), written.manifest.files.len());
    assert!(restored.manifest.names().any(|name| name == "secret.key.enc"), "the sealed signing key travelled");
    let secret = std::fs::read(app.data_dir.path().join("secret.key")).unwrap();
    assert_eq!(std::fs::read(target.dir.path().join("secret.key")).unwrap(), secret);
    assert_eq!(stored_files(target.dir.path()).len(), 4, "the uploads came back from the bucket");
    let (_, db) = target.start(Backend::Sqlite).await;
    let supplier = foundation::entities::vendors::Entity::find()
        .filter(foundation::entities::vendors::Column::Email.eq("s3backup@suppliers.test"))
        .count(&db)
        .await
        .unwrap();
    assert_eq!(supplier, 1);

    // An object added under the backup's prefix is refused as a file added to a folder is.
    let added = "uploads/public/67e55044-10b1-426f-9247-bb680e5fe0c8.png";
    let put = reqwest::Client::new().put(format!("{}/backups/nightly/1/{added}", moto.endpoint)).body("x");
    assert!(put.send().await.unwrap().status().is_success());
    let other = Target::new(Backend::Sqlite).await;
    let refused = ops::backup::restore(&place(), &other.site(), &key_of(&app, false)).await.unwrap_err();
    assert!(refused.to_string().contains(&format!("{added} is in the backup but not in its manifest")), "{refused}");
    assert!(stored_files(other.dir.path()).is_empty() && !other.dir.path().join("secret.key").exists());
}
