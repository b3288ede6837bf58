//! The limits, patterns and messages of every form, written once. The server checks with
//! them; the client receives them as `x-tradehub-rules` in the OpenAPI document.

use serde::Serialize;
use utoipa::ToSchema;

use foundation::entities::codes::{
    Currency, Incoterm, ENQUIRY_STATUSES, ENQUIRY_UNITS, GENERAL_ENQUIRY_STATUSES, LISTING_UNITS,
    PACKAGING_PREFERENCES, PAYMENT_TERMS, SUPPLIER_STATUSES, URGENCIES,
};

/// Longest e-mail: MySQL's utf8mb4 unique index holds 191 characters.
pub const EMAIL_MAX: usize = 191;
pub const PASSWORD_MIN: usize = 6;
/// bcrypt reads only the first 72 bytes; longer passwords would be silently cut.
pub const PASSWORD_MAX_BYTES: usize = 72;
pub const PERSON_NAME_MAX: usize = 100;
pub const BUSINESS_NAME_MAX: usize = 160;
pub const PHONE_MAX: usize = 25;
pub const PHONE_DIGITS_MIN: usize = 7;
/// E.164 numbers have at most 15 digits.
pub const PHONE_DIGITS_MAX: usize = 15;
pub const ADDRESS_MAX: usize = 300;
pub const CITY_MAX: usize = 100;
pub const STATE_MAX: usize = 100;
pub const PINCODE_MAX: usize = 12;
pub const LABEL_MAX: usize = 60;
pub const MESSAGE_MAX: usize = 5000;
pub const NOTES_MAX: usize = 2000;
pub const SUBMISSION_KEY_MAX: usize = 64;
/// Longest reason an admin gives for rejecting a registration, in characters (the column
/// holds as many).
pub const REJECTION_REASON_MAX: usize = 500;
/// A supplier quote's delivery terms.
pub const DELIVERY_TERMS_MAX: usize = 300;
/// How far ahead a quote may hold: a year, as price lists of fresh goods do not.
pub const QUOTE_VALIDITY_MAX_DAYS: u64 = 365;
/// Largest quantity an enquiry or offer may name.
pub const QUANTITY_MAX: f64 = 1e9;
/// Most rupees a price may be (an offer's or a quote's, per unit).
pub const PRICE_MAX: u64 = 1_000_000_000;

/// Where a pattern is given, it is the whole value's pattern (anchored), in the syntax
/// both Rust's `regex` and JavaScript's `RegExp` read.
/// A phone's characters, with [`PHONE_DIGITS_MIN`] to [`PHONE_DIGITS_MAX`] digits among them
/// (the numbers are written into the pattern; a test holds them equal).
pub const PHONE_PATTERN: &str = r"^\+?[ ().-]*(?:[0-9][ ().-]*){7,15}$";
pub const AADHAR_PATTERN: &str = r"^[0-9]{12}$";
pub const PAN_PATTERN: &str = r"^[A-Z]{5}[0-9]{4}[A-Z]$";
pub const GST_PATTERN: &str = r"^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$";
pub const DATE_PATTERN: &str = r"^[0-9]{4}-[0-9]{2}-[0-9]{2}$";

pub const COUNTRIES: [&str; 5] = ["India", "United States", "United Kingdom", "Canada", "Australia"];

/// The spec's messages (SPEC.md §5, §8) and ours in the same voice.
pub mod messages {
    pub const EMAIL_REQUIRED: &str = "Email is required";
    pub const EMAIL_INVALID: &str = "Email is invalid";
    pub const PASSWORD_REQUIRED: &str = "Password is required";
    pub const PASSWORD_SHORT: &str = "Password must be at least 6 characters";
    pub const PASSWORD_LONG: &str = "Password must be at most 72 bytes";
    pub const PASSWORDS_DIFFER: &str = "Passwords do not match";
    pub const PHONE_INVALID: &str = "Phone number is invalid";
    pub const MOBILE_INVALID: &str = "Mobile number is invalid";
    pub const AADHAR_INVALID: &str = "Valid 12-digit Aadhar number required";
    pub const PAN_INVALID: &str = "Valid PAN number required (format: ABCDE1234F)";
    pub const GST_INVALID: &str = "Valid GST number required";
    pub const REQUIRED_MISSING: &str = "Please fill in all required fields";
    pub const QUANTITY_TOO_SMALL: &str = "Quantity must be a number of at least 1";
    pub const QUANTITY_AVAILABLE_INVALID: &str = "Quantity available must be a number of at least 0";
    pub const MIN_ORDER_INVALID: &str = "Minimum order must be a number greater than 0";
    pub const DATE_INVALID: &str = "Delivery date must be a date (YYYY-MM-DD)";
    pub const DATE_PAST: &str = "Delivery date cannot be in the past";
    pub const PRICE_INVALID: &str = "Price must be a number of at least 0 with at most two decimals";
    pub const PRICE_TOO_HIGH: &str = "Price must be at most 1000000000";
    pub const PINCODE_INVALID: &str = "Pincode is invalid";
    pub const AADHAR_FILE_REQUIRED: &str = "Aadhar card image required";
    pub const PAN_FILE_REQUIRED: &str = "PAN card image required";
    pub const GST_FILE_REQUIRED: &str = "GST certificate required";
    pub const MAIN_IMAGE_REQUIRED: &str = "Main image is required";
    pub const VALID_UNTIL_REQUIRED: &str = "Valid until is required";
    pub const VALID_UNTIL_INVALID: &str = "Valid until must be a date (YYYY-MM-DD)";
    pub const VALID_UNTIL_PAST: &str = "Valid until cannot be in the past";
    pub const VALID_UNTIL_FAR: &str = "Valid until must be within a year from today";
}

#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Lengths {
    pub email_max: usize,
    pub password_min: usize,
    pub password_max_bytes: usize,
    pub person_name_max: usize,
    pub business_name_max: usize,
    pub phone_max: usize,
    pub phone_digits_min: usize,
    pub phone_digits_max: usize,
    pub address_max: usize,
    pub city_max: usize,
    pub state_max: usize,
    pub pincode_max: usize,
    pub label_max: usize,
    pub message_max: usize,
    pub notes_max: usize,
    /// An admin's reason for rejecting a supplier registration.
    pub rejection_reason_max: usize,
    pub delivery_terms_max: usize,
    /// Days from today a quote's validity may reach.
    pub quote_validity_max_days: u64,
}

#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Patterns {
    pub phone: &'static str,
    pub aadhar: &'static str,
    pub pan: &'static str,
    pub gst: &'static str,
    pub date: &'static str,
}

#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Messages {
    pub email_required: &'static str,
    pub email_invalid: &'static str,
    pub password_required: &'static str,
    pub password_short: &'static str,
    pub password_long: &'static str,
    pub passwords_differ: &'static str,
    pub phone_invalid: &'static str,
    pub mobile_invalid: &'static str,
    pub aadhar_invalid: &'static str,
    pub pan_invalid: &'static str,
    pub gst_invalid: &'static str,
    pub required_missing: &'static str,
    pub quantity_too_small: &'static str,
    pub quantity_available_invalid: &'static str,
    pub min_order_invalid: &'static str,
    pub date_invalid: &'static str,
    pub date_past: &'static str,
    pub price_invalid: &'static str,
    pub pincode_invalid: &'static str,
    pub aadhar_file_required: &'static str,
    pub pan_file_required: &'static str,
    pub gst_file_required: &'static str,
    pub main_image_required: &'static str,
    pub valid_until_required: &'static str,
    pub valid_until_invalid: &'static str,
    pub valid_until_past: &'static str,
    pub valid_until_far: &'static str,
}

/// What a client needs to check a form the way the server will.
#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ClientRules {
    pub lengths: Lengths,
    pub patterns: Patterns,
    pub messages: Messages,
    /// The first value of each list is the form's default.
    pub enquiry_units: Vec<&'static str>,
    pub listing_units: Vec<&'static str>,
    /// Every unit there is: a quote may be in any of them.
    pub units: Vec<&'static str>,
    pub urgencies: Vec<&'static str>,
    pub packaging_preferences: Vec<&'static str>,
    pub payment_terms: Vec<&'static str>,
    pub countries: Vec<&'static str>,
    /// A product enquiry's statuses; the first is where every enquiry starts.
    pub enquiry_statuses: Vec<&'static str>,
    /// The statuses a supplier may move an enquiry to.
    pub supplier_enquiry_statuses: Vec<&'static str>,
    /// A general (contact) enquiry's statuses.
    pub general_enquiry_statuses: Vec<&'static str>,
    /// The trade terms of Incoterms 2020 a quote or offer states.
    pub incoterms: Vec<&'static str>,
    /// The currencies a price may be in; the first (rupees) is the site's own.
    pub currencies: Vec<&'static str>,
    /// The currencies an admin keeps a dated rate of: every one but rupees.
    pub rate_currencies: Vec<&'static str>,
    /// The sign each currency's amounts are written with (the mails use the same).
    pub currency_symbols: std::collections::BTreeMap<&'static str, &'static str>,
}

pub fn client_rules() -> ClientRules {
    use messages as m;
    ClientRules {
        lengths: Lengths {
            email_max: EMAIL_MAX,
            password_min: PASSWORD_MIN,
            password_max_bytes: PASSWORD_MAX_BYTES,
            person_name_max: PERSON_NAME_MAX,
            business_name_max: BUSINESS_NAME_MAX,
            phone_max: PHONE_MAX,
            phone_digits_min: PHONE_DIGITS_MIN,
            phone_digits_max: PHONE_DIGITS_MAX,
            address_max: ADDRESS_MAX,
            city_max: CITY_MAX,
            state_max: STATE_MAX,
            pincode_max: PINCODE_MAX,
            label_max: LABEL_MAX,
            message_max: MESSAGE_MAX,
            notes_max: NOTES_MAX,
            rejection_reason_max: REJECTION_REASON_MAX,
            delivery_terms_max: DELIVERY_TERMS_MAX,
            quote_validity_max_days: QUOTE_VALIDITY_MAX_DAYS,
        },
        patterns: Patterns {
            phone: PHONE_PATTERN,
            aadhar: AADHAR_PATTERN,
            pan: PAN_PATTERN,
            gst: GST_PATTERN,
            date: DATE_PATTERN,
        },
        messages: Messages {
            email_required: m::EMAIL_REQUIRED,
            email_invalid: m::EMAIL_INVALID,
            password_required: m::PASSWORD_REQUIRED,
            password_short: m::PASSWORD_SHORT,
            password_long: m::PASSWORD_LONG,
            passwords_differ: m::PASSWORDS_DIFFER,
            phone_invalid: m::PHONE_INVALID,
            mobile_invalid: m::MOBILE_INVALID,
            aadhar_invalid: m::AADHAR_INVALID,
            pan_invalid: m::PAN_INVALID,
            gst_invalid: m::GST_INVALID,
            required_missing: m::REQUIRED_MISSING,
            quantity_too_small: m::QUANTITY_TOO_SMALL,
            quantity_available_invalid: m::QUANTITY_AVAILABLE_INVALID,
            min_order_invalid: m::MIN_ORDER_INVALID,
            date_invalid: m::DATE_INVALID,
            date_past: m::DATE_PAST,
            price_invalid: m::PRICE_INVALID,
            pincode_invalid: m::PINCODE_INVALID,
            aadhar_file_required: m::AADHAR_FILE_REQUIRED,
            pan_file_required: m::PAN_FILE_REQUIRED,
            gst_file_required: m::GST_FILE_REQUIRED,
            main_image_required: m::MAIN_IMAGE_REQUIRED,
            valid_until_required: m::VALID_UNTIL_REQUIRED,
            valid_until_invalid: m::VALID_UNTIL_INVALID,
            valid_until_past: m::VALID_UNTIL_PAST,
            valid_until_far: m::VALID_UNTIL_FAR,
        },
        enquiry_units: ENQUIRY_UNITS.to_vec(),
        listing_units: LISTING_UNITS.to_vec(),
        units: foundation::entities::codes::Unit::CODES.to_vec(),
        urgencies: URGENCIES.to_vec(),
        packaging_preferences: PACKAGING_PREFERENCES.to_vec(),
        payment_terms: PAYMENT_TERMS.to_vec(),
        countries: COUNTRIES.to_vec(),
        enquiry_statuses: ENQUIRY_STATUSES.to_vec(),
        supplier_enquiry_statuses: SUPPLIER_STATUSES.to_vec(),
        general_enquiry_statuses: GENERAL_ENQUIRY_STATUSES.to_vec(),
        incoterms: Incoterm::CODES.to_vec(),
        currencies: Currency::CODES.to_vec(),
        rate_currencies: Currency::CODES[1..].to_vec(),
        currency_symbols: Currency::ALL.iter().map(|c| (c.as_str(), c.symbol())).collect(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The rules the client receives, spelled out: changing one is a decision, made here too.
    #[test]
    fn the_client_rules_are_these() {
        let rules = serde_json::to_value(client_rules()).unwrap();
        let expected = serde_json::json!({
            "lengths": {
                "emailMax": 191, "passwordMin": 6, "passwordMaxBytes": 72, "personNameMax": 100,
                "businessNameMax": 160, "phoneMax": 25, "phoneDigitsMin": 7, "phoneDigitsMax": 15,
                "addressMax": 300, "cityMax": 100, "stateMax": 100, "pincodeMax": 12, "labelMax": 60,
                "messageMax": 5000, "notesMax": 2000, "rejectionReasonMax": 500, "deliveryTermsMax": 300,
                "quoteValidityMaxDays": 365
            },
            "patterns": {
                "phone": r"^\+?[ ().-]*(?:[0-9][ ().-]*){7,15}$",
                "aadhar": "^[0-9]{12}$",
                "pan": "^[A-Z]{5}[0-9]{4}[A-Z]$",
                "gst": "^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$",
                "date": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"
            },
            "messages": {
                "emailRequired": "Email is required",
                "emailInvalid": "Email is invalid",
                "passwordRequired": "Password is required",
                "passwordShort": "Password must be at least 6 characters",
                "passwordLong": "Password must be at most 72 bytes",
                "passwordsDiffer": "Passwords do not match",
                "phoneInvalid": "Phone number is invalid",
                "mobileInvalid": "Mobile number is invalid",
                "aadharInvalid": "Valid 12-digit Aadhar number required",
                "panInvalid": "Valid PAN number required (format: ABCDE1234F)",
                "gstInvalid": "Valid GST number required",
                "requiredMissing": "Please fill in all required fields",
                "quantityTooSmall": "Quantity must be a number of at least 1",
                "quantityAvailableInvalid": "Quantity available must be a number of at least 0",
                "minOrderInvalid": "Minimum order must be a number greater than 0",
                "dateInvalid": "Delivery date must be a date (YYYY-MM-DD)",
                "datePast": "Delivery date cannot be in the past",
                "priceInvalid": "Price must be a number of at least 0 with at most two decimals",
                "pincodeInvalid": "Pincode is invalid",
                "aadharFileRequired": "Aadhar card image required",
                "panFileRequired": "PAN card image required",
                "gstFileRequired": "GST certificate required",
                "mainImageRequired": "Main image is required",
                "validUntilRequired": "Valid until is required",
                "validUntilInvalid": "Valid until must be a date (YYYY-MM-DD)",
                "validUntilPast": "Valid until cannot be in the past",
                "validUntilFar": "Valid until must be within a year from today"
            },
            "enquiryUnits": ["kg", "ton", "quintal"],
            "listingUnits": ["kg", "g", "ton", "quintal", "piece", "packet", "box", "metre"],
            "units": ["kg", "g", "ton", "piece", "packet", "box", "quintal", "metre"],
            "urgencies": ["normal", "urgent", "very-urgent"],
            "packagingPreferences": ["standard", "eco-friendly", "custom"],
            "paymentTerms": ["net30", "net15", "advance", "cod"],
            "countries": ["India", "United States", "United Kingdom", "Canada", "Australia"],
            "enquiryStatuses": ["pending", "processing", "completed", "rejected"],
            "supplierEnquiryStatuses": ["processing", "completed", "rejected"],
            "generalEnquiryStatuses": ["Open", "Close"],
            "incoterms": ["EXW", "FCA", "FAS", "FOB", "CFR", "CIF", "CPT", "CIP", "DAP", "DPU", "DDP"],
            "currencies": ["INR", "USD", "EUR", "GBP", "AED"],
            "rateCurrencies": ["USD", "EUR", "GBP", "AED"],
            "currencySymbols": { "AED": "AED ", "EUR": "€", "GBP": "£", "INR": "₹", "USD": "US$" }
        });
        assert_eq!(rules, expected);
    }

    /// The patterns the client compiles are the ones the server's checks agree with.
    #[test]
    fn the_patterns_compile() {
        for p in [PHONE_PATTERN, AADHAR_PATTERN, PAN_PATTERN, GST_PATTERN, DATE_PATTERN] {
            regex::Regex::new(p).unwrap();
        }
        assert!(PHONE_PATTERN.contains(&format!("{{{PHONE_DIGITS_MIN},{PHONE_DIGITS_MAX}}}")), "{PHONE_PATTERN}");
    }
}
