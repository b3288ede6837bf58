//! SeaORM entities, one module per table of the `migration` crate; field types match
//! the migrations (checked by `tests.rs` on SQLite, and on MySQL when `TEST_MYSQL_URL`
//! is set).
//!
//! Conventions:
//! - `id` is a UUID v4 string; `before_save` fills it (and `created_at`/`updated_at`)
//!   on `ActiveModel::insert`/`save` when left `NotSet`, and moves `updated_at` on update.
//! - E-mails of admins, users and vendors are stored trimmed and lower-cased.
//! - Money is `i64` paise. Coded strings (units, statuses...) take the values in [`codes`].
//! - Models of account tables hold password hashes and deliberately do not implement
//!   `Serialize`: API responses go through their own types.

pub mod codes;
pub mod defaults;

pub mod additional_services;
pub mod admin_activity;
pub mod admins;
pub mod auth_sessions;
pub mod content_changes;
pub mod content_version;
pub mod core_values;
pub mod enquiry_messages;
pub mod enquiry_quotes;
pub mod enquiry_threads;
pub mod enquiry_words;
pub mod exchange_rates;
pub mod faqs;
pub mod footer_settings;
pub mod general_enquiries;
pub mod home_banners;
pub mod logos;
pub mod mail_outbox;
pub mod order_documents;
pub mod order_events;
pub mod order_numbers;
pub mod order_payments;
pub mod orders;
pub mod password_resets;
pub mod product_enquiries;
pub mod product_features;
pub mod product_specifications;
pub mod products;
pub mod quote_reminders;
pub mod reach_items;
pub mod search_deletes;
pub mod search_documents;
pub mod search_terms;
pub mod services;
pub mod slug_history;
pub mod testimonials;
pub mod user_addresses;
pub mod users;
pub mod varieties;
pub mod variety_views;
pub mod vendor_documents;
pub mod vendor_listings;
pub mod vendor_registrations;
pub mod vendors;
pub mod visitor_feedback;
pub mod why_choose_us;

pub use defaults::{new_id, normalize_email, now};

#[cfg(any(test, feature = "test-support"))]
pub mod test_db;
#[cfg(test)]
mod tests;

pub mod prelude {
    pub use super::additional_services::Entity as AdditionalServices;
    pub use super::admin_activity::Entity as AdminActivity;
    pub use super::admins::Entity as Admins;
    pub use super::content_version::Entity as ContentVersion;
    pub use super::core_values::Entity as CoreValues;
    pub use super::enquiry_quotes::Entity as EnquiryQuotes;
    pub use super::faqs::Entity as Faqs;
    pub use super::footer_settings::Entity as FooterSettings;
    pub use super::general_enquiries::Entity as GeneralEnquiries;
    pub use super::home_banners::Entity as HomeBanners;
    pub use super::logos::Entity as Logos;
    pub use super::product_enquiries::Entity as ProductEnquiries;
    pub use super::product_features::Entity as ProductFeatures;
    pub use super::product_specifications::Entity as ProductSpecifications;
    pub use super::products::Entity as Products;
    pub use super::reach_items::Entity as ReachItems;
    pub use super::services::Entity as Services;
    pub use super::testimonials::Entity as Testimonials;
    pub use super::user_addresses::Entity as UserAddresses;
    pub use super::users::Entity as Users;
    pub use super::varieties::Entity as Varieties;
    pub use super::variety_views::Entity as VarietyViews;
    pub use super::vendor_documents::Entity as VendorDocuments;
    pub use super::vendor_listings::Entity as VendorListings;
    pub use super::vendor_registrations::Entity as VendorRegistrations;
    pub use super::vendors::Entity as Vendors;
    pub use super::visitor_feedback::Entity as VisitorFeedback;
    pub use super::why_choose_us::Entity as WhyChooseUs;
}
