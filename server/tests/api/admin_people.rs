//! Vendor and User Management (SPEC.md sections 2, 4, 6): server-side filters and paging,
//! one flag per call, a block that ends sessions and tokens at once and hides the
//! supplier's offers, one activity record per write, and parallel switches.

use serde_json::{json, Value};

use crate::admin_support::{
    activity, activity_count, cookie_sign_in, flags_of, patch, seed_buyers, seed_suppliers, send, Flags,
};
use crate::helpers::{Backend, Spawn, TestApp};
use crate::on_both_databases;

const PAGE: &str = "/products/mango/alphonso";
const BLOCKED: &str = "Your account has been blocked by admin";

async fn page(app: &TestApp) -> String {
    let (status, html) = app.get_text(PAGE).await;
    assert_eq!(status, 200);
    html
}

/// A listing of Alphonso by the supplier holding `token`.
async fn list_alphonso(app: &TestApp, token: &str) -> String {
    use foundation::entities::{products, varieties};
    use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};
    let mango =
        products::Entity::find().filter(products::Column::Slug.eq("mango")).one(&app.db).await.unwrap().unwrap();
    let alphonso = varieties::Entity::find()
        .filter(varieties::Column::ProductId.eq(mango.id.as_str()))
        .filter(varieties::Column::Slug.eq("alphonso"))
        .one(&app.db)
        .await
        .unwrap()
        .unwrap();
    let body = json!({ "product": mango.id, "varietyId": alphonso.id, "price": 777.25, "location": "Ratnagiri", "quantityAvailable": 40, "unit": "box", "packContent": 3 });
    let (status, body) = send(app, reqwest::Method::POST, "/api/v1/vendorProduct/add", token, Some(body)).await;
    assert_eq!(status, 201, "{body}");
    body["_id"].as_str().unwrap().to_owned()
}

async fn probe(client: &reqwest::Client, app: &TestApp, path: &str, token: Option<&str>) -> u16 {
    let mut request = client.get(app.url(path));
    if let Some(token) = token {
        request = request.bearer_auth(token);
    }
    request.send().await.unwrap().status().as_u16()
}

async fn sign_in_status(app: &TestApp, path: &str, email: &str) -> (u16, Value) {
    let response = app
        .new_browser()
        .post(app.url(path))
        .json(&json!({ "email": email, "password": "secret1" }))
        .send()
        .await
        .unwrap();
    (response.status().as_u16(), response.json().await.unwrap())
}

on_both_databases!(the_people_calls_are_for_admins_only, |backend: Backend| async move {
    let app = TestApp::spawn(backend).await.unwrap();
    let (buyer, buyer_token) = app.buyer("who@buyers.test").await;
    let (vendor, vendor_token) = app.vendor("who@suppliers.test", true).await;
    let buyer_cookie = cookie_sign_in(&app, "/api/v1/user/login", "who@buyers.test").await;
    let calls = [
        (reqwest::Method::GET, "/api/v1/vendor/getAllVendors".to_owned()),
        (reqwest::Method::GET, "/api/v1/user/getAllUser".to_owned()),
        (reqwest::Method::PATCH, format!("/api/v1/vendor/updateVendor/{vendor}")),
        (reqwest::Method::PATCH, format!("/api/v1/user/updateUser/{buyer}")),
    ];
    for (method, path) in &calls {
        let body = json!({ "isBlocked": true });
        let nobody = app.new_browser().request(method.clone(), app.url(path)).json(&body).send().await.unwrap();
        assert_eq!(nobody.status().as_u16(), 401, "{method} {path} as nobody");
        for (who, token) in [("buyer", &buyer_token), ("supplier", &vendor_token)] {
            let (status, answer) = send(&app, method.clone(), path, token, Some(body.clone())).await;
            assert_eq!(status, 403, "{method} {path} as {who}: {answer}");
        }
        let cookie = buyer_cookie
            .request(method.clone(), app.url(path))
            .header("Origin", crate::helpers::PUBLIC_URL)
            .json(&body)
            .send()
            .await
            .unwrap();
        assert_eq!(cookie.status().as_u16(), 403, "{method} {path} with a buyer's cookie");
    }
    assert_eq!(activity_count(&app).await, 0);
    let (_, buyer_row) = app.get_json_as(&format!("/api/v1/user/{buyer}"), &buyer_token).await;
    assert_eq!(buyer_row["user"]["isBlocked"], false, "nothing was changed");
});

on_both_databases!(blocking_a_supplier_ends_its_token_and_cookie_and_hides_its_offers, |backend: Backend| async move {
    let app = Spawn::new(backend).demo().start().await.unwrap();
    let (_, admin) = app.admin("people@admins.test").await;
    let (vendor, token) = app.vendor("blocked@suppliers.test", true).await;
    let browser = cookie_sign_in(&app, "/api/v1/vendor/vendorLogin", "blocked@suppliers.test").await;
    list_alphonso(&app, &token).await;
    let me = format!("/api/v1/vendor/{vendor}");
    assert_eq!(probe(&app.client, &app, &me, Some(&token)).await, 200);
    assert_eq!(probe(&browser, &app, &me, None).await, 200);
    assert!(page(&app).await.contains("Spice Traders"), "the offer is public before the block");

    let (status, body) =
        patch(&app, &format!("/api/v1/vendor/updateVendor/{vendor}"), &admin, json!({ "isBlocked": true })).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(
        (body["vendor"]["isBlocked"].as_bool(), body["vendor"]["status"].as_str()),
        (Some(true), Some("Blocked"))
    );
    assert_eq!(probe(&app.client, &app, &me, Some(&token)).await, 401, "the bearer token is refused at once");
    assert_eq!(probe(&browser, &app, &me, None).await, 401, "the cookie session is refused at once");
    assert!(!page(&app).await.contains("Spice Traders"), "the offer left the variety page");
    let (status, body) = sign_in_status(&app, "/api/v1/vendor/vendorLogin", "blocked@suppliers.test").await;
    assert_eq!((status, body["message"].as_str()), (403, Some(BLOCKED)));
    let records = activity(&app, Some(&vendor)).await;
    assert_eq!(records.len(), 1, "one record per write");
    assert_eq!((records[0].action.as_str(), records[0].entity.as_str()), ("vendor.block", "vendor"));

    let (status, _) =
        patch(&app, &format!("/api/v1/vendor/updateVendor/{vendor}"), &admin, json!({ "isBlocked": false })).await;
    assert_eq!(status, 200);
    assert!(page(&app).await.contains("Spice Traders"), "unblocking restores the offer");
    assert_eq!(sign_in_status(&app, "/api/v1/vendor/vendorLogin", "blocked@suppliers.test").await.0, 200);
    assert_eq!(activity(&app, Some(&vendor)).await.len(), 2);

    // Inactive or unverified suppliers' offers are not public either.
    let path = format!("/api/v1/vendor/updateVendor/{vendor}");
    assert_eq!(patch(&app, &path, &admin, json!({ "isActive": false })).await.0, 200);
    assert!(!page(&app).await.contains("Spice Traders"), "isActive false hides the offer");
    assert_eq!(patch(&app, &path, &admin, json!({ "isActive": true })).await.0, 200);
    assert!(page(&app).await.contains("Spice Traders"), "isActive true shows it again");
    assert_eq!(patch(&app, &path, &admin, json!({ "isVerified": false })).await.0, 200);
    assert!(!page(&app).await.contains("Spice Traders"), "isVerified false hides the offer");
    // This supplier never sent its documents: only the review verifies it again.
    assert_eq!(patch(&app, &path, &admin, json!({ "isVerified": true })).await.0, 409);
    assert!(!page(&app).await.contains("Spice Traders"), "a refused switch shows nothing");
});

on_both_databases!(blocking_a_buyer_ends_its_token_and_cookie, |backend: Backend| async move {
    let app = TestApp::spawn(backend).await.unwrap();
    let (_, admin) = app.admin("people@admins.test").await;
    let (buyer, token) = app.buyer("blocked@buyers.test").await;
    let browser = cookie_sign_in(&app, "/api/v1/user/login", "blocked@buyers.test").await;
    let me = format!("/api/v1/user/{buyer}");
    assert_eq!(probe(&app.client, &app, &me, Some(&token)).await, 200);
    assert_eq!(probe(&browser, &app, &me, None).await, 200);

    let (status, body) =
        patch(&app, &format!("/api/v1/user/updateUser/{buyer}"), &admin, json!({ "isBlocked": true })).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!((body["user"]["isBlocked"].as_bool(), body["user"]["status"].as_str()), (Some(true), Some("Blocked")));
    assert_eq!(probe(&app.client, &app, &me, Some(&token)).await, 401, "the bearer token is refused at once");
    assert_eq!(probe(&browser, &app, &me, None).await, 401, "the cookie session is refused at once");
    let session: Value = browser.get(app.url("/api/v1/session")).send().await.unwrap().json().await.unwrap();
    assert!(session["user"].is_null(), "{session}");
    let (status, body) = sign_in_status(&app, "/api/v1/user/login", "blocked@buyers.test").await;
    assert_eq!((status, body["message"].as_str()), (403, Some(BLOCKED)));
    let records = activity(&app, Some(&buyer)).await;
    assert_eq!(records.iter().map(|r| r.action.as_str()).collect::<Vec<_>>(), ["user.block"]);

    assert_eq!(
        patch(&app, &format!("/api/v1/user/updateUser/{buyer}"), &admin, json!({ "isBlocked": false })).await.0,
        200
    );
    assert_eq!(sign_in_status(&app, "/api/v1/user/login", "blocked@buyers.test").await.0, 200);
});

on_both_databases!(a_flag_update_takes_exactly_one_flag, |backend: Backend| async move {
    let app = TestApp::spawn(backend).await.unwrap();
    let (_, admin) = app.admin("people@admins.test").await;
    let (vendor, _) = app.vendor("flags@suppliers.test", false).await;
    let (buyer, _) = app.buyer("flags@buyers.test").await;
    for base in [format!("/api/v1/vendor/updateVendor/{vendor}"), format!("/api/v1/user/updateUser/{buyer}")] {
        for body in [json!({}), json!({ "isBlocked": true, "isActive": false }), json!({ "isBlocked": null })] {
            let (status, answer) = patch(&app, &base, &admin, body.clone()).await;
            assert_eq!(
                (status, answer["message"].as_str()),
                (400, Some("Send exactly one of isVerified, isBlocked or isActive")),
                "{body}"
            );
        }
        let (status, _) = patch(&app, &base, &admin, json!({ "isActive": "no" })).await;
        assert_eq!(status, 400, "a flag is a boolean");
        assert_eq!(activity_count(&app).await, 0, "refused calls record nothing");
    }
    let missing = "00000000-0000-0000-0000-000000000000";
    assert_eq!(
        patch(&app, &format!("/api/v1/vendor/updateVendor/{missing}"), &admin, json!({ "isActive": false })).await.0,
        404
    );
    assert_eq!(
        patch(&app, &format!("/api/v1/user/updateUser/{missing}"), &admin, json!({ "isActive": false })).await.0,
        404
    );

    // Each switch changes its flag only, answers the badge of section 4, and is recorded once.
    let path = format!("/api/v1/vendor/updateVendor/{vendor}");
    // No registration: the Verified switch is the review's (verification_rules.rs).
    assert_eq!(patch(&app, &path, &admin, json!({ "isVerified": true })).await.0, 409);
    let (_, body) = patch(&app, &path, &admin, json!({ "isActive": false })).await;
    assert_eq!(
        (body["vendor"]["isVerified"].as_bool(), body["vendor"]["status"].as_str()),
        (Some(false), Some("Inactive"))
    );
    let (_, body) = patch(&app, &path, &admin, json!({ "isBlocked": true })).await;
    assert_eq!(body["vendor"]["status"], "Blocked");
    let path = format!("/api/v1/user/updateUser/{buyer}");
    let (_, body) = patch(&app, &path, &admin, json!({ "isVerified": true })).await;
    assert_eq!((body["user"]["isVerified"].as_bool(), body["user"]["status"].as_str()), (Some(true), Some("Active")));
    let actions: Vec<String> = activity(&app, None).await.into_iter().map(|r| r.action).collect();
    let mut sorted = actions.clone();
    sorted.sort();
    assert_eq!(sorted, ["user.verify", "vendor.block", "vendor.deactivate"]);
});

fn expected(n: usize, wanted: (Option<bool>, Option<bool>, Option<bool>), names: &[&str]) -> Vec<String> {
    // Newest first: the seeded rows are one minute apart, the last newest.
    (0..n)
        .rev()
        .filter(|&i| {
            let (v, b, a): Flags = flags_of(i);
            wanted.0.is_none_or(|w| w == v) && wanted.1.is_none_or(|w| w == b) && wanted.2.is_none_or(|w| w == a)
        })
        .map(|i| format!("{} {i:02}", names[0]))
        .collect()
}

async fn names(app: &TestApp, admin: &str, path: &str, key: &str) -> (Vec<String>, u64) {
    let (status, body) = app.get_json_as(path, admin).await;
    assert_eq!(status, 200, "{path}: {body}");
    let rows = body[key].as_array().unwrap().iter().map(|r| r["name"].as_str().unwrap().to_owned()).collect();
    (rows, body["total"].as_u64().unwrap())
}

on_both_databases!(filters_and_paging_return_exactly_the_matching_rows, |backend: Backend| async move {
    let app = TestApp::spawn(backend).await.unwrap();
    let (_, admin) = app.admin("people@admins.test").await;
    const N: usize = 30;
    seed_suppliers(&app, "Trader", N).await;
    seed_suppliers(&app, "Other", 3).await;
    seed_buyers(&app, "Buyer", N).await;
    let word = |v: Option<bool>| match v {
        None => "all",
        Some(true) => "yes",
        Some(false) => "no",
    };
    let choices = [None, Some(true), Some(false)];
    for (path, key, prefix) in
        [("/api/v1/vendor/getAllVendors", "vendors", "Trader"), ("/api/v1/user/getAllUser", "users", "Buyer")]
    {
        for v in choices {
            for b in choices {
                for a in choices {
                    let want = expected(N, (v, b, a), &[prefix]);
                    let url = format!(
                        "{path}?verified={}&blocked={}&active={}&search={}&pageSize=100",
                        word(v),
                        word(b),
                        word(a),
                        prefix.to_uppercase()
                    );
                    let (got, total) = names(&app, &admin, &url, key).await;
                    assert_eq!(got, want, "{url}");
                    assert_eq!(total as usize, want.len(), "{url}");
                }
            }
        }
        // Pages of 7 of the blocked ones: the same rows, in order, each once.
        let want = expected(N, (None, Some(true), None), &[prefix]);
        let mut got = Vec::new();
        for page in 1..=3 {
            let url = format!("{path}?blocked=yes&search={prefix}&page={page}&pageSize=7");
            let (rows, total) = names(&app, &admin, &url, key).await;
            assert_eq!(total as usize, want.len());
            got.extend(rows);
        }
        assert_eq!(got, want);
        let (rows, _) = names(&app, &admin, &format!("{path}?search={prefix}%2005"), key).await;
        assert_eq!(rows, [format!("{prefix} 05")], "the search matches part of the name");
        let (rows, _) = names(&app, &admin, &format!("{path}?search={}05%40SEEDED", prefix.to_lowercase()), key).await;
        assert_eq!(rows, [format!("{prefix} 05")], "or of the e-mail, any case");
        let (rows, total) = names(&app, &admin, &format!("{path}?search=%25"), key).await;
        assert_eq!((rows.len(), total), (0, 0), "a % in the search is a character, not a wildcard");
        for bad in [
            "pageSize=101",
            "pageSize=0",
            "page=0",
            "verified=maybe",
            "page=x",
            "page=1000001",
            "page=18446744073709551615",
        ] {
            let (status, _) = app.get_json_as(&format!("{path}?{bad}"), &admin).await;
            assert_eq!(status, 400, "{path}?{bad}");
        }
    }
});

on_both_databases!(parallel_blocks_and_unblocks_leave_a_consistent_state, |backend: Backend| async move {
    let app = Spawn::new(backend).demo().start().await.unwrap();
    let (_, admin) = app.admin("people@admins.test").await;
    let (vendor, token) = app.vendor("racing@suppliers.test", true).await;
    list_alphonso(&app, &token).await;
    let path = format!("/api/v1/vendor/updateVendor/{vendor}");
    let calls = (0..12).map(|i| {
        let (app, admin, path) = (&app, &admin, &path);
        async move { patch(app, path, admin, json!({ "isBlocked": i % 2 == 0 })).await }
    });
    let answers = futures_util::future::join_all(calls).await;
    assert!(answers.iter().all(|(status, _)| *status == 200), "{answers:?}");
    assert_eq!(activity(&app, Some(&vendor)).await.len(), 12, "one record per write, none lost");
    let (_, list) = app.get_json_as("/api/v1/vendor/getAllVendors?search=racing", &admin).await;
    let blocked = list["vendors"][0]["isBlocked"].as_bool().unwrap();
    // Whatever order they ran in, the page, the sign-in and the token agree with the flag.
    assert_eq!(page(&app).await.contains("Spice Traders"), !blocked);
    let (status, _) = sign_in_status(&app, "/api/v1/vendor/vendorLogin", "racing@suppliers.test").await;
    assert_eq!(status, if blocked { 403 } else { 200 });
    assert_eq!(
        probe(&app.client, &app, &format!("/api/v1/vendor/{vendor}"), Some(&token)).await,
        401,
        "six blocks ended the first token"
    );
});
