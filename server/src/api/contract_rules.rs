//! Rules of requests beyond one JSON field's, written into the OpenAPI document from the
//! constants the server checks them with: the codes and dates its query parameters take,
//! the kinds of file each multipart field takes, and the admin's flag change, which names
//! exactly one of three flags.

use std::collections::BTreeMap;

use utoipa::openapi::encoding::Encoding;
use utoipa::openapi::path::{Operation, ParameterIn};
use utoipa::openapi::schema::{
    AllOfBuilder, KnownFormat, ObjectBuilder, OneOfBuilder, Schema, SchemaFormat, SchemaType, Type,
};
use utoipa::openapi::{Components, RefOr};

use domain::enquiries::admin::search::STATUS_FILTERS;
use domain::uploads::{Accepts, FileRule};
use foundation::entities::codes::ENQUIRY_STATUSES;

/// Query parameters that take codes: the call, the parameter and its codes (empty or absent
/// is the default of each).
fn query_codes() -> Vec<(&'static str, &'static str, Vec<&'static str>)> {
    let with_blank = |codes: &[&'static str]| codes.iter().copied().chain([""]).collect::<Vec<_>>();
    vec![
        ("/api/v1/user/enquiry", "status", with_blank(&STATUS_FILTERS)),
        ("/api/v1/user/enquiry/export.csv", "status", with_blank(&STATUS_FILTERS)),
        ("/api/v1/vendor/enquiry", "status", with_blank(ENQUIRY_STATUSES)),
    ]
}

/// Path parameters that take codes: a supplier's file by its field's name.
fn path_codes() -> Vec<(&'static str, &'static str, Vec<&'static str>)> {
    let kinds = domain::suppliers::registration::FILE_RULES.iter().map(|rule| rule.field).collect();
    vec![("/api/v1/vendorRegistration/document/{vendorId}/{kind}", "kind", kinds)]
}

/// Query parameters that are calendar dates (`admin_activity::list`).
const DATE_PARAMETERS: [(&str, &str); 2] = [("/api/v1/admin/activity", "from"), ("/api/v1/admin/activity", "to")];

/// The files that take documents (a PDF besides pictures); every other file field takes
/// pictures only.
fn document_fields() -> Vec<&'static str> {
    let rules: Vec<FileRule> = domain::suppliers::registration::FILE_RULES
        .iter()
        .copied()
        .chain([
            domain::content::footer::BROCHURE,
            domain::enquiries::thread::attachments::ATTACHMENT,
            domain::orders::documents::DOCUMENT,
        ])
        .collect();
    rules.into_iter().filter(|rule| rule.accepts == Accepts::Document).map(|rule| rule.field).collect()
}

/// The codes and dates of `path`'s query and path parameters.
pub fn state_query_rules(path: &str, operation: &mut Operation) {
    let (query, in_path) = (query_codes(), path_codes());
    for parameter in operation.parameters.iter_mut().flatten() {
        let codes = match parameter.parameter_in {
            ParameterIn::Query => &query,
            ParameterIn::Path => &in_path,
            _ => continue,
        };
        let name = parameter.name.as_str();
        let string = ObjectBuilder::new().schema_type(SchemaType::new(Type::String));
        let schema = if let Some((_, _, values)) = codes.iter().find(|(p, n, _)| *p == path && *n == name) {
            string.enum_values(Some(values.clone()))
        } else if DATE_PARAMETERS.contains(&(path, name)) {
            string.format(Some(SchemaFormat::KnownFormat(KnownFormat::Date)))
        } else {
            continue;
        };
        parameter.schema = Some(schema.build().into());
    }
}

/// The media types each file field of a multipart body takes, as its part's `contentType`.
pub fn name_file_types(operation: &mut Operation, schemas: &BTreeMap<String, RefOr<Schema>>) {
    let Some(body) = operation.request_body.as_mut() else { return };
    let Some(form) = body.content.get_mut("multipart/form-data") else { return };
    let Some(RefOr::Ref(reference)) = &form.schema else { return };
    let name = reference.ref_location.rsplit('/').next().unwrap_or_default();
    let Some(RefOr::T(Schema::Object(object))) = schemas.get(name) else { return };
    let documents = document_fields();
    for (field, property) in &object.properties {
        if !is_file(property) {
            continue;
        }
        let accepts = if documents.contains(&field.as_str()) { Accepts::Document } else { Accepts::Picture };
        let mut encoding = Encoding::default();
        encoding.content_type = Some(accepts.media_types().join(", "));
        form.encoding.insert(field.clone(), encoding);
    }
}

fn is_file(property: &RefOr<Schema>) -> bool {
    let binary = |schema: &Schema| match schema {
        Schema::Object(object) => object.format == Some(SchemaFormat::KnownFormat(KnownFormat::Binary)),
        _ => false,
    };
    match property {
        RefOr::T(Schema::Array(list)) => match &list.items {
            utoipa::openapi::schema::ArrayItems::RefOrSchema(item) => matches!(item.as_ref(), RefOr::T(s) if binary(s)),
            _ => false,
        },
        RefOr::T(schema) => binary(schema),
        RefOr::Ref(_) => false,
    }
}

/// `AccountFlagInput` names exactly one of `isVerified`, `isBlocked` and `isActive` as a
/// boolean (`admin_people::flags::Flag::parse`): its fields, and one of three shapes.
pub fn one_flag_of_three(components: &mut Components) {
    let Some(RefOr::T(fields)) = components.schemas.get("AccountFlagInput").cloned() else {
        panic!("AccountFlagInput is not in the document");
    };
    let mut one = OneOfBuilder::new();
    for flag in ["isVerified", "isBlocked", "isActive"] {
        let boolean = ObjectBuilder::new().schema_type(SchemaType::new(Type::Boolean));
        one = one.item(ObjectBuilder::new().property(flag, boolean).required(flag));
    }
    let description = match &fields {
        Schema::Object(object) => object.description.clone(),
        _ => None,
    };
    let schema = AllOfBuilder::new().description(description).item(fields).item(one).build();
    components.schemas.insert("AccountFlagInput".into(), RefOr::T(Schema::AllOf(schema)));
}
