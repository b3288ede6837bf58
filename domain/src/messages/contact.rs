//! The contact form (SPEC sections 2, 5): name, e-mail, phone and message required,
//! address optional. Stored as a general enquiry with status 'Open' for the back office.

use sea_orm::{ActiveModelTrait, ConnectionTrait, Set, TransactionTrait};
use serde::Deserialize;
use utoipa::ToSchema;

use crate::validation::rules::{ADDRESS_MAX, MESSAGE_MAX};
use crate::validation::{optional, required, Email, Form, PersonName, Phone, PhoneLabel};
use foundation::entities::codes::GeneralEnquiryStatus;
use foundation::entities::general_enquiries;
use foundation::error::{Error, Result};

#[derive(Debug, Default, Deserialize, ToSchema)]
pub struct ContactInput {
    pub name: Option<String>,
    pub email: Option<String>,
    pub phone: Option<String>,
    pub address: Option<String>,
    pub message: Option<String>,
}

#[derive(Debug, PartialEq, Eq)]
pub struct ContactMessage {
    pub name: String,
    pub email: String,
    pub phone: String,
    pub address: Option<String>,
    pub message: String,
}

impl TryFrom<ContactInput> for ContactMessage {
    type Error = Error;

    fn try_from(input: ContactInput) -> Result<Self, Error> {
        let mut form = Form::new();
        let name = form.check("name", PersonName::parse(input.name.as_deref()));
        let email = form.check("email", Email::parse(input.email.as_deref()));
        let phone = form.check("phone", Phone::parse(input.phone.as_deref(), PhoneLabel::Phone));
        let address = form.check("address", optional(input.address.as_deref(), "Address", ADDRESS_MAX));
        let message = form.check("message", required(input.message.as_deref(), "Message", MESSAGE_MAX));
        match (name, email, phone, address, message) {
            (Some(name), Some(email), Some(phone), Some(address), Some(message)) => Ok(Self {
                name: name.into_string(),
                email: email.into_string(),
                phone: phone.into_string(),
                address,
                message,
            }),
            _ => Err(form.finish().expect_err("a field failed")),
        }
    }
}

/// Stores the message and, in the same transaction, the admins' notice of it; returns the
/// new enquiry's id.
pub async fn store<C: ConnectionTrait + TransactionTrait>(db: &C, message: ContactMessage) -> Result<String> {
    let txn = foundation::db::begin_write(db).await?;
    let row = general_enquiries::ActiveModel {
        name: Set(message.name),
        email: Set(message.email),
        phone: Set(message.phone),
        address: Set(message.address),
        message: Set(message.message),
        status: Set(GeneralEnquiryStatus::Open),
        ..Default::default()
    }
    .insert(&txn)
    .await?;
    crate::mail::notices::contact_received(&txn, &row.id).await?;
    txn.commit().await?;
    Ok(row.id)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn valid() -> ContactInput {
        ContactInput {
            name: Some("Asha Rao".into()),
            email: Some("asha@example.com".into()),
            phone: Some("+91 98765 43210".into()),
            address: Some("  ".into()),
            message: Some("Please send a price list.".into()),
        }
    }

    #[test]
    fn a_complete_message_passes_and_blank_address_is_dropped() {
        let m = ContactMessage::try_from(valid()).unwrap();
        assert_eq!(m.address, None);
        assert_eq!(m.name, "Asha Rao");
    }

    #[test]
    fn each_required_field_is_named() {
        type Blank = fn(&mut ContactInput);
        let cases: [(Blank, &str); 4] = [
            (|i| i.name = None, "Name is required"),
            (|i| i.email = Some(" ".into()), "Email is required"),
            (|i| i.phone = None, "Phone is required"),
            (|i| i.message = Some("".into()), "Message is required"),
        ];
        for (blank, message) in cases {
            let mut input = valid();
            blank(&mut input);
            assert_eq!(ContactMessage::try_from(input).unwrap_err().to_string(), message);
        }
    }

    #[test]
    fn bounds_and_formats_are_checked() {
        let mut input = valid();
        input.email = Some("not-an-email".into());
        assert_eq!(ContactMessage::try_from(input).unwrap_err().to_string(), "Email is invalid");
        let mut input = valid();
        input.message = Some("x".repeat(MESSAGE_MAX + 1));
        assert!(ContactMessage::try_from(input).is_err());
    }

    #[test]
    fn every_failed_field_is_named_in_the_errors() {
        let input = ContactInput { name: None, email: Some("nope".into()), ..valid() };
        match ContactMessage::try_from(input).unwrap_err() {
            Error::Invalid { message, errors } => {
                assert_eq!(message, "Name is required");
                assert_eq!(errors.len(), 2);
                assert_eq!(errors["email"], "Email is invalid");
            }
            other => panic!("{other:?}"),
        }
    }
}
