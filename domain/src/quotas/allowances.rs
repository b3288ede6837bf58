//! The figures of every quota, written once: the checks, the OpenAPI description and the
//! tests read them here.

use std::time::Duration;

use super::kinds::{Quota, SiteQuota};

const HOUR: Duration = Duration::from_secs(3600);
const DAY: Duration = Duration::from_secs(24 * 3600);
/// File sizes are counted in kibibytes (a counter holds up to 2 TiB of them).
pub const KIB: u64 = 1024;

/// Messages (text, a file or both) one account or address may post in threads per hour.
pub const MESSAGES: Quota = Quota {
    name: "thread:message",
    account: 60,
    young_account: 20,
    address: 150,
    window: HOUR,
    refusal: "You have sent many messages in the last hour. Please wait before you write again.",
};

/// Counter-offers one buyer account or address may make per hour.
pub const COUNTER_OFFERS: Quota = Quota {
    name: "thread:counter-offer",
    account: 20,
    young_account: 5,
    address: 40,
    window: HOUR,
    refusal: "You have made many counter-offers in the last hour. Please wait for the suppliers' answers.",
};

/// Open requests (each reaches up to ten suppliers) per buyer account or address per day.
pub const OPEN_REQUESTS: Quota = Quota {
    name: "enquiry:open-request",
    account: 10,
    young_account: 2,
    address: 10,
    window: DAY,
    refusal: "You have sent many open requests today. Please try again tomorrow.",
};

/// Supplier enquiries one account or address may start per hour (each supplier a request
/// reaches counts once).
pub const ENQUIRIES: Quota = Quota {
    name: "enquiry:create",
    account: 20,
    young_account: 10,
    address: 60,
    window: HOUR,
    refusal: "You have sent many enquiries in the last hour. Please try again later.",
};

/// Files one account or address may attach in threads per day.
pub const ATTACHMENT_FILES: Quota = Quota {
    name: "attachment:files",
    account: 30,
    young_account: 10,
    address: 60,
    window: DAY,
    refusal: "You have attached many files today. Please try again tomorrow, or send fewer files.",
};

/// Kibibytes of files one account or address may attach in threads per day.
pub const ATTACHMENT_KIB: Quota = Quota {
    name: "attachment:kib",
    account: 150 * 1024,
    young_account: 40 * 1024,
    address: 300 * 1024,
    window: DAY,
    refusal: "You have attached many megabytes of files today. Please try again tomorrow, or send smaller files.",
};

/// Files the whole site takes in threads per hour.
pub const SITE_ATTACHMENT_FILES: SiteQuota = SiteQuota {
    name: "attachment:site-files",
    max: 2000,
    window: HOUR,
    refusal: "The site takes no more files this hour. Please try again later.",
};

/// Kibibytes of files the whole site takes in threads per hour.
pub const SITE_ATTACHMENT_KIB: SiteQuota = SiteQuota {
    name: "attachment:site-kib",
    max: 2 * 1024 * 1024,
    window: HOUR,
    refusal: "The site takes no more files this hour. Please try again later.",
};

/// Files one enquiry's conversation may hold in all.
pub const ENQUIRY_FILES_MAX: u64 = 30;
/// Bytes of files one enquiry's conversation may hold in all.
pub const ENQUIRY_BYTES_MAX: i64 = 100 * 1024 * 1024;
pub const ENQUIRY_FILES_FULL: &str =
    "This conversation holds as many files as it may (30 files or 100 MB). Send a link to the file instead.";
/// A conversation's total never frees: a client is told to come back in a day, by when
/// someone will have read the sentence.
pub const ENQUIRY_FULL_RETRY: Duration = DAY;

/// One notice mail to one recipient about one enquiry per this long; what comes in
/// between is bundled into the next.
pub const NOTICE_EVERY: chrono::Duration = chrono::Duration::minutes(10);

/// Every per-account quota, for the API description and the docs.
pub const ALL: [&Quota; 6] =
    [&MESSAGES, &COUNTER_OFFERS, &OPEN_REQUESTS, &ENQUIRIES, &ATTACHMENT_FILES, &ATTACHMENT_KIB];
