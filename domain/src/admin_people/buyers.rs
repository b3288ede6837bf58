//! Buyers as the admin sees them: a filtered, paged list and the three switches. A block
//! ends the buyer's sessions and tokens in the same transaction.

use chrono::SecondsFormat;
use sea_orm::{ActiveModelTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryTrait, Set};
use serde::Serialize;
use utoipa::ToSchema;

use super::flags::{AccountColumns, AccountFilters, AccountStatus, Flag};
use crate::admin_activity::{self, Activity, AdminActor};
use crate::auth::{session_store, Role};
use crate::content_write::DomainContext;
use foundation::entities::users;
use foundation::error::Error;
use foundation::paging::{PageInfo, Paging};

pub const NOT_FOUND: &str = "User not found";

/// One row of User Management.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AdminBuyerRow {
    #[serde(rename = "_id")]
    pub _id: String,
    pub name: String,
    pub email: String,
    pub mobile: Option<String>,
    pub is_verified: bool,
    pub is_blocked: bool,
    pub is_active: bool,
    pub status: AccountStatus,
    /// ISO 8601.
    pub created_at: String,
}

impl From<users::Model> for AdminBuyerRow {
    fn from(u: users::Model) -> Self {
        Self {
            status: AccountStatus::of(u.is_blocked, u.is_active),
            _id: u.id,
            name: u.name,
            email: u.email,
            mobile: u.mobile,
            is_verified: u.is_verified,
            is_blocked: u.is_blocked,
            is_active: u.is_active,
            created_at: u.created_at.to_rfc3339_opts(SecondsFormat::Secs, true),
        }
    }
}

/// The buyers matching the filters, newest first, one page of them, and their count.
pub async fn list<C: ConnectionTrait>(
    db: &C,
    filters: &AccountFilters,
) -> Result<(Vec<AdminBuyerRow>, PageInfo), Error> {
    let paging = Paging::parse(filters.page, filters.page_size)?.with_after(filters.after.as_deref())?;
    let condition = filters.condition(AccountColumns {
        verified: users::Column::IsVerified,
        blocked: users::Column::IsBlocked,
        active: users::Column::IsActive,
        searched: [users::Column::Name, users::Column::Email],
    });
    // Unfiltered, the list is the index of every row in its order.
    let index = condition.is_none().then_some(users::NEWEST_INDEX);
    let query = users::Entity::find().apply_if(condition, QueryFilter::filter);
    let (rows, page) = paging.fetch_through(db, query, users::Column::CreatedAt, users::Column::Id, index).await?;
    Ok((rows.into_iter().map(Into::into).collect(), page))
}

/// Sets one flag of buyer `id`; parallel switches queue on the buyer's row.
pub async fn set_flag(state: &DomainContext, actor: &AdminActor, id: &str, flag: Flag) -> Result<AdminBuyerRow, Error> {
    let txn = foundation::db::begin_write(&state.db).await?;
    foundation::caps::lock_owner(&txn, "users", id).await?;
    let before =
        users::Entity::find_by_id(id.to_owned()).one(&txn).await?.ok_or_else(|| Error::NotFound(NOT_FOUND.into()))?;
    let mut row: users::ActiveModel = before.into();
    match flag {
        Flag::Verified(v) => row.is_verified = Set(v),
        Flag::Blocked(v) => row.is_blocked = Set(v),
        Flag::Active(v) => row.is_active = Set(v),
    }
    let after = row.update(&txn).await?;
    if flag == Flag::Blocked(true) {
        session_store::revoke_all(&txn, Role::Buyer, id, None).await?;
    }
    admin_activity::record(
        &txn,
        actor,
        Activity {
            action: &format!("user.{}", flag.verb()),
            entity: "user",
            record_id: Some(id),
            summary: Some(format!("{} ({}): {}", after.name, after.email, flag.verb())),
        },
    )
    .await?;
    txn.commit().await?;
    Ok(after.into())
}
