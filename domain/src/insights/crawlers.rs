//! Which requests are not a person reading a page: crawlers, link previews, audits and
//! scripts. Their views are not counted.
//!
//! Matched case-insensitively as words anywhere in the `User-Agent`:
//! - `bot`, `crawl`, `spider`, `slurp`: nearly every search engine and AI crawler names
//!   itself so (Googlebot, bingbot, YandexBot, Baiduspider, Yahoo! Slurp, GPTBot,
//!   AhrefsBot, Applebot, DuckDuckBot, facebookcatalog's crawler, …);
//! - `mediapartners`, `adsbot`, `feedfetcher`, `google-inspectiontool`, `apis-google`,
//!   `google-read-aloud`, `storebot`: Google's fetchers that do not say "bot" first;
//! - `facebookexternalhit`, `embedly`, `preview`, `whatsapp`, `skypeuripreview`,
//!   `ia_archiver`, `archive.org`: link previews and archivers;
//! - `lighthouse`, `headlesschrome`, `pagespeed`, `pingdom`, `uptime`, `phantomjs`:
//!   audits, monitors and headless browsers;
//! - `curl/`, `wget/`, `python-`, `go-http-client`, `java/`, `okhttp`, `libwww`,
//!   `httpclient`, `scrapy`, `node-fetch`, `axios/`: scripts.
//!
//! A request without a `User-Agent` is not counted either: every browser sends one. The
//! list is short on purpose (a few microseconds on every page): what it misses is a bot
//! that passes for a browser, which no list catches; what it wrongly leaves out is a phone
//! whose model name holds one of the words (Cubot's), a small loss next to counting bots.

use std::cell::RefCell;
use std::sync::LazyLock;

use regex::{Regex, RegexBuilder};

const PATTERNS: &[&str] = &[
    "bot",
    "crawl",
    "spider",
    "slurp",
    "mediapartners",
    "feedfetcher",
    "google-inspectiontool",
    "apis-google",
    "google-read-aloud",
    "facebookexternalhit",
    "embedly",
    "preview",
    "whatsapp",
    "ia_archiver",
    "archive.org",
    "lighthouse",
    "headlesschrome",
    "pagespeed",
    "pingdom",
    "uptime",
    "phantomjs",
    "curl/",
    "wget/",
    "python-",
    "go-http-client",
    "java/",
    "okhttp",
    "libwww",
    "httpclient",
    "scrapy",
    "node-fetch",
    "axios/",
];

/// One automaton for every pattern (the regex crate turns a list of literals into a
/// single multi-substring search).
static CRAWLER: LazyLock<Regex> = LazyLock::new(|| {
    let alternation: Vec<String> = PATTERNS.iter().map(|p| regex::escape(p)).collect();
    RegexBuilder::new(&alternation.join("|")).case_insensitive(true).build().expect("the crawler patterns compile")
});

/// How many recent verdicts each thread keeps.
const RECENT: usize = 16;

/// A user agent seen, and whether it is a crawler's.
type Verdict = Option<(Box<str>, bool)>;

thread_local! {
    /// This thread's recent verdicts, by user agent. Browsers send the same few strings
    /// over and over: comparing the bytes with one seen before costs a few nanoseconds, the
    /// search about a hundred and twenty (on every cached variety page).
    static VERDICTS: RefCell<[Verdict; RECENT]> = const { RefCell::new([const { None }; RECENT]) };
}

/// Whether a request with this `User-Agent` (`None`: no header, or not text) is left
/// uncounted.
pub fn is_crawler(user_agent: Option<&str>) -> bool {
    let agent = match user_agent.map(str::trim) {
        None | Some("") => return true,
        Some(agent) => agent,
    };
    let bytes = agent.as_bytes();
    let slot = (bytes.len() ^ usize::from(bytes[bytes.len() / 2]) ^ usize::from(bytes[bytes.len() - 1])) % RECENT;
    VERDICTS.with(|verdicts| {
        let mut verdicts = verdicts.borrow_mut();
        if let Some((seen, verdict)) = &verdicts[slot] {
            if **seen == *agent {
                return *verdict;
            }
        }
        let verdict = CRAWLER.is_match(agent);
        verdicts[slot] = Some((agent.into(), verdict));
        verdict
    })
}

#[cfg(test)]
mod tests {
    use super::is_crawler;

    #[test]
    fn browsers_are_counted() {
        for agent in [
            "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
            "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
            "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0",
            "Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 EdgA/131.0.0.0",
            "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15",
        ] {
            assert!(!is_crawler(Some(agent)), "{agent}");
        }
    }

    #[test]
    fn crawlers_previews_audits_and_scripts_are_not() {
        for agent in [
            "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
            "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Googlebot/2.1; +http://www.google.com/bot.html) Chrome/131.0.6778.69 Safari/537.36",
            "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
            "Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)",
            "Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)",
            "Mozilla/5.0 (compatible; Yahoo! Slurp; http://help.yahoo.com/help/us/ysearch/slurp)",
            "DuckDuckBot/1.1; (+http://duckduckgo.com/duckduckbot.html)",
            "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)",
            "Mediapartners-Google",
            "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
            "WhatsApp/2.23.20.0",
            "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse",
            "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36",
            "curl/8.5.0",
            "Wget/1.21.4",
            "python-requests/2.32.3",
            "Go-http-client/1.1",
            "",
            "   ",
        ] {
            assert!(is_crawler(Some(agent)), "{agent}");
        }
        assert!(is_crawler(None));
    }

    #[test]
    fn a_remembered_verdict_is_the_agents_own() {
        // Same length, same middle and last byte: one slot, two verdicts.
        let browser = "Mozilla/5.0 (X11) Firefox/133.0 xx";
        let crawler = "Mozilla/5.0 (X11) Googlebot/2.1 xx";
        assert_eq!(browser.len(), crawler.len());
        for _ in 0..3 {
            assert!(!is_crawler(Some(browser)));
            assert!(is_crawler(Some(crawler)));
        }
    }
}
