//! The supplier list at 10,000 suppliers, measured (not asserted):
//! `cargo test -p server --lib supplier_list_cost -- --ignored --nocapture`
//! (and on MariaDB too with `TEST_MYSQL_URL`). Prints the median of page 1 with a filter.

use std::time::{Duration, Instant};

use chrono::TimeZone;
use sea_orm::{DatabaseConnection, EntityTrait, Set};

use super::flags::AccountFilters;
use super::paging::FlagFilter;
use foundation::entities::{test_db, vendors};

const SUPPLIERS: usize = 10_000;
const RUNS: usize = 50;

async fn seed(db: &DatabaseConnection) {
    let start = chrono::Utc.with_ymd_and_hms(2026, 1, 1, 0, 0, 0).unwrap();
    let rows: Vec<vendors::ActiveModel> = (0..SUPPLIERS)
        .map(|i| vendors::ActiveModel {
            id: Set(foundation::entities::new_id()),
            name: Set(format!("Supplier {i:05}")),
            email: Set(format!("supplier{i:05}@bench.test")),
            mobile: Set("+91 98765 43210".into()),
            password_hash: Set("x".into()),
            is_verified: Set(i % 2 == 0),
            is_blocked: Set(i % 7 == 0),
            is_active: Set(i % 5 != 0),
            has_submitted_registration: Set(true),
            created_at: Set(start + chrono::Duration::seconds(i as i64)),
            updated_at: Set(start),
        })
        .collect();
    for chunk in rows.chunks(500) {
        vendors::Entity::insert_many(chunk.to_vec()).exec(db).await.unwrap();
    }
}

fn median(mut times: Vec<Duration>) -> Duration {
    times.sort();
    times[times.len() / 2]
}

#[tokio::test]
#[ignore]
async fn supplier_list_cost() {
    let dir = tempfile::tempdir().unwrap();
    let target = foundation::db::DbTarget::sqlite_file(dir.path()).unwrap();
    let sqlite = foundation::db::connect(&target).await.unwrap();
    foundation::db::migrate(&sqlite).await.unwrap();
    let mut dbs = vec![("sqlite file", sqlite)];
    let mysql = test_db::mysql("vendor_list").await;
    if let Some(m) = &mysql {
        dbs.push(("mysql", m.db.clone()));
    }
    let cases = [
        (
            "verified=yes&blocked=no",
            AccountFilters { verified: Some(FlagFilter::Yes), blocked: Some(FlagFilter::No), ..Default::default() },
        ),
        ("active=no", AccountFilters { active: Some(FlagFilter::No), ..Default::default() }),
        ("search=00042", AccountFilters { search: Some("00042".into()), ..Default::default() }),
    ];
    for (name, db) in dbs {
        seed(&db).await;
        for (label, filters) in &cases {
            let mut times = Vec::new();
            for _ in 0..RUNS {
                let t = Instant::now();
                let (rows, page) = super::suppliers::list(&db, filters).await.unwrap();
                times.push(t.elapsed());
                assert!(!rows.is_empty() && page.total > 0);
            }
            println!("{name}: {SUPPLIERS} suppliers, page 1 of 20 with {label}: median {:?}", median(times));
        }
    }
    if let Some(m) = mysql {
        m.drop().await;
    }
}
