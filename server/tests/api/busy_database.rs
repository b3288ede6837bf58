//! A write that cannot have the database within its wait answers 503 with Retry-After and
//! the same plain sentence, never a 500, and nothing of it is kept; once the database is
//! free again the same write goes through.

use sea_orm::{ConnectionTrait, TransactionTrait};
use serde_json::json;

use crate::helpers::{Backend, Spawn};
use foundation::error::BUSY;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_write_that_waits_out_a_held_lock_answers_503_and_can_be_tried_again() {
    let app = Spawn::new(Backend::Sqlite).start().await.unwrap();
    let signup = json!({
        "name": "Asha Buyer", "email": "busy@buyers.test", "password": "secret1", "confirmPassword": "secret1",
        "addresses": [{ "label": "Office", "street": "1 Market Road", "city": "Pune", "state": "MH", "zip": "411001", "country": "India" }],
    });
    // Another writer (a bulk load, a restore, an analysis) holds SQLite's write lock for
    // longer than the server's busy wait.
    let other = sea_orm::Database::connect(&app.database_url).await.unwrap();
    let holder = other.begin().await.unwrap();
    holder.execute_unprepared("CREATE TABLE busy_hold (x INTEGER)").await.unwrap();
    let response = app.client.post(app.url("/api/v1/user/signup")).json(&signup).send().await.unwrap();
    assert_eq!(response.status().as_u16(), 503);
    assert_eq!(response.headers().get("retry-after").map(|v| v.to_str().unwrap().to_owned()).as_deref(), Some("2"));
    let body: serde_json::Value = response.json().await.unwrap();
    assert_eq!(body, json!({ "success": false, "message": BUSY }));
    holder.rollback().await.unwrap();
    let response = app.client.post(app.url("/api/v1/user/signup")).json(&signup).send().await.unwrap();
    assert_eq!(response.status().as_u16(), 201, "nothing of the refused write was kept, and it goes through now");
}
