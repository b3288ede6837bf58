//! Core services (with a subtitle) and additional services (without): two sections whose
//! forms differ only in the subtitle. The spec's client edits and deletes both through one
//! path, `admin/{id}`: the id says which it is (see `update` and `delete`).

use sea_orm::Set;
use serde::Serialize;
use utoipa::ToSchema;

use super::files::picture;
use super::limits::{SUBTITLE_MAX, TEXT_MAX, TITLE_MAX};
use super::section::{self, Column, Picture, Section};
use crate::admin_activity::AdminActor;
use crate::content_write::DomainContext;
use crate::uploads::Form as Sent;
use crate::validation::{required, Form};
use foundation::entities::{additional_services, services};
use foundation::error::Error;

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

pub struct Fields {
    title: String,
    subtitle: String,
    description: String,
}

/// Title, subtitle (core services only) and description are required; so is the image
/// when adding (`Section::PICTURE`).
fn check(sent: &Sent, form: &mut Form, with_subtitle: bool) -> Fields {
    let title = form.check("title", required(sent.text("title"), "Title", TITLE_MAX));
    let subtitle =
        with_subtitle.then(|| form.check("subtitle", required(sent.text("subtitle"), "Subtitle", SUBTITLE_MAX)));
    let description = form.check("description", required(sent.text("description"), "Description", TEXT_MAX));
    Fields {
        title: title.unwrap_or_default(),
        subtitle: subtitle.flatten().unwrap_or_default(),
        description: description.unwrap_or_default(),
    }
}

impl Section for Service {
    type Entity = services::Entity;
    type Model = services::Model;
    type Active = services::ActiveModel;
    type Sent = Sent;
    type Fields = Fields;

    const ENTITY: &'static str = "service";
    const NOT_FOUND: &'static str = "Service not found";
    const POSITION: Column<Self> = services::Column::Position;
    const SUMMARY: Column<Self> = services::Column::Title;
    const PICTURE: Option<Picture<Self>> =
        Some(Picture { rule: picture("image", "Image"), column: services::Column::Image, required: true });

    fn check(sent: &Sent, form: &mut Form) -> Fields {
        check(sent, form, true)
    }

    fn fill(row: &mut services::ActiveModel, fields: Fields) {
        row.title = Set(fields.title);
        row.subtitle = Set(fields.subtitle);
        row.description = Set(fields.description);
    }
}

impl Section for AdditionalService {
    type Entity = additional_services::Entity;
    type Model = additional_services::Model;
    type Active = additional_services::ActiveModel;
    type Sent = Sent;
    type Fields = Fields;

    const ENTITY: &'static str = "additionalservice";
    const NOT_FOUND: &'static str = "Service not found";
    const POSITION: Column<Self> = additional_services::Column::Position;
    const SUMMARY: Column<Self> = additional_services::Column::Title;
    const PICTURE: Option<Picture<Self>> =
        Some(Picture { rule: picture("image", "Image"), column: additional_services::Column::Image, required: true });

    /// A subtitle sent is ignored (the one edit form sends it for both).
    fn check(sent: &Sent, form: &mut Form) -> Fields {
        check(sent, form, false)
    }

    fn fill(row: &mut additional_services::ActiveModel, fields: Fields) {
        row.title = Set(fields.title);
        row.description = Set(fields.description);
    }
}

/// What `PUT admin/{id}` changed: a core service or an additional one.
pub enum Updated {
    Service(Service),
    Additional(AdditionalService),
}

/// Changes the core or additional service the id names (looked up before the form is
/// checked: which form it is depends on it).
pub async fn update(state: &DomainContext, actor: &AdminActor, id: &str, sent: &Sent) -> Result<Updated, Error> {
    if section::exists::<Service>(&state.db, id).await? {
        Ok(Updated::Service(section::update(state, actor, id, sent).await?))
    } else if section::exists::<AdditionalService>(&state.db, id).await? {
        Ok(Updated::Additional(section::update(state, actor, id, sent).await?))
    } else {
        Err(section::not_found::<Service>())
    }
}

/// Deletes the core or additional service the id names.
pub async fn delete(state: &DomainContext, actor: &AdminActor, id: &str) -> Result<(), Error> {
    if section::delete_if_any::<Service>(state, actor, id).await?
        || section::delete_if_any::<AdditionalService>(state, actor, id).await?
    {
        Ok(())
    } else {
        Err(section::not_found::<Service>())
    }
}
