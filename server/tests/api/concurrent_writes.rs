//! Writes arriving together wait their turn instead of failing. Found by the crash gate
//! (tests/crash.rs): on SQLite, parallel listing edits answered 500 "database is locked"
//! because a transaction that read first could not take the write lock later.

use foundation::entities::vendor_listings;
use futures_util::future::join_all;
use sea_orm::EntityTrait;
use serde_json::json;

use crate::helpers::{Backend, Spawn};
use crate::on_both_databases;

on_both_databases!(parallel_listing_edits_all_succeed_and_the_last_one_counts, |backend: Backend| async move {
    let app = Spawn::new(backend).demo().start().await.unwrap();
    let (_, token) = app.vendor("parallel@suppliers.test", true).await;
    let (product, variety) = {
        use sea_orm::{ColumnTrait, QueryFilter};
        let mango = foundation::entities::products::Entity::find()
            .filter(foundation::entities::products::Column::Slug.eq("mango"))
            .one(&app.db)
            .await
            .unwrap()
            .unwrap();
        let variety = foundation::entities::varieties::Entity::find()
            .filter(foundation::entities::varieties::Column::ProductId.eq(mango.id.as_str()))
            .one(&app.db)
            .await
            .unwrap()
            .unwrap();
        (mango.id, variety.id)
    };
    let body = |price: u32| json!({ "product": product, "varietyId": variety, "price": price, "location": "Ratnagiri", "quantityAvailable": 40, "unit": "box", "packContent": 3 });
    let mut ids = Vec::new();
    for _ in 0..3 {
        let answer: serde_json::Value = app
            .client
            .post(app.url("/api/v1/vendorProduct/add"))
            .bearer_auth(&token)
            .json(&body(100))
            .send()
            .await
            .unwrap()
            .json()
            .await
            .unwrap();
        ids.push(answer["_id"].as_str().unwrap().to_owned());
    }
    let edits = (0..24u32).map(|n| {
        let id = &ids[n as usize % ids.len()];
        app.client.put(app.url(&format!("/api/v1/vendorProduct/{id}"))).bearer_auth(&token).json(&body(200 + n)).send()
    });
    let statuses: Vec<u16> = join_all(edits).await.into_iter().map(|r| r.unwrap().status().as_u16()).collect();
    assert!(statuses.iter().all(|s| *s == 200), "every edit succeeds: {statuses:?}");
    for id in &ids {
        let row = vendor_listings::Entity::find_by_id(id.clone()).one(&app.db).await.unwrap().unwrap();
        assert!((20_000..=22_300).contains(&row.price_paise), "one of the edits is stored whole: {}", row.price_paise);
    }
});
