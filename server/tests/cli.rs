//! The `tradehub` binary's commands, run as a user would run them.

use std::process::Command;

fn tradehub(data_dir: &std::path::Path, args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_tradehub"))
        .args(args)
        .env("TRADEHUB_DATA_DIR", data_dir)
        .env("TRADEHUB_BCRYPT_COST", "4")
        .env_remove("DATABASE_URL")
        .output()
        .expect("the binary runs")
}

#[test]
fn migrate_then_create_and_reset_an_admin() {
    let dir = tempfile::tempdir().unwrap();
    let out = tradehub(dir.path(), &["migrate"]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    assert!(dir.path().join("tradehub.db").exists(), "the SQLite file is made in the data folder");

    let out = tradehub(dir.path(), &["create-admin", "--email", "Ops@Example.test", "--password", "first-pass"]);
    assert!(out.status.success());
    assert_eq!(String::from_utf8_lossy(&out.stdout).trim(), "admin created");
    let out = tradehub(dir.path(), &["create-admin", "--email", "ops@example.test", "--password", "second-pass"]);
    assert_eq!(String::from_utf8_lossy(&out.stdout).trim(), "admin password reset");

    let rt = tokio::runtime::Runtime::new().unwrap();
    rt.block_on(async {
        use sea_orm::EntityTrait;
        let db = foundation::db::connect(&foundation::db::DbTarget::sqlite_file(dir.path()).unwrap()).await.unwrap();
        let admins = foundation::entities::admins::Entity::find().all(&db).await.unwrap();
        assert_eq!(admins.len(), 1);
        assert_eq!(admins[0].email, "ops@example.test");
        assert!(domain::auth::password::verify_password("second-pass", &admins[0].password_hash));
    });

    let out = tradehub(dir.path(), &["create-admin", "--email", "x@example.test", "--password", "short"]);
    assert!(!out.status.success(), "a short password is refused");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("at least 6 characters"), "{stderr}");
    assert!(!stderr.contains("short\""), "the password is not echoed");
}

/// `tradehub prerender` on the demo data of `data_dir`.
fn prerender(data_dir: &std::path::Path) -> String {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let out = Command::new(env!("CARGO_BIN_EXE_tradehub"))
        .args(["prerender", "--demo", "--at-once", "2", "--static-dir"])
        .arg(root.join("static"))
        .arg("--ssr-bundle")
        .arg(root.join("frontend/dist/server/entry-server.js"))
        .env("TRADEHUB_DATA_DIR", data_dir)
        .env("TRADEHUB_BCRYPT_COST", "4")
        .env("RUST_LOG", "warn")
        .env_remove("DATABASE_URL")
        .output()
        .expect("the binary runs");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8_lossy(&out.stdout).trim().to_owned()
}

#[test]
fn prerender_fills_the_page_store_and_a_second_run_resumes() {
    let dir = tempfile::tempdir().unwrap();
    let first = prerender(dir.path());
    let rendered: u64 = first.split(' ').next().unwrap().parse().unwrap();
    assert!(rendered >= 10 && first.ends_with(" 0 failed"), "{first}");
    assert!(dir.path().join("tradehub.pages.db").exists(), "the store is beside the database");
    let again = prerender(dir.path());
    assert!(again.starts_with(&format!("0 pages rendered, {rendered} already stored")), "{again}");
}

/// `tradehub serve` on `port` with `env`, once it answers; stopped when dropped.
struct Serving(std::process::Child);

impl Drop for Serving {
    fn drop(&mut self) {
        if let Ok(None) = self.0.try_wait() {
            let _ = Command::new("kill").args(["-TERM", &self.0.id().to_string()]).status();
            let _ = self.0.wait();
        }
    }
}

fn serving(port: u16, data_dir: &std::path::Path, env: &[(&str, String)]) -> Serving {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let child = Command::new(env!("CARGO_BIN_EXE_tradehub"))
        .args(["serve", "--addr", &format!("127.0.0.1:{port}")])
        .arg("--static-dir")
        .arg(root.join("static"))
        .arg("--ssr-bundle")
        .arg(root.join("frontend/dist/server/entry-server.js"))
        .env("TRADEHUB_DATA_DIR", data_dir)
        .env("RUST_LOG", "warn")
        .env_remove("DATABASE_URL")
        .envs(env.iter().map(|(k, v)| (k, v)))
        .spawn()
        .unwrap();
    let serving = Serving(child);
    // Ready means answering: the socket accepts connections a moment before the server
    // (and its signal handling) runs, and a SIGTERM then would end the process uncleanly.
    let ready = (0..1200).any(|_| {
        std::thread::sleep(std::time::Duration::from_millis(100));
        healthy(port)
    });
    assert!(ready, "the server answers");
    serving
}

#[test]
fn serve_stops_cleanly_on_sigterm() {
    let dir = tempfile::tempdir().unwrap();
    let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
    let mut serving = serving(port, dir.path(), &[]);
    let kill = Command::new("kill").args(["-TERM", &serving.0.id().to_string()]).status().unwrap();
    assert!(kill.success());
    let status = serving.0.wait().unwrap();
    assert!(status.success(), "exit after SIGTERM: {status:?}");
}

fn healthy(port: u16) -> bool {
    use std::io::{Read, Write};
    let Ok(mut stream) = std::net::TcpStream::connect(("127.0.0.1", port)) else { return false };
    let _ = stream.set_read_timeout(Some(std::time::Duration::from_secs(2)));
    if stream.write_all(b"GET /healthz HTTP/1.0\r\nHost: localhost\r\n\r\n").is_err() {
        return false;
    }
    let mut head = [0u8; 12];
    stream.read_exact(&mut head).is_ok() && head.ends_with(b" 200")
}

/// A fresh MySQL database for one test, dropped at the end; `None` (with the reason
/// printed) when TEST_MYSQL_URL is not set.
struct MysqlScratch {
    base: String,
    name: String,
    rt: tokio::runtime::Runtime,
}

impl MysqlScratch {
    fn create(test: &str) -> Option<Self> {
        let Some(base) = std::env::var("TEST_MYSQL_URL").ok().filter(|u| !u.is_empty()) else {
            eprintln!("{test}: skipped, TEST_MYSQL_URL is not set");
            return None;
        };
        let base = base.trim_end_matches('/').to_owned();
        let name = format!("th_cli_{}", uuid::Uuid::new_v4().simple());
        let rt = tokio::runtime::Runtime::new().unwrap();
        rt.block_on(async {
            use sea_orm::ConnectionTrait;
            let admin = sea_orm::Database::connect(&base).await.expect("TEST_MYSQL_URL answers");
            admin
                .execute_unprepared(&format!(
                    "CREATE DATABASE `{name}` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci"
                ))
                .await
                .unwrap();
        });
        Some(Self { base, name, rt })
    }

    fn url(&self) -> String {
        format!("{}/{}", self.base, self.name)
    }

    fn tables(&self) -> usize {
        self.rt.block_on(async {
            use sea_orm::ConnectionTrait;
            let db = sea_orm::Database::connect(&self.url()).await.unwrap();
            // Reading the migration state makes its bookkeeping table: count the app's own.
            let sql = format!(
                "SELECT COUNT(*) AS n FROM information_schema.tables WHERE table_schema = '{}' AND table_name <> 'seaql_migrations'",
                self.name
            );
            let row = db.query_one(sea_orm::Statement::from_string(db.get_database_backend(), sql)).await.unwrap().unwrap();
            row.try_get::<i64>("", "n").unwrap() as usize
        })
    }
}

impl Drop for MysqlScratch {
    fn drop(&mut self) {
        self.rt.block_on(async {
            use sea_orm::ConnectionTrait;
            if let Ok(admin) = sea_orm::Database::connect(&self.base).await {
                let _ = admin.execute_unprepared(&format!("DROP DATABASE IF EXISTS `{}`", self.name)).await;
            }
        });
    }
}

fn serve_on(url: &str, data_dir: &std::path::Path, extra: &[&str], secret: Option<&str>) -> std::process::Output {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut command = Command::new(env!("CARGO_BIN_EXE_tradehub"));
    command
        .args(["serve", "--addr", "127.0.0.1:0"])
        .args(extra)
        .arg("--static-dir")
        .arg(root.join("static"))
        .arg("--ssr-bundle")
        .arg(root.join("frontend/dist/server/entry-server.js"))
        .env("TRADEHUB_DATA_DIR", data_dir)
        .env("DATABASE_URL", url)
        .env("RUST_LOG", "warn")
        .env_remove("TRADEHUB_MIGRATE");
    match secret {
        Some(s) => command.env("TRADEHUB_SECRET", s),
        None => command.env_remove("TRADEHUB_SECRET"),
    };
    // A server that starts would run until killed: give it a moment, then stop it.
    let mut child = command.stdout(std::process::Stdio::piped()).stderr(std::process::Stdio::piped()).spawn().unwrap();
    for _ in 0..100 {
        if child.try_wait().unwrap().is_some() {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(100));
    }
    let _ = child.kill();
    child.wait_with_output().unwrap()
}

const SECRET: &str = "a-shared-secret-of-at-least-32-characters!";

#[test]
fn on_mysql_an_instance_without_the_shared_secret_refuses_to_start() {
    let Some(db) = MysqlScratch::create("secret") else { return };
    let dir = tempfile::tempdir().unwrap();
    let out = serve_on(&db.url(), dir.path(), &["--migrate"], None);
    assert!(!out.status.success());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("TRADEHUB_SECRET must be set"), "{stderr}");
    assert!(!dir.path().join("secret.key").exists(), "no key of its own is made");
}

#[test]
fn on_mysql_a_schema_behind_the_release_is_refused_until_migrated() {
    let Some(db) = MysqlScratch::create("schema") else { return };
    let dir = tempfile::tempdir().unwrap();
    let out = serve_on(&db.url(), dir.path(), &[], Some(SECRET));
    assert!(!out.status.success(), "an unmigrated database is refused");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("run `tradehub migrate` first"), "{stderr}");
    assert_eq!(db.tables(), 0, "starting did not migrate");
}

#[test]
fn on_mysql_two_migrations_at_once_take_turns_and_both_succeed() {
    let Some(db) = MysqlScratch::create("migrate") else { return };
    let dir = tempfile::tempdir().unwrap();
    let url = db.url();
    let runs: Vec<_> = (0..2)
        .map(|_| {
            Command::new(env!("CARGO_BIN_EXE_tradehub"))
                .arg("migrate")
                .env("DATABASE_URL", &url)
                .env("TRADEHUB_DATA_DIR", dir.path())
                .stdout(std::process::Stdio::piped())
                .stderr(std::process::Stdio::piped())
                .spawn()
                .unwrap()
        })
        .collect();
    for run in runs {
        let out = run.wait_with_output().unwrap();
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    }
    let tables = db.tables();
    assert!(tables > 20, "the schema is there once: {tables} tables");
    // Migrated: an instance with the shared secret now starts (and is stopped by the test).
    let out = serve_on(&url, dir.path(), &[], Some(SECRET));
    assert!(
        out.status.code().is_none() || out.status.success(),
        "it ran until stopped: {}",
        String::from_utf8_lossy(&out.stderr)
    );
}

#[test]
fn reindex_indexes_what_was_written_around_the_app_and_only_that() {
    let dir = tempfile::tempdir().unwrap();
    let out = tradehub(dir.path(), &["migrate"]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let rt = tokio::runtime::Runtime::new().unwrap();
    let db = rt.block_on(async {
        use sea_orm::{ActiveModelTrait, Set};
        let db = foundation::db::connect(&foundation::db::DbTarget::sqlite_file(dir.path()).unwrap()).await.unwrap();
        // A bulk load: a product straight into the table, which no write path indexed.
        foundation::entities::products::ActiveModel {
            title: Set("Zanzibar Clove Lot".into()),
            slug: Set("zanzibar-clove-lot".into()),
            category: Set("Zanzibar Cloves".into()),
            category_slug: Set("zanzibar-cloves".into()),
            tag: Set(Some("Spices".into())),
            description: Set("Hand-picked cloves.".into()),
            details: Set("Dried in the sun.".into()),
            image: Set(None),
            position: Set(1),
            ..Default::default()
        }
        .insert(&db)
        .await
        .unwrap();
        let scope = domain::search::Scope::default();
        assert_eq!(domain::search::search(&db, "zanzibar", &scope, 0, 10).await.unwrap().total.rows, 0);
        db
    });
    let out = tradehub(dir.path(), &["reindex"]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    assert_eq!(String::from_utf8_lossy(&out.stdout).trim(), "indexed 1 products and 0 enquiries");
    rt.block_on(async {
        let scope = domain::search::Scope::default();
        assert_eq!(domain::search::search(&db, "zanzibar", &scope, 0, 10).await.unwrap().total.rows, 1);
    });
    let out = tradehub(dir.path(), &["reindex"]);
    assert_eq!(String::from_utf8_lossy(&out.stdout).trim(), "indexed 0 products and 0 enquiries", "nothing twice");
}

/// A tiny OTLP/HTTP receiver: answers every request 200 and hands over the bodies posted
/// to `/v1/traces`.
fn otlp_receiver() -> (u16, std::sync::mpsc::Receiver<Vec<u8>>) {
    use std::io::{BufRead, BufReader, Read, Write};
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let port = listener.local_addr().unwrap().port();
    let (sent, received) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        for stream in listener.incoming().flatten() {
            let mut reader = BufReader::new(stream);
            let (mut request_line, mut length) = (String::new(), 0usize);
            if reader.read_line(&mut request_line).is_err() {
                continue;
            }
            loop {
                let mut line = String::new();
                if reader.read_line(&mut line).unwrap_or(0) == 0 || line == "\r\n" {
                    break;
                }
                if let Some(value) = line.to_ascii_lowercase().strip_prefix("content-length:") {
                    length = value.trim().parse().unwrap_or(0);
                }
            }
            let mut body = vec![0; length];
            if reader.read_exact(&mut body).is_err() {
                continue;
            }
            let _ = reader.get_mut().write_all(b"HTTP/1.1 200 OK\r\nContent-Length: 0\r\nConnection: close\r\n\r\n");
            if request_line.starts_with("POST /v1/traces ") {
                let _ = sent.send(body);
            }
        }
    });
    (port, received)
}

/// `x-request-id` of a GET of `path`.
fn request_id_of(port: u16, path: &str) -> String {
    use std::io::{Read, Write};
    let mut stream = std::net::TcpStream::connect(("127.0.0.1", port)).unwrap();
    write!(stream, "GET {path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n").unwrap();
    let mut answer = String::new();
    stream.read_to_string(&mut answer).unwrap();
    let head = answer.split("\r\n\r\n").next().unwrap().to_ascii_lowercase();
    let line = head.lines().find(|l| l.starts_with("x-request-id:")).expect("an x-request-id");
    line["x-request-id:".len()..].trim().to_owned()
}

#[test]
fn with_an_otlp_endpoint_request_spans_are_exported_under_the_request_id() {
    let (receiver, traces) = otlp_receiver();
    let dir = tempfile::tempdir().unwrap();
    let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
    let child = serving(
        port,
        dir.path(),
        &[
            ("OTEL_EXPORTER_OTLP_ENDPOINT", format!("http://127.0.0.1:{receiver}")),
            ("OTEL_BSP_SCHEDULE_DELAY", "100".into()),
        ],
    );
    let id = request_id_of(port, "/about");
    assert_eq!(id.len(), 32, "the request id is a trace id: {id}");
    let trace_id: Vec<u8> = (0..16).map(|i| u8::from_str_radix(&id[2 * i..2 * i + 2], 16).unwrap()).collect();
    let mut found = false;
    while let Ok(body) = traces.recv_timeout(std::time::Duration::from_secs(10)) {
        let holds = |needle: &[u8]| body.windows(needle.len()).any(|w| w == needle);
        if holds(&trace_id) && holds(b"request") && holds(b"tradehub") {
            found = true;
            break;
        }
    }
    drop(child);
    assert!(found, "the collector received the request's span under its trace id");
}
