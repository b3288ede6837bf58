//! The enquiry form as submitted, checked on the server with the spec's messages.

use chrono::NaiveDate;
use serde::Deserialize;
use utoipa::ToSchema;

use crate::validation::rules::messages::REQUIRED_MISSING;
use crate::validation::rules::{ADDRESS_MAX, BUSINESS_NAME_MAX, CITY_MAX, NOTES_MAX, STATE_MAX, SUBMISSION_KEY_MAX};
use crate::validation::{
    coded, optional, pincode, required, DeliveryDate, Email, Form, Invalid, PersonName, Phone, PhoneLabel, Quantity,
};
use foundation::entities::codes::{
    PackagingPreference, PaymentTerms, Unit, Urgency, ENQUIRY_UNITS, PACKAGING_PREFERENCES, PAYMENT_TERMS, URGENCIES,
};
use foundation::error::Error;

/// Quantity arrives as a number from our form and as text from others; both are accepted.
#[derive(Debug, Clone, Deserialize, ToSchema)]
#[serde(untagged)]
pub enum NumberOrText {
    Number(f64),
    Text(String),
}

/// The enquiry form's fields, as one enquiry and a request to several offers both send them.
#[derive(Debug, Clone, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct EnquiryForm {
    pub name: Option<String>,
    pub email: Option<String>,
    pub phone: Option<String>,
    pub company: Option<String>,
    pub address: Option<String>,
    pub city: Option<String>,
    pub state: Option<String>,
    pub pincode: Option<String>,
    pub quantity: Option<NumberOrText>,
    /// One of the spec's enquiry units; the offer's own unit (`box` for an offer priced per
    /// box) is taken too, and blank means it.
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
    /// One key per filled-in form: a second submission with it returns the first answer.
    pub submission_key: Option<String>,
}

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct EnquiryInput {
    /// The supplier's offer the enquiry is for; price, unit and titles come from it.
    pub listing_id: Option<String>,
    #[serde(flatten)]
    pub form: EnquiryForm,
    /// What the client believes it is enquiring about. Only the offer id inside
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
    pub unit: Unit,
    pub urgency: Urgency,
    pub delivery_date: Option<NaiveDate>,
    pub additional_requirements: Option<String>,
    pub packaging_preference: PackagingPreference,
    pub payment_terms: PaymentTerms,
    pub certification_required: bool,
    pub samples_required: bool,
    pub submission_key: Option<String>,
}

/// A code `coded` accepted, as its enum: every code it accepts is one of `T`'s.
fn code<T>(checked: Result<String, Invalid>, parse: fn(&str) -> Option<T>) -> Result<T, Invalid> {
    checked.map(|code| parse(&code).expect("an allowed code is one of the enum's"))
}

/// The units an enquiry about an offer in `listing_unit` may be in: that unit first (the
/// form's default, so "200 boxes" meets "₹1,450 / box"), then the spec's enquiry units.
pub fn units_for(listing_unit: Option<Unit>) -> Vec<&'static str> {
    let listing_unit = listing_unit.map(Unit::as_str);
    let mut units: Vec<&'static str> = listing_unit.into_iter().collect();
    units.extend(ENQUIRY_UNITS.iter().copied().filter(|u| Some(*u) != listing_unit));
    units
}

impl EnquiryInput {
    pub fn offer_id(&self) -> Option<String> {
        let from_supplier = || {
            let s = self.supplier.as_ref()?;
            s.get("listingId").or_else(|| s.get("_id")).and_then(|v| v.as_str()).map(str::to_owned)
        };
        self.listing_id.clone().filter(|l| !l.trim().is_empty()).or_else(from_supplier)
    }

    /// Checks the form. `listing_unit` is the unit of the offer enquired about: accepted
    /// besides the spec's enquiry units, and the default.
    pub fn validate(&self, listing_unit: Option<Unit>) -> Result<Enquiry, Error> {
        let listing_id = self.offer_id().ok_or_else(|| Error::Refused("Please choose a supplier first".into()))?;
        self.form.validate(listing_id, listing_unit)
    }
}

impl EnquiryForm {
    /// Checks the form for the offer `listing_id`. `listing_unit` is that offer's unit:
    /// accepted besides the spec's enquiry units, and the default.
    pub fn validate(&self, listing_id: String, listing_unit: Option<Unit>) -> Result<Enquiry, Error> {
        let quantity_text = match &self.quantity {
            Some(NumberOrText::Number(n)) => n.to_string(),
            Some(NumberOrText::Text(t)) => t.trim().to_owned(),
            None => String::new(),
        };
        let mut form = Form::new();
        let s = Option::as_deref;
        let name = form.check("name", PersonName::parse(s(&self.name)).map(PersonName::into_string));
        let email = form.check("email", Email::parse(s(&self.email)));
        let phone = form.check("phone", Phone::parse(s(&self.phone), PhoneLabel::Phone));
        let company = form.check("company", optional(s(&self.company), "Company", BUSINESS_NAME_MAX));
        let address = form.check("address", required(s(&self.address), "Address", ADDRESS_MAX));
        let city = form.check("city", required(s(&self.city), "City", CITY_MAX));
        let state = form.check("state", required(s(&self.state), "State", STATE_MAX));
        let pincode = form.check("pincode", pincode(s(&self.pincode)));
        let quantity = match quantity_text.as_str() {
            "" => form.check::<Quantity>("quantity", Err(Invalid::new("Quantity is required"))),
            text => form.check("quantity", Quantity::parse(text)),
        };
        // The spec's alert when a required field is empty, whatever else failed.
        let blank = [&self.name, &self.email, &self.phone, &self.address, &self.city, &self.state, &self.pincode]
            .iter()
            .any(|v| s(v).is_none_or(|v| v.trim().is_empty()))
            || quantity_text.is_empty();
        if blank {
            form.summary(REQUIRED_MISSING);
        }
        let units = units_for(listing_unit);
        let unit = form.check("unit", code(coded(s(&self.unit), &units, "Unit"), Unit::parse));
        let urgency = form.check("urgency", code(coded(s(&self.urgency), URGENCIES, "Urgency"), Urgency::parse));
        // Empty is no date; blanks are not a date either.
        let delivery_date = match s(&self.delivery_date).filter(|d| !d.is_empty()) {
            None => Some(None),
            Some(d) => form.check("deliveryDate", DeliveryDate::parse(d).map(|d| Some(d.get()))),
        };
        let additional_requirements = form.check(
            "additionalRequirements",
            optional(s(&self.additional_requirements), "Additional requirements", NOTES_MAX),
        );
        let packaging_preference = form.check(
            "packagingPreference",
            code(
                coded(s(&self.packaging_preference), PACKAGING_PREFERENCES, "Packaging preference"),
                PackagingPreference::parse,
            ),
        );
        let payment_terms = form.check(
            "paymentTerms",
            code(coded(s(&self.payment_terms), PAYMENT_TERMS, "Payment terms"), PaymentTerms::parse),
        );
        let submission_key =
            form.check("submissionKey", optional(s(&self.submission_key), "Submission key", SUBMISSION_KEY_MAX));
        form.finish()?;
        let missing = || Error::Internal(anyhow::anyhow!("a checked field is missing"));
        Ok(Enquiry {
            listing_id,
            name: name.ok_or_else(missing)?,
            email: email.ok_or_else(missing)?.into_string(),
            phone: phone.ok_or_else(missing)?.into_string(),
            company: company.ok_or_else(missing)?,
            address: address.ok_or_else(missing)?,
            city: city.ok_or_else(missing)?,
            state: state.ok_or_else(missing)?,
            pincode: pincode.ok_or_else(missing)?,
            quantity: quantity.ok_or_else(missing)?.get(),
            unit: unit.ok_or_else(missing)?,
            urgency: urgency.ok_or_else(missing)?,
            delivery_date: delivery_date.ok_or_else(missing)?,
            additional_requirements: additional_requirements.ok_or_else(missing)?,
            packaging_preference: packaging_preference.ok_or_else(missing)?,
            payment_terms: payment_terms.ok_or_else(missing)?,
            certification_required: self.certification_required,
            samples_required: self.samples_required,
            submission_key: submission_key.ok_or_else(missing)?,
        })
    }
}
