//! How mail is delivered: by SMTP or to files, from which sender, with links to which origin.

use std::path::PathBuf;
use std::time::Duration;

#[derive(Clone)]
pub struct MailSettings {
    /// Credentials may be inside: never log it (see [`MailSettings::describe`]).
    pub smtp_url: Option<String>,
    /// Where `.eml` files go when there is no SMTP server.
    pub outbox_dir: PathBuf,
    pub from: String,
    /// The origin links in messages point to.
    pub public_url: String,
    /// How often the worker looks for due messages.
    pub poll: Duration,
    /// The wait after a first failed attempt; it doubles with each further failure.
    pub retry_base: Duration,
    /// The longest wait between attempts.
    pub retry_max: Duration,
    /// Attempts after which a message is given up (its last error stays in the row).
    pub max_attempts: i32,
    /// How long a claimed message is reserved for its worker; past it another may retry.
    pub lease: Duration,
}

impl std::fmt::Debug for MailSettings {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("MailSettings").field("delivery", &self.describe()).field("from", &self.from).finish()
    }
}

impl MailSettings {
    /// Without an SMTP URL mail is written to `<data_dir>/outbox/*.eml`; without a sender,
    /// it comes from the public host.
    pub fn new(smtp_url: Option<String>, from: Option<String>, data_dir: &std::path::Path, public_url: &str) -> Self {
        let from = from.filter(|f| !f.trim().is_empty()).unwrap_or_else(|| default_from(public_url));
        Self {
            smtp_url: smtp_url.filter(|u| !u.trim().is_empty()),
            outbox_dir: data_dir.join("outbox"),
            from,
            public_url: public_url.trim_end_matches('/').to_owned(),
            poll: Duration::from_secs(2),
            retry_base: Duration::from_secs(30),
            retry_max: Duration::from_secs(3600),
            max_attempts: 12,
            lease: Duration::from_secs(120),
        }
    }

    /// Where mail goes, without credentials: safe to log.
    pub fn describe(&self) -> String {
        match &self.smtp_url {
            Some(raw) => match url::Url::parse(raw) {
                Ok(u) => format!(
                    "{}://{}:{}",
                    u.scheme(),
                    u.host_str().unwrap_or("?"),
                    u.port().map_or("default".into(), |p| p.to_string())
                ),
                Err(_) => "an SMTP URL that does not parse".into(),
            },
            None => format!("files in {}", self.outbox_dir.display()),
        }
    }

    /// The wait before the next attempt after `attempts` failed ones: doubling, capped.
    pub fn backoff(&self, attempts: i32) -> Duration {
        let doublings = attempts.saturating_sub(1).clamp(0, 20) as u32;
        self.retry_base.saturating_mul(1u32 << doublings).min(self.retry_max)
    }
}

/// `Tradehub <no-reply@HOST>` for the public host; `localhost` when the host is an address.
fn default_from(public_url: &str) -> String {
    let host = url::Url::parse(public_url)
        .ok()
        .and_then(|u| match u.host() {
            Some(url::Host::Domain(d)) if d.contains('.') => Some(d.to_owned()),
            _ => None,
        })
        .unwrap_or_else(|| "localhost".to_owned());
    format!("{} <no-reply@{host}>", super::links::SITE_NAME)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn settings(url: Option<&str>) -> MailSettings {
        MailSettings::new(url.map(Into::into), None, std::path::Path::new("/data"), "https://shop.example.com/")
    }

    #[test]
    fn credentials_never_appear_in_the_description() {
        let s = settings(Some("smtps://mailer:hunter2@smtp.example.com:465"));
        let shown = format!("{} {:?}", s.describe(), s);
        assert!(!shown.contains("hunter2") && !shown.contains("mailer"), "{shown}");
        assert!(shown.contains("smtp.example.com:465"));
    }

    #[test]
    fn the_sender_and_origin_come_from_the_public_url() {
        let s = settings(None);
        assert_eq!(s.from, "Tradehub <no-reply@shop.example.com>");
        assert_eq!(s.public_url, "https://shop.example.com");
        assert!(s.describe().starts_with("files in /data/outbox"));
        let local = MailSettings::new(None, None, std::path::Path::new("/d"), "http://127.0.0.1:8080");
        assert_eq!(local.from, "Tradehub <no-reply@localhost>");
    }

    #[test]
    fn retries_back_off_exponentially_up_to_a_cap() {
        let s = settings(None);
        assert_eq!(s.backoff(1), Duration::from_secs(30));
        assert_eq!(s.backoff(2), Duration::from_secs(60));
        assert_eq!(s.backoff(4), Duration::from_secs(240));
        assert_eq!(s.backoff(11), Duration::from_secs(3600));
        assert_eq!(s.backoff(1000), Duration::from_secs(3600));
    }
}
