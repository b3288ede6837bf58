//! Our Global Reach items. The spec's reach calls also carry the core values (a form that
//! sends `coreValuesName` instead of `reachName`): see `core_values`.

use sea_orm::{ActiveModelTrait, ConnectionTrait, DbErr, EntityTrait, QueryOrder, Set};
use serde::Serialize;
use utoipa::ToSchema;

use super::files::{settle, store_optional};
use super::limits::{SHORT_TEXT_MAX, TITLE_MAX};
use crate::admin_activity::{record, Activity, AdminActor};
use crate::content_write::DomainContext;
use crate::content_write::{ContentWrite, Topic};
use crate::entities::reach_items;
use crate::error::ApiError;
use crate::uploads::Form as Sent;
use crate::validation::{required, Form};

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ReachItem {
    #[serde(rename = "_id")]
    pub _id: String,
    pub reach_name: String,
    pub description: String,
    pub image: Option<String>,
}

impl From<reach_items::Model> for ReachItem {
    fn from(r: reach_items::Model) -> Self {
        ReachItem { _id: r.id, reach_name: r.reach_name, description: r.description, image: r.image }
    }
}

pub async fn list<C: ConnectionTrait>(db: &C) -> Result<Vec<ReachItem>, DbErr> {
    let rows = reach_items::Entity::find().order_by_asc(reach_items::Column::Position).all(db).await?;
    Ok(rows.into_iter().map(Into::into).collect())
}

/// The image field of the reach and core-value forms (optional, SPEC section 5).
pub const IMAGE: crate::uploads::FileRule = super::files::picture("image", "Image");

/// Name (the form's `name_field`) and description, both required.
pub(super) fn check_named(sent: &Sent, name_field: &str, name_label: &str) -> Result<(String, String), ApiError> {
    let mut form = Form::new();
    let name = form.check(name_field, required(sent.text(name_field), name_label, TITLE_MAX));
    let description = form.check("description", required(sent.text("description"), "Description", SHORT_TEXT_MAX));
    form.finish()?;
    Ok((name.unwrap_or_default(), description.unwrap_or_default()))
}

pub async fn exists<C: ConnectionTrait>(db: &C, id: &str) -> Result<bool, DbErr> {
    Ok(reach_items::Entity::find_by_id(id).one(db).await?.is_some())
}

pub async fn create(state: &DomainContext, actor: &AdminActor, sent: Sent) -> Result<ReachItem, ApiError> {
    let (name, description) = check_named(&sent, "reachName", "Reach name")?;
    let image = store_optional(state, &sent, "image").await?;
    let result = async {
        let write = ContentWrite::begin(state).await?;
        let last = reach_items::Entity::find().order_by_desc(reach_items::Column::Position).one(write.txn()).await?;
        let row = reach_items::ActiveModel {
            reach_name: Set(name),
            description: Set(description),
            image: Set(image.clone()),
            position: Set(last.map_or(0, |r| r.position + 1)),
            ..Default::default()
        }
        .insert(write.txn())
        .await?;
        let summary = Some(row.reach_name.clone());
        record(
            write.txn(),
            actor,
            Activity { action: "reach.create", entity: "reach", record_id: Some(&row.id), summary },
        )
        .await?;
        write.commit(&[Topic::Site]).await?;
        Ok((ReachItem::from(row), vec![]))
    }
    .await;
    settle(state, vec![image], result).await
}

pub async fn update(state: &DomainContext, actor: &AdminActor, id: &str, sent: Sent) -> Result<ReachItem, ApiError> {
    let (name, description) = check_named(&sent, "reachName", "Reach name")?;
    let image = store_optional(state, &sent, "image").await?;
    let result = async {
        let write = ContentWrite::begin(state).await?;
        let row = reach_items::Entity::find_by_id(id).one(write.txn()).await?.ok_or_else(not_found)?;
        let old = row.image.clone();
        let mut row: reach_items::ActiveModel = row.into();
        row.reach_name = Set(name);
        row.description = Set(description);
        if image.is_some() {
            row.image = Set(image.clone());
        }
        let row = row.update(write.txn()).await?;
        let summary = Some(row.reach_name.clone());
        record(write.txn(), actor, Activity { action: "reach.update", entity: "reach", record_id: Some(id), summary })
            .await?;
        write.commit(&[Topic::Site]).await?;
        Ok((ReachItem::from(row), if image.is_some() { vec![old] } else { vec![] }))
    }
    .await;
    settle(state, vec![image], result).await
}

/// Whether there was such an item (then it is gone, with its image).
pub async fn delete(state: &DomainContext, actor: &AdminActor, id: &str) -> Result<bool, ApiError> {
    let result = async {
        let write = ContentWrite::begin(state).await?;
        let Some(row) = reach_items::Entity::find_by_id(id).one(write.txn()).await? else {
            return Ok((false, vec![]));
        };
        reach_items::Entity::delete_by_id(id).exec(write.txn()).await?;
        let summary = Some(row.reach_name.clone());
        record(write.txn(), actor, Activity { action: "reach.delete", entity: "reach", record_id: Some(id), summary })
            .await?;
        write.commit(&[Topic::Site]).await?;
        Ok((true, vec![row.image]))
    }
    .await;
    settle(state, vec![], result).await
}

pub(super) fn not_found() -> ApiError {
    ApiError::NotFound("Reach not found".into())
}
