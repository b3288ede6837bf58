//! Built assets and committed files come from memory, compressed once, by negotiation.

use std::io::Read;

use crate::helpers::{workspace, Backend, TestApp};
use crate::on_one_database;

/// The largest built script: the client entry or one of its chunks.
fn largest_asset() -> (String, Vec<u8>) {
    let dir = workspace().join("static/assets");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("the frontend is built")
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "js"))
        .collect();
    files.sort_by_key(|p| std::fs::metadata(p).unwrap().len());
    let path = files.pop().expect("a built script");
    (format!("/static/assets/{}", path.file_name().unwrap().to_string_lossy()), std::fs::read(&path).unwrap())
}

on_one_database!(a_hashed_asset_is_served_precompressed_from_memory, |backend: Backend| async move {
    let app = TestApp::spawn(backend).await.unwrap();
    let (url, raw) = largest_asset();
    let response =
        app.client.get(app.url(&url)).header("Accept-Encoding", "gzip, deflate, br, zstd").send().await.unwrap();
    assert_eq!(response.status().as_u16(), 200);
    let headers = response.headers().clone();
    assert_eq!(headers["content-encoding"], "br");
    assert_eq!(headers["cache-control"], "public, max-age=31536000, immutable");
    assert!(headers["content-type"].to_str().unwrap().contains("javascript"));
    assert!(headers.get("transfer-encoding").is_none());
    // Answered ahead of the other layers, it still carries what every answer does.
    assert_eq!(headers["x-content-type-options"], "nosniff");
    assert_eq!(headers["x-frame-options"], "DENY");
    assert!(headers["content-security-policy"].to_str().unwrap().contains("default-src 'self'"));
    assert!(headers.get("x-request-id").is_some_and(|v| v.len() >= 32));
    assert_eq!(headers.get_all("vary").iter().count(), 1, "one Vary, not one per layer");
    let body = response.bytes().await.unwrap();
    assert_eq!(headers["content-length"].to_str().unwrap(), body.len().to_string());
    let mut plain = Vec::new();
    brotli::Decompressor::new(&body[..], 4096).read_to_end(&mut plain).unwrap();
    assert_eq!(plain, raw);

    let gzip = app.client.get(app.url(&url)).header("Accept-Encoding", "gzip").send().await.unwrap();
    assert_eq!(gzip.headers()["content-encoding"], "gzip");
    let mut plain = Vec::new();
    flate2::read::GzDecoder::new(&gzip.bytes().await.unwrap()[..]).read_to_end(&mut plain).unwrap();
    assert_eq!(plain, raw);

    let etag = headers["etag"].to_str().unwrap();
    let again = app
        .client
        .get(app.url(&url))
        .header("Accept-Encoding", "br")
        .header("If-None-Match", etag)
        .send()
        .await
        .unwrap();
    assert_eq!(again.status().as_u16(), 304);
    let head = app.client.head(app.url(&url)).header("Accept-Encoding", "br").send().await.unwrap();
    assert_eq!(head.status().as_u16(), 200);
    assert_eq!(head.headers()["content-encoding"], "br");
    assert!(head.bytes().await.unwrap().is_empty(), "HEAD has no body");
    assert_eq!(app.get("/static/assets/no-such-file.js").await.status().as_u16(), 404);
    assert_eq!(app.get("/static/../Cargo.toml").await.status().as_u16(), 404);
});

on_one_database!(dynamic_json_is_compressed_only_above_a_size, |backend: Backend| async move {
    let app = crate::helpers::Spawn::new(backend).demo().start().await.unwrap();
    let get = |path: &'static str| {
        let request = app.client.get(app.url(path)).header("Accept-Encoding", "gzip, deflate, br, zstd");
        async move { request.send().await.unwrap() }
    };
    let small = get("/api/v1/session").await;
    assert_eq!(small.status().as_u16(), 200);
    assert!(small.headers().get("content-encoding").is_none(), "a small answer goes as it is");
    let body = small.bytes().await.unwrap();
    assert!((body.len() as u64) < server::compression::MIN_SIZE);
    assert!(serde_json::from_slice::<serde_json::Value>(&body).is_ok());

    let large = get("/api/v1/admin/product/getAllProducts").await;
    assert_eq!(large.status().as_u16(), 200);
    let coding =
        large.headers().get("content-encoding").expect("a large answer is compressed").to_str().unwrap().to_owned();
    assert_ne!(coding, "identity");
    let body = large.bytes().await.unwrap();
    let mut plain = Vec::new();
    match coding.as_str() {
        "br" => brotli::Decompressor::new(&body[..], 4096).read_to_end(&mut plain).unwrap(),
        "gzip" => flate2::read::GzDecoder::new(&body[..]).read_to_end(&mut plain).unwrap(),
        other => panic!("unexpected coding {other} (brotli is offered and preferred)"),
    };
    assert!(plain.len() as u64 > server::compression::MIN_SIZE);
    assert!(serde_json::from_slice::<serde_json::Value>(&plain).unwrap()["products"].is_array());
});
