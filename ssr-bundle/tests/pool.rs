//! The pool against small bundles that behave well, throw, hang or answer nonsense.

use std::sync::atomic::Ordering;
use std::sync::Arc;
use std::time::Duration;

use ssr_bundle::{PoolConfig, RenderError, RendererPool};

const BUNDLE: &str = r#"
globalThis.__tradehubRender = function (inputJson) {
  const input = JSON.parse(inputJson);
  if (input.url === "/throw") throw new Error("boom in render");
  if (input.url === "/hang") { for (;;) {} }
  if (input.url === "/nonsense") return "not json";
  globalThis.__count = (globalThis.__count || 0) + 1;
  if (input.url === "/jobs") {
    // What the previous render's promise jobs did, then a job of this render's own.
    const ran = globalThis.__jobsRan || 0;
    Promise.resolve().then(() => { globalThis.__jobsRan = ran + 1; });
    return JSON.stringify({ html: String(ran), css: "", head: "", status: 200 });
  }
  return JSON.stringify({
    html: "<h1>" + input.props.title + "</h1><p>" + input.url + "</p>",
    css: "<style>h1{}</style>",
    head: "<title>" + input.props.title + "</title>",
    status: input.url === "/missing" ? 404 : 200,
  });
};
"#;

fn pool(size: usize, queue: usize, timeout_ms: u64) -> RendererPool {
    let config = PoolConfig { size, queue, timeout: Duration::from_millis(timeout_ms) };
    RendererPool::start(Arc::from(BUNDLE), config).expect("the test bundle loads")
}

#[tokio::test]
async fn renders_the_url_with_its_props() {
    let pool = pool(2, 8, 2000);
    let out = pool.render("/products", r#"{"title":"Spices"}"#).await.unwrap();
    assert_eq!(out.html, "<h1>Spices</h1><p>/products</p>");
    assert_eq!(out.head, "<title>Spices</title>");
    assert_eq!(out.status, 200);
    let missing = pool.render("/missing", r#"{"title":"x"}"#).await.unwrap();
    assert_eq!(missing.status, 404);
}

#[tokio::test]
async fn a_render_that_throws_is_an_error_and_the_next_one_renders() {
    let pool = pool(1, 8, 2000);
    let err = pool.render("/throw", "{}").await.unwrap_err();
    assert!(matches!(&err, RenderError::Script(m) if m.contains("boom in render")), "{err:?}");
    let out = pool.render("/ok", r#"{"title":"after"}"#).await.unwrap();
    assert_eq!(out.html, "<h1>after</h1><p>/ok</p>");
    assert_eq!(pool.stats().replacements.load(Ordering::Relaxed), 1);
}

#[tokio::test]
async fn a_render_that_never_ends_is_cut_and_the_pool_keeps_serving() {
    let pool = pool(1, 8, 300);
    let err = pool.render("/hang", "{}").await.unwrap_err();
    assert_eq!(err, RenderError::Timeout(Duration::from_millis(300)));
    for i in 0..3 {
        let out = pool.render("/ok", &format!(r#"{{"title":"n{i}"}}"#)).await.unwrap();
        assert_eq!(out.html, format!("<h1>n{i}</h1><p>/ok</p>"));
    }
    assert_eq!(pool.stats().timeouts.load(Ordering::Relaxed), 1);
}

#[tokio::test]
async fn a_full_queue_refuses_work_instead_of_growing() {
    let pool = Arc::new(pool(1, 1, 400));
    let tries = (0..3).map(|_| {
        let pool = pool.clone();
        tokio::spawn(async move { pool.render("/hang", "{}").await })
    });
    let tries: Vec<_> = tries.collect(); // spawn all three before waiting for any
    let results: Vec<_> = futures_join(tries.into_iter()).await;
    // One isolate and one queue slot: at most two of three fit.
    assert!(results.iter().any(|r| r == &Err(RenderError::Busy)), "{results:?}");
    assert!(pool.render("/ok", r#"{"title":"t"}"#).await.is_ok());
}

#[tokio::test]
async fn an_answer_that_is_not_a_render_result_is_an_error() {
    let pool = pool(1, 4, 2000);
    let err = pool.render("/nonsense", "{}").await.unwrap_err();
    assert!(matches!(err, RenderError::BadOutput(_)), "{err:?}");
}

#[test]
fn a_bundle_without_the_render_function_does_not_start() {
    let config = PoolConfig { size: 1, queue: 1, timeout: Duration::from_secs(1) };
    let err = RendererPool::start(Arc::from("globalThis.x = 1;"), config).err().unwrap();
    assert!(matches!(err, RenderError::Bundle(_)), "{err:?}");
    let config = PoolConfig { size: 1, queue: 1, timeout: Duration::from_secs(1) };
    let err = RendererPool::start(Arc::from("this is not javascript"), config).err().unwrap();
    assert!(matches!(err, RenderError::Bundle(_)), "{err:?}");
}

async fn futures_join<T>(handles: impl Iterator<Item = tokio::task::JoinHandle<T>>) -> Vec<T> {
    let mut out = Vec::new();
    for h in handles {
        out.push(h.await.unwrap());
    }
    out
}

#[tokio::test]
async fn an_isolate_is_replaced_after_its_share_of_renders_and_the_pool_keeps_serving() {
    let pool = pool(1, 8, 2000);
    let renders = ssr_bundle::RENDERS_PER_ISOLATE;
    for i in 0..renders {
        pool.render("/ok", &format!(r#"{{"title":"n{i}"}}"#)).await.unwrap();
    }
    // The isolate is replaced after its last answer is sent: wait for it, briefly.
    for _ in 0..100 {
        if pool.stats().replacements.load(Ordering::Relaxed) == 1 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    assert_eq!(pool.stats().replacements.load(Ordering::Relaxed), 1, "replaced once it made its renders");
    // The fresh isolate renders.
    let out = pool.render("/ok", r#"{"title":"fresh"}"#).await.unwrap();
    assert_eq!(out.html, "<h1>fresh</h1><p>/ok</p>");
    assert_eq!(pool.stats().renders.load(Ordering::Relaxed), renders + 1);
}

#[tokio::test]
async fn one_shared_pool_per_bundle_source_and_configuration() {
    let config = PoolConfig { size: 1, queue: 4, timeout: Duration::from_millis(2000) };
    let first = RendererPool::shared("test-bundle", Arc::from(BUNDLE), config.clone()).unwrap();
    let again = RendererPool::shared("test-bundle", Arc::from(BUNDLE), config.clone()).unwrap();
    assert!(Arc::ptr_eq(&first, &again), "the second app gets the running pool");
    let other_source = RendererPool::shared("elsewhere", Arc::from(BUNDLE), config.clone()).unwrap();
    assert!(!Arc::ptr_eq(&first, &other_source));
    let other_config = PoolConfig { timeout: Duration::from_millis(3000), ..config.clone() };
    assert!(!Arc::ptr_eq(&first, &RendererPool::shared("test-bundle", Arc::from(BUNDLE), other_config).unwrap()));
    let changed = format!("{BUNDLE}\n// changed");
    assert!(!Arc::ptr_eq(&first, &RendererPool::shared("test-bundle", Arc::from(changed.as_str()), config).unwrap()));
    assert_eq!(again.render("/x", r#"{"title":"Shared"}"#).await.unwrap().html, "<h1>Shared</h1><p>/x</p>");
    assert!(RendererPool::shared("broken", Arc::from("this is not javascript"), PoolConfig::default()).is_err());
}

#[tokio::test]
async fn the_promise_jobs_a_render_queues_run_before_the_next_render() {
    // Left queued, each render's jobs (and what they hold) stayed in the isolate for its
    // whole life: about 20 KB a render of a real page.
    let pool = pool(1, 8, 2000);
    for expected in ["0", "1", "2"] {
        let out = pool.render("/jobs", r#"{"title":"x"}"#).await.unwrap();
        assert_eq!(out.html, expected);
    }
}
