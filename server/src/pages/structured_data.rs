//! JSON-LD for search engines (schema.org). Like `meta.canonical`, the URLs in it are
//! paths of this site: the renderer, which knows the public origin, makes them absolute
//! and embeds the result escaped in a non-executable script element.

use rust_decimal::prelude::ToPrimitive;
use rust_decimal::Decimal;
use serde_json::{json, Map, Value};

/// What a `Product` entry says about a catalogue page.
pub struct ProductData<'a> {
    pub name: &'a str,
    pub description: &'a str,
    pub category: &'a str,
    /// Path (or URL) of the image.
    pub image: Option<&'a str>,
    /// Path of the page (canonical).
    pub path: &'a str,
    /// Prices of the active public offers, in rupees.
    pub prices: &'a [Decimal],
}

/// A schema.org `Product` with an `AggregateOffer` over the offers, when there are any.
pub fn product(data: &ProductData) -> Value {
    let mut entry = Map::new();
    entry.insert("@context".into(), json!("https://schema.org"));
    entry.insert("@type".into(), json!("Product"));
    entry.insert("name".into(), json!(data.name));
    entry.insert("description".into(), json!(data.description));
    entry.insert("category".into(), json!(data.category));
    entry.insert("url".into(), json!(data.path));
    if let Some(image) = data.image.filter(|i| !i.is_empty()) {
        entry.insert("image".into(), json!(image));
    }
    if let (Some(low), Some(high)) = (data.prices.iter().min(), data.prices.iter().max()) {
        entry.insert(
            "offers".into(),
            json!({
                "@type": "AggregateOffer",
                "priceCurrency": "INR",
                "lowPrice": number(*low),
                "highPrice": number(*high),
                "offerCount": data.prices.len(),
                "availability": "https://schema.org/InStock",
            }),
        );
    }
    Value::Object(entry)
}

/// A schema.org `FAQPage`: every question with its answer (the page shows the same, in
/// its markup, open or not).
pub fn faq_page<'a>(items: impl IntoIterator<Item = (&'a str, &'a str)>) -> Option<Value> {
    let questions: Vec<Value> = items
        .into_iter()
        .map(|(question, answer)| {
            json!({
                "@type": "Question",
                "name": question,
                "acceptedAnswer": { "@type": "Answer", "text": answer },
            })
        })
        .collect();
    if questions.is_empty() {
        return None;
    }
    Some(json!({ "@context": "https://schema.org", "@type": "FAQPage", "mainEntity": questions }))
}

fn number(price: Decimal) -> Value {
    price.normalize().to_f64().and_then(serde_json::Number::from_f64).map_or(Value::Null, Value::Number)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::str::FromStr;

    #[test]
    fn faq_page_lists_each_question_with_its_answer() {
        let value = faq_page([("Who are we?", "An exporter."), ("How?", "Send an enquiry.")]).unwrap();
        assert_eq!(value["@type"], "FAQPage");
        assert_eq!(value["mainEntity"][1]["name"], "How?");
        assert_eq!(value["mainEntity"][1]["acceptedAnswer"]["text"], "Send an enquiry.");
        assert_eq!(faq_page([]), None, "no questions, no entry");
    }

    #[test]
    fn offers_sum_up_the_prices() {
        let prices = [Decimal::from_str("1450.00").unwrap(), Decimal::from_str("95.50").unwrap()];
        let value = product(&ProductData {
            name: "Mango",
            description: "d",
            category: "Mangoes",
            image: Some("/static/m.svg"),
            path: "/products/mangoes",
            prices: &prices,
        });
        assert_eq!(value["url"], "/products/mangoes");
        assert_eq!(value["image"], "/static/m.svg");
        assert_eq!(value["offers"]["lowPrice"], 95.5);
        assert_eq!(value["offers"]["highPrice"], 1450.0);
        assert_eq!(value["offers"]["offerCount"], 2);
        assert_eq!(value["offers"]["priceCurrency"], "INR");
    }

    #[test]
    fn no_offers_no_aggregate() {
        let value =
            product(&ProductData { name: "A", description: "", category: "", image: None, path: "/p", prices: &[] });
        assert!(value.get("offers").is_none());
        assert!(value.get("image").is_none());
    }
}
