//! Testimonials: the admin's shape (name, comment, course, profile) and the home page's
//! (name, company, quote, rating, image) read the same rows.

use sea_orm::{ActiveModelTrait, ConnectionTrait, DbErr, EntityTrait, QueryOrder, Set};
use serde::Serialize;
use utoipa::ToSchema;

use super::files::{settle, store_optional};
use super::limits::{TEXT_MAX, TITLE_MAX};
use crate::admin_activity::{record, Activity, AdminActor};
use crate::content_write::DomainContext;
use crate::content_write::{ContentWrite, Topic};
use crate::entities::testimonials;
use crate::error::ApiError;
use crate::uploads::Form as Sent;
use crate::validation::{optional, required, Form};
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct Testimonial {
    #[serde(rename = "_id")]
    pub _id: String,
    pub name: String,
    pub comment: String,
    pub course: String,
    pub rating: i32,
    pub profile: Option<String>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct HomeTestimonial {
    pub id: String,
    pub name: String,
    pub company: String,
    pub quote: String,
    pub rating: i32,
    pub image: Option<String>,
}

impl From<Testimonial> for HomeTestimonial {
    fn from(t: Testimonial) -> Self {
        Self { id: t._id, name: t.name, company: t.course, quote: t.comment, rating: t.rating, image: t.profile }
    }
}

impl From<testimonials::Model> for Testimonial {
    fn from(t: testimonials::Model) -> Self {
        Testimonial {
            _id: t.id,
            name: t.name,
            comment: t.comment,
            course: t.course,
            rating: t.rating,
            profile: t.profile,
        }
    }
}

pub async fn list<C: ConnectionTrait>(db: &C) -> Result<Vec<Testimonial>, DbErr> {
    let rows = testimonials::Entity::find().order_by_asc(testimonials::Column::Position).all(db).await?;
    Ok(rows.into_iter().map(Into::into).collect())
}

/// The profile picture of the form (optional).
pub const PROFILE: crate::uploads::FileRule = super::files::picture("profile", "Profile image");

struct Fields {
    name: String,
    comment: String,
    course: String,
    rating: Option<i32>,
}

/// The spec's form checks nothing; the server still needs a name and a comment to show,
/// and a rating, when sent, of 1 to 5 stars.
fn check(sent: &Sent) -> Result<Fields, ApiError> {
    let mut form = Form::new();
    let name = form.check("name", required(sent.text("name"), "Name", TITLE_MAX));
    let comment = form.check("comment", required(sent.text("comment"), "Comment", TEXT_MAX));
    let course = form.check("course", optional(sent.text("course"), "Course", TITLE_MAX));
    let rating = match sent.text("rating").map(str::trim).filter(|r| !r.is_empty()) {
        None => None,
        Some(text) => match text.parse::<i32>() {
            Ok(r) if (1..=5).contains(&r) => Some(r),
            _ => {
                form.fail("rating", "Rating must be a whole number from 1 to 5");
                None
            }
        },
    };
    form.finish()?;
    Ok(Fields {
        name: name.unwrap_or_default(),
        comment: comment.unwrap_or_default(),
        course: course.flatten().unwrap_or_default(),
        rating,
    })
}

pub async fn create(state: &DomainContext, actor: &AdminActor, sent: Sent) -> Result<Testimonial, ApiError> {
    let fields = check(&sent)?;
    let profile = store_optional(state, &sent, "profile").await?;
    let result = async {
        let write = ContentWrite::begin(state).await?;
        let last = testimonials::Entity::find().order_by_desc(testimonials::Column::Position).one(write.txn()).await?;
        let row = testimonials::ActiveModel {
            name: Set(fields.name),
            comment: Set(fields.comment),
            course: Set(fields.course),
            rating: Set(fields.rating.unwrap_or(5)),
            profile: Set(profile.clone()),
            position: Set(last.map_or(0, |r| r.position + 1)),
            ..Default::default()
        }
        .insert(write.txn())
        .await?;
        let summary = Some(row.name.clone());
        record(
            write.txn(),
            actor,
            Activity { action: "testimonial.create", entity: "testimonial", record_id: Some(&row.id), summary },
        )
        .await?;
        write.commit(&[Topic::Site]).await?;
        Ok((Testimonial::from(row), vec![]))
    }
    .await;
    settle(state, vec![profile], result).await
}

pub async fn update(state: &DomainContext, actor: &AdminActor, id: &str, sent: Sent) -> Result<Testimonial, ApiError> {
    let fields = check(&sent)?;
    let profile = store_optional(state, &sent, "profile").await?;
    let result = async {
        let write = ContentWrite::begin(state).await?;
        let row = testimonials::Entity::find_by_id(id).one(write.txn()).await?.ok_or_else(not_found)?;
        let old = row.profile.clone();
        let mut row: testimonials::ActiveModel = row.into();
        row.name = Set(fields.name);
        row.comment = Set(fields.comment);
        row.course = Set(fields.course);
        if let Some(rating) = fields.rating {
            row.rating = Set(rating);
        }
        if profile.is_some() {
            row.profile = Set(profile.clone());
        }
        let row = row.update(write.txn()).await?;
        let summary = Some(row.name.clone());
        record(
            write.txn(),
            actor,
            Activity { action: "testimonial.update", entity: "testimonial", record_id: Some(id), summary },
        )
        .await?;
        write.commit(&[Topic::Site]).await?;
        Ok((Testimonial::from(row), if profile.is_some() { vec![old] } else { vec![] }))
    }
    .await;
    settle(state, vec![profile], result).await
}

pub async fn delete(state: &DomainContext, actor: &AdminActor, id: &str) -> Result<(), ApiError> {
    let result = async {
        let write = ContentWrite::begin(state).await?;
        let row = testimonials::Entity::find_by_id(id).one(write.txn()).await?.ok_or_else(not_found)?;
        testimonials::Entity::delete_by_id(id).exec(write.txn()).await?;
        let summary = Some(row.name.clone());
        record(
            write.txn(),
            actor,
            Activity { action: "testimonial.delete", entity: "testimonial", record_id: Some(id), summary },
        )
        .await?;
        write.commit(&[Topic::Site]).await?;
        Ok(((), vec![row.profile]))
    }
    .await;
    settle(state, vec![], result).await
}

fn not_found() -> ApiError {
    ApiError::NotFound("Testimonial not found".into())
}
