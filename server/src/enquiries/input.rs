//! The enquiry form as submitted, checked on the server with the spec's messages.

use chrono::NaiveDate;
use serde::Deserialize;
use utoipa::ToSchema;

use crate::accounts::fields::Email;
use crate::entities::codes::{is_one_of, ENQUIRY_UNITS, PACKAGING_PREFERENCES, PAYMENT_TERMS, URGENCIES};
use crate::error::ApiError;

pub const REQUIRED_MISSING: &str = "Please fill in all required fields";
pub const QUANTITY_TOO_SMALL: &str = "Quantity must be a number of at least 1";

/// Quantity arrives as a number from our form and as text from others; both are accepted.
#[derive(Debug, Clone, Deserialize, ToSchema)]
#[serde(untagged)]
pub enum NumberOrText {
    Number(f64),
    Text(String),
}

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct EnquiryInput {
    /// The supplier's listing the enquiry is for; price, unit and titles come from it.
    pub listing_id: Option<String>,
    pub name: Option<String>,
    pub email: Option<String>,
    pub phone: Option<String>,
    pub company: Option<String>,
    pub address: Option<String>,
    pub city: Option<String>,
    pub state: Option<String>,
    pub pincode: Option<String>,
    pub quantity: Option<NumberOrText>,
    pub unit: Option<String>,
    pub urgency: Option<String>,
    pub delivery_date: Option<String>,
    pub additional_requirements: Option<String>,
    pub packaging_preference: Option<String>,
    pub payment_terms: Option<String>,
    #[serde(default)]
    pub certification_required: bool,
    #[serde(default)]
    pub samples_required: bool,
    /// One key per filled-in form: a second submission with it returns the first enquiry.
    pub submission_key: Option<String>,
    /// What the client believes it is enquiring about. Only the listing id inside
    /// `supplier` is read; prices and names are never taken from the client.
    pub supplier: Option<serde_json::Value>,
    pub product: Option<serde_json::Value>,
}

/// A form that passed every check.
#[derive(Debug, Clone)]
pub struct Enquiry {
    pub listing_id: String,
    pub name: String,
    pub email: String,
    pub phone: String,
    pub company: Option<String>,
    pub address: String,
    pub city: String,
    pub state: String,
    pub pincode: String,
    pub quantity: f64,
    pub unit: String,
    pub urgency: String,
    pub delivery_date: Option<NaiveDate>,
    pub additional_requirements: Option<String>,
    pub packaging_preference: String,
    pub payment_terms: String,
    pub certification_required: bool,
    pub samples_required: bool,
    pub submission_key: Option<String>,
}

fn text(value: &Option<String>) -> String {
    value.as_deref().map(str::trim).unwrap_or_default().to_owned()
}

fn bounded(value: String, max: usize, what: &str) -> Result<String, ApiError> {
    if value.chars().count() > max {
        return Err(ApiError::BadRequest(format!("{what} must be at most {max} characters")));
    }
    Ok(value)
}

fn optional(value: &Option<String>, max: usize, what: &str) -> Result<Option<String>, ApiError> {
    let value = text(value);
    if value.is_empty() {
        return Ok(None);
    }
    bounded(value, max, what).map(Some)
}

fn coded(value: &Option<String>, allowed: &[&str], what: &str) -> Result<String, ApiError> {
    let value = text(value);
    if value.is_empty() {
        return Ok(allowed[0].to_owned());
    }
    if !is_one_of(&value, allowed) {
        return Err(ApiError::BadRequest(format!("{what} must be one of {}", allowed.join(", "))));
    }
    Ok(value)
}

impl EnquiryInput {
    pub fn listing(&self) -> Option<String> {
        let from_supplier = || {
            let s = self.supplier.as_ref()?;
            s.get("listingId").or_else(|| s.get("_id")).and_then(|v| v.as_str()).map(str::to_owned)
        };
        self.listing_id.clone().filter(|l| !l.trim().is_empty()).or_else(from_supplier)
    }

    pub fn validate(&self) -> Result<Enquiry, ApiError> {
        let listing_id = self.listing().ok_or_else(|| ApiError::BadRequest("Please choose a supplier first".into()))?;
        let quantity_text = match &self.quantity {
            Some(NumberOrText::Number(n)) => Some(n.to_string()),
            Some(NumberOrText::Text(t)) if !t.trim().is_empty() => Some(t.trim().to_owned()),
            _ => None,
        };
        let required = [&self.name, &self.email, &self.phone, &self.address, &self.city, &self.state, &self.pincode];
        if required.iter().any(|v| text(v).is_empty()) || quantity_text.is_none() {
            return Err(ApiError::BadRequest(REQUIRED_MISSING.into()));
        }
        let quantity: f64 = quantity_text
            .unwrap_or_default()
            .parse()
            .ok()
            .filter(|q: &f64| q.is_finite() && *q >= 1.0 && *q <= 1e9)
            .ok_or_else(|| ApiError::BadRequest(QUANTITY_TOO_SMALL.into()))?;
        let email = Email::parse(self.email.as_deref())?.into_string();
        let delivery_date = match text(&self.delivery_date) {
            d if d.is_empty() => None,
            d => Some(
                NaiveDate::parse_from_str(&d[..d.len().min(10)], "%Y-%m-%d")
                    .map_err(|_| ApiError::BadRequest("Delivery date must be a date (YYYY-MM-DD)".into()))?,
            ),
        };
        let submission_key = optional(&self.submission_key, 64, "Submission key")?;
        Ok(Enquiry {
            listing_id,
            name: bounded(text(&self.name), 120, "Name")?,
            email,
            phone: bounded(text(&self.phone), 30, "Phone")?,
            company: optional(&self.company, 160, "Company")?,
            address: bounded(text(&self.address), 300, "Address")?,
            city: bounded(text(&self.city), 100, "City")?,
            state: bounded(text(&self.state), 100, "State")?,
            pincode: bounded(text(&self.pincode), 12, "Pincode")?,
            quantity,
            unit: coded(&self.unit, &ENQUIRY_UNITS, "Unit")?,
            urgency: coded(&self.urgency, &URGENCIES, "Urgency")?,
            delivery_date,
            additional_requirements: optional(&self.additional_requirements, 2000, "Additional requirements")?,
            packaging_preference: coded(&self.packaging_preference, &PACKAGING_PREFERENCES, "Packaging preference")?,
            payment_terms: coded(&self.payment_terms, &PAYMENT_TERMS, "Payment terms")?,
            certification_required: self.certification_required,
            samples_required: self.samples_required,
            submission_key,
        })
    }
}
