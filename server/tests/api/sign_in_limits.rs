//! Sign-in limits counted in the database before bcrypt runs (issue 12). The app runs
//! "behind" a trusted proxy at 127.0.0.1 so each request can name its client address.

use std::sync::atomic::Ordering;

use serde_json::json;

use crate::helpers::{Backend, Spawn, TestApp};
use crate::on_both_databases;

async fn sign_in_from(app: &TestApp, path: &str, address: &str, email: &str, password: &str) -> u16 {
    let body = json!({ "email": email, "password": password });
    let r = app.new_browser().post(app.url(path)).header("X-Forwarded-For", address).json(&body).send().await.unwrap();
    r.status().as_u16()
}

on_both_databases!(
    sixty_parallel_wrong_sign_ins_from_one_address_check_at_most_five_passwords,
    |backend: Backend| async move {
        let app = Spawn::new(backend).behind_proxy().start().await.unwrap();
        app.buyer("target@example.test").await;
        let before = app.password_checks.load(Ordering::SeqCst);
        let attempts = (0..60).map(|i| {
            let app = &app;
            async move {
                sign_in_from(app, "/api/v1/user/login", "203.0.113.7", "target@example.test", &format!("guess-{i}"))
                    .await
            }
        });
        let statuses = futures_util::future::join_all(attempts).await;
        let checks = app.password_checks.load(Ordering::SeqCst) - before;
        let wrong = statuses.iter().filter(|s| **s == 401).count();
        let limited = statuses.iter().filter(|s| **s == 429).count();
        assert!(checks <= 5, "{checks} bcrypt verifications");
        assert_eq!(wrong as u64, checks, "every checked password answered 401");
        assert_eq!(wrong + limited, 60, "{statuses:?}");
    }
);

on_both_databases!(failures_from_one_address_do_not_stop_the_owner_elsewhere, |backend: Backend| async move {
    let app = Spawn::new(backend).behind_proxy().start().await.unwrap();
    app.buyer("owner@example.test").await;
    for _ in 0..5 {
        assert_eq!(
            sign_in_from(&app, "/api/v1/user/login", "198.51.100.1", "owner@example.test", "wrong-pass").await,
            401
        );
    }
    assert_eq!(
        sign_in_from(&app, "/api/v1/user/login", "198.51.100.1", "owner@example.test", "secret1").await,
        429,
        "strict per account and address"
    );
    assert_eq!(sign_in_from(&app, "/api/v1/user/login", "198.51.100.2", "owner@example.test", "secret1").await, 200);
    // A forged X-Forwarded-For entry to the left of the proxy's does not help the attacker.
    assert_eq!(
        sign_in_from(&app, "/api/v1/user/login", "192.0.2.9, 198.51.100.1", "owner@example.test", "secret1").await,
        429
    );
});

on_both_databases!(an_admin_is_never_locked_out_by_failures_elsewhere, |backend: Backend| async move {
    let app = Spawn::new(backend).behind_proxy().start().await.unwrap();
    app.admin("chief@example.test").await;
    // More failures than the account's slow-down threshold, from several addresses.
    let over = domain::auth::limits::SIGN_IN_ACCOUNT_FAILURES.max as usize + 2;
    for i in 0..over {
        let address = format!("198.51.100.{}", 10 + i / 5);
        assert_eq!(
            sign_in_from(&app, "/api/v1/admin/adminLogin", &address, "chief@example.test", "wrong-pass").await,
            401
        );
    }
    assert_eq!(
        sign_in_from(&app, "/api/v1/admin/adminLogin", "192.0.2.50", "chief@example.test", "secret1").await,
        200
    );
});

on_both_databases!(without_a_trusted_proxy_forwarded_for_is_ignored, |backend: Backend| async move {
    let app = TestApp::spawn(backend).await.unwrap();
    app.buyer("direct@example.test").await;
    for i in 0..5 {
        let address = format!("198.51.100.{i}");
        assert_eq!(sign_in_from(&app, "/api/v1/user/login", &address, "direct@example.test", "wrong-pass").await, 401);
    }
    // All five came from 127.0.0.1 whatever the header said.
    assert_eq!(sign_in_from(&app, "/api/v1/user/login", "198.51.100.99", "direct@example.test", "secret1").await, 429);
});

on_both_databases!(current_password_checks_of_the_profile_are_limited, |backend: Backend| async move {
    let app = TestApp::spawn(backend).await.unwrap();
    let (_, token) = app.buyer("guess@example.test").await;
    let put = |password: &str| {
        let body = json!({ "name": "Asha", "email": "guess@example.test", "currentPassword": password, "newPassword": "better1", "confirmPassword": "better1" });
        let request = app.client.put(app.url("/api/v1/user/profile")).bearer_auth(&token).json(&body);
        async move { request.send().await.unwrap().status().as_u16() }
    };
    for _ in 0..domain::auth::limits::CURRENT_PASSWORD.max {
        assert_eq!(put("wrong-pass").await, 400);
    }
    assert_eq!(put("secret1").await, 429, "even the right password waits once the limit is reached");
});
