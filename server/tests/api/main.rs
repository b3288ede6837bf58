//! API integration tests: the real app on a random port, on SQLite and (with
//! TEST_MYSQL_URL) on MySQL, each test on its own fresh database.

mod helpers;

mod health;
mod home_page;
mod render_failures;
mod catalogue_reads;
mod content_reads;
mod one_binary;
mod openapi;
mod page_cache;
mod product_deletion;
mod public_pages;
mod seeding;
mod static_files;
mod accounts;
mod authorization;
mod enquiries;
mod public_writes;
mod supplier_support;
mod supplier_registration;
mod supplier_listings;
mod supplier_inbox;
mod supplier_review;
mod marketplace;
mod file_store_s3;
mod validation;
mod admin_content;
mod hostile_text;
mod slugs;
mod sessions;
mod caps;
mod several_instances;
mod concurrent_writes;
mod hygiene;
mod sign_in_limits;
mod admin_support;
mod admin_people;
mod admin_registrations;
mod admin_enquiries;
mod admin_activity;
mod admin_products;
mod mail_support;
mod mail_reset;
mod mail_notices;
mod mail_delivery;
