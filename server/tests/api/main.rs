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
