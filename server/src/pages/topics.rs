//! What each page shows, as the topics of `ContentWrite` name it: a write drops the pages
//! whose topics it names. Every page shows the site content (logo, footer).

use super::PageProps;
use crate::content_write::Topic;

pub fn of(props: &PageProps) -> Vec<Topic> {
    let id = |value: &serde_json::Value| value["_id"].as_str().map(str::to_owned);
    let mut topics = vec![Topic::Site];
    match props.page {
        "home" | "products" => topics.push(Topic::Catalogue),
        // The product, its variety cards, and the price range and count of the offers of
        // all its varieties (so a listing write, which names its variety, drops it too).
        "category" => {
            let product = &props.data["product"];
            topics.extend(id(product).map(Topic::Product));
            let varieties = product["varieties"].as_array().map(Vec::as_slice).unwrap_or_default();
            topics.extend(varieties.iter().filter_map(id).map(Topic::Variety));
        }
        // The variety and its offers, its product's list of varieties, related products
        // (not the offers of the product's other varieties).
        "variety" => {
            topics.push(Topic::Catalogue);
            topics.extend(id(&props.data["product"]).map(Topic::Product));
            topics.extend(id(&props.data["variety"]).map(Topic::Variety));
        }
        _ => {}
    }
    topics
}
