//! Server-side sessions: every sign-in is a row in `auth_sessions`, so any session can be
//! ended at once on every app server (sign-out, password change, blocking).
//!
//! The check runs on every authenticated call without a cache: it is one primary-key
//! lookup joined to the account row (which also yields the blocked flag), cheap enough
//! that a cache's revocation delay is not worth it (docs/operations.md gives the measured cost).

use chrono::{Duration, Utc};
use sea_orm::sea_query::{Alias, Expr, JoinType, Query};
use sea_orm::{ActiveModelTrait, ColumnTrait, ConnectionTrait, DbErr, EntityTrait, QueryFilter, Set};

use super::token::Role;
use foundation::entities::{auth_sessions, new_id, now};

/// What the store knows of a presented session.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Standing {
    /// Live session of an account in good standing.
    Active,
    /// Live session, but the account is blocked.
    Blocked,
    /// Ended, expired, never existed, or of another account or role.
    Gone,
}

fn table_of(role: Role) -> &'static str {
    match role {
        Role::Admin => "admins",
        Role::Supplier => "vendors",
        Role::Buyer => "users",
    }
}

/// Records a new sign-in and returns its id (the token's `sid`, the cookie entry's sid).
pub async fn open<C: ConnectionTrait>(
    db: &C,
    role: Role,
    account_id: &str,
    valid_for: Duration,
) -> Result<String, DbErr> {
    let created = now();
    let row = auth_sessions::ActiveModel {
        id: Set(new_id()),
        role: Set(role.as_str().to_owned()),
        account_id: Set(account_id.to_owned()),
        created_at: Set(created),
        expires_at: Set(created + valid_for),
    }
    .insert(db)
    .await?;
    Ok(row.id)
}

/// One query: the session row joined to its account, for the account's blocked flag.
pub async fn standing<C: ConnectionTrait>(db: &C, role: Role, account_id: &str, sid: &str) -> Result<Standing, DbErr> {
    let (s, a) = (Alias::new("s"), Alias::new("a"));
    let account = Alias::new(table_of(role));
    let mut select = Query::select();
    select
        .from_as(Alias::new("auth_sessions"), s.clone())
        .join_as(
            JoinType::InnerJoin,
            account,
            a.clone(),
            Expr::col((a.clone(), Alias::new("id"))).equals((s.clone(), Alias::new("account_id"))),
        )
        .and_where(Expr::col((s.clone(), Alias::new("id"))).eq(sid))
        .and_where(Expr::col((s.clone(), Alias::new("role"))).eq(role.as_str()))
        .and_where(Expr::col((s.clone(), Alias::new("account_id"))).eq(account_id))
        .and_where(Expr::col((s.clone(), Alias::new("expires_at"))).gt(Utc::now()));
    if role == Role::Admin {
        select.expr_as(Expr::val(false), Alias::new("blocked"));
    } else {
        select.expr_as(Expr::col((a, Alias::new("is_blocked"))), Alias::new("blocked"));
    }
    let statement = db.get_database_backend().build(&select);
    Ok(match db.query_one(statement).await? {
        None => Standing::Gone,
        Some(row) if row.try_get::<bool>("", "blocked")? => Standing::Blocked,
        Some(_) => Standing::Active,
    })
}

/// Ends one session (sign-out).
pub async fn close<C: ConnectionTrait>(db: &C, sid: &str) -> Result<(), DbErr> {
    auth_sessions::Entity::delete_by_id(sid.to_owned()).exec(db).await?;
    Ok(())
}

/// Ends every session and token of one account except `except` (the caller's own, after
/// a password change). Blocking an account and resetting a password call this too.
pub async fn revoke_all<C: ConnectionTrait>(
    db: &C,
    role: Role,
    account_id: &str,
    except: Option<&str>,
) -> Result<u64, DbErr> {
    let mut delete = auth_sessions::Entity::delete_many()
        .filter(auth_sessions::Column::Role.eq(role.as_str()))
        .filter(auth_sessions::Column::AccountId.eq(account_id));
    if let Some(keep) = except {
        delete = delete.filter(auth_sessions::Column::Id.ne(keep));
    }
    Ok(delete.exec(db).await?.rows_affected)
}

/// Drops expired rows; run now and then so the table holds live sessions only.
pub async fn sweep<C: ConnectionTrait>(db: &C) -> Result<u64, DbErr> {
    Ok(auth_sessions::Entity::delete_many()
        .filter(auth_sessions::Column::ExpiresAt.lte(now()))
        .exec(db)
        .await?
        .rows_affected)
}

#[cfg(test)]
mod tests {
    use std::time::Instant;

    use sea_orm::{ActiveModelTrait, DatabaseConnection, EntityTrait, Set};

    use super::*;
    use foundation::entities::{test_db, users};

    async fn buyer(db: &DatabaseConnection) -> String {
        let user = users::ActiveModel {
            name: Set("Asha".into()),
            email: Set("asha@example.test".into()),
            password_hash: Set("x".into()),
            ..Default::default()
        };
        user.insert(db).await.unwrap().id
    }

    async fn lifecycle(db: &DatabaseConnection) {
        let id = buyer(db).await;
        let kept = open(db, Role::Buyer, &id, Duration::hours(1)).await.unwrap();
        let other = open(db, Role::Buyer, &id, Duration::hours(1)).await.unwrap();
        let expired = open(db, Role::Buyer, &id, Duration::seconds(-1)).await.unwrap();
        assert_eq!(standing(db, Role::Buyer, &id, &kept).await.unwrap(), Standing::Active);
        assert_eq!(standing(db, Role::Buyer, &id, &expired).await.unwrap(), Standing::Gone);
        assert_eq!(standing(db, Role::Supplier, &id, &kept).await.unwrap(), Standing::Gone, "another role's session");
        assert_eq!(standing(db, Role::Buyer, "someone-else", &kept).await.unwrap(), Standing::Gone);
        assert_eq!(revoke_all(db, Role::Buyer, &id, Some(&kept)).await.unwrap(), 2);
        assert_eq!(standing(db, Role::Buyer, &id, &other).await.unwrap(), Standing::Gone);
        assert_eq!(standing(db, Role::Buyer, &id, &kept).await.unwrap(), Standing::Active);
        let row = users::Entity::find_by_id(id.clone()).one(db).await.unwrap().unwrap();
        let mut row: users::ActiveModel = row.into();
        row.is_blocked = Set(true);
        row.update(db).await.unwrap();
        assert_eq!(standing(db, Role::Buyer, &id, &kept).await.unwrap(), Standing::Blocked);
        close(db, &kept).await.unwrap();
        assert_eq!(standing(db, Role::Buyer, &id, &kept).await.unwrap(), Standing::Gone);
    }

    #[tokio::test]
    async fn sessions_open_end_and_see_blocks_on_sqlite() {
        lifecycle(&test_db::sqlite().await).await;
    }

    #[tokio::test]
    async fn sessions_open_end_and_see_blocks_on_mysql() {
        let Some(mysql) = test_db::mysql("sessions").await else { return };
        lifecycle(&mysql.db).await;
        mysql.drop().await;
    }

    /// The cost of the per-request check against the account lookup the extractors made
    /// before sessions were stored: `cargo test -p server --lib session_check_cost -- --ignored --nocapture`.
    #[tokio::test]
    #[ignore]
    async fn session_check_cost() {
        let dir = tempfile::tempdir().unwrap();
        let target = foundation::db::DbTarget::sqlite_file(dir.path()).unwrap();
        let sqlite = foundation::db::connect(&target).await.unwrap();
        foundation::db::migrate(&sqlite).await.unwrap();
        let mut dbs = vec![("sqlite file", sqlite)];
        let mysql = test_db::mysql("session_cost").await;
        if let Some(m) = &mysql {
            dbs.push(("mysql", m.db.clone()));
        }
        for (name, db) in dbs {
            let id = buyer(&db).await;
            let sid = open(&db, Role::Buyer, &id, Duration::hours(1)).await.unwrap();
            for i in 0..2000 {
                // Other sessions in the table, as on a live site.
                open(&db, Role::Buyer, &id, Duration::hours(1 + i % 5)).await.unwrap();
            }
            let mut check = Vec::new();
            let mut lookup = Vec::new();
            for _ in 0..2000 {
                let t = Instant::now();
                assert_eq!(standing(&db, Role::Buyer, &id, &sid).await.unwrap(), Standing::Active);
                check.push(t.elapsed());
                let t = Instant::now();
                assert!(users::Entity::find_by_id(id.clone()).one(&db).await.unwrap().is_some());
                lookup.push(t.elapsed());
            }
            check.sort();
            lookup.sort();
            let (c, l) = (check[check.len() / 2], lookup[lookup.len() / 2]);
            println!(
                "{name}: session check median {c:?} (p90 {:?}), account lookup median {l:?}, ratio {:.2}",
                check[check.len() * 9 / 10],
                c.as_secs_f64() / l.as_secs_f64()
            );
        }
        if let Some(m) = mysql {
            m.drop().await;
        }
    }
}
