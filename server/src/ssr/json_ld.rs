//! Loaders write JSON-LD with paths of this site (as they write `meta.canonical`); the
//! renderer, which knows the public origin, makes them absolute here.

use serde_json::Value;

/// Keys whose string values are URLs in schema.org data.
const URL_KEYS: [&str; 4] = ["url", "image", "@id", "logo"];

/// Prefixes `origin` to every site path (`/…`, not `//…`) under a URL key, at any depth.
pub fn absolutize(value: &mut Value, origin: &str) {
    match value {
        Value::Object(map) => {
            for (key, inner) in map.iter_mut() {
                if URL_KEYS.contains(&key.as_str()) {
                    make_absolute(inner, origin);
                }
                absolutize(inner, origin);
            }
        }
        Value::Array(items) => items.iter_mut().for_each(|item| absolutize(item, origin)),
        _ => {}
    }
}

fn make_absolute(value: &mut Value, origin: &str) {
    match value {
        Value::String(s) if s.starts_with('/') && !s.starts_with("//") => *s = format!("{origin}{s}"),
        Value::Array(items) => items.iter_mut().for_each(|item| make_absolute(item, origin)),
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    #[test]
    fn site_paths_become_absolute_and_the_rest_stays() {
        let mut v = json!({
            "url": "/products/mangoes",
            "image": ["/static/a.svg", "https://cdn.example/b.png", "//evil.example/c"],
            "name": "/not-a-url-key",
            "offers": { "url": "/x" },
        });
        super::absolutize(&mut v, "https://tradehub.test");
        assert_eq!(v["url"], "https://tradehub.test/products/mangoes");
        assert_eq!(v["image"][0], "https://tradehub.test/static/a.svg");
        assert_eq!(v["image"][1], "https://cdn.example/b.png");
        assert_eq!(v["image"][2], "//evil.example/c");
        assert_eq!(v["name"], "/not-a-url-key");
        assert_eq!(v["offers"]["url"], "https://tradehub.test/x");
    }
}
