//! Testimonials: the admin's shape (name, comment, course, profile) and the home page's
//! (name, company, quote, rating, image) read the same rows.

use sea_orm::Set;
use serde::Serialize;
use utoipa::ToSchema;

use super::files::picture;
use super::limits::{TEXT_MAX, TITLE_MAX};
use super::section::{Column, Picture, Section};
use crate::uploads::Form as Sent;
use crate::validation::{optional, required, Form};
use foundation::entities::testimonials;

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

pub struct Fields {
    name: String,
    comment: String,
    course: String,
    rating: Option<i32>,
}

impl Section for Testimonial {
    type Entity = testimonials::Entity;
    type Model = testimonials::Model;
    type Active = testimonials::ActiveModel;
    type Sent = Sent;
    type Fields = Fields;

    const ENTITY: &'static str = "testimonial";
    const NOT_FOUND: &'static str = "Testimonial not found";
    const POSITION: Column<Self> = testimonials::Column::Position;
    const SUMMARY: Column<Self> = testimonials::Column::Name;
    const PICTURE: Option<Picture<Self>> = Some(Picture {
        rule: picture("profile", "Profile image"),
        column: testimonials::Column::Profile,
        required: false,
    });

    /// The spec's form checks nothing; the server still needs a name and a comment to show,
    /// and a rating, when sent, of 1 to 5 stars.
    fn check(sent: &Sent, form: &mut Form) -> Fields {
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
        Fields {
            name: name.unwrap_or_default(),
            comment: comment.unwrap_or_default(),
            course: course.flatten().unwrap_or_default(),
            rating,
        }
    }

    /// A rating left out keeps the row's (a new row's is 5 stars: `new_row`).
    fn fill(row: &mut testimonials::ActiveModel, fields: Fields) {
        row.name = Set(fields.name);
        row.comment = Set(fields.comment);
        row.course = Set(fields.course);
        if let Some(rating) = fields.rating {
            row.rating = Set(rating);
        }
    }

    fn new_row() -> testimonials::ActiveModel {
        testimonials::ActiveModel { rating: Set(5), ..Default::default() }
    }
}
