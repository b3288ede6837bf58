//! The home page's visitor feedback, read by the admin (it is only ever written by visitors).

use chrono::SecondsFormat;
use sea_orm::{ConnectionTrait, EntityTrait};
use serde::Serialize;
use utoipa::ToSchema;

use foundation::entities::visitor_feedback;
use foundation::error::Error;
use foundation::paging::{PageInfo, Paging};

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AdminFeedbackEntry {
    #[serde(rename = "_id")]
    pub _id: String,
    pub feedback: String,
    pub anonymous: bool,
    /// Absent when the visitor gave none or stayed anonymous.
    pub email: Option<String>,
    pub created_at: String,
}

impl From<visitor_feedback::Model> for AdminFeedbackEntry {
    fn from(f: visitor_feedback::Model) -> Self {
        Self {
            _id: f.id,
            feedback: f.feedback,
            anonymous: f.anonymous,
            email: f.email,
            created_at: f.created_at.to_rfc3339_opts(SecondsFormat::Secs, true),
        }
    }
}

/// Newest first.
pub async fn page<C: ConnectionTrait>(db: &C, paging: Paging) -> Result<(Vec<AdminFeedbackEntry>, PageInfo), Error> {
    let (rows, page) = paging
        .fetch(db, visitor_feedback::Entity::find(), visitor_feedback::Column::CreatedAt, visitor_feedback::Column::Id)
        .await?;
    Ok((rows.into_iter().map(Into::into).collect(), page))
}
