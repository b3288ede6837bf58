//! Why choose us entries: title, description and a picture, required when adding.

use sea_orm::Set;
use serde::Serialize;
use utoipa::ToSchema;

use super::files::picture;
use super::limits::{TEXT_MAX, TITLE_MAX};
use super::section::{Column, Picture, Section};
use crate::uploads::Form as Sent;
use crate::validation::{required, Form};
use foundation::entities::why_choose_us;

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

impl Section for WhyChooseUs {
    type Entity = why_choose_us::Entity;
    type Model = why_choose_us::Model;
    type Active = why_choose_us::ActiveModel;
    type Sent = Sent;
    /// Title and description.
    type Fields = (String, String);

    const ENTITY: &'static str = "whychooseus";
    const NOT_FOUND: &'static str = "Entry not found";
    const POSITION: Column<Self> = why_choose_us::Column::Position;
    const SUMMARY: Column<Self> = why_choose_us::Column::Title;
    const PICTURE: Option<Picture<Self>> =
        Some(Picture { rule: picture("image", "Image"), column: why_choose_us::Column::Image, required: true });

    /// Title and description are required (SPEC section 5).
    fn check(sent: &Sent, form: &mut Form) -> (String, String) {
        let title = form.check("title", required(sent.text("title"), "Title", TITLE_MAX));
        let description = form.check("description", required(sent.text("description"), "Description", TEXT_MAX));
        (title.unwrap_or_default(), description.unwrap_or_default())
    }

    fn fill(row: &mut why_choose_us::ActiveModel, (title, description): (String, String)) {
        row.title = Set(title);
        row.description = Set(description);
    }
}
