//! Suppliers as the admin sees them: a filtered, paged list, and the Verified / Blocked /
//! Active switches. A block ends the supplier's sessions and tokens in the same
//! transaction, and any switch that hides or shows its offers drops the pages showing them.

use chrono::SecondsFormat;
use sea_orm::sea_query::Expr;
use sea_orm::{ActiveModelTrait, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryTrait, Set};
use serde::Serialize;
use utoipa::ToSchema;

use super::flags::{AccountColumns, AccountFilters, AccountStatus, Flag};
use crate::admin_activity::{self, Activity, AdminActor};
use crate::auth::{session_store, Role};
use crate::catalogue::offer_topics::{offer_topics, offers_public};
use crate::content_write::ContentWrite;
use crate::content_write::DomainContext;
use crate::suppliers::verification;
use foundation::entities::{vendor_registrations, vendors};
use foundation::error::Error;
use foundation::paging::{PageInfo, Paging};

pub const NOT_FOUND: &str = "Vendor not found";

/// One row of Vendor Management.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AdminSupplierRow {
    #[serde(rename = "_id")]
    pub _id: String,
    pub name: String,
    pub email: String,
    pub mobile: String,
    pub is_verified: bool,
    pub is_blocked: bool,
    pub is_active: bool,
    pub status: AccountStatus,
    pub has_submitted_registration: bool,
    /// Why the Verified switch cannot be turned on (no registration with the required
    /// documents); none when it can, or when the supplier is verified.
    pub verify_refusal: Option<String>,
    /// ISO 8601.
    pub created_at: String,
}

impl From<vendors::Model> for AdminSupplierRow {
    fn from(v: vendors::Model) -> Self {
        Self {
            status: AccountStatus::of(v.is_blocked, v.is_active),
            _id: v.id,
            name: v.name,
            email: v.email,
            mobile: v.mobile,
            is_verified: v.is_verified,
            is_blocked: v.is_blocked,
            is_active: v.is_active,
            has_submitted_registration: v.has_submitted_registration,
            verify_refusal: None,
            created_at: v.created_at.to_rfc3339_opts(SecondsFormat::Secs, true),
        }
    }
}

/// The suppliers matching the filters, newest first, one page of them, and their count.
pub async fn list<C: ConnectionTrait>(
    db: &C,
    filters: &AccountFilters,
) -> Result<(Vec<AdminSupplierRow>, PageInfo), Error> {
    let paging = Paging::parse(filters.page, filters.page_size)?.with_after(filters.after.as_deref())?;
    let condition = filters.condition(AccountColumns {
        verified: vendors::Column::IsVerified,
        blocked: vendors::Column::IsBlocked,
        active: vendors::Column::IsActive,
        searched: [vendors::Column::Name, vendors::Column::Email],
    });
    // Unfiltered, the list is the index of every row in its order.
    let index = condition.is_none().then_some(vendors::NEWEST_INDEX);
    let query = vendors::Entity::find().apply_if(condition, QueryFilter::filter);
    let (rows, page) = paging.fetch_through(db, query, vendors::Column::CreatedAt, vendors::Column::Id, index).await?;
    let unverified: Vec<String> = rows.iter().filter(|v| !v.is_verified).map(|v| v.id.clone()).collect();
    let refused = verification::unverifiable(db, &unverified).await?;
    let rows = rows
        .into_iter()
        .map(|v| {
            let refusal = refused.contains(&v.id).then(|| verification::NOT_SUBMITTED.to_owned());
            let mut row = AdminSupplierRow::from(v);
            row.verify_refusal = refusal;
            row
        })
        .collect();
    Ok((rows, page))
}

/// Sets one flag of supplier `id`. Parallel switches of one supplier queue on its row, so
/// the flags, the sessions and the pages end in the state of the last one.
pub async fn set_flag(
    state: &DomainContext,
    actor: &AdminActor,
    id: &str,
    flag: Flag,
) -> Result<AdminSupplierRow, Error> {
    let write = ContentWrite::begin(state).await?;
    // First statement: the row lock (see caps.rs); everything after reads the locked row.
    foundation::caps::lock_owner(write.txn(), "vendors", id).await?;
    let before = vendors::Entity::find_by_id(id.to_owned())
        .one(write.txn())
        .await?
        .ok_or_else(|| Error::NotFound(NOT_FOUND.into()))?;
    // Verification is the review's: the switch turns it on only for a registration that
    // has its documents (the review screen shows them).
    if flag == Flag::Verified(true) && !before.is_verified && !verification::verifiable(write.txn(), id).await? {
        return Err(Error::Conflict(verification::NOT_SUBMITTED.into()));
    }
    let mut row: vendors::ActiveModel = before.clone().into();
    match flag {
        Flag::Verified(v) => row.is_verified = Set(v),
        Flag::Blocked(v) => row.is_blocked = Set(v),
        Flag::Active(v) => row.is_active = Set(v),
    }
    let after = row.update(write.txn()).await?;
    if let Flag::Verified(v) = flag {
        // The registration's status is the supplier's: the review screen shows the same.
        if v {
            crate::suppliers::review::approve_registration(write.txn(), id).await?;
        } else {
            vendor_registrations::Entity::update_many()
                .col_expr(vendor_registrations::Column::IsVerified, Expr::value(false))
                .filter(vendor_registrations::Column::VendorId.eq(id))
                .exec(write.txn())
                .await?;
        }
    }
    if flag == Flag::Blocked(true) {
        // Sessions and bearer tokens alike are refused from the next call.
        session_store::revoke_all(write.txn(), Role::Supplier, id, None).await?;
    }
    if flag == Flag::Verified(true) && !before.is_verified {
        // Verified by the switch as by the review screen: the supplier hears of it.
        crate::mail::notices::registration_verified(write.txn(), id).await?;
    }
    admin_activity::record(
        write.txn(),
        actor,
        Activity {
            action: &format!("vendor.{}", flag.verb()),
            entity: "vendor",
            record_id: Some(id),
            summary: Some(format!("{} ({}): {}", after.name, after.email, flag.verb())),
        },
    )
    .await?;
    let was = offers_public(before.is_verified, before.is_blocked, before.is_active);
    let is = offers_public(after.is_verified, after.is_blocked, after.is_active);
    let topics = if was != is { offer_topics(write.txn(), id).await? } else { Vec::new() };
    let mut row: AdminSupplierRow = after.into();
    if !row.is_verified && !verification::verifiable(write.txn(), id).await? {
        row.verify_refusal = Some(verification::NOT_SUBMITTED.to_owned());
    }
    write.commit(&topics).await?;
    Ok(row)
}
