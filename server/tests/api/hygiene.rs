//! Request hygiene (issue 12): slow bodies are cut, HEAD works wherever GET does, one
//! canonical path per page, and the data folder is the server's alone.

use std::time::Duration;

use tokio::io::{AsyncReadExt, AsyncWriteExt};

use crate::helpers::{Backend, Spawn, TestApp};
use crate::on_one_database;

on_one_database!(a_body_that_trickles_in_is_cut_with_408, |backend: Backend| async move {
    let mut spawn = Spawn::new(backend);
    spawn.body_timeout = Duration::from_secs(1);
    let app = spawn.start().await.unwrap();
    let host = app.address.trim_start_matches("http://").to_owned();
    let mut socket = tokio::net::TcpStream::connect(&host).await.unwrap();
    let head = format!(
        "POST /api/v1/feedback HTTP/1.1\r\nHost: {host}\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{{\"feedback\": \"sl"
    );
    socket.write_all(head.as_bytes()).await.unwrap();
    // The rest of the body never comes. The guard only keeps a broken build from hanging.
    let mut answer = Vec::new();
    let read = tokio::time::timeout(Duration::from_secs(60), async {
        let mut buf = [0u8; 1024];
        loop {
            match socket.read(&mut buf).await {
                Ok(0) | Err(_) => break,
                Ok(n) => answer.extend_from_slice(&buf[..n]),
            }
            if answer.windows(4).any(|w| w == b"\r\n\r\n") {
                break;
            }
        }
    })
    .await;
    assert!(read.is_ok(), "the server was still waiting for the body");
    let text = String::from_utf8_lossy(&answer);
    assert!(text.starts_with("HTTP/1.1 408"), "{text}");
});

on_one_database!(head_works_wherever_get_does, |backend: Backend| async move {
    let app = TestApp::spawn(backend).await.unwrap();
    for path in ["/about", "/api/v1/session", "/api/v1/admin/getFaq", "/robots.txt"] {
        let get = app.client.get(app.url(path)).send().await.unwrap();
        let head = app.client.head(app.url(path)).send().await.unwrap();
        assert_eq!(get.status().as_u16(), 200, "GET {path}");
        assert_eq!(head.status().as_u16(), 200, "HEAD {path}");
        assert_eq!(head.headers().get("content-type"), get.headers().get("content-type"), "{path}");
        assert!(head.bytes().await.unwrap().is_empty(), "HEAD {path} has no body");
    }
});

on_one_database!(duplicate_and_trailing_slashes_answer_one_301, |backend: Backend| async move {
    let app = TestApp::spawn(backend).await.unwrap();
    for (asked, canonical) in [
        ("/about//", "/about"),
        ("/about/", "/about"),
        ("//about", "/about"),
        ("/products//?q=mango", "/products?q=mango"),
    ] {
        let r = app.get(asked).await;
        assert_eq!(r.status().as_u16(), 301, "{asked}");
        assert_eq!(r.headers()["location"], canonical, "{asked}");
        let followed = app.get(canonical).await;
        assert_eq!(followed.status().as_u16(), 200, "{canonical} is served directly");
    }
    assert_eq!(app.get("/").await.status().as_u16(), 200, "the root stays");
});

on_one_database!(the_data_folder_and_database_file_are_owner_only, |backend: Backend| async move {
    use std::os::unix::fs::PermissionsExt;
    let app = TestApp::spawn(backend).await.unwrap();
    let mode = |p: std::path::PathBuf| std::fs::metadata(p).unwrap().permissions().mode() & 0o777;
    assert_eq!(mode(app.data_dir.path().to_path_buf()), 0o700);
    assert_eq!(mode(app.data_dir.path().join("tradehub.db")), 0o600);
    // The page store holds only public pages, but it is the server's file all the same.
    assert_eq!(mode(app.data_dir.path().join("tradehub.pages.db")), 0o600);
    assert_eq!(mode(app.data_dir.path().join("secret.key")), 0o600);
});
