//! Testimonials: the admin's shape (name, comment, course, profile) and the home page's
//! (name, company, quote, rating, image) read the same rows.

use sea_orm::{ConnectionTrait, DbErr, EntityTrait, QueryOrder};
use serde::Serialize;
use utoipa::ToSchema;

use crate::entities::testimonials;

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

pub async fn list<C: ConnectionTrait>(db: &C) -> Result<Vec<Testimonial>, DbErr> {
    let rows = testimonials::Entity::find().order_by_asc(testimonials::Column::Position).all(db).await?;
    Ok(rows
        .into_iter()
        .map(|t| Testimonial {
            _id: t.id,
            name: t.name,
            comment: t.comment,
            course: t.course,
            rating: t.rating,
            profile: t.profile,
        })
        .collect())
}
