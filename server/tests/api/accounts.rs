//! Sign-up, sign-in and profiles of buyers, suppliers and admins (SPEC.md §4, §5, §8).

use serde_json::{json, Value};

use crate::helpers::{Backend, TestApp};
use crate::on_both_databases;

fn signup_body(email: &str) -> Value {
    json!({
        "name": "Asha Buyer", "email": email, "password": "secret1", "confirmPassword": "secret1",
        "addresses": [{ "label": "Office", "street": "1 Market Road", "city": "Pune", "state": "MH", "zip": "411001", "country": "India" }],
    })
}

fn with(mut body: Value, path: &[&str], value: Value) -> Value {
    let mut target = &mut body;
    for key in &path[..path.len() - 1] {
        target = if let Ok(i) = key.parse::<usize>() { &mut target[i] } else { &mut target[*key] };
    }
    target[path[path.len() - 1]] = value;
    body
}

on_both_databases!(buyer_sign_up_checks_each_field_with_the_specs_words, |backend: Backend| async move {
    let app = TestApp::spawn(backend).await.unwrap();
    let base = signup_body("new@example.test");
    let cases = [
        (with(base.clone(), &["name"], json!("  ")), "Name is required"),
        (with(base.clone(), &["email"], json!("")), "Email is required"),
        (with(base.clone(), &["email"], json!("no-at-sign")), "Email is invalid"),
        (with(base.clone(), &["password"], json!("")), "Password is required"),
        (
            with(with(base.clone(), &["password"], json!("12345")), &["confirmPassword"], json!("12345")),
            "Password must be at least 6 characters",
        ),
        (with(base.clone(), &["confirmPassword"], json!("secret2")), "Passwords do not match"),
        (with(base.clone(), &["addresses", "0", "street"], json!("")), "Street address is required"),
        (with(base.clone(), &["addresses", "0", "city"], json!("")), "City is required"),
    ];
    for (body, message) in cases {
        let (status, answer) = app.post_json("/api/v1/user/signup", body).await;
        assert_eq!((status, answer["message"].as_str()), (400, Some(message)));
        assert_eq!(answer["success"], false);
    }
    let (status, answer) = app.post_json("/api/v1/user/signup", base).await;
    assert_eq!(status, 201, "{answer}");
    assert_eq!(answer["message"], "Signup successful");
    assert_eq!(answer["user"]["addresses"][0]["country"], "India");
    // Nothing half-written by the refused attempts.
    use sea_orm::{EntityTrait, PaginatorTrait};
    assert_eq!(foundation::entities::users::Entity::find().count(&app.db).await.unwrap(), 1);
});

on_both_databases!(emails_differing_only_in_case_are_one_account, |backend: Backend| async move {
    let app = TestApp::spawn(backend).await.unwrap();
    assert_eq!(app.post_json("/api/v1/user/signup", signup_body("Mixed.Case@Example.test")).await.0, 201);
    let (status, body) = app.post_json("/api/v1/user/signup", signup_body("mixed.case@EXAMPLE.TEST")).await;
    assert_eq!((status, body["message"].as_str()), (409, Some("An account with this email already exists")));
    // Sign-in works with any case.
    let (status, body) =
        app.post_json("/api/v1/user/login", json!({ "email": "MIXED.case@example.test", "password": "secret1" })).await;
    assert_eq!(status, 200);
    assert_eq!(body["message"], "Login successful");
    assert!(body["token"].as_str().is_some_and(|t| t.split('.').count() == 3));
    assert!(body["user"]["id"].is_string());
    // Suppliers too.
    let vendor = json!({ "name": "Spice Co", "email": "Sales@Spice.test", "mobile": "9876543210", "password": "secret1", "confirmPassword": "secret1" });
    assert_eq!(app.post_json("/api/v1/vendor/register", vendor.clone()).await.0, 201);
    let (status, _) =
        app.post_json("/api/v1/vendor/register", with(vendor, &["email"], json!("sales@spice.TEST"))).await;
    assert_eq!(status, 409);
});

on_both_databases!(wrong_credentials_do_not_say_which_part_was_wrong, |backend: Backend| async move {
    let app = TestApp::spawn(backend).await.unwrap();
    app.buyer("real@example.test").await;
    let (s1, b1) =
        app.post_json("/api/v1/user/login", json!({ "email": "real@example.test", "password": "wrong-1" })).await;
    let (s2, b2) =
        app.post_json("/api/v1/user/login", json!({ "email": "ghost@example.test", "password": "secret1" })).await;
    assert_eq!((s1, s2), (401, 401));
    assert_eq!(b1["message"], b2["message"]);
    assert_eq!(b1["message"], "Invalid email or password");
    let (status, body) = app.post_json("/api/v1/user/login", json!({ "email": "", "password": "" })).await;
    assert_eq!((status, body["message"].as_str()), (400, Some("Email and password are required")));
});

on_both_databases!(sign_in_attempts_are_limited_per_account, |backend: Backend| async move {
    let app = TestApp::spawn(backend).await.unwrap();
    app.buyer("target@example.test").await;
    for _ in 0..5 {
        let (status, _) =
            app.post_json("/api/v1/user/login", json!({ "email": "target@example.test", "password": "guess-x" })).await;
        assert_eq!(status, 401);
    }
    // Now even the right password is refused for a while.
    let (status, body) =
        app.post_json("/api/v1/user/login", json!({ "email": "target@example.test", "password": "secret1" })).await;
    assert_eq!(status, 429);
    assert!(body["message"].as_str().unwrap().contains("Too many sign-in attempts"));
    // Another account from the same address is not locked by it.
    app.buyer("other@example.test").await;
});

on_both_databases!(a_blocked_supplier_is_refused_with_the_specs_message, |backend: Backend| async move {
    use sea_orm::{ActiveModelTrait, EntityTrait, Set};
    let app = TestApp::spawn(backend).await.unwrap();
    let (id, token) = app.vendor("blocked@spice.test", true).await;
    let (status, body) = app
        .post_json("/api/v1/vendor/vendorLogin", json!({ "email": "blocked@spice.test", "password": "secret1" }))
        .await;
    assert_eq!(status, 200);
    assert_eq!(
        (body["success"].as_bool(), body["verified"].as_bool(), body["blocked"].as_bool()),
        (Some(true), Some(true), Some(false))
    );
    assert_eq!(body["hasSubmittedRegistration"], false);
    assert_eq!(body["id"], id.as_str());

    let row = foundation::entities::vendors::Entity::find_by_id(id.clone()).one(&app.db).await.unwrap().unwrap();
    let mut row: foundation::entities::vendors::ActiveModel = row.into();
    row.is_blocked = Set(true);
    row.update(&app.db).await.unwrap();

    let (status, body) = app
        .post_json("/api/v1/vendor/vendorLogin", json!({ "email": "blocked@spice.test", "password": "secret1" }))
        .await;
    assert_eq!(status, 403);
    assert_eq!(body["message"], "Your account has been blocked by admin");
    assert_eq!(body["blocked"], true);
    // A token issued before the block no longer opens supplier calls.
    let response = app.client.get(app.url(&format!("/api/v1/vendor/{id}"))).bearer_auth(&token).send().await.unwrap();
    assert_eq!(response.status().as_u16(), 401);
});

on_both_databases!(expired_tampered_and_other_role_tokens_are_refused, |backend: Backend| async move {
    use domain::auth::{token, Role};
    let app = TestApp::spawn(backend).await.unwrap();
    let (id, good) = app.buyer("tokens@example.test").await;
    let url = app.url(&format!("/api/v1/user/{id}"));
    let status = |t: String| {
        let client = app.client.clone();
        let url = url.clone();
        async move { client.get(url).bearer_auth(t).send().await.unwrap().status().as_u16() }
    };
    assert_eq!(status(good.clone()).await, 200);
    let secret = app.secrets().jwt;
    // The buyer's open session, so that only the property under test is wrong.
    let sid = {
        use sea_orm::EntityTrait;
        foundation::entities::auth_sessions::Entity::find().one(&app.db).await.unwrap().expect("an open session").id
    };
    let expired = token::issue(&secret, Role::Buyer, &id, &sid, chrono::Duration::seconds(-10));
    assert_eq!(status(expired).await, 401);
    let mut parts: Vec<String> = good.split('.').map(str::to_owned).collect();
    parts[2] = parts[2].chars().rev().collect();
    assert_eq!(status(parts.join(".")).await, 401);
    let foreign =
        token::issue(b"some other server's secret, long enough", Role::Buyer, &id, &sid, chrono::Duration::hours(1));
    assert_eq!(status(foreign).await, 401);
    let as_vendor = token::issue(&secret, Role::Supplier, &id, &sid, chrono::Duration::hours(1));
    assert_eq!(status(as_vendor).await, 401);
    // Without any credentials.
    assert_eq!(app.client.get(&url).send().await.unwrap().status().as_u16(), 401);
});

on_both_databases!(cookie_writes_from_another_site_are_refused, |backend: Backend| async move {
    let app = TestApp::spawn(backend).await.unwrap();
    app.buyer("csrf@example.test").await;
    let browser = app.new_browser();
    let login = json!({ "email": "csrf@example.test", "password": "secret1" });
    let response = browser.post(app.url("/api/v1/user/login")).json(&login).send().await.unwrap();
    assert_eq!(response.status().as_u16(), 200);
    let cookie = response.headers()["set-cookie"].to_str().unwrap().to_lowercase();
    assert!(cookie.contains("httponly") && cookie.contains("samesite=lax"), "{cookie}");
    let update = json!({ "name": "Renamed", "email": "csrf@example.test" });
    let evil = browser
        .put(app.url("/api/v1/user/profile"))
        .header("Origin", "https://evil.test")
        .json(&update)
        .send()
        .await
        .unwrap();
    assert_eq!(evil.status().as_u16(), 403);
    let bare = browser.put(app.url("/api/v1/user/profile")).json(&update).send().await.unwrap();
    assert_eq!(bare.status().as_u16(), 403, "a cookie write without Origin is refused");
    // Scheme, host and port must all be the site's (--public-url), whatever Host says.
    for near_miss in ["http://tradehub.test", "https://tradehub.test:8443", app.address.as_str()] {
        let r = browser
            .put(app.url("/api/v1/user/profile"))
            .header("Origin", near_miss)
            .json(&update)
            .send()
            .await
            .unwrap();
        assert_eq!(r.status().as_u16(), 403, "{near_miss}");
    }
    let forged = browser
        .put(app.url("/api/v1/user/profile"))
        .header("Origin", "https://evil.test")
        .header("X-Forwarded-Host", "evil.test")
        .json(&update)
        .send()
        .await
        .unwrap();
    assert_eq!(forged.status().as_u16(), 403, "forwarded headers are not believed without --trusted-proxy");
    let own = browser
        .put(app.url("/api/v1/user/profile"))
        .header("Origin", crate::helpers::PUBLIC_URL)
        .json(&update)
        .send()
        .await
        .unwrap();
    assert_eq!(own.status().as_u16(), 200);
    // A foreign site cannot sign the browser in either.
    let forged = app
        .new_browser()
        .post(app.url("/api/v1/user/login"))
        .header("Origin", "https://evil.test")
        .json(&login)
        .send()
        .await
        .unwrap();
    assert_eq!(forged.status().as_u16(), 403);
});

on_both_databases!(passwords_are_stored_only_as_bcrypt_hashes, |backend: Backend| async move {
    use sea_orm::EntityTrait;
    let app = TestApp::spawn(backend).await.unwrap();
    app.buyer("hash@example.test").await;
    app.vendor("hash@spice.test", false).await;
    app.admin("hash-admin@example.test").await;
    let user = foundation::entities::users::Entity::find().one(&app.db).await.unwrap().unwrap();
    let vendor = foundation::entities::vendors::Entity::find().one(&app.db).await.unwrap().unwrap();
    let admin = foundation::entities::admins::Entity::find().one(&app.db).await.unwrap().unwrap();
    for hash in [user.password_hash, vendor.password_hash, admin.password_hash] {
        assert!(hash.starts_with("$2") && hash.len() == 60, "{hash}");
        assert!(!hash.contains("secret1"));
        assert!(bcrypt::verify("secret1", &hash).unwrap());
    }
});

on_both_databases!(signing_out_of_one_role_keeps_the_others, |backend: Backend| async move {
    let app = TestApp::spawn(backend).await.unwrap();
    app.buyer("both@example.test").await;
    app.vendor("both@spice.test", true).await;
    let browser = app.new_browser();
    let origin = crate::helpers::PUBLIC_URL;
    for (path, email) in
        [("/api/v1/user/login", "both@example.test"), ("/api/v1/vendor/vendorLogin", "both@spice.test")]
    {
        let r =
            browser.post(app.url(path)).json(&json!({ "email": email, "password": "secret1" })).send().await.unwrap();
        assert_eq!(r.status().as_u16(), 200);
    }
    let session: Value = browser.get(app.url("/api/v1/session")).send().await.unwrap().json().await.unwrap();
    assert!(session["user"]["id"].is_string() && session["vendor"]["id"].is_string());
    assert!(session["admin"].is_null());
    let out: Value = browser
        .post(app.url("/api/v1/user/logout"))
        .header("Origin", origin)
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(out["message"], "Logout successful");
    let session: Value = browser.get(app.url("/api/v1/session")).send().await.unwrap().json().await.unwrap();
    assert!(session["user"].is_null());
    assert_eq!(session["vendor"]["email"], "both@spice.test");
});

on_both_databases!(the_profile_changes_name_email_and_password, |backend: Backend| async move {
    let app = TestApp::spawn(backend).await.unwrap();
    let (id, token) = app.buyer("profile@example.test").await;
    let put = |body: Value| {
        let request = app.client.put(app.url("/api/v1/user/profile")).bearer_auth(&token).json(&body);
        async move {
            let r = request.send().await.unwrap();
            (r.status().as_u16(), r.json::<Value>().await.unwrap())
        }
    };
    let (status, body) = put(json!({ "name": "Asha", "email": "profile@example.test", "currentPassword": "nope-nope", "newPassword": "better1", "confirmPassword": "better1" })).await;
    assert_eq!((status, body["message"].as_str()), (400, Some("Current password is incorrect")));
    let (status, body) = put(json!({ "name": "Asha", "email": "profile@example.test", "currentPassword": "secret1", "newPassword": "better1", "confirmPassword": "better2" })).await;
    assert_eq!((status, body["message"].as_str()), (400, Some("Passwords do not match")));
    app.buyer("taken@example.test").await;
    let (status, _) = put(json!({ "name": "Asha", "email": "TAKEN@example.test" })).await;
    assert_eq!(status, 409);
    let (status, body) = put(json!({ "name": "Asha K", "email": "Asha.K@example.test", "currentPassword": "secret1", "newPassword": "better1", "confirmPassword": "better1" })).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["message"], "Profile updated successfully");
    assert_eq!(
        (body["user"]["name"].as_str(), body["user"]["email"].as_str()),
        (Some("Asha K"), Some("asha.k@example.test"))
    );
    assert_eq!(body["user"]["_id"], id.as_str());
    let (old, _) =
        app.post_json("/api/v1/user/login", json!({ "email": "asha.k@example.test", "password": "secret1" })).await;
    let (new, _) =
        app.post_json("/api/v1/user/login", json!({ "email": "asha.k@example.test", "password": "better1" })).await;
    assert_eq!((old, new), (401, 200));
});

on_both_databases!(addresses_are_added_edited_and_removed_by_their_owner_only, |backend: Backend| async move {
    let app = TestApp::spawn(backend).await.unwrap();
    let (_, mine) = app.buyer("addr@example.test").await;
    let (_, theirs) = app.buyer("other-addr@example.test").await;
    let address = json!({ "label": "Warehouse", "street": "7 Dock Lane", "city": "Kochi", "state": "KL", "zip": "682001", "country": "India" });
    let response =
        app.client.post(app.url("/api/v1/user/address")).bearer_auth(&mine).json(&address).send().await.unwrap();
    assert_eq!(response.status().as_u16(), 201);
    let body: Value = response.json().await.unwrap();
    let addresses = body["user"]["addresses"].as_array().unwrap();
    assert_eq!(addresses.len(), 2);
    let id = addresses[1]["_id"].as_str().unwrap().to_owned();
    assert_eq!(addresses[1]["label"], "Warehouse");

    let edit = json!({ "label": "Warehouse 2", "street": "8 Dock Lane", "city": "Kochi", "state": "KL", "zip": "682001", "country": "Canada" });
    let stolen = app
        .client
        .put(app.url(&format!("/api/v1/user/address/{id}")))
        .bearer_auth(&theirs)
        .json(&edit)
        .send()
        .await
        .unwrap();
    assert_eq!(stolen.status().as_u16(), 404);
    let bad = app
        .client
        .put(app.url(&format!("/api/v1/user/address/{id}")))
        .bearer_auth(&mine)
        .json(&json!({ "street": "", "city": "X" }))
        .send()
        .await
        .unwrap();
    assert_eq!(bad.status().as_u16(), 400);
    let body: Value = app
        .client
        .put(app.url(&format!("/api/v1/user/address/{id}")))
        .bearer_auth(&mine)
        .json(&edit)
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(body["user"]["addresses"][1]["street"], "8 Dock Lane");
    assert_eq!(body["user"]["addresses"][1]["country"], "Canada");
    let bad_country = app
        .client
        .post(app.url("/api/v1/user/address"))
        .bearer_auth(&mine)
        .json(&json!({ "street": "x", "city": "y", "country": "Atlantis" }))
        .send()
        .await
        .unwrap();
    assert_eq!(bad_country.status().as_u16(), 400);

    let stolen =
        app.client.delete(app.url(&format!("/api/v1/user/address/{id}"))).bearer_auth(&theirs).send().await.unwrap();
    assert_eq!(stolen.status().as_u16(), 404);
    let body: Value = app
        .client
        .delete(app.url(&format!("/api/v1/user/address/{id}")))
        .bearer_auth(&mine)
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(body["user"]["addresses"].as_array().unwrap().len(), 1);
});

on_both_databases!(supplier_registration_checks_its_fields, |backend: Backend| async move {
    let app = TestApp::spawn(backend).await.unwrap();
    let base = json!({ "name": "Spice Co", "email": "s@spice.test", "mobile": "9876543210", "password": "secret1", "confirmPassword": "secret1" });
    for (body, message) in [
        (with(base.clone(), &["name"], json!("")), "Business name is required"),
        (with(base.clone(), &["email"], json!("x")), "Email is invalid"),
        (with(base.clone(), &["mobile"], json!("")), "Mobile number is required"),
        (with(base.clone(), &["password"], json!("abc")), "Password must be at least 6 characters"),
        (with(base.clone(), &["confirmPassword"], json!("other1")), "Passwords do not match"),
    ] {
        let (status, answer) = app.post_json("/api/v1/vendor/register", body).await;
        assert_eq!((status, answer["message"].as_str()), (400, Some(message)));
    }
    let (status, answer) = app.post_json("/api/v1/vendor/register", base).await;
    assert_eq!(status, 201);
    assert_eq!(answer["vendor"]["isVerified"], false);
});

on_both_databases!(the_profile_page_is_for_the_signed_in_buyer_only, |backend: Backend| async move {
    let app = TestApp::spawn(backend).await.unwrap();
    let response = app.get("/profile").await;
    assert_eq!(response.status().as_u16(), 303);
    assert_eq!(response.headers()["location"], "/login?redirect=%2Fprofile");
    app.buyer("page@example.test").await;
    let browser = app.new_browser();
    browser
        .post(app.url("/api/v1/user/login"))
        .json(&json!({ "email": "page@example.test", "password": "secret1" }))
        .send()
        .await
        .unwrap();
    let response = browser.get(app.url("/profile")).send().await.unwrap();
    assert_eq!(response.status().as_u16(), 200);
    assert!(response.headers()["cache-control"].to_str().unwrap().starts_with("private"));
    let html = response.text().await.unwrap();
    assert!(html.contains("Asha Buyer") && html.contains("1 Market Road"));
    // The header greets the buyer on every page, and no one else gets that page from the cache.
    let home = browser.get(app.url("/")).send().await.unwrap().text().await.unwrap();
    assert!(home.contains("\"user\":{\"id\""));
    let (_, anonymous) = app.get_text("/").await;
    assert!(anonymous.contains("\"user\":null"));
});

on_both_databases!(remember_me_signs_in_for_longer, |backend: Backend| async move {
    #[derive(serde::Deserialize)]
    struct Claims {
        iat: i64,
        exp: i64,
    }
    let app = TestApp::spawn(backend).await.unwrap();
    app.buyer("remember@example.test").await;
    let secret = app.secrets().jwt;
    let hours = |token: &str| {
        let key = jsonwebtoken::DecodingKey::from_secret(&secret);
        let claims = jsonwebtoken::decode::<Claims>(token, &key, &jsonwebtoken::Validation::default()).unwrap().claims;
        (claims.exp - claims.iat) / 3600
    };
    let login =
        |remember: bool| json!({ "email": "remember@example.test", "password": "secret1", "remember": remember });
    let (_, short) = app.post_json("/api/v1/user/login", login(false)).await;
    let (_, long) = app.post_json("/api/v1/user/login", login(true)).await;
    assert_eq!(hours(short["token"].as_str().unwrap()), 12);
    assert_eq!(hours(long["token"].as_str().unwrap()), 30 * 24);
});

on_both_databases!(a_supplier_sees_its_registration_and_where_to_go_next, |backend: Backend| async move {
    use domain::seed::demo::{PENDING_SUPPLIER_EMAIL, PENDING_SUPPLIER_PASSWORD, SUPPLIER_EMAIL, SUPPLIER_PASSWORD};
    let app = crate::helpers::Spawn::new(backend).demo().start().await.unwrap();
    // A pending supplier that already sent its documents goes to the registration status.
    let (status, pending) = app
        .post_json(
            "/api/v1/vendor/vendorLogin",
            json!({ "email": PENDING_SUPPLIER_EMAIL, "password": PENDING_SUPPLIER_PASSWORD }),
        )
        .await;
    assert_eq!(status, 200);
    assert_eq!(
        (pending["verified"].as_bool(), pending["hasSubmittedRegistration"].as_bool()),
        (Some(false), Some(true))
    );
    // A verified supplier reads its own record with the registration.
    let (_, verified) = app
        .post_json("/api/v1/vendor/vendorLogin", json!({ "email": SUPPLIER_EMAIL, "password": SUPPLIER_PASSWORD }))
        .await;
    assert_eq!(verified["verified"], true);
    let id = verified["id"].as_str().unwrap();
    let (status, body) = app.get_json_as(&format!("/api/v1/vendor/{id}"), verified["token"].as_str().unwrap()).await;
    assert_eq!(status, 200);
    let registration = &body["vendor"]["vendorRegistration"];
    assert_eq!(registration["vendorId"], id);
    assert_eq!(registration["gstNo"].as_str().map(str::len), Some(15));
    assert!(registration["panNo"].is_string() && registration["aadharNo"].is_string());
    // Another supplier may not.
    let pending_token = pending["token"].as_str().unwrap();
    assert_eq!(app.get_json_as(&format!("/api/v1/vendor/{id}"), pending_token).await.0, 403);
});
