//! The admin's product form (multipart, SPEC.md section 7), checked into a [`ProductInput`]
//! before anything is stored. Lists travel as JSON text fields: `features` (texts),
//! `specifications` (name/value rows) and `varieties`; variety pictures are the repeated
//! `varietyImages` files, and each variety names its own by `imageIndex`.

use std::collections::HashSet;

use serde::Deserialize;
use utoipa::ToSchema;

use super::products::Specification;
use crate::uploads::{Accepts, FileRule, Form, Upload};
use crate::validation::rules::messages::MAIN_IMAGE_REQUIRED;
use crate::validation::{self, optional, required, Invalid};
use foundation::error::Error;
use foundation::text::slugify;

pub const FILE_RULES: [FileRule; 2] = [
    FileRule { field: "mainImage", label: "Main image", accepts: Accepts::Picture },
    FileRule { field: "varietyImages", label: "Variety image", accepts: Accepts::Picture },
];

/// The JSON list fields may be longer than a plain text field.
pub const LONG_TEXTS: [(&str, usize); 3] =
    [("varieties", 512 * 1024), ("features", 64 * 1024), ("specifications", 64 * 1024)];

const TITLE_MAX: usize = 200;
const CATEGORY_MAX: usize = 150;
const TAG_MAX: usize = 100;
const TEXT_MAX: usize = 10_000;
const FEATURE_MAX: usize = 500;
const SPEC_NAME_MAX: usize = 255;
const SPEC_VALUE_MAX: usize = 500;
const SHORT_MAX: usize = 255;
const SHIPPING_MAX: usize = 2000;
/// More rows than any catalogue entry needs; keeps one form's work bounded.
const ROWS_MAX: usize = 50;

/// One variety as the `varieties` JSON text carries it (every field optional but the title).
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct VarietyInput {
    /// The variety's `_id` when it already exists: kept on update, so offers and
    /// enquiries stay attached. A variety of the product missing from the list is removed.
    #[serde(rename = "_id")]
    pub _id: Option<String>,
    pub title: Option<String>,
    pub description: Option<String>,
    pub origin: Option<String>,
    pub energy: Option<String>,
    pub protein: Option<String>,
    pub crude_fibre: Option<String>,
    pub calcium: Option<String>,
    pub iron: Option<String>,
    pub additional_description: Option<ShippingInput>,
    /// Position (from 0) of this variety's new picture among the `varietyImages` files of
    /// the request. Without it an existing variety keeps its picture (unless
    /// `removeImage`); a new one has none.
    pub image_index: Option<usize>,
    /// Drops the variety's current picture (ignored when `imageIndex` is given).
    pub remove_image: Option<bool>,
}

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ShippingInput {
    pub packaging: Option<String>,
    pub packaging_material: Option<String>,
    pub supply_ability: Option<String>,
    pub container: Option<String>,
    pub shipment_preparation_time: Option<String>,
    pub delivery_time: Option<String>,
}

#[derive(Debug, Deserialize)]
struct SpecificationInput {
    #[serde(default)]
    name: Option<String>,
    #[serde(default)]
    value: Option<String>,
}

/// A checked variety, ready to store.
#[derive(Debug, Clone)]
pub struct VarietyFields {
    pub id: Option<String>,
    pub title: String,
    pub slug: String,
    pub description: Option<String>,
    pub origin: Option<String>,
    pub energy: Option<String>,
    pub protein: Option<String>,
    pub crude_fibre: Option<String>,
    pub calcium: Option<String>,
    pub iron: Option<String>,
    pub packaging: Option<String>,
    pub packaging_material: Option<String>,
    pub supply_ability: Option<String>,
    pub container: Option<String>,
    pub shipment_preparation_time: Option<String>,
    pub delivery_time: Option<String>,
    pub image: Option<Upload>,
    pub remove_image: bool,
}

/// A checked product form.
#[derive(Debug, Clone)]
pub struct ProductInput {
    pub title: String,
    pub slug: String,
    pub category: String,
    pub category_slug: String,
    pub tag: Option<String>,
    pub details: String,
    pub description: String,
    pub features: Vec<String>,
    pub specifications: Vec<Specification>,
    pub varieties: Vec<VarietyFields>,
    pub main_image: Option<Upload>,
}

/// Checks the form; `creating` makes the main image required ('Main image is required').
pub fn parse(form: &Form, creating: bool) -> Result<ProductInput, Error> {
    let mut check = validation::Form::new();
    let title = check.check("title", required(form.text("title"), "Title", TITLE_MAX));
    let category = check.check("category", required(form.text("category"), "Category", CATEGORY_MAX));
    let tag = check.check("tag", optional(form.text("tag"), "Tag", TAG_MAX));
    let details = check.check("details", optional(form.text("details"), "Details", TEXT_MAX));
    let description = check.check("description", optional(form.text("description"), "Description", TEXT_MAX));
    let features = check.check("features", features(form.text("features")));
    let specifications = check.check("specifications", specifications(form.text("specifications")));
    let images = form.files_named("varietyImages");
    let varieties = check.check("varieties", varieties(form.text("varieties"), &images));
    let main_image = form.files.get("mainImage").cloned();
    if creating && main_image.is_none() {
        check.fail("mainImage", MAIN_IMAGE_REQUIRED);
    }
    check.finish()?;
    let (
        Some(title),
        Some(category),
        Some(tag),
        Some(details),
        Some(description),
        Some(features),
        Some(specifications),
        Some(varieties),
    ) = (title, category, tag, details, description, features, specifications, varieties)
    else {
        unreachable!("a form with no failures has every value")
    };
    Ok(ProductInput {
        slug: slugify(&title),
        category_slug: slugify(&category),
        title,
        category,
        tag,
        details: details.unwrap_or_default(),
        description: description.unwrap_or_default(),
        features,
        specifications,
        varieties,
        main_image,
    })
}

fn json_list<T: for<'de> Deserialize<'de>>(text: Option<&str>, shape: &str) -> Result<Vec<T>, Invalid> {
    let text = text.map(str::trim).unwrap_or_default();
    if text.is_empty() {
        return Ok(Vec::new());
    }
    let list: Vec<T> = serde_json::from_str(text).map_err(|_| Invalid(format!("{shape} must be a JSON list")))?;
    if list.len() > ROWS_MAX {
        return Err(Invalid(format!("{shape} may have at most {ROWS_MAX} entries")));
    }
    Ok(list)
}

/// Blank lines are dropped.
fn features(text: Option<&str>) -> Result<Vec<String>, Invalid> {
    let lines: Vec<String> = json_list(text, "Features")?;
    let mut kept = Vec::new();
    for line in lines {
        if let Some(line) = optional(Some(&line), "A feature", FEATURE_MAX)? {
            kept.push(line);
        }
    }
    Ok(kept)
}

/// Rows with neither name nor value are dropped; a value needs its name.
fn specifications(text: Option<&str>) -> Result<Vec<Specification>, Invalid> {
    let rows: Vec<SpecificationInput> = json_list(text, "Specifications")?;
    let mut kept = Vec::new();
    for row in rows {
        let name = optional(row.name.as_deref(), "A specification name", SPEC_NAME_MAX)?;
        let value = optional(row.value.as_deref(), "A specification value", SPEC_VALUE_MAX)?;
        match (name, value) {
            (None, None) => {}
            (None, Some(_)) => return Err(Invalid::new("Each specification needs a name")),
            (Some(name), value) => kept.push(Specification { name, value: value.unwrap_or_default() }),
        }
    }
    Ok(kept)
}

fn varieties(text: Option<&str>, images: &[&Upload]) -> Result<Vec<VarietyFields>, Invalid> {
    let rows: Vec<VarietyInput> = json_list(text, "Varieties")?;
    let mut slugs = HashSet::new();
    let mut ids = HashSet::new();
    let mut used = vec![false; images.len()];
    let mut kept = Vec::new();
    for (n, row) in rows.into_iter().enumerate() {
        let at = n + 1;
        let title = required(row.title.as_deref(), &format!("Variety {at}: title"), SHORT_MAX)?;
        let slug = slugify(&title);
        // The variety page is found by the variety's slug within its product.
        if !slugs.insert(slug.clone()) {
            return Err(Invalid(format!("Two varieties cannot have the same title ({title})")));
        }
        let id = row._id.map(|id| id.trim().to_owned()).filter(|id| !id.is_empty());
        if let Some(id) = &id {
            if !ids.insert(id.clone()) {
                return Err(Invalid(format!("Variety {at} repeats another variety's _id")));
            }
        }
        let image = match row.image_index {
            None => None,
            Some(i) if i < images.len() => {
                used[i] = true;
                Some(images[i].clone())
            }
            Some(i) => return Err(Invalid(format!("Variety {at}: variety image {i} was not sent"))),
        };
        let short =
            |v: Option<String>, label: &str| optional(v.as_deref(), &format!("Variety {at}: {label}"), SHORT_MAX);
        let ship = row.additional_description.unwrap_or_default();
        let long =
            |v: Option<String>, label: &str| optional(v.as_deref(), &format!("Variety {at}: {label}"), SHIPPING_MAX);
        kept.push(VarietyFields {
            id,
            title,
            slug,
            description: optional(row.description.as_deref(), &format!("Variety {at}: description"), TEXT_MAX)?,
            origin: short(row.origin, "origin")?,
            energy: short(row.energy, "energy")?,
            protein: short(row.protein, "protein")?,
            crude_fibre: short(row.crude_fibre, "crude fibre")?,
            calcium: short(row.calcium, "calcium")?,
            iron: short(row.iron, "iron")?,
            packaging: long(ship.packaging, "packaging")?,
            packaging_material: long(ship.packaging_material, "packaging material")?,
            supply_ability: long(ship.supply_ability, "supply ability")?,
            container: long(ship.container, "container")?,
            shipment_preparation_time: long(ship.shipment_preparation_time, "shipment preparation time")?,
            delivery_time: long(ship.delivery_time, "delivery time")?,
            remove_image: row.remove_image.unwrap_or(false) && image.is_none(),
            image,
        });
    }
    // A picture no variety names would be stored for nothing.
    if let Some(i) = used.iter().position(|u| !u) {
        return Err(Invalid(format!("Variety image {i} is not the image of any variety (set its imageIndex)")));
    }
    Ok(kept)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lists_come_from_json_text() {
        assert_eq!(features(Some(r#"["Sweet", "  ", " Export grade "]"#)).unwrap(), vec!["Sweet", "Export grade"]);
        assert!(features(Some("Sweet")).is_err());
        assert!(features(None).unwrap().is_empty());
        let specs = specifications(Some(r#"[{"name":"Brix","value":"18%"},{"name":"","value":""}]"#)).unwrap();
        assert_eq!((specs.len(), specs[0].name.as_str(), specs[0].value.as_str()), (1, "Brix", "18%"));
        assert!(specifications(Some(r#"[{"name":"","value":"18%"}]"#)).is_err());
    }

    #[test]
    fn varieties_name_their_pictures_and_titles_are_distinct() {
        let text = r#"[{"title":"Alphonso","imageIndex":0},{"title":"Kesar"}]"#;
        assert!(varieties(Some(text), &[]).unwrap_err().0.contains("variety image 0 was not sent"));
        assert!(varieties(Some(r#"[{"title":"Kesar"},{"title":"KESAR"}]"#), &[]).is_err());
        assert!(varieties(Some(r#"[{"title":" "}]"#), &[]).unwrap_err().0.contains("title is required"));
        let ok = varieties(
            Some(r#"[{"title":"Kesar","energy":"60 kcal","additionalDescription":{"container":"20 ft reefer"}}]"#),
            &[],
        )
        .unwrap();
        assert_eq!(ok[0].container.as_deref(), Some("20 ft reefer"));
        assert_eq!(ok[0].slug, "kesar");
    }
}
