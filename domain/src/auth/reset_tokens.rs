//! Password-reset tokens: 32 random bytes, sent only in the e-mail; the database keeps
//! their SHA-256. A token works once, for one hour, and using one (or any password change)
//! ends every other token of the account.

use chrono::Duration;
use rand::RngCore;
use sea_orm::sea_query::Expr;
use sea_orm::{ActiveModelTrait, ColumnTrait, ConnectionTrait, DbErr, EntityTrait, QueryFilter, Set};
use sha2::{Digest, Sha256};

use super::token::Role;
use foundation::entities::{now, password_resets};

pub const VALID_FOR: Duration = Duration::hours(1);

/// The stored form of a token.
pub fn digest(token: &str) -> String {
    format!("{:x}", Sha256::digest(token.as_bytes()))
}

/// Records a new token for the account and returns it (the only copy outside the mail).
pub async fn issue<C: ConnectionTrait>(conn: &C, role: Role, account_id: &str) -> Result<String, DbErr> {
    let mut bytes = [0u8; 32];
    rand::rngs::OsRng.fill_bytes(&mut bytes);
    let token: String = bytes.iter().map(|b| format!("{b:02x}")).collect();
    let at = now();
    password_resets::ActiveModel {
        token_hash: Set(digest(&token)),
        role: Set(role.as_str().to_owned()),
        account_id: Set(account_id.to_owned()),
        created_at: Set(at),
        expires_at: Set(at + VALID_FOR),
    }
    .insert(conn)
    .await?;
    Ok(token)
}

/// Uses a token: the account it belongs to, once. The first statement is one UPDATE that
/// ends the token's life (`expires_at` = now) only while it is live, so it also takes the
/// write lock (SQLite) or the row lock (MySQL): of two parallel uses one changes the row,
/// the other finds it dead. An expired token or one of another role gets nothing. Call it
/// first in the reset's transaction; the caller deletes the row with the account's others.
pub async fn redeem<C: ConnectionTrait>(conn: &C, role: Role, token: &str) -> Result<Option<String>, DbErr> {
    let hash = digest(token.trim());
    let at = now();
    let used = password_resets::Entity::update_many()
        .col_expr(password_resets::Column::ExpiresAt, Expr::value(at))
        .filter(password_resets::Column::TokenHash.eq(hash.as_str()))
        .filter(password_resets::Column::Role.eq(role.as_str()))
        .filter(password_resets::Column::ExpiresAt.gt(at))
        .exec(conn)
        .await?;
    if used.rows_affected != 1 {
        return Ok(None);
    }
    Ok(password_resets::Entity::find_by_id(hash).one(conn).await?.map(|row| row.account_id))
}

/// The account a live token of this role is for, without using it up: one look-up of the
/// token's digest (the token itself is never stored), so a wrong token costs no more.
pub async fn live<C: ConnectionTrait>(conn: &C, role: Role, token: &str) -> Result<Option<String>, DbErr> {
    Ok(password_resets::Entity::find_by_id(digest(token.trim()))
        .filter(password_resets::Column::Role.eq(role.as_str()))
        .filter(password_resets::Column::ExpiresAt.gt(now()))
        .one(conn)
        .await?
        .map(|row| row.account_id))
}

/// Ends every token of the account (a token was used, or the password changed).
pub async fn revoke_all<C: ConnectionTrait>(conn: &C, role: Role, account_id: &str) -> Result<u64, DbErr> {
    Ok(password_resets::Entity::delete_many()
        .filter(password_resets::Column::Role.eq(role.as_str()))
        .filter(password_resets::Column::AccountId.eq(account_id))
        .exec(conn)
        .await?
        .rows_affected)
}

/// Drops expired rows (run by the sweeper).
pub async fn sweep<C: ConnectionTrait>(conn: &C) -> Result<u64, DbErr> {
    Ok(password_resets::Entity::delete_many()
        .filter(password_resets::Column::ExpiresAt.lte(now()))
        .exec(conn)
        .await?
        .rows_affected)
}

#[cfg(test)]
mod tests {
    use sea_orm::{DatabaseConnection, TransactionTrait};

    use super::*;
    use foundation::entities::test_db;

    async fn lifecycle(db: &DatabaseConnection) {
        let token = issue(db, Role::Buyer, "acct-1").await.unwrap();
        assert_eq!(token.len(), 64);
        let stored = password_resets::Entity::find().all(db).await.unwrap();
        assert_eq!(stored.len(), 1);
        assert_ne!(stored[0].token_hash, token, "only the hash is stored");
        assert_eq!(stored[0].token_hash, digest(&token));
        assert_eq!(redeem(db, Role::Supplier, &token).await.unwrap(), None, "another role's token");
        let txn = db.begin().await.unwrap();
        assert_eq!(redeem(&txn, Role::Buyer, &token).await.unwrap().as_deref(), Some("acct-1"));
        txn.commit().await.unwrap();
        assert_eq!(sweep(db).await.unwrap(), 1, "a used token is dead, left for the sweep if not deleted");
        assert_eq!(redeem(db, Role::Buyer, &token).await.unwrap(), None, "single use");

        let expired = issue(db, Role::Buyer, "acct-1").await.unwrap();
        password_resets::Entity::update_many()
            .col_expr(password_resets::Column::ExpiresAt, sea_orm::sea_query::Expr::value(now() - Duration::seconds(1)))
            .exec(db)
            .await
            .unwrap();
        assert_eq!(redeem(db, Role::Buyer, &expired).await.unwrap(), None, "expired");
        assert_eq!(sweep(db).await.unwrap(), 1);
        assert_eq!(redeem(db, Role::Buyer, &token).await.unwrap(), None, "still used");

        let a = issue(db, Role::Buyer, "acct-1").await.unwrap();
        let other = issue(db, Role::Buyer, "acct-2").await.unwrap();
        assert_eq!(revoke_all(db, Role::Buyer, "acct-1").await.unwrap(), 1);
        assert_eq!(redeem(db, Role::Buyer, &a).await.unwrap(), None);
        assert_eq!(redeem(db, Role::Buyer, &other).await.unwrap().as_deref(), Some("acct-2"));
    }

    #[tokio::test]
    async fn reset_tokens_are_hashed_single_use_and_expire_on_sqlite() {
        lifecycle(&test_db::sqlite().await).await;
    }

    #[tokio::test]
    async fn reset_tokens_are_hashed_single_use_and_expire_on_mysql() {
        let Some(mysql) = test_db::mysql("reset_tokens").await else { return };
        lifecycle(&mysql.db).await;
        mysql.drop().await;
    }
}
