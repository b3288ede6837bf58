//! Slugs on the real database: readable for any script, and unique where the URL needs it
//! (per product; per product for its varieties).

use domain::seed::slug::{free_category_slug, free_product_slug, free_variety_slug, insert_product, insert_variety};
use foundation::entities::{products, varieties};
use sea_orm::{ActiveModelTrait, Set};

use crate::helpers::{Backend, Spawn};
use crate::on_both_databases;

async fn product(db: &sea_orm::DatabaseConnection, title: &str) -> products::Model {
    products::ActiveModel {
        title: Set(title.into()),
        slug: Set(free_product_slug(db, title).await.unwrap()),
        category: Set(title.into()),
        category_slug: Set(free_category_slug(db, title).await.unwrap()),
        description: Set(String::new()),
        details: Set(String::new()),
        position: Set(0),
        ..Default::default()
    }
    .insert(db)
    .await
    .unwrap()
}

async fn variety(db: &sea_orm::DatabaseConnection, product_id: &str, title: &str) -> varieties::Model {
    varieties::ActiveModel {
        product_id: Set(product_id.into()),
        title: Set(title.into()),
        slug: Set(free_variety_slug(db, product_id, title).await.unwrap()),
        position: Set(0),
        ..Default::default()
    }
    .insert(db)
    .await
    .unwrap()
}

on_both_databases!(titles_get_readable_distinct_slugs, |backend: Backend| async move {
    let app = Spawn::new(backend).start().await.unwrap();
    let db = &app.db;
    let creme = product(db, "Crème brûlée").await;
    assert_eq!((creme.slug.as_str(), creme.category_slug.as_str()), ("creme-brulee", "creme-brulee"));
    let again = product(db, "Crème Brûlée").await;
    assert_eq!(again.slug, "creme-brulee-2", "two titles meet: the second gets a suffix");
    assert_eq!(again.category_slug, "creme-brulee-2");
    let hindi = product(db, "हापुस आम").await;
    assert_eq!(hindi.slug, "haapus-aam");
    let kesar = product(db, "केसर आम").await;
    assert!(kesar.slug.ends_with("-aam") && kesar.slug != hindi.slug, "{}", kesar.slug);

    // Varieties: unique within their product, free to repeat across products.
    assert_eq!(variety(db, &creme.id, "Vanilla").await.slug, "vanilla");
    assert_eq!(variety(db, &creme.id, "vanilla!").await.slug, "vanilla-2");
    assert_eq!(variety(db, &again.id, "Vanilla").await.slug, "vanilla");
    assert_eq!(variety(db, &hindi.id, "रत्नागिरी").await.slug, "rtnaagirii");
});

on_both_databases!(parallel_writers_of_one_title_get_distinct_slugs, |backend: Backend| async move {
    let app = Spawn::new(backend).start().await.unwrap();
    let row = |title: &str| products::ActiveModel {
        title: Set(title.into()),
        category: Set(title.into()),
        description: Set(String::new()),
        details: Set(String::new()),
        position: Set(0),
        ..Default::default()
    };
    let writers = (0..6).map(|_| insert_product(&app.db, row("Crème brûlée")));
    let stored = futures_util::future::join_all(writers).await;
    let mut slugs: Vec<String> = stored.into_iter().map(|r| r.expect("every writer stores its product").slug).collect();
    slugs.sort();
    assert_eq!(
        slugs,
        ["creme-brulee", "creme-brulee-2", "creme-brulee-3", "creme-brulee-4", "creme-brulee-5", "creme-brulee-6"]
    );

    let parent = insert_product(&app.db, row("Mango")).await.unwrap();
    let variety = |title: &str| varieties::ActiveModel {
        product_id: Set(parent.id.clone()),
        title: Set(title.into()),
        position: Set(0),
        ..Default::default()
    };
    let writers = (0..4).map(|_| insert_variety(&app.db, variety("हापुस")));
    let mut slugs: Vec<String> =
        futures_util::future::join_all(writers).await.into_iter().map(|r| r.expect("stored").slug).collect();
    slugs.sort();
    assert_eq!(slugs, ["haapus", "haapus-2", "haapus-3", "haapus-4"]);
});
