use sea_orm::{ActiveModelTrait, ConnectionTrait, DbErr, EntityTrait, QueryOrder, Set};
use serde::Serialize;
use utoipa::ToSchema;

use super::files::{settle, store_optional};
use super::limits::{TEXT_MAX, TITLE_MAX};
use crate::admin_activity::{record, Activity, AdminActor};
use crate::content_write::DomainContext;
use crate::content_write::{ContentWrite, Topic};
use crate::entities::why_choose_us;
use crate::error::ApiError;
use crate::uploads::Form as Sent;
use crate::validation::{required, Form};

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct WhyChooseUs {
    #[serde(rename = "_id")]
    pub _id: String,
    pub title: String,
    pub description: String,
    pub image: Option<String>,
}

impl From<why_choose_us::Model> for WhyChooseUs {
    fn from(w: why_choose_us::Model) -> Self {
        WhyChooseUs { _id: w.id, title: w.title, description: w.description, image: w.image }
    }
}

pub async fn list<C: ConnectionTrait>(db: &C) -> Result<Vec<WhyChooseUs>, DbErr> {
    let rows = why_choose_us::Entity::find().order_by_asc(why_choose_us::Column::Position).all(db).await?;
    Ok(rows.into_iter().map(Into::into).collect())
}

/// The image field of the form.
pub const IMAGE: crate::uploads::FileRule = super::files::picture("image", "Image");

/// Title, description and (when adding) image are required (SPEC section 5).
fn check(sent: &Sent, adding: bool) -> Result<(String, String), ApiError> {
    let mut form = Form::new();
    let title = form.check("title", required(sent.text("title"), "Title", TITLE_MAX));
    let description = form.check("description", required(sent.text("description"), "Description", TEXT_MAX));
    if adding && !sent.files.contains_key("image") {
        form.fail("image", "Image is required");
    }
    form.finish()?;
    Ok((title.unwrap_or_default(), description.unwrap_or_default()))
}

pub async fn create(state: &DomainContext, actor: &AdminActor, sent: Sent) -> Result<WhyChooseUs, ApiError> {
    let (title, description) = check(&sent, true)?;
    let image = store_optional(state, &sent, "image").await?;
    let result = async {
        let write = ContentWrite::begin(state).await?;
        let last =
            why_choose_us::Entity::find().order_by_desc(why_choose_us::Column::Position).one(write.txn()).await?;
        let row = why_choose_us::ActiveModel {
            title: Set(title),
            description: Set(description),
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
            Activity { action: "whychooseus.create", entity: "whychooseus", record_id: Some(&row.id), summary },
        )
        .await?;
        write.commit(&[Topic::Site]).await?;
        Ok((WhyChooseUs::from(row), vec![]))
    }
    .await;
    settle(state, vec![image], result).await
}

pub async fn update(state: &DomainContext, actor: &AdminActor, id: &str, sent: Sent) -> Result<WhyChooseUs, ApiError> {
    let (title, description) = check(&sent, false)?;
    let image = store_optional(state, &sent, "image").await?;
    let result = async {
        let write = ContentWrite::begin(state).await?;
        let row = why_choose_us::Entity::find_by_id(id).one(write.txn()).await?.ok_or_else(not_found)?;
        let old = row.image.clone();
        let mut row: why_choose_us::ActiveModel = row.into();
        row.title = Set(title);
        row.description = Set(description);
        if image.is_some() {
            row.image = Set(image.clone());
        }
        let row = row.update(write.txn()).await?;
        let summary = Some(row.title.clone());
        record(
            write.txn(),
            actor,
            Activity { action: "whychooseus.update", entity: "whychooseus", record_id: Some(id), summary },
        )
        .await?;
        write.commit(&[Topic::Site]).await?;
        Ok((WhyChooseUs::from(row), if image.is_some() { vec![old] } else { vec![] }))
    }
    .await;
    settle(state, vec![image], result).await
}

pub async fn delete(state: &DomainContext, actor: &AdminActor, id: &str) -> Result<(), ApiError> {
    let result = async {
        let write = ContentWrite::begin(state).await?;
        let row = why_choose_us::Entity::find_by_id(id).one(write.txn()).await?.ok_or_else(not_found)?;
        why_choose_us::Entity::delete_by_id(id).exec(write.txn()).await?;
        let summary = Some(row.title.clone());
        record(
            write.txn(),
            actor,
            Activity { action: "whychooseus.delete", entity: "whychooseus", record_id: Some(id), summary },
        )
        .await?;
        write.commit(&[Topic::Site]).await?;
        Ok(((), vec![row.image]))
    }
    .await;
    settle(state, vec![], result).await
}

fn not_found() -> ApiError {
    ApiError::NotFound("Entry not found".into())
}
