//! Tradehub's schema. The same migrations run on SQLite (the embedded default) and on
//! MySQL/MariaDB (production), so they use the schema builder, and build from its parts
//! the few statements it cannot write (a data copy, a trigger).
//!
//! Conventions every table follows:
//! - `id` is a UUID v4 string (`char(36)`) generated in Rust, never auto-increment, so
//!   rows can be created on any app server without a round trip for the key.
//! - Timestamps are `datetime` in UTC, whole seconds (MySQL's `datetime` has no
//!   fraction, so the app writes whole seconds everywhere to read back what it wrote).
//! - Columns that carry a unique index are `varchar(191)` at most: 191 × 4 bytes of
//!   utf8mb4 fits the oldest InnoDB index prefix limit.
//! - Money is a `bigint` number of paise; never a float.

pub use m20261124_scale_001_catalogue_at_scale::TERMS_PRODUCT as SEARCH_TERMS_PRODUCT;
pub use m20261124_scale_001_catalogue_at_scale::{USERS_CREATED_ID, VENDORS_CREATED_ID, VENDOR_LISTINGS_CREATED_ID};
pub use m20261128_search_001_ranked_terms::RANKED as SEARCH_TERMS_RANKED;
pub use m20261130_insights_002_answered_index::INDEX as ENQUIRIES_INSIGHTS;
pub use m20261130_orders_001_orders::NEWEST as ORDERS_NEWEST;
pub use sea_orm_migration::prelude::*;

mod common;
mod m20250101_000001_create_admins;
mod m20250101_000002_create_users;
mod m20250101_000003_create_vendors;
mod m20250101_000004_create_catalogue;
mod m20250101_000005_create_vendor_listings;
mod m20250101_000006_create_enquiries;
mod m20250101_000007_create_site_content;
mod m20250101_000008_create_visitor_feedback;
mod m20250101_000009_create_content_version;
mod m20261123_identity_000001_create_sessions_and_limits;
mod m20261123_perf_content_changes;
mod m20261123_supplier_enquiry_reply;
mod m20261123_valid_000001_enquiry_created_micros;
mod m20261124_admin_activity;
mod m20261124_admincontent_001_footer_details;
mod m20261124_adminenq_001_enquiry_search_indexes;
mod m20261124_adminpeople_001_list_indexes;
mod m20261124_adminproducts_001_slug_history;
mod m20261124_mail_001_outbox;
mod m20261124_mail_002_password_resets;
mod m20261124_market_001_listing_min_order;
mod m20261124_market_002_search_documents;
mod m20261124_scale_001_catalogue_at_scale;
mod m20261124_vendorui2_001_registration_rejection;
mod m20261125_backoffice_001_registration_changes;
mod m20261125_insights_001_page_views;
mod m20261125_quotes_001_requests_and_quotes;
mod m20261127_l4l_001_like_for_like;
mod m20261127_scale2_001_keyset_indexes;
mod m20261127_talk_001_enquiry_threads;
mod m20261128_search_001_ranked_terms;
mod m20261129_deal_001_quote_events_terms;
mod m20261130_insights_002_answered_index;
mod m20261130_insights_003_milestones_index;
mod m20261130_orders_001_orders;
mod m20261130_quota_001_notice_bundles;

#[cfg(test)]
mod tests;

pub struct Migrator;

#[async_trait::async_trait]
impl MigratorTrait for Migrator {
    fn migrations() -> Vec<Box<dyn MigrationTrait>> {
        vec![
            Box::new(m20250101_000001_create_admins::Migration),
            Box::new(m20250101_000002_create_users::Migration),
            Box::new(m20250101_000003_create_vendors::Migration),
            Box::new(m20250101_000004_create_catalogue::Migration),
            Box::new(m20250101_000005_create_vendor_listings::Migration),
            Box::new(m20250101_000006_create_enquiries::Migration),
            Box::new(m20250101_000007_create_site_content::Migration),
            Box::new(m20250101_000008_create_visitor_feedback::Migration),
            Box::new(m20250101_000009_create_content_version::Migration),
            Box::new(m20261123_supplier_enquiry_reply::Migration),
            Box::new(m20261123_valid_000001_enquiry_created_micros::Migration),
            Box::new(m20261123_identity_000001_create_sessions_and_limits::Migration),
            Box::new(m20261123_perf_content_changes::Migration),
            Box::new(m20261124_admin_activity::Migration),
            Box::new(m20261124_vendorui2_001_registration_rejection::Migration),
            Box::new(m20261124_admincontent_001_footer_details::Migration),
            Box::new(m20261124_adminpeople_001_list_indexes::Migration),
            Box::new(m20261124_adminenq_001_enquiry_search_indexes::Migration),
            Box::new(m20261124_adminproducts_001_slug_history::Migration),
            Box::new(m20261124_mail_001_outbox::Migration),
            Box::new(m20261124_mail_002_password_resets::Migration),
            Box::new(m20261124_market_001_listing_min_order::Migration),
            Box::new(m20261124_market_002_search_documents::Migration),
            Box::new(m20261124_scale_001_catalogue_at_scale::Migration),
            Box::new(m20261125_backoffice_001_registration_changes::Migration),
            Box::new(m20261125_quotes_001_requests_and_quotes::Migration),
            Box::new(m20261125_insights_001_page_views::Migration),
            Box::new(m20261127_scale2_001_keyset_indexes::Migration),
            Box::new(m20261127_talk_001_enquiry_threads::Migration),
            Box::new(m20261127_l4l_001_like_for_like::Migration),
            Box::new(m20261128_search_001_ranked_terms::Migration),
            Box::new(m20261129_deal_001_quote_events_terms::Migration),
            Box::new(m20261130_quota_001_notice_bundles::Migration),
            Box::new(m20261130_orders_001_orders::Migration),
            Box::new(m20261130_insights_002_answered_index::Migration),
            Box::new(m20261130_insights_003_milestones_index::Migration),
        ]
    }
}
