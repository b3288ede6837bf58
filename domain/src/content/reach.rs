//! Our Global Reach items. The spec's reach calls also carry the core values (a form that
//! sends `coreValuesName` instead of `reachName`): see `core_values`.

use sea_orm::Set;
use serde::Serialize;
use utoipa::ToSchema;

use super::files::picture;
use super::limits::{SHORT_TEXT_MAX, TITLE_MAX};
use super::section::{Column, Picture, Section};
use crate::uploads::Form as Sent;
use crate::validation::{required, Form};
use foundation::entities::reach_items;

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

/// A reach item's or core value's checked fields.
pub struct Named {
    pub name: String,
    pub description: String,
}

/// Name (the form's `name_field`) and description, both required.
pub(super) fn check_named(sent: &Sent, form: &mut Form, name_field: &str, name_label: &str) -> Named {
    let name = form.check(name_field, required(sent.text(name_field), name_label, TITLE_MAX));
    let description = form.check("description", required(sent.text("description"), "Description", SHORT_TEXT_MAX));
    Named { name: name.unwrap_or_default(), description: description.unwrap_or_default() }
}

impl Section for ReachItem {
    type Entity = reach_items::Entity;
    type Model = reach_items::Model;
    type Active = reach_items::ActiveModel;
    type Sent = Sent;
    type Fields = Named;

    const ENTITY: &'static str = "reach";
    const NOT_FOUND: &'static str = "Reach not found";
    const POSITION: Column<Self> = reach_items::Column::Position;
    const SUMMARY: Column<Self> = reach_items::Column::ReachName;
    const PICTURE: Option<Picture<Self>> =
        Some(Picture { rule: picture("image", "Image"), column: reach_items::Column::Image, required: false });

    fn check(sent: &Sent, form: &mut Form) -> Named {
        check_named(sent, form, "reachName", "Reach name")
    }

    fn fill(row: &mut reach_items::ActiveModel, fields: Named) {
        row.reach_name = Set(fields.name);
        row.description = Set(fields.description);
    }
}
