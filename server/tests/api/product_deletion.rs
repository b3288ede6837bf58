//! Deleting a product leaves no dangling rows, and enquiries about it stay readable.

use chrono::Utc;
use foundation::entities::{
    codes, product_enquiries, product_features, product_specifications, products, varieties, vendor_listings,
};
use sea_orm::{ActiveModelTrait, ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter, Set};

use crate::helpers::{Backend, Spawn};
use crate::on_both_databases;

on_both_databases!(deleting_a_product_removes_its_rows_and_keeps_enquiries, |backend: Backend| async move {
    let app = Spawn::new(backend).demo().start().await.unwrap();
    let db = &app.db;
    let listing = vendor_listings::Entity::find().one(db).await.unwrap().unwrap();
    let product = products::Entity::find_by_id(listing.product_id.clone()).one(db).await.unwrap().unwrap();
    let variety = varieties::Entity::find_by_id(listing.variety_id.clone()).one(db).await.unwrap().unwrap();
    let enquiry_id = enquiry_about(db, &listing.id).await;

    assert!(domain::catalogue::products::delete(&app.state, &product.id).await.unwrap());

    let id = product.id.clone();
    let count_features =
        product_features::Entity::find().filter(product_features::Column::ProductId.eq(&id)).count(db).await.unwrap();
    let count_specs = product_specifications::Entity::find()
        .filter(product_specifications::Column::ProductId.eq(&id))
        .count(db)
        .await
        .unwrap();
    let count_varieties =
        varieties::Entity::find().filter(varieties::Column::ProductId.eq(&id)).count(db).await.unwrap();
    let count_listings =
        vendor_listings::Entity::find().filter(vendor_listings::Column::ProductId.eq(&id)).count(db).await.unwrap();
    assert_eq!((count_features, count_specs, count_varieties, count_listings), (0, 0, 0, 0));
    // No listing anywhere points at a variety that is gone.
    let variety_ids: Vec<String> = varieties::Entity::find().all(db).await.unwrap().into_iter().map(|v| v.id).collect();
    for l in vendor_listings::Entity::find().all(db).await.unwrap() {
        assert!(variety_ids.contains(&l.variety_id));
    }

    let enquiry = product_enquiries::Entity::find_by_id(enquiry_id).one(db).await.unwrap().expect("the enquiry stays");
    assert_eq!(enquiry.product_title, product.title);
    assert_eq!(enquiry.variety_title, variety.title);
    assert_eq!(enquiry.supplier_price_paise, listing.price_paise);
    assert_eq!((enquiry.product_id, enquiry.variety_id, enquiry.listing_id), (None, None, None));

    // The catalogue no longer lists it.
    let (_, body) = app.get_json("/api/v1/admin/product/getAllProducts").await;
    assert!(body["products"].as_array().unwrap().iter().all(|p| p["_id"] != id.as_str()));
});

/// A buyer's enquiry about `listing` (its product, variety and price copied as the enquiry
/// form does); answers its id.
pub async fn enquiry_about(db: &sea_orm::DatabaseConnection, listing_id: &str) -> String {
    let listing = vendor_listings::Entity::find_by_id(listing_id.to_owned()).one(db).await.unwrap().unwrap();
    let product = products::Entity::find_by_id(listing.product_id.clone()).one(db).await.unwrap().unwrap();
    let variety = varieties::Entity::find_by_id(listing.variety_id.clone()).one(db).await.unwrap().unwrap();
    let enquiry_id = uuid::Uuid::new_v4().to_string();
    let now = Utc::now();
    product_enquiries::ActiveModel {
        id: Set(enquiry_id.clone()),
        user_id: Set(None),
        listing_id: Set(Some(listing.id.clone())),
        vendor_id: Set(Some(listing.vendor_id.clone())),
        product_id: Set(Some(product.id.clone())),
        variety_id: Set(Some(variety.id.clone())),
        product_title: Set(product.title.clone()),
        variety_title: Set(variety.title.clone()),
        supplier_name: Set("Supplier".into()),
        supplier_price_paise: Set(listing.price_paise),
        supplier_unit: Set(listing.unit),
        name: Set("Buyer".into()),
        email: Set("buyer@example.test".into()),
        phone: Set("9999999999".into()),
        company: Set(None),
        address: Set("1 Road".into()),
        city: Set("Pune".into()),
        state: Set("MH".into()),
        pincode: Set("411001".into()),
        quantity: Set(10.0),
        unit: Set(codes::Unit::Kg),
        urgency: Set(codes::Urgency::Normal),
        delivery_date: Set(None),
        additional_requirements: Set(None),
        packaging_preference: Set(codes::PackagingPreference::Standard),
        payment_terms: Set(codes::PaymentTerms::Net30),
        certification_required: Set(false),
        samples_required: Set(true),
        status: Set(codes::EnquiryStatus::Pending),
        submission_key: Set(None),
        supplier_reply: Set(None),
        supplier_replied_at: Set(None),
        created_at: Set(now),
        updated_at: Set(now),
        ..Default::default()
    }
    .insert(db)
    .await
    .unwrap();
    enquiry_id
}
