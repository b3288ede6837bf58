//! Tradehub's foundation: the database connection and its entities, the file store, the
//! embedded files, paging, text and the one error type. It knows nothing of the business
//! rules above it or of HTTP.

pub mod caps;
pub mod content_version;
pub mod data_dir;
pub mod db;
pub mod embedded;
pub mod entities;
pub mod error;
pub mod memory;
pub mod paging;
pub mod secrets;
pub mod storage;
pub mod text;
