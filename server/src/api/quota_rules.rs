//! The quotas in the OpenAPI document, from the figures the checks use (`domain::quotas`):
//! a section of the document's description, and on each call that takes from them, its
//! 429 answer naming them, with the `Retry-After` header.

use domain::quotas::{self, Quota, SiteQuota};
use utoipa::openapi::header::HeaderBuilder;
use utoipa::openapi::path::HttpMethod;
use utoipa::openapi::{ObjectBuilder, OpenApi, RefOr, ResponseBuilder, Type};

/// The calls that take from quotas, with those quotas.
pub(super) fn calls() -> Vec<(HttpMethod, &'static str, Vec<&'static Quota>, bool)> {
    use quotas::*;
    let files = true;
    vec![
        (HttpMethod::Post, "/api/v1/user/enquiry/create", vec![&ENQUIRIES], false),
        (HttpMethod::Post, "/api/v1/user/enquiry/request", vec![&ENQUIRIES], false),
        (HttpMethod::Post, "/api/v1/user/enquiry/openRequest", vec![&OPEN_REQUESTS, &ENQUIRIES], false),
        (HttpMethod::Post, "/api/v1/user/enquiry/{id}/counterOffer", vec![&COUNTER_OFFERS], false),
        (
            HttpMethod::Post,
            "/api/v1/user/enquiry/{id}/message",
            vec![&MESSAGES, &ATTACHMENT_FILES, &ATTACHMENT_KIB],
            files,
        ),
        (
            HttpMethod::Post,
            "/api/v1/vendor/enquiry/{id}/message",
            vec![&MESSAGES, &ATTACHMENT_FILES, &ATTACHMENT_KIB],
            files,
        ),
    ]
}

fn window(quota_window: std::time::Duration) -> &'static str {
    if quota_window.as_secs() >= 24 * 3600 {
        "a day"
    } else {
        "an hour"
    }
}

/// One quota in words: "`thread:message`: 60 an hour per account (20 while the account is younger
/// than a day), 150 per address".
pub fn quota_line(quota: &Quota) -> String {
    format!(
        "`{}`: {} {} per account ({} while the account is younger than a day), {} per address (an IPv6 /64)",
        quota.name,
        quota.account,
        window(quota.window),
        quota.young_account,
        quota.address
    )
}

fn site_line(quota: &SiteQuota) -> String {
    format!("`{}`: {} {} for the whole site", quota.name, quota.max, window(quota.window))
}

/// The description's section on quotas.
pub fn section() -> String {
    let mut text = String::from(
        "\n\n## Quotas\n\nBeyond the schema, writes that store files or mail the other side take a share of \
         allowances counted in sliding windows. Over one, the call answers 429 with a sentence and `Retry-After` \
         (seconds until the share fits). File sizes count in kibibytes.\n\n",
    );
    for quota in quotas::ALL {
        text.push_str(&format!("- {}\n", quota_line(quota)));
    }
    for quota in [&quotas::SITE_ATTACHMENT_FILES, &quotas::SITE_ATTACHMENT_KIB] {
        text.push_str(&format!("- {}\n", site_line(quota)));
    }
    text.push_str(&format!(
        "- one enquiry's conversation holds at most {} files and {} MB in all\n- notice mails about one enquiry to \
         one recipient go at most once per {} minutes; what comes in between is bundled into the next\n",
        quotas::ENQUIRY_FILES_MAX,
        quotas::ENQUIRY_BYTES_MAX / (1024 * 1024),
        quotas::NOTICE_EVERY.num_minutes()
    ));
    text
}

pub struct QuotaRules;

impl utoipa::Modify for QuotaRules {
    fn modify(&self, openapi: &mut OpenApi) {
        let description = openapi.info.description.get_or_insert_with(String::new);
        description.push_str(&section());
        for (method, path, taken, files) in calls() {
            let Some(item) = openapi.paths.paths.get_mut(path) else { panic!("{path} is not in the document") };
            let operation = match method {
                HttpMethod::Post => item.post.as_mut(),
                _ => None,
            };
            let Some(operation) = operation else { panic!("{path} takes no POST") };
            let mut words: Vec<String> = taken.iter().map(|q| quota_line(q)).collect();
            if files {
                words.push("with a file, the site's hourly files and kibibytes and the enquiry's total".into());
            }
            let retry = HeaderBuilder::new()
                .schema(ObjectBuilder::new().schema_type(Type::Integer).minimum(Some(1)))
                .description(Some("Seconds until the share fits"))
                .build();
            let response = ResponseBuilder::new()
                .description(format!("Over a quota: {}", words.join("; ")))
                .header("Retry-After", retry);
            let previous = operation.responses.responses.insert("429".into(), response.build().into());
            if let Some(RefOr::T(previous)) = previous {
                if let Some(body) = previous.content.get("application/json") {
                    if let Some(RefOr::T(now)) = operation.responses.responses.get_mut("429") {
                        now.content.insert("application/json".into(), body.clone());
                    }
                }
            }
        }
    }
}
