//! Supplier insights: views of each variety page, counted on the server at
//! the edge of the page cache without cookies, addresses or accounts, and per offer the
//! enquiries it received, how many its supplier answered, the median time to a first
//! answer and the quotes buyers accepted, over the last 7, 30 or 90 days; the admin sees
//! the same figures for the whole site.
//!
//! - `crawlers`: which user agents are not counted.
//! - `readers`: which readers have viewed a page in the current window (a keyed hash).
//! - `views`: the in-memory counts and their flush into `variety_views`.
//! - `range`: the checked query (`days`, `page`, `pageSize`).
//! - `figures`: the SQL (every statement reads a date range through an index).
//! - `report`: the supplier's and the site's answers.

pub mod crawlers;
pub mod figures;
pub mod orders;
pub mod range;
pub mod readers;
pub mod report;
pub mod views;

pub use range::{InsightsQuery, Range};
pub use views::{ViewCounter, ViewSlot};
