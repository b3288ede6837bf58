//! Answering a search from the index: every query word must match one of a product's
//! words (the same word, a word it begins, or, for words of four letters or more, a word
//! one letter away); the better the match and the more important its field, the higher
//! the product ranks, equal scores in catalogue order. A one-word search over the whole
//! catalogue reads its hits best first and stops at the page's last ([`super::ranked`]);
//! several words or a family are grouped and paged by the database ([`super::grouped`]).
//! Either reads only the index rows of the words asked.

use sea_orm::{ColumnTrait, ConnectionTrait, DbBackend, DbErr, EntityTrait, QueryFilter, QuerySelect, Value};

use super::fold;
use super::index::TERM_LEN;
use foundation::entities::{search_deletes, search_terms};
use foundation::paging::Total;

/// Words of a query looked at; the rest are ignored (a query is at most 100 characters).
pub const MAX_WORDS: usize = 8;
/// Letters a query word needs before one wrong letter is forgiven.
const TYPO_MIN_LEN: usize = 4;

/// Which products a search may return: all, or those whose tag is one of `tags` (`None`
/// in the list stands for products without a tag).
#[derive(Debug, Clone, Default)]
pub struct Scope {
    pub tags: Option<Vec<Option<String>>>,
}

/// A product that matched, with its score (higher first).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Hit {
    pub product_id: String,
    pub score: u32,
}

/// One page of hits, best first (equal scores in catalogue order), and how many in all
/// (counted up to a bound).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Hits {
    pub hits: Vec<Hit>,
    pub total: Total,
}

impl Hits {
    pub fn none() -> Self {
        Self { hits: Vec::new(), total: Total::exact(0) }
    }
}

/// The hits of `query` within `scope`, `limit` of them from `offset`. A query without words
/// matches nothing.
pub async fn search<C: ConnectionTrait>(
    db: &C,
    query: &str,
    scope: &Scope,
    offset: u64,
    limit: u64,
) -> Result<Hits, DbErr> {
    let words = query_words(query);
    let mut matched = Vec::with_capacity(words.len());
    for word in words {
        let near = one_letter_off(db, &word).await?;
        matched.push(WordMatches::of(word, near));
    }
    match matched.as_slice() {
        [] => Ok(Hits::none()),
        [one] if scope.tags.is_none() => super::ranked::search(db, one, offset, limit).await,
        _ => super::grouped::search(db, &matched, scope, offset, limit).await,
    }
}

/// How a term matches a query word: the same word, a word it begins, a word one letter
/// away; better first.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MatchKind {
    Same,
    Begins,
    Near,
}

impl MatchKind {
    /// The match's part of a score, to be multiplied by the field's weight.
    pub fn score(self) -> i32 {
        match self {
            Self::Same => 3,
            Self::Begins => 2,
            Self::Near => 1,
        }
    }
}

/// One query word and the indexed words one letter away from it.
#[derive(Debug, Clone)]
pub struct WordMatches {
    pub word: String,
    near: Vec<String>,
}

impl WordMatches {
    pub fn of(word: String, near: Vec<String>) -> Self {
        Self { word, near }
    }

    /// The kinds of match this word can have: a one-letter word begins nothing worth a
    /// range, a short word has no near words.
    pub fn kinds(&self) -> Vec<MatchKind> {
        let mut kinds = vec![MatchKind::Same];
        if self.word.len() >= 2 {
            kinds.push(MatchKind::Begins);
        }
        if !self.near.is_empty() {
            kinds.push(MatchKind::Near);
        }
        kinds
    }

    /// The condition on `{alias}.term` of one kind of match, its values pushed to `values`;
    /// each a probe or a range of an index that leads with the term.
    pub fn condition(&self, kind: MatchKind, alias: &str, values: &mut Vec<Value>) -> String {
        let word = self.word.as_str();
        match kind {
            MatchKind::Same => {
                values.push(word.into());
                format!("{alias}.term = ?")
            }
            MatchKind::Begins => {
                values.push(word.into());
                match fold::prefix_end(word) {
                    Some(end) => {
                        values.push(end.into());
                        format!("({alias}.term > ? AND {alias}.term < ?)")
                    }
                    None => format!("{alias}.term > ?"),
                }
            }
            MatchKind::Near => {
                values.extend(self.near.iter().map(|n| Value::from(n.clone())));
                format!("{alias}.term IN ({})", placeholders(self.near.len()))
            }
        }
    }

    /// Any match of this word, on `{alias}.term`.
    pub fn any(&self, alias: &str, values: &mut Vec<Value>) -> String {
        let any: Vec<String> = self.kinds().into_iter().map(|k| self.condition(k, alias, values)).collect();
        format!("({})", any.join(" OR "))
    }
}

/// The query's distinct folded words, at most [`MAX_WORDS`], each cut to the index's width.
fn query_words(query: &str) -> Vec<String> {
    let mut words: Vec<String> = Vec::new();
    for word in fold::words(query) {
        let word: String = word.chars().take(TERM_LEN).collect();
        if !words.contains(&word) {
            words.push(word);
        }
        if words.len() == MAX_WORDS {
            break;
        }
    }
    words
}

/// The indexed words one letter away from `word` (one left out, added or changed), for
/// words of [`TYPO_MIN_LEN`] letters or more: one probe of `search_deletes` per form of the
/// word with a letter left out, then the exact distance checked here.
async fn one_letter_off<C: ConnectionTrait>(db: &C, word: &str) -> Result<Vec<String>, DbErr> {
    if word.len() < TYPO_MIN_LEN {
        return Ok(Vec::new());
    }
    let mut keys = fold::one_letter_less(word);
    keys.push(word.to_owned());
    let found: Vec<String> = search_deletes::Entity::find()
        .select_only()
        .column(search_deletes::Column::Term)
        .filter(search_deletes::Column::Deleted.is_in(keys))
        .into_tuple()
        .all(db)
        .await?;
    let mut near: Vec<String> = found.into_iter().filter(|t| t != word && strsim::levenshtein(word, t) == 1).collect();
    near.sort();
    near.dedup();
    Ok(near)
}

/// The index rows a search reads, as `t`. SQLite would take a word's range from the primary
/// key (term, product), which lacks the weight and the place, and read the table row of each
/// index entry; the ranked index holds them all. On MySQL the primary key is the table.
pub(super) fn terms(backend: DbBackend) -> String {
    match backend {
        DbBackend::Sqlite => format!("search_terms t INDEXED BY {}", search_terms::RANKED_INDEX),
        _ => "search_terms t".to_owned(),
    }
}

pub(super) fn placeholders(n: usize) -> String {
    vec!["?"; n].join(", ")
}

/// Whether `text` matches any word of `query` (to point out the varieties a hit matched).
pub fn matches_any(query: &str, text: &str) -> bool {
    let terms = fold::words(text);
    query_words(query).iter().any(|w| terms.iter().any(|t| word_match(w, t)))
}

fn word_match(word: &str, term: &str) -> bool {
    word == term
        || (term.starts_with(word) && word.len() >= 2)
        || (word.len() >= 4 && strsim::levenshtein(word, term) <= 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn prefix_ranges_and_variants_cover_what_they_should() {
        assert_eq!(fold::prefix_end("man").as_deref(), Some("mao"));
        assert_eq!(fold::prefix_end("maz").as_deref(), Some("mb"));
        assert_eq!(fold::prefix_end("a9").as_deref(), Some("aa"));
        assert_eq!(fold::prefix_end("zz"), None);
        assert_eq!(fold::one_letter_less("mango"), ["ango", "mago", "mang", "mano", "mngo"]);
        assert_eq!(fold::one_letter_less("aa"), ["a"]);
        assert!(fold::one_letter_less("a").is_empty());
        assert!(matches_any("alfonso", "Alphonso"));
        assert!(matches_any("alphonzo", "Alphonso"));
        assert!(!matches_any("alfonso", "Kesar"));
        assert_eq!(query_words("Mango mango KESAR"), ["mango", "kesar"]);
    }

    #[test]
    fn a_word_matches_in_the_kinds_its_length_allows() {
        let m = |w: &str, near: &[&str]| WordMatches::of(w.into(), near.iter().map(|n| (*n).to_owned()).collect());
        assert_eq!(m("a", &[]).kinds(), [MatchKind::Same]);
        assert_eq!(m("ma", &[]).kinds(), [MatchKind::Same, MatchKind::Begins]);
        assert_eq!(m("mango", &["mangi"]).kinds(), [MatchKind::Same, MatchKind::Begins, MatchKind::Near]);
        let mut values = Vec::new();
        assert_eq!(
            m("mango", &["mangi"]).any("t", &mut values),
            "(t.term = ? OR (t.term > ? AND t.term < ?) OR t.term IN (?))"
        );
        assert_eq!(values.len(), 4);
    }
}
