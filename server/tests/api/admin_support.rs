//! Calls and rows shared by the admin people tests (suppliers, buyers, registrations).

use chrono::{Duration, TimeZone, Utc};
use foundation::entities::{admin_activity, users, vendors};
use sea_orm::{ActiveModelTrait, ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter, Set};
use serde_json::Value;

use crate::helpers::TestApp;

pub async fn send(
    app: &TestApp,
    method: reqwest::Method,
    path: &str,
    token: &str,
    body: Option<Value>,
) -> (u16, Value) {
    let mut request = app.new_browser().request(method, app.url(path)).bearer_auth(token);
    if let Some(body) = body {
        request = request.json(&body);
    }
    let response = request.send().await.unwrap();
    let status = response.status().as_u16();
    (status, response.json().await.unwrap_or(Value::Null))
}

pub async fn patch(app: &TestApp, path: &str, token: &str, body: Value) -> (u16, Value) {
    send(app, reqwest::Method::PATCH, path, token, Some(body)).await
}

/// Activity records naming `record_id` (all of them when `None`).
pub async fn activity(app: &TestApp, record_id: Option<&str>) -> Vec<admin_activity::Model> {
    let mut query = admin_activity::Entity::find();
    if let Some(id) = record_id {
        query = query.filter(admin_activity::Column::RecordId.eq(id));
    }
    query.all(&app.db).await.unwrap()
}

pub async fn activity_count(app: &TestApp) -> u64 {
    admin_activity::Entity::find().count(&app.db).await.unwrap()
}

/// A browser signed in with the session cookie (no bearer token): the client and its id.
pub async fn cookie_sign_in(app: &TestApp, login_path: &str, email: &str) -> reqwest::Client {
    let browser = app.new_browser();
    let body = serde_json::json!({ "email": email, "password": "secret1" });
    let response = browser.post(app.url(login_path)).json(&body).send().await.unwrap();
    assert_eq!(response.status().as_u16(), 200, "cookie sign-in of {email}");
    browser
}

/// Flags of one seeded account: (verified, blocked, active).
pub type Flags = (bool, bool, bool);

/// The flags of account number `i` of a seeded set: every combination occurs.
pub fn flags_of(i: usize) -> Flags {
    (i.is_multiple_of(2), i.is_multiple_of(3), !i.is_multiple_of(5))
}

fn created(i: usize) -> chrono::DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 1, 1, 0, 0, 0).unwrap() + Duration::minutes(i as i64)
}

/// `n` suppliers named `{prefix} NN`, flags by [`flags_of`], one minute apart (the last newest).
pub async fn seed_suppliers(app: &TestApp, prefix: &str, n: usize) -> Vec<String> {
    let mut ids = Vec::new();
    for i in 0..n {
        let (verified, blocked, active) = flags_of(i);
        let row = vendors::ActiveModel {
            name: Set(format!("{prefix} {i:02}")),
            email: Set(format!("{}{i:02}@seeded.test", prefix.to_lowercase().replace(' ', "."))),
            mobile: Set("+91 98765 43210".into()),
            password_hash: Set("x".into()),
            is_verified: Set(verified),
            is_blocked: Set(blocked),
            is_active: Set(active),
            has_submitted_registration: Set(false),
            created_at: Set(created(i)),
            ..Default::default()
        }
        .insert(&app.db)
        .await
        .unwrap();
        ids.push(row.id);
    }
    ids
}

/// `n` buyers named `{prefix} NN`, as [`seed_suppliers`].
pub async fn seed_buyers(app: &TestApp, prefix: &str, n: usize) -> Vec<String> {
    let mut ids = Vec::new();
    for i in 0..n {
        let (verified, blocked, active) = flags_of(i);
        let row = users::ActiveModel {
            name: Set(format!("{prefix} {i:02}")),
            email: Set(format!("{}{i:02}@seeded.test", prefix.to_lowercase().replace(' ', "."))),
            password_hash: Set("x".into()),
            is_verified: Set(verified),
            is_blocked: Set(blocked),
            is_active: Set(active),
            created_at: Set(created(i)),
            ..Default::default()
        }
        .insert(&app.db)
        .await
        .unwrap();
        ids.push(row.id);
    }
    ids
}
