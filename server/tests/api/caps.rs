//! Caps kept under concurrency (issue 12): parallel additions never pass the cap.

use sea_orm::{ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter};
use serde_json::json;

use crate::helpers::{Backend, TestApp};
use crate::on_both_databases;

on_both_databases!(thirty_parallel_address_additions_store_at_most_ten, |backend: Backend| async move {
    use foundation::entities::user_addresses;
    let app = TestApp::spawn(backend).await.unwrap();
    let (id, token) = app.buyer("many-places@example.test").await;
    let additions = (0..30).map(|i| {
        let request = app
            .client
            .post(app.url("/api/v1/user/address"))
            .bearer_auth(&token)
            .json(&json!({ "label": format!("Depot {i}"), "street": "7 Dock Lane", "city": "Kochi", "state": "KL", "zip": "682001", "country": "India" }));
        async move { request.send().await.unwrap().status().as_u16() }
    });
    let statuses = futures_util::future::join_all(additions).await;
    let cap = domain::accounts::buyers::MAX_ADDRESSES;
    let stored =
        user_addresses::Entity::find().filter(user_addresses::Column::UserId.eq(id)).count(&app.db).await.unwrap();
    assert_eq!(stored, cap, "{statuses:?}");
    // The sign-up address was the first; every other addition either stored or was refused.
    assert_eq!(statuses.iter().filter(|s| **s == 201).count() as u64, cap - 1, "{statuses:?}");
    assert!(statuses.iter().all(|s| *s == 201 || *s == 409), "a full book is a conflict: {statuses:?}");
});
