//! Operations beside the business rules: the command line's shared flags, and what an
//! operator runs from it to keep a site (a signed backup of the database, the file store and the keys, and its
//! restore). It knows the foundation's database and file store, and nothing of the domain.

pub mod args;
pub mod backup;
