//! Supplier insights (issue 27): views of a variety page counted on the server, cached
//! pages included and crawlers left out; a supplier's figures of its own listings; the
//! admin's figures of the whole site; who may ask, and which ranges.

use std::sync::atomic::Ordering;

use chrono::{Duration, Utc};
use foundation::entities::codes::EnquiryStatus;
use foundation::entities::{product_enquiries, variety_views, vendor_listings};
use sea_orm::sea_query::Expr;
use sea_orm::{ColumnTrait, Condition, EntityTrait, PaginatorTrait, QueryFilter};
use serde_json::Value;

use crate::helpers::{Backend, Spawn, TestApp};
use crate::on_both_databases;
use crate::supplier_inbox::{enquire, supplier_with_listing};

const BROWSER: &str =
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const CRAWLERS: [&str; 5] = [
    "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
    "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
    "Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)",
    "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
    "curl/8.5.0",
];

async fn read(app: &TestApp, path: &str, agent: &str) -> u16 {
    let response = app.client.get(app.url(path)).header("user-agent", agent).send().await.unwrap();
    let status = response.status().as_u16();
    response.bytes().await.unwrap();
    status
}

/// A browser's read from `address`, as a trusted proxy in front says it (the app runs
/// `behind_proxy`).
async fn read_from(app: &TestApp, path: &str, address: &str) -> u16 {
    let request = app.client.get(app.url(path)).header("user-agent", BROWSER).header("x-forwarded-for", address);
    let response = request.send().await.unwrap();
    let status = response.status().as_u16();
    response.bytes().await.unwrap();
    status
}

fn hits(app: &TestApp) -> u64 {
    app.state.page_cache.stats().hits.load(Ordering::Relaxed)
}

/// The supplier's insights (`data`) over `days`.
async fn mine(app: &TestApp, token: &str, days: u32) -> Value {
    let (status, answer) = app.get_json_as(&format!("/api/v1/vendor/insights?days={days}"), token).await;
    assert_eq!(status, 200, "{answer}");
    answer["data"].clone()
}

fn n(value: &Value) -> u64 {
    value.as_u64().unwrap_or_else(|| panic!("a count, not {value}"))
}

/// Sets an enquiry's times and outcome as the quoting code and a buyer's acceptance would.
async fn answered(app: &TestApp, id: &str, asked: chrono::DateTime<Utc>, after_s: Option<i64>, accepted: bool) {
    let mut update = product_enquiries::Entity::update_many()
        .col_expr(product_enquiries::Column::CreatedAt, Expr::value(asked))
        .filter(product_enquiries::Column::Id.eq(id));
    if let Some(seconds) = after_s {
        update = update
            .col_expr(product_enquiries::Column::FirstAnsweredAt, Expr::value(asked + Duration::seconds(seconds)));
    }
    if accepted {
        update = update.col_expr(product_enquiries::Column::QuoteOutcome, Expr::value("accepted"));
    }
    update.exec(&app.db).await.unwrap();
}

on_both_databases!(views_of_a_cached_variety_page_are_counted_and_crawlers_are_not, |backend: Backend| async move {
    let app = Spawn::new(backend).demo().behind_proxy().start().await.unwrap();
    let (_, token, listing) = supplier_with_listing(&app, "views@suppliers.test").await;
    let before = mine(&app, &token, 7).await;
    assert_eq!(before["listings"][0]["_id"], listing.as_str());
    assert_eq!(n(&before["totals"]["views"]), 0);
    let path = before["listings"][0]["path"].as_str().unwrap().to_owned();
    assert!(path.starts_with("/products/"), "{path}");

    // Warmed by a crawler, which is not counted: then every read below is a cache hit. One
    // reader counts once however often they read the page, and whatever browser they say
    // they are (one address sending 20 made-up agents is still one reader); readers at
    // four other addresses count too.
    assert_eq!(read(&app, &path, CRAWLERS[0]).await, 200);
    let warm = hits(&app);
    for _ in 0..20 {
        assert_eq!(read(&app, &path, BROWSER).await, 200);
    }
    for n in 0..20 {
        assert_eq!(read(&app, &path, &format!("{BROWSER} made-up/{n}")).await, 200);
    }
    for n in 1..=4 {
        assert_eq!(read_from(&app, &path, &format!("203.0.113.{n}")).await, 200);
    }
    assert_eq!(hits(&app) - warm, 44, "the 44 reads were answered from the page cache");
    for agent in CRAWLERS {
        assert_eq!(read(&app, &path, agent).await, 200);
    }
    let anonymous = app.client.get(app.url(&path)).send().await.unwrap();
    assert_eq!(anonymous.status(), 200, "no User-Agent: not counted either");
    let head = app.client.head(app.url(&path)).header("user-agent", BROWSER).send().await.unwrap();
    assert_eq!(head.status(), 200, "a HEAD is answered but not counted");
    let prefetch = app
        .client
        .get(app.url(&path))
        .header("user-agent", BROWSER)
        .header("sec-purpose", "prefetch")
        .send()
        .await
        .unwrap();
    assert_eq!(prefetch.status(), 200, "a prefetch is answered but not counted");
    assert_eq!(read(&app, "/products/no-such-product/no-such-variety", BROWSER).await, 404);

    let after = mine(&app, &token, 7).await;
    assert_eq!(n(&after["listings"][0]["figures"]["views"]), 5, "{after}");
    assert_eq!(n(&after["totals"]["views"]), 5);
    let charted: u64 = after["series"].as_array().unwrap().iter().map(|d| n(&d["views"])).sum();
    assert_eq!(charted, 5);
    assert_eq!(after["series"].as_array().unwrap().len(), 7);

    // A browser asking again for the page it keeps (304) is a view, by a new reader; by
    // one who has seen the page, it is not another.
    let etag = head.headers()["etag"].clone();
    for address in ["203.0.113.5", "127.0.0.1"] {
        let again = app
            .client
            .get(app.url(&path))
            .header("user-agent", BROWSER)
            .header("x-forwarded-for", address)
            .header("if-none-match", etag.clone())
            .send()
            .await
            .unwrap();
        assert_eq!(again.status(), 304);
    }
    // Moving to the page in the browser reads its props: a view of the same page.
    assert_eq!(read_from(&app, &format!("/_data{path}"), "203.0.113.6").await, 200);
    assert_eq!(read(&app, &format!("/_data{path}"), BROWSER).await, 200);
    let after = mine(&app, &token, 30).await;
    assert_eq!(n(&after["listings"][0]["figures"]["views"]), 7);
    // What is stored: the variety, the day and the count, nothing of the reader.
    let rows = variety_views::Entity::find().all(&app.db).await.unwrap();
    assert_eq!(rows.iter().map(|r| (r.day, r.views)).collect::<Vec<_>>(), [(Utc::now().date_naive(), 7)]);
});

/// Writes one text column of enquiry `id` behind the app's back, as rows from before a rule
/// (or another release) hold it.
async fn set_column(app: &TestApp, id: &str, column: product_enquiries::Column, value: &str) {
    product_enquiries::Entity::update_many()
        .col_expr(column, Expr::value(value))
        .filter(product_enquiries::Column::Id.eq(id))
        .exec(&app.db)
        .await
        .unwrap();
}

on_both_databases!(a_supplier_sees_its_own_listings_figures, |backend: Backend| async move {
    let app = Spawn::new(backend).demo().behind_proxy().start().await.unwrap();
    let (_, token, listing) = supplier_with_listing(&app, "figures@suppliers.test").await;
    let (_, rival_token, rival_listing) = supplier_with_listing(&app, "rival-figures@suppliers.test").await;
    let (_, buyer) = app.buyer("figures@buyers.test").await;
    let asked = Utc::now() - Duration::minutes(10);
    let quick = enquire(&app, &buyer, &listing, 10).await;
    answered(&app, &quick, asked, Some(60), true).await;
    let slow = enquire(&app, &buyer, &listing, 11).await;
    answered(&app, &slow, asked, Some(180), false).await;
    // Moved on from pending without a recorded answer time: answered, but no time.
    let moved = enquire(&app, &buyer, &listing, 12).await;
    set_column(&app, &moved, product_enquiries::Column::Status, "processing").await;
    // A reply kept from before answer times were recorded: answered, but no time.
    let replied = enquire(&app, &buyer, &listing, 16).await;
    set_column(&app, &replied, product_enquiries::Column::SupplierReply, "Yes, 20 t a month.").await;
    enquire(&app, &buyer, &listing, 13).await;
    let old = enquire(&app, &buyer, &listing, 14).await;
    answered(&app, &old, Utc::now() - Duration::days(40), Some(3600), false).await;
    enquire(&app, &buyer, &rival_listing, 15).await;

    let month = mine(&app, &token, 30).await;
    let figures = &month["listings"][0]["figures"];
    assert_eq!(month["listings"].as_array().unwrap().len(), 1, "its own listing only: {month}");
    assert_eq!(
        [
            n(&figures["enquiries"]),
            n(&figures["answered"]),
            n(&figures["medianAnswerSeconds"]),
            n(&figures["quotesAccepted"])
        ],
        [5, 4, 120, 1],
        "{figures}"
    );
    assert_eq!(month["totals"]["enquiries"], figures["enquiries"]);
    assert_eq!(month["totals"]["medianAnswerSeconds"], figures["medianAnswerSeconds"]);
    let charted: u64 = month["series"].as_array().unwrap().iter().map(|d| n(&d["enquiries"])).sum();
    assert_eq!(charted, 5);
    assert_eq!((n(&month["range"]["days"]), month["series"].as_array().unwrap().len()), (30, 30));

    // 90 days take in the old enquiry: three answer times, the middle one is 180 s.
    let quarter = mine(&app, &token, 90).await;
    let figures = &quarter["listings"][0]["figures"];
    assert_eq!([n(&figures["enquiries"]), n(&figures["medianAnswerSeconds"])], [6, 180]);

    let rival = mine(&app, &rival_token, 30).await;
    assert_eq!(rival["listings"].as_array().unwrap().len(), 1);
    assert_eq!(rival["listings"][0]["_id"], rival_listing.as_str());
    assert_eq!([n(&rival["totals"]["enquiries"]), n(&rival["totals"]["answered"])], [1, 0]);
    assert!(rival["totals"]["medianAnswerSeconds"].is_null());

    let (_, admin) = app.admin("figures@admins.test").await;
    let path = month["listings"][0]["path"].as_str().unwrap().to_owned();
    for n in 0..3 {
        assert_eq!(read_from(&app, &path, &format!("203.0.113.{n}")).await, 200);
    }
    let (status, site) = app.get_json_as("/api/v1/admin/insights?days=30", &admin).await;
    assert_eq!(status, 200, "{site}");
    let site = &site["data"];
    let start = (Utc::now() - Duration::days(29)).date_naive().and_hms_opt(0, 0, 0).unwrap().and_utc();
    let in_range = product_enquiries::Entity::find()
        .filter(product_enquiries::Column::CreatedAt.gte(start))
        .count(&app.db)
        .await
        .unwrap();
    assert_eq!(n(&site["totals"]["enquiries"]), in_range, "every enquiry of the range: {site}");
    let answered_in_range = product_enquiries::Entity::find()
        .filter(product_enquiries::Column::CreatedAt.gte(start))
        .filter(
            Condition::any()
                .add(product_enquiries::Column::FirstAnsweredAt.is_not_null())
                .add(product_enquiries::Column::SupplierReply.is_not_null())
                .add(product_enquiries::Column::Status.ne(EnquiryStatus::Pending.as_str())),
        )
        .count(&app.db)
        .await
        .unwrap();
    assert!(answered_in_range >= 4);
    assert_eq!(n(&site["totals"]["answered"]), answered_in_range, "{site}");
    assert_eq!(n(&site["totals"]["views"]), 3);
    assert_eq!(n(&site["totals"]["quotesAccepted"]), 1);
    // Both listings are of one variety: its page's views and both suppliers' enquiries.
    let top = &site["varieties"][0];
    assert_eq!((top["path"].as_str(), n(&site["total"])), (Some(path.as_str()), 1));
    let variety = vendor_listings::Entity::find_by_id(listing.clone()).one(&app.db).await.unwrap().unwrap().variety_id;
    let about_it = product_enquiries::Entity::find()
        .filter(product_enquiries::Column::VarietyId.eq(variety.as_str()))
        .filter(product_enquiries::Column::CreatedAt.gte(start))
        .count(&app.db)
        .await
        .unwrap();
    assert!(about_it >= 5, "both suppliers' enquiries and the demo's");
    assert_eq!([n(&top["figures"]["views"]), n(&top["figures"]["enquiries"])], [3, about_it]);
    // The suppliers share the page's views too.
    let rival = mine(&app, &rival_token, 7).await;
    assert_eq!(n(&rival["listings"][0]["figures"]["views"]), 3);
});

on_both_databases!(insights_are_for_their_owner_and_ranges_are_checked, |backend: Backend| async move {
    let app = Spawn::new(backend).demo().start().await.unwrap();
    let (_, supplier) = app.vendor("owner@suppliers.test", true).await;
    let (_, unverified) = app.vendor("pending@suppliers.test", false).await;
    let (_, buyer) = app.buyer("nosy@buyers.test").await;
    let (_, admin) = app.admin("insights@admins.test").await;
    let vendor_path = "/api/v1/vendor/insights?days=7";
    let admin_path = "/api/v1/admin/insights?days=7";
    assert_eq!(app.get_json(vendor_path).await.0, 401, "nobody");
    assert_eq!(app.get_json(admin_path).await.0, 401, "nobody");
    assert_eq!(app.get_json_as(vendor_path, &buyer).await.0, 401, "a buyer is no supplier");
    assert_eq!(app.get_json_as(vendor_path, &unverified).await.0, 403, "not verified yet");
    assert_eq!(app.get_json_as(admin_path, &buyer).await.0, 403);
    assert_eq!(app.get_json_as(admin_path, &supplier).await.0, 403);
    assert_eq!(app.get_json_as(vendor_path, &supplier).await.0, 200);
    assert_eq!(app.get_json_as(admin_path, &admin).await.0, 200);

    for (path, token) in [("/api/v1/vendor/insights", &supplier), ("/api/v1/admin/insights", &admin)] {
        for days in ["5", "0", "365", "abc"] {
            let (status, answer) = app.get_json_as(&format!("{path}?days={days}"), token).await;
            assert_eq!((status, answer["message"].as_str()), (400, Some("Days must be 7, 30 or 90")), "{path} {days}");
        }
        let (status, answer) = app.get_json_as(&format!("{path}?days=30&pageSize=101"), token).await;
        assert_eq!((status, answer["message"].as_str()), (400, Some("Page size must be a number from 1 to 100")));
        let (status, answer) = app.get_json_as(path, token).await;
        assert_eq!((status, n(&answer["data"]["range"]["days"])), (200, 30), "30 days unless asked");
    }
});

// One reader (an address, or an IPv6 subscriber's /64, and a browser) counts once per page
// in a window, however many times they ask; no cookie is set and no address is stored.
on_both_databases!(one_reader_counts_once_however_often_they_read, |backend: Backend| async move {
    let app = Spawn::new(backend).demo().behind_proxy().start().await.unwrap();
    let (_, token, _) = supplier_with_listing(&app, "once@suppliers.test").await;
    let path = mine(&app, &token, 7).await["listings"][0]["path"].as_str().unwrap().to_owned();
    let from = |address: &str| {
        app.client.get(app.url(&path)).header("user-agent", BROWSER).header("x-forwarded-for", address.to_owned())
    };
    for _ in 0..1000 {
        let response = from("203.0.113.7").send().await.unwrap();
        assert_eq!(response.status(), 200);
        assert!(response.headers().get("set-cookie").is_none(), "no cookie");
        response.bytes().await.unwrap();
    }
    assert_eq!(n(&mine(&app, &token, 7).await["totals"]["views"]), 1, "1,000 reads from one reader");
    for address in ["203.0.113.8", "2001:db8:1:2::1", "2001:db8:1:2::ffff", "2001:db8:1:3::1"] {
        assert_eq!(from(address).send().await.unwrap().status(), 200);
    }
    assert_eq!(n(&mine(&app, &token, 7).await["totals"]["views"]), 4, "another address, and two /64s");
    let rows = variety_views::Entity::find().all(&app.db).await.unwrap();
    assert_eq!(rows.iter().map(|r| r.views).collect::<Vec<_>>(), [4]);
});

on_both_databases!(with_counting_off_no_view_is_kept, |backend: Backend| async move {
    let mut spawn = Spawn::new(backend).demo();
    spawn.view_counting = false;
    let app = spawn.start().await.unwrap();
    let (_, token, _) = supplier_with_listing(&app, "quiet@suppliers.test").await;
    let path = mine(&app, &token, 7).await["listings"][0]["path"].as_str().unwrap().to_owned();
    for _ in 0..5 {
        assert_eq!(read(&app, &path, BROWSER).await, 200);
    }
    assert_eq!(n(&mine(&app, &token, 7).await["totals"]["views"]), 0);
    assert_eq!(app.state.views.pending(), 0);
});
