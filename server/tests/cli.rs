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
        let db = server::db::connect(&server::db::DbTarget::sqlite_file(dir.path()).unwrap()).await.unwrap();
        let admins = server::entities::admins::Entity::find().all(&db).await.unwrap();
        assert_eq!(admins.len(), 1);
        assert_eq!(admins[0].email, "ops@example.test");
        assert!(server::auth::password::verify_password("second-pass", &admins[0].password_hash));
    });

    let out = tradehub(dir.path(), &["create-admin", "--email", "x@example.test", "--password", "short"]);
    assert!(!out.status.success(), "a short password is refused");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("at least 6 characters"), "{stderr}");
    assert!(!stderr.contains("short\""), "the password is not echoed");
}

#[test]
fn serve_stops_cleanly_on_sigterm() {
    let dir = tempfile::tempdir().unwrap();
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
    let mut child = Command::new(env!("CARGO_BIN_EXE_tradehub"))
        .args(["serve", "--addr", &format!("127.0.0.1:{port}")])
        .arg("--static-dir")
        .arg(root.join("static"))
        .arg("--ssr-bundle")
        .arg(root.join("frontend/dist/server/entry-server.js"))
        .env("TRADEHUB_DATA_DIR", dir.path())
        .env("RUST_LOG", "warn")
        .env_remove("DATABASE_URL")
        .spawn()
        .unwrap();
    // Ready means answering: the socket accepts connections a moment before the server
    // (and its signal handling) runs, and a SIGTERM then would end the process uncleanly.
    let ready = (0..300).any(|_| {
        std::thread::sleep(std::time::Duration::from_millis(100));
        healthy(port)
    });
    assert!(ready, "the server answers");
    let kill = Command::new("kill").args(["-TERM", &child.id().to_string()]).status().unwrap();
    assert!(kill.success());
    let status = child.wait().unwrap();
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
