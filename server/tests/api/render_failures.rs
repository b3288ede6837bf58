//! The real app with a server bundle that throws or never returns on certain paths.

use std::time::Duration;

use crate::helpers::{Backend, Spawn, TestApp};
use crate::on_one_database;

/// Wraps the real bundle: `/` throws once then renders; any path under `/hang` loops.
fn faulty_bundle(dir: &std::path::Path) -> std::path::PathBuf {
    let real = std::fs::read_to_string(crate::helpers::workspace().join("frontend/dist/server/entry-server.js"))
        .expect("the frontend is built");
    let wrapper = r#"
;(() => {
  const real = globalThis.__tradehubRender;
  globalThis.__tradehubRender = (input) => {
    const url = JSON.parse(input).url;
    if (url.startsWith("/no/throw")) throw new Error("render exploded");
    if (url.startsWith("/no/hang")) { for (;;) {} }
    return real(input);
  };
})();"#;
    let path = dir.join("faulty.js");
    std::fs::write(&path, format!("{real}\n{wrapper}")).unwrap();
    path
}

async fn spawn_faulty(backend: Backend) -> (TestApp, tempfile::TempDir) {
    let dir = tempfile::tempdir().unwrap();
    let mut spawn = Spawn::new(backend);
    spawn.ssr_bundle = Some(faulty_bundle(dir.path()));
    // Long enough for a real render of a debug build on a loaded machine; the hang is cut anyway.
    spawn.ssr_timeout = Duration::from_secs(3);
    spawn.html_cache = false; // every request goes through the pool
    (spawn.start().await.unwrap(), dir)
}

on_one_database!(a_render_that_throws_gives_a_500_page_and_the_next_renders, |backend: Backend| async move {
    let (app, _dir) = spawn_faulty(backend).await;
    let (status, html) = app.get_text("/no/throw").await;
    assert_eq!(status, 500);
    assert!(html.contains("Something went wrong"));
    assert!(!html.contains("render exploded"), "internals must not reach the client");
    let (status, html) = app.get_text("/").await;
    assert_eq!(status, 200);
    assert!(html.contains("Reliable Logistics"));
});

on_one_database!(a_render_that_never_ends_is_cut_and_the_pool_keeps_serving, |backend: Backend| async move {
    let (app, _dir) = spawn_faulty(backend).await;
    let (status, html) = app.get_text("/no/hang").await;
    assert_eq!(status, 500);
    assert!(html.contains("Something went wrong"));
    for _ in 0..3 {
        let (status, _) = app.get_text("/").await;
        assert_eq!(status, 200);
    }
});
