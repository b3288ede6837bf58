//! Catalogue search: product titles, categories, tags (families) and variety titles,
//! case- and accent-insensitive, ranked, forgiving one wrong letter, paged.
//!
//! Why an index table of words and not SQLite FTS5 or MySQL FULLTEXT: the two tokenise,
//! fold accents and rank differently (InnoDB ignores words under 3 letters and has no
//! typo tolerance), so one query would answer differently per database, and several
//! instances on MySQL must see one index. `search_terms` holds one row per folded word of
//! a product, with the weight of its best field; it is written inside every catalogue
//! write's transaction (`ContentWrite::commit_catalogue` calls [`index::apply`]), so every
//! instance reads the same index at once, and never rebuilt whole: products written
//! around the app are indexed by `tradehub reindex` ([`index::index_missing`]), not at start. A query word is answered by
//! primary-key probes (the word, its prefix range, its one-letter variants); a one-word
//! search reads its hits best first and stops at the page's end; so does a search of
//! several whole words whose best products fill the page; any other is grouped, ranked and
//! paged by the database ([`query::search`]).

pub mod allowance;
mod few;
pub mod fold;
mod grouped;
mod hits;
pub mod index;
pub mod query;
mod ranked;
pub mod whole_words;
mod word_matches;

pub use hits::{Hit, Hits, Scope, SEARCH_COUNT_BOUND};
pub use query::{search, search_counting_up_to, word_matches};
pub use word_matches::WordMatches;
