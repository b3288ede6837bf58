//! After the quote: the buyer's counter-offer and the supplier's revision or decline, the
//! buyer's decline with a reason, acceptance, each an item of the conversation and a mail,
//! and the supplier's win/loss figures; open requests to every supplier of a variety; the
//! reminder before a quote's validity ends, sent once by instances sharing a database.

use foundation::entities::vendor_listings;
use reqwest::Method;
use sea_orm::{ActiveModelTrait, EntityTrait, IntoActiveModel, Set};
use serde_json::json;

use crate::helpers::{Backend, Spawn};
use crate::mail_support::mail_to;
use crate::on_both_databases;
use crate::supplier_inbox::call;
use crate::supplier_support::set_vendor_flags;
use crate::thread_support::{enquire, form, kinds, new_variety, quote, send_quote, supplier_offering, thread, unread};
use domain::enquiries::thread::events::DECLINED_QUOTE;

on_both_databases!(buyer_and_supplier_negotiate_a_quote, |backend: Backend| async move {
    let app = Spawn::new(backend).start().await.unwrap();
    let offered = new_variety(&app).await;
    let (_, supplier, listing) = supplier_offering(&app, "deal@suppliers.test", &offered, 500).await;
    let (_, buyer) = app.buyer("deal@buyers.test").await;
    let enquiry = enquire(&app, &buyer, &listing, "deal-1").await;
    let path = |step: &str| format!("/api/v1/user/enquiry/{enquiry}/{step}");
    let supplier_path = |step: &str| format!("/api/v1/vendor/enquiry/{enquiry}/{step}");
    let counter = json!({ "targetPrice": "450.50", "targetUnit": "kg", "message": "Can you meet this price?" });

    // Nothing to negotiate on before a quote.
    let (status, answer) = call(&app, Method::POST, &path("counterOffer"), &buyer, Some(counter.clone())).await;
    assert_eq!((status, answer["message"].as_str()), (409, Some("This supplier has not quoted yet")));
    send_quote(&app, &supplier, &enquiry, quote("500", 20)).await;
    let bad = json!({ "targetPrice": "-3", "targetUnit": "litre", "message": " " });
    let (status, answer) = call(&app, Method::POST, &path("counterOffer"), &buyer, Some(bad)).await;
    assert_eq!(status, 400, "{answer}");
    for field in ["targetPrice", "targetUnit", "message"] {
        assert!(answer["errors"][field].is_string(), "{field}: {answer}");
    }
    let (status, sent) = call(&app, Method::POST, &path("counterOffer"), &buyer, Some(counter.clone())).await;
    assert_eq!(status, 201, "{sent}");
    assert_eq!((sent["data"]["targetPrice"].as_f64(), sent["data"]["targetUnit"].as_str()), (Some(450.5), Some("kg")));
    let to_supplier = mail_to(&app, "deal@suppliers.test").await;
    assert!(
        to_supplier.last().unwrap().subject.starts_with("Counter-offer for"),
        "{}",
        to_supplier.last().unwrap().subject
    );
    assert!(to_supplier.last().unwrap().text_body.contains("₹450.50 / kg"));

    // The supplier declines it once; there is then nothing left to decline.
    let no = json!({ "message": "Our price is firm" });
    let (status, _) = call(&app, Method::POST, &supplier_path("declineCounter"), &supplier, Some(no.clone())).await;
    assert_eq!(status, 201);
    let (status, answer) =
        call(&app, Method::POST, &supplier_path("declineCounter"), &supplier, Some(no.clone())).await;
    assert_eq!((status, answer["message"].as_str()), (409, Some("No counter-offer is waiting for your answer")));
    // Notices about one enquiry are bundled: the newest mail holds the newest notice's words.
    assert!(mail_to(&app, "deal@buyers.test").await.last().unwrap().text_body.contains("declined your counter-offer"));
    // A second counter-offer is answered with a revision.
    let (status, _) = call(&app, Method::POST, &path("counterOffer"), &buyer, Some(counter)).await;
    assert_eq!(status, 201);
    send_quote(&app, &supplier, &enquiry, quote("470", 20)).await;
    let (status, answer) = call(&app, Method::POST, &supplier_path("declineCounter"), &supplier, Some(no)).await;
    assert_eq!(status, 409, "the revision answered it: {answer}");

    // The buyer declines with a reason from the list; the quote cannot then be accepted.
    let (status, answer) =
        call(&app, Method::POST, &path("decline"), &buyer, Some(json!({ "reason": "cheaper-please" }))).await;
    assert_eq!(status, 400, "{answer}");
    assert!(answer["errors"]["reason"].as_str().unwrap().starts_with("Reason must be one of"));
    let (status, answer) = call(&app, Method::POST, &path("decline"), &buyer, Some(json!({ "reason": "other" }))).await;
    assert_eq!(answer["errors"]["text"], "Tell the supplier why you decline the quote", "{status}");
    let why = json!({ "reason": "price-too-high", "text": "Another offer is at 440" });
    let (status, _) = call(&app, Method::POST, &path("decline"), &buyer, Some(why.clone())).await;
    assert_eq!(status, 201);
    let (status, answer) = call(&app, Method::POST, &path("decline"), &buyer, Some(why)).await;
    assert_eq!((status, answer["message"].as_str()), (409, Some("You have already declined this quote")));
    let (_, page) = thread(&app, "user/enquiry", &enquiry, "", &buyer).await;
    let read = json!({ "revision": page["data"]["enquiry"]["quote"]["revision"] });
    let (status, answer) = call(&app, Method::POST, &path("accept"), &buyer, Some(read)).await;
    assert_eq!((status, answer["message"].as_str()), (409, Some(DECLINED_QUOTE)), "{answer}");
    assert!(mail_to(&app, "deal@suppliers.test").await.last().unwrap().text_body.contains("declined your quote"));
    // A revision lifts the decline; the buyer accepts it.
    send_quote(&app, &supplier, &enquiry, quote("445", 20)).await;
    let (_, page) = thread(&app, "user/enquiry", &enquiry, "", &buyer).await;
    assert!(page["data"]["declined"].is_null(), "{page}");
    let read = json!({ "revision": page["data"]["enquiry"]["quote"]["revision"] });
    let (status, answer) = call(&app, Method::POST, &path("accept"), &buyer, Some(read)).await;
    assert_eq!(status, 200, "{answer}");
    let (status, answer) = call(
        &app,
        Method::POST,
        &path("counterOffer"),
        &buyer,
        Some(json!({ "targetPrice": 1, "targetUnit": "kg", "message": "late" })),
    )
    .await;
    assert_eq!(status, 409, "a decided request takes no counter-offer: {answer}");

    let (_, page) = thread(&app, "vendor/enquiry", &enquiry, "", &supplier).await;
    assert_eq!(
        kinds(&page),
        [
            "quoted",
            "counter-offer",
            "counter-declined",
            "counter-offer",
            "revised",
            "quote-declined",
            "revised",
            "accepted"
        ]
    );
    assert_eq!(page["data"]["items"][4]["quote"]["price"], 470.0, "each revision keeps its own price");
    assert_eq!(page["data"]["items"][6]["quote"]["revision"], 3);
    assert_eq!(page["data"]["items"][5]["declineReason"], "price-too-high");
    assert_eq!(unread(&app, "vendor", &supplier).await, (0, 0));

    // The supplier's win/loss figures count both counter-offers and the decline.
    let (status, insights) = app.get_json_as("/api/v1/vendor/insights?days=7", &supplier).await;
    assert_eq!(status, 200, "{insights}");
    let negotiation = &insights["data"]["negotiation"];
    assert_eq!((negotiation["counterOffers"].as_u64(), negotiation["declined"].as_u64()), (Some(2), Some(1)));
    assert_eq!(negotiation["declinedByReason"], json!([{ "reason": "price-too-high", "count": 1 }]));
    assert_eq!(insights["data"]["totals"]["quotesAccepted"], 1);
});

on_both_databases!(an_open_request_reaches_every_supplier_of_a_variety, |backend: Backend| async move {
    let app = Spawn::new(backend).start().await.unwrap();
    let offered = new_variety(&app).await;
    let elsewhere = new_variety(&app).await;
    // Eleven verified suppliers at rising prices; the dearest has the best answer record.
    let mut suppliers = Vec::new();
    for n in 0..11 {
        suppliers.push(supplier_offering(&app, &format!("open{n}@suppliers.test"), &offered, 400 + n * 10).await);
    }
    let (_, earlier_buyer) = app.buyer("earlier@buyers.test").await;
    let earlier = enquire(&app, &earlier_buyer, &suppliers[10].2, "earlier-1").await;
    let status_path = format!("/api/v1/vendor/enquiry/{earlier}/status");
    let (status, _) =
        call(&app, Method::PUT, &status_path, &suppliers[10].1, Some(json!({ "status": "processing" }))).await;
    assert_eq!(status, 200);
    // Not reached: an unverified supplier, a closed offer, an offer of another variety.
    let (unverified, _, _) = supplier_offering(&app, "unverified@suppliers.test", &offered, 300).await;
    set_vendor_flags(&app, &unverified, false, false).await;
    let (_, _, closed) = supplier_offering(&app, "closed@suppliers.test", &offered, 300).await;
    let row = vendor_listings::Entity::find_by_id(closed).one(&app.db).await.unwrap().unwrap();
    let mut row = row.into_active_model();
    row.is_active = Set(false);
    row.update(&app.db).await.unwrap();
    supplier_offering(&app, "other@suppliers.test", &elsewhere, 300).await;

    let (_, buyer) = app.buyer("open@buyers.test").await;
    let mut body = form("open-1");
    body["varietyId"] = json!(offered.1);
    let (status, answer) =
        call(&app, Method::POST, "/api/v1/user/enquiry/openRequest", &buyer, Some(body.clone())).await;
    assert_eq!(status, 201, "{answer}");
    assert_eq!(answer["message"], "Quote request sent to 10 suppliers");
    let reached: Vec<&str> =
        answer["data"].as_array().unwrap().iter().map(|e| e["supplier"]["listingId"].as_str().unwrap()).collect();
    let expected: Vec<&str> = [10, 0, 1, 2, 3, 4, 5, 6, 7, 8].iter().map(|&n| suppliers[n].2.as_str()).collect();
    let mut sorted = reached.clone();
    sorted.sort();
    let mut wanted = expected.clone();
    wanted.sort();
    assert_eq!(sorted, wanted, "the best answer record first, then the lowest prices; ten at most");
    let request_id = answer["requestId"].as_str().unwrap().to_owned();
    for n in [10, 0, 8] {
        assert_eq!(unread(&app, "vendor", &suppliers[n].1).await.0, 1 + u64::from(n == 10), "supplier {n}");
        assert_eq!(mail_to(&app, &format!("open{n}@suppliers.test")).await.len(), 1 + usize::from(n == 10));
    }
    assert_eq!(unread(&app, "vendor", &suppliers[9].1).await, (0, 0), "the eleventh is not reached");
    // The same form again is the same request.
    let (status, again) = call(&app, Method::POST, "/api/v1/user/enquiry/openRequest", &buyer, Some(body)).await;
    assert_eq!((status, again["requestId"].as_str()), (200, Some(request_id.as_str())));
    // A variety nobody offers, or none named.
    let mut none = form("open-2");
    none["varietyId"] = json!("no-such-variety");
    let (status, answer) = call(&app, Method::POST, "/api/v1/user/enquiry/openRequest", &buyer, Some(none)).await;
    assert_eq!((status, answer["message"].as_str()), (400, Some("No verified supplier offers this variety yet")));
    let (status, answer) =
        call(&app, Method::POST, "/api/v1/user/enquiry/openRequest", &buyer, Some(form("open-3"))).await;
    assert_eq!(
        (status, answer["errors"]["varietyId"].as_str()),
        (400, Some("Choose the variety to request quotes for"))
    );
    // Past the hourly allowance, the whole request is refused: the young account's ten
    // enquiries went to the first request.
    assert_eq!(domain::quotas::ENQUIRIES.young_account, 10);
    let mut more = form("open-4");
    more["varietyId"] = json!(offered.1);
    let (status, answer) = call(&app, Method::POST, "/api/v1/user/enquiry/openRequest", &buyer, Some(more)).await;
    assert_eq!((status, answer["message"].as_str()), (429, Some(domain::quotas::ENQUIRIES.refusal)));
    let (_, mine) = app.get_json_as("/api/v1/user/enquiry/user", &buyer).await;
    assert_eq!(mine["data"].as_array().unwrap().len(), 10, "none of the refused request's enquiries was made");
});
