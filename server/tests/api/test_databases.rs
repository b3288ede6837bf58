//! The harness's databases (`helpers/template.rs`): every app starts on a copy of one
//! migrated and seeded template, which must be the schema the migrations make (foreign
//! keys and their cascades included) and a database of its own.

use foundation::entities::{faqs, user_addresses, users};
use migration::MigratorTrait;
use sea_orm::{ColumnTrait, EntityTrait, ModelTrait, PaginatorTrait, QueryFilter};

use crate::helpers::{Backend, Spawn, TestApp};
use crate::on_both_databases;

on_both_databases!(each_app_gets_a_copy_of_its_own, |backend: Backend| async move {
    let first = TestApp::spawn(backend).await.unwrap();
    let second = TestApp::spawn(backend).await.unwrap();
    assert_ne!(first.database_url, second.database_url);
    first.buyer("only-in-the-first@example.test").await;
    assert_eq!(users::Entity::find().count(&first.db).await.unwrap(), 1);
    assert_eq!(users::Entity::find().count(&second.db).await.unwrap(), 0, "the second app's copy is untouched");
    assert!(migration::Migrator::get_pending_migrations(&second.db).await.unwrap().is_empty());
    assert!(faqs::Entity::find().count(&second.db).await.unwrap() > 0, "the site content is seeded");
});

on_both_databases!(the_copy_keeps_foreign_keys_and_cascades, |backend: Backend| async move {
    let app = TestApp::spawn(backend).await.unwrap();
    let (id, _) = app.buyer("cascade@example.test").await;
    let addresses = || user_addresses::Entity::find().filter(user_addresses::Column::UserId.eq(id.clone()));
    assert_eq!(addresses().count(&app.db).await.unwrap(), 1, "sign-up stores the address");
    let user = users::Entity::find_by_id(id.clone()).one(&app.db).await.unwrap().unwrap();
    user.delete(&app.db).await.unwrap();
    assert_eq!(addresses().count(&app.db).await.unwrap(), 0, "the address went with its buyer (ON DELETE CASCADE)");
});

on_both_databases!(a_demo_copy_holds_the_demo_and_stays_apart, |backend: Backend| async move {
    let demo = Spawn::new(backend).demo().start().await.unwrap();
    let plain = TestApp::spawn(backend).await.unwrap();
    let demo_buyers = users::Entity::find().count(&demo.db).await.unwrap();
    assert!(demo_buyers > 0, "the demo buyers are there");
    assert_eq!(users::Entity::find().count(&plain.db).await.unwrap(), 0, "a plain app has no demo data");
    let (status, _) = demo
        .post_json(
            "/api/v1/user/login",
            serde_json::json!({ "email": "buyer@tradehub.example", "password": "buyer123" }),
        )
        .await;
    assert_eq!(status, 200, "the demo buyer signs in on the copy");
});
