//! Request hygiene applied before any handler: canonical paths, HEAD like GET, and a time
//! limit on reading request bodies; 405 with `Allow` for a method a known path does not take.

pub mod allowed_methods;
pub mod body_timeout;
pub mod canonical_path;
pub mod head;
pub mod headers;
