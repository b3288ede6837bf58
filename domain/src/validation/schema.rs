//! The checks of this module in JSON Schema's words, so that the OpenAPI document states on
//! each request field what the server will ask of it, from the same constants. Lengths
//! count characters: JSON Schema's `maxLength` counts code points, as `chars().count()` does.

use utoipa::openapi::schema::{KnownFormat, ObjectBuilder, SchemaFormat, SchemaType, Type};
use utoipa::openapi::Object;

use super::rules::{
    ADDRESS_MAX, BUSINESS_NAME_MAX, DATE_PATTERN, EMAIL_MAX, PASSWORD_MAX_BYTES, PASSWORD_MIN, PERSON_NAME_MAX,
    PHONE_DIGITS_MIN, PHONE_MAX, PHONE_PATTERN, PINCODE_MAX, PRICE_MAX, QUANTITY_MAX,
};

/// What a required text must hold besides blanks: the checks trim before they look.
pub const NOT_BLANK: &str = r"\S";

/// What one request field must be.
#[derive(Debug, Clone, PartialEq)]
pub struct FieldRule {
    /// Missing, `null` and blank values are refused ("… is required").
    pub required: bool,
    pub shape: Shape,
}

#[derive(Debug, Clone, PartialEq)]
pub enum Shape {
    /// At most `max` characters (trimmed blanks count), matching `pattern` if given.
    Text {
        min: usize,
        max: usize,
        pattern: Option<String>,
    },
    /// A password: taken as typed (never trimmed), `min` to `max` characters.
    Secret {
        min: usize,
        max: usize,
    },
    /// An e-mail address of at most [`EMAIL_MAX`] characters.
    Email,
    /// A list of at least `min` items (their schema stays the type's own).
    List {
        min: usize,
    },
    /// One of these codes, exactly.
    OneOf(Vec<&'static str>),
    /// `YYYY-MM-DD`, a real date.
    Date,
    /// Rupees: 0 to [`PRICE_MAX`] in steps of one paisa.
    Money,
    /// A finite number in the range.
    Number {
        minimum: f64,
        exclusive_minimum: bool,
        maximum: f64,
    },
    Boolean,
    /// A whole number in the range.
    Integer {
        minimum: i64,
        maximum: i64,
    },
}

impl FieldRule {
    pub fn required(shape: Shape) -> Self {
        Self { required: true, shape }
    }

    pub fn optional(shape: Shape) -> Self {
        Self { required: false, shape }
    }

    /// The field's schema; `description` is kept from the type's own documentation.
    pub fn schema(&self, description: Option<String>) -> Object {
        let kind = match self.shape {
            Shape::Text { .. } | Shape::Secret { .. } | Shape::Email | Shape::OneOf(_) | Shape::Date => Type::String,
            Shape::List { .. } => Type::Array,
            Shape::Number { .. } | Shape::Money => Type::Number,
            Shape::Integer { .. } => Type::Integer,
            Shape::Boolean => Type::Boolean,
        };
        let schema_type = if self.required { SchemaType::new(kind) } else { SchemaType::from_iter([kind, Type::Null]) };
        let builder = ObjectBuilder::new().schema_type(schema_type).description(description);
        let builder = match &self.shape {
            Shape::Text { min, max, pattern } => {
                let min = if self.required { (*min).max(1) } else { *min };
                let pattern = pattern.clone().or_else(|| self.required.then(|| NOT_BLANK.to_owned()));
                builder.min_length((min > 0).then_some(min)).max_length(Some(*max)).pattern(pattern)
            }
            Shape::Secret { min, max } => builder.min_length((*min > 0).then_some(*min)).max_length(Some(*max)),
            Shape::List { .. } => builder,
            Shape::Email => {
                builder.format(Some(SchemaFormat::KnownFormat(KnownFormat::Email))).max_length(Some(EMAIL_MAX))
            }
            Shape::OneOf(values) => {
                let nothing = (!self.required).then_some(serde_json::Value::Null);
                builder.enum_values(Some(values.iter().map(|v| serde_json::json!(v)).chain(nothing)))
            }
            Shape::Number { minimum, exclusive_minimum, maximum } => {
                let builder = if *exclusive_minimum {
                    builder.exclusive_minimum(Some(*minimum))
                } else {
                    builder.minimum(Some(*minimum))
                };
                builder.maximum(Some(*maximum))
            }
            Shape::Date => builder
                .format(Some(SchemaFormat::KnownFormat(KnownFormat::Date)))
                .pattern(Some(DATE_PATTERN))
                .min_length(Some(10))
                .max_length(Some(10)),
            Shape::Money => builder.minimum(Some(0)).maximum(Some(PRICE_MAX as f64)).multiple_of(Some(0.01)),
            Shape::Boolean => builder,
            Shape::Integer { minimum, maximum } => {
                builder.minimum(Some(*minimum as f64)).maximum(Some(*maximum as f64))
            }
        };
        builder.build()
    }
}

/// Text of at most `max` characters.
pub fn text(max: usize) -> Shape {
    Shape::Text { min: 0, max, pattern: None }
}

/// A person's name ([`super::PersonName`]).
pub fn person_name() -> FieldRule {
    FieldRule::required(text(PERSON_NAME_MAX))
}

/// A business's name ([`super::BusinessName`]).
pub fn business_name() -> FieldRule {
    FieldRule::required(text(BUSINESS_NAME_MAX))
}

/// A required e-mail ([`super::Email`]).
pub fn email() -> FieldRule {
    FieldRule::required(Shape::Email)
}

/// A phone number ([`super::Phone`]): the allowed characters, and 7 to 15 digits among them.
pub fn phone() -> FieldRule {
    FieldRule::required(Shape::Text { min: PHONE_DIGITS_MIN, max: PHONE_MAX, pattern: Some(PHONE_PATTERN.to_owned()) })
}

/// A new password ([`super::NewPassword`]). Its limit of 72 bytes is not a JSON Schema
/// keyword; 72 characters is the most it can be.
pub fn new_password() -> FieldRule {
    FieldRule::required(Shape::Secret { min: PASSWORD_MIN, max: PASSWORD_MAX_BYTES })
}

/// The repeated password: compared with the password when given.
pub fn password_confirmation() -> FieldRule {
    FieldRule::optional(Shape::Secret { min: 0, max: PASSWORD_MAX_BYTES })
}

/// A postal code ([`super::pincode`]): letters, digits, spaces and dashes with a digit among
/// them, 3 to 12 characters, neither starting nor ending with a space.
pub fn pincode() -> FieldRule {
    let pattern = r"^(?:[A-Za-z0-9-][A-Za-z0-9 -]*)?[0-9](?:[A-Za-z0-9 -]*[A-Za-z0-9-])?$".to_owned();
    FieldRule::required(Shape::Text { min: 3, max: PINCODE_MAX, pattern: Some(pattern) })
}

/// An address line of a form that requires one.
pub fn address() -> FieldRule {
    FieldRule::required(text(ADDRESS_MAX))
}

/// A delivery date ([`super::DeliveryDate`]), or empty for none; whether it is past is not
/// the schema's to say.
pub fn date() -> FieldRule {
    FieldRule::optional(Shape::Text { min: 0, max: 10, pattern: Some(format!("^$|{DATE_PATTERN}")) })
}

/// A required calendar date, `YYYY-MM-DD`.
pub fn calendar_date() -> FieldRule {
    FieldRule::required(Shape::Date)
}

/// An amount of money in rupees ([`super::Paise`]): 0 to [`PRICE_MAX`], in whole paise.
pub fn money() -> FieldRule {
    FieldRule::required(Shape::Money)
}

/// One of `values`; blank or absent is the first ([`super::coded`]), so `""` is one too.
pub fn coded(values: &[&'static str]) -> FieldRule {
    FieldRule::optional(Shape::OneOf(values.iter().copied().chain([""]).collect()))
}

/// One of `values`, which must be named.
pub fn one_of(values: &[&'static str]) -> FieldRule {
    FieldRule::required(Shape::OneOf(values.to_vec()))
}

/// An enquiry's quantity ([`super::Quantity::parse`]).
pub fn quantity() -> FieldRule {
    FieldRule::required(Shape::Number { minimum: 1.0, exclusive_minimum: false, maximum: QUANTITY_MAX })
}
