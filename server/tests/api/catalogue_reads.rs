//! Products and the public offers of a product, on the demo catalogue.

use std::collections::HashSet;

use foundation::entities::{vendor_listings, vendors};
use sea_orm::{ActiveModelTrait, ColumnTrait, EntityTrait, QueryFilter, Set};

use crate::helpers::{Backend, Spawn};
use crate::on_both_databases;

on_both_databases!(all_products_carry_varieties_features_and_specifications, |backend: Backend| async move {
    let app = Spawn::new(backend).demo().start().await.unwrap();
    let (status, body) = app.get_json("/api/v1/admin/product/getAllProducts").await;
    assert_eq!(status, 200);
    let products = body["products"].as_array().unwrap();
    assert!(products.len() >= 8);
    let families: HashSet<_> = products.iter().filter_map(|p| p["tag"].as_str()).collect();
    assert!(families.len() >= 3, "fruits, spices and textiles: {families:?}");
    for p in products {
        assert_eq!(p["_id"].as_str().unwrap().len(), 36);
        for key in ["title", "category", "details", "description"] {
            assert!(p[key].is_string(), "{key} of {}", p["title"]);
        }
        assert!(!p["features"].as_array().unwrap().is_empty());
        let spec = &p["specifications"][0];
        assert!(spec["name"].is_string() && spec["value"].is_string());
        let varieties = p["varieties"].as_array().unwrap();
        assert!(varieties.len() >= 3, "{} has {} varieties", p["title"], varieties.len());
        for v in varieties {
            assert!(v["_id"].is_string() && v["title"].is_string() && v["origin"].is_string());
            for key in ["energy", "protein", "crudeFibre", "calcium", "iron"] {
                assert!(v.get(key).is_some(), "{key}");
            }
            let shipping = &v["additionalDescription"];
            for key in [
                "packaging",
                "packagingMaterial",
                "supplyAbility",
                "container",
                "shipmentPreparationTime",
                "deliveryTime",
            ] {
                assert!(shipping[key].is_string(), "{key} of {}", v["title"]);
            }
        }
    }
});

on_both_databases!(
    offers_come_only_from_active_listings_of_verified_unblocked_vendors,
    |backend: Backend| async move {
        let app = Spawn::new(backend).demo().start().await.unwrap();
        // The product with the most listings.
        let listings = vendor_listings::Entity::find().all(&app.db).await.unwrap();
        assert!(listings.len() >= 15);
        let product_id = listings[0].product_id.clone();
        let of_product: Vec<_> = listings.iter().filter(|l| l.product_id == product_id).cloned().collect();

        let read = |app: &crate::helpers::TestApp| {
            let url = format!("/api/v1/vendorProduct/product/{product_id}");
            let app_url = app.url(&url);
            let client = app.client.clone();
            async move {
                let body: serde_json::Value = client.get(app_url).send().await.unwrap().json().await.unwrap();
                assert_eq!(body["success"], true);
                body["listings"].as_array().unwrap().clone()
            }
        };
        let before = read(&app).await;
        assert!(!before.is_empty());
        let first = &before[0];
        assert_eq!(first["product"]["_id"], product_id.as_str());
        assert!(first["vendor"]["name"].is_string() && first["vendor"]["location"].is_string());
        assert!(first["price"].is_number() && first["quantityAvailable"].is_number());
        assert!(first["varietyId"].is_string() && first["unit"].is_string());
        assert!(first["vendor"].get("email").is_none(), "supplier contact details stay private");

        // Block the vendor of the first offer, unverify the vendor of another, deactivate one listing.
        let blocked = first["vendor"]["_id"].as_str().unwrap().to_owned();
        set_vendor(&app.db, &blocked, |v| v.is_blocked = Set(true)).await;
        let other = of_product.iter().find(|l| l.vendor_id != blocked).map(|l| l.vendor_id.clone());
        if let Some(other) = &other {
            set_vendor(&app.db, other, |v| v.is_verified = Set(false)).await;
        }
        let remaining: Vec<_> =
            of_product.iter().filter(|l| l.vendor_id != blocked && Some(&l.vendor_id) != other.as_ref()).collect();
        if let Some(listing) = remaining.first() {
            let mut row: vendor_listings::ActiveModel = (*listing).clone().into();
            row.is_active = Set(false);
            row.update(&app.db).await.unwrap();
        }
        let after = read(&app).await;
        for offer in &after {
            let vendor = offer["vendor"]["_id"].as_str().unwrap();
            assert_ne!(vendor, blocked, "a blocked vendor's listing was returned");
            assert_ne!(Some(vendor.to_owned()), other, "an unverified vendor's listing was returned");
            assert_ne!(
                Some(offer["_id"].as_str().unwrap()),
                remaining.first().map(|l| l.id.as_str()),
                "inactive listing"
            );
        }
        assert!(after.len() < before.len());

        // The pending vendor of the demo never shows.
        let pending: Vec<String> = vendors::Entity::find()
            .filter(vendors::Column::IsVerified.eq(false))
            .all(&app.db)
            .await
            .unwrap()
            .into_iter()
            .map(|v| v.id)
            .collect();
        let all = listings.iter().map(|l| l.product_id.clone()).collect::<HashSet<_>>();
        for product in all {
            let (_, body) = app.get_json(&format!("/api/v1/vendorProduct/product/{product}")).await;
            for offer in body["listings"].as_array().unwrap() {
                assert!(!pending.contains(&offer["vendor"]["_id"].as_str().unwrap().to_owned()));
            }
        }
    }
);

on_both_databases!(offers_of_an_unknown_product_are_an_empty_list, |backend: Backend| async move {
    let app = Spawn::new(backend).demo().start().await.unwrap();
    let (status, body) = app.get_json("/api/v1/vendorProduct/product/00000000-0000-0000-0000-000000000000").await;
    assert_eq!(status, 200);
    assert_eq!(body["listings"].as_array().unwrap().len(), 0);
});

async fn set_vendor(db: &sea_orm::DatabaseConnection, id: &str, change: impl FnOnce(&mut vendors::ActiveModel)) {
    let vendor = vendors::Entity::find_by_id(id.to_owned()).one(db).await.unwrap().unwrap();
    let mut row: vendors::ActiveModel = vendor.into();
    change(&mut row);
    row.update(db).await.unwrap();
}
