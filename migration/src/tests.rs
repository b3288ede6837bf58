//! Up, down and up again on SQLite, and on MySQL/MariaDB when `TEST_MYSQL_URL` is set
//! (e.g. `mysql://root@127.0.0.1:3306`); each MySQL run uses a database of its own.

use sea_orm_migration::sea_orm::{ConnectionTrait, Database, DatabaseConnection, DbBackend, Statement};

use super::*;

const TABLES: [&str; 24] = [
    "admins",
    "users",
    "user_addresses",
    "vendors",
    "vendor_registrations",
    "vendor_documents",
    "products",
    "product_features",
    "product_specifications",
    "varieties",
    "vendor_listings",
    "product_enquiries",
    "general_enquiries",
    "home_banners",
    "logos",
    "reach_items",
    "core_values",
    "faqs",
    "why_choose_us",
    "services",
    "additional_services",
    "testimonials",
    "footer_settings",
    "visitor_feedback",
];

async fn up_down_up(db: &DatabaseConnection) {
    Migrator::up(db, None).await.expect("first up");
    let manager = SchemaManager::new(db);
    for table in TABLES.iter().chain(
        [
            "content_version",
            "auth_sessions",
            "rate_limits",
            "mail_outbox",
            "password_resets",
            "enquiry_quotes",
            "variety_views",
        ]
        .iter(),
    ) {
        assert!(manager.has_table(*table).await.unwrap(), "missing table {table}");
    }
    Migrator::down(db, None).await.expect("down");
    for table in TABLES.iter().chain(["mail_outbox", "password_resets", "variety_views"].iter()) {
        assert!(!manager.has_table(table).await.unwrap(), "{table} left after down");
    }
    Migrator::up(db, None).await.expect("second up");
    assert!(Migrator::get_pending_migrations(db).await.unwrap().is_empty());

    let row = db
        .query_one(Statement::from_string(
            db.get_database_backend(),
            "SELECT version FROM content_version WHERE id = 1",
        ))
        .await
        .unwrap()
        .expect("content_version row");
    assert_eq!(row.try_get::<i64>("", "version").unwrap(), 1);
}

#[tokio::test]
async fn migrations_go_up_down_and_up_on_sqlite() {
    let db = Database::connect("sqlite::memory:").await.unwrap();
    up_down_up(&db).await;
}

#[tokio::test]
async fn migrations_go_up_down_and_up_on_mysql() {
    let Ok(url) = std::env::var("TEST_MYSQL_URL") else {
        eprintln!("TEST_MYSQL_URL not set: MySQL migration test skipped");
        return;
    };
    let server_url = server_part(&url);
    let name = format!(
        "tradehub_migration_test_{}_{}",
        std::process::id(),
        std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap().as_micros()
    );
    let server = Database::connect(server_url).await.unwrap();
    let run = |sql: String| Statement::from_string(DbBackend::MySql, sql);
    server.execute(run(format!("CREATE DATABASE `{name}` CHARACTER SET utf8mb4"))).await.unwrap();
    let db = Database::connect(format!("{server_url}/{name}")).await.unwrap();
    up_down_up(&db).await;
    db.close().await.unwrap();
    server.execute(run(format!("DROP DATABASE `{name}`"))).await.unwrap();
}

/// `mysql://user@host:port/db?x` → `mysql://user@host:port`.
fn server_part(url: &str) -> &str {
    let after_scheme = url.find("://").map_or(0, |i| i + 3);
    match url[after_scheme..].find(['/', '?']) {
        Some(i) => &url[..after_scheme + i],
        None => url,
    }
}

#[test]
fn server_part_strips_database_and_options() {
    assert_eq!(server_part("mysql://root@127.0.0.1:3306"), "mysql://root@127.0.0.1:3306");
    assert_eq!(server_part("mysql://root@127.0.0.1:3306/app?ssl-mode=disabled"), "mysql://root@127.0.0.1:3306");
}
