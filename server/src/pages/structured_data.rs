//! JSON-LD for search engines (schema.org). Like `meta.canonical`, the URLs in it are
//! paths of this site: the renderer, which knows the public origin, makes them absolute
//! and embeds the result escaped in a non-executable script element.

use rust_decimal::prelude::ToPrimitive;
use rust_decimal::Decimal;
use serde_json::{json, Map, Value};

use domain::trade::comparable::measure;
use domain::trade::figures::OfferFigures;
use foundation::entities::codes::{ComparableUnit, Unit};

/// The most offers one entry lists one by one; the aggregate covers them all.
const OFFERS_LISTED: usize = 20;

/// One public offer as search engines read it: its own price per `unit` in rupees, and the
/// like-for-like figures that compare it.
pub struct OfferPoint<'a> {
    pub price: Decimal,
    pub unit: Unit,
    pub figures: &'a OfferFigures,
}

impl<'a> OfferPoint<'a> {
    pub fn of(price: Decimal, unit: Unit, figures: &'a OfferFigures) -> Self {
        Self { price, unit, figures }
    }
}

/// What a `Product` entry says about a catalogue page.
pub struct ProductData<'a> {
    pub name: &'a str,
    pub description: &'a str,
    pub category: &'a str,
    /// Path (or URL) of the image.
    pub image: Option<&'a str>,
    /// Path of the page (canonical).
    pub path: &'a str,
    /// The active public offers, cheapest per comparable unit first.
    pub offers: &'a [OfferPoint<'a>],
}

/// UN/CEFACT common codes of the comparable units (schema.org's `unitCode`).
fn unit_code(unit: ComparableUnit) -> &'static str {
    match unit {
        ComparableUnit::Kg => "KGM",
        ComparableUnit::Piece => "H87",
        ComparableUnit::Metre => "MTR",
    }
}

/// How many comparable units one `unit` of the offer holds, when known.
fn holds(offer: &OfferPoint) -> Option<Decimal> {
    measure(offer.unit, offer.figures.comparable_unit).or(offer.figures.pack_content)
}

/// One offer: its price per its own unit, stated as a unit price of the comparable unit
/// for the quantity one unit holds (a box of 5 kg: 5 KGM).
fn offer_entry(offer: &OfferPoint) -> Value {
    let code = unit_code(offer.figures.comparable_unit);
    let mut spec = json!({
        "@type": "UnitPriceSpecification",
        "price": number(offer.price),
        "priceCurrency": "INR",
        "unitCode": code,
    });
    if let Some(quantity) = holds(offer) {
        spec["referenceQuantity"] =
            json!({ "@type": "QuantitativeValue", "value": number(quantity), "unitCode": code });
    }
    json!({
        "@type": "Offer",
        "price": number(offer.price),
        "priceCurrency": "INR",
        "priceSpecification": spec,
        "availability": "https://schema.org/InStock",
    })
}

/// The offers cheapest per comparable unit first, unknown figures last: the same entry
/// whatever order the page shows them in.
fn cheapest_first<'a, 'b>(offers: &'b [OfferPoint<'a>]) -> Vec<&'b OfferPoint<'a>> {
    let mut sorted: Vec<&OfferPoint> = offers.iter().collect();
    sorted.sort_by_key(|o| (o.figures.comparable_price.is_none(), o.figures.comparable_price));
    sorted
}

/// The aggregate over the offers: lowest and highest price per comparable unit (of the
/// unit most offers compare in, so kilograms never meet pieces), in rupees.
fn aggregate(offers: &[OfferPoint]) -> Option<Value> {
    let unit = offers.first()?.figures.comparable_unit;
    let comparable: Vec<Decimal> = offers
        .iter()
        .filter(|o| o.figures.comparable_unit == unit)
        .filter_map(|o| o.figures.comparable_price)
        .collect();
    let (low, high) = (comparable.iter().min()?, comparable.iter().max()?);
    let code = unit_code(unit);
    Some(json!({
        "@type": "AggregateOffer",
        "priceCurrency": "INR",
        "lowPrice": number(*low),
        "highPrice": number(*high),
        "offerCount": offers.len(),
        "availability": "https://schema.org/InStock",
        "priceSpecification": {
            "@type": "UnitPriceSpecification",
            "priceCurrency": "INR",
            "minPrice": number(*low),
            "maxPrice": number(*high),
            "unitCode": code,
            "referenceQuantity": { "@type": "QuantitativeValue", "value": 1, "unitCode": code },
        },
        "offers": cheapest_first(offers).into_iter().take(OFFERS_LISTED).map(offer_entry).collect::<Vec<_>>(),
    }))
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
    if let Some(offers) = aggregate(data.offers) {
        entry.insert("offers".into(), offers);
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

    fn figures(comparable: &str, pack: Option<&str>) -> OfferFigures {
        OfferFigures {
            currency: foundation::entities::codes::Currency::Inr,
            comparable_price: Some(Decimal::from_str(comparable).unwrap()),
            comparable_unit: ComparableUnit::Kg,
            pack_content: pack.map(|p| Decimal::from_str(p).unwrap()),
            incoterm: foundation::entities::codes::Incoterm::Exw,
            named_place: "Pune".into(),
            converted: None,
        }
    }

    #[test]
    fn offers_compare_per_kilogram_in_rupees() {
        let (boxed, ton) = (figures("276", Some("5")), figures("410", None));
        let offers = [
            OfferPoint { price: Decimal::from_str("1380").unwrap(), unit: Unit::Box, figures: &boxed },
            OfferPoint { price: Decimal::from_str("410000").unwrap(), unit: Unit::Ton, figures: &ton },
        ];
        let value = product(&ProductData {
            name: "Mango",
            description: "d",
            category: "Mangoes",
            image: Some("/static/m.svg"),
            path: "/products/mangoes",
            offers: &offers,
        });
        assert_eq!(value["url"], "/products/mangoes");
        assert_eq!(value["image"], "/static/m.svg");
        let aggregate = &value["offers"];
        assert_eq!((&aggregate["lowPrice"], &aggregate["highPrice"]), (&json!(276.0), &json!(410.0)));
        assert_eq!(aggregate["offerCount"], 2);
        assert_eq!(aggregate["priceCurrency"], "INR");
        assert_eq!(aggregate["priceSpecification"]["unitCode"], "KGM");
        let first = &aggregate["offers"][0]["priceSpecification"];
        assert_eq!((&first["price"], &first["priceCurrency"]), (&json!(1380.0), &json!("INR")));
        assert_eq!(first["referenceQuantity"]["value"], 5.0, "a box of 5 kg");
        assert_eq!(aggregate["offers"][1]["priceSpecification"]["referenceQuantity"]["value"], 1000.0);
    }

    #[test]
    fn no_offers_no_aggregate() {
        let value =
            product(&ProductData { name: "A", description: "", category: "", image: None, path: "/p", offers: &[] });
        assert!(value.get("offers").is_none());
        assert!(value.get("image").is_none());
    }
}
