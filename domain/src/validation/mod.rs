//! One validation kit for every form the server accepts.
//!
//! Each value type checks its input when it is built (`Email::parse`, `Pan::parse`, …), so a
//! value that exists is valid. Failures carry the spec's words (SPEC.md §5, §8) as an
//! [`Invalid`]; a [`Form`] gathers them per field into the `errors` map of a 400 answer.
//! The limits and messages live in [`rules`], the one place the client's copy comes from.

mod date;
mod email;
mod form;
mod identity_numbers;
mod money;
mod password;
mod phone;
pub mod rules;
pub mod schema;
mod text;

pub use date::{calendar_date, DeliveryDate};
pub use email::Email;
pub use form::{Form, Invalid};
pub use identity_numbers::{Aadhar, Gst, Pan};
pub use money::{decimal_text, paise_to_rupees, rupees_to_paise, Paise};
pub use password::NewPassword;
pub use phone::{Phone, PhoneLabel};
pub use rules::{client_rules, ClientRules};
pub use text::{coded, optional, pincode, required, BusinessName, PersonName, Quantity};
