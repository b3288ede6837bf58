use sea_orm::{ActiveModelTrait, ConnectionTrait, DbErr, EntityTrait, QueryOrder, Set};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::limits::{SUBTITLE_MAX, TEXT_MAX};
use crate::admin_activity::{record, Activity, AdminActor};
use crate::content_write::DomainContext;
use crate::content_write::{ContentWrite, Topic};
use crate::entities::faqs;
use crate::error::ApiError;
use crate::validation::{required, Form};

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct Faq {
    #[serde(rename = "_id")]
    pub _id: String,
    pub question: String,
    pub answer: String,
}

impl From<faqs::Model> for Faq {
    fn from(f: faqs::Model) -> Self {
        Faq { _id: f.id, question: f.question, answer: f.answer }
    }
}

pub async fn list<C: ConnectionTrait>(db: &C) -> Result<Vec<Faq>, DbErr> {
    let rows = faqs::Entity::find().order_by_asc(faqs::Column::Position).all(db).await?;
    Ok(rows.into_iter().map(Into::into).collect())
}

/// An FAQ item as the admin sends it (SPEC section 5: question and answer required).
#[derive(Debug, Deserialize, ToSchema)]
pub struct FaqInput {
    pub question: Option<String>,
    pub answer: Option<String>,
}

pub struct CheckedFaq {
    question: String,
    answer: String,
}

impl FaqInput {
    pub fn check(&self) -> Result<CheckedFaq, ApiError> {
        let mut form = Form::new();
        let question = form.check("question", required(self.question.as_deref(), "Question", SUBTITLE_MAX));
        let answer = form.check("answer", required(self.answer.as_deref(), "Answer", TEXT_MAX));
        form.finish()?;
        Ok(CheckedFaq { question: question.unwrap_or_default(), answer: answer.unwrap_or_default() })
    }
}

pub async fn create(state: &DomainContext, actor: &AdminActor, input: CheckedFaq) -> Result<Faq, ApiError> {
    let write = ContentWrite::begin(state).await?;
    let last = faqs::Entity::find().order_by_desc(faqs::Column::Position).one(write.txn()).await?;
    let row = faqs::ActiveModel {
        question: Set(input.question),
        answer: Set(input.answer),
        position: Set(last.map_or(0, |f| f.position + 1)),
        ..Default::default()
    }
    .insert(write.txn())
    .await?;
    record(
        write.txn(),
        actor,
        Activity { action: "faq.create", entity: "faq", record_id: Some(&row.id), summary: Some(row.question.clone()) },
    )
    .await?;
    write.commit(&[Topic::Site]).await?;
    Ok(row.into())
}

pub async fn update(state: &DomainContext, actor: &AdminActor, id: &str, input: CheckedFaq) -> Result<Faq, ApiError> {
    let write = ContentWrite::begin(state).await?;
    let row = faqs::Entity::find_by_id(id).one(write.txn()).await?.ok_or_else(not_found)?;
    let mut row: faqs::ActiveModel = row.into();
    row.question = Set(input.question);
    row.answer = Set(input.answer);
    let row = row.update(write.txn()).await?;
    record(
        write.txn(),
        actor,
        Activity { action: "faq.update", entity: "faq", record_id: Some(id), summary: Some(row.question.clone()) },
    )
    .await?;
    write.commit(&[Topic::Site]).await?;
    Ok(row.into())
}

pub async fn delete(state: &DomainContext, actor: &AdminActor, id: &str) -> Result<(), ApiError> {
    let write = ContentWrite::begin(state).await?;
    let row = faqs::Entity::find_by_id(id).one(write.txn()).await?.ok_or_else(not_found)?;
    faqs::Entity::delete_by_id(id).exec(write.txn()).await?;
    record(
        write.txn(),
        actor,
        Activity { action: "faq.delete", entity: "faq", record_id: Some(id), summary: Some(row.question) },
    )
    .await?;
    write.commit(&[Topic::Site]).await?;
    Ok(())
}

fn not_found() -> ApiError {
    ApiError::NotFound("FAQ not found".into())
}
