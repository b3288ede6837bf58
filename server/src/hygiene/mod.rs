//! Request hygiene applied before any handler: canonical paths, HEAD like GET, and a time
//! limit on reading request bodies.

pub mod body_timeout;
pub mod canonical_path;
pub mod head;
