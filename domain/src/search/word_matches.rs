//! A query word's matches in the index as SQL conditions, shared by the one-word reader
//! (`ranked`) and the grouped one (`grouped`), which `query` chooses between.

use sea_orm::{DbBackend, Value};

use super::fold;
use foundation::entities::search_terms;

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

#[cfg(test)]
mod tests {
    use super::*;

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
