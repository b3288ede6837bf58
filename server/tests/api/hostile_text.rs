//! Text that is not plain ASCII, in every field of every JSON call, never crashes a worker:
//! each request gets an answer below 500. The calls and their fields come from the OpenAPI
//! document, so a new call or field is covered as soon as it is documented.

use std::net::{IpAddr, Ipv4Addr};
use std::time::Duration;

use foundation::entities::product_enquiries;
use futures_util::{stream, StreamExt};
use sea_orm::{EntityTrait, PaginatorTrait};
use serde_json::{json, Map, Value};

use crate::helpers::{local_client, Backend, Spawn, TestApp};
use crate::on_both_databases;

/// Multi-byte text, with 2-, 3- and 4-byte characters placed across the limits the server
/// checks (10 for dates, 12, 25, 60, 64, 72 bytes for passwords, 100, 191 for e-mails).
fn samples() -> Vec<String> {
    let mut out: Vec<String> =
        ["é", "🙂", "नमस्ते दुनिया", "e\u{301}", "\u{202e}abc", "２０２７-０１-１５", "2024-01-0é", "\u{0}"]
            .into_iter()
            .map(str::to_owned)
            .collect();
    for limit in [10, 12, 25, 60, 64, 72, 100, 191] {
        out.push(format!("{}🙂", "x".repeat(limit - 1)));
        out.push(format!("{}é", "1".repeat(limit - 1)));
        out.push("🙂".repeat(limit));
        out.push(format!("{}@example.test", "ह".repeat(limit)));
    }
    out
}

/// A value the field accepts, so that a request with one hostile field gets past the others.
fn plausible(field: &str, listing: &str) -> Value {
    match field {
        "email" => json!("fuzz@example.test"),
        "password" | "confirmPassword" | "newPassword" | "currentPassword" => json!("secret1"),
        "phone" | "mobile" => json!("+91 98765 43210"),
        "pincode" | "zip" => json!("411001"),
        "quantity" => json!(5),
        "deliveryDate" => json!("2030-01-15"),
        "listingId" => json!(listing),
        "anonymous" | "certificationRequired" | "samplesRequired" => json!(false),
        "country" => json!("India"),
        _ => json!("Plain text"),
    }
}

/// The properties of a schema (following one `$ref`), with their own schemas.
fn properties<'a>(doc: &'a Value, schema: &'a Value) -> Vec<(&'a String, &'a Value)> {
    let schema = match schema["$ref"].as_str() {
        Some(r) => &doc["components"]["schemas"][r.rsplit('/').next().unwrap()],
        None => schema,
    };
    schema["properties"].as_object().map(|p| p.iter().collect()).unwrap_or_default()
}

/// `hostile` in the place of one field's text: arrays of objects get it in every field.
fn fill(doc: &Value, schema: &Value, hostile: &str) -> Value {
    let is_array = schema["type"] == "array" || schema["type"].as_array().is_some_and(|t| t.contains(&json!("array")));
    if is_array {
        let items = &schema["items"];
        let fields: Map<String, Value> =
            properties(doc, items).into_iter().map(|(k, _)| (k.clone(), json!(hostile))).collect();
        return if fields.is_empty() { json!([hostile]) } else { json!([Value::Object(fields)]) };
    }
    json!(hostile)
}

fn local_clients() -> Vec<reqwest::Client> {
    // Requests come from many loopback addresses so that the per-address limits on public
    // writes do not answer 429 before the hostile text reaches the checks. Each client may
    // sit idle for seconds on a busy machine; it lets an idle connection go well before the
    // server's keep-alive closes it, so that no request is written to a closing connection.
    (2..=250u8)
        .map(|n| {
            local_client()
                .local_address(IpAddr::V4(Ipv4Addr::new(127, 0, 0, n)))
                .pool_idle_timeout(Duration::from_secs(1))
                .redirect(reqwest::redirect::Policy::none())
                .build()
                .unwrap()
        })
        .collect()
}

struct Call {
    method: reqwest::Method,
    path: String,
    body: Option<Value>,
    label: String,
}

fn calls(doc: &Value, listing: &str) -> Vec<Call> {
    let mut out = Vec::new();
    for (path, item) in doc["paths"].as_object().unwrap() {
        if path.ends_with("logout") {
            continue; // would end the sessions the other calls use
        }
        for (method, op) in item.as_object().unwrap() {
            let method: reqwest::Method = method.to_uppercase().parse().unwrap();
            let schema = &op["requestBody"]["content"]["application/json"]["schema"];
            let fields = properties(doc, schema);
            for hostile in samples() {
                let encoded: String = url_encode(&hostile);
                let hostile_path = path
                    .split('/')
                    .map(|s| if s.starts_with('{') { encoded.as_str() } else { s })
                    .collect::<Vec<_>>()
                    .join("/");
                if hostile_path != *path {
                    out.push(Call {
                        method: method.clone(),
                        path: hostile_path,
                        body: None,
                        label: format!("{path} path"),
                    });
                }
                if fields.is_empty() {
                    continue;
                }
                let everything: Map<String, Value> =
                    fields.iter().map(|(k, s)| ((*k).clone(), fill(doc, s, &hostile))).collect();
                out.push(Call {
                    method: method.clone(),
                    path: path.clone(),
                    body: Some(Value::Object(everything)),
                    label: format!("{path} all fields"),
                });
                for (field, field_schema) in &fields {
                    let mut body: Map<String, Value> =
                        fields.iter().map(|(k, _)| ((*k).clone(), plausible(k, listing))).collect();
                    body.insert((*field).clone(), fill(doc, field_schema, &hostile));
                    out.push(Call {
                        method: method.clone(),
                        path: path.clone(),
                        body: Some(Value::Object(body)),
                        label: format!("{path} {field}"),
                    });
                }
            }
        }
    }
    out
}

fn url_encode(text: &str) -> String {
    percent_encoding::utf8_percent_encode(text, percent_encoding::NON_ALPHANUMERIC).to_string()
}

async fn open_listing(app: &TestApp) -> String {
    let products = app.get_json("/api/v1/admin/product/getAllProducts").await.1;
    for product in products["products"].as_array().unwrap() {
        let offers =
            app.get_json(&format!("/api/v1/vendorProduct/product/{}", product["_id"].as_str().unwrap())).await.1;
        if let Some(id) = offers["listings"][0]["_id"].as_str() {
            return id.to_owned();
        }
    }
    panic!("the demo has open offers")
}

on_both_databases!(multi_byte_text_in_every_field_never_gets_a_5xx, |backend: Backend| async move {
    let app = Spawn::new(backend).demo().start().await.unwrap();
    let (_, doc) = app.get_json("/api/openapi.json").await;
    let listing = open_listing(&app).await;
    let tokens = [
        app.buyer("hostile@example.test").await.1,
        app.vendor("hostile@example.test", true).await.1,
        app.admin("hostile-admin@example.test").await.1,
    ];
    let clients = local_clients();
    let calls = calls(&doc, &listing);
    assert!(calls.len() > 500, "{} calls", calls.len());
    eprintln!("hostile text: {} calls × {} tokens", calls.len(), tokens.len());
    let requests = calls
        .iter()
        .enumerate()
        .flat_map(|(i, call)| tokens.iter().enumerate().map(move |(t, token)| (i * 3 + t, call, token)));
    let failures: Vec<String> = stream::iter(requests)
        .map(|(n, call, token)| {
            let client = &clients[n % clients.len()];
            let mut request = client.request(call.method.clone(), app.url(&call.path)).bearer_auth(token);
            if let Some(body) = &call.body {
                request = request.json(body);
            }
            async move {
                match request.send().await {
                    Ok(r) if r.status().as_u16() < 500 => None,
                    Ok(r) => Some(format!(
                        "{} ← {} {:?}: {}",
                        r.status(),
                        call.label,
                        call.body,
                        r.text().await.unwrap_or_default()
                    )),
                    Err(e) => Some(format!("no answer ← {} {:?}: {e}", call.label, call.body)),
                }
            }
        })
        .buffer_unordered(8)
        .filter_map(|f| async { f })
        .collect()
        .await;
    assert!(failures.is_empty(), "{} failures, first: {:#?}", failures.len(), &failures[..failures.len().min(5)]);
    // The server still answers normally afterwards.
    assert_eq!(app.get("/healthz").await.status().as_u16(), 200);
});

on_both_databases!(delivery_dates_are_strict_and_never_crash, |backend: Backend| async move {
    let app = Spawn::new(backend).demo().start().await.unwrap();
    let listing = open_listing(&app).await;
    let (_, token) = app.buyer("dates@example.test").await;
    let before = product_enquiries::Entity::find().count(&app.db).await.unwrap();
    for (date, message) in [
        ("2024-01-0é", "Delivery date must be a date (YYYY-MM-DD)"),
        ("2030-01-01T00:00:00Z garbage", "Delivery date must be a date (YYYY-MM-DD)"),
        ("2030-02-30", "Delivery date must be a date (YYYY-MM-DD)"),
        ("0000-01-01", "Delivery date cannot be in the past"),
        ("2024-01-01", "Delivery date cannot be in the past"),
    ] {
        let body = json!({
            "listingId": listing, "name": "Asha", "email": "asha@example.test", "phone": "9876543210", "address": "1 Road",
            "city": "Pune", "state": "MH", "pincode": "411001", "quantity": 2, "deliveryDate": date,
        });
        let response = app
            .client
            .post(app.url("/api/v1/user/enquiry/create"))
            .bearer_auth(&token)
            .json(&body)
            .send()
            .await
            .expect("an answer");
        assert_eq!(response.status().as_u16(), 400, "{date}");
        let answer: Value = response.json().await.unwrap();
        assert_eq!(answer["message"], message, "{date}");
        assert_eq!(answer["errors"]["deliveryDate"], message, "{date}");
    }
    assert_eq!(product_enquiries::Entity::find().count(&app.db).await.unwrap(), before, "nothing stored");
});
