//! What each page shows, as the topics of `ContentWrite` name it: a write drops the pages
//! whose topics it names. Every page shows the frame (logo, footer); every page but the
//! catalogue's shows the site's sections too (banner, FAQ, services, …).

use super::props::{PageData, PageName, PageProps};
use foundation::content_version::Topic;

pub fn of(props: &PageProps) -> Vec<Topic> {
    let mut topics = vec![Topic::Frame];
    if !matches!(props.page, PageName::Products | PageName::Category | PageName::Variety) {
        topics.push(Topic::Site);
    }
    match (&props.page, &props.data) {
        (PageName::Home, _) => topics.push(Topic::Catalogue),
        // The list, and each product's offers summed up ("from ₹X", how many): an offer
        // write names its variety.
        (PageName::Products, PageData::Products(data)) => {
            topics.push(Topic::Catalogue);
            topics.extend(data.products.iter().flat_map(|p| p.variety_ids.iter().map(|id| Topic::Variety(id.clone()))));
        }
        (PageName::Products, _) => topics.push(Topic::Catalogue),
        // The product, its variety cards, and the price range and count of the offers of
        // all its varieties (so an offer write, which names its variety, drops it too).
        (PageName::Category, PageData::Category(data)) => {
            let (product, varieties) = data.product.ids();
            topics.push(Topic::Product(product.to_owned()));
            topics.extend(varieties.map(|id| Topic::Variety(id.to_owned())));
        }
        // The variety and its offers, its product's list of varieties, related products
        // (not the offers of the product's other varieties).
        (PageName::Variety, PageData::Variety(data)) => {
            topics.push(Topic::Catalogue);
            topics.push(Topic::Product(data.product.id().to_owned()));
            topics.push(Topic::Variety(data.variety._id.clone()));
        }
        _ => {}
    }
    topics
}
