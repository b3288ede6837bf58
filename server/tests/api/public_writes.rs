//! Public writes (contact messages, feedback, sign-ups) are limited per client address.

use serde_json::json;

use crate::helpers::{Backend, TestApp};
use crate::on_both_databases;

on_both_databases!(a_flood_of_public_writes_is_refused_with_429, |backend: Backend| async move {
    use sea_orm::{EntityTrait, PaginatorTrait};
    let app = TestApp::spawn(backend).await.unwrap();
    let message = json!({ "name": "Ravi", "email": "ravi@example.test", "phone": "9876543210", "message": "Need 5 tons of turmeric" });
    let limit = domain::auth::limits::PUBLIC_WRITES.max;
    for _ in 0..limit {
        assert_eq!(app.post_json("/api/v1/admin/enquiry", message.clone()).await.0, 201);
    }
    let (status, body) = app.post_json("/api/v1/admin/enquiry", message.clone()).await;
    assert_eq!(status, 429);
    assert_eq!(body["message"], server::extractors::write_allowance::TOO_MANY_WRITES);
    let stored = foundation::entities::general_enquiries::Entity::find().count(&app.db).await.unwrap();
    assert_eq!(stored, u64::from(limit), "the refused write stored nothing");
    // Other routes have their own allowance.
    let (status, _) = app.post_json("/api/v1/feedback", json!({ "feedback": "Great site", "anonymous": true })).await;
    assert_ne!(status, 429);
});
