//! `GET /metrics`: the Prometheus text format on a listener of its own, read with a
//! Prometheus text parser; its counters move with the requests the site answers.

use prometheus_parse::{Scrape, Value};

use crate::helpers::{poll, Backend, Spawn, TestApp};
use crate::on_one_database;
use crate::supplier_support::*;

async fn scrape(app: &TestApp) -> Scrape {
    let url = format!("{}/metrics", app.metrics_address.as_ref().expect("metrics are on"));
    let response = reqwest::get(url).await.unwrap();
    assert_eq!(response.status().as_u16(), 200);
    let kind = response.headers()["content-type"].to_str().unwrap().to_owned();
    assert!(kind.starts_with("text/plain; version=0.0.4"), "{kind}");
    let text = response.text().await.unwrap();
    assert!(!text.contains("no-such-"), "a raw path became a label:\n{text}");
    Scrape::parse(text.lines().map(|l| Ok(l.to_owned()))).expect("the Prometheus text format")
}

/// The sample `name` with `labels` (a counter's or gauge's value, a histogram's bucket count).
fn value(scrape: &Scrape, name: &str, labels: &[(&str, &str)]) -> f64 {
    let found =
        scrape.samples.iter().find(|s| s.metric == name && labels.iter().all(|(k, v)| s.labels.get(k) == Some(*v)));
    match found.map(|s| &s.value) {
        Some(Value::Counter(v) | Value::Gauge(v) | Value::Untyped(v)) => *v,
        Some(Value::Histogram(buckets)) => buckets.last().map_or(0.0, |b| b.count),
        _ => 0.0,
    }
}

fn requests(scrape: &Scrape, route: &str, status: &str) -> f64 {
    value(scrape, "tradehub_http_requests_total", &[("route", route), ("status", status)])
}

async fn metrics_app(backend: Backend) -> Option<TestApp> {
    let mut spawn = Spawn::new(backend).demo();
    spawn.metrics = true;
    spawn.start().await
}

on_one_database!(requests_are_counted_by_route_template_and_status_class, |backend| async move {
    let Some(app) = metrics_app(backend).await else { return };
    let before = scrape(&app).await;
    for _ in 0..3 {
        assert_eq!(app.get("/api/v1/admin/getLogo").await.status().as_u16(), 200);
    }
    app.get("/api/v1/vendorProduct/product/no-such-product").await;
    assert_eq!(app.get("/api/v1/no/such/call").await.status().as_u16(), 404);
    assert_eq!(app.get("/products/mango/no-such-variety").await.status().as_u16(), 404);
    assert_eq!(app.get("/about").await.status().as_u16(), 200);
    assert_eq!(app.get("/about").await.status().as_u16(), 200);
    let after = scrape(&app).await;

    let moved = |route: &str, status: &str| requests(&after, route, status) - requests(&before, route, status);
    assert_eq!(moved("/api/v1/admin/getLogo", "2xx"), 3.0);
    assert_eq!(moved("(unmatched)", "4xx"), 1.0, "an unknown API call");
    assert_eq!(moved("/products/:product/:variety", "4xx"), 1.0, "a page by its template");
    assert_eq!(moved("/about", "2xx"), 2.0);
    let by_id = ["2xx", "4xx"].iter().map(|s| moved("/api/v1/vendorProduct/product/:productId", s)).sum::<f64>();
    assert_eq!(by_id, 1.0, "an API call by its pattern");
    let latency = "tradehub_http_request_duration_seconds_count";
    let timed = value(&after, latency, &[("route", "/about"), ("status", "2xx")])
        - value(&before, latency, &[("route", "/about"), ("status", "2xx")]);
    assert_eq!(timed, 2.0, "each request is timed");

    // The second /about came from the page cache; the first was rendered.
    let hits = value(&after, "tradehub_page_cache_hits_total", &[]);
    assert!(hits > value(&before, "tradehub_page_cache_hits_total", &[]), "cache hits move");
    assert!(value(&after, "tradehub_page_cache_bytes", &[]) > 0.0);
    // The rendered /about was kept in the page store too.
    let saves = value(&after, "tradehub_page_store_saves_total", &[]);
    assert_eq!(saves - value(&before, "tradehub_page_store_saves_total", &[]), 1.0, "one page stored");
    assert!(value(&after, "tradehub_page_store_bytes", &[]) > 0.0);
    assert!(value(&after, "tradehub_render_seconds_count", &[]) >= 1.0, "renders are timed");
    assert!(value(&after, "tradehub_db_pool_max", &[]) >= 1.0);
    assert!(value(&after, "tradehub_db_pool_connections", &[]) >= 1.0);
    // The site's own listener does not answer the metrics.
    let (_, page) = app.get_text("/metrics").await;
    assert!(!page.contains("tradehub_http_requests_total"));
});

on_one_database!(views_mail_and_refused_uploads_are_counted, |backend| async move {
    let Some(app) = metrics_app(backend).await else { return };
    let variety = "/products/mango/alphonso";
    let browser = reqwest::Client::builder().user_agent("Mozilla/5.0 (X11; Linux x86_64)").build().unwrap();
    let before = scrape(&app).await;
    assert_eq!(browser.get(app.url(variety)).send().await.unwrap().status().as_u16(), 200);
    let after = scrape(&app).await;
    assert!(value(&after, "tradehub_views_pending", &[]) >= 1.0, "a view waits for its flush");

    let (_, token) = app.vendor("metrics@suppliers.test", false).await;
    let wrong = registration(vec![("panFile", part(b"not a document".to_vec(), "pan.pdf", "application/pdf"))], &[]);
    assert_eq!(apply(&app, &token, wrong).await.0, 415);
    let refused = |s: &Scrape| value(s, "tradehub_uploads_refused_total", &[("reason", "not_accepted")]);
    assert!(refused(&scrape(&app).await) > refused(&before), "the refusal is counted by its reason");

    let sent = |s: &Scrape| value(s, "tradehub_mail_sent_total", &[]);
    let message = serde_json::json!({ "name": "Ravi", "email": "ravi@example.test", "phone": "9876543210", "message": "Need 5 tons of turmeric" });
    assert_eq!(app.post_json("/api/v1/admin/enquiry", message).await.0, 201);
    let after = poll(|| scrape(&app), |now| sent(now) > sent(&before)).await;
    assert!(sent(&after) > sent(&before), "the admins' notice is counted as sent");
    let queued = scrape(&app).await;
    assert!(queued.samples.iter().any(|s| s.metric == "tradehub_mail_queued"), "the outbox's depth is shown");
});
