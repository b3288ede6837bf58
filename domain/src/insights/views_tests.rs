//! The counts and their flush, on SQLite and (with `TEST_MYSQL_URL`) on MySQL.

use chrono::NaiveDate;
use sea_orm::{ActiveModelTrait, ConnectionTrait, DatabaseConnection, EntityTrait, Set};

use super::ViewCounter;
use foundation::entities::{products, test_db, varieties, variety_views};

fn day(d: u32) -> NaiveDate {
    NaiveDate::from_ymd_opt(2026, 11, d).unwrap()
}

/// A product with two varieties: their ids, in order.
async fn two_varieties(db: &DatabaseConnection) -> (String, String) {
    let product = products::ActiveModel {
        title: Set("Mango".into()),
        slug: Set("mango".into()),
        category: Set("Fresh Fruits".into()),
        category_slug: Set("fresh-fruits".into()),
        description: Set(String::new()),
        details: Set(String::new()),
        position: Set(0),
        ..Default::default()
    }
    .insert(db)
    .await
    .unwrap();
    let mut ids = Vec::new();
    for (position, title) in ["Alphonso", "Kesar"].into_iter().enumerate() {
        let variety = varieties::ActiveModel {
            product_id: Set(product.id.clone()),
            position: Set(i32::try_from(position).unwrap()),
            title: Set(title.into()),
            slug: Set(title.to_lowercase()),
            ..Default::default()
        }
        .insert(db)
        .await
        .unwrap();
        ids.push(variety.id);
    }
    (ids[0].clone(), ids[1].clone())
}

/// Every row, by day then variety (sorted here: the databases' collations differ).
async fn rows(db: &DatabaseConnection) -> Vec<(String, NaiveDate, i64)> {
    let mut rows: Vec<(String, NaiveDate, i64)> = variety_views::Entity::find()
        .all(db)
        .await
        .unwrap()
        .into_iter()
        .map(|r| (r.variety_id, r.day, r.views))
        .collect();
    rows.sort_by(|x, y| (x.1, &x.0).cmp(&(y.1, &y.0)));
    rows
}

async fn flushes_add_to_the_days_rows(db: &DatabaseConnection) {
    let (a, b) = two_varieties(db).await;
    let counter = ViewCounter::new(true);
    let held = counter.slot(&a).unwrap();
    for _ in 0..20 {
        held.count();
    }
    counter.count(&b);
    assert_eq!(counter.pending(), 21);
    assert_eq!(counter.flush_on(db, day(24)).await.unwrap(), 21);
    assert_eq!(counter.pending(), 0);
    assert_eq!(counter.flush_on(db, day(24)).await.unwrap(), 0, "nothing new, nothing written");

    // The same day again adds to its row; another day has a row of its own.
    held.count();
    counter.count(&b);
    counter.flush_on(db, day(24)).await.unwrap();
    counter.count(&b);
    counter.flush_on(db, day(25)).await.unwrap();
    let mut expected = vec![(a.clone(), day(24), 21), (b.clone(), day(24), 2), (b.clone(), day(25), 1)];
    expected.sort_by(|x, y| (x.1, &x.0).cmp(&(y.1, &y.0)));
    assert_eq!(rows(db).await, expected);
}

async fn a_failed_flush_keeps_its_counts(db: &DatabaseConnection) {
    let (a, _) = two_varieties(db).await;
    let counter = ViewCounter::new(true);
    for _ in 0..5 {
        counter.count(&a);
    }
    db.execute_unprepared("ALTER TABLE variety_views RENAME TO variety_views_away").await.unwrap();
    assert!(counter.flush_on(db, day(25)).await.is_err());
    assert_eq!(counter.pending(), 5, "the counts are back for the next flush");
    counter.count(&a);
    db.execute_unprepared("ALTER TABLE variety_views_away RENAME TO variety_views").await.unwrap();
    assert_eq!(counter.flush_on(db, day(25)).await.unwrap(), 6);
    assert_eq!(rows(db).await, vec![(a, day(25), 6)]);
}

async fn a_deleted_varietys_counts_are_dropped(db: &DatabaseConnection) {
    let (a, b) = two_varieties(db).await;
    let counter = ViewCounter::new(true);
    counter.count(&a);
    counter.count(&b);
    counter.count("no-such-variety");
    assert_eq!(counter.flush_on(db, day(25)).await.unwrap(), 2);
    assert_eq!(counter.pending(), 0, "not retried forever");
    assert_eq!(rows(db).await.len(), 2);
}

/// Views counted on several threads while flushes run: none lost, none written twice.
async fn counting_during_flushes_loses_nothing(db: &DatabaseConnection) {
    let (a, b) = two_varieties(db).await;
    let counter = ViewCounter::new(true);
    let readers: Vec<_> = (0..4)
        .map(|i| {
            let counter = counter.clone();
            let id = if i % 2 == 0 { a.clone() } else { b.clone() };
            std::thread::spawn(move || {
                let slot = counter.slot(&id).unwrap();
                for n in 0..5_000 {
                    if n % 2 == 0 {
                        slot.count();
                    } else {
                        counter.count(&id);
                    }
                }
            })
        })
        .collect();
    while !readers.iter().all(|r| r.is_finished()) {
        counter.flush_on(db, day(25)).await.unwrap();
    }
    for reader in readers {
        reader.join().unwrap();
    }
    counter.flush_on(db, day(25)).await.unwrap();
    assert_eq!(rows(db).await.iter().map(|r| r.2).sum::<i64>(), 20_000);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn flushes_on_sqlite() {
    flushes_add_to_the_days_rows(&test_db::sqlite().await).await;
    a_failed_flush_keeps_its_counts(&test_db::sqlite().await).await;
    a_deleted_varietys_counts_are_dropped(&test_db::sqlite().await).await;
    counting_during_flushes_loses_nothing(&test_db::sqlite().await).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn flushes_on_mysql() {
    for (label, case) in [("views_add", 0), ("views_fail", 1), ("views_gone", 2), ("views_busy", 3)] {
        let Some(mysql) = test_db::mysql(label).await else {
            eprintln!("TEST_MYSQL_URL not set: MySQL flush test skipped");
            return;
        };
        match case {
            0 => flushes_add_to_the_days_rows(&mysql.db).await,
            1 => a_failed_flush_keeps_its_counts(&mysql.db).await,
            2 => a_deleted_varietys_counts_are_dropped(&mysql.db).await,
            _ => counting_during_flushes_loses_nothing(&mysql.db).await,
        }
        mysql.drop().await;
    }
}

#[test]
fn counting_off_counts_nothing() {
    let counter = ViewCounter::new(false);
    assert!(counter.slot("v").is_none());
    counter.count("v");
    assert_eq!(counter.pending(), 0);
}

#[test]
fn a_slot_no_page_holds_goes_once_flushed() {
    let counter = ViewCounter::new(true);
    let held = counter.slot("held").unwrap();
    counter.count("loose");
    held.count();
    let inner = counter.inner.as_ref().unwrap();
    let mut taken = inner.take();
    taken.sort();
    assert_eq!(taken, vec![("held".into(), 1), ("loose".into(), 1)]);
    assert!(inner.take().is_empty());
    // "loose" had nothing left and no page holds it; "held" is still a cached page's.
    assert_eq!(inner.read().keys().map(|k| k.to_string()).collect::<Vec<_>>(), ["held"]);
    held.count();
    assert_eq!(counter.pending(), 1);
}
