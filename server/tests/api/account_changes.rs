//! What an account change ends (issue 25): an admin's change of a supplier's sign-in e-mail
//! ends its sessions and reset links; the session cookie lives as long as the sign-in; a
//! reset request's work happens after the answer whether or not the account exists; mail
//! files are readable by the server's user only.

use std::sync::atomic::Ordering;

use domain::accounts::password_reset::{RESET_LINK_INVALID, RESET_REQUESTED};
use serde_json::json;

use crate::admin_registrations::applied;
use crate::admin_support::send;
use crate::helpers::{Backend, Spawn, TestApp};
use crate::mail_support::{delivered_to, forgot, newest_token, reset};
use crate::on_both_databases;

on_both_databases!(
    an_admin_changing_a_suppliers_email_ends_its_sessions_and_reset_links,
    |backend: Backend| async move {
        let app = Spawn::new(backend).start().await.unwrap();
        let (_, admin) = app.admin("review@admins.test").await;
        let (vendor, token, id) = applied(&app, "moving@suppliers.test").await;
        let me = format!("/api/v1/vendor/{vendor}");
        assert_eq!(app.get_json_as(&me, &token).await.0, 200);
        let (status, _) = forgot(&app, "vendor", "moving@suppliers.test").await;
        assert_eq!(status, 200);
        let link = newest_token(&app, "moving@suppliers.test").await;

        // Name and phone alone change nothing of the sign-in.
        let path = format!("/api/v1/vendorRegistration/update/{id}");
        let same = json!({ "name": "Konkan Exports", "email": "moving@suppliers.test", "phone": "+91 99999 11111" });
        assert_eq!(send(&app, reqwest::Method::PUT, &path, &admin, Some(same)).await.0, 200);
        assert_eq!(app.get_json_as(&me, &token).await.0, 200, "the session stays while the e-mail does");

        let moved = json!({ "name": "Konkan Exports", "email": "moved@suppliers.test", "phone": "+91 99999 11111" });
        assert_eq!(send(&app, reqwest::Method::PUT, &path, &admin, Some(moved)).await.0, 200);
        assert_eq!(app.get_json_as(&me, &token).await.0, 401, "the session opened under the old e-mail ended");
        let (status, body) = reset(&app, "vendor", &link, "taken-over1", "taken-over1").await;
        assert_eq!((status, body["message"].as_str()), (400, Some(RESET_LINK_INVALID)), "the old link died");
        let login = json!({ "email": "moved@suppliers.test", "password": "secret1" });
        let (status, _) = app.post_json("/api/v1/vendor/vendorLogin", login).await;
        assert_eq!(status, 200, "the password is unchanged");
    }
);

/// The session cookie's Max-Age of a sign-in, in seconds.
async fn cookie_max_age(app: &TestApp, remember: bool) -> Option<i64> {
    let body = json!({ "email": "cookie@buyers.test", "password": "secret1", "remember": remember });
    let response = app.new_browser().post(app.url("/api/v1/user/login")).json(&body).send().await.unwrap();
    assert_eq!(response.status().as_u16(), 200);
    let cookie = response
        .headers()
        .get_all("set-cookie")
        .iter()
        .map(|v| v.to_str().unwrap().to_owned())
        .find(|v| v.starts_with("tradehub_session="))
        .expect("a session cookie");
    assert!(!cookie.to_ascii_lowercase().contains("expires="), "{cookie}");
    cookie.split(';').find_map(|a| a.trim().strip_prefix("Max-Age=").map(|n| n.parse().unwrap()))
}

on_both_databases!(the_session_cookie_lives_as_long_as_the_sign_in, |backend: Backend| async move {
    let app = Spawn::new(backend).start().await.unwrap();
    app.buyer("cookie@buyers.test").await;
    let day = cookie_max_age(&app, false).await.expect("a Max-Age");
    assert!((12 * 3600 - 60..=12 * 3600).contains(&day), "12 hours without Remember me, not 30 days: {day}");
    let month = cookie_max_age(&app, true).await.expect("a Max-Age");
    assert!((30 * 86400 - 60..=30 * 86400).contains(&month), "30 days with Remember me: {month}");
});

on_both_databases!(a_reset_request_does_its_work_after_the_answer_for_any_email, |backend: Backend| async move {
    let app = Spawn::new(backend).start().await.unwrap();
    app.buyer("known@buyers.test").await;
    let done = || app.state.reset_requests.load(Ordering::SeqCst);
    let (status, known) = forgot(&app, "user", "known@buyers.test").await;
    assert_eq!((status, known["message"].as_str()), (200, Some(RESET_REQUESTED)));
    assert_eq!(done(), 1, "the known e-mail's link was recorded after the answer");
    let (status, unknown) = forgot(&app, "user", "unknown@buyers.test").await;
    assert_eq!((status, &unknown), (200, &known));
    assert_eq!(done(), 2, "an unknown e-mail takes the same path: the answer waits for neither");

    // The mail file is the server user's alone: it carries a reset link.
    let delivered = delivered_to(&app, "known@buyers.test").await;
    assert_eq!(delivered.len(), 1);
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let outbox = app.data_dir.path().join("outbox");
        let files: Vec<_> = std::fs::read_dir(&outbox).unwrap().map(|e| e.unwrap().path()).collect();
        assert!(!files.is_empty());
        for file in files {
            let mode = std::fs::metadata(&file).unwrap().permissions().mode() & 0o777;
            assert_eq!(mode, 0o600, "{}", file.display());
        }
    }
});
