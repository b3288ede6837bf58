//! The request schemas state the server's rules: each JSON body field names the check it
//! meets (from `validation::schema`, which reads the rule constants), the paging parameters
//! their bounds, and every answer but a success carries the error body.
//!
//! The fields are named here, by schema and JSON name, because the input types keep every
//! field optional in Rust: a missing field must reach the check, which answers in the
//! spec's words ("Name is required") where serde would answer in its own. A field or schema
//! named here that the document lacks stops the document from being built.

use utoipa::openapi::path::{Operation, ParameterIn};
use utoipa::openapi::schema::Schema;
use utoipa::openapi::{Content, OpenApi, RefOr, ResponseBuilder};

use domain::content::limits::{SUBTITLE_MAX, TEXT_MAX};
use domain::trade::terms::NAMED_PLACE_MAX;
use domain::validation::rules::{
    ADDRESS_MAX, BUSINESS_NAME_MAX, CITY_MAX, COUNTRIES, EMAIL_MAX, LABEL_MAX, MESSAGE_MAX, NOTES_MAX,
    PASSWORD_MAX_BYTES, PINCODE_MAX, QUANTITY_MAX, STATE_MAX, SUBMISSION_KEY_MAX,
};
use domain::validation::schema::{self as rule, text, FieldRule, Shape};
use foundation::entities::codes::{
    Currency, DeclineReason, Incoterm, Unit, ENQUIRY_STATUSES, ENQUIRY_UNITS, GENERAL_ENQUIRY_STATUSES, LISTING_UNITS,
    PACKAGING_PREFERENCES, PAYMENT_TERMS, URGENCIES,
};
use foundation::paging::{MAX_PAGE, MAX_PAGE_SIZE};

use super::contract_rules;
use domain::suppliers::offer_input::{ID_MAX, LOCATION_MAX};

/// A request body's name and its fields, each with the rule it meets.
type Rules = (&'static str, Vec<(&'static str, FieldRule)>);

/// Every JSON request body's fields and the rule each one meets.
pub fn request_rules() -> Vec<Rules> {
    [account_rules(), enquiry_rules(), trade_rules(), order_rules(), admin_rules()].concat()
}

fn id() -> FieldRule {
    FieldRule::required(text(ID_MAX))
}

fn optional_text(max: usize) -> FieldRule {
    FieldRule::optional(text(max))
}

/// What a pack holds: required for a unit not measured in its variety's comparable unit.
fn pack_content() -> FieldRule {
    FieldRule::optional(Shape::Number {
        minimum: 0.0,
        exclusive_minimum: true,
        maximum: domain::trade::comparable::PACK_CONTENT_MAX as f64,
    })
}

fn address() -> Vec<(&'static str, FieldRule)> {
    vec![
        ("label", optional_text(LABEL_MAX)),
        ("street", FieldRule::required(text(ADDRESS_MAX))),
        ("city", FieldRule::required(text(CITY_MAX))),
        ("state", optional_text(STATE_MAX)),
        ("zip", optional_text(PINCODE_MAX)),
        ("country", rule::coded(&COUNTRIES)),
    ]
}

/// The enquiry form's fields (`EnquiryForm`); a single enquiry adds its offer, a request several.
fn enquiry_fields() -> Vec<(&'static str, FieldRule)> {
    vec![
        ("name", rule::person_name()),
        ("email", rule::email()),
        ("phone", rule::phone()),
        ("company", optional_text(BUSINESS_NAME_MAX)),
        ("address", rule::address()),
        ("city", FieldRule::required(text(CITY_MAX))),
        ("state", FieldRule::required(text(STATE_MAX))),
        ("pincode", rule::pincode()),
        ("quantity", rule::quantity()),
        // The spec's enquiry units, which every offer takes (and blank for the offer's
        // own, which it takes too: "200 boxes" of an offer per box).
        ("unit", rule::coded(&ENQUIRY_UNITS)),
        ("urgency", rule::coded(URGENCIES)),
        ("deliveryDate", rule::date()),
        ("additionalRequirements", optional_text(NOTES_MAX)),
        ("packagingPreference", rule::coded(PACKAGING_PREFERENCES)),
        ("paymentTerms", rule::coded(PAYMENT_TERMS)),
        ("submissionKey", optional_text(SUBMISSION_KEY_MAX)),
    ]
}

/// Signing up and in, passwords, profiles and addresses, supplier registration.
fn account_rules() -> Vec<Rules> {
    vec![
        (
            "LoginInput",
            vec![
                ("email", FieldRule::required(Shape::Text { min: 1, max: EMAIL_MAX, pattern: None })),
                ("password", FieldRule::required(Shape::Secret { min: 1, max: PASSWORD_MAX_BYTES })),
            ],
        ),
        ("ForgotPasswordInput", vec![("email", rule::email())]),
        (
            "ResetPasswordInput",
            vec![
                ("token", FieldRule::required(text(ID_MAX))),
                ("password", rule::new_password()),
                ("confirmPassword", rule::password_confirmation()),
            ],
        ),
        (
            "SignUpInput",
            vec![
                ("name", rule::person_name()),
                ("email", rule::email()),
                ("password", rule::new_password()),
                ("confirmPassword", rule::password_confirmation()),
                // The first address is the form's own; more are kept up to the cap.
                ("addresses", FieldRule::required(Shape::List { min: 1 })),
            ],
        ),
        (
            "ProfileInput",
            vec![
                ("name", rule::person_name()),
                ("email", rule::email()),
                ("currentPassword", FieldRule::optional(Shape::Secret { min: 0, max: PASSWORD_MAX_BYTES })),
                ("newPassword", FieldRule::optional(Shape::Secret { min: 0, max: PASSWORD_MAX_BYTES })),
                ("confirmPassword", rule::password_confirmation()),
            ],
        ),
        ("AddressInput", address()),
        (
            "SupplierRegistrationInput",
            vec![
                ("name", rule::business_name()),
                ("email", rule::email()),
                ("mobile", rule::phone()),
                ("password", rule::new_password()),
                ("confirmPassword", rule::password_confirmation()),
            ],
        ),
        (
            "RegistrationEditInput",
            vec![
                ("name", rule::business_name()),
                ("email", rule::email()),
                ("phone", rule::phone()),
                ("address", optional_text(ADDRESS_MAX)),
            ],
        ),
    ]
}

/// The contact and feedback forms, enquiries and quote requests.
fn enquiry_rules() -> Vec<Rules> {
    vec![
        (
            "ContactInput",
            vec![
                ("name", rule::person_name()),
                ("email", rule::email()),
                ("phone", rule::phone()),
                ("address", optional_text(ADDRESS_MAX)),
                ("message", FieldRule::required(text(MESSAGE_MAX))),
            ],
        ),
        (
            "FeedbackInput",
            vec![("feedback", FieldRule::required(text(MESSAGE_MAX))), ("email", FieldRule::optional(Shape::Email))],
        ),
        ("EnquiryForm", enquiry_fields()),
        ("EnquiryInput", vec![("listingId", id())]),
        ("QuoteRequestInput", vec![("listingIds", FieldRule::required(Shape::List { min: 1 }))]),
    ]
}

/// Quotes and their negotiation, offers, the supplier's inbox, exchange rates.
fn trade_rules() -> Vec<Rules> {
    vec![
        (
            "QuoteInput",
            vec![
                ("price", rule::money()),
                ("unit", rule::one_of(Unit::CODES)),
                (
                    "minOrder",
                    FieldRule::optional(Shape::Number { minimum: 0.0, exclusive_minimum: true, maximum: QUANTITY_MAX }),
                ),
                ("validUntil", rule::calendar_date()),
                ("deliveryTerms", FieldRule::required(text(domain::validation::rules::DELIVERY_TERMS_MAX))),
                ("message", optional_text(NOTES_MAX)),
                ("packContent", pack_content()),
                ("incoterm", rule::one_of(Incoterm::CODES)),
                ("namedPlace", FieldRule::required(text(NAMED_PLACE_MAX))),
                ("currency", rule::one_of(Currency::CODES)),
            ],
        ),
        (
            "OfferInput",
            vec![
                ("product", id()),
                ("varietyId", id()),
                ("price", rule::money()),
                (
                    "quantityAvailable",
                    FieldRule::required(Shape::Number {
                        minimum: 0.0,
                        exclusive_minimum: false,
                        maximum: QUANTITY_MAX,
                    }),
                ),
                (
                    "minOrder",
                    FieldRule::optional(Shape::Number { minimum: 0.0, exclusive_minimum: true, maximum: QUANTITY_MAX }),
                ),
                ("unit", rule::one_of(&LISTING_UNITS)),
                ("location", FieldRule::required(text(LOCATION_MAX))),
                ("notes", optional_text(NOTES_MAX)),
                ("packContent", pack_content()),
                ("incoterm", FieldRule::optional(Shape::OneOf(Incoterm::CODES.to_vec()))),
                ("namedPlace", optional_text(NAMED_PLACE_MAX)),
            ],
        ),
        ("OfferStatusInput", vec![("isActive", FieldRule::required(Shape::Boolean))]),
        (
            "CounterOfferInput",
            vec![
                ("targetPrice", rule::money()),
                ("targetUnit", rule::one_of(Unit::CODES)),
                ("message", FieldRule::required(text(NOTES_MAX))),
            ],
        ),
        (
            "AcceptInput",
            vec![("revision", FieldRule::required(Shape::Integer { minimum: 1, maximum: i32::MAX.into() }))],
        ),
        ("DeclineQuoteInput", vec![("reason", rule::one_of(DeclineReason::CODES)), ("text", optional_text(NOTES_MAX))]),
        ("DeclineCounterInput", vec![("message", optional_text(NOTES_MAX))]),
        ("StatusInput", vec![("status", rule::one_of(&foundation::entities::codes::SUPPLIER_STATUSES))]),
        ("ReplyInput", vec![("reply", FieldRule::required(text(domain::enquiries::supplier_inbox::REPLY_MAX_CHARS)))]),
        (
            "RateInput",
            vec![
                ("currency", rule::one_of(domain::trade::rates::RATE_CURRENCIES)),
                (
                    "date",
                    FieldRule::optional(Shape::Text {
                        min: 10,
                        max: 10,
                        pattern: Some(domain::validation::rules::DATE_PATTERN.into()),
                    }),
                ),
                ("rate", FieldRule::required(Shape::Number { minimum: 0.0, exclusive_minimum: true, maximum: 1e6 })),
            ],
        ),
    ]
}

/// An order's steps, payments and corrections.
fn order_rules() -> Vec<Rules> {
    use domain::orders::steps::{NOTE_MAX as STEP_NOTE_MAX, TEXT_MAX as SHIPMENT_MAX};
    let statuses = foundation::entities::codes::OrderStatus::CODES;
    vec![
        (
            "StepInput",
            vec![
                ("step", rule::one_of(statuses)),
                ("note", optional_text(STEP_NOTE_MAX)),
                ("reason", optional_text(STEP_NOTE_MAX)),
                ("carrier", optional_text(SHIPMENT_MAX)),
                ("vessel", optional_text(SHIPMENT_MAX)),
                ("transportDocument", optional_text(SHIPMENT_MAX)),
                ("container", optional_text(SHIPMENT_MAX)),
                ("etd", rule::date()),
                ("eta", rule::date()),
            ],
        ),
        ("PaymentInput", vec![("note", optional_text(domain::orders::payments::PAYMENT_NOTE_MAX))]),
        (
            "CorrectionInput",
            vec![("status", rule::one_of(statuses)), ("note", FieldRule::required(text(STEP_NOTE_MAX)))],
        ),
    ]
}

/// The admin's reviews, enquiry statuses and FAQ.
fn admin_rules() -> Vec<Rules> {
    vec![
        ("RejectInput", vec![("reason", FieldRule::required(text(domain::validation::rules::REJECTION_REASON_MAX)))]),
        ("AdminEnquiryStatusInput", vec![("status", rule::one_of(ENQUIRY_STATUSES))]),
        ("AdminGeneralEnquiryStatusInput", vec![("id", id()), ("status", rule::one_of(GENERAL_ENQUIRY_STATUSES))]),
        (
            "FaqInput",
            vec![
                ("question", FieldRule::required(text(SUBTITLE_MAX))),
                ("answer", FieldRule::required(text(TEXT_MAX))),
            ],
        ),
        (
            "FaqEditInput",
            vec![
                ("_id", id()),
                ("question", FieldRule::required(text(SUBTITLE_MAX))),
                ("answer", FieldRule::required(text(TEXT_MAX))),
            ],
        ),
    ]
}

/// Writes [`request_rules`] into the schemas, the paging bounds into the parameters, and
/// the error body into every answer that is not a success.
pub struct RequestRules;

impl utoipa::Modify for RequestRules {
    fn modify(&self, openapi: &mut OpenApi) {
        let components = openapi.components.as_mut().expect("the document has components");
        for (name, fields) in request_rules() {
            // A schema that flattens another (`#[serde(flatten)]`) is all of that one and an
            // object of its own fields; the rules here are the own fields'.
            let object = match components.schemas.get_mut(name) {
                Some(RefOr::T(Schema::Object(object))) => Some(object),
                Some(RefOr::T(Schema::AllOf(all))) => all.items.iter_mut().find_map(|item| match item {
                    RefOr::T(Schema::Object(object)) => Some(object),
                    _ => None,
                }),
                _ => None,
            };
            let Some(object) = object else {
                panic!("request schema {name} is not in the document");
            };
            for (field, rule) in fields {
                let description = match object.properties.get_mut(field) {
                    Some(RefOr::T(Schema::Array(list))) => {
                        if let Shape::List { min } = rule.shape {
                            list.min_items = Some(min);
                        }
                        None
                    }
                    Some(RefOr::T(Schema::Object(property))) => Some(property.description.clone()),
                    Some(_) => Some(None),
                    None => panic!("{name}.{field} is not in the document"),
                };
                if let Some(description) = description {
                    object.properties.insert(field.to_owned(), rule.schema(description).into());
                }
                object.required.retain(|r| r != field);
                if rule.required {
                    object.required.push(field.to_owned());
                }
            }
        }
        contract_rules::one_flag_of_three(components);
        let schemas = components.schemas.clone();
        for (path, item) in openapi.paths.paths.iter_mut() {
            let operations = [
                &mut item.get,
                &mut item.put,
                &mut item.post,
                &mut item.delete,
                &mut item.patch,
                &mut item.head,
                &mut item.options,
                &mut item.trace,
            ];
            for operation in operations.into_iter().flatten() {
                bound_paging(operation);
                contract_rules::state_query_rules(path, operation);
                contract_rules::name_file_types(operation, &schemas);
                answer_errors_with_the_error_body(operation);
            }
        }
    }
}

/// `page` counts from 1 to [`MAX_PAGE`], `pageSize` from 1 to [`MAX_PAGE_SIZE`]
/// ([`foundation::paging::Paging::parse`]).
fn bound_paging(operation: &mut Operation) {
    for parameter in operation.parameters.iter_mut().flatten() {
        let maximum = match (parameter.parameter_in.clone(), parameter.name.as_str()) {
            (ParameterIn::Query, "page") => MAX_PAGE,
            (ParameterIn::Query, "pageSize") => MAX_PAGE_SIZE,
            _ => continue,
        };
        if let Some(RefOr::T(Schema::Object(schema))) = parameter.schema.as_mut() {
            schema.minimum = Some(1.into());
            schema.maximum = Some((maximum as f64).into());
        }
    }
}

/// Statuses the extractors answer before any handler runs (see `configure_extractors`):
/// a body that is not JSON of the right shape (400), or too large (413); a query that does
/// not parse (400); a path that does not (404).
fn answer_errors_with_the_error_body(operation: &mut Operation) {
    let json_body = operation.request_body.as_ref().is_some_and(|b| b.content.contains_key("application/json"));
    let has = |operation: &Operation, place: ParameterIn| {
        operation.parameters.iter().flatten().any(|p| p.parameter_in == place)
    };
    let mut statuses: Vec<&str> = Vec::new();
    if json_body || has(operation, ParameterIn::Query) {
        statuses.push("400");
    }
    if json_body {
        statuses.push("413");
    }
    if has(operation, ParameterIn::Path) {
        statuses.push("404");
    }
    for status in statuses {
        operation.responses.responses.entry(status.to_owned()).or_insert_with(|| ResponseBuilder::new().into());
    }
    for (status, response) in operation.responses.responses.iter_mut() {
        if !(status.starts_with('4') || status.starts_with('5')) {
            continue;
        }
        let RefOr::T(response) = response else { continue };
        if response.description.is_empty() {
            response.description = describe(status).to_owned();
        }
        if response.content.is_empty() {
            response.content.insert("application/json".to_owned(), Content::new(Some(RefOr::Ref(error_body()))));
        }
    }
}

fn error_body() -> utoipa::openapi::Ref {
    utoipa::openapi::Ref::from_schema_name("ErrorBody")
}

fn describe(status: &str) -> &'static str {
    match status {
        "400" => "The request is not valid: `message` says why, `errors` per field for a form",
        "401" => "Not signed in",
        "403" => "Signed in, but not allowed",
        "404" => "Not found",
        "409" => "Conflicts with what is stored",
        "413" => "The request is too large",
        "415" => "The body is not of a type this call reads",
        "429" => "Too many requests: wait the Retry-After seconds",
        _ => "The request failed",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use domain::validation::{pincode, Phone, PhoneLabel};

    /// The schema's patterns accept what the checks accept, and refuse what they refuse.
    #[test]
    fn the_patterns_agree_with_the_checks() {
        let pattern = |rule: FieldRule| match rule.shape {
            Shape::Text { pattern: Some(p), .. } => regex::Regex::new(&p).unwrap(),
            other => panic!("{other:?}"),
        };
        let phone = pattern(rule::phone());
        for value in
            ["+91 22 4890 2300", "(022) 4890-2300", "9876543210", "1234567", "+(1)234-5678", "12345", "call me"]
                .into_iter()
                .chain(["91+22 4890 2300", "+91 22 4890 2300 12345", "+", "1234567890123456", "+ 1.2.3.4.5.6.7"])
        {
            let checked = Phone::parse(Some(value), PhoneLabel::Phone).is_ok();
            assert_eq!(phone.is_match(value), checked, "{value}");
        }
        let pin = pattern(rule::pincode());
        for value in ["411001", "SW1A 1AA", "K1A 0B1", "90210-1234", "1", "abc", "411001;", "-1-", "a 1", "12"] {
            let fits = pin.is_match(value) && (3..=PINCODE_MAX).contains(&value.chars().count());
            assert_eq!(fits, pincode(Some(value)).is_ok(), "{value}");
        }
    }

    #[test]
    fn what_a_blank_optional_field_means_the_schema_allows() {
        // A blank code is the form's default and a blank date none: both are accepted.
        let codes = match rule::coded(URGENCIES).shape {
            Shape::OneOf(values) => values,
            other => panic!("{other:?}"),
        };
        assert!(codes.contains(&""));
        assert!(domain::validation::coded(Some(""), URGENCIES, "Urgency").is_ok());
        let date = match rule::date().shape {
            Shape::Text { pattern: Some(p), .. } => regex::Regex::new(&p).unwrap(),
            other => panic!("{other:?}"),
        };
        assert!(date.is_match("") && date.is_match("2026-12-01") && !date.is_match("1 Dec"));
    }
}
