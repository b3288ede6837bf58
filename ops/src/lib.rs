//! Operations beside the business rules: what an operator runs from the command line to
//! keep a site (a signed backup of the database, the file store and the keys, and its
//! restore). It knows the foundation's database and file store, and nothing of the domain.

pub mod backup;
