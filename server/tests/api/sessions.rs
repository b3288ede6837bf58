//! Server-side sessions: sign-out, a password or e-mail change and blocking end sessions
//! and bearer tokens on the next call (issue 12).

use sea_orm::{ActiveModelTrait, EntityTrait, Set};
use serde_json::json;

use crate::helpers::{Backend, TestApp};
use crate::on_both_databases;

async fn status_with(app: &TestApp, path: &str, token: &str) -> u16 {
    app.client.get(app.url(path)).bearer_auth(token).send().await.unwrap().status().as_u16()
}

/// Signs the buyer in once more from a browser of its own: (browser, token of that sign-in).
async fn sign_in_again(app: &TestApp, path: &str, email: &str, password: &str) -> (reqwest::Client, String) {
    let browser = app.new_browser();
    let r = browser.post(app.url(path)).json(&json!({ "email": email, "password": password })).send().await.unwrap();
    assert_eq!(r.status().as_u16(), 200, "sign-in of {email}");
    let body: serde_json::Value = r.json().await.unwrap();
    (browser, body["token"].as_str().unwrap().to_owned())
}

on_both_databases!(signing_out_in_the_browser_ends_the_token_of_that_sign_in, |backend: Backend| async move {
    let app = TestApp::spawn(backend).await.unwrap();
    let (id, other) = app.buyer("out@example.test").await;
    let (browser, token) = sign_in_again(&app, "/api/v1/user/login", "out@example.test", "secret1").await;
    let me = format!("/api/v1/user/{id}");
    assert_eq!(status_with(&app, &me, &token).await, 200);
    let out =
        browser.post(app.url("/api/v1/user/logout")).header("Origin", crate::helpers::PUBLIC_URL).send().await.unwrap();
    assert_eq!(out.status().as_u16(), 200);
    assert_eq!(status_with(&app, &me, &token).await, 401, "the token of the ended session");
    assert_eq!(status_with(&app, &me, &other).await, 200, "another sign-in of the same buyer stays");
});

on_both_databases!(signing_out_with_a_token_ends_it_for_every_role, |backend: Backend| async move {
    let app = TestApp::spawn(backend).await.unwrap();
    let (_, admin) = app.admin("out-admin@example.test").await;
    let (vendor_id, vendor) = app.vendor("out@spice.test", true).await;
    let checks = [
        ("/api/v1/admin/logout", admin, format!("/api/v1/vendor/{vendor_id}")),
        ("/api/v1/vendor/logout", vendor, format!("/api/v1/vendor/{vendor_id}")),
    ];
    for (logout, token, probe) in checks {
        assert_eq!(status_with(&app, &probe, &token).await, 200, "{probe} before");
        let r = app.new_browser().post(app.url(logout)).bearer_auth(&token).send().await.unwrap();
        assert_eq!(r.status().as_u16(), 200);
        assert_eq!(status_with(&app, &probe, &token).await, 401, "{probe} after {logout}");
    }
});

on_both_databases!(a_password_change_ends_every_other_session, |backend: Backend| async move {
    let app = TestApp::spawn(backend).await.unwrap();
    let (id, changer) = app.buyer("pw@example.test").await;
    let (browser, other) = sign_in_again(&app, "/api/v1/user/login", "pw@example.test", "secret1").await;
    let me = format!("/api/v1/user/{id}");
    let change = json!({ "name": "Asha", "email": "pw@example.test", "currentPassword": "secret1", "newPassword": "better1", "confirmPassword": "better1" });
    let r = app.client.put(app.url("/api/v1/user/profile")).bearer_auth(&changer).json(&change).send().await.unwrap();
    assert_eq!(r.status().as_u16(), 200);
    assert_eq!(status_with(&app, &me, &changer).await, 200, "the session that changed it keeps working");
    assert_eq!(status_with(&app, &me, &other).await, 401, "the other token is ended");
    let session: serde_json::Value =
        browser.get(app.url("/api/v1/session")).send().await.unwrap().json().await.unwrap();
    assert!(session["user"].is_null(), "the other browser's cookie is ended too: {session}");
});

on_both_databases!(
    changing_the_email_needs_the_current_password_and_ends_other_sessions,
    |backend: Backend| async move {
        let app = TestApp::spawn(backend).await.unwrap();
        let (id, changer) = app.buyer("mail@example.test").await;
        let (_, other) = sign_in_again(&app, "/api/v1/user/login", "mail@example.test", "secret1").await;
        let put = |body: serde_json::Value| {
            let request = app.client.put(app.url("/api/v1/user/profile")).bearer_auth(&changer).json(&body);
            async move {
                let r = request.send().await.unwrap();
                (r.status().as_u16(), r.json::<serde_json::Value>().await.unwrap())
            }
        };
        let (status, body) = put(json!({ "name": "Asha", "email": "new-mail@example.test" })).await;
        assert_eq!(
            (status, body["message"].as_str()),
            (400, Some(domain::accounts::buyers::CURRENT_PASSWORD_REQUIRED))
        );
        let (status, body) =
            put(json!({ "name": "Asha", "email": "new-mail@example.test", "currentPassword": "wrong-one" })).await;
        assert_eq!((status, body["message"].as_str()), (400, Some("Current password is incorrect")));
        let stored = foundation::entities::users::Entity::find_by_id(id.clone()).one(&app.db).await.unwrap().unwrap();
        assert_eq!(stored.email, "mail@example.test", "nothing changed by the refused calls");
        // A name alone needs no password and ends nothing.
        let (status, _) = put(json!({ "name": "Asha R", "email": "mail@example.test" })).await;
        assert_eq!(status, 200);
        assert_eq!(status_with(&app, &format!("/api/v1/user/{id}"), &other).await, 200);
        let (status, body) =
            put(json!({ "name": "Asha", "email": "new-mail@example.test", "currentPassword": "secret1" })).await;
        assert_eq!((status, body["user"]["email"].as_str()), (200, Some("new-mail@example.test")));
        assert_eq!(status_with(&app, &format!("/api/v1/user/{id}"), &changer).await, 200);
        assert_eq!(status_with(&app, &format!("/api/v1/user/{id}"), &other).await, 401);
    }
);

on_both_databases!(
    blocking_takes_effect_on_the_next_call_and_revoke_all_ends_sessions,
    |backend: Backend| async move {
        use domain::auth::{session_store, Role};
        let app = TestApp::spawn(backend).await.unwrap();
        let (blocked_id, blocked) = app.buyer("blocked@example.test").await;
        let probe = "/api/v1/user/enquiry/user";
        assert_eq!(status_with(&app, probe, &blocked).await, 200);
        let row = foundation::entities::users::Entity::find_by_id(blocked_id).one(&app.db).await.unwrap().unwrap();
        let mut row: foundation::entities::users::ActiveModel = row.into();
        row.is_blocked = Set(true);
        row.update(&app.db).await.unwrap();
        assert_eq!(status_with(&app, probe, &blocked).await, 403, "blocked on the very next call");

        let (user_id, first) = app.buyer("revoked@example.test").await;
        let (_, second) = sign_in_again(&app, "/api/v1/user/login", "revoked@example.test", "secret1").await;
        let ended = session_store::revoke_all(&app.db, Role::Buyer, &user_id, None).await.unwrap();
        assert_eq!(ended, 2);
        for token in [first, second] {
            assert_eq!(status_with(&app, &format!("/api/v1/user/{user_id}"), &token).await, 401);
        }
    }
);

on_both_databases!(signing_in_again_in_a_browser_replaces_its_earlier_session, |backend: Backend| async move {
    use sea_orm::PaginatorTrait;
    let app = TestApp::spawn(backend).await.unwrap();
    let (id, _) = app.buyer("again@example.test").await;
    let (browser, first) = sign_in_again(&app, "/api/v1/user/login", "again@example.test", "secret1").await;
    let open_before = foundation::entities::auth_sessions::Entity::find().count(&app.db).await.unwrap();
    let r = browser
        .post(app.url("/api/v1/user/login"))
        .json(&json!({ "email": "again@example.test", "password": "secret1" }))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status().as_u16(), 200);
    assert_eq!(
        foundation::entities::auth_sessions::Entity::find().count(&app.db).await.unwrap(),
        open_before,
        "no session left behind"
    );
    assert_eq!(status_with(&app, &format!("/api/v1/user/{id}"), &first).await, 401);
});
