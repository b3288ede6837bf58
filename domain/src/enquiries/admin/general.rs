//! Contact messages (general enquiries) as the admin reads them, and their Open/Close state.

use chrono::SecondsFormat;
use sea_orm::sea_query::Expr;
use sea_orm::{ColumnTrait, ConnectionTrait, DatabaseConnection, EntityTrait, QueryFilter};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::admin_activity::{record, Activity, AdminActor};
use foundation::caps::lock_owner;
use foundation::entities::codes::GeneralEnquiryStatus;
use foundation::entities::general_enquiries;
use foundation::error::Error;
use foundation::paging::{PageInfo, Paging};

/// The spec's words for this call (SPEC.md §8).
pub const UPDATED: &str = "Status updated successfully!";
pub const FAILED: &str = "Failed to update status!";

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AdminGeneralEnquiry {
    #[serde(rename = "_id")]
    pub _id: String,
    pub name: String,
    pub email: String,
    pub phone: String,
    pub address: Option<String>,
    pub message: String,
    pub status: GeneralEnquiryStatus,
    pub created_at: String,
}

impl From<general_enquiries::Model> for AdminGeneralEnquiry {
    fn from(e: general_enquiries::Model) -> Self {
        Self {
            _id: e.id,
            name: e.name,
            email: e.email,
            phone: e.phone,
            address: e.address,
            message: e.message,
            status: e.status,
            created_at: e.created_at.to_rfc3339_opts(SecondsFormat::Secs, true),
        }
    }
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct AdminGeneralEnquiryStatusInput {
    pub id: Option<String>,
    /// Open or Close.
    pub status: Option<String>,
}

/// Newest first (the id settles rows of the same second).
pub async fn page<C: ConnectionTrait>(db: &C, paging: Paging) -> Result<(Vec<AdminGeneralEnquiry>, PageInfo), Error> {
    let (rows, page) = paging
        .fetch(
            db,
            general_enquiries::Entity::find(),
            general_enquiries::Column::CreatedAt,
            general_enquiries::Column::Id,
        )
        .await?;
    Ok((rows.into_iter().map(Into::into).collect(), page))
}

/// Sets Open or Close. A refused request answers with the spec's failure words.
pub async fn set_status(
    db: &DatabaseConnection,
    actor: &AdminActor,
    input: &AdminGeneralEnquiryStatusInput,
) -> Result<AdminGeneralEnquiry, Error> {
    let id =
        input.id.as_deref().map(str::trim).filter(|id| !id.is_empty()).ok_or_else(|| Error::Refused(FAILED.into()))?;
    let status = input.status.as_deref().map(str::trim).unwrap_or_default();
    let status = GeneralEnquiryStatus::parse(status).ok_or_else(|| Error::Refused(FAILED.into()))?;
    let txn = foundation::db::begin_write(db).await?;
    lock_owner(&txn, "general_enquiries", id).await?;
    let before = general_enquiries::Entity::find_by_id(id.to_owned())
        .one(&txn)
        .await?
        .ok_or_else(|| Error::NotFound(FAILED.into()))?;
    general_enquiries::Entity::update_many()
        .col_expr(general_enquiries::Column::Status, Expr::value(status.as_str()))
        .filter(general_enquiries::Column::Id.eq(id))
        .exec(&txn)
        .await?;
    let summary = format!("{} → {status}: {} <{}>", before.status, before.name, before.email);
    record(
        &txn,
        actor,
        Activity {
            action: "general_enquiry.status",
            entity: "general_enquiry",
            record_id: Some(id),
            summary: Some(summary),
        },
    )
    .await?;
    txn.commit().await?;
    Ok(general_enquiries::Model { status, ..before }.into())
}
