//! Core values. The spec's client manages them through the reach calls, sending
//! `coreValuesName` instead of `reachName`; those calls dispatch here.

use sea_orm::{ActiveModelTrait, ConnectionTrait, DbErr, EntityTrait, QueryOrder, Set};
use serde::Serialize;
use utoipa::ToSchema;

use super::files::{settle, store_optional};
use crate::admin_activity::{record, Activity, AdminActor};
use crate::content_write::DomainContext;
use crate::content_write::{ContentWrite, Topic};
use crate::entities::core_values;
use crate::error::ApiError;
use crate::uploads::Form as Sent;

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CoreValue {
    #[serde(rename = "_id")]
    pub _id: String,
    pub core_values_name: String,
    pub description: String,
    pub image: Option<String>,
}

impl From<core_values::Model> for CoreValue {
    fn from(r: core_values::Model) -> Self {
        CoreValue { _id: r.id, core_values_name: r.core_values_name, description: r.description, image: r.image }
    }
}

pub async fn list<C: ConnectionTrait>(db: &C) -> Result<Vec<CoreValue>, DbErr> {
    let rows = core_values::Entity::find().order_by_asc(core_values::Column::Position).all(db).await?;
    Ok(rows.into_iter().map(Into::into).collect())
}

pub async fn exists<C: ConnectionTrait>(db: &C, id: &str) -> Result<bool, DbErr> {
    Ok(core_values::Entity::find_by_id(id).one(db).await?.is_some())
}

pub async fn create(state: &DomainContext, actor: &AdminActor, sent: Sent) -> Result<CoreValue, ApiError> {
    let (name, description) = super::reach::check_named(&sent, "coreValuesName", "Core value name")?;
    let image = store_optional(state, &sent, "image").await?;
    let result = async {
        let write = ContentWrite::begin(state).await?;
        let last = core_values::Entity::find().order_by_desc(core_values::Column::Position).one(write.txn()).await?;
        let row = core_values::ActiveModel {
            core_values_name: Set(name),
            description: Set(description),
            image: Set(image.clone()),
            position: Set(last.map_or(0, |r| r.position + 1)),
            ..Default::default()
        }
        .insert(write.txn())
        .await?;
        let summary = Some(row.core_values_name.clone());
        record(
            write.txn(),
            actor,
            Activity { action: "corevalue.create", entity: "corevalue", record_id: Some(&row.id), summary },
        )
        .await?;
        write.commit(&[Topic::Site]).await?;
        Ok((CoreValue::from(row), vec![]))
    }
    .await;
    settle(state, vec![image], result).await
}

pub async fn update(state: &DomainContext, actor: &AdminActor, id: &str, sent: Sent) -> Result<CoreValue, ApiError> {
    let (name, description) = super::reach::check_named(&sent, "coreValuesName", "Core value name")?;
    let image = store_optional(state, &sent, "image").await?;
    let result = async {
        let write = ContentWrite::begin(state).await?;
        let row = core_values::Entity::find_by_id(id).one(write.txn()).await?.ok_or_else(not_found)?;
        let old = row.image.clone();
        let mut row: core_values::ActiveModel = row.into();
        row.core_values_name = Set(name);
        row.description = Set(description);
        if image.is_some() {
            row.image = Set(image.clone());
        }
        let row = row.update(write.txn()).await?;
        let summary = Some(row.core_values_name.clone());
        record(
            write.txn(),
            actor,
            Activity { action: "corevalue.update", entity: "corevalue", record_id: Some(id), summary },
        )
        .await?;
        write.commit(&[Topic::Site]).await?;
        Ok((CoreValue::from(row), if image.is_some() { vec![old] } else { vec![] }))
    }
    .await;
    settle(state, vec![image], result).await
}

/// Whether there was such an item (then it is gone, with its image).
pub async fn delete(state: &DomainContext, actor: &AdminActor, id: &str) -> Result<bool, ApiError> {
    let result = async {
        let write = ContentWrite::begin(state).await?;
        let Some(row) = core_values::Entity::find_by_id(id).one(write.txn()).await? else {
            return Ok((false, vec![]));
        };
        core_values::Entity::delete_by_id(id).exec(write.txn()).await?;
        let summary = Some(row.core_values_name.clone());
        record(
            write.txn(),
            actor,
            Activity { action: "corevalue.delete", entity: "corevalue", record_id: Some(id), summary },
        )
        .await?;
        write.commit(&[Topic::Site]).await?;
        Ok((true, vec![row.image]))
    }
    .await;
    settle(state, vec![], result).await
}

fn not_found() -> ApiError {
    ApiError::NotFound("Core value not found".into())
}
