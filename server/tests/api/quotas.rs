//! Quotas: messages, counter-offers, open requests and files per account (lower while the
//! account is young) and per address, files per enquiry and per site, each refused with
//! 429, Retry-After and its sentence at the bound and not before; and notice mails about
//! one enquiry to one recipient bundled, one per turn.

use chrono::{Duration, Utc};
use domain::quotas::{self, Quota, Sender, Taken};
use foundation::entities::{enquiry_messages, mail_outbox, users};
use reqwest::multipart::{Form, Part};
use sea_orm::{ActiveModelTrait, ColumnTrait, EntityTrait, IntoActiveModel, PaginatorTrait, QueryFilter, Set};
use serde_json::{json, Value};

use crate::helpers::{poll, Backend, Spawn, TestApp};
use crate::on_both_databases;
use crate::supplier_support::pdf;
use crate::thread_support::{enquire, form, new_variety, post_message, quote, send_quote, supplier_offering};

struct Pair {
    buyer_id: String,
    buyer: String,
    supplier: String,
    enquiry: String,
}

async fn pair(app: &TestApp, n: u32) -> Pair {
    let offered = new_variety(app).await;
    let (_, supplier, listing) = supplier_offering(app, &format!("quota{n}@suppliers.test"), &offered, 480).await;
    let (buyer_id, buyer) = app.buyer(&format!("quota{n}@buyers.test")).await;
    let enquiry = enquire(app, &buyer, &listing, &format!("quota-{n}")).await;
    Pair { buyer_id, buyer, supplier, enquiry }
}

/// Makes the buyer's account two days old: past the young allowance.
async fn age(app: &TestApp, user_id: &str) {
    let mut user =
        users::Entity::find_by_id(user_id.to_owned()).one(&app.db).await.unwrap().unwrap().into_active_model();
    user.created_at = Set(Utc::now() - Duration::days(2));
    user.update(&app.db).await.unwrap();
}

/// Takes `n` of `quota` as `sender` would have, without the requests.
async fn spend(app: &TestApp, quota: &Quota, sender: &Sender, n: u32) {
    quota.take(&app.db, sender, n, &mut Taken::default()).await.unwrap();
}

/// Takes `n` of `quota` from `address` through as many other accounts as it takes.
async fn spend_address(app: &TestApp, quota: &Quota, address: &str, n: u32) {
    let mut left = n;
    for k in 0.. {
        if left == 0 {
            break;
        }
        let share = left.min(quota.account);
        let other =
            Sender { account: format!("buyer:other-{k}"), young: false, address: Some(address.parse().unwrap()) };
        spend(app, quota, &other, share).await;
        left -= share;
    }
}

/// A refusal of a quota: 429, its sentence, and a Retry-After within two windows (a share
/// taken now fades out of the sliding count over the next window).
fn assert_refused(answer: &(u16, Value, Option<u64>), sentence: &str, window: u64) {
    assert_eq!((answer.0, answer.1["message"].as_str()), (429, Some(sentence)), "{}", answer.1);
    let retry = answer.2.expect("a Retry-After header");
    assert!((1..=2 * window).contains(&retry), "Retry-After {retry} within two windows of {window} s");
}

/// Posts a message as `token`, from `address` when the app is behind the proxy.
async fn message(
    app: &TestApp,
    area: &str,
    enquiry: &str,
    token: &str,
    address: Option<&str>,
    file: Option<Vec<u8>>,
) -> (u16, Value, Option<u64>) {
    let mut form = Form::new().text("text", "Any news on the shipment?");
    if let Some(bytes) = file {
        form = form.part("attachment", Part::bytes(bytes).file_name("sheet.pdf").mime_str("application/pdf").unwrap());
    }
    let mut request = app.client.post(app.url(&format!("/api/v1/{area}/{enquiry}/message"))).bearer_auth(token);
    if let Some(address) = address {
        request = request.header("x-forwarded-for", address);
    }
    answer(request.multipart(form).send().await.unwrap()).await
}

async fn answer(response: reqwest::Response) -> (u16, Value, Option<u64>) {
    let status = response.status().as_u16();
    let retry = response.headers().get("retry-after").and_then(|v| v.to_str().ok()).and_then(|v| v.parse().ok());
    (status, response.json().await.unwrap_or(Value::Null), retry)
}

async fn items(app: &TestApp, enquiry: &str) -> u64 {
    enquiry_messages::Entity::find()
        .filter(enquiry_messages::Column::EnquiryId.eq(enquiry))
        .count(&app.db)
        .await
        .unwrap()
}

on_both_databases!(messages_have_an_hourly_allowance_lower_for_a_young_account, |backend: Backend| async move {
    let app = Spawn::new(backend).start().await.unwrap();
    let Pair { buyer_id, buyer, supplier, enquiry } = pair(&app, 1).await;
    let young = quotas::MESSAGES.young_account;
    for n in 0..young {
        let (status, body, _) = message(&app, "user/enquiry", &enquiry, &buyer, None, None).await;
        assert_eq!(status, 201, "message {n}: {body}");
    }
    let before = items(&app, &enquiry).await;
    let refused = message(&app, "user/enquiry", &enquiry, &buyer, None, None).await;
    assert_refused(&refused, quotas::MESSAGES.refusal, 3600);
    assert_eq!(items(&app, &enquiry).await, before, "the refused message was not stored");
    // The supplier's allowance is its own.
    assert_eq!(message(&app, "vendor/enquiry", &enquiry, &supplier, None, None).await.0, 201);
    // A day-old account has the larger allowance: its last share passes, the next does not.
    age(&app, &buyer_id).await;
    let sender = Sender::buyer(&app.db, &buyer_id, None).await.unwrap();
    spend(&app, &quotas::MESSAGES, &sender, quotas::MESSAGES.account - young - 1).await;
    assert_eq!(message(&app, "user/enquiry", &enquiry, &buyer, None, None).await.0, 201);
    let refused = message(&app, "user/enquiry", &enquiry, &buyer, None, None).await;
    assert_refused(&refused, quotas::MESSAGES.refusal, 3600);
});

on_both_databases!(an_address_has_one_allowance_whichever_accounts_use_it, |backend: Backend| async move {
    let app = Spawn::new(backend).behind_proxy().start().await.unwrap();
    let Pair { buyer_id, buyer, enquiry, .. } = pair(&app, 2).await;
    age(&app, &buyer_id).await;
    // Other accounts behind the same /64 used all but one of its messages.
    spend_address(&app, &quotas::MESSAGES, "2001:db8:7:7::1", quotas::MESSAGES.address - 1).await;
    assert_eq!(message(&app, "user/enquiry", &enquiry, &buyer, Some("2001:db8:7:7::99"), None).await.0, 201);
    let refused = message(&app, "user/enquiry", &enquiry, &buyer, Some("2001:db8:7:7:ffff::2"), None).await;
    assert_refused(&refused, quotas::MESSAGES.refusal, 3600);
    // Another subscriber's block is not held back.
    assert_eq!(message(&app, "user/enquiry", &enquiry, &buyer, Some("2001:db8:7:8::1"), None).await.0, 201);
});

on_both_databases!(parallel_counter_offers_pass_their_allowance_exactly, |backend: Backend| async move {
    let app = Spawn::new(backend).start().await.unwrap();
    let Pair { buyer, supplier, enquiry, .. } = pair(&app, 3).await;
    send_quote(&app, &supplier, &enquiry, quote("500", 10)).await;
    let path = format!("/api/v1/user/enquiry/{enquiry}/counterOffer");
    let counter = json!({ "targetPrice": "450", "targetUnit": "kg", "message": "Can you meet this price?" });
    let sent = futures_util::future::join_all((0..12).map(|_| {
        let request = app.client.post(app.url(&path)).bearer_auth(&buyer).json(&counter);
        async move { answer(request.send().await.unwrap()).await }
    }))
    .await;
    let passed = sent.iter().filter(|a| a.0 == 201).count();
    assert_eq!(
        passed as u32,
        quotas::COUNTER_OFFERS.young_account,
        "{:?}",
        sent.iter().map(|a| a.0).collect::<Vec<_>>()
    );
    for refused in sent.iter().filter(|a| a.0 != 201) {
        assert_refused(refused, quotas::COUNTER_OFFERS.refusal, 3600);
    }
});

on_both_databases!(open_requests_have_a_daily_allowance_per_account_and_address, |backend: Backend| async move {
    let app = Spawn::new(backend).behind_proxy().start().await.unwrap();
    let offered = new_variety(&app).await;
    supplier_offering(&app, "open@suppliers.test", &offered, 480).await;
    let (_, buyer) = app.buyer("open@buyers.test").await;
    let open = |key: &str, address: &str| {
        let mut body = form(key);
        body["varietyId"] = json!(offered.1);
        let request = app.client.post(app.url("/api/v1/user/enquiry/openRequest")).bearer_auth(&buyer);
        let request = request.header("x-forwarded-for", address.to_owned()).json(&body);
        async move { answer(request.send().await.unwrap()).await }
    };
    for n in 0..quotas::OPEN_REQUESTS.young_account {
        let (status, body, _) = open(&format!("open-{n}"), "198.51.100.7").await;
        assert_eq!(status, 201, "{body}");
    }
    assert_refused(&open("open-over", "198.51.100.7").await, quotas::OPEN_REQUESTS.refusal, 86400);
    // Fresh accounts behind one address share its allowance.
    spend_address(&app, &quotas::OPEN_REQUESTS, "203.0.113.9", quotas::OPEN_REQUESTS.address).await;
    let (_, fresh) = app.buyer("fresh@buyers.test").await;
    let mut body = form("fresh-1");
    body["varietyId"] = json!(offered.1);
    let request = app.client.post(app.url("/api/v1/user/enquiry/openRequest")).bearer_auth(&fresh);
    let refused = answer(request.header("x-forwarded-for", "203.0.113.9").json(&body).send().await.unwrap()).await;
    assert_refused(&refused, quotas::OPEN_REQUESTS.refusal, 86400);
});

on_both_databases!(files_count_per_account_per_enquiry_and_per_site, |backend: Backend| async move {
    let app = Spawn::new(backend).start().await.unwrap();
    let Pair { buyer, supplier, enquiry, .. } = pair(&app, 4).await;
    // A young account's files a day, counted in files.
    for n in 0..quotas::ATTACHMENT_FILES.young_account {
        let (status, body, _) = message(&app, "user/enquiry", &enquiry, &buyer, None, Some(pdf())).await;
        assert_eq!(status, 201, "file {n}: {body}");
    }
    let refused = message(&app, "user/enquiry", &enquiry, &buyer, None, Some(pdf())).await;
    assert_refused(&refused, quotas::ATTACHMENT_FILES.refusal, 86400);
    assert_eq!(message(&app, "user/enquiry", &enquiry, &buyer, None, None).await.0, 201, "words still pass");
    // ... and in size: a file over what is left of the day's kibibytes is refused.
    let sized = pair(&app, 7).await;
    age(&app, &sized.buyer_id).await;
    let sender = Sender::buyer(&app.db, &sized.buyer_id, None).await.unwrap();
    spend(&app, &quotas::ATTACHMENT_KIB, &sender, quotas::ATTACHMENT_KIB.account - 8).await;
    let (status, body, _) = message(&app, "user/enquiry", &sized.enquiry, &sized.buyer, None, Some(pdf())).await;
    assert_eq!(status, 201, "a small file fits what is left: {body}");
    let refused = message(&app, "user/enquiry", &sized.enquiry, &sized.buyer, None, Some(big_pdf(16))).await;
    assert_refused(&refused, quotas::ATTACHMENT_KIB.refusal, 86400);
    // The enquiry's own total: files already held up to a few bytes short of it.
    let held = enquiry_messages::ActiveModel {
        id: Set(foundation::entities::new_id()),
        enquiry_id: Set(enquiry.clone()),
        seq: Set(1000),
        party: Set(foundation::entities::codes::ThreadParty::Supplier),
        kind: Set(foundation::entities::codes::ThreadItemKind::Message),
        attachment_key: Set(Some("held".into())),
        attachment_type: Set(Some("application/pdf".into())),
        attachment_bytes: Set(Some(quotas::ENQUIRY_BYTES_MAX - 10)),
        created_at: Set(Utc::now()),
        ..Default::default()
    };
    held.insert(&app.db).await.unwrap();
    let refused = message(&app, "vendor/enquiry", &enquiry, &supplier, None, Some(pdf())).await;
    assert_refused(&refused, quotas::ENQUIRY_FILES_FULL, 86400);
    // The whole site's hour, whoever sends.
    let Pair { buyer: other, enquiry: elsewhere, .. } = pair(&app, 5).await;
    // Whatever the files before took, the rest of the hour's is taken in halving steps.
    let mut step = quotas::SITE_ATTACHMENT_FILES.max;
    while step > 0 {
        if quotas::SITE_ATTACHMENT_FILES.take(&app.db, step, &mut Taken::default()).await.is_err() {
            step /= 2;
        }
    }
    let refused = message(&app, "user/enquiry", &elsewhere, &other, None, Some(pdf())).await;
    assert_refused(&refused, quotas::SITE_ATTACHMENT_FILES.refusal, 3600);
});

/// A valid PDF of about `kib` kibibytes (a comment pads it).
fn big_pdf(kib: usize) -> Vec<u8> {
    let mut bytes = pdf();
    let end = bytes.windows(5).rposition(|w| w == b"%%EOF").unwrap_or(bytes.len());
    let tail = bytes.split_off(end);
    bytes.extend(std::iter::repeat_n(b'%', 1).chain(std::iter::repeat_n(b' ', kib * 1024)).chain([b'\n']));
    bytes.extend(tail);
    bytes
}

/// The bundled notices to `recipient`.
async fn bundle_of(app: &TestApp, recipient: &str) -> Vec<mail_outbox::Model> {
    mail_outbox::Entity::find()
        .filter(mail_outbox::Column::Recipient.eq(recipient))
        .filter(mail_outbox::Column::BundleKey.is_not_null())
        .all(&app.db)
        .await
        .unwrap()
}

on_both_databases!(notices_about_one_enquiry_to_one_recipient_are_bundled, |backend: Backend| async move {
    let app = Spawn::new(backend).start().await.unwrap();
    let Pair { buyer, supplier, enquiry, .. } = pair(&app, 6).await;
    let (_, first, _) = message(&app, "user/enquiry", &enquiry, &buyer, None, None).await;
    assert_eq!(first["success"], true, "{first}");
    // The enquiry's own notice went unbundled; wait for the message's to go out.
    poll(|| bundle_of(&app, "quota6@suppliers.test"), |bundles| bundles.iter().any(|m| m.sent_at.is_some())).await;
    // Sent while the first went out: one more mail, due a turn after the first, holding all.
    for text in ["Second question", "Third question", "Fourth question"] {
        let (status, _) = post_message(&app, "user/enquiry", &enquiry, &buyer, Some(text), None).await;
        assert_eq!(status, 201);
    }
    let bundles = bundle_of(&app, "quota6@suppliers.test").await;
    assert_eq!(bundles.len(), 2, "one mail went, one waits with the rest");
    let sent = bundles.iter().find(|m| m.sent_at.is_some()).expect("the first was delivered");
    let waiting = bundles.iter().find(|m| m.sent_at.is_none()).expect("the rest wait");
    assert!(waiting.next_attempt_at >= sent.sent_at.unwrap() + quotas::NOTICE_EVERY - Duration::seconds(1));
    assert_eq!(waiting.text_body.matches("wrote to you about the enquiry").count(), 3, "{}", waiting.text_body);
    assert!(waiting.subject.starts_with("Updates from"), "{}", waiting.subject);
    // The other side's notices are a bundle of their own.
    assert_eq!(message(&app, "vendor/enquiry", &enquiry, &supplier, None, None).await.0, 201);
    let to_buyer = mail_outbox::Entity::find()
        .filter(mail_outbox::Column::Recipient.ne("quota6@suppliers.test"))
        .filter(mail_outbox::Column::BundleKey.is_not_null())
        .count(&app.db)
        .await
        .unwrap();
    assert_eq!(to_buyer, 1, "the buyer's first notice goes at once");
});
