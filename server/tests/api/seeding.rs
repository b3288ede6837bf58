//! Starting twice on the same database writes the content and the demo only once.

use foundation::db::DbTarget;
use foundation::entities::{faqs, home_banners, products, testimonials, vendor_listings, vendors, why_choose_us};
use sea_orm::{EntityTrait, PaginatorTrait};
use server::config::Settings;
use server::startup::Application;

async fn counts(db: &sea_orm::DatabaseConnection) -> [u64; 7] {
    [
        faqs::Entity::find().count(db).await.unwrap(),
        home_banners::Entity::find().count(db).await.unwrap(),
        why_choose_us::Entity::find().count(db).await.unwrap(),
        testimonials::Entity::find().count(db).await.unwrap(),
        products::Entity::find().count(db).await.unwrap(),
        vendors::Entity::find().count(db).await.unwrap(),
        vendor_listings::Entity::find().count(db).await.unwrap(),
    ]
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn starting_twice_on_one_sqlite_file_seeds_once() {
    std::env::set_var("TRADEHUB_BCRYPT_COST", "4");
    let dir = tempfile::tempdir().unwrap();
    let settings = Settings {
        addr: "127.0.0.1:0".parse().unwrap(),
        data_dir: dir.path().to_path_buf(),
        database: DbTarget::sqlite_file(dir.path()).unwrap(),
        demo: true,
        static_dir: crate::helpers::workspace().join("static"),
        ssr_bundle: crate::helpers::workspace().join("frontend/dist/server/entry-server.js"),
        ssr: ssr_bundle::PoolConfig { size: 1, queue: 4, timeout: std::time::Duration::from_secs(5) },
        http_workers: Some(1),
        html_cache: true,
        page_store_bytes: 1024 * 1024,
        rerender_after_writes: false,
        public_url: None,
        bootstrap_admin: Some(("Boot@Example.test".into(), "secret1".into())),
        storage: Default::default(),
        trusted_proxies: Vec::new(),
        body_timeout: server::config::BODY_TIMEOUT,
        migrate_at_start: true,
        view_counting: true,
        mail: domain::mail::MailSettings::new(None, None, dir.path(), "http://127.0.0.1"),
        metrics_addr: None,
    };
    let first = Application::build(settings.clone()).await.unwrap();
    let after_first = counts(first.db()).await;
    assert_eq!(&after_first[..4], &[5, 1, 4, 3]);
    assert!(after_first[4] >= 8 && after_first[5] >= 4 && after_first[6] >= 15, "{after_first:?}");
    drop(first);
    let second = Application::build(settings).await.unwrap();
    assert_eq!(counts(second.db()).await, after_first);
    let admins = foundation::entities::admins::Entity::find().all(second.db()).await.unwrap();
    assert_eq!(admins.iter().filter(|a| a.email == "boot@example.test").count(), 1);
}
