//! The page store: a page rendered by one instance is served by another, and by the same
//! site after a restart, without rendering; a write renders again only the pages it
//! changed, once for every instance; the store keeps its bound under concurrent saves; and
//! `tradehub prerender` fills it from the sitemap and resumes. Counters, not clocks.

use std::sync::atomic::Ordering;
use std::time::Duration;

use foundation::entities::{products, varieties};
use sea_orm::{ConnectionTrait, DatabaseConnection, EntityTrait, QuerySelect, Statement};
use server::pages::variety_path;

use crate::helpers::{Backend, Spawn, TestApp};
use crate::on_both_databases;
use crate::page_cache::{get_ok, pages, renders, wait_for_rerenders};

fn loads(app: &TestApp) -> u64 {
    app.state.page_store.stats().expect("the store is on").loads.load(Ordering::Relaxed)
}

fn store_db(app: &TestApp) -> &DatabaseConnection {
    app.state.page_store.database().expect("the store is on")
}

/// Pages stored, their bytes as the rows say, and the bytes the usage row counts.
async fn store_rows(app: &TestApp) -> (i64, i64, i64) {
    let db = store_db(app);
    let sql = "SELECT COUNT(*) AS n, COALESCE(SUM(size), 0) AS bytes FROM page_store_pages";
    let row = db.query_one(Statement::from_string(db.get_database_backend(), sql)).await.unwrap().unwrap();
    let n: i64 = row.try_get("", "n").unwrap();
    let bytes: i64 = match row.try_get::<i64>("", "bytes") {
        Ok(bytes) => bytes,
        // MySQL sums integers as decimals.
        Err(_) => row.try_get::<rust_decimal::Decimal>("", "bytes").unwrap().try_into().unwrap(),
    };
    (n, bytes, app.state.page_store.bytes().await.unwrap())
}

on_both_databases!(
    a_page_rendered_by_one_instance_is_served_by_another_without_rendering,
    |backend: Backend| async move {
        let one = Spawn::new(backend).demo().start().await.unwrap();
        let two = Spawn::new(backend).sharing_database_of(&one).start().await.unwrap();
        let p = pages(&one).await;
        let first: Vec<String> =
            futures_util::future::join_all([&p.variety, &p.category].map(|path| get_ok(&one, path))).await;
        assert_eq!(renders(&one), 2);

        for (path, html) in [&p.variety, &p.category].into_iter().zip(&first) {
            assert_eq!(&get_ok(&two, path).await, html, "{path}: the other instance serves the same page");
        }
        assert_eq!(renders(&two), 0, "the other instance rendered nothing");
        assert_eq!(loads(&two), 2, "both pages came from the store");
        // A page neither has shown yet is rendered once, by whoever is asked first.
        get_ok(&two, &p.other_variety).await;
        assert_eq!(renders(&two), 1);
    }
);

on_both_databases!(
    a_restarted_site_serves_its_stored_pages_and_renders_only_what_changed,
    |backend: Backend| async move {
        let before = Spawn::new(backend).demo().start().await.unwrap();
        let p = pages(&before).await;
        for path in [&p.variety, &p.sibling, &p.other_category] {
            assert!(!get_ok(&before, path).await.contains("123456.78"));
        }
        // A write that changes one of the three pages, while no one renders it again.
        assert!(domain::catalogue::offer_price::set(&before.state, &p.listing.id, 12_345_678).await.unwrap());

        // The site starts again on the same database and data: memory empty, store full.
        let after = Spawn::new(backend).sharing_database_of(&before).start().await.unwrap();
        get_ok(&after, &p.sibling).await;
        get_ok(&after, &p.other_category).await;
        assert_eq!(renders(&after), 0, "pages the write did not change are served as stored");
        // Found current, they are marked at the new version: a site started later need not
        // remember the write to know it.
        let (now, _) = after.state.content.current(&after.db).await.unwrap();
        let (stored, _) = after.state.page_store.stored(&p.sibling).await.unwrap().expect("the page is stored");
        assert_eq!(stored, now);
        assert!(get_ok(&after, &p.variety).await.contains("123456.78"), "the changed page shows the new price");
        assert_eq!(renders(&after), 1, "only the changed page was rendered");
        assert_eq!(loads(&after), 2);
    }
);

on_both_databases!(a_write_renders_its_stored_pages_again_once_for_every_instance, |backend: Backend| async move {
    let reader = Spawn::new(backend).demo().start().await.unwrap();
    let p = pages(&reader).await;
    let about = "/about".to_owned();
    for path in [&p.variety, &p.category, &p.sibling, &p.other_variety, &about] {
        assert!(!get_ok(&reader, path).await.contains("123456.78"));
    }
    let warm = renders(&reader);
    // A second instance, which has shown none of those pages, takes the write.
    let writer = Spawn::new(backend).sharing_database_of(&reader).rerendering_after_writes().start().await.unwrap();
    let rerenders = || writer.state.page_cache.stats().rerenders.load(Ordering::Relaxed);

    assert!(domain::catalogue::offer_price::set(&writer.state, &p.listing.id, 9_912_345_678).await.unwrap());

    // The writer finds the stored pages that show the offer, by their topics, and renders them.
    wait_for_rerenders(&writer, 2, "the stored pages").await;
    tokio::time::sleep(Duration::from_millis(200)).await;
    assert_eq!(rerenders(), 2, "the variety page and its product's page, nothing else");
    assert_eq!(renders(&writer), 2);
    // The reader learns of the write and serves the new pages from the store.
    tokio::time::sleep(foundation::content_version::RECHECK + Duration::from_millis(100)).await;
    assert!(get_ok(&reader, &p.variety).await.contains("123456.78"));
    assert!(get_ok(&reader, &p.category).await.contains("123456.78"));
    for path in [&p.sibling, &p.other_variety, &about] {
        get_ok(&reader, path).await;
    }
    assert_eq!(renders(&reader), warm, "the reader rendered nothing: the writer did, once");
});

/// Up to 40 variety pages of the demo.
async fn variety_pages(app: &TestApp) -> Vec<String> {
    let mut paths = Vec::new();
    for variety in varieties::Entity::find().limit(40).all(&app.db).await.unwrap() {
        let product = products::Entity::find_by_id(variety.product_id.clone()).one(&app.db).await.unwrap();
        if let Some(product) = product {
            paths.push(variety_path(&product.slug, &variety.slug));
        }
    }
    paths
}

on_both_databases!(
    the_store_keeps_its_bound_under_concurrent_saves_and_evicts_the_oldest,
    |backend: Backend| async move {
        const BOUND: u64 = 60_000;
        let mut spawn = Spawn::new(backend).demo();
        spawn.page_store_bytes = BOUND;
        let app = spawn.start().await.unwrap();
        let paths = variety_pages(&app).await;
        assert!(paths.len() >= 10, "the demo has ten varieties or more");
        get_ok(&app, "/about").await;
        let (n, bytes, counted) = store_rows(&app).await;
        assert_eq!((n, bytes), (1, counted));

        // Many pages saved at once: the count stays exact and the bound holds.
        futures_util::future::join_all(paths.iter().map(|path| get_ok(&app, path))).await;
        let (n, bytes, counted) = store_rows(&app).await;
        assert_eq!(bytes, counted, "the usage row counts exactly the stored bytes");
        assert!(counted as u64 <= BOUND, "{counted} bytes stored over a bound of {BOUND}");
        let stats = app.state.page_store.stats().unwrap();
        let (saves, evicted) = (stats.saves.load(Ordering::Relaxed), stats.evictions.load(Ordering::Relaxed));
        assert!(evicted > 0, "the bound made room");
        assert_eq!(n as u64, saves - evicted, "every page saved is stored or was evicted");
        assert_eq!(saves, paths.len() as u64 + 1);
        // The page stored first went first.
        let db = store_db(&app);
        let sql = "SELECT COUNT(*) AS n FROM page_store_pages WHERE page_key = '/about'";
        let row = db.query_one(Statement::from_string(db.get_database_backend(), sql)).await.unwrap().unwrap();
        assert_eq!(row.try_get::<i64>("", "n").unwrap(), 0, "the oldest page was evicted");
    }
);

on_both_databases!(prerender_stores_every_sitemap_page_and_resumes, |backend: Backend| async move {
    let app = Spawn::new(backend).demo().start().await.unwrap();
    let hidden = indicatif::ProgressBar::hidden;
    let first = server::prerender::run(&app.state, 2, hidden()).await.unwrap();
    assert_eq!(first.failed, 0);
    assert!(first.rendered >= 10, "{first}");
    assert_eq!(renders(&app), first.rendered);
    let (stored, _, _) = store_rows(&app).await;
    assert_eq!(stored as u64, first.rendered, "every rendered page is stored");

    // Run again: everything is stored at the current content, nothing is rendered.
    let again = server::prerender::run(&app.state, 2, hidden()).await.unwrap();
    assert_eq!((again.rendered, again.kept), (0, first.rendered), "{again}");

    // After a write, only the pages that show it are rendered: those the store lists
    // under the changed variety (its page, its product's, the catalogue list's).
    let p = pages(&app).await;
    let db = store_db(&app);
    let sql = format!("SELECT COUNT(*) AS n FROM page_store_topics WHERE topic = 'variety:{}'", p.listing.variety_id);
    let row = db.query_one(Statement::from_string(db.get_database_backend(), sql)).await.unwrap().unwrap();
    let showing: i64 = row.try_get("", "n").unwrap();
    assert!(showing >= 2, "at least the variety page and its product's page show the offer");
    assert!(domain::catalogue::offer_price::set(&app.state, &p.listing.id, 12_345_678).await.unwrap());
    let after = server::prerender::run(&app.state, 2, hidden()).await.unwrap();
    assert_eq!(after.rendered, showing as u64, "{after}");
    assert_eq!(after.kept, first.rendered - after.rendered);
    assert!(get_ok(&app, &p.variety).await.contains("123456.78"));
});

on_both_databases!(a_bound_of_zero_keeps_no_page, |backend: Backend| async move {
    let mut spawn = Spawn::new(backend).demo();
    spawn.page_store_bytes = 0;
    let app = spawn.start().await.unwrap();
    get_ok(&app, "/about").await;
    assert!(app.state.page_store.stats().is_none(), "the store is off");
    assert!(!app.data_dir.path().join("tradehub.pages.db").exists(), "no store file is made");
    let other = Spawn::new(backend).sharing_database_of(&app).start().await.unwrap();
    get_ok(&other, "/about").await;
    assert_eq!(renders(&other), 1, "another instance finds nothing kept");
});
