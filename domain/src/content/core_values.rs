//! Core values. The spec's client manages them through the reach calls, sending
//! `coreValuesName` instead of `reachName`; those calls dispatch here.

use sea_orm::Set;
use serde::Serialize;
use utoipa::ToSchema;

use super::files::picture;
use super::reach::{check_named, Named};
use super::section::{Column, Picture, Section};
use crate::uploads::Form as Sent;
use crate::validation::Form;
use foundation::entities::core_values;

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

impl Section for CoreValue {
    type Entity = core_values::Entity;
    type Model = core_values::Model;
    type Active = core_values::ActiveModel;
    type Sent = Sent;
    type Fields = Named;

    const ENTITY: &'static str = "corevalue";
    const NOT_FOUND: &'static str = "Core value not found";
    const POSITION: Column<Self> = core_values::Column::Position;
    const SUMMARY: Column<Self> = core_values::Column::CoreValuesName;
    const PICTURE: Option<Picture<Self>> =
        Some(Picture { rule: picture("image", "Image"), column: core_values::Column::Image, required: false });

    fn check(sent: &Sent, form: &mut Form) -> Named {
        check_named(sent, form, "coreValuesName", "Core value name")
    }

    fn fill(row: &mut core_values::ActiveModel, fields: Named) {
        row.core_values_name = Set(fields.name);
        row.description = Set(fields.description);
    }
}
