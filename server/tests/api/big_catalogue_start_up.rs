//! A big catalogue loaded around the app starts without a sign-in failing on SQLite's write
//! lock: 10,000 generated products (250,000 offers, 200,000 enquiries) whose planner
//! statistics are gone (as an earlier release or a bulk load leaves them) get them before
//! the listener answers, and the first sign-ins after the first answer, one and then
//! several at once, all answer 200.

use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use domain::seed::demo::{
    ADMIN_EMAIL, ADMIN_PASSWORD, BUYER_EMAIL, BUYER_PASSWORD, DECCAN_SUPPLIER_EMAIL, SUPPLIER_EMAIL, SUPPLIER_PASSWORD,
};
use migration::{Migrator, MigratorTrait};
use sea_orm::{ConnectionTrait, Database, DatabaseConnection, DbBackend, Statement};
use serde_json::json;

/// Big enough for a planner without statistics to pick walks of whole tables. The start's
/// analysis is sampled, so its time hardly grows with the file: what fails without it is
/// the order checked below (statistics taken before the first answer), at any size.
const PRODUCTS: u64 = 10_000;

struct Running(Child);

impl Drop for Running {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

fn tradehub() -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_tradehub"));
    command
        .env_remove("DATABASE_URL")
        .env_remove("TRADEHUB_DATA_DIR")
        .env_remove("TRADEHUB_STATIC_DIR")
        .env_remove("TRADEHUB_SSR_BUNDLE")
        .env("TRADEHUB_BCRYPT_COST", "4")
        .stdin(Stdio::null());
    command
}

async fn open(file: &Path, mode: &str) -> DatabaseConnection {
    Database::connect(format!("sqlite://{}?mode={mode}", file.display())).await.expect("the catalogue's database opens")
}

/// The planner statistics' rows of the offers table (none while `sqlite_stat1` is missing).
async fn analysed_offers(db: &DatabaseConnection) -> i64 {
    let sql = "SELECT count(*) FROM sqlite_stat1 WHERE tbl = 'vendor_listings'";
    let row = db.query_one(Statement::from_string(DbBackend::Sqlite, sql)).await.ok().flatten();
    row.and_then(|row| row.try_get_by_index::<i64>(0).ok()).unwrap_or(0)
}

/// The generated catalogue, kept in the build folder (CI keeps target/ between runs), since
/// generating it takes minutes in a debug build. A schema this build does not know (another
/// branch's) has it generated again; an older one is brought up to date by the start.
async fn catalogue() -> PathBuf {
    let kept = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("start-up-catalogue-{PRODUCTS}"));
    let file = kept.join("tradehub.db");
    if file.exists() && known_schema(&file).await {
        return file;
    }
    // Catalogues of other sizes or schemas go too: each holds gigabytes.
    for old in std::fs::read_dir(env!("CARGO_TARGET_TMPDIR")).into_iter().flatten().flatten() {
        if old.file_name().to_string_lossy().starts_with("start-up-catalogue-") {
            let _ = std::fs::remove_dir_all(old.path());
        }
    }
    let building = kept.with_extension(format!("building-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&building);
    let started = Instant::now();
    let out = tokio::process::Command::from(tradehub())
        .args(["demo", "--products", &PRODUCTS.to_string(), "--data-dir"])
        .arg(&building)
        .output()
        .await
        .expect("the generator runs");
    assert!(out.status.success(), "tradehub demo failed: {}", String::from_utf8_lossy(&out.stderr));
    eprintln!("big_catalogue_start_up: generated {PRODUCTS} products in {:.1} s", started.elapsed().as_secs_f64());
    let db = open(&building.join("tradehub.db"), "rw").await;
    // Everything into the main file, so that copying it alone copies the database.
    db.execute_unprepared("PRAGMA wal_checkpoint(TRUNCATE)").await.unwrap();
    db.close().await.unwrap();
    // Another run that finished first keeps its copy.
    if std::fs::rename(&building, &kept).is_err() {
        let _ = std::fs::remove_dir_all(&building);
    }
    file
}

async fn known_schema(file: &Path) -> bool {
    let known: Vec<String> = Migrator::migrations().iter().map(|m| m.name().to_owned()).collect();
    let db = open(file, "ro").await;
    let applied = db.query_all(Statement::from_string(DbBackend::Sqlite, "SELECT version FROM seaql_migrations")).await;
    let known = applied
        .is_ok_and(|rows| rows.iter().all(|r| r.try_get::<String>("", "version").is_ok_and(|v| known.contains(&v))));
    let _ = db.close().await;
    known
}

async fn sign_in(client: &reqwest::Client, base: &str, path: &str, email: &str, password: &str) -> u16 {
    let body = json!({ "email": email, "password": password });
    client.post(format!("{base}{path}")).json(&body).send().await.expect("an answer").status().as_u16()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sign_ins_right_after_start_on_a_big_unanalysed_catalogue_answer_200() {
    let kept = catalogue().await;
    let generated = open(&kept, "ro").await;
    assert!(analysed_offers(&generated).await > 0, "the generator takes the statistics of what it wrote");
    generated.close().await.unwrap();

    let folder = tempfile::Builder::new().prefix("tradehub-start-up-").tempdir().unwrap();
    let data = folder.path().join("data");
    std::fs::create_dir(&data).unwrap();
    let file = data.join("tradehub.db");
    std::fs::copy(&kept, &file).unwrap();
    // No statistics, as an earlier release or a load around the app leaves a file: the start
    // analyses every big table.
    let db = open(&file, "rw").await;
    db.execute_unprepared("DROP TABLE sqlite_stat1").await.unwrap();
    db.close().await.unwrap();

    let port = TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
    let log = std::fs::File::create(folder.path().join("server.log")).unwrap();
    let child = tradehub()
        .current_dir(folder.path())
        .args(["serve", "--addr", &format!("127.0.0.1:{port}"), "--ssr-workers", "1", "--data-dir"])
        .arg(&data)
        .stdout(log.try_clone().unwrap())
        .stderr(log)
        .spawn()
        .expect("the binary starts");
    let mut running = Running(child);
    let server_log = || std::fs::read_to_string(folder.path().join("server.log")).unwrap_or_default();
    let client = reqwest::Client::new();
    let base = format!("http://127.0.0.1:{port}");
    // Waits for the first answer (a start-up, migrations included, not a timing).
    let started = Instant::now();
    loop {
        if client.get(format!("{base}/healthz")).send().await.is_ok_and(|r| r.status().is_success()) {
            break;
        }
        assert!(running.0.try_wait().unwrap().is_none(), "the server stopped:\n{}", server_log());
        assert!(started.elapsed() < Duration::from_secs(300), "no answer:\n{}", server_log());
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    let answered = Instant::now();

    // The first sign-in, and beside it a look at the statistics: not a timing but an order.
    // The analysis holds the write lock; it ended before the listener answered, so no
    // request of the first seconds waits on it.
    let db = open(&file, "ro").await;
    let (first, analysed) =
        tokio::join!(sign_in(&client, &base, "/api/v1/user/login", BUYER_EMAIL, BUYER_PASSWORD), analysed_offers(&db));
    db.close().await.unwrap();
    assert!(analysed > 0, "the statistics were taken before the listener answered:\n{}", server_log());
    assert_eq!(first, 200, "the first sign-in after the first answer:\n{}", server_log());
    let several = futures_util::future::join_all([
        sign_in(&client, &base, "/api/v1/user/login", BUYER_EMAIL, BUYER_PASSWORD),
        sign_in(&client, &base, "/api/v1/admin/adminLogin", ADMIN_EMAIL, ADMIN_PASSWORD),
        sign_in(&client, &base, "/api/v1/vendor/vendorLogin", SUPPLIER_EMAIL, SUPPLIER_PASSWORD),
        sign_in(&client, &base, "/api/v1/vendor/vendorLogin", DECCAN_SUPPLIER_EMAIL, SUPPLIER_PASSWORD),
    ])
    .await;
    assert_eq!(several, [200; 4], "sign-ins at once right after start:\n{}", server_log());
    eprintln!(
        "big_catalogue_start_up: first answer {:.2} s after the start, five sign-ins done {:.2} s after it",
        (answered - started).as_secs_f64(),
        answered.elapsed().as_secs_f64()
    );
}
