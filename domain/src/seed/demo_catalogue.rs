//! The demonstration catalogue's shape, its product list, and the code that writes it.

use std::collections::HashMap;

use sea_orm::{ActiveModelTrait, ConnectionTrait, DbErr, Set};

use super::catalogue_seed::{Nutrition, ProductSeed, VarietySeed};
use super::slug::{insert_product, insert_variety};
use super::{catalogue_fruits as fruits, catalogue_spices as spices, catalogue_textiles as textiles};
use foundation::entities::codes::ComparableUnit;
use foundation::entities::{product_features, product_specifications, products, varieties};

/// In catalogue order.
pub(super) const CATALOGUE: [&ProductSeed; 10] = [
    &fruits::MANGO,
    &fruits::POMEGRANATE,
    &fruits::BANANA,
    &fruits::GRAPES,
    &spices::TURMERIC,
    &spices::BLACK_PEPPER,
    &spices::CARDAMOM,
    &spices::RED_CHILLI,
    &textiles::COTTON_FABRIC,
    &textiles::SILK_SAREES,
];

/// What a product's offers are compared per: fabric by the metre, sarees by the piece,
/// everything else by weight.
pub(super) fn sold_by(product_title: &str) -> ComparableUnit {
    match product_title {
        t if t == textiles::COTTON_FABRIC.title => ComparableUnit::Metre,
        t if t == textiles::SILK_SAREES.title => ComparableUnit::Piece,
        _ => ComparableUnit::Kg,
    }
}

/// What the offers need to point at a variety.
pub(super) struct Placed {
    pub product_id: String,
    pub variety_id: String,
}

/// Written varieties by (product title, variety title).
pub(super) type Placements = HashMap<(&'static str, &'static str), Placed>;

pub(super) async fn write_catalogue<C: ConnectionTrait>(db: &C) -> Result<Placements, DbErr> {
    let mut placed = Placements::new();
    for (position, product) in CATALOGUE.iter().enumerate() {
        let row = products::ActiveModel {
            title: Set(product.title.into()),
            category: Set(product.category.into()),
            tag: Set(Some(product.tag.into())),
            description: Set(product.description.into()),
            details: Set(product.details.into()),
            image: Set(Some(product.image.into())),
            position: Set(position as i32),
            ..Default::default()
        };
        let row = insert_product(db, row).await?;
        for (position, text) in product.features.iter().enumerate() {
            product_features::ActiveModel {
                product_id: Set(row.id.clone()),
                position: Set(position as i32),
                text: Set((*text).into()),
                ..Default::default()
            }
            .insert(db)
            .await?;
        }
        for (position, (name, value)) in product.specifications.iter().enumerate() {
            product_specifications::ActiveModel {
                product_id: Set(row.id.clone()),
                position: Set(position as i32),
                name: Set((*name).into()),
                value: Set((*value).into()),
                ..Default::default()
            }
            .insert(db)
            .await?;
        }
        for (position, variety) in product.varieties.iter().enumerate() {
            let variety_id = write_variety(db, (&row.id, product.title), position as i32, variety).await?;
            placed.insert((product.title, variety.title), Placed { product_id: row.id.clone(), variety_id });
        }
    }
    Ok(placed)
}

async fn write_variety<C: ConnectionTrait>(
    db: &C,
    (product_id, product_title): (&str, &str),
    position: i32,
    v: &VarietySeed,
) -> Result<String, DbErr> {
    let food = v.nutrition.as_ref();
    let field = |pick: fn(&Nutrition) -> &'static str| Set(food.map(|n| pick(n).to_owned()));
    let row = varieties::ActiveModel {
        product_id: Set(product_id.into()),
        position: Set(position),
        title: Set(v.title.into()),
        description: Set(Some(v.description.into())),
        image: Set(Some(v.image.into())),
        origin: Set(Some(v.origin.into())),
        energy: field(|n| n.energy),
        protein: field(|n| n.protein),
        crude_fibre: field(|n| n.crude_fibre),
        calcium: field(|n| n.calcium),
        iron: field(|n| n.iron),
        packaging: Set(Some(v.shipping.packaging.into())),
        packaging_material: Set(Some(v.shipping.packaging_material.into())),
        supply_ability: Set(Some(v.shipping.supply_ability.into())),
        container: Set(Some(v.shipping.container.into())),
        shipment_preparation_time: Set(Some(v.shipping.preparation_time.into())),
        delivery_time: Set(Some(v.shipping.delivery_time.into())),
        comparable_unit: Set(sold_by(product_title)),
        ..Default::default()
    };
    Ok(insert_variety(db, row).await?.id)
}
