//! The binary carries its assets and server bundle: started from an empty folder (no
//! `./static`, no `./frontend`), it serves the home page and the hashed scripts it names.

use std::net::TcpListener;
use std::process::{Child, Command, Stdio};
use std::time::Duration;

struct Running(Child);

impl Drop for Running {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

#[tokio::test]
async fn the_binary_serves_pages_and_assets_from_an_empty_folder() {
    let folder = tempfile::tempdir().unwrap();
    let port = TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
    let child = Command::new(env!("CARGO_BIN_EXE_tradehub"))
        .current_dir(folder.path())
        .args(["serve", "--addr", &format!("127.0.0.1:{port}"), "--ssr-workers", "1"])
        .env_remove("TRADEHUB_STATIC_DIR")
        .env_remove("TRADEHUB_SSR_BUNDLE")
        .env_remove("DATABASE_URL")
        .env("TRADEHUB_BCRYPT_COST", "4")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("the binary starts");
    let _running = Running(child);
    let client = reqwest::Client::new();
    let base = format!("http://127.0.0.1:{port}");
    // Wait for it to listen (a start-up, not a timing: no assertion on how long).
    let mut home = None;
    for _ in 0..600 {
        if let Ok(response) = client.get(format!("{base}/")).send().await {
            home = Some(response);
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let home = home.expect("the server answers");
    assert_eq!(home.status().as_u16(), 200);
    let html = home.text().await.unwrap();
    assert!(html.contains("<div id=\"root\">") || html.contains("id=\"root\""), "a server-rendered page");
    let start = html.find("/static/assets/").expect("the page names its entry script");
    let end = start + html[start..].find('"').unwrap();
    let script = &html[start..end];
    assert!(script.ends_with(".js"), "{script}");
    let response = client.get(format!("{base}{script}")).send().await.unwrap();
    assert_eq!(response.status().as_u16(), 200, "{script}");
    assert_eq!(response.headers()["cache-control"], "public, max-age=31536000, immutable");
    assert!(!response.bytes().await.unwrap().is_empty());
    // Nothing was read from, or written beside, the folder but the data folder.
    let entries: Vec<String> = std::fs::read_dir(folder.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(entries, vec!["data".to_owned()]);
}
