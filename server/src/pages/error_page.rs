//! A page that needs no engine, for when rendering itself failed.

use actix_web::http::StatusCode;
use actix_web::HttpResponse;

pub fn render(status: StatusCode, request_id: &str) -> HttpResponse {
    let (title, text) = match status {
        StatusCode::SERVICE_UNAVAILABLE => {
            ("We are busy right now", "Too many people are visiting at once. Please try again in a moment.")
        }
        StatusCode::TOO_MANY_REQUESTS => ("Too many searches", domain::search::allowance::TOO_MANY_SEARCHES),
        _ => ("Something went wrong", "We could not show this page. Please try again, or go back to the home page."),
    };
    let body = format!(
        "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\">\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
         <meta name=\"robots\" content=\"noindex\"><title>{title} | Tradehub</title>\
         <style>body{{font-family:system-ui,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;background:#f4f7f5;color:#17332b}}\
         main{{max-width:32rem;padding:2rem;text-align:center}}a{{color:#0f5e4d;font-weight:600}}small{{color:#5b6b66}}</style></head>\
         <body><main><h1>{title}</h1><p>{text}</p><p><a href=\"/\">Go to the home page</a></p>\
         <small>Reference: {request_id}</small></main></body></html>"
    );
    HttpResponse::build(status)
        .insert_header(("Cache-Control", "no-store"))
        .content_type("text/html; charset=utf-8")
        .body(body)
}
