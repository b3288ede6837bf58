//! Creating admins from the command line or from the environment at start.

use chrono::Utc;
use sea_orm::{ActiveModelTrait, ColumnTrait, DatabaseConnection, EntityTrait, QueryFilter, Set};

use crate::auth::password::hash_password;
use foundation::entities::admins;

fn normalize(email: &str) -> anyhow::Result<String> {
    let email = email.trim().to_lowercase();
    anyhow::ensure!(email.contains('@') && email.len() >= 3, "Email is invalid");
    Ok(email)
}

/// Creates the admin, or sets a new password when one with that e-mail exists.
/// Returns whether a new admin was created.
pub async fn create_or_reset_admin(db: &DatabaseConnection, email: &str, password: &str) -> anyhow::Result<bool> {
    anyhow::ensure!(password.chars().count() >= 6, "Password must be at least 6 characters");
    let email = normalize(email)?;
    let hash = hash_password(password)?;
    match admins::Entity::find().filter(admins::Column::Email.eq(&email)).one(db).await? {
        Some(existing) => {
            let mut row: admins::ActiveModel = existing.into();
            row.password_hash = Set(hash);
            row.update(db).await?;
            Ok(false)
        }
        None => {
            admins::ActiveModel {
                id: Set(uuid::Uuid::new_v4().to_string()),
                email: Set(email),
                password_hash: Set(hash),
                name: Set("Administrator".into()),
                created_at: Set(Utc::now()),
            }
            .insert(db)
            .await?;
            Ok(true)
        }
    }
}

/// Creates the admin only when none has that e-mail (used at start from the environment).
pub async fn ensure_admin(db: &DatabaseConnection, email: &str, password: &str) -> anyhow::Result<()> {
    let normalized = normalize(email)?;
    let exists = admins::Entity::find().filter(admins::Column::Email.eq(&normalized)).one(db).await?.is_some();
    if !exists {
        create_or_reset_admin(db, email, password).await?;
        tracing::info!("admin created from the environment");
    }
    Ok(())
}
