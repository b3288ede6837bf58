//! Core services (with a subtitle) and additional services (without). The spec's client
//! edits and deletes both through one path, `admin/{id}`: the id says which it is.

use sea_orm::{ActiveModelTrait, ConnectionTrait, DbErr, EntityTrait, QueryOrder, Set};
use serde::Serialize;
use utoipa::ToSchema;

use super::files::{settle, store_optional};
use super::limits::{SUBTITLE_MAX, TEXT_MAX, TITLE_MAX};
use crate::admin_activity::{record, Activity, AdminActor};
use crate::content_write::DomainContext;
use crate::content_write::{ContentWrite, Topic};
use crate::entities::{additional_services, services};
use crate::error::ApiError;
use crate::uploads::Form as Sent;
use crate::validation::{required, Form};

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct Service {
    #[serde(rename = "_id")]
    pub _id: String,
    pub title: String,
    pub subtitle: String,
    pub description: String,
    pub image: Option<String>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct AdditionalService {
    #[serde(rename = "_id")]
    pub _id: String,
    pub title: String,
    pub description: String,
    pub image: Option<String>,
}

impl From<services::Model> for Service {
    fn from(s: services::Model) -> Self {
        Service { _id: s.id, title: s.title, subtitle: s.subtitle, description: s.description, image: s.image }
    }
}

impl From<additional_services::Model> for AdditionalService {
    fn from(s: additional_services::Model) -> Self {
        AdditionalService { _id: s.id, title: s.title, description: s.description, image: s.image }
    }
}

pub async fn list<C: ConnectionTrait>(db: &C) -> Result<Vec<Service>, DbErr> {
    let rows = services::Entity::find().order_by_asc(services::Column::Position).all(db).await?;
    Ok(rows.into_iter().map(Into::into).collect())
}

pub async fn list_additional<C: ConnectionTrait>(db: &C) -> Result<Vec<AdditionalService>, DbErr> {
    let rows = additional_services::Entity::find().order_by_asc(additional_services::Column::Position).all(db).await?;
    Ok(rows.into_iter().map(Into::into).collect())
}

/// The image field of both forms.
pub const IMAGE: crate::uploads::FileRule = super::files::picture("image", "Image");

struct Fields {
    title: String,
    subtitle: String,
    description: String,
}

/// Title, subtitle (core services only), description and, when adding, image are required.
fn check(sent: &Sent, with_subtitle: bool, adding: bool) -> Result<Fields, ApiError> {
    let mut form = Form::new();
    let title = form.check("title", required(sent.text("title"), "Title", TITLE_MAX));
    let subtitle =
        with_subtitle.then(|| form.check("subtitle", required(sent.text("subtitle"), "Subtitle", SUBTITLE_MAX)));
    let description = form.check("description", required(sent.text("description"), "Description", TEXT_MAX));
    if adding && !sent.files.contains_key("image") {
        form.fail("image", "Image is required");
    }
    form.finish()?;
    Ok(Fields {
        title: title.unwrap_or_default(),
        subtitle: subtitle.flatten().unwrap_or_default(),
        description: description.unwrap_or_default(),
    })
}

pub async fn create(state: &DomainContext, actor: &AdminActor, sent: Sent) -> Result<Service, ApiError> {
    let fields = check(&sent, true, true)?;
    let image = store_optional(state, &sent, "image").await?;
    let result = async {
        let write = ContentWrite::begin(state).await?;
        let last = services::Entity::find().order_by_desc(services::Column::Position).one(write.txn()).await?;
        let row = services::ActiveModel {
            title: Set(fields.title),
            subtitle: Set(fields.subtitle),
            description: Set(fields.description),
            image: Set(image.clone()),
            position: Set(last.map_or(0, |r| r.position + 1)),
            ..Default::default()
        }
        .insert(write.txn())
        .await?;
        let summary = Some(row.title.clone());
        record(
            write.txn(),
            actor,
            Activity { action: "service.create", entity: "service", record_id: Some(&row.id), summary },
        )
        .await?;
        write.commit(&[Topic::Site]).await?;
        Ok((Service::from(row), vec![]))
    }
    .await;
    settle(state, vec![image], result).await
}

pub async fn create_additional(
    state: &DomainContext,
    actor: &AdminActor,
    sent: Sent,
) -> Result<AdditionalService, ApiError> {
    let fields = check(&sent, false, true)?;
    let image = store_optional(state, &sent, "image").await?;
    let result = async {
        let write = ContentWrite::begin(state).await?;
        let last = additional_services::Entity::find()
            .order_by_desc(additional_services::Column::Position)
            .one(write.txn())
            .await?;
        let row = additional_services::ActiveModel {
            title: Set(fields.title),
            description: Set(fields.description),
            image: Set(image.clone()),
            position: Set(last.map_or(0, |r| r.position + 1)),
            ..Default::default()
        }
        .insert(write.txn())
        .await?;
        let summary = Some(row.title.clone());
        let activity = Activity {
            action: "additionalservice.create",
            entity: "additionalservice",
            record_id: Some(&row.id),
            summary,
        };
        record(write.txn(), actor, activity).await?;
        write.commit(&[Topic::Site]).await?;
        Ok((AdditionalService::from(row), vec![]))
    }
    .await;
    settle(state, vec![image], result).await
}

/// What `PUT admin/{id}` changed: a core service or an additional one.
pub enum Updated {
    Service(Service),
    Additional(AdditionalService),
}

pub async fn update(state: &DomainContext, actor: &AdminActor, id: &str, sent: Sent) -> Result<Updated, ApiError> {
    let is_core = services::Entity::find_by_id(id).one(&state.db).await?.is_some();
    if !is_core && additional_services::Entity::find_by_id(id).one(&state.db).await?.is_none() {
        return Err(not_found());
    }
    let fields = check(&sent, is_core, false)?;
    let image = store_optional(state, &sent, "image").await?;
    let result = async {
        let write = ContentWrite::begin(state).await?;
        let (updated, old, title) = if is_core {
            let row = services::Entity::find_by_id(id).one(write.txn()).await?.ok_or_else(not_found)?;
            let old = row.image.clone();
            let mut row: services::ActiveModel = row.into();
            row.title = Set(fields.title);
            row.subtitle = Set(fields.subtitle);
            row.description = Set(fields.description);
            if image.is_some() {
                row.image = Set(image.clone());
            }
            let row = row.update(write.txn()).await?;
            let title = row.title.clone();
            (Updated::Service(row.into()), old, title)
        } else {
            let row = additional_services::Entity::find_by_id(id).one(write.txn()).await?.ok_or_else(not_found)?;
            let old = row.image.clone();
            let mut row: additional_services::ActiveModel = row.into();
            row.title = Set(fields.title);
            row.description = Set(fields.description);
            if image.is_some() {
                row.image = Set(image.clone());
            }
            let row = row.update(write.txn()).await?;
            let title = row.title.clone();
            (Updated::Additional(row.into()), old, title)
        };
        let entity = if is_core { "service" } else { "additionalservice" };
        let action = if is_core { "service.update" } else { "additionalservice.update" };
        record(write.txn(), actor, Activity { action, entity, record_id: Some(id), summary: Some(title) }).await?;
        write.commit(&[Topic::Site]).await?;
        Ok((updated, if image.is_some() { vec![old] } else { vec![] }))
    }
    .await;
    settle(state, vec![image], result).await
}

pub async fn delete(state: &DomainContext, actor: &AdminActor, id: &str) -> Result<(), ApiError> {
    let result = async {
        let write = ContentWrite::begin(state).await?;
        let (entity, title, image) = if let Some(row) = services::Entity::find_by_id(id).one(write.txn()).await? {
            services::Entity::delete_by_id(id).exec(write.txn()).await?;
            ("service", row.title, row.image)
        } else if let Some(row) = additional_services::Entity::find_by_id(id).one(write.txn()).await? {
            additional_services::Entity::delete_by_id(id).exec(write.txn()).await?;
            ("additionalservice", row.title, row.image)
        } else {
            return Err(not_found());
        };
        let action = if entity == "service" { "service.delete" } else { "additionalservice.delete" };
        record(write.txn(), actor, Activity { action, entity, record_id: Some(id), summary: Some(title) }).await?;
        write.commit(&[Topic::Site]).await?;
        Ok(((), vec![image]))
    }
    .await;
    settle(state, vec![], result).await
}

fn not_found() -> ApiError {
    ApiError::NotFound("Service not found".into())
}
