//! What each page shows, as the topics of `ContentWrite` name it: a write drops the pages
//! whose topics it names. Every page shows the site content (logo, footer).

use super::PageProps;
use crate::content_write::Topic;

pub fn of(props: &PageProps) -> Vec<Topic> {
    let id = |value: &serde_json::Value| value["_id"].as_str().map(str::to_owned);
    let mut topics = vec![Topic::Site];
    match props.page {
        "home" | "products" => topics.push(Topic::Catalogue),
        // The product, the price range and count of its offers (all its varieties').
        "category" => topics.extend(id(&props.data["product"]).map(Topic::Product)),
        // The variety and its offers, its product's list of varieties, related products.
        "variety" => {
            topics.push(Topic::Catalogue);
            topics.extend(id(&props.data["product"]).map(Topic::Product));
            topics.extend(id(&props.data["variety"]).map(Topic::Variety));
        }
        _ => {}
    }
    topics
}
