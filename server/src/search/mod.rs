//! Catalogue search: product titles, categories, tags (families) and variety titles,
//! case- and accent-insensitive, ranked, forgiving one wrong letter.
//!
//! Why not SQLite FTS5 / MySQL FULLTEXT: the two rank, tokenise and fold accents
//! differently (and InnoDB ignores words under 3 letters), so one query would answer
//! differently per database. The index is a plain table instead (`search_documents`,
//! one row per product with its folded words per field), kept in step inside every
//! catalogue write's transaction (`ContentWrite::commit_catalogue` calls [`index::apply`]), and a
//! query reads the rows of the chosen family and ranks them here: the same answer on
//! both databases, typo tolerance included. A catalogue is hundreds of products, a few
//! kilobytes of words: reading them costs less than a page render.

pub mod allowance;
pub mod fold;
pub mod index;
pub mod query;

pub use query::{search, Hit};
