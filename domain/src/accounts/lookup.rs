//! An account of each role, found by the e-mail it signs in with or by its id.

use sea_orm::{ColumnTrait, ConnectionTrait, DbErr, EntityTrait, QueryFilter};

use foundation::entities::{admins, users, vendors};

/// The buyer who signs in with `email` (in its stored form).
pub async fn buyer_by_email<C: ConnectionTrait>(db: &C, email: &str) -> Result<Option<users::Model>, DbErr> {
    users::Entity::find().filter(users::Column::Email.eq(email)).one(db).await
}

/// The supplier who signs in with `email` (in its stored form).
pub async fn supplier_by_email<C: ConnectionTrait>(db: &C, email: &str) -> Result<Option<vendors::Model>, DbErr> {
    vendors::Entity::find().filter(vendors::Column::Email.eq(email)).one(db).await
}

/// The admin who signs in with `email` (in its stored form).
pub async fn admin_by_email<C: ConnectionTrait>(db: &C, email: &str) -> Result<Option<admins::Model>, DbErr> {
    admins::Entity::find().filter(admins::Column::Email.eq(email)).one(db).await
}

pub async fn buyer<C: ConnectionTrait>(db: &C, id: String) -> Result<Option<users::Model>, DbErr> {
    users::Entity::find_by_id(id).one(db).await
}

pub async fn supplier<C: ConnectionTrait>(db: &C, id: String) -> Result<Option<vendors::Model>, DbErr> {
    vendors::Entity::find_by_id(id).one(db).await
}

pub async fn admin<C: ConnectionTrait>(db: &C, id: String) -> Result<Option<admins::Model>, DbErr> {
    admins::Entity::find_by_id(id).one(db).await
}
