//! Like for like: offers and quotes priced per their variety's comparable unit (packs state
//! what they hold), on stated trade terms, and shown in the buyer's currency at the admins'
//! dated rates; the variety page sorts by that figure and the page cache keeps one copy
//! per currency.

use chrono::{Days, Utc};
use foundation::entities::{admin_activity, enquiry_quotes, exchange_rates, products, varieties, vendor_listings};
use reqwest::Method;
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};
use serde_json::{json, Value};

use crate::helpers::{Backend, Spawn, TestApp};
use crate::on_both_databases;
use crate::supplier_inbox::call;

const ALPHONSO: &str = "/products/mango/alphonso";

/// (product id, variety id) of a demo variety by titles.
async fn variety(app: &TestApp, product: &str, variety: &str) -> (String, String) {
    let product = products::Entity::find().filter(products::Column::Title.eq(product)).one(&app.db).await.unwrap();
    let product = product.expect("a demo product");
    let kind = varieties::Entity::find()
        .filter(varieties::Column::ProductId.eq(product.id.clone()))
        .filter(varieties::Column::Title.eq(variety))
        .one(&app.db)
        .await
        .unwrap()
        .expect("a demo variety");
    (product.id, kind.id)
}

fn listing(ids: &(String, String), price: &str, unit: &str) -> Value {
    json!({ "product": ids.0, "varietyId": ids.1, "price": price, "location": "Pune, Maharashtra",
            "quantityAvailable": 500, "unit": unit })
}

fn embedded_props(html: &str) -> Value {
    let start = html.find("<script id=\"__TRADEHUB_DATA__\" type=\"application/json\">").expect("embedded props");
    let rest = &html[start..];
    let open_end = rest.find('>').unwrap() + 1;
    serde_json::from_str(&rest[open_end..rest.find("</script>").unwrap()]).unwrap()
}

fn comparable_prices(props: &Value) -> Vec<f64> {
    props["data"]["suppliers"].as_array().unwrap().iter().map(|s| s["comparablePrice"].as_f64().unwrap()).collect()
}

on_both_databases!(a_pack_offer_states_what_it_holds_and_its_basis, |backend: Backend| async move {
    let app = Spawn::new(backend).demo().start().await.unwrap();
    let alphonso = variety(&app, "Mango", "Alphonso").await;
    let (me, token) = app.vendor("packs@suppliers.test", true).await;
    let add = "/api/v1/vendorProduct/add";
    let (status, answer) = call(&app, Method::POST, add, &token, Some(listing(&alphonso, "1200", "box"))).await;
    assert_eq!(status, 400, "{answer}");
    assert_eq!(answer["errors"]["packContent"], "Pack content is required: say how many kg one box holds");
    let mut odd = listing(&alphonso, "1200", "box");
    odd["packContent"] = json!(5);
    odd["incoterm"] = json!("DAT");
    let (status, answer) = call(&app, Method::POST, add, &token, Some(odd.clone())).await;
    assert_eq!(status, 400, "{answer}");
    assert!(answer["errors"]["incoterm"].as_str().unwrap().starts_with("Incoterm must be one of EXW, FCA, FAS"));
    for bad in [json!(0), json!(-2), json!("five"), json!("0.0001")] {
        let mut body = listing(&alphonso, "1200", "box");
        body["packContent"] = bad.clone();
        let (status, answer) = call(&app, Method::POST, add, &token, Some(body)).await;
        assert_eq!((status, answer["errors"]["packContent"].is_string()), (400, true), "{bad}: {answer}");
    }
    let mine = || vendor_listings::Entity::find().filter(vendor_listings::Column::VendorId.eq(me.clone()));
    assert!(mine().all(&app.db).await.unwrap().is_empty(), "nothing stored by a refusal");

    odd["incoterm"] = json!("fob");
    odd["namedPlace"] = json!("Nhava Sheva");
    let (status, answer) = call(&app, Method::POST, add, &token, Some(odd)).await;
    assert_eq!(status, 201, "{answer}");
    let (status, kg) = call(&app, Method::POST, add, &token, Some(listing(&alphonso, "4,10,000", "ton"))).await;
    assert_eq!((status, kg["errors"]["price"].is_string()), (400, true), "grouped digits are not a price");
    let (status, _) = call(&app, Method::POST, add, &token, Some(listing(&alphonso, "410000", "ton"))).await;
    assert_eq!(status, 201);
    let (_, list) = app.get_json_as(&format!("/api/v1/vendorProduct/vendor/{me}"), &token).await;
    let rows = list["listings"].as_array().cloned().unwrap_or_default();
    let boxed = rows.iter().find(|r| r["unit"] == "box").expect("the box offer");
    assert_eq!(
        (&boxed["comparablePrice"], &boxed["comparableUnit"], &boxed["packContent"]),
        (&json!(240.0), &json!("kg"), &json!(5.0))
    );
    assert_eq!((&boxed["incoterm"], &boxed["namedPlace"]), (&json!("FOB"), &json!("Nhava Sheva")));
    let ton = rows.iter().find(|r| r["unit"] == "ton").expect("the ton offer");
    assert_eq!((&ton["comparablePrice"], &ton["packContent"]), (&json!(410.0), &Value::Null));
    assert_eq!((&ton["incoterm"], &ton["namedPlace"]), (&json!("EXW"), &json!("Pune, Maharashtra")));

    // Fabric is compared by the metre: a roll sold by the piece says how many metres it holds.
    let poplin = variety(&app, "Cotton Fabric", "Organic Cotton Poplin").await;
    let (status, answer) = call(&app, Method::POST, add, &token, Some(listing(&poplin, "9000", "piece"))).await;
    assert_eq!(answer["errors"]["packContent"], "Pack content is required: say how many metres one piece holds");
    assert_eq!(status, 400);
    let (status, _) = call(&app, Method::POST, add, &token, Some(listing(&poplin, "118.50", "metre"))).await;
    assert_eq!(status, 201);
    let (_, offers) = app.get_json(&format!("/api/v1/vendorProduct/product/{}", poplin.0)).await;
    let offers = offers["listings"].as_array().cloned().unwrap_or_default();
    assert!(!offers.is_empty());
    assert!(offers.iter().all(|o| o["comparableUnit"] == "metre" && o["comparablePrice"].is_number()), "{offers:?}");
    assert!(offers.iter().any(|o| o["unit"] == "metre" && o["comparablePrice"] == 118.5));
});

on_both_databases!(the_variety_page_orders_offers_per_kilogram, |backend: Backend| async move {
    let app = Spawn::new(backend).demo().start().await.unwrap();
    let (_, html) = app.get_text(ALPHONSO).await;
    let props = embedded_props(&html);
    // ₹1,380 a 5 kg box, ₹4,10,000 a ton, ₹480 a kg, ₹1,450 and ₹1,525 a 3 kg box.
    assert_eq!(comparable_prices(&props), [276.0, 410.0, 480.0, 483.33, 508.33]);
    let units: Vec<&str> =
        props["data"]["suppliers"].as_array().unwrap().iter().map(|s| s["unit"].as_str().unwrap()).collect();
    assert_eq!(units, ["box", "ton", "kg", "box", "box"]);
    // Search engines read the same comparable prices, in rupees per kilogram.
    let ld = crate::public_pages::json_ld(&html).pop().expect("the Product entry");
    let offers = &ld["offers"];
    assert_eq!((&offers["lowPrice"], &offers["highPrice"]), (&json!(276.0), &json!(508.33)), "{ld}");
    assert_eq!((&offers["priceCurrency"], &offers["priceSpecification"]["unitCode"]), (&json!("INR"), &json!("KGM")));
    let first = &offers["offers"][0]["priceSpecification"];
    assert_eq!((&first["price"], &first["referenceQuantity"]["value"]), (&json!(1380.0), &json!(5.0)), "a 5 kg box");
    // In dollars, the server converts each figure at the dated rate (the demo's ₹84.50).
    let dollars = app.client.get(app.url(ALPHONSO)).header("cookie", "currency=USD").send().await.unwrap();
    let props = embedded_props(&dollars.text().await.unwrap());
    let converted = &props["data"]["suppliers"][0]["converted"];
    assert_eq!((&converted["amount"], &converted["currency"]), (&json!(3.27), &json!("USD")), "₹276 a kg");
    let (_, html) = app.get_text(&format!("{ALPHONSO}?sort=price-desc")).await;
    assert_eq!(comparable_prices(&embedded_props(&html)), [508.33, 483.33, 480.0, 410.0, 276.0]);
    // The offers call orders the same way, and the list's card starts from the cheapest per kg.
    let (product, _) = variety(&app, "Mango", "Alphonso").await;
    let (_, offers) = app.get_json(&format!("/api/v1/vendorProduct/product/{product}")).await;
    let offers = offers["listings"].as_array().cloned().unwrap();
    let figures: Vec<f64> = offers.iter().filter_map(|o| o["comparablePrice"].as_f64()).collect();
    assert!(figures.windows(2).all(|w| w[0] <= w[1]), "{figures:?}");
    let (_, html) = app.get_text("/products").await;
    let props = embedded_props(&html);
    let mango = props["data"]["products"].as_array().unwrap().iter().find(|p| p["title"] == "Mango").unwrap();
    assert_eq!((&mango["fromPrice"], &mango["fromUnit"]), (&json!(67.5), &json!("kg")), "Banganapalli's 8 kg box");
});

/// Three suppliers' Alphonso offers and one buyer's request to all three: (supplier
/// tokens, enquiry ids in order, buyer token).
async fn request_of_three(app: &TestApp) -> (Vec<String>, Vec<String>, String) {
    let alphonso = variety(app, "Mango", "Alphonso").await;
    let (mut tokens, mut listings) = (Vec::new(), Vec::new());
    for n in 0..3 {
        let (_, token) = app.vendor(&format!("terms{n}@suppliers.test"), true).await;
        let (status, answer) =
            call(app, Method::POST, "/api/v1/vendorProduct/add", &token, Some(listing(&alphonso, "480", "kg"))).await;
        assert_eq!(status, 201, "{answer}");
        tokens.push(token);
        listings.push(answer["_id"].as_str().unwrap().to_owned());
    }
    let (_, buyer) = app.buyer("importer@buyers.test").await;
    let body = json!({
        "listingIds": listings, "name": "Asha Buyer", "email": "asha@example.test", "phone": "+91 98765 43210",
        "address": "1 Market Road", "city": "Pune", "state": "MH", "pincode": "411001",
        "quantity": 2, "unit": "ton", "urgency": "normal", "packagingPreference": "standard",
        "paymentTerms": "net30", "submissionKey": "l4l-1",
    });
    let (status, answer) = call(app, Method::POST, "/api/v1/user/enquiry/request", &buyer, Some(body)).await;
    assert_eq!(status, 201, "{answer}");
    let data = answer["data"].as_array().unwrap();
    let enquiries = listings
        .iter()
        .map(|l| {
            data.iter().find(|e| e["supplier"]["listingId"] == l.as_str()).unwrap()["_id"].as_str().unwrap().to_owned()
        })
        .collect();
    (tokens, enquiries, buyer)
}

fn quote(price: &str, unit: &str, incoterm: &str, place: &str, currency: &str) -> Value {
    let until = Utc::now().date_naive().checked_add_days(Days::new(10)).unwrap();
    json!({ "price": price, "unit": unit, "validUntil": until.format("%Y-%m-%d").to_string(),
            "deliveryTerms": "10 days from order", "incoterm": incoterm, "namedPlace": place, "currency": currency })
}

on_both_databases!(quotes_state_terms_and_compare_per_kilogram, |backend: Backend| async move {
    let app = Spawn::new(backend).demo().start().await.unwrap();
    let (tokens, enquiries, buyer) = request_of_three(&app).await;
    let path = |id: &str| format!("/api/v1/vendor/enquiry/{id}/quote");
    // Terms and currency are data: missing or unknown ones answer 400 in plain words.
    let mut loose = quote("1380", "box", "FOB", "Nhava Sheva", "INR");
    loose["incoterm"] = json!("C&F");
    loose["namedPlace"] = json!(" ");
    loose["currency"] = Value::Null;
    let (status, answer) = call(&app, Method::PUT, &path(&enquiries[0]), &tokens[0], Some(loose)).await;
    assert_eq!(status, 400, "{answer}");
    assert!(answer["errors"]["incoterm"].as_str().unwrap().starts_with("Incoterm must be one of"));
    assert_eq!(answer["errors"]["namedPlace"], "Named place is required");
    assert_eq!(answer["errors"]["currency"], "Currency is required");
    let boxed = quote("1380", "box", "FOB", "Nhava Sheva", "INR");
    let (status, answer) = call(&app, Method::PUT, &path(&enquiries[0]), &tokens[0], Some(boxed.clone())).await;
    assert_eq!(
        (status, &answer["errors"]["packContent"]),
        (400, &json!("Pack content is required: say how many kg one box holds"))
    );
    // Another currency needs the admins' rate first (the demo's dated rates taken away).
    exchange_rates::Entity::delete_many().exec(&app.db).await.unwrap();
    let dollars = quote("3.50", "kg", "CIF", "Dubai", "USD");
    let (status, answer) = call(&app, Method::PUT, &path(&enquiries[1]), &tokens[1], Some(dollars.clone())).await;
    assert_eq!(status, 400, "{answer}");
    assert!(answer["errors"]["currency"].as_str().unwrap().contains("no exchange rate for USD"), "{answer}");
    assert!(enquiry_quotes::Entity::find().all(&app.db).await.unwrap().is_empty(), "nothing stored");

    let (_, admin) = app.admin("rates@tradehub.test").await;
    let rate = json!({ "currency": "USD", "rate": "83.50" });
    let (status, answer) = call(&app, Method::POST, "/api/v1/admin/exchangeRates", &admin, Some(rate)).await;
    assert_eq!(status, 200, "{answer}");
    let mut boxed = boxed;
    boxed["packContent"] = json!(5);
    for (n, body) in [boxed, dollars, quote("495", "kg", "EXW", "Pune", "INR")].into_iter().enumerate() {
        let (status, answer) = call(&app, Method::PUT, &path(&enquiries[n]), &tokens[n], Some(body)).await;
        assert_eq!(status, 200, "{answer}");
    }
    let (_, mine) = app.get_json_as("/api/v1/user/enquiry/user", &buyer).await;
    let quote_of =
        |id: &str| mine["data"].as_array().unwrap().iter().find(|e| e["_id"] == id).unwrap()["quote"].clone();
    let (fob, cif, exw) = (quote_of(&enquiries[0]), quote_of(&enquiries[1]), quote_of(&enquiries[2]));
    assert_eq!(
        (&fob["comparablePrice"], &fob["comparableUnit"], &fob["packContent"]),
        (&json!(276.0), &json!("kg"), &json!(5.0))
    );
    assert_eq!(
        (&fob["incoterm"], &fob["namedPlace"], &fob["currency"]),
        (&json!("FOB"), &json!("Nhava Sheva"), &json!("INR"))
    );
    // US$3.50 a kg at ₹83.50 is ₹292.25 a kg; the price itself stays in dollars.
    assert_eq!(
        (&cif["price"], &cif["currency"], &cif["comparablePrice"]),
        (&json!(3.5), &json!("USD"), &json!(292.25))
    );
    assert_eq!((&exw["comparablePrice"], &exw["incoterm"]), (&json!(495.0), &json!("EXW")));
});

on_both_databases!(admins_keep_dated_exchange_rates, |backend: Backend| async move {
    let app = Spawn::new(backend).demo().start().await.unwrap();
    // The demo's dated rates taken away: this test sets its own.
    exchange_rates::Entity::delete_many().exec(&app.db).await.unwrap();
    let rates = "/api/v1/admin/exchangeRates";
    let body = json!({ "currency": "USD", "rate": 83.5 });
    let response = app.client.post(app.url(rates)).json(&body).send().await.unwrap();
    assert_eq!(response.status().as_u16(), 401);
    let (_, buyer) = app.buyer("curious@buyers.test").await;
    let (status, _) = call(&app, Method::POST, rates, &buyer, Some(body.clone())).await;
    assert!(matches!(status, 401 | 403), "{status}");
    let (admin_id, admin) = app.admin("rates@tradehub.test").await;
    let tomorrow = Utc::now().date_naive().checked_add_days(Days::new(1)).unwrap().format("%Y-%m-%d").to_string();
    let bad = json!({ "currency": "INR", "rate": "-3", "date": tomorrow });
    let (status, answer) = call(&app, Method::POST, rates, &admin, Some(bad)).await;
    assert_eq!(status, 400, "{answer}");
    for field in ["currency", "rate", "date"] {
        assert!(answer["errors"][field].is_string(), "{field}: {answer}");
    }
    let old = Utc::now().date_naive().checked_sub_days(Days::new(8)).unwrap().format("%Y-%m-%d").to_string();
    let (status, answer) =
        call(&app, Method::POST, rates, &admin, Some(json!({ "currency": "EUR", "rate": "90.1", "date": old }))).await;
    assert_eq!((status, &answer["data"]["stale"]), (200, &json!(true)), "{answer}");
    let (status, answer) = call(&app, Method::POST, rates, &admin, Some(body)).await;
    assert_eq!((status, &answer["data"]["stale"], &answer["data"]["rate"]), (200, &json!(false), &json!(83.5)));
    let (status, list) = app.get_json_as(&format!("{rates}?currency=EUR"), &admin).await;
    assert_eq!(status, 200);
    let codes: Vec<&str> = list["data"].as_array().unwrap().iter().map(|r| r["currency"].as_str().unwrap()).collect();
    assert_eq!(codes, ["USD", "EUR"]);
    assert_eq!(list["history"][0]["date"], old.as_str());
    let records = admin_activity::Entity::find()
        .filter(admin_activity::Column::Action.eq("exchange_rate.set"))
        .filter(admin_activity::Column::AdminId.eq(admin_id))
        .all(&app.db)
        .await
        .unwrap();
    assert_eq!(records.len(), 2, "each rate is in the activity log");
});

on_both_databases!(the_currency_cookie_renders_and_caches_one_copy_per_currency, |backend: Backend| async move {
    let app = Spawn::new(backend).demo().start().await.unwrap();
    let (_, admin) = app.admin("rates@tradehub.test").await;
    let rate = json!({ "currency": "USD", "rate": "83.50" });
    let (status, _) = call(&app, Method::POST, "/api/v1/admin/exchangeRates", &admin, Some(rate)).await;
    assert_eq!(status, 200);
    let with_cookie = |cookie: &'static str| {
        let request = app.client.get(app.url(ALPHONSO));
        async move {
            let request = if cookie.is_empty() { request } else { request.header("cookie", cookie) };
            let response = request.send().await.unwrap();
            assert_eq!(response.status().as_u16(), 200);
            response.text().await.unwrap()
        }
    };
    let renders = || app.state.renderer.renders();
    let before = renders();
    let rupees = with_cookie("").await;
    assert_eq!(embedded_props(&rupees)["site"]["currency"]["code"], "INR");
    assert!(!rupees.contains("US$"));
    let dollars = with_cookie("currency=USD").await;
    let site = &embedded_props(&dollars)["site"]["currency"];
    assert_eq!((&site["code"], &site["rate"]["rate"]), (&json!("USD"), &json!(83.5)));
    assert!(dollars.contains("≈ US$3.31"), "₹276 a kg is about US$3.31 a kg");
    assert_eq!(renders() - before, 2, "one copy per currency");
    // The same copies again: a currency's own, an unknown code's (rupees), other cookies'.
    assert_eq!(with_cookie("currency=USD").await, dollars);
    for cookie in ["currency=XYZ", "currency=usd", "theme=dark; tracking=abc", "currency="] {
        assert_eq!(embedded_props(&with_cookie(cookie).await)["site"]["currency"]["code"], "INR", "{cookie}");
    }
    assert_eq!(renders() - before, 2, "no other cookie splits the cache");
    // A new rate drops the copies: the next reader sees it.
    let rate = json!({ "currency": "USD", "rate": "80" });
    call(&app, Method::POST, "/api/v1/admin/exchangeRates", &admin, Some(rate)).await;
    let dollars = with_cookie("currency=USD").await;
    assert_eq!(embedded_props(&dollars)["site"]["currency"]["rate"]["rate"], 80.0);
});
