//! Password reset through the outbox: the request records a mail with a one-hour,
//! single-use link; following it sets the password, ends the sessions, and the link dies.

use domain::accounts::password_reset::{
    PASSWORD_RESET_DONE, RESET_LINK_INVALID, RESET_REQUESTED, TOO_MANY_RESET_REQUESTS,
};
use foundation::entities::password_resets;
use sea_orm::sea_query::Expr;
use sea_orm::{ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter};
use serde_json::json;

use crate::helpers::{Backend, Spawn, TestApp, PUBLIC_URL};
use crate::mail_support::*;
use crate::on_both_databases;

async fn login(app: &TestApp, role: &str, email: &str, password: &str) -> u16 {
    let path = if role == "vendor" { "/api/v1/vendor/vendorLogin" } else { "/api/v1/user/login" };
    let body = json!({ "email": email, "password": password });
    app.new_browser().post(app.url(path)).json(&body).send().await.unwrap().status().as_u16()
}

async fn status_with(app: &TestApp, path: &str, token: &str) -> u16 {
    app.client.get(app.url(path)).bearer_auth(token).send().await.unwrap().status().as_u16()
}

on_both_databases!(mail_reset_flow_end_to_end_through_the_outbox, |backend: Backend| async move {
    let app = Spawn::new(backend).start().await.unwrap();
    let (id, session) = app.buyer("reset@buyers.test").await;
    let me = format!("/api/v1/user/{id}");
    assert_eq!(status_with(&app, &me, &session).await, 200);

    let (status, known) = forgot(&app, "user", "Reset@Buyers.test ").await;
    assert_eq!((status, known["message"].as_str()), (200, Some(RESET_REQUESTED)));
    let (status, unknown) = forgot(&app, "user", "nobody@buyers.test").await;
    assert_eq!((status, &unknown), (200, &known), "the same answer for an unknown e-mail");
    assert!(mail_to(&app, "nobody@buyers.test").await.is_empty(), "no mail for an unknown e-mail");
    assert_eq!(outbox(&app).await.len(), 1);

    // The worker delivers it as an .eml file (the default without --smtp-url).
    let delivered = delivered_to(&app, "reset@buyers.test").await;
    assert_eq!(delivered.len(), 1);
    let mail = &delivered[0];
    assert_eq!(mail.subject, "Reset your Tradehub password");
    assert!(mail.text.contains("Hello Asha Buyer,"));
    let link = link_in(&mail.text);
    assert!(link.starts_with("/reset-password?role=user#token="), "{link}");
    assert!(mail.html.contains(&format!("href=\"{PUBLIC_URL}{link}\"")), "the HTML link too");
    let token = token_of(&link);
    assert_eq!(token.len(), 64);
    let stored = password_resets::Entity::find().all(&app.db).await.unwrap();
    assert_eq!(stored.len(), 1);
    assert!(stored.iter().all(|r| r.token_hash != token), "only the hash is stored");

    // Following the link opens the reset page (not for search engines). The token is in the
    // fragment, which a browser never sends: the server never sees (or logs) it.
    let (status, page) = app.get_text(link.split('#').next().unwrap()).await;
    assert_eq!(status, 200);
    assert!(page.contains("<meta name=\"robots\" content=\"noindex\">"));
    assert!(page.contains("\"page\":\"reset-password\"") && !page.contains(&token));

    let (status, body) = reset(&app, "user", &token, "brand-new1", "brand-new1").await;
    assert_eq!((status, body["message"].as_str()), (200, Some(PASSWORD_RESET_DONE)), "{body}");
    assert_eq!(login(&app, "user", "reset@buyers.test", "brand-new1").await, 200, "the new password signs in");
    assert_eq!(login(&app, "user", "reset@buyers.test", "secret1").await, 401, "the old one does not");
    assert_eq!(status_with(&app, &me, &session).await, 401, "the reset ended the earlier session");
    let (status, body) = reset(&app, "user", &token, "another-1", "another-1").await;
    assert_eq!((status, body["message"].as_str()), (400, Some(RESET_LINK_INVALID)), "the used link fails");
    assert_eq!(login(&app, "user", "reset@buyers.test", "brand-new1").await, 200);
});

on_both_databases!(mail_reset_refuses_expired_foreign_and_superseded_tokens, |backend: Backend| async move {
    let app = Spawn::new(backend).start().await.unwrap();
    app.buyer("old@buyers.test").await;
    forgot(&app, "user", "old@buyers.test").await;
    let first = newest_token(&app, "old@buyers.test").await;
    password_resets::Entity::update_many()
        .col_expr(password_resets::Column::ExpiresAt, Expr::value(chrono::Utc::now() - chrono::Duration::seconds(1)))
        .exec(&app.db)
        .await
        .unwrap();
    let (status, body) = reset(&app, "user", &first, "brand-new1", "brand-new1").await;
    assert_eq!((status, body["message"].as_str()), (400, Some(RESET_LINK_INVALID)), "expired after an hour");

    forgot(&app, "user", "old@buyers.test").await;
    let second = newest_token(&app, "old@buyers.test").await;
    forgot(&app, "user", "old@buyers.test").await;
    let third = newest_token(&app, "old@buyers.test").await;
    assert_ne!(second, third);
    let (status, _) = reset(&app, "vendor", &third, "brand-new1", "brand-new1").await;
    assert_eq!(status, 400, "a buyer's token is no supplier's");
    let (status, body) = reset(&app, "user", &third, "short", "short").await;
    assert_eq!((status, body["errors"]["password"].as_str()), (400, Some("Password must be at least 6 characters")));
    let (status, body) = reset(&app, "user", &third, "brand-new1", "brand-new2").await;
    assert_eq!((status, body["errors"]["password"].as_str()), (400, Some("Passwords do not match")));
    let (status, body) = reset(&app, "user", "", "brand-new1", "brand-new1").await;
    assert_eq!((status, body["errors"]["token"].as_str()), (400, Some(RESET_LINK_INVALID)));
    let (status, _) = reset(&app, "user", &third, "brand-new1", "brand-new1").await;
    assert_eq!(status, 200);
    let (status, _) = reset(&app, "user", &second, "other-pass1", "other-pass1").await;
    assert_eq!(status, 400, "using one link ends the account's earlier ones");
    assert_eq!(password_resets::Entity::find().count(&app.db).await.unwrap(), 0);
});

on_both_databases!(mail_reset_links_die_when_the_password_changes_in_the_profile, |backend: Backend| async move {
    let app = Spawn::new(backend).start().await.unwrap();
    let (_, session) = app.buyer("profile@buyers.test").await;
    forgot(&app, "user", "profile@buyers.test").await;
    let token = newest_token(&app, "profile@buyers.test").await;
    let change = json!({ "name": "Asha Buyer", "email": "profile@buyers.test", "currentPassword": "secret1", "newPassword": "changed-1", "confirmPassword": "changed-1" });
    let r = app.client.put(app.url("/api/v1/user/profile")).bearer_auth(&session).json(&change).send().await.unwrap();
    assert_eq!(r.status().as_u16(), 200);
    let (status, _) = reset(&app, "user", &token, "brand-new1", "brand-new1").await;
    assert_eq!(status, 400, "a link mailed before the change cannot undo it");
    assert_eq!(login(&app, "user", "profile@buyers.test", "changed-1").await, 200);
});

on_both_databases!(mail_reset_for_suppliers_and_never_for_blocked_accounts, |backend: Backend| async move {
    let app = Spawn::new(backend).start().await.unwrap();
    let (vendor_id, vendor_session) = app.vendor("seller@suppliers.test", true).await;
    let (status, body) = forgot(&app, "vendor", "seller@suppliers.test").await;
    assert_eq!((status, body["message"].as_str()), (200, Some(RESET_REQUESTED)));
    let mail = mail_to(&app, "seller@suppliers.test").await;
    assert_eq!(mail.len(), 1);
    let link = link_in(&domain::mail::resolve_links(&mail[0].text_body, PUBLIC_URL));
    assert!(link.starts_with("/reset-password?role=vendor#token="), "{link}");
    let (status, _) = reset(&app, "user", &token_of(&link), "brand-new1", "brand-new1").await;
    assert_eq!(status, 400, "a supplier's token is no buyer's");
    let (status, _) = reset(&app, "vendor", &token_of(&link), "brand-new1", "brand-new1").await;
    assert_eq!(status, 200);
    assert_eq!(login(&app, "vendor", "seller@suppliers.test", "brand-new1").await, 200);
    assert_eq!(status_with(&app, &format!("/api/v1/vendor/{vendor_id}"), &vendor_session).await, 401);

    // Blocked: the same answer, no mail; a link sent before the block is refused too.
    let (blocked_id, _) = app.vendor("blocked@suppliers.test", true).await;
    forgot(&app, "vendor", "blocked@suppliers.test").await;
    let earlier = newest_token(&app, "blocked@suppliers.test").await;
    crate::supplier_support::set_vendor_flags(&app, &blocked_id, true, true).await;
    let (status, body) = forgot(&app, "vendor", "blocked@suppliers.test").await;
    assert_eq!((status, body["message"].as_str()), (200, Some(RESET_REQUESTED)));
    assert_eq!(mail_to(&app, "blocked@suppliers.test").await.len(), 1, "no new mail once blocked");
    let (status, body) = reset(&app, "vendor", &earlier, "brand-new1", "brand-new1").await;
    assert_eq!((status, body["message"].as_str()), (403, Some("Your account has been blocked by admin")));
    assert_eq!(login(&app, "vendor", "blocked@suppliers.test", "brand-new1").await, 401, "the password did not change");
});

on_both_databases!(mail_reset_requests_are_limited_per_address_and_per_account, |backend: Backend| async move {
    let app = Spawn::new(backend).behind_proxy().start().await.unwrap();
    app.buyer("limited@buyers.test").await;
    // Each accepted request's link is recorded after the answer: wait for it, so the
    // mail counted below is all there is.
    let from = |ip: &'static str, email: &'static str| {
        let request = app
            .client
            .post(app.url("/api/v1/user/forgotPassword"))
            .header("X-Forwarded-For", ip)
            .json(&json!({ "email": email }));
        let done = app.state.reset_requests.clone();
        async move {
            use std::sync::atomic::Ordering;
            let before = done.load(Ordering::SeqCst);
            let r = request.send().await.unwrap();
            let status = r.status().as_u16();
            for _ in 0..500 {
                if status != 200 || done.load(Ordering::SeqCst) > before {
                    break;
                }
                tokio::time::sleep(std::time::Duration::from_millis(10)).await;
            }
            (status, r.json::<serde_json::Value>().await.unwrap())
        }
    };
    // Per account: three an hour, from any address, whether or not the account exists.
    for (i, ip) in ["203.0.113.1", "203.0.113.2", "203.0.113.3"].into_iter().enumerate() {
        assert_eq!(from(ip, "limited@buyers.test").await.0, 200, "request {i}");
        assert_eq!(from(ip, "ghost@buyers.test").await.0, 200, "request {i} for an unknown e-mail");
    }
    let (status, body) = from("203.0.113.4", "limited@buyers.test").await;
    assert_eq!((status, body["message"].as_str()), (429, Some(TOO_MANY_RESET_REQUESTS)));
    assert_eq!(
        from("203.0.113.4", "ghost@buyers.test").await,
        (status, body.clone()),
        "the same for an unknown e-mail"
    );
    assert_eq!(mail_to(&app, "limited@buyers.test").await.len(), 3);

    // Per address: ten requests, whatever the e-mails.
    let emails = [
        "a1@x.test",
        "a2@x.test",
        "a3@x.test",
        "a4@x.test",
        "a5@x.test",
        "a6@x.test",
        "a7@x.test",
        "a8@x.test",
        "a9@x.test",
        "a10@x.test",
        "a11@x.test",
    ];
    let mut statuses = Vec::new();
    for email in emails {
        statuses.push(from("198.51.100.7", email).await.0);
    }
    assert_eq!(statuses[..10], [200; 10]);
    assert_eq!(statuses[10], 429);
});

on_both_databases!(mail_reset_a_link_used_twice_at_once_works_once, |backend: Backend| async move {
    let app = Spawn::new(backend).start().await.unwrap();
    app.buyer("race@buyers.test").await;
    forgot(&app, "user", "race@buyers.test").await;
    let token = newest_token(&app, "race@buyers.test").await;
    let (a, b, c) = tokio::join!(
        reset(&app, "user", &token, "first-pass1", "first-pass1"),
        reset(&app, "user", &token, "second-pass1", "second-pass1"),
        reset(&app, "user", &token, "third-pass1", "third-pass1"),
    );
    let mut statuses = [a.0, b.0, c.0];
    statuses.sort();
    assert_eq!(statuses, [200, 400, 400], "{a:?} {b:?} {c:?}");
    let winners = [("first-pass1", a.0), ("second-pass1", b.0), ("third-pass1", c.0)];
    let (password, _) = winners.iter().find(|(_, s)| *s == 200).unwrap();
    assert_eq!(login(&app, "user", "race@buyers.test", password).await, 200);
    let left =
        password_resets::Entity::find().filter(password_resets::Column::Role.eq("user")).count(&app.db).await.unwrap();
    assert_eq!(left, 0);
});

on_both_databases!(mail_reset_a_wrong_token_costs_no_hash_and_attempts_are_limited, |backend: Backend| async move {
    use std::sync::atomic::Ordering;
    let app = Spawn::new(backend).start().await.unwrap();
    let hashes = || app.state.password_hashes.load(Ordering::Relaxed);
    // Wrong tokens are refused after a look-up: no bcrypt is spent on them.
    for i in 0..19 {
        let (status, body) =
            reset(&app, if i % 2 == 0 { "user" } else { "vendor" }, &format!("bogus-{i}"), "brand-new1", "brand-new1")
                .await;
        assert_eq!((status, body["message"].as_str()), (400, Some(RESET_LINK_INVALID)), "attempt {i}");
    }
    assert_eq!(hashes(), 0, "a wrong token hashes nothing");
    // A real link, the 20th attempt from this address, is hashed once and works.
    app.buyer("limited@buyers.test").await;
    forgot(&app, "user", "limited@buyers.test").await;
    let token = newest_token(&app, "limited@buyers.test").await;
    let (status, _) = reset(&app, "user", &token, "brand-new1", "brand-new1").await;
    assert_eq!(status, 200);
    assert_eq!(hashes(), 1);
    // The 21st attempt from the address is refused before anything is looked up.
    let response = app
        .client
        .post(app.url("/api/v1/user/resetPassword"))
        .json(&json!({ "token": "bogus-21", "password": "brand-new1", "confirmPassword": "brand-new1" }))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status().as_u16(), 429);
    assert_eq!(response.headers()["retry-after"], "60");
    let body: serde_json::Value = response.json().await.unwrap();
    assert_eq!(body["message"], domain::auth::limits::TOO_MANY_RESET_ATTEMPTS);
    assert_eq!(hashes(), 1);
});
